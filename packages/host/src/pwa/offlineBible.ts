/**
 * "Lire hors ligne": every chapter's API answer stored in the cache the
 * service worker reads when the network is away (OFFLINE_BIBLE_CACHE,
 * sw/sw.ts), and removed again (docs/decisions/offline.md).
 *
 * The page fills the cache itself (the Cache API is the window's as much as
 * the worker's): each chapter is asked as the reader asks it, a few at a
 * time, so the server answers from its prepared chapters, and the progress
 * is the number of chapters stored. What is stored stays when the download
 * stops (cancelled, or the network lost): taking it up again asks only the
 * chapters still missing.
 */
import { api, BOOKS, formatPath, type ChapterRef } from '@parole/bible';
import type { BibleApi } from '@parole/widgets';
import { DOWNLOAD_HEADER, OFFLINE_BIBLE_CACHE } from './caches.js';

/** Every chapter, in canonical order. */
const CHAPTERS: readonly ChapterRef[] = BOOKS.flatMap((book) => Array.from({ length: book.chapters }, (_, i) => ({ book: book.id, chapter: i + 1 })));

/** Every chapter's API address (`api.chapter`), in canonical order: the keys of the cache. */
export const BIBLE_CHAPTERS: readonly string[] = CHAPTERS.map((ref) => formatPath(api.chapter, ref));

/** Requests in flight at once: enough to fill the connection, few enough to leave the server to others. */
const PARALLEL = 6;

/** True when this browser can keep the Bible: the Cache API and service workers. */
export function offlineSupported(): boolean {
  return typeof caches !== 'undefined' && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

/** The paths of the chapters stored so far. */
async function storedPaths(): Promise<Set<string>> {
  if (!(await caches.has(OFFLINE_BIBLE_CACHE))) return new Set();
  const cache = await caches.open(OFFLINE_BIBLE_CACHE);
  return new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
}

/** How many chapters are stored on this device. */
export async function storedChapters(): Promise<number> {
  const stored = await storedPaths();
  return BIBLE_CHAPTERS.filter((path) => stored.has(path)).length;
}

/**
 * Stores every chapter not stored yet, asked through the site's client,
 * calling `onProgress` with the count stored after each one. Rejects when a
 * chapter cannot be had (offline, a server error) or `signal` aborts; what
 * was stored stays.
 * @example await downloadBible({ client, signal: controller.signal, onProgress: (n) => setDone(n) });
 */
export async function downloadBible({
  client,
  signal,
  onProgress,
}: {
  client: BibleApi;
  signal: AbortSignal;
  onProgress: (stored: number) => void;
}): Promise<void> {
  // Asked for, the browser keeps the site's storage under pressure rather than evicting it (it may say no).
  navigator.storage?.persist?.().catch(() => undefined);
  const cache = await caches.open(OFFLINE_BIBLE_CACHE);
  const stored = await storedPaths();
  const missing = CHAPTERS.map((ref, i) => ({ ref, path: BIBLE_CHAPTERS[i] })).filter(({ path }) => !stored.has(path));
  let count = BIBLE_CHAPTERS.length - missing.length;
  onProgress(count);
  // One failure stops every request still running, as a cancel does.
  const stop = new AbortController();
  const onAbort = () => stop.abort(signal.reason);
  signal.addEventListener('abort', onAbort, { once: true });
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      stop.signal.throwIfAborted();
      const { ref, path } = missing[next++];
      // The whole answer, to keep as it came; out of the HTTP cache (no-store: kept once, here,
      // not a second time there).
      const response = await client.response('chapter', ref, { headers: { [DOWNLOAD_HEADER]: '1' }, signal: stop.signal, credentials: 'omit', cache: 'no-store' });
      await cache.put(path, response);
      stop.signal.throwIfAborted();
      onProgress(++count);
    }
  };
  try {
    await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        worker().catch((error: unknown) => {
          stop.abort(error);
          throw error;
        }),
      ),
    );
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}

/** Removes the downloaded Bible (the chapters read online stay in their own cache). */
export async function removeBible(): Promise<void> {
  await caches.delete(OFFLINE_BIBLE_CACHE);
}
