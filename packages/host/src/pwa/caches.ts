/**
 * Names and paths shared by the service worker (src/sw.ts) and the pages
 * that read or fill its caches (the "Lire hors ligne" section), so that both
 * sides always agree (docs/decisions/offline.md).
 */

/** Prefix of every cache of the site: what the service worker may delete when it changes them. */
export const CACHE_PREFIX = 'parole-';

/** The runtime caches: answers of pages visited online, kept for offline reading. */
export const RUNTIME_CACHES = {
  chapters: `${CACHE_PREFIX}chapitres`,
  plan: `${CACHE_PREFIX}bible1an`,
  themes: `${CACHE_PREFIX}themes`,
  themeImages: `${CACHE_PREFIX}images-themes`,
  info: `${CACHE_PREFIX}info`,
} as const;

/**
 * The whole Bible downloaded by "Lire hors ligne": one entry per chapter,
 * keyed by the chapter's API address (`api.chapter`: /api/lire/43/3), never expired; only
 * the reader's "Supprimer" empties it.
 */
export const OFFLINE_BIBLE_CACHE = `${CACHE_PREFIX}bible-hors-ligne`;

/**
 * The chapters' audio kept by "Lire hors ligne" (a chapter, a plan day):
 * each chapter's MP3 and its verse timings, keyed by their paths
 * (`media.chapterAudio`, `media.chapterTimings`), never expired; only the
 * reader's "Retirer" removes them. The worker answers the player from it,
 * byte ranges included.
 */
export const OFFLINE_AUDIO_CACHE = `${CACHE_PREFIX}audio-hors-ligne`;

/**
 * Request header of the download's own requests: the service worker lets
 * them through to the network untouched, so a downloaded chapter is stored
 * once (in OFFLINE_BIBLE_CACHE), not a second time in the visited chapters.
 */
export const DOWNLOAD_HEADER = 'X-Parole-Hors-Ligne';
