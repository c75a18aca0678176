/**
 * From USFM files to the product's Bible: parse every book, map it to the
 * product's versification, derive plain and folded text, and check the result
 * against the canon. Nothing is written anywhere until this succeeds.
 */
import { BOOKS, foldText, getBookByCode, htmlToText, verseId, verseOfId, type Book } from '@parole/bible';
import { applyErrata } from './errata.js';
import { assertSafeVerseHtml } from './html.js';
import type { UsfmFile } from './source.js';
import { parseUsfmBook, type HeadingLevel, type SourceHeading, type SourceVerse } from './usfm.js';
import { mapVersification } from './versification.js';

/**
 * Verses of the product's canon: LSG 1910 has 31,170, and the Joël and
 * Malachie mappings only renumber them. The reading plan, the quiz and search
 * counts rely on this table, so a source with another count is refused.
 */
export const EXPECTED_VERSE_COUNT = 31_170;

/** Peripheral books (front matter, glossary…) that hold no canonical text. */
const PERIPHERAL_CODES = new Set(['FRT', 'BAK', 'OTH', 'INT', 'CNC', 'GLO', 'TDX', 'NDX']);

export interface BibleVerse {
  /** verseId(bookId, chapter, verse) (contract/ids.ts of @parole/bible). */
  id: number;
  bookId: number;
  chapter: number;
  verse: number;
  /** Safe HTML (see html.ts). */
  html: string;
  /** Visible text: tags dropped, entities decoded. */
  plain: string;
  /** foldText(plain): lower case, no accents, for search. */
  folded: string;
  /**
   * The product keys (verse ids of the chapter table) the verse maps to, in
   * a translation other than Louis Segond 1910 (issue 41); absent in Segond's
   * own text, whose verse ids are the keys.
   */
  keys?: readonly number[];
}

export interface BibleHeading {
  bookId: number;
  chapter: number;
  /** The verse this heading precedes. */
  beforeVerse: number;
  level: HeadingLevel;
  /** Plain text (not HTML). */
  text: string;
  /** Order of the heading within its book. */
  ord: number;
}

export interface BibleBook {
  book: Book;
  /** Number of verses of each chapter: index 0 is chapter 1, up to book.chapters. */
  versesPerChapter: number[];
  verses: BibleVerse[];
  headings: BibleHeading[];
}

/**
 * Parses the USFM files into the 66 books of the canon, in canon order, and
 * validates them. Throws an Error naming the book, chapter and verse of the
 * first problem found: unknown or duplicate book, missing book, chapter count
 * different from the canon, verse numbers not consecutive from 1, empty verse,
 * unsafe or leftover markup, total verse count.
 *
 * @example
 * const books = importBible(await readUsfmDir(config.usfmDir));
 * books[42].verses.find((v) => v.chapter === 3 && v.verse === 16)?.plain // "Car Dieu a tant aimé le monde…"
 */
export function importBible(files: readonly UsfmFile[]): BibleBook[] {
  const byId = new Map<number, BibleBook>();
  for (const file of files) {
    const book = bookOfFile(file);
    if (!book) continue;
    if (byId.has(book.id)) throw new Error(`${file.name}: ${book.name} (${book.code}) appears in two files`);
    byId.set(book.id, importBook(book, file));
  }
  const missing = BOOKS.filter((b) => !byId.has(b.id));
  if (missing.length > 0) {
    throw new Error(
      `Expected the 66 books of the canon, found ${byId.size}; missing: ${missing.map((b) => `${b.name} (${b.code})`).join(', ')}`,
    );
  }
  const books = BOOKS.map((b) => byId.get(b.id)!);
  const total = books.reduce((n, b) => n + b.verses.length, 0);
  if (total !== EXPECTED_VERSE_COUNT) {
    throw new Error(`Expected ${EXPECTED_VERSE_COUNT} verses in all, found ${total}`);
  }
  return books;
}

/**
 * The book of the canon a USFM file holds, by its `\\id` line; undefined for
 * a peripheral book (front matter…). Throws when the file has no `\\id`
 * line or names another book.
 * @example bookOfFile({ name: '43-JHN.usfm', content: '\\id JHN …' })?.name // 'Jean'
 */
export function bookOfFile(file: UsfmFile): Book | undefined {
  const idLine = /^\uFEFF?\\id\s+(\S+)/.exec(file.content);
  if (!idLine) throw new Error(`${file.name}: the file does not start with an \\id line`);
  const code = idLine[1].toUpperCase();
  if (PERIPHERAL_CODES.has(code)) return undefined;
  const book = getBookByCode(code);
  if (!book) throw new Error(`${file.name}: book code ${code} is not one of the 66 books of the canon`);
  return book;
}

function importBook(book: Book, file: UsfmFile): BibleBook {
  const parsed = parseUsfmBook(applyErrata(book.code, file.content), file.name);
  const { verses, headings } = mapVersification(book.code, parsed.verses, parsed.headings);
  const name = `${book.name} (${book.code})`;

  // Verse numbers: chapters 1..n in order, verses 1..k in order within each.
  const versesPerChapter: number[] = [];
  let chapter = 0;
  let expected = 1;
  for (const v of verses) {
    const at = `${file.name} line ${v.line}`;
    if (v.chapter !== chapter) {
      if (v.chapter !== chapter + 1) {
        throw new Error(`${name}: chapter ${v.chapter} found where chapter ${chapter + 1} was expected (${at})`);
      }
      if (v.verse !== 1) throw new Error(`${name} ${v.chapter}: starts with verse ${v.verse}, expected verse 1 (${at})`);
      chapter = v.chapter;
      expected = 1;
    }
    if (v.verse !== expected) {
      throw new Error(
        `${name} ${chapter}: verse ${v.verse} found where verse ${expected} was expected, after ${chapter}:${expected - 1} (${at})`,
      );
    }
    if (verseOfId(verseId(book.id, chapter, v.verse)) !== v.verse) {
      // The verse id (contract/ids.ts) has room for 999 verses a chapter.
      throw new Error(`${name} ${chapter}:${v.verse}: more than 999 verses in a chapter (${at})`);
    }
    versesPerChapter[chapter - 1] = expected;
    expected++;
  }
  if (chapter !== book.chapters) {
    throw new Error(`${name}: the source has ${chapter} chapters, the canon expects ${book.chapters}`);
  }

  return {
    book,
    versesPerChapter,
    verses: verses.map((v) => bibleVerse(book, v, file, name)),
    headings: headings.map((h, ord) => bibleHeading(book, h, ord, file, name)),
  };
}

/**
 * A verse of the text as stored: its safe HTML checked, its plain and
 * folded text. `name` names the book in an error (« Jean (JHN) »).
 */
export function bibleVerse(book: Book, v: SourceVerse, file: UsfmFile, name: string): BibleVerse {
  const where = `${name} ${v.chapter}:${v.verse} (${file.name} line ${v.line})`;
  assertSafeVerseHtml(v.html, where);
  const plain = htmlToText(v.html);
  if (plain === '') throw new Error(`${where}: the verse is empty`);
  return {
    id: verseId(book.id, v.chapter, v.verse),
    bookId: book.id,
    chapter: v.chapter,
    verse: v.verse,
    html: v.html,
    plain,
    folded: foldText(plain),
  };
}

/** A heading of the text as stored, plain text checked; `ord` is its order in the book. */
export function bibleHeading(book: Book, h: SourceHeading, ord: number, file: UsfmFile, name: string): BibleHeading {
  if (/[\\<>]/.test(h.text)) {
    throw new Error(`${name} ${h.chapter}, heading before verse ${h.beforeVerse} (${file.name} line ${h.line}): markup left in "${h.text}"`);
  }
  return { bookId: book.id, chapter: h.chapter, beforeVerse: h.beforeVerse, level: h.level, text: h.text, ord };
}
