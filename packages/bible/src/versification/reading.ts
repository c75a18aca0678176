/**
 * The numbering each translation is read in at the product's edges (the
 * API's paths, the site's addresses, a reference of the tagger): what
 * chapters a book has and where each chapter ends (issue 41,
 * docs/decisions/translations.md, "Reading a translation").
 *
 * - Louis Segond 1910 (`lsg`, the default) is read in the product's own
 *   numbering, the chapter table (verse-counts.ts: Joël in 4 chapters,
 *   Malachie in 3), as the product has always shown it: its verses are the
 *   product's keys. (Its `lsg` numbering data is the printed Segond 1910's,
 *   which the importer maps to the table.)
 * - A translation with numbering data (`darby`, `martin`) is read in its
 *   own: Darby's Genèse 32 has 33 verses, Martin's Joël 3 chapters.
 * - Any other id (a translation an operator adds by configuration, without
 *   numbering data) maps one to one onto the product's keys where its verses
 *   exist: it is read in the chapter table.
 */
import { BOOK_COUNT, BOOKS, type ChapterRef } from '../canon.js';
import { verseCount } from '../verse-counts.js';
import { chapterCountIn, isTranslationId, TRANSLATION_IDS, verseNumbersIn, type TranslationId } from './versification.js';

/** The translation a read without `traduction` is in: Louis Segond 1910, whose verses are the product's keys. */
export const DEFAULT_TRANSLATION: TranslationId = 'lsg';

/** Chapters and chapter ends of a numbering. */
export interface ReadingNumbering {
  /** Chapters of a book (0 outside the canon). */
  chapterCount(book: number): number;
  /** The last verse number of a chapter (0 for a chapter the book does not have). A number below it may be skipped (Darby's Matthieu 23:14). */
  lastVerse(book: number, chapter: number): number;
}

const inCanon = (book: number) => Number.isInteger(book) && book >= 1 && book <= BOOK_COUNT;

/** The chapter table: the product's keys, Louis Segond 1910 as the product reads it. */
export const PRODUCT_NUMBERING: ReadingNumbering = {
  chapterCount: (book) => (inCanon(book) ? BOOKS[book - 1]!.chapters : 0),
  lastVerse: (book, chapter) => (inCanon(book) && Number.isInteger(chapter) && chapter >= 1 && chapter <= BOOKS[book - 1]!.chapters ? verseCount(book, chapter) : 0),
};

/** A translation's own numbering, from its data. */
function ownNumbering(translation: TranslationId): ReadingNumbering {
  return {
    chapterCount: (book) => chapterCountIn(translation, book),
    lastVerse: (book, chapter) => verseNumbersIn(translation, book, chapter).at(-1) ?? 0,
  };
}

/** Whether a translation is read in the chapter table: `lsg`, and any id without numbering data. */
export function readInProductNumbering(translation: string | undefined): boolean {
  return translation === undefined || translation === DEFAULT_TRANSLATION || !isTranslationId(translation);
}

const OWN = new Map<string, ReadingNumbering>(
  TRANSLATION_IDS.filter((id) => !readInProductNumbering(id)).map((id) => [id, ownNumbering(id)]),
);

/**
 * The numbering a translation is read in (the default's when absent).
 * @example readingNumbering('darby').lastVerse(1, 32) // 33
 * @example readingNumbering('lsg').chapterCount(29) // 4: the chapter table's Joël
 * @example readingNumbering('martin').chapterCount(29) // 3
 */
export function readingNumbering(translation?: string): ReadingNumbering {
  return (translation !== undefined && OWN.get(translation)) || PRODUCT_NUMBERING;
}

/**
 * The widest of every numbering: a chapter that any translation has, up to
 * the last verse any has. What a reference is read in before its
 * translation is known (a path's parameters are read before its query's),
 * then checked in its translation's.
 * @example ANY_NUMBERING.lastVerse(1, 32) // 33 (Darby's; 32 in the table)
 * @example ANY_NUMBERING.chapterCount(39) // 4 (Martin's Malachie)
 */
export const ANY_NUMBERING: ReadingNumbering = (() => {
  // Worked out on first use: a bundle that never reads a reference in it parses no numbering.
  let widest: { chapters: number[]; ends: number[][] } | undefined;
  const tables = () => {
    if (!widest) {
      const all = [PRODUCT_NUMBERING, ...OWN.values()];
      const chapters = BOOKS.map((b) => Math.max(...all.map((n) => n.chapterCount(b.id))));
      const ends = BOOKS.map((b, i) => Array.from({ length: chapters[i]! }, (_, c) => Math.max(...all.map((n) => n.lastVerse(b.id, c + 1)))));
      widest = { chapters, ends };
    }
    return widest;
  };
  return {
    chapterCount: (book) => (inCanon(book) ? tables().chapters[book - 1]! : 0),
    lastVerse: (book, chapter) => (inCanon(book) ? (tables().ends[book - 1]![chapter - 1] ?? 0) : 0),
  };
})();

/**
 * Whether a book has a chapter in a numbering.
 * @example hasChapter(readingNumbering('martin'), 39, 4) // true: Malachie 4 in Martin (3 chapters in the table)
 */
export function hasChapter(numbering: ReadingNumbering, book: number, chapter: number): boolean {
  return Number.isInteger(chapter) && chapter >= 1 && chapter <= numbering.chapterCount(book);
}

/**
 * The chapter after this one in a translation's numbering, across book
 * boundaries; undefined after Apocalypse's last. The one answer to "what
 * comes next" for every way of reading on: a page turned (the arrow keys, a
 * swipe, the server's « Chapitre suivant » link) and a chapter heard to its
 * end. Martin's Joël 3 is followed by Amos 1, the chapter table's by Joël 4.
 * The numbering is required: a caller that forgot the translation would
 * count Segond's chapters in Darby or Martin.
 * @example nextChapter({ book: 1, chapter: 50 }, readingNumbering()) // { book: 2, chapter: 1 }
 * @example nextChapter({ book: 29, chapter: 3 }, readingNumbering('martin')) // { book: 30, chapter: 1 }
 * @example nextChapter({ book: 29, chapter: 3 }, readingNumbering('lsg')) // { book: 29, chapter: 4 }
 */
export function nextChapter({ book, chapter }: ChapterRef, numbering: ReadingNumbering): ChapterRef | undefined {
  if (!inCanon(book)) return undefined;
  if (chapter < numbering.chapterCount(book)) return { book, chapter: chapter + 1 };
  return inCanon(book + 1) ? { book: book + 1, chapter: 1 } : undefined;
}

/**
 * The chapter before this one in a translation's numbering, across book
 * boundaries (the last chapter of the book before, in that numbering);
 * undefined before Genèse 1. `nextChapter`'s twin.
 * @example previousChapter({ book: 2, chapter: 1 }, readingNumbering()) // { book: 1, chapter: 50 }
 * @example previousChapter({ book: 40, chapter: 1 }, readingNumbering('martin')) // { book: 39, chapter: 4 }
 */
export function previousChapter({ book, chapter }: ChapterRef, numbering: ReadingNumbering): ChapterRef | undefined {
  if (!inCanon(book)) return undefined;
  if (chapter > 1) return { book, chapter: chapter - 1 };
  return inCanon(book - 1) ? { book: book - 1, chapter: numbering.chapterCount(book - 1) } : undefined;
}
