/**
 * Two or three translations side by side, aligned verse by verse (issue 42,
 * docs/decisions/parallel.md): the rows of corresponding verses of a
 * chapter of the first translation, each row a cell per translation with
 * its verses, each in its translation's reading numbering (reading.ts).
 *
 * The grouping works on the numbering data only (keys): a row is a run of
 * the product's verse keys of the book, the shortest such that
 *
 * - every verse of every translation has all its keys in one row (Darby's
 *   Marc 9:50, the product's 9:50-51, shares a row with Segond's 9:50 and
 *   9:51), and
 * - every translation's verses stay in its own order from row to row
 *   (Martin's Philippiens 1:16-17, Segond's 1:17 and 1:16, make one row);
 *
 * so each row holds the verses that say the same words, however each
 * translation numbers them: Segond's Genèse 31:55 and Darby's 32:1 are one
 * row of Segond's chapter 31, and one row of Darby's chapter 32.
 *
 * Rows belong to the chapters of the first translation:
 *
 * - a row with verses of the first translation belongs to their chapter;
 * - a row without any (a verse the first lacks: Segond's Matthieu 23:14 when
 *   Darby is first) belongs to the chapter of the row before it, where the
 *   reader meets it, right after its predecessor (to the next row's at a
 *   book's start);
 * - a row whose first-translation verses are in two chapters (Darby's
 *   Nombres 25:19 and 26:1 both hold words of Segond's 26:1) is cut at the
 *   chapter boundary: each part keeps its chapter's verses of the first
 *   translation, and a verse of another translation goes to the part whose
 *   verses share most of its keys, the later part on a tie (the verse then
 *   sits beside the first translation's verse of its own number when it
 *   can). The other part's cell is empty, marked `elsewhere`: not an
 *   absence. The whole Bible has two such rows: Darby's Nombres 25:19/26:1
 *   and Martin's Ésaïe 63:19/64:1, each for Segond's one verse.
 *
 * So every verse of every translation is in exactly one row of exactly one
 * chapter of the first, in order (parallel.test.ts checks it over the whole
 * Bible for every pair and triple).
 */
import { verseCounts } from '../verse-counts.js';
import { readInProductNumbering } from './reading.js';
import { mapOf, type TranslationId } from './versification.js';

/** A verse in its translation's reading numbering. */
export interface AlignedVerse {
  chapter: number;
  verse: number;
}

/** A row of corresponding verses: one cell per translation, in the order asked (an empty cell: that translation has none of them). */
export interface AlignedRow {
  cells: AlignedVerse[][];
  /**
   * The translations (indices) whose empty cell here is not an absence: the
   * row was cut at a chapter boundary of the first translation, and their
   * verse holding these words is in the other part (the row before or after).
   */
  elsewhere?: number[];
}

/** A row of a book with the first translation's chapter it belongs to. */
export interface AlignedBookRow extends AlignedRow {
  chapter: number;
}

/** A translation's verses of a book in its reading order, each with the first and last index of the product keys it holds. */
interface Side {
  verses: ArrayLike<number>;
  first: ArrayLike<number>;
  last: ArrayLike<number>;
}

const chapterOfKey = (key: number) => Math.floor(key / 1000);
const verseOfKey = (key: number) => key % 1000;

/** The chapter table's verses of a book (chapter × 1000 + verse): the product's keys, in order. */
function productVerses(book: number): Int32Array {
  const keys: number[] = [];
  (verseCounts()[book - 1] ?? []).forEach((n, c) => {
    for (let v = 1; v <= n; v++) keys.push((c + 1) * 1000 + v);
  });
  return Int32Array.from(keys);
}

/** A translation's side of a book: the table itself for one read in it (Segond, an operator's), its map otherwise. */
function sideOf(translation: string, book: number, product: Int32Array): Side | undefined {
  if (readInProductNumbering(translation)) {
    const index = Int32Array.from(product, (_, i) => i);
    return { verses: product, first: index, last: index };
  }
  const map = mapOf(translation as TranslationId, book);
  return map && { verses: map.verses, first: map.first, last: map.last };
}

const toVerse = (key: number): AlignedVerse => ({ chapter: chapterOfKey(key), verse: verseOfKey(key) });

/**
 * Every row of a book, in order, each with the chapter of the first
 * translation it belongs to (see the module's comment). Translations are
 * ids: `lsg` and an id without numbering data read in the chapter table,
 * `darby` and `martin` in their own. Empty outside the canon.
 * @example parallelBook(['lsg', 'darby'], 1).find((r) => r.cells[1][0]?.chapter === 32 && r.cells[1][0]?.verse === 1)
 * // { chapter: 31, cells: [[{ chapter: 31, verse: 55 }], [{ chapter: 32, verse: 1 }]] }
 */
export function parallelBook(translations: readonly string[], book: number): AlignedBookRow[] {
  const product = productVerses(book);
  const sides = translations.map((t) => sideOf(t, book, product));
  if (product.length === 0 || sides.some((s) => !s)) return [];
  // joined[p]: product keys p and p + 1 are in one row.
  const joined = new Uint8Array(product.length);
  for (const side of sides as Side[]) {
    for (let i = 0; i < side.verses.length; i++) {
      for (let p = side.first[i]!; p < side.last[i]!; p++) joined[p] = 1;
      // The next verse starts at or before this one's last key: their rows must not go backwards.
      if (i + 1 < side.verses.length) for (let p = side.first[i + 1]!; p < side.last[i]!; p++) joined[p] = 1;
    }
  }
  // Each key's row.
  const rowOfKey = new Int32Array(product.length);
  let rowCount = 0;
  for (let p = 0; p < product.length; p++) {
    rowOfKey[p] = rowCount;
    if (!joined[p]) rowCount++;
  }
  // Each row's verses, per translation, as indices in the translation's order (consecutive: rows keep every order).
  const cells: number[][][] = Array.from({ length: rowCount }, () => sides.map(() => []));
  (sides as Side[]).forEach((side, t) => {
    for (let i = 0; i < side.verses.length; i++) cells[rowOfKey[side.first[i]!]!]![t]!.push(i);
  });
  const rows: AlignedBookRow[] = [];
  const first = sides[0]!;
  let chapter = 0;
  const pending: AlignedRow[] = []; // rows without the first translation, before its first verse of the book
  for (const row of cells) {
    if (row.every((cell) => cell.length === 0)) continue;
    const keyed = row.map((cell, t) => cell.map((i) => sides[t]!.verses[i]!));
    const chapters = [...new Set(keyed[0]!.map(chapterOfKey))];
    if (chapters.length === 0) {
      const parallel = { cells: keyed.map((cell) => cell.map(toVerse)) };
      if (chapter === 0) pending.push(parallel);
      else rows.push({ chapter, ...parallel });
      continue;
    }
    if (chapter === 0) {
      for (const p of pending) rows.push({ chapter: chapters[0]!, ...p });
      pending.length = 0;
    }
    if (chapters.length === 1) {
      chapter = chapters[0]!;
      rows.push({ chapter, cells: keyed.map((cell) => cell.map(toVerse)) });
      continue;
    }
    // Cut at the first translation’s chapter boundaries.
    const parts = chapters.map((c) => ({ chapter: c, cells: sides.map((): AlignedVerse[] => []) }));
    const partKeys = chapters.map((c) => {
      const keys = new Set<number>();
      for (const i of row[0]!) if (chapterOfKey(first.verses[i]!) === c) for (let p = first.first[i]!; p <= first.last[i]!; p++) keys.add(p);
      return keys;
    });
    row[0]!.forEach((i) => parts[chapters.indexOf(chapterOfKey(first.verses[i]!))]!.cells[0]!.push(toVerse(first.verses[i]!)));
    for (let t = 1; t < sides.length; t++) {
      const side = sides[t]!;
      let at = 0; // a translation's verses keep their order: never an earlier part than the verse before
      for (const i of row[t]!) {
        let best = at;
        let bestShared = -1;
        for (let k = at; k < parts.length; k++) {
          let shared = 0;
          for (let p = side.first[i]!; p <= side.last[i]!; p++) if (partKeys[k]!.has(p)) shared++;
          // On a tie, the part of the verse's own chapter (it sits beside the verse of its number), else the later.
          const own = chapterOfKey(side.verses[i]!) === parts[k]!.chapter;
          if (shared > bestShared || (shared === bestShared && (own || chapterOfKey(side.verses[i]!) !== parts[best]!.chapter))) {
            best = k;
            bestShared = shared;
          }
        }
        at = best;
        parts[best]!.cells[t]!.push(toVerse(side.verses[i]!));
      }
    }
    for (const part of parts) {
      const elsewhere = part.cells.flatMap((cell, t) => (cell.length === 0 && row[t]!.length > 0 ? [t] : []));
      rows.push(elsewhere.length > 0 ? { ...part, elsewhere } : part);
    }
    chapter = chapters.at(-1)!;
  }
  return rows;
}

/**
 * The rows of a chapter of the first translation (in its reading
 * numbering), in order; empty for a chapter it does not have.
 * @example parallelRows(['lsg', 'darby'], 41, 9).at(-1) // { cells: [[{ chapter: 9, verse: 50 }, { chapter: 9, verse: 51 }], [{ chapter: 9, verse: 50 }]] }
 * @example parallelRows(['lsg', 'darby'], 40, 23)[13] // { cells: [[{ chapter: 23, verse: 14 }], []] }: Darby has no Matthieu 23:14
 */
export function parallelRows(translations: readonly string[], book: number, chapter: number): AlignedRow[] {
  return parallelBook(translations, book)
    .filter((row) => row.chapter === chapter)
    .map(({ chapter: _chapter, ...row }) => row);
}
