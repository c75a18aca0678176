/**
 * The parameter specs that the API and the site share (a chapter, a search,
 * a plan date, a scope, a theme): parser and refusal, declared once for
 * api.ts and pages.ts.
 */
import { isValidChapter } from '../canon.js';
import { isValidPlanDate } from '../plan.js';
import { searchInputError } from '../search.js';
import { spec, type Refusal } from './endpoint.js';
import { CONTRACT_MESSAGES as M } from './messages.js';
import { bookParam, chapterParam, dayParam, exactParam, monthParam, scopeParam, searchWordParam, themeIdParam } from './params.js';

export const CHAPTER_NOT_FOUND: Refusal = { status: 404, message: M.chapterNotFound };

/** A book and one of its chapters: 404 otherwise. */
export const chapterSpecs = { book: spec(bookParam, CHAPTER_NOT_FOUND), chapter: spec(chapterParam, CHAPTER_NOT_FOUND) };

/** The chapter must be one of the book's (Jude has 1). */
export function chapterCheck({ book, chapter }: { book?: number; chapter?: number }): Refusal | null {
  return book === undefined || chapter === undefined || isValidChapter(book, chapter) ? null : CHAPTER_NOT_FOUND;
}

/** A search: the word as the search box accepts it, the scope, the exact mode; 400 otherwise. */
export const searchSpecs = {
  word: spec(searchWordParam, (text) => ({ status: 400, message: searchInputError(text) ?? M.searchMinLength })),
  scope: spec(scopeParam, { status: 400, message: M.searchScope }),
  exact: spec(exactParam, { status: 400, message: M.searchExact }),
};

const PLAN_DATE: Refusal = { status: 400, message: M.planDate };

/** A month and a day of the one-year plan. */
export const planDateSpecs = { month: spec(monthParam, PLAN_DATE), day: spec(dayParam, PLAN_DATE) };

/**
 * The day must exist in the month (in a leap year: the plan has 366 days),
 * and 29 February in `year` when a year is given.
 */
export function planDateCheck({ month, day, year }: { month?: number; day?: number; year?: number }): Refusal | null {
  if (month === undefined || day === undefined) return null;
  if (!isValidPlanDate(month, day, 2000)) return PLAN_DATE;
  return year === undefined || isValidPlanDate(month, day, year) ? null : { status: 400, message: M.planLeapDay(year) };
}

/** The scope of a word cloud. */
export const wordCloudScopeSpec = spec(scopeParam, { status: 400, message: M.wordCloudScope });

/** A theme's id: 404 otherwise, as for a theme that does not exist. */
export const themeIdSpec = spec(themeIdParam, { status: 404, message: M.themeNotFound });
