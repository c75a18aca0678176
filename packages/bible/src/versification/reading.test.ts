import { describe, expect, it } from 'vitest';
import { nextChapter } from '../canon.js';
import { chapterAfter, readingNumbering } from './reading.js';

describe('chapterAfter', () => {
  it('follows a translation’s own chapters across books (issue 41)', () => {
    // Martin's Joël has 3 chapters and its Malachie 4; the table's 4 and 3.
    expect(chapterAfter(readingNumbering('martin'), { book: 29, chapter: 3 })).toEqual({ book: 30, chapter: 1 });
    expect(chapterAfter(readingNumbering('martin'), { book: 39, chapter: 3 })).toEqual({ book: 39, chapter: 4 });
    expect(chapterAfter(readingNumbering('martin'), { book: 39, chapter: 4 })).toEqual({ book: 40, chapter: 1 });
    expect(chapterAfter(readingNumbering('lsg'), { book: 29, chapter: 3 })).toEqual({ book: 29, chapter: 4 });
    expect(chapterAfter(readingNumbering('darby'), { book: 66, chapter: 22 })).toBeUndefined();
  });

  it('is nextChapter in the chapter table, for every chapter', () => {
    const table = readingNumbering();
    for (let book = 1; book <= 66; book++) {
      for (let chapter = 1; chapter <= table.chapterCount(book); chapter++) expect(chapterAfter(table, { book, chapter })).toEqual(nextChapter({ book, chapter }));
    }
  });
});
