import { describe, expect, it } from 'vitest';
import { verseId } from '../ids.js';
import { KJV_NUMBERING as kjv } from './kjv.js';
import { isTranslationId, TRANSLATION_IDS } from './versification.js';

const at = (book: number, chapter: number, verse: number) => ({ book, chapter, verse });

describe('the KJV’s numbering (the cross references’, issue 43)', () => {
  it('is no translation a reader may ask for', () => {
    expect(TRANSLATION_IDS).not.toContain('kjv');
    expect(isTranslationId('kjv')).toBe(false);
  });

  it('moves every verse of a Psalm with a title by the title’s verses, and maps no KJV verse to a title', () => {
    expect(kjv.toProduct(19, 51, 10)).toEqual([verseId(19, 51, 12)]); // « create in me a clean heart »
    expect(kjv.toProduct(19, 3, 1)).toEqual([verseId(19, 3, 2)]);
    expect(kjv.fromProduct(verseId(19, 51, 1))).toEqual([]);
    expect(kjv.fromProduct(verseId(19, 51, 2))).toEqual([]);
    expect(kjv.fromProduct(verseId(19, 51, 3))).toEqual([at(19, 51, 1)]);
    // A Psalm whose title Segond writes inside verse 1, as the KJV above it: the same numbers.
    expect(kjv.toProduct(19, 23, 1)).toEqual([verseId(19, 23, 1)]);
    expect(kjv.verseNumbers(19, 51)).toHaveLength(19);
  });

  it('moves chapter boundaries: Joël, Malachie, Exode 8, Job 41', () => {
    expect(kjv.chapterCount(29)).toBe(3);
    expect(kjv.toProduct(29, 2, 28)).toEqual([verseId(29, 3, 1)]);
    expect(kjv.toProduct(29, 3, 1)).toEqual([verseId(29, 4, 1)]);
    expect(kjv.chapterCount(39)).toBe(4);
    expect(kjv.toProduct(39, 4, 5)).toEqual([verseId(39, 3, 23)]); // Élie
    expect(kjv.toProduct(2, 8, 1)).toEqual([verseId(2, 7, 26)]);
    expect(kjv.toProduct(18, 41, 1)).toEqual([verseId(18, 40, 20)]);
  });

  it('maps a verse Segond cuts in two to both keys, and two the KJV cuts to one key', () => {
    expect(kjv.toProduct(66, 13, 1)).toEqual([verseId(66, 12, 18), verseId(66, 13, 1)]);
    expect(kjv.toProduct(64, 1, 14)).toEqual([verseId(64, 1, 14), verseId(64, 1, 15)]);
    expect(kjv.fromProduct(verseId(44, 19, 40))).toEqual([at(44, 19, 40), at(44, 19, 41)]);
    expect(kjv.fromProduct(verseId(23, 63, 19))).toEqual([at(23, 63, 19), at(23, 64, 1)]);
    expect(kjv.toProduct(23, 64, 2)).toEqual([verseId(23, 64, 1)]);
  });

  it('has no verse the KJV does not number', () => {
    expect(kjv.toProduct(64, 1, 15)).toEqual([]);
    expect(kjv.toProduct(66, 12, 18)).toEqual([]);
    expect(kjv.toProduct(67, 1, 1)).toEqual([]);
  });
});
