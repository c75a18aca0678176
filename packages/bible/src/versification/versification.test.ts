import { describe, expect, it } from 'vitest';
import { verseId } from '../ids.js';
import { verseCount } from '../verse-counts.js';
import { chapterFromProduct, chapterToProduct, convertPlace, fromProduct, productChaptersOf, toProduct } from './keys.js';
import { TRANSLATION_IDS, chapterCountIn, isTranslationId, verseNumbersIn } from './versification.js';

const at = (book: number, chapter: number, verse: number) => ({ book, chapter, verse });

describe('the translations with a numbering', () => {
  it('are Louis Segond 1910 (the default, first), Darby and Martin', () => {
    expect(TRANSLATION_IDS).toEqual(['lsg', 'darby', 'martin']);
    expect(isTranslationId('darby')).toBe(true);
    expect(isTranslationId('kjv')).toBe(false);
    expect(isTranslationId('toString')).toBe(false);
  });
});

describe('Darby', () => {
  it('numbers Laban’s farewell Genèse 32:1, Segond’s 31:55, and keeps the place when switching translation', () => {
    expect(verseNumbersIn('darby', 1, 31)).toHaveLength(54);
    expect(verseNumbersIn('darby', 1, 32)).toHaveLength(33);
    expect(toProduct('darby', 1, 32, 1)).toEqual([verseId(1, 31, 55)]);
    expect(toProduct('darby', 1, 32, 2)).toEqual([verseId(1, 32, 1)]);
    expect(fromProduct('darby', verseId(1, 31, 55))).toEqual([at(1, 32, 1)]);
    expect(convertPlace('lsg', 'darby', { book: 1, chapter: 31, verses: [55] })).toEqual({ book: 1, chapter: 32, verses: [1] });
    expect(convertPlace('darby', 'lsg', { book: 1, chapter: 32, verses: [1] })).toEqual({ book: 1, chapter: 31, verses: [55] });
  });

  it('has one verse, Marc 9:50, for Segond’s two, 9:50-51 (a merge)', () => {
    expect(verseNumbersIn('darby', 41, 9)).toHaveLength(50);
    expect(toProduct('darby', 41, 9, 50)).toEqual([verseId(41, 9, 50), verseId(41, 9, 51)]);
    expect(fromProduct('darby', verseId(41, 9, 50))).toEqual([at(41, 9, 50)]);
    expect(fromProduct('darby', verseId(41, 9, 51))).toEqual([at(41, 9, 50)]);
    expect(convertPlace('darby', 'lsg', { book: 41, chapter: 9, verses: [50] })).toEqual({ book: 41, chapter: 9, verses: [50, 51] });
  });

  it('has two verses, Job 34:36-37, for Segond’s one (a split)', () => {
    expect(toProduct('darby', 18, 34, 36)).toEqual([verseId(18, 34, 36)]);
    expect(toProduct('darby', 18, 34, 37)).toEqual([verseId(18, 34, 36)]);
    expect(fromProduct('darby', verseId(18, 34, 36))).toEqual([at(18, 34, 36), at(18, 34, 37)]);
  });

  it('has no Matthieu 23:14, Actes 8:37 nor Actes 15:34: the product keys exist, no Darby verse maps to them', () => {
    for (const [book, chapter, verse] of [
      [40, 23, 14],
      [44, 8, 37],
      [44, 15, 34],
    ]) {
      expect(verseCount(book, chapter)).toBeGreaterThanOrEqual(verse);
      expect(fromProduct('darby', verseId(book, chapter, verse))).toEqual([]);
      expect(verseNumbersIn('darby', book, chapter)).not.toContain(verse);
      expect(toProduct('darby', book, chapter, verse)).toEqual([]);
      expect(verseNumbersIn('darby', book, chapter)).toContain(verse + 1);
    }
    expect(convertPlace('lsg', 'darby', { book: 40, chapter: 23, verses: [14] })).toEqual({ book: 40, chapter: 23, verses: [13] });
  });

  it('cuts Matthieu 14:1-2 elsewhere: its 14:2 starts with Segond’s last words of 14:1, which both Darby verses share', () => {
    // Segond 14:1 ends « dit à ses serviteurs: C’est Jean-Baptiste! », Darby's 14:2 starts « et il dit à ses serviteurs : C’est Jean le baptiseur ».
    expect(toProduct('darby', 40, 14, 1)).toEqual([verseId(40, 14, 1)]);
    expect(toProduct('darby', 40, 14, 2)).toEqual([verseId(40, 14, 1), verseId(40, 14, 2)]);
    expect(fromProduct('darby', verseId(40, 14, 1))).toEqual([at(40, 14, 1), at(40, 14, 2)]);
    expect(convertPlace('darby', 'lsg', { book: 40, chapter: 14, verses: [2] })).toEqual({ book: 40, chapter: 14, verses: [1, 2] });
  });

  it('has Joël in 4 chapters and Malachie in 3, like the product table', () => {
    expect(chapterCountIn('darby', 29)).toBe(4);
    expect(chapterCountIn('darby', 39)).toBe(3);
    expect(toProduct('darby', 29, 3, 1)).toEqual([verseId(29, 3, 1)]);
  });
});

describe('Louis Segond 1910', () => {
  it('numbers Joël in 3 chapters: its 2:28-32 and 3:1-21 are the table’s 3:1-5 and 4:1-21', () => {
    expect(chapterCountIn('lsg', 29)).toBe(3);
    expect([1, 2, 3].map((c) => verseNumbersIn('lsg', 29, c).length)).toEqual([20, 32, 21]);
    expect(toProduct('lsg', 29, 2, 28)).toEqual([verseId(29, 3, 1)]);
    expect(toProduct('lsg', 29, 3, 21)).toEqual([verseId(29, 4, 21)]);
    expect(fromProduct('lsg', verseId(29, 3, 5))).toEqual([at(29, 2, 32)]);
    expect(toProduct('lsg', 29, 4, 1)).toEqual([]);
  });

  it('numbers Malachie in 4 chapters: its 4:1-6 are the table’s 3:19-24', () => {
    expect([1, 2, 3, 4].map((c) => verseNumbersIn('lsg', 39, c).length)).toEqual([14, 17, 18, 6]);
    expect(toProduct('lsg', 39, 4, 6)).toEqual([verseId(39, 3, 24)]);
    expect(chapterFromProduct('lsg', 39, 3)).toBe(3);
    expect(chapterToProduct('lsg', 39, 4)).toBe(3);
  });

  it('is the product key of its own number everywhere else', () => {
    expect(toProduct('lsg', 43, 3, 16)).toEqual([verseId(43, 3, 16)]);
    expect(fromProduct('lsg', verseId(19, 119, 176))).toEqual([at(19, 119, 176)]);
  });
});

describe('Martin 1744', () => {
  it('follows Segond 1910’s chapters in Joël and Malachie, not the table’s', () => {
    expect(chapterCountIn('martin', 29)).toBe(3);
    expect(chapterCountIn('martin', 39)).toBe(4);
    expect(chapterFromProduct('martin', 29, 3)).toBe(2);
    expect(convertPlace('martin', 'darby', { book: 29, chapter: 3, verses: [1] })).toEqual({ book: 29, chapter: 4, verses: [1] });
  });

  it('has Philippiens 1:16 and 1:17 in the received text’s order, Segond’s 1:17 and 1:16', () => {
    expect(toProduct('martin', 50, 1, 16)).toEqual([verseId(50, 1, 17)]);
    expect(toProduct('martin', 50, 1, 17)).toEqual([verseId(50, 1, 16)]);
    expect(fromProduct('martin', verseId(50, 1, 16))).toEqual([at(50, 1, 17)]);
  });

  it('keeps the Psalms’ titles as verses, Psaume 102:1 holding Segond’s 102:1-2', () => {
    expect(toProduct('martin', 19, 102, 1)).toEqual([verseId(19, 102, 1), verseId(19, 102, 2)]);
    expect(toProduct('martin', 19, 102, 28)).toEqual([verseId(19, 102, 29)]);
  });
});

describe('chapters', () => {
  it('go to the chapter holding most of their verses', () => {
    expect(chapterToProduct('darby', 1, 32)).toBe(32);
    expect(chapterToProduct('lsg', 29, 3)).toBe(4);
    expect(chapterFromProduct('lsg', 29, 3)).toBe(2);
    expect(convertPlace('darby', 'lsg', { book: 1, chapter: 32 })).toEqual({ book: 1, chapter: 32 });
    expect(convertPlace('lsg', 'darby', { book: 29, chapter: 3 })).toEqual({ book: 29, chapter: 4 });
  });

  it('name the product chapters a translation’s chapter has verses in', () => {
    expect(productChaptersOf('darby', 1, 32)).toEqual([1031, 1032]);
    expect(productChaptersOf('lsg', 43, 3)).toEqual([43003]);
  });
});

describe('what a translation does not have', () => {
  it('is empty or undefined, never an error', () => {
    expect(toProduct('darby', 1, 51, 1)).toEqual([]);
    expect(toProduct('darby', 67, 1, 1)).toEqual([]);
    expect(fromProduct('darby', verseId(1, 1, 999))).toEqual([]);
    expect(fromProduct('darby', 0)).toEqual([]);
    expect(verseNumbersIn('lsg', 29, 4)).toEqual([]);
    expect(chapterCountIn('lsg', 0)).toBe(0);
    expect(convertPlace('lsg', 'darby', { book: 1, chapter: 31, verses: [56] })).toBeUndefined();
    expect(convertPlace('lsg', 'darby', { book: 70, chapter: 1 })).toBeUndefined();
    expect(convertPlace('lsg', 'darby', { book: 1, chapter: 51 })).toBeUndefined();
  });
});
