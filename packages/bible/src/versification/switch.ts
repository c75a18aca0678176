/**
 * Switching the translation read keeps the reader's place (issue 41): the
 * same chapter and selected verses in the other translation's numbering.
 *
 * Places here are in each translation's *reading* numbering (reading.ts),
 * the one its addresses use: Louis Segond 1910 (`lsg`) and any translation
 * without numbering data in the chapter table (the product's keys: Joël in
 * 4 chapters), Darby and Martin in their own. `convertPlace` works on the
 * numbering data, where `lsg` is the printed Segond 1910 (Joël in 3); so a
 * place in the table goes through Segond 1910's own numbering first, and
 * back to the table at the end (docs/decisions/translations.md, "Reading a
 * translation at the edges").
 */
import type { ReadingPlace } from '../canon.js';
import { chapterOfVerse, verseId, verseOfId } from '../ids.js';
import { readInProductNumbering } from './reading.js';
import { chapterFromProduct, chapterToProduct, convertPlace, fromProduct, toProduct } from './keys.js';
import type { TranslationId } from './versification.js';

/** A place in another translation, and what that translation lacks of it. */
export interface SwitchedPlace {
  place: ReadingPlace;
  /**
   * The selected verses (in the numbering switched from) that the other
   * translation does not have at all: the place selects the nearest verse
   * before instead (Segond's Matthieu 23:14 is Darby's 23:13).
   */
  absent: readonly number[];
}

/** The data a translation read in `numbering` is converted through: Segond 1910's for one read in the chapter table. */
const dataOf = (translation: string): TranslationId => (readInProductNumbering(translation) ? 'lsg' : (translation as TranslationId));

const sorted = (numbers: Iterable<number>) => [...new Set(numbers)].sort((a, b) => a - b);

/** A place of the chapter table in Segond 1910's own numbering (Joël 4:1 → 3:1). */
function tableToSegond({ book, chapter, verses }: ReadingPlace): ReadingPlace | undefined {
  if (!verses || verses.length === 0) {
    const own = chapterFromProduct('lsg', book, chapter);
    return own === undefined ? undefined : { book, chapter: own };
  }
  const found = verses.flatMap((verse) => fromProduct('lsg', verseId(book, chapter, verse)));
  if (found.length === 0) return undefined;
  const own = found[0]!.chapter;
  return { book, chapter: own, verses: sorted(found.filter((v) => v.chapter === own).map((v) => v.verse)) };
}

/** A place of Segond 1910's own numbering in the chapter table (Joël 3:1 → 4:1). */
function segondToTable({ book, chapter, verses }: ReadingPlace): ReadingPlace | undefined {
  if (!verses || verses.length === 0) {
    const table = chapterToProduct('lsg', book, chapter);
    return table === undefined ? undefined : { book, chapter: table };
  }
  const keys = verses.flatMap((verse) => toProduct('lsg', book, chapter, verse));
  if (keys.length === 0) return undefined;
  const table = chapterOfVerse(keys[0]!);
  return { book, chapter: table % 1000, verses: sorted(keys.filter((key) => chapterOfVerse(key) === chapterOfVerse(keys[0]!)).map(verseOfId)) };
}

/** The product keys of a verse of `translation`, in its reading numbering. */
const keysOf = (translation: string, book: number, chapter: number, verse: number): number[] =>
  readInProductNumbering(translation) ? [verseId(book, chapter, verse)] : toProduct(translation as TranslationId, book, chapter, verse);

/** Whether `translation` has a verse holding words of the product key (the chapter table has them all). */
const covers = (translation: string, key: number): boolean => readInProductNumbering(translation) || fromProduct(translation as TranslationId, key).length > 0;

/**
 * The same place in translation `to`, each place in its translation's
 * reading numbering: the selected verses go to the verses of `to` that hold
 * their words (convertPlace), a verse `to` does not have to its nearest one
 * before (and listed in `absent`); a chapter without a selection to the
 * chapter of `to` that holds most of it. Undefined when `from` has no such
 * chapter or verse.
 * @example switchTranslation('lsg', 'darby', { book: 1, chapter: 31, verses: [55] }) // { place: { book: 1, chapter: 32, verses: [1] }, absent: [] }
 * @example switchTranslation('lsg', 'darby', { book: 40, chapter: 23, verses: [14] }) // { place: { book: 40, chapter: 23, verses: [13] }, absent: [14] }
 * @example switchTranslation('martin', 'lsg', { book: 29, chapter: 3, verses: [1] }) // { place: { book: 29, chapter: 4, verses: [1] }, absent: [] }: Joël's chapters
 */
export function switchTranslation(from: string, to: string, place: ReadingPlace): SwitchedPlace | undefined {
  const source = dataOf(from);
  const target = dataOf(to);
  const own = readInProductNumbering(from) ? tableToSegond(place) : place;
  if (!own) return undefined;
  const converted = source === target ? own : convertPlace(source, target, own);
  if (!converted) return undefined;
  const switched = readInProductNumbering(to) ? segondToTable(converted) : converted;
  if (!switched) return undefined;
  const absent = (place.verses ?? []).filter((verse) => {
    const keys = keysOf(from, place.book, place.chapter, verse);
    return keys.length > 0 && !keys.some((key) => covers(to, key));
  });
  return { place: switched, absent };
}
