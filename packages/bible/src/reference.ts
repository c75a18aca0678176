/**
 * Reference jumps typed in the search box (specification, section 5):
 * two dots, a book name or its start (case- and accent-insensitive,
 * abbreviations accepted, numbered books as `1`/`2`/`3` + name with or
 * without a space), optionally a space and a chapter (default 1), optionally
 * a dot and a verse. Examples: `..jean 3.16`, `..jn 3.16`, `..1co 13`,
 * `..1 cor 13.4`, `..ps 23`, `..gen`, `..esaie 53.5`.
 */
import { BOOK_FORMS, bookNumberOf } from './book-names.js';
import { BOOKS, type Book, type ReadingPlace } from './canon.js';
import { foldText } from './fold.js';
import { passagePlace } from './references-in-text.js';
import { PRODUCT_NUMBERING, type ReadingNumbering } from './versification/reading.js';

export interface Reference {
  book: number;
  chapter: number;
  verse?: number;
}

/** A search input is a reference jump when it starts with two dots. */
export function isReferenceInput(input: string): boolean {
  return input.trim().startsWith('..');
}

/** Folded, the book's number as a digit, without spaces, dots or hyphens: "1 Corinthiens", "1re Corinthiens", "I Corinthiens" → "1corinthiens". */
const key = (text: string) => bookNumberOf(foldText(text).trim()).name.replace(/[\s.\-']/g, '');

/** Every name and abbreviation of a book (book-names.ts, the tagger's list too) → the book. */
const EXACT = new Map<string, Book>();
for (const { book, forms } of BOOK_FORMS) {
  for (const form of forms) {
    const k = key(form);
    if (!EXACT.has(k)) EXACT.set(k, BOOKS[book - 1]!);
  }
}

/**
 * The book a typed name designates: an exact name, abbreviation or alias
 * first (so `..es` is Ésaïe, whose abbreviation is Es, and `..jn` is Jean),
 * then the first book in canon order whose name starts with the text.
 * @example findBook('1 cor')?.id // 46
 */
export function findBook(typed: string): Book | undefined {
  const k = key(typed);
  if (k === '') return undefined;
  return EXACT.get(k) ?? BOOKS.find((b) => key(b.name).startsWith(k));
}

// ".." then the book (an optional leading 1-3, then letters), then what follows it from its first digit.
const REFERENCE = /^\.\.\s*([1-3]?\s*[\p{L}][\p{L}\s.'’-]*?)\s*(\d.*)?$/u;

/**
 * Reads a reference jump: the book as typed (findBook: a name, an
 * abbreviation or a name's start, its number a digit, an ordinal or a Roman
 * numeral: « ..2e tm 3.16 », « ..ii rois 5 »), then the passage as the
 * reference tagger reads it (references-in-text.ts: « 3.16 », « 3:16-18 »,
 * « 3,16 », « 3, 16 », « 15,5.9 », « 4 v. 8 », « 15:11ss », « 5-7 » (to
 * chapter 5, where it starts), a single-chapter book's verse), spaces
 * around the dot forgiven;
 * chapter 1 without one. Returns null when the text is not a passage the
 * canon has (unknown book, chapter or verse out of range, trailing text):
 * the caller shows 'Format incorrect ou recherche impossible ...'. Read in
 * `numbering` (the chapter table by default; the chosen translation's,
 * readingNumbering, issue 41).
 * @example parseReference('..jean 3.16') // { book: 43, chapter: 3, verses: [16] }
 * @example parseReference('..gen') // { book: 1, chapter: 1 }
 * @example parseReference('..gn 32.33', readingNumbering('darby')) // { book: 1, chapter: 32, verses: [33] }
 */
export function parseReference(input: string, numbering: ReadingNumbering = PRODUCT_NUMBERING): ReadingPlace | null {
  const m = REFERENCE.exec(input.trim());
  if (!m) return null;
  const book = findBook(m[1]!);
  if (!book) return null;
  if (m[2] === undefined) return { book: book.id, chapter: 1 };
  return passagePlace(book.id, m[2].trim().replace(/\s*\.\s*/g, '.'), numbering);
}

/**
 * The usual written form of a reference.
 * @example formatReference({ book: 43, chapter: 3, verse: 16 }) // "Jean 3:16"
 */
export function formatReference(ref: Reference): string {
  const book = BOOKS[ref.book - 1];
  const name = book ? book.name : String(ref.book);
  return ref.verse === undefined ? `${name} ${ref.chapter}` : `${name} ${ref.chapter}:${ref.verse}`;
}

/**
 * The usual written form of a range of verses, from its first to its last
 * (issue 43: a cross reference's target), the book named once when it is
 * one: « Ésaïe 42:5-6 », « Genèse 1:31-2:3 », « 2 Chroniques 36:22 – Esdras 1:3 ».
 * @example formatRangeReference({ book: 23, chapter: 42, verse: 5 }, { book: 23, chapter: 42, verse: 6 }) // "Ésaïe 42:5-6"
 * @example formatRangeReference({ book: 45, chapter: 5, verse: 8 }, { book: 45, chapter: 5, verse: 8 }) // "Romains 5:8"
 */
export function formatRangeReference(from: Required<Reference>, to: Required<Reference>): string {
  const first = formatReference(from);
  if (to.book !== from.book) return `${first} – ${formatReference(to)}`;
  if (to.chapter !== from.chapter) return `${first}-${to.chapter}:${to.verse}`;
  return to.verse === from.verse ? first : `${first}-${to.verse}`;
}

/**
 * Where a reference leads: its chapter, its verse selected.
 * @example referencePlace({ book: 43, chapter: 3, verse: 16 }) // { book: 43, chapter: 3, verses: [16] }
 */
export function referencePlace({ book, chapter, verse }: Reference): ReadingPlace {
  return verse === undefined ? { book, chapter } : { book, chapter, verses: [verse] };
}
