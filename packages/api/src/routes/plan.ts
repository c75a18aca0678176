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
 * built once per date (and leap-ness) and translation, JSON and gzip, with
 * its entity tags.
 *
 * With `traduction` (issue 41), the day's chapters (the product's) are read
 * in that translation: its verses that hold them, in its numbering (db/plan.ts).
 */
import { Hono } from 'hono';
import { api, isLeapYear, planFor, type PlanResponse } from '@parole/bible';
import type { Texts, TextStores } from '../db/texts.js';
import { refuse, represent, sendRepresentation, TEXT_CACHE_CONTROL, type Representation } from '../http.js';
import { promiseMemo, whenSettled } from '../memo.js';
import { validated } from '../middleware/validate.js';
import { textOf } from './translations.js';

/**
 * The server's current year by its clock, as `new Date().getFullYear()`
 * tells it, worked out again only when the clock leaves that year: a plan
 * day without `annee` asks for it on every request, and a Date's local
 * year showed in the profile of those answers (docs/performance.md).
 * @example const year = clockYear(); year() // 2026
 */
export function clockYear(now: () => number = Date.now): () => number {
  let year = 0;
  // The local time span of `year`: [start, end).
  let start = Infinity;
  let end = -Infinity;
  return () => {
    const time = now();
    if (time < start || time >= end) {
      year = new Date(time).getFullYear();
      start = new Date(year, 0, 1).getTime();
      end = new Date(year + 1, 0, 1).getTime();
    }
    return year;
  };
}

/** Plan URLs whose verdict is kept: each date's, with its year or without, in a translation or two. */
const PLAN_URLS_KEPT = 2000;

export interface PlanRoutesOptions {
  /** The current year when `annee` is absent; the server's clock by default (tests fix it). */
  currentYear?: () => number;
}

/**
 * The plan route, mounted at '/'.
 * @example app.route('/', planRoutes(openTexts(db, ['lsg'])));
 */
export function planRoutes(texts: Texts, { currentYear = clockYear() }: PlanRoutesOptions = {}): Hono {
  // At most 367 entries a translation (366 dates, plus 2/28 of a year without
  // 29 February): the date and the translation are validated before the cache.
  const cached = promiseMemo<string, Representation>();
  const lookup = (text: TextStores, month: number, day: number, year: number) => {
    // Only 2/28 differs between a leap year and another one.
    const date = month === 2 && day === 28 && !isLeapYear(year) ? '2-28+29' : `${month}-${day}`;
    return cached(`${text.tables.id} ${date}`, () => {
      const readings = planFor(month, day, year)!;
      const store = text.plan;
      return Promise.all([store.getVerses(readings.oldTestament), store.getVerses(readings.newTestament)]).then(([versetsAt, versetsNt]) =>
        represent({ versetsAt, versetsNt, traduction_id: text.tables.id } satisfies PlanResponse, { cacheControl: TEXT_CACHE_CONTROL }),
      );
    });
  };

  const app = new Hono();
  app.get(
    api.planDay.path,
    validated(
      api.planDay,
      (c, { month, day, year, translation }) => {
        const text = textOf(c, texts, translation);
        if (text instanceof Response) return text;
        // Without `annee`, the server's current year decides 28/29 February: the
        // day is checked against it here (the URL's verdict is kept, and the
        // year changes).
        if (year === undefined) {
          year = currentYear();
          const refusal = api.planDay.check?.({ month, day, year });
          if (refusal) return refuse(c, refusal);
        }
        return whenSettled(lookup(text, month, day, year), (answer) => sendRepresentation(c, answer));
      },
      // The verdict of each date's URL, with and without `annee` (middleware/validate.ts).
      { keep: PLAN_URLS_KEPT },
    ),
  );
  return app;
}
