import { describe, expect, it } from 'vitest';
import { BOOKS, CHAPTER_COUNT, getBook, getBookByCode, isValidChapter, testamentOf } from './canon.js';

// The specification's chapter table (section 3), copied literally so the
// canon is checked against the source of truth rather than against itself.
const SPEC_TABLE =
  '50,40,27,36,34,24,21,4,31,24,22,25,29,36,10,13,10,42,150,31,12,8,66,52,5,48,12,14,4,9,1,4,7,3,3,3,2,14,3,28,16,24,21,28,16,16,13,6,6,4,4,5,3,6,4,3,1,13,5,5,3,5,1,1,1,22';

describe('canon', () => {
  it('has 66 books numbered 1-66 with the chapter counts of the specification', () => {
    expect(BOOKS).toHaveLength(66);
    expect(BOOKS.map((b) => b.id)).toEqual(Array.from({ length: 66 }, (_, i) => i + 1));
    expect(BOOKS.map((b) => b.chapters).join(',')).toBe(SPEC_TABLE);
    expect(CHAPTER_COUNT).toBe(1189);
  });

  it('splits the testaments at Malachie / Matthieu', () => {
    expect(BOOKS.filter((b) => b.testament === 'old')).toHaveLength(39);
    expect(getBook(39)).toMatchObject({ name: 'Malachie', testament: 'old' });
    expect(getBook(40)).toMatchObject({ name: 'Matthieu', testament: 'new' });
    expect(testamentOf(39)).toBe('old');
    expect(testamentOf(40)).toBe('new');
  });

  it.each([
    [9, '1 Samuel', '1 S'],
    [19, 'Psaumes', 'Ps'],
    [22, 'Cantique des cantiques', 'Ct'],
    [23, 'Ésaïe', 'Es'],
    [43, 'Jean', 'Jn'],
    [46, '1 Corinthiens', '1 Co'],
    [55, '2 Timothée', '2 Tm'],
    [66, 'Apocalypse', 'Ap'],
  ])('book %i is %s (%s)', (id, name, abbr) => {
    expect(getBook(id)).toMatchObject({ name: name, abbr: abbr });
  });

  it('has unique names, abbreviations and USFM codes', () => {
    for (const key of ['name', 'abbr', 'code'] as const) {
      expect(new Set(BOOKS.map((b) => b[key])).size).toBe(66);
    }
    expect(getBookByCode('jhn')?.id).toBe(43);
    expect(getBookByCode('XYZ')).toBeUndefined();
  });

  it.each([0, 67, -1, 1.5, Number.NaN])('rejects book %s', (id) => {
    expect(getBook(id)).toBeUndefined();
  });

  it('validates chapters against the table', () => {
    expect(isValidChapter(19, 150)).toBe(true);
    expect(isValidChapter(19, 151)).toBe(false);
    expect(isValidChapter(29, 4)).toBe(true);
    expect(isValidChapter(39, 4)).toBe(false);
    expect(isValidChapter(1, 0)).toBe(false);
    expect(isValidChapter(1, 2.5)).toBe(false);
  });
});
