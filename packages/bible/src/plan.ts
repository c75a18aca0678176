/**
 * The one-year reading plan (specification §1 and §2, "One-year plan"):
 * every day 2 or 3 old testament chapters and exactly 1 new testament
 * chapter, the whole Bible over the year, the gospels twice.
 *
 * The plan is a fixed list of 366 days, one per date of a leap year
 * (1 January = day 0, 29 February = day 59, 31 December = day 365). In a
 * year without 29 February, 28 February reads days 58 and 59, so nothing is
 * ever skipped (planDays).
 *
 * Old testament (929 chapters, each exactly once): the chapters are read in
 * canonical order, cut into 366 runs of 2 or 3 consecutive chapters (197 runs
 * of 3, 169 of 2). Among all such cuts, the plan takes the one that
 * minimises the sum over the days of (verses of the day − mean)², so that no
 * day is much heavier than the others (a dynamic programme over
 * days × chapters; on equal cost a day's run of 2 is kept over one of 3,
 * so the result is deterministic).
 *
 * New testament (366 slots): the 89 gospel chapters (Matthieu 28, Marc 16,
 * Luc 24, Jean 21) are read twice in canonical order (178 slots). The other
 * 188 slots read the 171 other chapters in canonical order (Actes 1 …
 * Apocalypse 22), then start that list again for the 17 slots left
 * (Actes 1-17): 178 + 171 + 17 = 366. The two lists are interleaved evenly
 * over the year (Bresenham), so a gospel chapter comes about every other day.
 */
import { BOOKS, LAST_OT_BOOK, type ChapterRef } from './canon.js';
import { verseCount } from './verse-counts.js';

/** Days of the plan: one per date of a leap year. */
export const PLAN_DAYS = 366;

/** The readings of one day, in reading order. */
export interface PlanDay {
  oldTestament: ChapterRef[];
  newTestament: ChapterRef[];
}

/** Last book of the gospels (Jean). */
const LAST_GOSPEL_BOOK = 43;

/** Days in each month of a leap year. */
const LEAP_MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** True for a Gregorian leap year. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * Days of `month` (1-12) in `year`; 0 for a month outside 1-12.
 * @example daysInMonth(2, 2027) // 28
 */
export function daysInMonth(month: number, year: number): number {
  if (!Number.isInteger(month) || month < 1 || month > 12) return 0;
  return month === 2 && !isLeapYear(year) ? 28 : LEAP_MONTH_DAYS[month - 1];
}

/** True when `day`/`month` is a date of `year` (29 February only in a leap year). */
export function isValidPlanDate(month: number, day: number, year: number): boolean {
  return Number.isInteger(day) && day >= 1 && day <= daysInMonth(month, year);
}

/**
 * The plan days read on a date: one index 0-365, or two on 28 February of a
 * year without 29 February; empty for an invalid date.
 * @example planDays(3, 1, 2027) // [60]
 * @example planDays(2, 28, 2027) // [58, 59]
 */
export function planDays(month: number, day: number, year: number): number[] {
  if (!isValidPlanDate(month, day, year)) return [];
  const index = LEAP_MONTH_DAYS.slice(0, month - 1).reduce((n, days) => n + days, 0) + day - 1;
  return month === 2 && day === 28 && !isLeapYear(year) ? [index, index + 1] : [index];
}

function chaptersOf(from: number, to: number): ChapterRef[] {
  return BOOKS.filter((b) => b.id >= from && b.id <= to).flatMap((b) =>
    Array.from({ length: b.chapters }, (_, i) => ({ book: b.id, chapter: i + 1 })),
  );
}

/** The old testament cut into PLAN_DAYS runs of 2 or 3 consecutive chapters, balanced by verses. */
function splitOldTestament(): ChapterRef[][] {
  const chapters = chaptersOf(1, LAST_OT_BOOK);
  const n = chapters.length;
  const prefix = [0];
  for (const c of chapters) prefix.push(prefix[prefix.length - 1] + verseCount(c.book, c.chapter));
  const mean = prefix[n] / PLAN_DAYS;

  // cost[d][i]: least sum of squared deviations reading the first i chapters in d days.
  const cost = Array.from({ length: PLAN_DAYS + 1 }, () => new Float64Array(n + 1).fill(Infinity));
  const take = Array.from({ length: PLAN_DAYS + 1 }, () => new Uint8Array(n + 1));
  cost[0][0] = 0;
  for (let d = 1; d <= PLAN_DAYS; d++) {
    for (let i = 2 * d; i <= Math.min(3 * d, n); i++) {
      for (const size of [2, 3]) {
        const before = cost[d - 1][i - size];
        if (i - size < 0 || before === Infinity) continue;
        const deviation = prefix[i] - prefix[i - size] - mean;
        const total = before + deviation * deviation;
        if (total < cost[d][i]) {
          cost[d][i] = total;
          take[d][i] = size;
        }
      }
    }
  }
  if (cost[PLAN_DAYS][n] === Infinity) throw new Error(`plan: ${n} chapters cannot be read in ${PLAN_DAYS} days of 2-3`);

  const days: ChapterRef[][] = [];
  for (let d = PLAN_DAYS, i = n; d > 0; d--) {
    const size = take[d][i];
    days.unshift(chapters.slice(i - size, i));
    i -= size;
  }
  return days;
}

/** One new testament chapter per day: the gospels twice, the other chapters once or more, interleaved. */
function newTestamentSlots(): ChapterRef[] {
  const gospels = chaptersOf(LAST_OT_BOOK + 1, LAST_GOSPEL_BOOK);
  const gospelSlots = [...gospels, ...gospels];
  const others = chaptersOf(LAST_GOSPEL_BOOK + 1, BOOKS.length);
  const otherSlots = Array.from({ length: PLAN_DAYS - gospelSlots.length }, (_, i) => others[i % others.length]);

  const slots: ChapterRef[] = [];
  let g = 0;
  let o = 0;
  for (let day = 0; day < PLAN_DAYS; day++) {
    // Day `day` is a gospel day when the even share of gospel slots grows past it.
    // (ceil rather than floor, so that 1 January opens with Matthieu 1).
    const gospelDay = Math.ceil(((day + 1) * gospelSlots.length) / PLAN_DAYS) > Math.ceil((day * gospelSlots.length) / PLAN_DAYS);
    slots.push(gospelDay ? gospelSlots[g++] : otherSlots[o++]);
  }
  return slots;
}

let plan: readonly PlanDay[] | undefined;

/**
 * The 366 days of the plan (computed once, on first use).
 * @example readingPlan()[0] // { oldTestament: [Genèse 1, Genèse 2, …], newTestament: [Matthieu 1] }
 */
export function readingPlan(): readonly PlanDay[] {
  if (!plan) {
    const oldTestament = splitOldTestament();
    const newTestament = newTestamentSlots();
    plan = Object.freeze(oldTestament.map((chapters, day) => Object.freeze({ oldTestament: chapters, newTestament: [newTestament[day]] })));
  }
  return plan;
}

/**
 * The readings of a date: one plan day, or days 58 and 59 together on
 * 28 February of a year without 29 February; null for an invalid date.
 * @example planFor(1, 1, 2026)?.newTestament // [{ book: 40, chapter: 1 }]
 */
export function planFor(month: number, day: number, year: number): PlanDay | null {
  const days = planDays(month, day, year);
  if (days.length === 0) return null;
  const all = readingPlan();
  return {
    oldTestament: days.flatMap((d) => all[d].oldTestament.map((c) => ({ ...c }))),
    newTestament: days.flatMap((d) => all[d].newTestament.map((c) => ({ ...c }))),
  };
}
