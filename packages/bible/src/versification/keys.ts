/**
 * A translation's verses and the product's verse keys (ids, ids.ts), each
 * way, and places converted between translations (docs/decisions/translations.md).
 * A module apart from versification.ts, which counts a translation's chapters
 * and verses: the site's first load counts them (its addresses), and only the
 * reading page converts (issue 41, the picker), so a bundle leaves these out
 * where they are not called.
 */
import type { ReadingPlace } from '../canon.js';
import { chapterId, placeOfVerse, verseId } from '../ids.js';
import { mapOf, type TranslationId, type TranslationVerse } from './versification.js';

const chapterOfKey = (key: number) => Math.floor(key / 1000);
const verseOfKey = (key: number) => key % 1000;

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
