/**
 * Bible references in running French text (a sermon's notes, a parish
 * newsletter), as the reference tagger links them (issue 25): « Jean 3.16 »,
 * « Jn 3:16 », « Jean 3,16 », « 1 Co 13,4-7 », « Rm 8.28-39 ; 12.1-2 »,
 * « Ps 23 », « Mt 5–7 », « Jude 3 », « Ésaïe » or « Esaie », numbered
 * books with a space, a no-break space or none.
 *
 * Only references this Bible has are found: a chapter or verse the book
 * does not have (« Psaume 151 », « Jean 3.99 ») is no reference, and
 * neither is a name that goes on (« Jean-Paul 2 »). Short forms that are
 * also French words (« Est », « Os », « Es ») count only with a capital.
 */
import { BOOK_FORMS } from './book-names.js';
import type { ReadingPlace } from './canon.js';
import { foldText, foldWithMap } from './fold.js';
import { PRODUCT_NUMBERING, type ReadingNumbering } from './versification/reading.js';

/** A reference found in a text: where it is (`text.slice(start, end)`) and where it leads. */
export interface ReferenceInText {
  start: number;
  end: number;
  /** The chapter, and the verses selected; a range across chapters starts at its first verse, to its chapter's end. */
  place: ReadingPlace;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A form as the pattern reads it: folded, no dot; a book's number then any space or none; words apart by spaces. */
function formPattern(form: string): string {
  const folded = foldText(form).replace(/\./g, '');
  const numbered = /^([123])\s*(.*)$/.exec(folded);
  const words = (text: string) => text.split(/\s+/).map(escape).join('\\s+');
  return numbered ? `${numbered[1]}\\s*${words(numbered[2]!)}` : words(folded);
}

/** Letters of a form after its number: « 1 Co » has 2. Forms this short are also words, and need a capital. */
const lettersOf = (form: string) => foldText(form).replace(/^[123]/, '').replace(/[^a-z]/g, '').length;
const SHORT = 3;

interface FormEntry {
  book: number;
  /** Whether the text must write it with a capital. */
  capital: boolean;
}

/** Folded form (no dots, spaces as one) → its book. */
const FORMS = new Map<string, FormEntry>();
for (const { book, forms } of BOOK_FORMS) {
  for (const form of forms) {
    const key = foldText(form).replace(/\./g, '').replace(/\s+/g, '');
    if (!FORMS.has(key)) FORMS.set(key, { book, capital: lettersOf(form) <= SHORT });
  }
}

/**
 * Any book's form in folded text: not inside a word or a number (an
 * apostrophe before it is French elision: « d'Ésaïe 53 »), not followed by
 * a letter or a hyphen (« Jean-Paul »), the longest form first.
 */
const BOOK = new RegExp(
  `(?<![\\p{L}\\p{N}_-])(${[...new Set(BOOK_FORMS.flatMap(({ forms }) => forms.map(formPattern)))].sort((a, b) => b.length - a.length).join('|')})(?![\\p{L}\\p{N}-])`,
  'gu',
);

/** Between a book and its chapter: an optional dot, then spaces (no-break ones included) or none. */
const AFTER_BOOK = /\.?\s*/y;
/** A chapter or verse number: one to three digits, not more. */
const NUMBER = /(\d{1,3})(?!\d)/y;
/** Between chapter and verse: a dot or a comma right after the chapter, or a colon with spaces around it or not (« 3 : 16 »). */
const VERSE_SEPARATOR = /(?:[.,]|\s*:\s*)(?=\d)/y;
/** A range's dash: a hyphen, a non-breaking hyphen, an en or em dash, spaces around it or not. */
const DASH = /\s*[-\u2010\u2011\u2013\u2014]\s*(?=\d)/y;
/** A half-verse (« 16a », « 16b »), part of the reference's text. */
const HALF_VERSE = /[abc](?![\p{L}\p{N}])/uy;
/** The next passage of the same book in a list: « Rm 8.28-39 ; 12.1-2 ». */
const LIST = /\s*;\s*/y;
/** What may not follow a reference: a letter or a digit (« Ps 23x », « 3.16.5 »). */
const GOES_ON = /[\p{L}\p{N}]/uy;
/** A number that starts a numbered book's name (« ; 1 Co 13 »), not a chapter of the same book. */
const NUMBERED_BOOK = /[123]\s*\p{L}/uy;

/** Runs sticky `pattern` at `at` in `text`: the match, or null. */
function at(pattern: RegExp, text: string, index: number): RegExpExecArray | null {
  pattern.lastIndex = index;
  return pattern.exec(text);
}

interface Passage {
  chapter: number;
  verse?: number;
  /** The range's end: a verse of the same chapter, a verse of a later chapter, or a later chapter. */
  toChapter?: number;
  toVerse?: number;
  end: number;
}

/** Reads one passage (« 3 », « 3.16 », « 3.16-18 », « 3.16–4.2 », « 5–7 ») at `index` of folded text. */
function readPassage(text: string, index: number): Passage | null {
  const chapter = at(NUMBER, text, index);
  if (!chapter) return null;
  const passage: Passage = { chapter: Number(chapter[1]), end: NUMBER.lastIndex };
  // A separator is followed by a digit (its lookahead): a number too long to be a verse is no reference.
  const separator = at(VERSE_SEPARATOR, text, passage.end);
  const verse = separator && at(NUMBER, text, VERSE_SEPARATOR.lastIndex);
  if (separator && !verse) return null;
  if (verse) {
    passage.verse = Number(verse[1]);
    passage.end = NUMBER.lastIndex;
    if (at(HALF_VERSE, text, passage.end)) passage.end = HALF_VERSE.lastIndex;
  }
  const dash = at(DASH, text, passage.end);
  const first = dash && at(NUMBER, text, DASH.lastIndex);
  if (dash && !first) return null;
  if (first) {
    let end = NUMBER.lastIndex;
    const second = at(VERSE_SEPARATOR, text, end) && at(NUMBER, text, VERSE_SEPARATOR.lastIndex);
    if (second) {
      // « 3.16–4.2 » or « 5–7.3 »: a chapter then a verse.
      passage.toChapter = Number(first[1]);
      passage.toVerse = Number(second[1]);
      end = NUMBER.lastIndex;
    } else if (passage.verse !== undefined) {
      passage.toVerse = Number(first[1]);
    } else {
      passage.toChapter = Number(first[1]);
    }
    passage.end = end;
    if (passage.toVerse !== undefined && at(HALF_VERSE, text, passage.end)) passage.end = HALF_VERSE.lastIndex;
  }
  return passage;
}

/** Whole numbers from `from` to `to`. */
const span = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * Where a passage of `book` leads, or null when `numbering` has no such
 * passage. A single-chapter book's lone number is a verse (« Jude 3 »).
 */
function placeOf(book: number, passage: Passage, numbering: ReadingNumbering): ReadingPlace | null {
  const chapters = numbering.chapterCount(book);
  const verseCount = (b: number, c: number) => numbering.lastVerse(b, c);
  let { chapter, verse, toChapter, toVerse } = passage;
  if (chapters === 1 && verse === undefined) {
    // « Jude 3 », « Philémon 4-6 »: verses of the one chapter; « Jude 1.3 » reads as written.
    if (toVerse !== undefined) return null;
    [verse, toVerse, toChapter] = [chapter, toChapter, undefined];
    chapter = 1;
  }
  if (chapter < 1 || chapter > chapters) return null;
  const verses = verseCount(book, chapter);
  if (verse === undefined) {
    // A whole chapter, or a range of chapters that starts there.
    if (toChapter !== undefined && (toChapter <= chapter || toChapter > chapters)) return null;
    if (toChapter !== undefined && toVerse !== undefined && (toVerse < 1 || toVerse > verseCount(book, toChapter))) return null;
    return { book, chapter };
  }
  if (verse < 1 || verse > verses) return null;
  if (toChapter !== undefined) {
    // Across chapters: from the verse to its chapter's end.
    if (toChapter <= chapter || toChapter > chapters || toVerse! < 1 || toVerse! > verseCount(book, toChapter)) return null;
    return { book, chapter, verses: span(verse, verses) };
  }
  if (toVerse !== undefined) {
    if (toVerse <= verse || toVerse > verses) return null;
    return { book, chapter, verses: span(verse, toVerse) };
  }
  return { book, chapter, verses: [verse] };
}

/**
 * The place a passage written after a book's name designates, the whole of
 * `text` read (« 3.16 », « 3 : 16-18 », « 5–7 », « 3 » of Jude a verse);
 * null when it is not one passage this Bible has, in `numbering` (the
 * chapter table by default; a translation's, readingNumbering, issue 41).
 * @example passagePlace(43, '3.16-18') // { book: 43, chapter: 3, verses: [16, 17, 18] }
 * @example passagePlace(1, '32.33', readingNumbering('darby')) // { book: 1, chapter: 32, verses: [33] }
 */
export function passagePlace(book: number, text: string, numbering: ReadingNumbering = PRODUCT_NUMBERING): ReadingPlace | null {
  const folded = foldText(text);
  const passage = readPassage(folded, 0);
  return passage && passage.end === folded.length ? placeOf(book, passage, numbering) : null;
}

/**
 * The Bible references of `text`, in order, each with its place in the text
 * and where it leads. A list (« Rm 8.28-39 ; 12.1-2 ») gives one reference
 * per passage: the first from the book's name, the next ones from their
 * numbers. Read in `numbering` (the chapter table by default): a tagger
 * set to Darby reads « Gn 32.33 » in Darby's (issue 41).
 * @example findReferences('Lire Jn 3.16 et 1 Co 13,4-7.') // [{ start: 5, end: 12, place: { book: 43, chapter: 3, verses: [16] } }, { start: 16, end: 27, place: { book: 46, chapter: 13, verses: [4, 5, 6, 7] } }]
 */
export function findReferences(text: string, numbering: ReadingNumbering = PRODUCT_NUMBERING): ReferenceInText[] {
  const { folded, map } = foldWithMap(text);
  const found: ReferenceInText[] = [];
  BOOK.lastIndex = 0;
  for (let match = BOOK.exec(folded); match; match = BOOK.exec(folded)) {
    const form = FORMS.get(match[1]!.replace(/\s+/g, ''));
    if (!form) continue;
    // A short form that is also a word (« est », « os ») is a book only with a capital, as people write book names.
    const first = text[map[match.index + (/^[123]/.test(match[1]!) ? match[1]!.search(/\p{L}/u) : 0)]!]!;
    if (form.capital && first === first.toLowerCase()) continue;
    let start = match.index;
    let index = at(AFTER_BOOK, folded, BOOK.lastIndex) ? AFTER_BOOK.lastIndex : BOOK.lastIndex;
    for (;;) {
      const passage = readPassage(folded, index);
      if (!passage || at(GOES_ON, folded, passage.end)) break;
      const place = placeOf(form.book, passage, numbering);
      if (!place) break;
      found.push({ start: map[start]!, end: map[passage.end]!, place });
      BOOK.lastIndex = passage.end;
      // The list goes on with a number of the same book, not a numbered book's name.
      const list = at(LIST, folded, passage.end);
      if (!list || at(NUMBERED_BOOK, folded, LIST.lastIndex)) break;
      start = index = LIST.lastIndex;
    }
  }
  return found;
}
