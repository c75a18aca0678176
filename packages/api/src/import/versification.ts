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
 * A mapping applies only when the source book has exactly the LSG 1910 shape
 * (verse counts per chapter), so a source already in the product's
 * versification (a licensed Segond 21, say) passes through unchanged, and a
 * source with yet another shape fails the canon check with a clear message
 * instead of being mangled.
 */
import type { SourceHeading, SourceVerse } from './usfm.js';

/** Verses `from`..`to` of source chapter `chapter` become `toChapter`:`toVerse`… */
interface Move {
  chapter: number;
  from: number;
  to: number;
  toChapter: number;
  toVerse: number;
}

interface Mapping {
  /** Verses per chapter of the source this mapping is written for. */
  sourceShape: readonly number[];
  moves: readonly Move[];
}

/** Mappings by USFM book code. */
export const VERSIFICATION: Readonly<Record<string, Mapping>> = {
  JOL: {
    sourceShape: [20, 32, 21],
    moves: [
      { chapter: 2, from: 28, to: 32, toChapter: 3, toVerse: 1 },
      { chapter: 3, from: 1, to: 21, toChapter: 4, toVerse: 1 },
    ],
  },
  MAL: {
    sourceShape: [14, 17, 18, 6],
    moves: [{ chapter: 4, from: 1, to: 6, toChapter: 3, toVerse: 19 }],
  },
};

/** Verses per chapter, in chapter order (chapter numbers assumed 1..n; the canon check verifies that). */
function shapeOf(verses: readonly SourceVerse[]): number[] {
  const counts: number[] = [];
  for (const v of verses) counts[v.chapter - 1] = (counts[v.chapter - 1] ?? 0) + 1;
  return counts;
}

function sameShape(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((n, i) => n === b[i]);
}

/**
 * Renumbers a book's verses and headings into the product's versification
 * when a mapping exists for `code` and the source has the shape it was written
 * for; otherwise returns them unchanged.
 *
 * @example
 * mapVersification('JOL', verses, headings).verses // LSG 2:28 now 3:1, LSG 3:21 now 4:21
 */
export function mapVersification(
  code: string,
  verses: readonly SourceVerse[],
  headings: readonly SourceHeading[],
): { verses: SourceVerse[]; headings: SourceHeading[]; mapped: boolean } {
  const mapping = VERSIFICATION[code];
  if (!mapping || !sameShape(shapeOf(verses), mapping.sourceShape)) {
    return { verses: [...verses], headings: [...headings], mapped: false };
  }
  const map = (chapter: number, verse: number): [number, number] => {
    const move = mapping.moves.find((m) => m.chapter === chapter && verse >= m.from && verse <= m.to);
    return move ? [move.toChapter, move.toVerse + verse - move.from] : [chapter, verse];
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
