import { describe, expect, it } from 'vitest';
import { BOOKS } from '../canon.js';
import { verseId } from '../ids.js';
import { fromProduct, toProduct } from './keys.js';
import { parallelBook, parallelRows, type AlignedBookRow, type AlignedVerse } from './parallel.js';
import { readingNumbering, readInProductNumbering } from './reading.js';
import { TRANSLATION_IDS, verseNumbersIn, type TranslationId } from './versification.js';

const v = (chapter: number, verse: number): AlignedVerse => ({ chapter, verse });

/** Every pair of the three translations in both orders, and three triples (each translation first once): a triple's rows are its pairs' joined. */
const ORDERS: string[][] = [
  ...TRANSLATION_IDS.flatMap((a) => TRANSLATION_IDS.filter((b) => b !== a).map((b) => [a, b])),
  ['lsg', 'darby', 'martin'],
  ['darby', 'martin', 'lsg'],
  ['martin', 'lsg', 'darby'],
];

/** A translation's verses of a book in its reading numbering, in order. */
function versesOf(translation: string, book: number): string[] {
  const numbering = readingNumbering(translation);
  const verses: string[] = [];
  for (let c = 1; c <= numbering.chapterCount(book); c++) {
    const numbers = readInProductNumbering(translation)
      ? Array.from({ length: numbering.lastVerse(book, c) }, (_, i) => i + 1)
      : verseNumbersIn(translation as TranslationId, book, c);
    for (const n of numbers) verses.push(`${c}:${n}`);
  }
  return verses;
}

/** The product keys of a verse in its translation's reading numbering. */
const keysOf = (translation: string, book: number, { chapter, verse }: AlignedVerse): number[] =>
  readInProductNumbering(translation) ? [verseId(book, chapter, verse)] : toProduct(translation as TranslationId, book, chapter, verse);

/** Whether a translation holds words of a product key. */
const covers = (translation: string, key: number) => readInProductNumbering(translation) || fromProduct(translation as TranslationId, key).length > 0;

describe('the rows of a parallel chapter', () => {
  describe('given Segond first and Darby beside it', () => {
    it('puts Laban’s farewell, Segond’s Genèse 31:55, beside Darby’s 32:1 at the end of Segond’s chapter 31', () => {
      const rows = parallelRows(['lsg', 'darby'], 1, 31);
      expect(rows).toHaveLength(55);
      expect(rows.at(-1)).toEqual({ cells: [[v(31, 55)], [v(32, 1)]] });
      expect(rows[0]).toEqual({ cells: [[v(31, 1)], [v(31, 1)]] });
      // …and Segond's chapter 32 opens with Darby's 32:2.
      expect(parallelRows(['lsg', 'darby'], 1, 32)[0]).toEqual({ cells: [[v(32, 1)], [v(32, 2)]] });
    });

    it('merges Segond’s Marc 9:50 and 9:51 into one row beside Darby’s one verse 9:50', () => {
      expect(parallelRows(['lsg', 'darby'], 41, 9).at(-1)).toEqual({ cells: [[v(9, 50), v(9, 51)], [v(9, 50)]] });
    });

    it('leaves Darby’s cell empty for Matthieu 23:14, which its critical text omits', () => {
      const rows = parallelRows(['lsg', 'darby'], 40, 23);
      expect(rows[13]).toEqual({ cells: [[v(23, 14)], []] });
      expect(rows[14]).toEqual({ cells: [[v(23, 15)], [v(23, 15)]] });
    });
  });

  describe('given Darby first', () => {
    it('opens Darby’s Genèse 32 with its verse 1 beside Segond’s 31:55, in Darby’s numbering', () => {
      expect(parallelRows(['darby', 'lsg'], 1, 32)[0]).toEqual({ cells: [[v(32, 1)], [v(31, 55)]] });
      expect(parallelRows(['darby', 'lsg'], 1, 31)).toHaveLength(54);
    });

    it('gives Segond’s Matthieu 23:14 a row of its own after Darby’s 23:13, Darby’s cell empty', () => {
      const rows = parallelRows(['darby', 'lsg', 'martin'], 40, 23);
      expect(rows[12]).toEqual({ cells: [[v(23, 13)], [v(23, 13)], [v(23, 13)]] });
      expect(rows[13]).toEqual({ cells: [[], [v(23, 14)], [v(23, 14)]] });
    });

    it('cuts the row of Nombres 25:19 and 26:1 at Darby’s chapter boundary, Segond’s 26:1 beside Darby’s 26:1', () => {
      expect(parallelRows(['darby', 'lsg'], 4, 25).at(-1)).toEqual({ cells: [[v(25, 19)], []], elsewhere: [1] });
      expect(parallelRows(['darby', 'lsg'], 4, 26)[0]).toEqual({ cells: [[v(26, 1)], [v(26, 1)]] });
    });
  });

  it('keeps Martin’s Philippiens 1:16-17, Segond’s 1:17 and 1:16, in one row so that each column stays in order', () => {
    expect(parallelRows(['lsg', 'martin'], 50, 1)[15]).toEqual({ cells: [[v(1, 16), v(1, 17)], [v(1, 16), v(1, 17)]] });
  });

  it('reads Segond in the chapter table, Martin in its own numbering: Joël 4 of the table beside Martin’s Joël 3', () => {
    expect(parallelRows(['lsg', 'martin'], 29, 4)[0]).toEqual({ cells: [[v(4, 1)], [v(3, 1)]] });
    expect(parallelRows(['martin', 'lsg'], 29, 3)[0]).toEqual({ cells: [[v(3, 1)], [v(4, 1)]] });
  });

  it('has no rows for a chapter the first translation lacks, nor outside the canon', () => {
    expect(parallelRows(['lsg', 'martin'], 39, 4)).toEqual([]);
    expect(parallelRows(['martin', 'lsg'], 39, 4).length).toBeGreaterThan(0);
    expect(parallelBook(['lsg', 'darby'], 67)).toEqual([]);
  });

  describe.each(ORDERS.map((order) => [order.join(',') as string, order] as const))('over the whole Bible, %s', (_, order) => {
    const books = BOOKS.map((b) => [b.id, parallelBook(order, b.id)] as const);

    it('has every verse of each translation in exactly one row, in order, and every chapter of the first in order', () => {
      for (const [book, rows] of books) {
        order.forEach((t, i) => {
          const shown = rows.flatMap((row) => row.cells[i]!.map((x) => `${x.chapter}:${x.verse}`));
          expect(shown, `${t} in book ${book}`).toEqual(versesOf(t, book));
        });
        const chapters = [...new Set(rows.map((row) => row.chapter))];
        expect(chapters, `chapters of book ${book}`).toEqual(Array.from({ length: readingNumbering(order[0]).chapterCount(book) }, (_, c) => c + 1));
        // The first translation's verses are in their own chapter's rows.
        for (const row of rows) for (const x of row.cells[0]!) expect(x.chapter).toBe(row.chapter);
        // parallelRows is the book's rows of one chapter.
        expect(parallelRows(order, book, chapters[0]!)).toEqual(rows.filter((r) => r.chapter === chapters[0]).map(({ cells, elsewhere }) => (elsewhere ? { cells, elsewhere } : { cells })));
      }
    });

    it('puts the verses that share a product key in one row, and leaves a cell empty only where the translation lacks the row’s words', () => {
      for (const [book, rows] of books) {
        const rowOfKey = new Map<number, number[]>();
        rows.forEach((row: AlignedBookRow, r) => {
          const keys = new Set(row.cells.flatMap((cell, t) => cell.flatMap((x) => keysOf(order[t]!, book, x))));
          for (const key of keys) rowOfKey.set(key, [...(rowOfKey.get(key) ?? []), r]);
          row.cells.forEach((cell, t) => {
            if (cell.length > 0 || row.elsewhere?.includes(t)) return;
            for (const key of keys) expect(covers(order[t]!, key), `${order[t]} lacks ${key}`).toBe(false);
          });
        });
        for (const [key, where] of rowOfKey) {
          // A key in two rows: only the two parts of a row cut at a chapter boundary of the first.
          if (where.length > 1) {
            expect(where, `key ${key}`).toHaveLength(2);
            expect(where[1]! - where[0]!).toBe(1);
            expect(rows[where[0]!]!.elsewhere ?? rows[where[1]!]!.elsewhere, `key ${key}`).toBeDefined();
          }
        }
      }
    });
  });
});
