/**
 * GET /api/tagcloud/{livre}: the tag cloud of a scope (spec, sections 2, 3,
 * 7 and 9). `livre` is atnt, at, nt or a book number 1-66; GET /api/tagcloud
 * answers the default scope, nt.
 *
 * The words are computed when the database is built (import/tags.ts); this
 * route only reads them. As for chapters, the answer cannot change while the
 * server runs, so each scope's response (69 at most, a few kB each) is built
 * once and kept in memory with its gzip form and entity tags.
 */
import { Hono, type Context } from 'hono';
import { DEFAULT_WORD_CLOUD_SCOPE, parseWordCloudScope, type Scope } from '@parole/bible';
import type { WordCloudStore } from '../db/wordcloud.js';
import { represent, sendRepresentation, type Representation } from '../http.js';
import { promiseMemo } from '../memo.js';
import { MESSAGES } from '../messages.js';

/** As for chapters: the words change only with a new source. */
export const WORD_CLOUD_CACHE_CONTROL = 'public, max-age=3600';

/**
 * The tag cloud sub-app, mounted at /api/tagcloud.
 * @example app.route('/api/tagcloud', wordCloudRoutes(store));
 */
export function wordCloudRoutes(store: WordCloudStore): Hono {
  // Keys are validated scopes: at most 69 entries.
  const cached = promiseMemo<Scope, Representation>();
  const build = async (scope: Scope) =>
    represent(await store.getWordCloud(scope), { cacheControl: WORD_CLOUD_CACHE_CONTROL });
  const answer = async (c: Context, scope: Scope) => sendRepresentation(c, await cached(scope, () => build(scope)));

  const app = new Hono();
  app.get('/', (c) => answer(c, DEFAULT_WORD_CLOUD_SCOPE));
  app.get('/:livre', (c) => {
    const scope = parseWordCloudScope(c.req.param('livre'));
    if (!scope) return c.json({ message: MESSAGES.wordCloudScope }, 400);
    return answer(c, scope);
  });
  return app;
}
