import { describe, expect, it } from 'vitest';
import { formatVerseSelection, parseVerseSelection, verseRanges } from './ranges.js';

describe('parseVerseSelection', () => {
  it.each([
    ['16', [16]],
    ['16-18', [16, 17, 18]],
    ['1,3-5,9', [1, 3, 4, 5, 9]],
    ['18-16', [16, 17, 18]],
    ['3,1,3', [1, 3]],
    [' 1 , 2 ', [1, 2]],
  ])('reads %s', (input, expected) => {
    expect(parseVerseSelection(input)).toEqual(expected);
  });

  it.each(['', 'abc', '1-', '-3', '0', '1,,2', '1-2-3', '1.5', '1234'])('rejects %j', (input) => {
    expect(parseVerseSelection(input)).toBeNull();
  });

  it('returns null without input', () => {
    expect(parseVerseSelection(undefined)).toBeNull();
  });

  it('drops verses above the chapter length', () => {
    expect(parseVerseSelection('20-40', 21)).toEqual([20, 21]);
    expect(parseVerseSelection('30', 21)).toEqual([]);
  });
});

describe('verseRanges', () => {
  it('reads the ranges as written, turned round when reversed, without listing their verses', () => {
    expect(verseRanges('9,3-5,18-16')).toEqual([[9, 9], [3, 5], [16, 18]]);
    expect(verseRanges('1-999')).toEqual([[1, 999]]);
  });

  it.each(['', 'abc', '1-', '-3', '0', '3-0', '1,,2', '1-2-3', '1.5', '1234', ' 1'])('rejects %j', (input) => {
    expect(verseRanges(input)).toBeNull();
  });
});

describe('formatVerseSelection', () => {
  it('compacts consecutive runs', () => {
    expect(formatVerseSelection([9, 1, 3, 4, 5])).toBe('1,3-5,9');
    expect(formatVerseSelection([16])).toBe('16');
    expect(formatVerseSelection([])).toBe('');
  });

  it('round-trips with parseVerseSelection', () => {
    for (const s of ['1,3-5,9', '16-18', '2,4,6-10']) {
      expect(formatVerseSelection(parseVerseSelection(s)!)).toBe(s);
    }
  });
});
