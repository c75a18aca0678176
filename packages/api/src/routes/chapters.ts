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
import { promisify } from 'node:util';
import { gzip as gzipCallback, constants } from 'node:zlib';
import { Hono } from 'hono';
import { validator } from 'hono/validator';
import { isValidChapter } from '@parole/bible';
import type { ChapterStore } from '../db/chapters.js';
import { acceptsGzip, ifNoneMatch, strongEtag } from '../http.js';
import { MESSAGES } from '../messages.js';

const gzip = promisify(gzipCallback);

/**
 * The text changes only with a new source, and then at most an hour of
 * caches serve the old chapter; after that a revalidation costs a 304.
 */
export const CHAPTER_CACHE_CONTROL = 'public, max-age=3600';

/** One encoding of a chapter's response, ready to write. */
interface Encoded {
  body: Uint8Array<ArrayBuffer>;
  /** Strong, so it differs between encodings (RFC 9110, 8.8.3). */
  etag: string;
}

interface Representation {
  identity: Encoded;
  gzip: Encoded;
}

/** A positive integer written the canonical way: no sign, no leading zero, no decimals. */
const NUMBER = /^[1-9]\d{0,2}$/;

async function represent(chapter: object): Promise<Representation> {
  const json = JSON.stringify(chapter);
  const etag = strongEtag(json);
  return {
    identity: { body: new TextEncoder().encode(json), etag },
    gzip: {
      body: new Uint8Array(await gzip(json, { level: constants.Z_BEST_COMPRESSION })),
      etag: `${etag.slice(0, -1)}-gzip"`,
    },
  };
}

/**
 * The chapter sub-app, mounted at /api/lire and /api/print.
 * @example app.route('/api/lire', chapterRoutes(store));
 */
export function chapterRoutes(store: ChapterStore): Hono {
  // At most one entry per chapter of the canon (1,189; about 14 MB with the
  // gzip forms): parameters are checked against the canon before the cache.
  const cache = new Map<number, Promise<Representation | null>>();
  const lookup = (livre: number, chapitre: number): Promise<Representation | null> => {
    const key = livre * 1000 + chapitre;
    let entry = cache.get(key);
    if (!entry) {
      entry = store.getChapter(livre, chapitre).then((chapter) => chapter && represent(chapter));
      cache.set(key, entry);
      entry.catch(() => cache.delete(key)); // a failed read is retried by the next request
    }
    return entry;
  };

  const app = new Hono();
  app.get(
    '/:id/:chap',
    validator('param', (p, c) => {
      const livre = NUMBER.test(p.id) ? Number(p.id) : NaN;
      const chapitre = NUMBER.test(p.chap) ? Number(p.chap) : NaN;
      if (!isValidChapter(livre, chapitre)) return c.json({ message: MESSAGES.chapterNotFound }, 404);
      return { livre, chapitre };
    }),
    async (c) => {
      const { livre, chapitre } = c.req.valid('param');
      const chapter = await lookup(livre, chapitre);
      if (!chapter) return c.json({ message: MESSAGES.chapterNotFound }, 404);
      const gzipped = acceptsGzip(c.req.header('Accept-Encoding'));
      const { body, etag } = gzipped ? chapter.gzip : chapter.identity;
      c.header('ETag', etag);
      c.header('Cache-Control', CHAPTER_CACHE_CONTROL);
      c.header('Vary', 'Accept-Encoding');
      if (ifNoneMatch(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
      c.header('Content-Type', 'application/json; charset=UTF-8');
      if (gzipped) c.header('Content-Encoding', 'gzip');
      return c.body(body);
    },
  );
  return app;
}
