import { describe, expect, it } from 'vitest';
import { BOOKS, LAST_OT_BOOK, type ChapterRef } from './canon.js';
import { PLAN_DAYS, daysInMonth, isLeapYear, isValidPlanDate, planDays, planFor, readingPlan } from './plan.js';
import { verseCount } from './verse-counts.js';

const key = (c: ChapterRef) => `${c.book}/${c.chapter}`;
const chapters = (from: number, to: number) =>
  BOOKS.filter((b) => b.id >= from && b.id <= to).flatMap((b) => Array.from({ length: b.chapters }, (_, i) => `${b.id}/${i + 1}`));

/** Every date of a year, in order. */
function dates(year: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let m = 1; m <= 12; m++) for (let d = 1; d <= daysInMonth(m, year); d++) out.push([m, d]);
  return out;
}

/** How many times each chapter is read over a year, date by date through planFor. */
function counts(year: number) {
  const at = new Map<string, number>();
  const nt = new Map<string, number>();
  for (const [m, d] of dates(year)) {
    const day = planFor(m, d, year)!;
    for (const c of day.oldTestament) at.set(key(c), (at.get(key(c)) ?? 0) + 1);
    for (const c of day.newTestament) nt.set(key(c), (nt.get(key(c)) ?? 0) + 1);
  }
  return { at, nt };
}

describe('calendar', () => {
  it('knows the Gregorian leap years', () => {
    expect([2024, 2000, 2400].map(isLeapYear)).toEqual([true, true, true]);
    expect([2026, 1900, 2100].map(isLeapYear)).toEqual([false, false, false]);
  });

  it('validates dates, 29 February only in a leap year', () => {
    expect(isValidPlanDate(2, 29, 2028)).toBe(true);
    expect(isValidPlanDate(2, 29, 2027)).toBe(false);
    for (const [m, d] of [[13, 1], [0, 1], [2, 30], [4, 31], [1, 0], [1, 32], [1.5, 1], [NaN, 1]]) {
      expect(isValidPlanDate(m, d, 2028), `${m}/${d}`).toBe(false);
    }
  });

  it('maps the dates of a leap year onto days 0-365', () => {
    expect(planDays(1, 1, 2028)).toEqual([0]);
    expect(planDays(2, 29, 2028)).toEqual([59]);
    expect(planDays(3, 1, 2028)).toEqual([60]);
    expect(planDays(12, 31, 2028)).toEqual([365]);
    expect(dates(2028).flatMap(([m, d]) => planDays(m, d, 2028))).toEqual(Array.from({ length: 366 }, (_, i) => i));
  });

  it('reads 29 February with 28 February in a year without it, skipping nothing', () => {
    expect(planDays(2, 28, 2027)).toEqual([58, 59]);
    expect(planDays(3, 1, 2027)).toEqual([60]);
    expect(planDays(2, 29, 2027)).toEqual([]);
    expect(planFor(2, 29, 2027)).toBeNull();
    expect(dates(2027).flatMap(([m, d]) => planDays(m, d, 2027))).toEqual(Array.from({ length: 366 }, (_, i) => i));
    const plan = readingPlan();
    expect(planFor(2, 28, 2027)).toEqual({ oldTestament: [...plan[58].oldTestament, ...plan[59].oldTestament], newTestament: [...plan[58].newTestament, ...plan[59].newTestament] });
  });
});

describe('reading plan', () => {
  const plan = readingPlan();

  it('has 366 days of 2-3 old testament chapters and exactly 1 new testament chapter', () => {
    expect(plan).toHaveLength(PLAN_DAYS);
    for (const [i, day] of plan.entries()) {
      expect(day.oldTestament.length, `day ${i}`).toBeGreaterThanOrEqual(2);
      expect(day.oldTestament.length, `day ${i}`).toBeLessThanOrEqual(3);
      expect(day.oldTestament.every((c) => c.book <= LAST_OT_BOOK), `day ${i}`).toBe(true);
      expect(day.newTestament, `day ${i}`).toHaveLength(1);
      expect(day.newTestament[0].book, `day ${i}`).toBeGreaterThan(LAST_OT_BOOK);
    }
  });

  it('reads the old testament in canonical order, runs of consecutive chapters', () => {
    expect(plan.flatMap((d) => d.oldTestament.map(key))).toEqual(chapters(1, LAST_OT_BOOK));
  });

  it('is the same on every call and starts with Genèse 1 and Matthieu 1', () => {
    expect(readingPlan()).toBe(plan);
    expect(plan[0].oldTestament[0]).toEqual({ book: 1, chapter: 1 });
    expect(plan[0].newTestament).toEqual([{ book: 40, chapter: 1 }]);
    expect(plan[365].oldTestament.at(-1)).toEqual({ book: 39, chapter: 3 });
  });

  it('balances the old testament: no day far from the mean, except around Psaume 119', () => {
    const verses = plan.map((d) => d.oldTestament.reduce((n, c) => n + verseCount(c.book, c.chapter), 0));
    const mean = verses.reduce((a, b) => a + b, 0) / PLAN_DAYS;
    const sorted = [...verses].sort((a, b) => a - b);
    expect(sorted[Math.floor(0.05 * PLAN_DAYS)]).toBeGreaterThan(mean * 0.5);
    expect(sorted[Math.floor(0.95 * PLAN_DAYS)]).toBeLessThan(mean * 1.5);
    // Psaume 119 (176 verses) cannot be shared: its day is the only one far above.
    const heaviest = verses.indexOf(sorted[PLAN_DAYS - 1]);
    expect(plan[heaviest].oldTestament.map(key)).toContain('19/119');
    expect(sorted[PLAN_DAYS - 2]).toBeLessThan(mean * 2);
  });

  for (const year of [2028, 2027]) {
    describe(`over a ${isLeapYear(year) ? 'leap' : 'common'} year (${year})`, () => {
      const { at, nt } = counts(year);

      it('reads every old testament chapter exactly once', () => {
        expect([...at.keys()].sort()).toEqual(chapters(1, LAST_OT_BOOK).sort());
        expect([...at.values()].every((n) => n === 1)).toBe(true);
      });

      it('reads every gospel chapter exactly twice', () => {
        const gospels = chapters(40, 43);
        expect(gospels).toHaveLength(89);
        for (const c of gospels) expect(nt.get(c), c).toBe(2);
      });

      it('reads every other new testament chapter at least once (Actes 1-17 twice)', () => {
        for (const c of chapters(44, 66)) {
          const twice = c.startsWith('44/') && Number(c.split('/')[1]) <= 17;
          expect(nt.get(c), c).toBe(twice ? 2 : 1);
        }
        expect([...nt.values()].reduce((a, b) => a + b, 0)).toBe(366);
      });
    });
  }
});
