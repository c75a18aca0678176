/**
 * A numbering read from its data text alone (the format of mapping.ts),
 * for a numbering that is not a translation's: the KJV's of the cross
 * references (kjv.ts, issue 43). The translations' own are read by
 * versification.ts and keys.ts.
 */
import { placeOfVerse, verseId } from '../ids.js';
import { bookMap, chapterCount, parseNumbering, verseNumbers, type BookMap, type Numbering } from './mapping.js';
import type { TranslationVerse } from './versification.js';

/**
 * A numbering's chapters and verses, and its map to the product's keys.
 * The text is parsed on first use, each book's table on first use of that book.
 */
export interface NumberingReader {
  /** Chapters of a book (0 outside the canon). */
  chapterCount(book: number): number;
  /** The verse numbers of a chapter, in order (empty for a chapter it does not have). */
  verseNumbers(book: number, chapter: number): readonly number[];
  /** The product keys a verse maps to, one or several consecutive ones (empty: no such verse). */
  toProduct(book: number, chapter: number, verse: number): number[];
  /** The verses that map to a product key (empty: none does, or the key is not the product's). */
  fromProduct(productKey: number): TranslationVerse[];
}

const chapterOfKey = (key: number) => Math.floor(key / 1000);
const verseOfKey = (key: number) => key % 1000;

/**
 * The reader of a numbering's data text.
 * @example numberingReader('map 1 32:1 31:55').toProduct(1, 32, 1) // [1031055]
 */
export function numberingReader(text: string): NumberingReader {
  let numbering: Numbering | undefined;
  const parsed = () => (numbering ??= parseNumbering(text));
  const books = new Map<number, BookMap>();
  const map = (book: number) => {
    if (!Number.isInteger(book) || book < 1 || book > 66) return undefined;
    let found = books.get(book);
    if (!found) {
      found = bookMap(parsed(), book);
      books.set(book, found);
    }
    return found;
  };
  return {
    chapterCount: (book) => (map(book) ? chapterCount(parsed(), book) : 0),
    verseNumbers: (book, chapter) => (map(book) ? verseNumbers(parsed(), book, chapter) : []),
    toProduct(book, chapter, verse) {
      const found = map(book);
      const i = found ? found.indexOf(chapter, verse) : -1;
      if (!found || i < 0) return [];
      const ids: number[] = [];
      for (let p = found.first[i]; p <= found.last[i]; p++) ids.push(verseId(book, chapterOfKey(found.product[p]), verseOfKey(found.product[p])));
      return ids;
    },
    fromProduct(productKey) {
      const { book, chapter, verse } = placeOfVerse(productKey);
      const found = map(book);
      const p = found ? found.productIndexOf(chapter, verse) : -1;
      if (!found || p < 0 || found.fromFirst[p] < 0) return [];
      const verses: TranslationVerse[] = [];
      for (let i = found.fromFirst[p]; i <= found.fromLast[p]; i++) {
        verses.push({ book, chapter: chapterOfKey(found.verses[i]), verse: verseOfKey(found.verses[i]) });
      }
      return verses;
    },
  };
}
