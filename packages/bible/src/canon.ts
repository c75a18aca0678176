/**
 * The 66-book canon of the product: numbers, French names, abbreviations,
 * chapter counts (the specification's table, section 3) and testament.
 *
 * Book numbers are the product's public identifiers (`/lire/{id}`), so they
 * never change: 1 Genèse … 39 Malachie (old testament), 40 Matthieu … 66
 * Apocalypse (new testament).
 */

/** The old testament (books 1-39) or the new one (40-66). */
export type Testament = 'old' | 'new';

export interface Book {
  /** Book number, 1-66. */
  id: number;
  /** French name as a French reader writes it ("1 Samuel", "Cantique des cantiques"). */
  name: string;
  /** Common French abbreviation ("Gn", "1 S", "Ps", "Jn", "1 Co", "Ap"). */
  abbr: string;
  /** USFM book code of the source text ("GEN", "JHN"). */
  code: string;
  /** Number of chapters, exactly as the product's table. */
  chapters: number;
  testament: Testament;
}

// [name, abbr, USFM code, chapters]
const TABLE: ReadonlyArray<readonly [string, string, string, number]> = [
  ['Genèse', 'Gn', 'GEN', 50],
  ['Exode', 'Ex', 'EXO', 40],
  ['Lévitique', 'Lv', 'LEV', 27],
  ['Nombres', 'Nb', 'NUM', 36],
  ['Deutéronome', 'Dt', 'DEU', 34],
  ['Josué', 'Jos', 'JOS', 24],
  ['Juges', 'Jg', 'JDG', 21],
  ['Ruth', 'Rt', 'RUT', 4],
  ['1 Samuel', '1 S', '1SA', 31],
  ['2 Samuel', '2 S', '2SA', 24],
  ['1 Rois', '1 R', '1KI', 22],
  ['2 Rois', '2 R', '2KI', 25],
  ['1 Chroniques', '1 Ch', '1CH', 29],
  ['2 Chroniques', '2 Ch', '2CH', 36],
  ['Esdras', 'Esd', 'EZR', 10],
  ['Néhémie', 'Né', 'NEH', 13],
  ['Esther', 'Est', 'EST', 10],
  ['Job', 'Jb', 'JOB', 42],
  ['Psaumes', 'Ps', 'PSA', 150],
  ['Proverbes', 'Pr', 'PRO', 31],
  ['Ecclésiaste', 'Ec', 'ECC', 12],
  ['Cantique des cantiques', 'Ct', 'SNG', 8],
  ['Ésaïe', 'Es', 'ISA', 66],
  ['Jérémie', 'Jr', 'JER', 52],
  ['Lamentations', 'Lm', 'LAM', 5],
  ['Ézéchiel', 'Ez', 'EZK', 48],
  ['Daniel', 'Dn', 'DAN', 12],
  ['Osée', 'Os', 'HOS', 14],
  ['Joël', 'Jl', 'JOL', 4],
  ['Amos', 'Am', 'AMO', 9],
  ['Abdias', 'Ab', 'OBA', 1],
  ['Jonas', 'Jon', 'JON', 4],
  ['Michée', 'Mi', 'MIC', 7],
  ['Nahum', 'Na', 'NAM', 3],
  ['Habakuk', 'Ha', 'HAB', 3],
  ['Sophonie', 'So', 'ZEP', 3],
  ['Aggée', 'Ag', 'HAG', 2],
  ['Zacharie', 'Za', 'ZEC', 14],
  ['Malachie', 'Ml', 'MAL', 3],
  ['Matthieu', 'Mt', 'MAT', 28],
  ['Marc', 'Mc', 'MRK', 16],
  ['Luc', 'Lc', 'LUK', 24],
  ['Jean', 'Jn', 'JHN', 21],
  ['Actes', 'Ac', 'ACT', 28],
  ['Romains', 'Rm', 'ROM', 16],
  ['1 Corinthiens', '1 Co', '1CO', 16],
  ['2 Corinthiens', '2 Co', '2CO', 13],
  ['Galates', 'Ga', 'GAL', 6],
  ['Éphésiens', 'Ep', 'EPH', 6],
  ['Philippiens', 'Ph', 'PHP', 4],
  ['Colossiens', 'Col', 'COL', 4],
  ['1 Thessaloniciens', '1 Th', '1TH', 5],
  ['2 Thessaloniciens', '2 Th', '2TH', 3],
  ['1 Timothée', '1 Tm', '1TI', 6],
  ['2 Timothée', '2 Tm', '2TI', 4],
  ['Tite', 'Tt', 'TIT', 3],
  ['Philémon', 'Phm', 'PHM', 1],
  ['Hébreux', 'Hé', 'HEB', 13],
  ['Jacques', 'Jc', 'JAS', 5],
  ['1 Pierre', '1 P', '1PE', 5],
  ['2 Pierre', '2 P', '2PE', 3],
  ['1 Jean', '1 Jn', '1JN', 5],
  ['2 Jean', '2 Jn', '2JN', 1],
  ['3 Jean', '3 Jn', '3JN', 1],
  ['Jude', 'Jd', 'JUD', 1],
  ['Apocalypse', 'Ap', 'REV', 22],
];

/** Last old testament book number (Malachie). */
export const LAST_OT_BOOK = 39;
export const BOOK_COUNT = 66;

export const BOOKS: readonly Book[] = Object.freeze(
  TABLE.map(([name, abbr, code, chapters], i) =>
    Object.freeze({
      id: i + 1,
      name,
      abbr,
      code,
      chapters,
      testament: (i + 1 <= LAST_OT_BOOK ? 'old' : 'new') as Testament,
    }),
  ),
);

/** Total number of chapters in the canon (1,189). */
export const CHAPTER_COUNT = BOOKS.reduce((n, b) => n + b.chapters, 0);

/**
 * The book with this number, or undefined.
 * @example getBook(43)?.name // "Jean"
 */
export function getBook(id: number): Book | undefined {
  return Number.isInteger(id) && id >= 1 && id <= BOOK_COUNT ? BOOKS[id - 1] : undefined;
}

/** The book with this USFM code ("JHN"), or undefined. */
export function getBookByCode(code: string): Book | undefined {
  return BOOKS.find((b) => b.code === code.toUpperCase());
}

/** True when the book exists and the chapter is within 1..its chapter count. */
export function isValidChapter(bookId: number, chapter: number): boolean {
  const book = getBook(bookId);
  return !!book && Number.isInteger(chapter) && chapter >= 1 && chapter <= book.chapters;
}

export interface ChapterRef {
  book: number;
  chapter: number;
}

/**
 * A place to read: a chapter, and the verses to select there. What every
 * widget's link to a verse or chapter gives (`hrefFor`, `onOpen`), which the
 * site and the embeds turn into a URL of `pages.read`.
 */
export interface ReadingPlace {
  book: number;
  chapter: number;
  verses?: readonly number[];
}

/**
 * Where a passage that runs across chapters ends (issue 44): « Mt 5–7 »
 * through chapter 7 (the whole of it), « Gn 1:1-2:3 » through 2:3. Its start
 * is a ReadingPlace, whose verses run to its chapter's end.
 */
export interface PassageEnd {
  chapter: number;
  verse?: number;
}

/** 'old' for books 1-39, 'new' for 40-66. */
export function testamentOf(bookId: number): Testament {
  return bookId <= LAST_OT_BOOK ? 'old' : 'new';
}
