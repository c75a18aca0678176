/**
 * GET /api/rechercher/{word}/{filter}/{exact}: full-text search (spec,
 * sections 2, 3, 5, 7 and 9). Matching is @parole/bible's search language;
 * the engine (search/engine.ts) finds the verses; this file validates the
 * input and sends the answer. Answers are kept by search/answers.ts, shared
 * with the search pages; the searches it does not hold run on the search
 * threads (search/pool.ts) when the server has them: a 503 with Retry-After
 * when too many wait, a 500 when a thread dies.
 */
import { constants } from 'node:zlib';
import { Hono } from 'hono';
import { api, REFUSALS } from '@parole/bible';
import { acceptsGzip, encode, gzipEncode, refuse, requestHeader, sendEncoded, TEXT_CACHE_CONTROL, type Encoded } from '../http.js';
import { validate } from '../middleware/validate.js';
import type { KeptAnswer, SearchAnswers } from '../search/answers.js';
import { SearchBusyError, SearchThreadError } from '../search/pool.js';

/** Seconds a client is asked to wait when every search thread is busy and the queue full. */
export const SEARCH_RETRY_AFTER_SECONDS = 1;

const ENCODING = { cacheControl: TEXT_CACHE_CONTROL };

/** The Server-Timing of an answer found in the cache. */
const HIT_TIMING = { 'Server-Timing': 'cache;desc="hit"' };

/** `encoded` with `extra` in its 200 headers. */
const withHeaders = (encoded: Encoded, extra: Readonly<Record<string, string>>): Encoded => ({ ...encoded, headers: { ...encoded.headers, ...extra } });

/**
 * The search route, mounted at '/'.
 * @example app.route('/', searchRoutes(searchAnswers(inProcessSearch(engine), { cacheEntries: 500 })));
 */
export function searchRoutes(answers: SearchAnswers): Hono {
  const app = new Hono();
  app.get(
    api.search.path,
    validate(api.search),
    async (c) => {
      const { entry, hit } = answers.lookup(answers.params(c.req.valid('param')));
      let answer: KeptAnswer;
      try {
        answer = await entry;
      } catch (err) {
        if (err instanceof SearchBusyError) {
          return refuse(c, REFUSALS.searchBusy, { 'Retry-After': String(SEARCH_RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' });
        }
        if (err instanceof SearchThreadError) {
          console.error(`Search: ${err.message}`);
          return refuse(c, REFUSALS.searchFailed, { 'Cache-Control': 'no-store' });
        }
        throw err;
      }
      const { identity } = answer;
      const gzipped = acceptsGzip(requestHeader(c, 'accept-encoding'));
      const gzip = () =>
        (answer.gzip ??= gzipEncode(identity.body, constants.Z_DEFAULT_COMPRESSION).then((z) => encode(z, identity.etag, true, ENCODING)));
      // The work the answer cost (none for a kept one), for browsers' developer tools and the benchmark.
      if (!hit) return sendEncoded(c, gzipped ? await gzip() : identity, { 'Server-Timing': `search;dur=${answer.ms.toFixed(2)}` });
      const kept = (answer.hit ??= { identity: withHeaders(identity, HIT_TIMING) });
      return sendEncoded(c, gzipped ? await (kept.gzip ??= gzip().then((z) => withHeaders(z, HIT_TIMING))) : kept.identity);
    },
  );
  return app;
}
