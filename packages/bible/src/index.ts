export {
  BOOKS,
  BOOK_COUNT,
  CHAPTER_COUNT,
  LAST_OT_BOOK,
  getBook,
  getBookByCode,
  isValidChapter,
  testamentOf,
} from './canon.js';
export type { Book, ChapterRef, PassageEnd, ReadingPlace, Testament } from './canon.js';
export { foldText, foldWithMap, normalizeSpaces } from './fold.js';
export { ofPhrase } from './elision.js';
export { parseVerseSelection, formatVerseSelection } from './ranges.js';
export {
  DIVINE_NAMES,
  highlightDivineNames,
  htmlToText,
  formatSelectionCopy,
  formatChapterCopy,
} from './display.js';
export * from './contract/index.js';
export type { Bookmark } from './bookmark.js';
export {
  SEARCH_MAX_LENGTH,
  SEARCH_MAX_RESULTS,
  SEARCH_MAX_WORDS,
  SEARCH_MESSAGES,
  SEARCH_MIN_LENGTH,
  hasPhrase,
  parseSearchQuery,
  searchInputError,
  searchWordCount,
} from './search.js';
export type { ExactMode, SearchPart, SearchQuery } from './search.js';
export { formatCount, SEARCH_RESULTS_TEXTS } from './search-texts.js';
export { findMatchRanges, highlightMatches, matchesQuery, partPattern } from './match.js';
export { findBook, formatRangeReference, formatReference, isReferenceInput, parseReference, referencePlace } from './reference.js';
export type { Reference } from './reference.js';
export { findReferences } from './references-in-text.js';
export type { ReferenceInText } from './references-in-text.js';
export { BOOK_FORMS } from './book-names.js';
export { PLAN_DAYS, daysInMonth, isLeapYear, isValidPlanDate, planDays, planFor, readingPlan } from './plan.js';
export type { PlanDay } from './plan.js';
export { verseCount, verseCounts } from './verse-counts.js';
export { DEFAULT_WORD_CLOUD_SCOPE, WORD_CLOUD_LIMIT } from './wordcloud.js';
export {
  GAME_ROUNDS,
  GAME_TABLE_SIZE,
  PSEUDO_MAX_LENGTH,
  PSEUDO_MESSAGES,
  PSEUDO_MIN_LENGTH,
  QUIZ_VERSE_LINES,
  formatChrono,
  normalizePseudo,
  pseudoError,
} from './game.js';
export {
  AI_CHARACTER_MAX_LENGTH,
  AI_CLIENT_TIMEOUT_MS,
  AI_DEFAULT_MAX_TOKENS,
  AI_DEFAULT_SUMMARY_WORDS,
  AI_FREE_TEXT_MAX_LENGTH,
  AI_MAX_TOKENS,
  AI_MESSAGES,
  AI_OPTION_IDS,
  AI_PROMPT_MAX_LENGTH,
  AI_SUMMARY_WORDS,
  aiFailureDetail,
  aiFailureMessage,
  isAiOptionId,
} from './ai.js';
export type { AiOptionId } from './ai.js';
export { seededRandom } from './random.js';
export type { Random } from './random.js';
export { AI_STUDY_GRID_PARTS, buildAiRequest } from './ai-request.js';
export type { AiRequestContext } from './ai-request.js';
export { TRANSLATION_IDS, chapterCountIn, isTranslationId, numberingData, numberingsLoaded, verseNumbersIn } from './versification/versification.js';
export { chapterFromProduct, chapterToProduct, convertPlace, fromProduct, productChaptersOf, toProduct } from './versification/keys.js';
export type { TranslationId, TranslationVerse } from './versification/versification.js';
export { numberingReader } from './versification/reader.js';
export type { NumberingReader } from './versification/reader.js';
export { KJV_NUMBERING, KJV_NUMBERING_DATA } from './versification/kjv.js';
export { ANY_NUMBERING, DEFAULT_TRANSLATION, hasChapter, nextChapter, PRODUCT_NUMBERING, previousChapter, readInProductNumbering, readingNumbering } from './versification/reading.js';
export type { ReadingNumbering } from './versification/reading.js';
export { switchTranslation } from './versification/switch.js';
export { parallelBook, parallelRows } from './versification/parallel.js';
export type { AlignedBookRow, AlignedRow, AlignedVerse } from './versification/parallel.js';
export type { SwitchedPlace } from './versification/switch.js';
export { formatNumbering } from './versification/mapping.js';
export type { BookAlignmentData } from './versification/mapping.js';
export * from './style/index.js';
export { crossReferencesDocument, joinCrossReferences, productKeysOf, sortTranslatedReferences, targetIn, type BookReferenceRows, type TranslatedReference } from './crossrefs.js';
