/**
 * Names and paths shared by the service worker (src/sw.ts) and the pages
 * that read or fill its caches (the "Lire hors ligne" section), so that both
 * sides always agree (docs/decisions/offline.md).
 */
import { DEFAULT_TRANSLATION } from '@parole/bible';

/** Prefix of every cache of the site: what the service worker may delete when it changes them. */
export const CACHE_PREFIX = 'parole-';

/** The runtime caches: answers of pages visited online, kept for offline reading. */
export const RUNTIME_CACHES = {
  chapters: `${CACHE_PREFIX}chapitres`,
  plan: `${CACHE_PREFIX}bible1an`,
  themes: `${CACHE_PREFIX}themes`,
  themeImages: `${CACHE_PREFIX}images-themes`,
  info: `${CACHE_PREFIX}info`,
  /** A verse's cross references (issue 43), as they were read online: docs/decisions/crossrefs.md, "Offline". */
  references: `${CACHE_PREFIX}references`,
} as const;

/**
 * The whole Bible downloaded by "Lire hors ligne": one entry per chapter,
 * keyed by the chapter's API address (`api.chapter`: /api/lire/43/3), never expired; only
 * the reader's "Supprimer" empties it. Louis Segond 1910's; each other
 * translation has its own (offlineBibleCache).
 */
export const OFFLINE_BIBLE_CACHE = `${CACHE_PREFIX}bible-hors-ligne`;

/**
 * The cache of a translation's downloaded Bible (issue 41): Louis Segond
 * 1910's is OFFLINE_BIBLE_CACHE, as it always was (a returning visitor's
 * download still reads); another's is named by its id,
 * `parole-bible-hors-ligne-darby`, keyed alike by the chapter's path
 * (without its query), so that each is kept and removed on its own.
 * @example offlineBibleCache('darby') // 'parole-bible-hors-ligne-darby'
 * @example offlineBibleCache(undefined) // 'parole-bible-hors-ligne'
 */
export function offlineBibleCache(translation: string | undefined): string {
  return translation === undefined || translation === DEFAULT_TRANSLATION ? OFFLINE_BIBLE_CACHE : `${OFFLINE_BIBLE_CACHE}-${translation}`;
}

/** Whether a cache is a downloaded Bible, any translation's: the worker keeps them all. */
export const isOfflineBibleCache = (name: string): boolean => name === OFFLINE_BIBLE_CACHE || name.startsWith(`${OFFLINE_BIBLE_CACHE}-`);

/**
 * The translation a request of the API names (`traduction`, the contract's
 * query parameter), or undefined for the default's.
 * @example translationOf(new URL('https://parole.example/api/lire/1/1?traduction=darby')) // 'darby'
 */
export function translationOf(url: URL): string | undefined {
  const id = url.searchParams.get('traduction');
  return id === null || id === DEFAULT_TRANSLATION ? undefined : id;
}

/**
 * The key of a kept file in OFFLINE_AUDIO_CACHE: its path, and, for
 * another translation than Louis Segond 1910, `?traduction=` with its id
 * (Segond's keys are the bare paths they always were). Any other query is
 * left out, as the worker always matched.
 * @example offlineKey(new URL('https://parole.example/mp3/19/117.mp3?traduction=darby')) // '/mp3/19/117.mp3?traduction=darby'
 */
export function offlineKey(url: URL): string {
  const translation = translationOf(url);
  return translation === undefined ? url.pathname : `${url.pathname}?traduction=${encodeURIComponent(translation)}`;
}

/**
 * The chapters' audio kept by "Lire hors ligne" (a chapter, a plan day):
 * each chapter's MP3 and its verse timings, keyed by their paths
 * (`media.chapterAudio`, `media.chapterTimings`) and, for another
 * translation than Louis Segond 1910, its `traduction` (offlineKey), never
 * expired; only the reader's "Retirer" removes them. The worker answers the
 * player from it, byte ranges included.
 */
export const OFFLINE_AUDIO_CACHE = `${CACHE_PREFIX}audio-hors-ligne`;

/**
 * Request header of the download's own requests: the service worker lets
 * them through to the network untouched, so a downloaded chapter is stored
 * once (in OFFLINE_BIBLE_CACHE), not a second time in the visited chapters.
 */
export const DOWNLOAD_HEADER = 'X-Parole-Hors-Ligne';
