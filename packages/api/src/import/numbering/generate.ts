/**
 * What `npm run versification` computes (scripts/versification.ts writes
 * it): each translation's numbering mapped to the product's verse keys, as
 * the data text of packages/bible/src/versification/data/, and the checks
 * of its verse counts against SWORD's.
 */
import { BOOKS, formatNumbering, htmlToText, verseCounts, type BookAlignmentData } from '@parole/bible';
import { bookOfFile } from '../bible.js';
import { applyErrata } from '../errata.js';
import type { UsfmFile } from '../source.js';
import { parseUsfmBook } from '../usfm.js';
import { alignBook, type AlignedVerse } from './align.js';
import type { NumberingSource } from './sources.js';
import type { ChapterCounts } from './sword.js';

/** A translation's verses, book by book in the canon's order (index 0: Genèse), in its own numbering. */
export type TranslationText = ReadonlyArray<readonly AlignedVerse[]>;

/**
 * Reads a translation's USFM files into its verses' plain text, in its own
 * numbering (the importer's parser and errata). Throws when a book is
 * missing or comes twice.
 * @example readTranslation(await readUsfmDir(dir))[42].length // verses of Jean
 */
export function readTranslation(files: readonly UsfmFile[]): TranslationText {
  const books: AlignedVerse[][] = [];
  for (const file of files) {
    const book = bookOfFile(file);
    if (!book) continue;
    if (books[book.id - 1]) throw new Error(`${file.name}: ${book.name} appears in two files`);
    books[book.id - 1] = parseUsfmBook(applyErrata(book.code, file.content), file.name).verses.map((v) => ({
      chapter: v.chapter,
      verse: v.verse,
      text: htmlToText(v.html),
    }));
  }
  const missing = BOOKS.filter((b) => !books[b.id - 1]);
  if (missing.length > 0) throw new Error(`missing books: ${missing.map((b) => b.name).join(', ')}`);
  return books;
}

/**
 * The product's verses: the reference text's, renumbered in order to the
 * chapter table. Throws when a book of the reference has another number of
 * verses than the table.
 */
export function productText(reference: TranslationText): TranslationText {
  return reference.map((verses, b) => {
    const keys = verseCounts()[b].flatMap((n, c) => Array.from({ length: n }, (_, v) => [c + 1, v + 1] as const));
    if (keys.length !== verses.length) {
      throw new Error(`${BOOKS[b].name}: the reference text has ${verses.length} verses, the chapter table ${keys.length}`);
    }
    return verses.map((v, i) => ({ chapter: keys[i][0], verse: keys[i][1], text: v.text }));
  });
}

/**
 * Each translation verse's product verses, book by book: the reference's in
 * order, any other's by aligning its words with the product's.
 */
export function alignTranslation(text: TranslationText, product: TranslationText, reference: boolean): BookAlignmentData[] {
  return text.map((verses, b) => ({
    book: b + 1,
    verses: verses.map((v) => [v.chapter, v.verse] as const),
    ranges: reference ? verses.map((_, i) => [i, i] as const) : alignBook(verses, product[b]),
  }));
}

/** The last verse number of each chapter of a text. */
export function chapterCountsOf(text: TranslationText): number[][] {
  return text.map((verses) => {
    const counts: number[] = [];
    for (const v of verses) counts[v.chapter - 1] = Math.max(counts[v.chapter - 1] ?? 0, v.verse);
    return Array.from(counts, (n) => n ?? 0);
  });
}

/**
 * The chapters ("book chapter") whose last verse number differs between two
 * tables of counts, with both numbers.
 * @example countDifferences([[31, 25]], [[31, 26]]) // [{ chapter: '1 2', found: 25, expected: 26 }]
 */
export function countDifferences(found: ChapterCounts, expected: ChapterCounts): Array<{ chapter: string; found: number; expected: number }> {
  const differences: Array<{ chapter: string; found: number; expected: number }> = [];
  found.forEach((chapters, b) => {
    const other = expected[b] ?? [];
    for (let c = 0; c < Math.max(chapters.length, other.length); c++) {
      if (chapters[c] !== other[c]) differences.push({ chapter: `${b + 1} ${c + 1}`, found: chapters[c] ?? 0, expected: other[c] ?? 0 });
    }
  });
  return differences;
}

/**
 * Checks a text's counts against its SWORD system: every difference must be
 * one the source lists, and every one it lists must be found. Returns the
 * problems, in words (empty when all is as documented).
 */
export function checkSwordCounts(source: NumberingSource, text: TranslationText, sword: ChapterCounts): string[] {
  const problems: string[] = [];
  const found = countDifferences(chapterCountsOf(text), sword);
  for (const d of found) {
    if (!(d.chapter in source.swordDifferences)) {
      problems.push(`${source.id}: chapter ${d.chapter} has ${d.found} verses, SWORD's ${source.sword} ${d.expected} (not in its swordDifferences)`);
    }
  }
  for (const chapter of Object.keys(source.swordDifferences)) {
    if (!found.some((d) => d.chapter === chapter)) problems.push(`${source.id}: chapter ${chapter} is listed in swordDifferences but agrees with SWORD's ${source.sword}`);
  }
  return problems;
}

/**
 * The data text of a translation's numbering.
 * @example generatedNumbering(darbySource, alignTranslation(darby, product, false))
 */
export function generatedNumbering(source: NumberingSource, books: readonly BookAlignmentData[]): string {
  return formatNumbering([source.name, `From the USFM folder ${source.folder}; verse counts checked against SWORD's ${source.sword} versification.`], books);
}

/** The counts of a numbering, by kind (docs/decisions/translations.md, "Counts"). */
export interface NumberingSummary {
  verses: number;
  /** Chapters whose last verse differs from the product's table, or that the table does not have. */
  chaptersDiffering: number;
  /** Verses that map one to one to a key of another number. */
  renumbered: number;
  /** Verses that map to two keys or more that no other verse shares: one verse for several. */
  merges: number;
  /** Keys that two verses or more map to, each of them to that key alone: several verses for one. */
  splits: number;
  /** Verses that share a key with a neighbour while mapping to others too: the words cut elsewhere. */
  boundaries: number;
  /** Product keys no verse maps to. */
  absent: number;
}

/**
 * Counts what a numbering's alignment holds, by kind.
 * @example summarize(alignTranslation(darby, product, false)).absent // 3
 */
export function summarize(books: readonly BookAlignmentData[]): NumberingSummary {
  const summary: NumberingSummary = { verses: 0, chaptersDiffering: 0, renumbered: 0, merges: 0, splits: 0, boundaries: 0, absent: 0 };
  for (const { book, verses, ranges } of books) {
    const table = verseCounts()[book - 1];
    const counts: number[] = [];
    for (const [c, v] of verses) counts[c - 1] = Math.max(counts[c - 1] ?? 0, v);
    for (let c = 0; c < Math.max(counts.length, table.length); c++) if (counts[c] !== table[c]) summary.chaptersDiffering++;
    const productKeys = table.flatMap((n, c) => Array.from({ length: n }, (_, v) => (c + 1) * 1000 + v + 1));
    const cover = new Array<number>(productKeys.length).fill(0);
    for (const [f, l] of ranges) for (let p = f; p <= l; p++) cover[p]++;
    summary.verses += verses.length;
    summary.absent += cover.filter((n) => n === 0).length;
    ranges.forEach(([f, l], i) => {
      const shared = cover.slice(f, l + 1).some((n) => n > 1);
      if (f === l && !shared && productKeys[f] !== verses[i][0] * 1000 + verses[i][1]) summary.renumbered++;
      else if (f < l && !shared) summary.merges++;
      else if (f < l && shared) summary.boundaries++;
    });
    cover.forEach((n, p) => {
      if (n > 1 && ranges.every(([f, l]) => !(f <= p && p <= l) || f === l)) summary.splits++;
    });
  }
  return summary;
}
