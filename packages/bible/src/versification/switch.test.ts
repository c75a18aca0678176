import { describe, expect, it } from 'vitest';
import { switchTranslation } from './switch.js';

describe('switching the translation read', () => {
  it('keeps Laban’s farewell selected: Segond’s Genèse 31:55 is Darby’s 32:1, and back', () => {
    expect(switchTranslation('lsg', 'darby', { book: 1, chapter: 31, verses: [55] })).toEqual({ place: { book: 1, chapter: 32, verses: [1] }, absent: [] });
    expect(switchTranslation('darby', 'lsg', { book: 1, chapter: 32, verses: [1] })).toEqual({ place: { book: 1, chapter: 31, verses: [55] }, absent: [] });
  });

  it('selects the verses of the other translation that hold a selected one: Darby’s Marc 9:50 is Segond’s 9:50-51', () => {
    expect(switchTranslation('darby', 'lsg', { book: 41, chapter: 9, verses: [50] })).toEqual({ place: { book: 41, chapter: 9, verses: [50, 51] }, absent: [] });
  });

  it('says which verses the other translation lacks, and selects the nearest one before', () => {
    expect(switchTranslation('lsg', 'darby', { book: 40, chapter: 23, verses: [14] })).toEqual({ place: { book: 40, chapter: 23, verses: [13] }, absent: [14] });
    expect(switchTranslation('martin', 'darby', { book: 44, chapter: 8, verses: [36, 37] })).toEqual({
      place: { book: 44, chapter: 8, verses: [36] },
      absent: [37],
    });
  });

  it('reads Segond in the chapter table, as its addresses do: Joël 4 of the site is Martin’s Joël 3', () => {
    expect(switchTranslation('lsg', 'martin', { book: 29, chapter: 4, verses: [1] })).toEqual({ place: { book: 29, chapter: 3, verses: [1] }, absent: [] });
    expect(switchTranslation('martin', 'lsg', { book: 29, chapter: 3, verses: [1] })).toEqual({ place: { book: 29, chapter: 4, verses: [1] }, absent: [] });
    expect(switchTranslation('martin', 'lsg', { book: 39, chapter: 4 })).toEqual({ place: { book: 39, chapter: 3 }, absent: [] });
    // Darby's Joël has the table's 4 chapters.
    expect(switchTranslation('lsg', 'darby', { book: 29, chapter: 4 })).toEqual({ place: { book: 29, chapter: 4 }, absent: [] });
  });

  it('goes to the chapter holding most of a chapter without a selection', () => {
    expect(switchTranslation('darby', 'lsg', { book: 1, chapter: 32 })).toEqual({ place: { book: 1, chapter: 32 }, absent: [] });
    expect(switchTranslation('lsg', 'lsg', { book: 43, chapter: 3, verses: [16] })).toEqual({ place: { book: 43, chapter: 3, verses: [16] }, absent: [] });
  });

  it('reads a translation without numbering data in the chapter table, as the server does', () => {
    expect(switchTranslation('simple', 'darby', { book: 1, chapter: 31, verses: [55] })).toEqual({ place: { book: 1, chapter: 32, verses: [1] }, absent: [] });
  });

  it('has nothing to say of a chapter or verse the translation switched from does not have', () => {
    expect(switchTranslation('darby', 'lsg', { book: 1, chapter: 51 })).toBeUndefined();
    expect(switchTranslation('darby', 'lsg', { book: 40, chapter: 23, verses: [14] })).toBeUndefined();
  });
});
