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
import { promisify } from 'node:util';
import { gzip as gzipCallback, constants } from 'node:zlib';
import { Hono, type Context } from 'hono';
import { DEFAULT_TAG_CLOUD_SCOPE, parseTagCloudScope, type TagCloudScope } from '@parole/bible';
import type { TagStore } from '../db/tags.js';
import { acceptsGzip, ifNoneMatch, strongEtag } from '../http.js';
import { MESSAGES } from '../messages.js';

const gzip = promisify(gzipCallback);

/** As for chapters: the words change only with a new source. */
export const TAG_CLOUD_CACHE_CONTROL = 'public, max-age=3600';

interface Encoded {
  body: Uint8Array<ArrayBuffer>;
  etag: string;
}

interface Representation {
  identity: Encoded;
  gzip: Encoded;
}

async function represent(cloud: object): Promise<Representation> {
  const json = JSON.stringify(cloud);
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
 * The tag cloud sub-app, mounted at /api/tagcloud.
 * @example app.route('/api/tagcloud', tagCloudRoutes(store));
 */
export function tagCloudRoutes(store: TagStore): Hono {
  // Keys are validated scopes: at most 69 entries.
  const cache = new Map<TagCloudScope, Promise<Representation>>();
  const lookup = (scope: TagCloudScope): Promise<Representation> => {
    let entry = cache.get(scope);
    if (!entry) {
      entry = store.getTagCloud(scope).then(represent);
      cache.set(scope, entry);
      entry.catch(() => cache.delete(scope)); // a failed read is retried by the next request
    }
    return entry;
  };

  const answer = async (c: Context, scope: TagCloudScope) => {
    const cloud = await lookup(scope);
    const gzipped = acceptsGzip(c.req.header('Accept-Encoding'));
    const { body, etag } = gzipped ? cloud.gzip : cloud.identity;
    c.header('ETag', etag);
    c.header('Cache-Control', TAG_CLOUD_CACHE_CONTROL);
    c.header('Vary', 'Accept-Encoding');
    if (ifNoneMatch(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
    c.header('Content-Type', 'application/json; charset=UTF-8');
    if (gzipped) c.header('Content-Encoding', 'gzip');
    return c.body(body);
  };

  const app = new Hono();
  app.get('/', (c) => answer(c, DEFAULT_TAG_CLOUD_SCOPE));
  app.get('/:livre', (c) => {
    const scope = parseTagCloudScope(c.req.param('livre'));
    if (!scope) return c.json({ message: MESSAGES.tagCloudScope }, 400);
    return answer(c, scope);
  });
  return app;
}
