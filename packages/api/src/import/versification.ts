/**
 * Versification mapping from the source text to the product's chapter table.
 *
 * The product's table (specification, section 3) follows Segond 21. Louis
 * Segond 1910 differs in two books (see ../shared/bible/lsg1910/README.md):
 *
 * | book | LSG 1910 | product |
 * |---|---|---|
 * | Joël | 2:28-32, 3:1-21 | 3:1-5, 4:1-21 |
 * | Malachie | 4:1-6 | 3:19-24 |
 *
 * The mapping is Louis Segond 1910's numbering (`lsg`) of @parole/bible's
 * versification data, the same data every translation's numbering is
 * (docs/decisions/translations.md). It applies only when the source book has
 * exactly Segond 1910's shape (verse counts per chapter) where that differs
 * from the table, so a source already in the product's versification (a
 * licensed Segond 21, say) passes through unchanged, and a source with yet
 * another shape fails the canon check with a clear message instead of being
 * mangled.
 */
import { chapterCountIn, getBookByCode, placeOfVerse, toProduct, verseCounts, verseNumbersIn } from '@parole/bible';
import type { SourceHeading, SourceVerse } from './usfm.js';

/** Verses per chapter, in chapter order (chapter numbers assumed 1..n; the canon check verifies that). */
function shapeOf(verses: readonly SourceVerse[]): number[] {
  const counts: number[] = [];
  for (const v of verses) counts[v.chapter - 1] = (counts[v.chapter - 1] ?? 0) + 1;
  return counts;
}

function sameShape(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((n, i) => n === b[i]);
}

/** Verses per chapter of a book in Louis Segond 1910's numbering. */
function segond1910Shape(book: number): number[] {
  return Array.from({ length: chapterCountIn('lsg', book) }, (_, c) => verseNumbersIn('lsg', book, c + 1).length);
}

/**
 * Renumbers a book's verses and headings into the product's versification
 * when Segond 1910's numbering differs from the table in book `code` and the
 * source has Segond 1910's shape there; otherwise returns them unchanged.
 *
 * @example
 * mapVersification('JOL', verses, headings).verses // LSG 2:28 now 3:1, LSG 3:21 now 4:21
 */
export function mapVersification(
  code: string,
  verses: readonly SourceVerse[],
  headings: readonly SourceHeading[],
): { verses: SourceVerse[]; headings: SourceHeading[]; mapped: boolean } {
  const book = getBookByCode(code);
  const shape = book && segond1910Shape(book.id);
  if (!book || !shape || sameShape(shape, verseCounts()[book.id - 1]) || !sameShape(shapeOf(verses), shape)) {
    return { verses: [...verses], headings: [...headings], mapped: false };
  }
  // Segond 1910 maps each of its verses to one key.
  const map = (chapter: number, verse: number): [number, number] => {
    const key = placeOfVerse(toProduct('lsg', book.id, chapter, verse)[0]);
    return [key.chapter, key.verse];
  };
  return {
    verses: verses.map((v) => {
      const [chapter, verse] = map(v.chapter, v.verse);
      return { ...v, chapter, verse };
    }),
    headings: headings.map((h) => {
      const [chapter, beforeVerse] = map(h.chapter, h.beforeVerse);
      return { ...h, chapter, beforeVerse };
    }),
    mapped: true,
  };
}
