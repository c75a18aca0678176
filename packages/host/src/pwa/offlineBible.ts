/**
 * "Lire hors ligne": every chapter's API answer stored in the cache the
 * service worker reads when the network is away (offlineBibleCache,
 * sw/sw.ts), and removed again (docs/decisions/offline.md).
 *
 * The page fills the cache itself (the Cache API is the window's as much as
 * the worker's): each chapter is asked as the reader asks it, a few at a
 * time, so the server answers from its prepared chapters, and the progress
 * is the number of chapters stored. What is stored stays when the download
 * stops (cancelled, or the network lost): taking it up again asks only the
 * chapters still missing.
 *
 * Each translation (issue 41) is downloaded, counted and removed on its
 * own, its chapters in its own numbering (Martin's Malachie 4), asked with
 * its `traduction`, kept in a cache of its own.
 */
import { api, BOOKS, formatPath, readingNumbering, type ChapterRef } from '@parole/bible';
import { isApiRequestError, type BibleApi } from '@parole/widgets';
import { DOWNLOAD_HEADER, offlineBibleCache } from './caches.js';

/** A translation's chapters, in canonical order, with their API address (`api.chapter`, without its query): the keys of its cache. */
interface OfflineChapter {
  ref: ChapterRef;
  path: string;
}

const chaptersOf = new Map<string, readonly OfflineChapter[]>();

/**
 * Every chapter of a translation's numbering (the default's when absent),
 * in canonical order: 1,189 in each of the three shipped.
 * @example bibleChapters('martin').find((c) => c.path === '/api/lire/39/4') // Martin's Malachie 4
 */
export function bibleChapters(translation?: string): readonly OfflineChapter[] {
  const key = translation ?? '';
  let chapters = chaptersOf.get(key);
  if (!chapters) {
    const numbering = readingNumbering(translation);
    chapters = BOOKS.flatMap((book) =>
      Array.from({ length: numbering.chapterCount(book.id) }, (_, i) => {
        const ref = { book: book.id, chapter: i + 1 };
        return { ref, path: formatPath(api.chapter, ref) };
      }),
    );
    chaptersOf.set(key, chapters);
  }
  return chapters;
}

/** Requests in flight at once: enough to fill the connection, few enough to leave the server to others. */
const PARALLEL = 6;

/** True when this browser can keep the Bible: the Cache API and service workers. */
export function offlineSupported(): boolean {
  return typeof caches !== 'undefined' && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

/** The paths of a translation's chapters stored so far. */
async function storedPaths(translation: string | undefined): Promise<Set<string>> {
  const name = offlineBibleCache(translation);
  if (!(await caches.has(name))) return new Set();
  const cache = await caches.open(name);
  return new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
}

/** How many of a translation's chapters (the default's when absent) are stored on this device. */
export async function storedChapters(translation?: string): Promise<number> {
  const stored = await storedPaths(translation);
  return bibleChapters(translation).filter(({ path }) => stored.has(path)).length;
}

/** A chapter the server does not have in this translation (an operator's translation of some books only): not downloaded. */
const notInTranslation = (error: unknown) => isApiRequestError(error) && error.kind === 'http' && error.status === 404;

/**
 * Stores every chapter of `translation` (the default's when absent) not
 * stored yet, asked through the site's client, calling `onProgress` with the
 * count stored after each one. Rejects when a chapter cannot be had
 * (offline, a server error) or `signal` aborts; what was stored stays.
 * @example await downloadBible({ client, translation: 'darby', signal: controller.signal, onProgress: (n) => setDone(n) });
 */
export async function downloadBible({
  client,
  translation,
  signal,
  onProgress,
  references = false,
}: {
  client: BibleApi;
  translation?: string;
  signal: AbortSignal;
  /** Also each book's cross references without texts (the server has them: GET /api/hors-ligne's `livresReferences`), after the chapters. */
  references?: boolean;
  onProgress: (stored: number) => void;
}): Promise<void> {
  // Asked for, the browser keeps the site's storage under pressure rather than evicting it (it may say no).
  navigator.storage?.persist?.().catch(() => undefined);
  const cache = await caches.open(offlineBibleCache(translation));
  const stored = await storedPaths(translation);
  const chapters = bibleChapters(translation);
  const missing = chapters.filter(({ path }) => !stored.has(path));
  let count = chapters.length - missing.length;
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
      let response: Response;
      try {
        response = await client.response(
          'chapter',
          { ...ref, translation },
          { headers: { [DOWNLOAD_HEADER]: '1' }, signal: stop.signal, credentials: 'omit', cache: 'no-store' },
        );
      } catch (error) {
        if (notInTranslation(error)) continue;
        throw error;
      }
      await cache.put(path, response);
      stop.signal.throwIfAborted();
      onProgress(++count);
    }
  };
  // Then the books' cross references (issue 43): 66 answers, kept beside the chapters, so that the
  // worker composes any verse's « Références » offline (offlineReferences.ts). Not counted in the
  // progress, which counts chapters; a resumed download asks the missing ones again.
  const books = references
    ? BOOKS.map((book) => ({ book: book.id, path: formatPath(api.bookCrossReferences, { book: book.id }) })).filter(({ path }) => !stored.has(path))
    : [];
  let nextBook = 0;
  const bookWorker = async () => {
    while (nextBook < books.length) {
      stop.signal.throwIfAborted();
      const { book, path } = books[nextBook++];
      const response = await client.response(
        'bookCrossReferences',
        { book },
        { headers: { [DOWNLOAD_HEADER]: '1' }, signal: stop.signal, credentials: 'omit', cache: 'no-store' },
      );
      await cache.put(path, response);
    }
  };
  const all = async (run: () => Promise<void>) =>
    Promise.all(
      Array.from({ length: PARALLEL }, () =>
        run().catch((error: unknown) => {
          stop.abort(error);
          throw error;
        }),
      ),
    );
  try {
    await all(worker);
    await all(bookWorker);
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}

/** Removes a translation's downloaded Bible (the default's when absent); the others, and the chapters read online, stay. */
export async function removeBible(translation?: string): Promise<void> {
  await caches.delete(offlineBibleCache(translation));
}
