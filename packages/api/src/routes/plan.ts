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
import { api, isLeapYear, planFor } from '@parole/bible';
import type { PlanStore } from '../db/plan.js';
import { represent, sendRepresentation, TEXT_CACHE_CONTROL, type Representation } from '../http.js';
import { promiseMemo } from '../memo.js';
import { validate } from '../middleware/validate.js';

export interface PlanRoutesOptions {
  /** The current year when `annee` is absent; the server's clock by default (tests fix it). */
  currentYear?: () => number;
}

/**
 * The plan route, mounted at '/'.
 * @example app.route('/', planRoutes(createPlanStore(db)));
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
        represent({ versetsAt, versetsNt }, { cacheControl: TEXT_CACHE_CONTROL }),
      );
    });
  };

  const app = new Hono();
  app.get(
    api.planDay.path,
    // Without `annee`, the server's current year decides 28/29 February.
    validate(api.planDay, (raw) => ({ ...raw, query: { year: raw.query?.year ?? String(currentYear()) } })),
    async (c) => {
      const { month, day, year } = c.req.valid('param');
      return sendRepresentation(c, await lookup(month, day, year ?? currentYear()));
    },
  );
  return app;
}
