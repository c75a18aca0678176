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
import { urlValidator } from '../middleware/url-validator.js';
import { isValidChapter } from '@parole/bible';
import type { ChapterStore } from '../db/chapters.js';
import { represent, sendRepresentation, type Representation } from '../http.js';
import { promiseMemo } from '../memo.js';
import { MESSAGES } from '../messages.js';

/**
 * The text changes only with a new source, and then at most an hour of
 * caches serve the old chapter; after that a revalidation costs a 304.
 */
export const CHAPTER_CACHE_CONTROL = 'public, max-age=3600';

/** A positive integer written the canonical way: no sign, no leading zero, no decimals. */
const NUMBER = /^[1-9]\d{0,2}$/;

/**
 * The chapter sub-app, mounted at /api/lire and /api/print.
 * @example app.route('/api/lire', chapterRoutes(store));
 */
export function chapterRoutes(store: ChapterStore): Hono {
  // At most one entry per chapter of the canon (1,189; about 14 MB with the
  // gzip forms): parameters are checked against the canon before the cache.
  const cached = promiseMemo<number, Representation | null>();
  const build = async (book: number, chapter: number) => {
    const found = await store.getChapter(book, chapter);
    return found && represent(found, { cacheControl: CHAPTER_CACHE_CONTROL });
  };
  const lookup = (book: number, chapter: number) => cached(book * 1000 + chapter, () => build(book, chapter));

  const app = new Hono();
  app.get(
    '/:id/:chap',
    urlValidator('param', (p, c) => {
      const book = NUMBER.test(p.id) ? Number(p.id) : NaN;
      const chapter = NUMBER.test(p.chap) ? Number(p.chap) : NaN;
      if (!isValidChapter(book, chapter)) return c.json({ message: MESSAGES.chapterNotFound }, 404);
      return { book, chapter };
    }),
    async (c) => {
      const { book, chapter } = c.req.valid('param');
      const answer = await lookup(book, chapter);
      if (!answer) return c.json({ message: MESSAGES.chapterNotFound }, 404);
      return sendRepresentation(c, answer);
    },
  );
  return app;
}
