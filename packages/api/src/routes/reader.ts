/**
 * GET /api/lire/{id}/{chap} and GET /api/print/{id}/{chap}: a chapter, its
 * book's chapter list and its headings (spec, section 7). Both paths answer
 * the same document.
 *
 * The text cannot change while the server runs (a new source means a new
 * database and a restart), so each chapter's response is built once: JSON,
 * its gzip form and their entity tags, kept in memory. A request is then a
 * validation, a map lookup and a write (docs/performance.md).
 *
 * GET /api/hors-ligne (an addition) sums those answers over the whole canon:
 * the size "Lire hors ligne" shows before it downloads every chapter
 * (docs/decisions/offline.md). It is measured on the answers themselves,
 * once, on first request.
 */
import { Hono } from 'hono';
import { api, BOOKS, CHAPTER_COUNT, chapterId, REFUSALS, type OfflineBibleResponse } from '@parole/bible';
import { validated } from '../middleware/validate.js';
import type { ChapterStore } from '../db/reader.js';
import { refuse, represent, sendRepresentation, TEXT_CACHE_CONTROL, type Representation } from '../http.js';
import { once, promiseMemo, whenSettled } from '../memo.js';

/** Chapters built at once for GET /api/hors-ligne: libuv's default threads (4), each gzipping one. */
const OFFLINE_BUILDS = 4;

/**
 * The reader's routes, a chapter to read or to print (both paths of the table
 * answer the same document), mounted at '/'.
 * @example app.route('/', readerRoutes(store));
 */
export function readerRoutes(store: ChapterStore): Hono {
  // At most one entry per chapter of the canon (1,189; about 14 MB with the
  // gzip forms): parameters are checked against the canon before the cache.
  const cached = promiseMemo<number, Representation | null>();
  const build = async (book: number, chapter: number) => {
    const found = await store.getChapter(book, chapter);
    return found && represent(found, { cacheControl: TEXT_CACHE_CONTROL });
  };

  const app = new Hono();

  // The first ask builds every chapter's answer (and keeps it, as reading would):
  // OFFLINE_BUILDS at a time, so that their gzip (libuv's threads) uses every
  // core instead of one chapter after the other (about 2 s alone, half with 2 cores).
  const offline = once(async () => {
    const chapters = BOOKS.flatMap((book) => Array.from({ length: book.chapters }, (_, i) => [book.id, i + 1] as const));
    const answers: Array<Representation | null> = new Array(chapters.length).fill(null);
    let next = 0;
    const worker = async () => {
      while (next < chapters.length) {
        const at = next++;
        const [book, chapter] = chapters[at]!;
        answers[at] = await cached(chapterId(book, chapter), () => build(book, chapter));
      }
    };
    await Promise.all(Array.from({ length: OFFLINE_BUILDS }, worker));
    const size: OfflineBibleResponse = { chapitres: 0, octets: 0, octetsCompresses: 0 };
    for (const answer of answers) {
      if (!answer) continue; // a chapter missing from the text is not downloaded either
      size.chapitres++;
      size.octets += answer.identity.body.byteLength;
      size.octetsCompresses += answer.gzip.body.byteLength;
    }
    return represent(size, { cacheControl: TEXT_CACHE_CONTROL });
  });
  app.get(api.offlineBible.path, async (c) => sendRepresentation(c, await offline()));

  for (const endpoint of [api.chapter, api.printChapter]) {
    app.get(
      endpoint.path,
      validated(
        endpoint,
        (c, { book, chapter }) =>
          // A chapter already built is answered at once (memo.ts).
          whenSettled(cached(chapterId(book, chapter), () => build(book, chapter)), (answer) =>
            answer ? sendRepresentation(c, answer) : refuse(c, REFUSALS.chapterNotFound),
          ),
        // The verdict of each chapter's path (middleware/validate.ts).
        { keep: CHAPTER_COUNT },
      ),
    );
  }
  return app;
}
