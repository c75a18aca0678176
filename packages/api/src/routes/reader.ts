/**
 * GET /api/lire/{id}/{chap} and GET /api/print/{id}/{chap}: a chapter, its
 * book's chapter list and its headings (spec, section 7). Both paths answer
 * the same document.
 *
 * The text cannot change while the server runs (a new source means a new
 * database and a restart), so each chapter's response is built once: JSON,
 * its gzip form and their entity tags, kept in memory. A request is then a
 * validation, a map lookup and a write (docs/performance.md).
 */
import { Hono } from 'hono';
import { api, chapterId, CONTRACT_MESSAGES } from '@parole/bible';
import { validate } from '../middleware/validate.js';
import type { ChapterStore } from '../db/reader.js';
import { represent, sendRepresentation, TEXT_CACHE_CONTROL, type Representation } from '../http.js';
import { promiseMemo } from '../memo.js';

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
  for (const endpoint of [api.chapter, api.printChapter]) {
    app.get(endpoint.path, validate(endpoint), async (c) => {
      const { book, chapter } = c.req.valid('param');
      const answer = await cached(chapterId(book, chapter), () => build(book, chapter));
      if (!answer) return c.json({ message: CONTRACT_MESSAGES.chapterNotFound }, 404);
      return sendRepresentation(c, answer);
    });
  }
  return app;
}
