import { describe, expect, it } from 'vitest';
import { nextChapter, previousChapter, PRODUCT_NUMBERING, readingNumbering } from './reading.js';

describe('nextChapter and previousChapter', () => {
  describe('given the chapter table (Louis Segond 1910, the default)', () => {
    const table = readingNumbering();

    it('moves within a book and across book boundaries', () => {
      expect(nextChapter({ book: 43, chapter: 3 }, table)).toEqual({ book: 43, chapter: 4 });
      expect(nextChapter({ book: 1, chapter: 50 }, table)).toEqual({ book: 2, chapter: 1 });
      expect(previousChapter({ book: 2, chapter: 1 }, table)).toEqual({ book: 1, chapter: 50 });
      expect(previousChapter({ book: 40, chapter: 1 }, table)).toEqual({ book: 39, chapter: 3 });
      expect(nextChapter({ book: 29, chapter: 3 }, readingNumbering('lsg'))).toEqual({ book: 29, chapter: 4 });
    });

    it('stops at both ends of the Bible, and outside the canon', () => {
      expect(previousChapter({ book: 1, chapter: 1 }, table)).toBeUndefined();
      expect(nextChapter({ book: 66, chapter: 22 }, table)).toBeUndefined();
      expect(nextChapter({ book: 67, chapter: 1 }, table)).toBeUndefined();
      expect(previousChapter({ book: 0, chapter: 2 }, table)).toBeUndefined();
    });

    it('walks the whole Bible, each chapter once, forward and back', () => {
      const forward: string[] = [];
      for (let ref: { book: number; chapter: number } | undefined = { book: 1, chapter: 1 }; ref; ref = nextChapter(ref, table)) forward.push(`${ref.book}:${ref.chapter}`);
      expect(forward).toHaveLength(1189);
      const back: string[] = [];
      for (let ref: { book: number; chapter: number } | undefined = { book: 66, chapter: 22 }; ref; ref = previousChapter(ref, table)) back.push(`${ref.book}:${ref.chapter}`);
      expect(back.reverse()).toEqual(forward);
      expect(table).toBe(PRODUCT_NUMBERING);
    });
  });

  describe('given a translation’s own numbering (issue 41)', () => {
    it('follows its chapters across books: Martin’s Joël has 3, its Malachie 4', () => {
      const martin = readingNumbering('martin');
      expect(nextChapter({ book: 29, chapter: 3 }, martin)).toEqual({ book: 30, chapter: 1 });
      expect(nextChapter({ book: 39, chapter: 3 }, martin)).toEqual({ book: 39, chapter: 4 });
      expect(nextChapter({ book: 39, chapter: 4 }, martin)).toEqual({ book: 40, chapter: 1 });
      expect(previousChapter({ book: 40, chapter: 1 }, martin)).toEqual({ book: 39, chapter: 4 });
      expect(previousChapter({ book: 30, chapter: 1 }, martin)).toEqual({ book: 29, chapter: 3 });
      expect(nextChapter({ book: 66, chapter: 22 }, readingNumbering('darby'))).toBeUndefined();
    });
  });
});
