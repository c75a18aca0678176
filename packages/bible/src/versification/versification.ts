/**
 * Each translation in its own numbering, mapped to the product's verse keys
 * (Louis Segond 1910's verses in the chapter table's numbering, verse-counts.ts;
 * ids of ids.ts). Pure: the maps are data (data/, written by
 * `npm run versification`), read per book on first use.
 *
 * A verse of a translation maps to one or more consecutive product keys
 * (Darby's Marc 9:50 is the product's 9:50-51); a product key is covered by
 * zero (absent: Darby has no Matthieu 23:14), one, or more translation
 * verses (where two translations cut the same words at another place). See
 * docs/decisions/translations.md.
 */
import type { ReadingPlace } from '../canon.js';
import { chapterId, placeOfVerse, verseId } from '../ids.js';
import { NUMBERING_DATA } from './data/index.js';
import { bookMap, chapterCount, parseNumbering, verseNumbers, type BookMap, type Numbering } from './mapping.js';

/** A translation with a numbering: `lsg`, `darby`, `martin`. */
export type TranslationId = keyof typeof NUMBERING_DATA;

/** Every translation with a numbering, the default (`lsg`) first. */
export const TRANSLATION_IDS = Object.freeze(Object.keys(NUMBERING_DATA)) as readonly TranslationId[];

/**
 * @example isTranslationId('darby') // true
 * @example isTranslationId('kjv') // false
 */
export function isTranslationId(value: unknown): value is TranslationId {
  return typeof value === 'string' && Object.hasOwn(NUMBERING_DATA, value);
}

/** A verse in a translation's own numbering. */
export interface TranslationVerse {
  book: number;
  chapter: number;
  verse: number;
}

/**
 * A translation's numbering as its data text (the format of mapping.ts):
 * what `npm run versification` wrote, for its tests and for tools.
 * @example numberingData('lsg').includes('map 29 3:1-21 4:1-21') // true
 */
export function numberingData(translation: TranslationId): string {
  return NUMBERING_DATA[translation];
}

const numberings = new Map<TranslationId, Numbering>();
const books = new Map<string, BookMap>();

function numberingOf(translation: TranslationId): Numbering {
  let numbering = numberings.get(translation);
  if (!numbering) {
    numbering = parseNumbering(NUMBERING_DATA[translation]);
    numberings.set(translation, numbering);
  }
  return numbering;
}

/** A book's map, or undefined for a book outside the canon. */
function mapOf(translation: TranslationId, book: number): BookMap | undefined {
  if (!Number.isInteger(book) || book < 1 || book > 66) return undefined;
  const key = `${translation} ${book}`;
  let map = books.get(key);
  if (!map) {
    map = bookMap(numberingOf(translation), book);
    books.set(key, map);
  }
  return map;
}

const chapterOfKey = (key: number) => Math.floor(key / 1000);
const verseOfKey = (key: number) => key % 1000;

/**
 * Chapters of a book in a translation's numbering (0 outside the canon).
 * @example chapterCountIn('lsg', 29) // 3: Joël in Louis Segond 1910 (4 in the product's table and in Darby)
 */
export function chapterCountIn(translation: TranslationId, book: number): number {
  return mapOf(translation, book) ? chapterCount(numberingOf(translation), book) : 0;
}

/**
 * The verse numbers of a chapter in a translation's numbering, in order
 * (empty for a chapter it does not have).
 * @example verseNumbersIn('darby', 1, 31).length // 54: Darby's Genèse 31 ends at Laban's departure
 * @example verseNumbersIn('darby', 40, 23).includes(14) // false: Darby has no Matthieu 23:14
 */
export function verseNumbersIn(translation: TranslationId, book: number, chapter: number): readonly number[] {
  return mapOf(translation, book) ? verseNumbers(numberingOf(translation), book, chapter) : [];
}

/**
 * The product verse keys (ids, ids.ts) a translation's verse maps
 * to: one, or several consecutive ones; empty when the translation has no
 * such verse.
 * @example toProduct('darby', 1, 32, 1) // [1031055]: Darby's Genèse 32:1 is Segond's 31:55
 * @example toProduct('darby', 41, 9, 50) // [41009050, 41009051]: one verse for Segond's two
 * @example toProduct('lsg', 29, 3, 1) // [29004001]: Segond 1910's Joël 3:1 is the table's 4:1
 */
export function toProduct(translation: TranslationId, book: number, chapter: number, verse: number): number[] {
  const map = mapOf(translation, book);
  const i = map ? map.indexOf(chapter, verse) : -1;
  if (!map || i < 0) return [];
  const ids: number[] = [];
  for (let p = map.first[i]; p <= map.last[i]; p++) ids.push(verseId(book, chapterOfKey(map.product[p]), verseOfKey(map.product[p])));
  return ids;
}

/**
 * The verses of a translation that map to a product verse key: one, or
 * several where the translation cuts the words elsewhere; empty when the
 * translation does not have it (or the key is not the product's).
 * @example fromProduct('darby', 1031055) // [{ book: 1, chapter: 32, verse: 1 }]
 * @example fromProduct('darby', 40023014) // []: Darby has no Matthieu 23:14
 * @example fromProduct('darby', 18034036) // Job 34:36 and 34:37 in Darby
 */
export function fromProduct(translation: TranslationId, productKey: number): TranslationVerse[] {
  const { book, chapter, verse } = placeOfVerse(productKey);
  const map = mapOf(translation, book);
  const p = map ? map.productIndexOf(chapter, verse) : -1;
  if (!map || p < 0 || map.fromFirst[p] < 0) return [];
  const verses: TranslationVerse[] = [];
  for (let i = map.fromFirst[p]; i <= map.fromLast[p]; i++) {
    verses.push({ book, chapter: chapterOfKey(map.verses[i]), verse: verseOfKey(map.verses[i]) });
  }
  return verses;
}

/** The chapter most of `keys` are in (the first of equals), or undefined for none. */
function mostCommonChapter(keys: Iterable<number>): number | undefined {
  const counts = new Map<number, number>();
  let best: number | undefined;
  for (const key of keys) {
    const c = chapterOfKey(key);
    const n = (counts.get(c) ?? 0) + 1;
    counts.set(c, n);
    if (best === undefined || n > counts.get(best)! || (n === counts.get(best)! && c < best)) best = c;
  }
  return best;
}

/**
 * The product chapter (the table's numbering) that holds most of a
 * translation's chapter: where a link to the whole chapter leads.
 * @example chapterToProduct('darby', 1, 32) // 32: only its verse 1 is the product's 31:55
 * @example chapterToProduct('lsg', 29, 3) // 4 (Joël)
 */
export function chapterToProduct(translation: TranslationId, book: number, chapter: number): number | undefined {
  const map = mapOf(translation, book);
  if (!map) return undefined;
  const keys: number[] = [];
  for (let i = 0; i < map.verses.length; i++) if (chapterOfKey(map.verses[i]) === chapter) keys.push(map.product[map.first[i]]);
  return mostCommonChapter(keys);
}

/**
 * The translation's chapter that holds most of a product chapter.
 * @example chapterFromProduct('lsg', 39, 3) // 3: Malachie 3:1-18 (3:19-24 are Segond 1910's chapter 4)
 * @example chapterFromProduct('martin', 29, 3) // 2: Joël 3:1-5 of the table are Martin's 2:28-32
 */
export function chapterFromProduct(translation: TranslationId, book: number, chapter: number): number | undefined {
  const map = mapOf(translation, book);
  if (!map) return undefined;
  const keys: number[] = [];
  for (let p = 0; p < map.product.length; p++) {
    if (chapterOfKey(map.product[p]) === chapter && map.fromFirst[p] >= 0) keys.push(map.verses[map.fromFirst[p]]);
  }
  return mostCommonChapter(keys);
}

/**
 * The same place in another translation: switching translation keeps the
 * reader's place. Each selected verse goes to the verses of `to` that cover
 * its product keys (where `to` has none of them, to its nearest verse
 * before, or after at a book's start); the place is the chapter of the first
 * of them, with those of them in that chapter selected. A chapter without a
 * selection goes to the chapter of `to` holding most of it. Undefined when
 * `from` has no such chapter or verse.
 * @example convertPlace('lsg', 'darby', { book: 1, chapter: 31, verses: [55] }) // { book: 1, chapter: 32, verses: [1] }
 * @example convertPlace('darby', 'lsg', { book: 41, chapter: 9, verses: [50] }) // { book: 41, chapter: 9, verses: [50, 51] }
 * @example convertPlace('lsg', 'darby', { book: 40, chapter: 23, verses: [14] }) // { book: 40, chapter: 23, verses: [13] }
 * @example convertPlace('darby', 'lsg', { book: 1, chapter: 32 }) // { book: 1, chapter: 32 }
 */
export function convertPlace(from: TranslationId, to: TranslationId, place: ReadingPlace): ReadingPlace | undefined {
  const source = mapOf(from, place.book);
  const target = mapOf(to, place.book);
  if (!source || !target) return undefined;
  if (!place.verses || place.verses.length === 0) {
    const productChapter = chapterToProduct(from, place.book, place.chapter);
    const chapter = productChapter === undefined ? undefined : chapterFromProduct(to, place.book, productChapter);
    return chapter === undefined ? undefined : { book: place.book, chapter };
  }
  const found: number[] = [];
  for (const verse of place.verses) {
    const i = source.indexOf(place.chapter, verse);
    if (i < 0) return undefined;
    let covered = false;
    for (let p = source.first[i]; p <= source.last[i]; p++) {
      for (let k = target.fromFirst[p]; k >= 0 && k <= target.fromLast[p]; k++) {
        found.push(target.verses[k]);
        covered = true;
      }
    }
    if (covered) continue;
    let q = source.first[i];
    while (q >= 0 && target.fromFirst[q] < 0) q--;
    if (q < 0) for (q = source.first[i]; q < target.product.length && target.fromFirst[q] < 0; q++);
    if (q < target.product.length) found.push(target.verses[target.fromLast[q] >= 0 && q < source.first[i] ? target.fromLast[q] : target.fromFirst[q]]);
  }
  if (found.length === 0) return undefined;
  const chapter = chapterOfKey(found[0]);
  const verses = [...new Set(found.filter((key) => chapterOfKey(key) === chapter).map(verseOfKey))].sort((a, b) => a - b);
  return { book: place.book, chapter, verses };
}

/**
 * The product's chapter ids (ids.ts) a translation's chapter has
 * verses in, in order: what a chapter of the translation needs from data
 * keyed by product keys.
 * @example productChaptersOf('darby', 1, 32) // [1031, 1032]
 */
export function productChaptersOf(translation: TranslationId, book: number, chapter: number): number[] {
  const map = mapOf(translation, book);
  if (!map) return [];
  const chapters = new Set<number>();
  for (let i = 0; i < map.verses.length; i++) {
    if (chapterOfKey(map.verses[i]) !== chapter) continue;
    for (let p = map.first[i]; p <= map.last[i]; p++) chapters.add(chapterId(book, chapterOfKey(map.product[p])));
  }
  return [...chapters];
}
