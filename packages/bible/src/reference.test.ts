import { describe, expect, it } from 'vitest';
import { findBook, formatReference, isReferenceInput, parseReference } from './reference.js';

describe('parseReference', () => {
  it.each([
    ['..jean 3.16', { livre: 43, chapitre: 3, verset: 16 }],
    ['..Jean 3.16', { livre: 43, chapitre: 3, verset: 16 }],
    ['..JEAN 3:16', { livre: 43, chapitre: 3, verset: 16 }],
    ['..jn 3.16', { livre: 43, chapitre: 3, verset: 16 }],
    ['..1co 13', { livre: 46, chapitre: 13 }],
    ['..1 cor 13.4', { livre: 46, chapitre: 13, verset: 4 }],
    ['..1cor 13.4', { livre: 46, chapitre: 13, verset: 4 }],
    ['..ps 23', { livre: 19, chapitre: 23 }],
    ['..gen', { livre: 1, chapitre: 1 }],
    ['..genese 50', { livre: 1, chapitre: 50 }],
    ['..esaie 53.5', { livre: 23, chapitre: 53, verset: 5 }],
    ['..Ésaïe 53.5', { livre: 23, chapitre: 53, verset: 5 }],
    ['..es 53', { livre: 23, chapitre: 53 }],
    ['..1 jean 4.8', { livre: 62, chapitre: 4, verset: 8 }],
    ['..1jn 4.8', { livre: 62, chapitre: 4, verset: 8 }],
    ['..3 jean', { livre: 64, chapitre: 1 }],
    ['..ap 22.21', { livre: 66, chapitre: 22, verset: 21 }],
    ['..cantique 2', { livre: 22, chapitre: 2 }],
    ['..hebreux 11.1', { livre: 58, chapitre: 11, verset: 1 }],
    ['..jo 1', { livre: 6, chapitre: 1 }],
    ['..ma', { livre: 39, chapitre: 1 }],
    ['..joel 4', { livre: 29, chapitre: 4 }],
    ['  ..jean  3 . 16  ', { livre: 43, chapitre: 3, verset: 16 }],
  ])('reads %j', (input, expected) => {
    expect(parseReference(input)).toEqual(expected);
  });

  it.each([
    ['..', 'no book'],
    ['..xyz 3', 'unknown book'],
    ['..jean 22', 'chapter beyond the book'],
    ['..jean 0', 'chapter 0'],
    ['..mal 4', 'Malachie has 3 chapters in the canon'],
    ['..jean 3.0', 'verse 0'],
    ['..4 rois', 'no fourth book of Kings'],
    ['jean 3.16', 'no leading dots'],
    ['..jean 3.16.2', 'trailing garbage'],
  ])('refuses %j (%s)', (input) => {
    expect(parseReference(input)).toBeNull();
  });
});

describe('findBook', () => {
  it('prefers an exact abbreviation, then the first name in canon order', () => {
    expect(findBook('es')?.nom).toBe('Ésaïe');
    expect(findBook('est')?.nom).toBe('Esther');
    expect(findBook('esd')?.nom).toBe('Esdras');
    expect(findBook('j')?.nom).toBe('Josué');
    expect(findBook('ph')?.nom).toBe('Philippiens');
  });
});

describe('isReferenceInput / formatReference', () => {
  it('recognises the two dots', () => {
    expect(isReferenceInput('..jn 3')).toBe(true);
    expect(isReferenceInput(' ..jn 3')).toBe(true);
    expect(isReferenceInput('.jn 3')).toBe(false);
  });
  it('writes references the usual way', () => {
    expect(formatReference({ livre: 43, chapitre: 3, verset: 16 })).toBe('Jean 3:16');
    expect(formatReference({ livre: 19, chapitre: 23 })).toBe('Psaumes 23');
  });
});
