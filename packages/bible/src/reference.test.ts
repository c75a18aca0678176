import { describe, expect, it } from 'vitest';
import type { ReadingPlace } from './canon.js';
import { readingNumbering } from './versification/reading.js';
import { findBook, formatRangeReference, formatReference, isReferenceInput, parseReference, referencePlace } from './reference.js';

describe('parseReference', () => {
  // Each reference with the ways of writing it that must read as it.
  const SPELLINGS: Array<[ReadingPlace, string[]]> = [
    [{ book: 43, chapter: 3, verses: [16] }, ['..jean 3.16', '..Jean 3.16', '..JEAN 3:16', '..jn 3.16', '  ..jean  3 . 16  ']],
    [{ book: 46, chapter: 13 }, ['..1co 13']],
    [{ book: 46, chapter: 13, verses: [4] }, ['..1 cor 13.4', '..1cor 13.4']],
    [{ book: 19, chapter: 23 }, ['..ps 23']],
    [{ book: 1, chapter: 1 }, ['..gen']],
    [{ book: 1, chapter: 50 }, ['..genese 50']],
    [{ book: 23, chapter: 53, verses: [5] }, ['..esaie 53.5', '..Ésaïe 53.5']],
    [{ book: 23, chapter: 53 }, ['..es 53']],
    [{ book: 62, chapter: 4, verses: [8] }, ['..1 jean 4.8', '..1jn 4.8']],
    [{ book: 64, chapter: 1 }, ['..3 jean']],
    [{ book: 66, chapter: 22, verses: [21] }, ['..ap 22.21']],
    [{ book: 22, chapter: 2 }, ['..cantique 2']],
    [{ book: 58, chapter: 11, verses: [1] }, ['..hebreux 11.1']],
    [{ book: 6, chapter: 1 }, ['..jo 1']],
    [{ book: 39, chapter: 1 }, ['..ma']],
    [{ book: 29, chapter: 4 }, ['..joel 4']],
    // The passage as the reference tagger reads it (one parser): ranges, a comma, French spacing, a single-chapter book's verse.
    [{ book: 43, chapter: 3, verses: [16, 17, 18] }, ['..jean 3:16-18', '..jn 3.16–18']],
    [{ book: 43, chapter: 3, verses: [16] }, ['..jean 3,16', '..jean 3 : 16']],
    [{ book: 65, chapter: 1, verses: [3] }, ['..jude 3']],
    [{ book: 40, chapter: 5 }, ['..mt 5-7']],
    // The forms the tagger reads since issue 44: a jump goes where the passage starts, its verses selected.
    [{ book: 43, chapter: 15, verses: [5, 9] }, ['..jn 15,5.9']],
    [{ book: 62, chapter: 4, verses: [8] }, ['..1 jean 4 v. 8', '..1 jn 4 v 8']],
    [{ book: 66, chapter: 21, verses: [4] }, ['..apocalypse 21, 4']],
    [{ book: 43, chapter: 3, verses: [16] }, ['..jean 3, v. 16']],
    [{ book: 12, chapter: 5 }, ['..ii rois 5', '..II Rois 5', '..2e rois 5']],
    [{ book: 64, chapter: 1, verses: [4] }, ['..iii jean 4']],
    [{ book: 46, chapter: 15 }, ['..1re corinthiens 15', '..1ère co 15']],
    [{ book: 55, chapter: 3, verses: [16] }, ['..2e timothée 3.16']],
    [{ book: 9, chapter: 3 }, ['..1er samuel 3']],
    [{ book: 42, chapter: 15, verses: Array.from({ length: 22 }, (_, i) => 11 + i) }, ['..lc 15:11ss', '..lc 15.11 ss', '..lc 15:11 et suiv.']],
    [{ book: 1, chapter: 1, verses: Array.from({ length: 31 }, (_, i) => 1 + i) }, ['..gn 1:1-2:3']],
  ];
  it.each(SPELLINGS.flatMap(([reference, inputs]) => inputs.map((input) => [input, reference] as const)))('reads %j', (input, expected) => {
    expect(parseReference(input)).toEqual(expected);
  });

  it('reads the last verse of a chapter', () => {
    expect(parseReference('..jn 3.36')).toEqual({ book: 43, chapter: 3, verses: [36] });
    expect(parseReference('..ps 119.176')).toEqual({ book: 19, chapter: 119, verses: [176] });
  });

  it.each([
    ['..', 'no book'],
    ['..xyz 3', 'unknown book'],
    ['..jean 22', 'chapter beyond the book'],
    ['..jean 0', 'chapter 0'],
    ['..mal 4', 'Malachie has 3 chapters in the canon'],
    ['..jean 3.0', 'verse 0'],
    ['..jn 3.99', 'Jean 3 has 36 verses'],
    ['..ps 119.177', 'Psaume 119 has 176 verses'],
    ['..4 rois', 'no fourth book of Kings'],
    ['jean 3.16', 'no leading dots'],
    ['..jean 3.16.2', 'trailing garbage'],
  ])('refuses %j (%s)', (input) => {
    expect(parseReference(input)).toBeNull();
  });
});

describe('findBook', () => {
  it('prefers an exact abbreviation, then the first name in canon order', () => {
    expect(findBook('es')?.name).toBe('Ésaïe');
    expect(findBook('est')?.name).toBe('Esther');
    expect(findBook('esd')?.name).toBe('Esdras');
    expect(findBook('j')?.name).toBe('Josué');
    expect(findBook('ph')?.name).toBe('Philippiens');
  });
});

describe('isReferenceInput / formatReference', () => {
  it('recognises the two dots', () => {
    expect(isReferenceInput('..jn 3')).toBe(true);
    expect(isReferenceInput(' ..jn 3')).toBe(true);
    expect(isReferenceInput('.jn 3')).toBe(false);
  });
  it('writes references the usual way', () => {
    expect(formatReference({ book: 43, chapter: 3, verse: 16 })).toBe('Jean 3:16');
    expect(formatReference({ book: 19, chapter: 23 })).toBe('Psaumes 23');
  });
});

describe('referencePlace', () => {
  it('selects the verse of a reference, none for a chapter', () => {
    expect(referencePlace({ book: 43, chapter: 3, verse: 16 })).toEqual({ book: 43, chapter: 3, verses: [16] });
    expect(referencePlace({ book: 19, chapter: 23 })).toEqual({ book: 19, chapter: 23 });
  });
});

describe('formatRangeReference (issue 43: a cross reference’s target)', () => {
  const at = (book: number, chapter: number, verse: number) => ({ book, chapter, verse });
  it('names the book once, and the chapter once when it is one', () => {
    expect(formatRangeReference(at(45, 5, 8), at(45, 5, 8))).toBe('Romains 5:8');
    expect(formatRangeReference(at(23, 42, 5), at(23, 42, 6))).toBe('Ésaïe 42:5-6');
    expect(formatRangeReference(at(1, 1, 31), at(1, 2, 3))).toBe('Genèse 1:31-2:3');
    expect(formatRangeReference(at(14, 36, 22), at(15, 1, 3))).toBe('2 Chroniques 36:22 – Esdras 1:3');
  });
});

describe('parseReference in a translation’s numbering (issue 41)', () => {
  it('reads the chapters and verses the translation has: Darby’s Genèse 32 has 33 verses, Martin’s Malachie 4 chapters', () => {
    expect(parseReference('..gn 32.33')).toBeNull();
    expect(parseReference('..gn 32.33', readingNumbering('darby'))).toEqual({ book: 1, chapter: 32, verses: [33] });
    expect(parseReference('..ml 4.6')).toBeNull();
    expect(parseReference('..ml 4.6', readingNumbering('martin'))).toEqual({ book: 39, chapter: 4, verses: [6] });
    expect(parseReference('..joel 4', readingNumbering('martin'))).toBeNull();
  });
});
