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
  const build = async (livre: number, chapitre: number) => {
    const chapter = await store.getChapter(livre, chapitre);
    return chapter && represent(chapter, { cacheControl: CHAPTER_CACHE_CONTROL });
  };
  const lookup = (livre: number, chapitre: number) => cached(livre * 1000 + chapitre, () => build(livre, chapitre));

  const app = new Hono();
  app.get(
    '/:id/:chap',
    urlValidator('param', (p, c) => {
      const livre = NUMBER.test(p.id) ? Number(p.id) : NaN;
      const chapitre = NUMBER.test(p.chap) ? Number(p.chap) : NaN;
      if (!isValidChapter(livre, chapitre)) return c.json({ message: MESSAGES.chapterNotFound }, 404);
      return { livre, chapitre };
    }),
    async (c) => {
      const { livre, chapitre } = c.req.valid('param');
      const chapter = await lookup(livre, chapitre);
      if (!chapter) return c.json({ message: MESSAGES.chapterNotFound }, 404);
      return sendRepresentation(c, chapter);
    },
  );
  return app;
}
