/**
 * GET /api/bible1an/{m}/{d}[?annee=YYYY]: the one-year plan's readings of a
 * date (spec, section 7): `versetsAt` and `versetsNt`, the verses of the
 * day's old and new testament chapters in reading order.
 *
 * The plan has one day per date of a leap year. `annee` (default: the
 * server's current year) only matters around February: in a year without
 * 29 February, 2/28 answers the readings of 28 and 29 February together and
 * 2/29 is an invalid date (400), so a reader following the calendar skips
 * nothing (docs/decisions/plan.md).
 *
 * Like a chapter, a day's answer cannot change while the server runs: it is
 * built once per date (and leap-ness), JSON and gzip, with its entity tags.
 */
import { Hono } from 'hono';
import { urlValidator } from '../middleware/url-validator.js';
import { isLeapYear, isValidPlanDate, planFor } from '@parole/bible';
import type { PlanStore } from '../db/plan.js';
import { represent, sendRepresentation, type Representation } from '../http.js';
import { promiseMemo } from '../memo.js';
import { MESSAGES } from '../messages.js';
import { CHAPTER_CACHE_CONTROL } from './chapters.js';

/** Month or day: 1-31 written the canonical way (no sign, no leading zero). */
const DAY_OR_MONTH = /^[1-9]\d?$/;
/** A year of four digits. */
const YEAR = /^[1-9]\d{3}$/;

export interface PlanRoutesOptions {
  /** The current year when `annee` is absent; the server's clock by default (tests fix it). */
  currentYear?: () => number;
}

/**
 * The plan sub-app, mounted at /api/bible1an.
 * @example app.route('/api/bible1an', planRoutes(createPlanStore(db)));
 */
export function planRoutes(store: PlanStore, { currentYear = () => new Date().getFullYear() }: PlanRoutesOptions = {}): Hono {
  // At most 367 entries (366 dates, plus 2/28 of a year without 29 February):
  // the date is validated before the cache.
  const cached = promiseMemo<string, Representation>();
  const lookup = (month: number, day: number, year: number) => {
    // Only 2/28 differs between a leap year and another one.
    const key = month === 2 && day === 28 && !isLeapYear(year) ? '2-28+29' : `${month}-${day}`;
    return cached(key, () => {
      const readings = planFor(month, day, year)!;
      return Promise.all([store.getVerses(readings.oldTestament), store.getVerses(readings.newTestament)]).then(([versetsAt, versetsNt]) =>
        represent({ versetsAt, versetsNt }, { cacheControl: CHAPTER_CACHE_CONTROL }),
      );
    });
  };

  const app = new Hono();
  app.get(
    '/:m/:d',
    urlValidator('query', (q, c) => {
      const value = q.annee;
      if (value === undefined) return { annee: currentYear() };
      if (typeof value !== 'string' || !YEAR.test(value)) return c.json({ message: MESSAGES.planYear }, 400);
      return { annee: Number(value) };
    }),
    urlValidator('param', (p, c) => {
      const month = DAY_OR_MONTH.test(p.m) ? Number(p.m) : NaN;
      const day = DAY_OR_MONTH.test(p.d) ? Number(p.d) : NaN;
      // 29 February is checked against the year below, once the query is read.
      if (!isValidPlanDate(month, day, 2000)) return c.json({ message: MESSAGES.planDate }, 400);
      return { mois: month, jour: day };
    }),
    async (c) => {
      const { mois: month, jour: day } = c.req.valid('param');
      const { annee: year } = c.req.valid('query');
      if (!isValidPlanDate(month, day, year)) return c.json({ message: MESSAGES.planLeapDay(year) }, 400);
      return sendRepresentation(c, await lookup(month, day, year));
    },
  );
  return app;
}
