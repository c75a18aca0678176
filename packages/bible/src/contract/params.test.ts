/**
 * The lists of passages of GET /api/passages (issue 45): one form per list,
 * and a cost bounded before any verse is listed.
 */
import { describe, expect, it } from 'vitest';
import { verseCount } from '../verse-counts.js';
import {
  fitsPassagesRequest,
  PASSAGE_RANGES_MAX,
  PASSAGES_MAX,
  PASSAGES_TEXT_MAX,
  PASSAGES_VERSES_MAX,
  passagesParam,
  readPassages,
  type PassageKey,
} from './params.js';

const canonical = (text: string) => {
  const read = readPassages(text);
  return typeof read === 'string' ? read : passagesParam.format(read);
};

describe('readPassages', () => {
  it.each([
    ['43.3.16-18;19.23', '43.3.16-18;19.23'],
    ['43.3.016', '43.3.16'],
    ['43.3.18-16', '43.3.16-18'],
    ['43.3.17,16', '43.3.16-17'],
    ['43.3.16,17-18,17', '43.3.16-18'],
    ['43.3.16-16', '43.3.16'],
    ['19.119.1-999', '19.119.1-176'],
    ['43.3.30-99,1', '43.3.1,30-36'],
    ['43.3.16;19.23;43.3.016', '43.3.16;19.23'],
    ['65.1.3', '65.1.3'],
    // Passages across chapters (issue 44): « Mt 5–7 », « Gn 1:1-2:3 », « Mt 5–7.3 ».
    ['40.5-7', '40.5-7'],
    ['1.1.1-2.3', '1.1.1-2.3'],
    ['40.5-7.3', '40.5-7.3'],
    ['1.1.1-2.3;40.5-7;40.5-7', '1.1.1-2.3;40.5-7'],
  ])('reads %s as %s', (text, form) => {
    expect(canonical(text)).toBe(form);
  });

  it('gives back what its form names: parse(format(v)) is v', () => {
    for (const text of ['43.3.16-18;19.23', '19.119.1-176', '43.3.1,30-36;65.1.3', '40.5-7;1.1.1-2.3;40.5-7.3']) {
      const keys = passagesParam.parse(text)!;
      expect(passagesParam.parse(passagesParam.format(keys))).toEqual(keys);
    }
  });

  it.each([
    ['43', 'notFound'],
    ['43.3.16;', 'notFound'],
    ['67.1', 'notFound'],
    ['43.22', 'notFound'],
    ['043.3', 'notFound'],
    ['43.03.16', 'notFound'],
    ['43.3.0', 'notFound'],
    ['43.3.37', 'notFound'],
    ['43.3.37-99', 'notFound'],
    ['43.3.16,40', 'notFound'],
    ['43.3.1234', 'notFound'],
    ['40.7-5', 'notFound'],
    ['40.5-5', 'notFound'],
    ['40.28-29', 'notFound'],
    ['1.1.32-2.3', 'notFound'],
    ['1.1.1-2.26', 'notFound'],
    ['1.1.1-1.3', 'notFound'],
    ['1.1-2.3.4', 'notFound'],
  ])('refuses %s: %s', (text, reason) => {
    expect(readPassages(text)).toBe(reason);
  });

  it('cuts each range at its chapter’s end before listing a verse', () => {
    const read = readPassages(`19.119.${Array(PASSAGE_RANGES_MAX).fill('1-999').join(',')}`);
    expect(read).toEqual([{ book: 19, chapter: 119, verses: Array.from({ length: 176 }, (_, i) => i + 1) }]);
  });

  it('checks its bounds in order: the length first, then the passages, the ranges, what exists, the verses', () => {
    expect(readPassages('x'.repeat(PASSAGES_TEXT_MAX + 1))).toBe('tooLong');
    expect(readPassages(Array(PASSAGES_MAX + 1).fill('67.1').join(';'))).toBe('tooManyPassages');
    expect(readPassages(`67.1.${Array(PASSAGE_RANGES_MAX + 1).fill('1').join(',')}`)).toBe('tooManyRanges');
    expect(readPassages(`19.119;4.7;42.1;67.1`)).toBe('notFound');
    expect(readPassages(`19.119;4.7;42.1;19.78`)).toBe('tooManyVerses');
  });

  it(`counts ${PASSAGES_VERSES_MAX} verses at most, a whole chapter all of its verses, a passage asked twice once`, () => {
    // Psaume 119, Nombres 7, Luc 1: 176 + 89 + 80 verses; Psaume 78 has 72 more.
    expect([verseCount(19, 119), verseCount(4, 7), verseCount(42, 1), verseCount(19, 78)]).toEqual([176, 89, 80, 72]);
    expect(readPassages('19.119;4.7;42.1')).toHaveLength(3);
    expect(readPassages('19.119;4.7;42.1;4.7')).toHaveLength(3);
    expect(readPassages('19.119;4.7;42.1;19.78')).toBe('tooManyVerses');
    expect(readPassages('19.119;4.7;42.1;19.78.1-56')).toBe('tooManyVerses');
    expect(readPassages(`19.119;4.7;42.1;19.78.1-${PASSAGES_VERSES_MAX - 345}`)).toHaveLength(4);
    expect(readPassages(`19.119;4.7;42.1;19.78.1-${PASSAGES_VERSES_MAX - 344}`)).toBe('tooManyVerses');
  });

  it('reads a passage across chapters with its start and end, counting the verses of its first chapter (what the answer reads)', () => {
    expect(readPassages('1.1.30-2.3')).toEqual([{ book: 1, chapter: 1, verses: [30, 31], through: { chapter: 2, verse: 3 } }]);
    expect(readPassages('19.1-150')).toEqual([{ book: 19, chapter: 1, through: { chapter: 150 } }]);
    expect(readPassages('19.119-120;19.119;4.7;42.1')).toBe('tooManyVerses');
  });

  it('refuses for its length no list the other bounds would take', () => {
    // The longest form the passages and ranges allow: every range of three-digit verses (Psaume 119 alone has them).
    const longest = Array.from({ length: PASSAGES_MAX }, (_, i) => `19.119.${100 + i}-${120 + i},${122 + i}-${150 + i}`).join(';');
    expect(longest.length).toBeLessThanOrEqual(PASSAGES_TEXT_MAX);
    expect(readPassages(longest)).toBe('tooManyVerses');
  });
});

describe('fitsPassagesRequest', () => {
  const john = (verses?: number[]): PassageKey => (verses ? { book: 43, chapter: 3, verses } : { book: 43, chapter: 3 });

  it('takes a list within the bounds, in its own form', () => {
    expect(fitsPassagesRequest([john([16, 17, 18]), { book: 19, chapter: 23 }])).toBe(true);
    expect(fitsPassagesRequest(Array.from({ length: PASSAGES_MAX }, (_, i) => ({ book: 19, chapter: i + 1, verses: [1] })))).toBe(true);
  });

  it('refuses what the server would refuse or send elsewhere', () => {
    expect(fitsPassagesRequest([])).toBe(false);
    expect(fitsPassagesRequest([john([16]), john([16])])).toBe(false);
    expect(fitsPassagesRequest([john([35, 36, 37])])).toBe(false);
    expect(fitsPassagesRequest(Array.from({ length: PASSAGES_MAX + 1 }, (_, i) => ({ book: 19, chapter: i + 1, verses: [1] })))).toBe(false);
    expect(fitsPassagesRequest([{ book: 19, chapter: 119 }, { book: 4, chapter: 7 }, { book: 42, chapter: 1 }, { book: 19, chapter: 78 }])).toBe(false);
  });
});
