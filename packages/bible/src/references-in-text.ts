/**
 * Bible references in running French text (a sermon's notes, a parish
 * newsletter), as the reference tagger links them (issues 25 and 44):
 * « Jean 3.16 », « Jn 3:16 », « Jean 3,16 », « Jn 3, 16 », « 1 Co 13,4-7 »,
 * « Rm 8.28-39 ; 12.1-2 », « Ps 23 », « Mt 5–7 », « Gn 1:1-2:3 »,
 * « Jn 15,5.9 », « Lc 15, 1-3.11-32 », « 1 Jean 4 v. 8 », « Jean ch. 3 »,
 * « Lc 15:11ss », « Lc 15:11 et suiv. », « Jude 3 », « Ésaïe » or « Esaie »,
 * numbered books with a digit (a space, a no-break space or none), an
 * ordinal (« 1re », « 2e », « 1er ») or a Roman numeral (« II Rois »), and
 * « v. 16 » later in the sentence of « Jean 3 ».
 *
 * Only references this Bible has are found: a chapter or verse the book
 * does not have (« Psaume 151 », « Jean 3.99 ») is no reference, and
 * neither is a name that goes on (« Jean-Paul 2 »), a number that goes on
 * (« Marc 12.03.2024 ») or one followed by a unit or a noun of quantity
 * (« Marc 12 ans », « Jean 3 heures », « Luc 5 km »). Short forms that are
 * also French words (« Est », « Os », « Es ») count only with a capital.
 */
import { BOOK_FORMS, BOOK_NUMBER_FORMS, bookNumberOf } from './book-names.js';
import type { PassageEnd, ReadingPlace } from './canon.js';
import { foldText, foldWithMap } from './fold.js';
import { PRODUCT_NUMBERING, type ReadingNumbering } from './versification/reading.js';

/** A reference found in a text: where it is (`text.slice(start, end)`) and where it leads. */
export interface ReferenceInText {
  start: number;
  end: number;
  /**
   * Where the link leads: the chapter the passage starts in, and the verses
   * selected there (a passage across chapters: from its first verse to its
   * chapter's end; « and following »: to the chapter's end).
   */
  place: ReadingPlace;
  /** Where a passage across chapters ends: « Mt 5–7 » through chapter 7, « Gn 1:1-2:3 » through 2:3. */
  through?: PassageEnd;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A form as the pattern reads it: folded, no dot, words apart by spaces; a
 * book's number as a digit then any space or none, or as an ordinal or a
 * Roman numeral then a space (BOOK_NUMBER_FORMS).
 */
function formPattern(form: string): string {
  const folded = foldText(form).replace(/\./g, '');
  const numbered = /^([123])\s*(.*)$/.exec(folded);
  const words = (text: string) => text.split(/\s+/).map(escape).join('\\s+');
  return numbered ? `(?:${numbered[1]}\\s*|${BOOK_NUMBER_FORMS[numbered[1]!]})${words(numbered[2]!)}` : words(folded);
}

/** Letters of a form after its number: « 1 Co » has 2. Forms this short are also words, and need a capital. */
const lettersOf = (form: string) => foldText(form).replace(/^[123]/, '').replace(/[^a-z]/g, '').length;
const SHORT = 3;

interface FormEntry {
  book: number;
  /** Whether the text must write it with a capital. */
  capital: boolean;
}

/** A folded form's key: no dots, no spaces. */
const formKey = (folded: string) => folded.replace(/\./g, '').replace(/\s+/g, '');

/** Folded form (no dots, no spaces) → its book. */
const FORMS = new Map<string, FormEntry>();
for (const { book, forms } of BOOK_FORMS) {
  for (const form of forms) {
    const key = formKey(foldText(form));
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

/** Between a book and its chapter: an optional dot, spaces or none, and a chapter's word (« Jean ch. 3 », « Jean, chapitre 3 »). */
const AFTER_BOOK = /\.?(?:\s*,?\s*(?:chapitre|chap|ch)\.?)?\s*/y;
/** A chapter or verse number: one to three digits, not more, and no leading zero (« 12.03.2024 » is a date). */
const NUMBER = /(?!0)(\d{1,3})(?!\d)/y;
/**
 * Between chapter and verse, each way with its own list of verses: a colon
 * with spaces around it or not (« 3 : 16 »), a dot, a comma with spaces
 * after it or not (« 21, 4 », the Jerusalem Bible's and the liturgy's
 * « 15,5.9 »), or a verse's word (« 4 v. 8 », « 3, v. 16 », « 3 vv. 16-18 »,
 * « 3, versets 16 et 18 »).
 */
const VERSE_INTRO = /(?:(\s*:\s*)|(\.)|(,\s*)|(\s*,?\s*(?:versets?|vv?)\.?\s*))(?=\d)/y;
type Style = 'colon' | 'dot' | 'comma' | 'word';
const STYLES: readonly Style[] = ['colon', 'dot', 'comma', 'word'];
/** A verse's word that starts a passage of its own: « Jude v. 3 », or « v. 16 » later in the sentence of « Jean 3 ». */
const VERSE_WORD = /(?:versets?|vv?)\.?\s*(?=\d)/y;
/** The next verses of a list, by the way the chapter was written: « 15,5.9 », « 15:5,9 », « vv. 16 et 18 ». */
const LIST_OF: Record<Style, RegExp> = {
  colon: /,(?=\d)/y,
  dot: /,(?=\d)/y,
  comma: /\.(?=\d)/y,
  word: /(?:[.,]|\s+et\s+)(?=\d)/y,
};
/** Between a range's end chapter and its verse, by the way the first chapter was written: « 1:1-2:3 », « 3.16–4.2 », « 26, 14 – 27, 66 ». */
const CROSS_OF: Record<Style, RegExp | null> = {
  colon: /(?:\s*:\s*|\.)(?=\d)/y,
  dot: /\.(?=\d)/y,
  comma: /,\s*(?=\d)/y,
  word: null,
};
/** The end verse of a range of chapters: « 5–7.3 ». */
const CHAPTER_RANGE_VERSE = /(?:[.,]|\s*:\s*)(?=\d)/y;
/** A range's dash: a hyphen, a non-breaking hyphen, an en or em dash, spaces around it or not. */
const DASH = /\s*[-\u2010\u2011\u2013\u2014]\s*(?=\d)/y;
/** A half-verse (« 16a », « 16b »), part of the reference's text. */
const HALF_VERSE = /[abc](?![\p{L}\p{N}])/uy;
/** « And following » after a verse: « 11ss », « 11 ss », « 11 s. », « 11 sq. », « 11 et suiv. », « 11 et suivants » (the dot stays text: it may end the sentence). */
const FOLLOWING = /\s*(?:et\s+)?(?:suivants|suivant|suiv|sqq|sq|sv|ss|s)(?![\p{L}\p{N}'])/uy;
/** The next passage of the same book in a list: « Rm 8.28-39 ; 12.1-2 ». */
const LIST = /\s*;\s*/y;
/** What may not follow a reference: a letter or a digit (« Ps 23x »), or a number going on (« 3.16.5 », « 12/03 »). */
const GOES_ON = /[\p{L}\p{N}]|[.,:/]\d/uy;
/**
 * A unit or a noun of quantity after the last number: « Marc 12 ans »,
 * « Jean 3 heures », « Luc 5 km », « Actes 2 000 », « Marc 10 % », « Luc 3 mars ».
 */
const UNIT = new RegExp(
  `(?:\\s+(?:${[
    'ans?', 'annees?', 'mois', 'jours?', 'semaines?', 'nuits?', 'heures?', 'h', 'minutes?', 'min', 'mn', 'secondes?', 's', 'siecles?',
    'km', 'kilometres?', 'metres?', 'm', 'cm', 'mm', 'kg', 'kilos?', 'grammes?', 'g', 'litres?', 'l', 'tonnes?',
    'euros?', 'eur', 'francs?', 'dollars?', 'fois', 'personnes?', 'enfants?', 'hommes?', 'femmes?', 'fideles', 'paroissiens?', 'eleves?',
    'jeunes', 'adultes', 'participants?', 'pages?', 'p', 'places?', 'degres?', 'rue', 'avenue', 'bd', 'ter', 'bis', 'ex', 'exemplaires?',
    'janvier', 'fevrier', 'mars', 'avril', 'mai', 'juin', 'juillet', 'aout', 'septembre', 'octobre', 'novembre', 'decembre',
  ].join('|')})(?![\\p{L}\\p{N}'])|\\s*[%€$°]|\\s\\d{3}(?!\\d))`,
  'uy',
);
/**
 * A psalm's other number in parentheses, as the liturgy writes them
 * (« Ps 21 (22), 8-9 »: the Greek numbering, then the Hebrew, or the
 * other way round in other books): which is this Bible's cannot be told,
 * so neither is linked rather than one wrongly.
 */
const PSALM_OTHER_NUMBER = /\s*\(\d{1,3}\)/y;
const PSALMS = 19;
/** A number that starts a numbered book's name (« ; 1 Co 13 », « ; 2e Co 5 »), not a chapter of the same book. */
const NUMBERED_BOOK = /[123](?:re|ere|er|eme|nde|nd|e)?\s*\p{L}/uy;
/** A verse's word on its own, later in the sentence of a reference: « v. 16 », « vv. 16-18 », « verset 16 ». */
const MENTION = /(?<![\p{L}\p{N}])(?:versets?|vv?)\.?\s*(?=\d)/gu;
/** Where a sentence may end: its end is confirmed by a capital after it (« Jean 3. Au v. 16 » ends; « v. 16 » does not). */
const SENTENCE_END = /[!?…\n]|\.(?=\s)/g;

/** Runs sticky `pattern` at `at` in `text`: the match, or null. */
function at(pattern: RegExp, text: string, index: number): RegExpExecArray | null {
  pattern.lastIndex = index;
  return pattern.exec(text);
}

/** A passage as written: a chapter, its verses, and where it ends when it runs across chapters. */
interface Passage {
  chapter: number;
  /** Verse ranges in the chapter, `[first, last]`, as written. */
  ranges?: Array<[number, number]>;
  /** « and following » after the one verse: to the chapter's end. */
  following?: boolean;
  /** A range across chapters: its end chapter, and verse there when written. */
  toChapter?: number;
  toVerse?: number;
  end: number;
}

/** A verse or a range of verses at `index`: « 16 », « 16a », « 16-18 », « 16–18b ». Its end verse may be a chapter: the caller decides. */
function readVerses(text: string, index: number): { first: number; last?: number; end: number; dashEnd?: number } | null {
  const first = at(NUMBER, text, index);
  if (!first) return null;
  let end = NUMBER.lastIndex;
  if (at(HALF_VERSE, text, end)) end = HALF_VERSE.lastIndex;
  const dash = at(DASH, text, end);
  const last = dash && at(NUMBER, text, DASH.lastIndex);
  if (!last) return { first: Number(first[1]), end };
  return { first: Number(first[1]), last: Number(last[1]), end: NUMBER.lastIndex, dashEnd: end };
}

/**
 * Reads the verses of a chapter written in `style` at `index`: a list of
 * verses and ranges, « and following » after a lone verse, or a range to a
 * verse of a later chapter. Fills `passage`; false when what is written
 * there is no passage.
 */
function readVerseList(text: string, index: number, style: Style, passage: Passage): boolean {
  const ranges: Array<[number, number]> = [];
  for (let from = index; ; ) {
    const read = readVerses(text, from);
    if (!read) return false;
    passage.end = read.end;
    if (read.last === undefined) {
      ranges.push([read.first, read.first]);
      // « and following » ends the list: its verse runs to the chapter's end.
      const following = ranges.length === 1 && at(FOLLOWING, text, read.end);
      if (following) {
        passage.following = true;
        passage.end = FOLLOWING.lastIndex;
        break;
      }
    } else {
      // « 1:1-2:3 »: the dash's number is a chapter when the chapter's separator follows it.
      const cross = CROSS_OF[style];
      const toVerse = cross && at(cross, text, read.end) && at(NUMBER, text, cross.lastIndex);
      if (toVerse && ranges.length === 0) {
        passage.toChapter = read.last;
        passage.toVerse = Number(toVerse[1]);
        passage.end = NUMBER.lastIndex;
        if (at(HALF_VERSE, text, passage.end)) passage.end = HALF_VERSE.lastIndex;
        ranges.push([read.first, read.first]);
        break;
      }
      if (read.last <= read.first) return false;
      ranges.push([read.first, read.last]);
      if (at(HALF_VERSE, text, passage.end)) passage.end = HALF_VERSE.lastIndex;
    }
    const next = at(LIST_OF[style], text, passage.end);
    if (!next) break;
    from = LIST_OF[style].lastIndex;
  }
  passage.ranges = ranges;
  return true;
}

/**
 * Reads one passage at `index` of folded text: « 3 », « 3.16 », « 3, 16 »,
 * « 3.16-18 », « 15,5.9 », « 4 v. 8 », « 15:11ss », « 3.16–4.2 », « 5–7 ».
 * Each reading of the chapter's separator is tried in turn from the most
 * likely; a comma and spaces may also close the reference (« Ps 23, 91 et
 * 121 »): then the chapter alone is read.
 */
function readPassage(text: string, index: number, accept: (passage: Passage) => Placed | null): { passage: Passage; placed: Placed } | null {
  const chapter = at(NUMBER, text, index);
  if (!chapter) return null;
  const passage: Passage = { chapter: Number(chapter[1]), end: NUMBER.lastIndex };
  const accepted = (read: Passage) => {
    const placed = accept(read);
    return placed && { passage: read, placed };
  };
  const intro = at(VERSE_INTRO, text, passage.end);
  if (intro) {
    const style = STYLES[intro.slice(1).findIndex((group) => group !== undefined)]!;
    const withVerses: Passage = { ...passage };
    const read = readVerseList(text, VERSE_INTRO.lastIndex, style, withVerses) && accepted(withVerses);
    if (read) return read;
    // « Ps 23, 91 » (a list of chapters) is chapter 23 then text; « Jean 3.99 » is no reference at all.
    return style === 'comma' && /\s/.test(intro[3]!) ? accepted(passage) : null;
  }
  const dash = at(DASH, text, passage.end);
  const to = dash && at(NUMBER, text, DASH.lastIndex);
  if (dash && !to) return null;
  if (to) {
    // « 5–7 », or « 5–7.3 »: to a verse of the last chapter.
    passage.toChapter = Number(to[1]);
    passage.end = NUMBER.lastIndex;
    const toVerse = at(CHAPTER_RANGE_VERSE, text, passage.end) && at(NUMBER, text, CHAPTER_RANGE_VERSE.lastIndex);
    if (toVerse) {
      passage.toVerse = Number(toVerse[1]);
      passage.end = NUMBER.lastIndex;
    }
  }
  return accepted(passage);
}

/** Whole numbers from `from` to `to`. */
const span = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** A place and, for a passage across chapters, its end. */
interface Placed {
  place: ReadingPlace;
  through?: PassageEnd;
}

/**
 * Where a passage of `book` leads, or null when `numbering` has no such
 * passage. A single-chapter book's lone number is a verse (« Jude 3 »).
 */
function placeOf(book: number, passage: Passage, numbering: ReadingNumbering): Placed | null {
  const chapters = numbering.chapterCount(book);
  const verseCount = (c: number) => numbering.lastVerse(book, c);
  let { chapter, ranges, toChapter } = passage;
  const { toVerse, following } = passage;
  if (chapters === 1 && ranges === undefined) {
    // « Jude 3 », « Philémon 4-6 »: verses of the one chapter; « Jude 1.3 » reads as written.
    if (toVerse !== undefined) return null;
    ranges = [[chapter, toChapter ?? chapter]];
    [chapter, toChapter] = [1, undefined];
    if (ranges[0]![1] < ranges[0]![0]) return null;
  }
  if (chapter < 1 || chapter > chapters) return null;
  const last = verseCount(chapter);
  if (toChapter !== undefined) {
    // Across chapters: the link leads to where it starts; the passage ends at `through`.
    if (toChapter <= chapter || toChapter > chapters) return null;
    if (toVerse !== undefined && (toVerse < 1 || toVerse > verseCount(toChapter))) return null;
    const through: PassageEnd = toVerse === undefined ? { chapter: toChapter } : { chapter: toChapter, verse: toVerse };
    if (ranges === undefined) return { place: { book, chapter }, through };
    const first = ranges[0]![0];
    if (first < 1 || first > last) return null;
    return { place: { book, chapter, verses: span(first, last) }, through };
  }
  if (ranges === undefined) return { place: { book, chapter } };
  if (ranges.length === 1) {
    // One verse or range (most references): no list to merge.
    const [first, to] = ranges[0]!;
    return first < 1 || to > last ? null : { place: { book, chapter, verses: span(first, following ? last : to) } };
  }
  const verses = new Set<number>();
  for (const [first, to] of ranges) {
    if (first < 1 || to > last) return null;
    for (const verse of span(first, following ? last : to)) verses.add(verse);
  }
  return { place: { book, chapter, verses: [...verses].sort((a, b) => a - b) } };
}

/** Whether what follows a passage's end makes it no reference: a letter or a number going on, a unit or a noun of quantity. */
const goesOn = (text: string, end: number) => at(GOES_ON, text, end) !== null || at(UNIT, text, end) !== null;

/**
 * Where the sentence holding `index` ends in `text` (folded) : a « ! », « ? »,
 * « … » or a line's end, or a dot followed by spaces and a capital of the
 * original text (`original`, `map`). The end of the text otherwise.
 */
function sentenceEnd(folded: string, index: number, original: string, map: readonly number[]): number {
  SENTENCE_END.lastIndex = index;
  for (let m = SENTENCE_END.exec(folded); m; m = SENTENCE_END.exec(folded)) {
    if (m[0] !== '.') return m.index;
    const after = /\S/.exec(original.slice(map[m.index + 1]!, map[m.index + 1]! + 8));
    if (after && /\p{Lu}/u.test(after[0])) return m.index;
  }
  return folded.length;
}

/**
 * The place a passage written after a book's name designates, the whole of
 * `text` read (« 3.16 », « 3 : 16-18 », « 5–7 », « 15,5.9 », « 4 v. 8 »,
 * « 15:11ss », « 3 » of Jude a verse): where a link to it leads, a range
 * across chapters at its start; null when it is not one passage this Bible
 * has, in `numbering` (the chapter table by default; a translation's,
 * readingNumbering, issue 41).
 * @example passagePlace(43, '3.16-18') // { book: 43, chapter: 3, verses: [16, 17, 18] }
 * @example passagePlace(1, '32.33', readingNumbering('darby')) // { book: 1, chapter: 32, verses: [33] }
 */
export function passagePlace(book: number, text: string, numbering: ReadingNumbering = PRODUCT_NUMBERING): ReadingPlace | null {
  // A final dot is the end of an abbreviation (« 15:11 et suiv. ») or of the sentence typed.
  const folded = foldText(text).trim().replace(/\.$/, '');
  const read = readPassage(folded, 0, (passage) => (passage.end === folded.length ? placeOf(book, passage, numbering) : null));
  return read?.placed.place ?? null;
}

/**
 * The Bible references of `text`, in order, each with its place in the text
 * and where it leads. A list (« Rm 8.28-39 ; 12.1-2 ») gives one reference
 * per passage: the first from the book's name, the next ones from their
 * numbers; so does « v. 16 » later in the sentence of « Jean 3 » (a verse of
 * the chapter last named). Read in `numbering` (the chapter table by
 * default): a tagger set to Darby reads « Gn 32.33 » in Darby's (issue 41).
 * @example findReferences('Lire Jn 3.16 et 1 Co 13,4-7.') // [{ start: 5, end: 12, place: { book: 43, chapter: 3, verses: [16] } }, { start: 16, end: 27, place: { book: 46, chapter: 13, verses: [4, 5, 6, 7] } }]
 * @example findReferences('Mt 5–7')[0].through // { chapter: 7 }
 */
export function findReferences(text: string, numbering: ReadingNumbering = PRODUCT_NUMBERING): ReferenceInText[] {
  const { folded, map } = foldWithMap(text);
  const found: ReferenceInText[] = [];
  const push = (start: number, end: number, { place, through }: Placed) =>
    found.push(through ? { start: map[start]!, end: map[end]!, place, through } : { start: map[start]!, end: map[end]!, place });
  BOOK.lastIndex = 0;
  let match = BOOK.exec(folded);
  while (match) {
    const written = match[1]!;
    const { name, written: numberLength, roman } = bookNumberOf(written);
    const form = FORMS.get(formKey(name));
    // The chapter last read, for « v. 16 » later in the sentence.
    let chapter: { book: number; chapter: number } | undefined;
    if (form && (!roman || /^I{1,3}$/.test(text.slice(map[match.index], map[match.index + numberLength]).trim()))) {
      // A short form that is also a word (« est », « os ») is a book only with a capital, as people write book names.
      const nameAt = match.index + numberLength + (/^[123]/.test(written.slice(numberLength)) ? written.slice(numberLength).search(/\p{L}/u) : 0);
      const first = text[map[nameAt]!]!;
      if (!(form.capital && first === first.toLowerCase())) {
        let start = match.index;
        let index = at(AFTER_BOOK, folded, BOOK.lastIndex) ? AFTER_BOOK.lastIndex : BOOK.lastIndex;
        // « Jude v. 3 »: a single-chapter book's verse by its word.
        if (numbering.chapterCount(form.book) === 1 && at(VERSE_WORD, folded, index)) index = VERSE_WORD.lastIndex;
        for (;;) {
          const read = readPassage(folded, index, (passage) =>
            goesOn(folded, passage.end) || (form.book === PSALMS && at(PSALM_OTHER_NUMBER, folded, passage.end)) ? null : placeOf(form.book, passage, numbering),
          );
          if (!read) break;
          push(start, read.passage.end, read.placed);
          chapter = read.placed.through ? undefined : { book: form.book, chapter: read.placed.place.chapter };
          BOOK.lastIndex = read.passage.end;
          // The list goes on with a number of the same book, not a numbered book's name.
          const list = at(LIST, folded, read.passage.end);
          if (!list || at(NUMBERED_BOOK, folded, LIST.lastIndex)) break;
          start = index = LIST.lastIndex;
        }
      }
    }
    const after = BOOK.lastIndex;
    const next = BOOK.exec(folded);
    MENTION.lastIndex = after;
    let word = chapter ? MENTION.exec(folded) : null;
    if (chapter && word && word.index < (next?.index ?? folded.length)) {
      // « Jean 3 … au v. 16 »: verses of the chapter last read, up to the sentence's end or the next book
      // (the sentence's end looked for only when a verse's word follows: most references have none).
      const until = Math.min(next?.index ?? folded.length, sentenceEnd(folded, after, text, map));
      for (; word && word.index < until; word = MENTION.exec(folded)) {
        const passage: Passage = { chapter: chapter.chapter, end: MENTION.lastIndex };
        if (!readVerseList(folded, MENTION.lastIndex, 'word', passage) || passage.end > until || goesOn(folded, passage.end)) continue;
        const placed = placeOf(chapter.book, passage, numbering);
        if (placed) push(word.index, passage.end, placed);
        MENTION.lastIndex = passage.end;
      }
    }
    match = next;
  }
  return found;
}
