import { describe, expect, it } from 'vitest';
import type { SourceHeading, SourceVerse } from './usfm.js';
import { mapVersification } from './versification.js';

/** Verses 1..n of each chapter, for the given verse counts. */
function book(shape: number[]): SourceVerse[] {
  return shape.flatMap((n, c) =>
    Array.from({ length: n }, (_, v) => ({ chapter: c + 1, verse: v + 1, html: `${c + 1}:${v + 1}`, line: 0 })),
  );
}
const shapeOf = (verses: SourceVerse[]) =>
  verses.reduce<number[]>((acc, v) => ((acc[v.chapter - 1] = (acc[v.chapter - 1] ?? 0) + 1), acc), []);
const at = (verses: SourceVerse[], html: string) => verses.find((v) => v.html === html);
const heading = (chapter: number, beforeVerse: number): SourceHeading => ({ chapter, beforeVerse, level: 's', text: 'T', line: 0 });

describe('mapVersification', () => {
  it('maps Joël from LSG 1910 (20, 32, 21) to the product table (20, 27, 5, 21)', () => {
    const { verses, headings, mapped } = mapVersification('JOL', book([20, 32, 21]), [heading(2, 28), heading(3, 1)]);
    expect(mapped).toBe(true);
    expect(shapeOf(verses)).toEqual([20, 27, 5, 21]);
    expect(at(verses, '2:27')).toMatchObject({ chapter: 2, verse: 27 });
    expect(at(verses, '2:28')).toMatchObject({ chapter: 3, verse: 1 });
    expect(at(verses, '2:32')).toMatchObject({ chapter: 3, verse: 5 });
    expect(at(verses, '3:1')).toMatchObject({ chapter: 4, verse: 1 });
    expect(at(verses, '3:21')).toMatchObject({ chapter: 4, verse: 21 });
    expect(headings.map((h) => [h.chapter, h.beforeVerse])).toEqual([
      [3, 1],
      [4, 1],
    ]);
  });

  it('maps Malachie from LSG 1910 (14, 17, 18, 6) to the product table (14, 17, 24)', () => {
    const { verses } = mapVersification('MAL', book([14, 17, 18, 6]), []);
    expect(shapeOf(verses)).toEqual([14, 17, 24]);
    expect(at(verses, '4:1')).toMatchObject({ chapter: 3, verse: 19 });
    expect(at(verses, '4:6')).toMatchObject({ chapter: 3, verse: 24 });
  });

  it('leaves a source already in the product versification unchanged', () => {
    const source = book([20, 27, 5, 21]);
    const { verses, mapped } = mapVersification('JOL', source, []);
    expect(mapped).toBe(false);
    expect(verses).toEqual(source);
  });

  it('leaves books without a mapping unchanged', () => {
    const source = book([3, 2]);
    expect(mapVersification('GEN', source, []).verses).toEqual(source);
  });
});
