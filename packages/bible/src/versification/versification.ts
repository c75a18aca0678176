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
 * docs/decisions/translations.md. The verses' keys, each way, and places
 * converted between translations are keys.ts's.
 */
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

/**
 * A book's map, or undefined for a book outside the canon: read on first use
 * and kept. For keys.ts, whose functions (a translation's verses and the
 * product's keys) a bundle that only counts chapters leaves out.
 */
export function mapOf(translation: TranslationId, book: number): BookMap | undefined {
  if (!Number.isInteger(book) || book < 1 || book > 66) return undefined;
  const key = `${translation} ${book}`;
  let map = books.get(key);
  if (!map) {
    map = bookMap(numberingOf(translation), book);
    books.set(key, map);
  }
  return map;
}

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
 * Whether this module's functions can read every translation's numbering
 * now: always, here. The script-tag embed's and the tagger's builds put a
 * stand-in in this module's place (the widgets' tagger/numbering.ts), whose
 * numberings come from a chunk, and which says false until it has come
 * (issue 48, docs/decisions/translations.md, "Embeds and the tagger").
 * @example numberingsLoaded() // true
 */
export function numberingsLoaded(): boolean {
  return true;
}
