/**
 * The parameter specs that the API and the site share (a chapter, a search,
 * a plan date, a scope, a theme): parser and refusal, declared once for
 * api.ts and pages.ts.
 */
import { isValidPlanDate } from '../plan.js';
import { hasChapter, readingNumbering } from '../versification/reading.js';
import { TRANSLATION_IDS } from '../versification/versification.js';
import { spec } from './endpoint.js';
import { REFUSALS as R, type Refusal } from './refusals.js';
import {
  bookParam,
  chapterParam,
  dayParam,
  exactParam,
  monthParam,
  scopeParam,
  searchWordParam,
  themeIdParam,
  TRANSLATION_ID_PATTERN,
  translationListParam,
  translationParam,
} from './params.js';

/** A book and one of its chapters: 404 otherwise. */
export const chapterSpecs = { book: spec(bookParam, R.chapterNotFound), chapter: spec(chapterParam, R.chapterNotFound) };

/**
 * The chapter must be one of the book's (Jude has 1), in the numbering of
 * the translation it is read in (readingNumbering: Malachie has 4 chapters
 * in Martin, 3 in the chapter table).
 */
export function chapterCheck({ book, chapter, translation }: { book?: number; chapter?: number; translation?: string }): Refusal | null {
  return book === undefined || chapter === undefined || hasChapter(readingNumbering(translation), book, chapter) ? null : R.chapterNotFound;
}

/**
 * The `traduction` of every read of the text (issue 41), optional (the
 * default, Louis Segond 1910, when absent). The contract checks its shape
 * and refuses any other value listing the ids it knows; whether the server
 * has an id is its configuration, checked by its routes, which refuse with
 * the same entry listing the server's own (docs/decisions/translations.md).
 */
// The refusals that are functions, called apart from REFUSALS (not as its methods, whose `this` would be the whole
// table): a bundle that reads one refusal then keeps only that one (the tagger's budget, issue 44).
const unknownTranslation = R.unknownTranslation;
const planLeapDay = R.planLeapDay;
export const translationSpec = spec(translationParam, unknownTranslation(TRANSLATION_IDS), 'traduction');

/**
 * The `traductions` of a parallel chapter (issue 42): two or three distinct
 * ids; an item of no id's shape is refused as `traduction`'s.
 */
export const translationListSpec = spec(
  translationListParam,
  (text) => (text !== '' && !text.split(',').every((id) => TRANSLATION_ID_PATTERN.test(id)) ? R.unknownTranslation(TRANSLATION_IDS) : R.parallelCount),
  'traductions',
);

/** The query of every read of the text: its translation. */
export const translationQuery = { translation: translationSpec };

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
  return year === undefined || isValidPlanDate(month, day, year) ? null : planLeapDay(year);
}

/** The scope of a word cloud. */
export const wordCloudScopeSpec = spec(scopeParam, R.wordCloudScope);

/** A theme's id: 404 otherwise, as for a theme that does not exist. */
export const themeIdSpec = spec(themeIdParam, R.themeNotFound);
