/**
 * The parameter specs that the API and the site share (a chapter, a search,
 * a plan date, a scope, a theme): parser and refusal, declared once for
 * api.ts and pages.ts.
 */
import { isValidChapter } from '../canon.js';
import { isValidPlanDate } from '../plan.js';
import { spec } from './endpoint.js';
import { REFUSALS as R, type Refusal } from './refusals.js';
import { bookParam, chapterParam, dayParam, exactParam, monthParam, scopeParam, searchWordParam, themeIdParam } from './params.js';

/** A book and one of its chapters: 404 otherwise. */
export const chapterSpecs = { book: spec(bookParam, R.chapterNotFound), chapter: spec(chapterParam, R.chapterNotFound) };

/** The chapter must be one of the book's (Jude has 1). */
export function chapterCheck({ book, chapter }: { book?: number; chapter?: number }): Refusal | null {
  return book === undefined || chapter === undefined || isValidChapter(book, chapter) ? null : R.chapterNotFound;
}

/** A search: the word as the search box accepts it, the scope, the exact mode; 400 otherwise. */
export const searchSpecs = {
  word: spec(searchWordParam, R.searchWord),
  scope: spec(scopeParam, R.searchScope),
  exact: spec(exactParam, R.searchExact),
};

/** A month and a day of the one-year plan. */
export const planDateSpecs = { month: spec(monthParam, R.planDate), day: spec(dayParam, R.planDate) };

/**
 * The day must exist in the month (in a leap year: the plan has 366 days),
 * and 29 February in `year` when a year is given.
 */
export function planDateCheck({ month, day, year }: { month?: number; day?: number; year?: number }): Refusal | null {
  if (month === undefined || day === undefined) return null;
  if (!isValidPlanDate(month, day, 2000)) return R.planDate;
  return year === undefined || isValidPlanDate(month, day, year) ? null : R.planLeapDay(year);
}

/** The scope of a word cloud. */
export const wordCloudScopeSpec = spec(scopeParam, R.wordCloudScope);

/** A theme's id: 404 otherwise, as for a theme that does not exist. */
export const themeIdSpec = spec(themeIdParam, R.themeNotFound);
