/**
 * GET /api/rechercher/{word}/{filter}/{exact}: full-text search (spec,
 * sections 2, 3, 5, 7 and 9). Matching is @parole/bible's search language;
 * the engine (search/engine.ts) finds the verses; this file validates the
 * input and keeps recent answers. The searches the cache does not hold run
 * on the search threads (search/pool.ts) when the server has them: a 503
 * with Retry-After when too many wait, a 500 when a thread dies.
 *
 * The text cannot change while the server runs, so an answer never goes
 * stale: the most recently used answers (SEARCH_CACHE_ENTRIES) are kept as
 * ready-to-write bytes with their entity tag, under a key that ignores case,
 * accents and the order of the words ("Éternel berger" and "berger eternel"
 * share one entry).
 */
import { constants } from 'node:zlib';
import { Hono } from 'hono';
import { api, parseSearchQuery, scopeBook, type ExactMode, type RouteInput, type Scope, type SearchQuery } from '@parole/bible';
import { acceptsGzip, encode, gzipEncode, requestHeader, sendEncoded, strongEtag, TEXT_CACHE_CONTROL, type Encoded } from '../http.js';
import { validate } from '../middleware/validate.js';
import type { SearchEngine } from '../search/engine.js';
import { SearchBusyError, SearchThreadError, type SearchRunner } from '../search/pool.js';
import { promiseLru } from '../memo.js';
import { MESSAGES } from '../messages.js';

/** Seconds a client is asked to wait when every search thread is busy and the queue full. */
export const SEARCH_RETRY_AFTER_SECONDS = 1;

/**
 * Searches on the event loop, with `engine`: the tests' app, and a server
 * configured without search threads (SEARCH_WORKERS=0).
 */
export function inProcessSearch(engine: SearchEngine): SearchRunner {
  return {
    async answer(query, exact, scope) {
      const start = performance.now();
      const json = JSON.stringify(await engine.search(query, exact, scope));
      return { body: new TextEncoder().encode(json), etag: strongEtag(json), ms: performance.now() - start };
    },
  };
}

const ENCODING = { cacheControl: TEXT_CACHE_CONTROL };

/** The Server-Timing of an answer found in the cache. */
const HIT_TIMING = { 'Server-Timing': 'cache;desc="hit"' };

/** `encoded` with `extra` in its 200 headers. */
const withHeaders = (encoded: Encoded, extra: Readonly<Record<string, string>>): Encoded => ({ ...encoded, headers: { ...encoded.headers, ...extra } });

/** A search to run: its parsed query, and a key equal for requests that have the same answer. */
export interface SearchParams {
  query: SearchQuery;
  exact: ExactMode;
  scope: Scope;
  key: string;
}

/**
 * The search of a validated request (api.search). The key ignores case,
 * accents and the order of the words.
 * @example toSearch({ word: 'Dieu amour', scope: '62', exact: 'nex' }).key // 'nex 62 amour|dieu'
 */
export function toSearch({ word, scope, exact }: RouteInput<typeof api.search>): SearchParams {
  const query = parseSearchQuery(word);
  // Part texts are folded words (letters, digits, apostrophes) and spaces: '|' cannot occur in them.
  const key = `${exact} ${scopeBook(scope) ?? scope} ${query.parts.map((p) => p.text).sort().join('|')}`;
  return { query, exact, scope, key };
}

interface Representation {
  identity: Encoded;
  /** Made on the first request that accepts it. */
  gzip?: Promise<Encoded>;
  /** The same with the Server-Timing of a kept answer, made once: a hit then writes prepared headers. */
  hit?: { identity: Encoded; gzip?: Promise<Encoded> };
  /** Time the engine and serialization took, in milliseconds. */
  ms: number;
}

export interface SearchRouteOptions {
  /** Answers kept in memory, most recently used first; 0 keeps none. */
  cacheEntries: number;
}

/**
 * The search route, mounted at '/'.
 * @example app.route('/', searchRoutes(inProcessSearch(engine), { cacheEntries: 500 }));
 */
export function searchRoutes(runner: SearchRunner, { cacheEntries }: SearchRouteOptions): Hono {
  const compute = async ({ query, exact, scope }: SearchParams): Promise<Representation> => {
    const { body, etag, ms } = await runner.answer(query, exact, scope);
    return { identity: encode(body, etag, false, ENCODING), ms };
  };

  // The least recently used searches are forgotten first; a failed one is not kept.
  const cache = promiseLru<string, Representation>(cacheEntries);
  const lookup = (params: SearchParams): { entry: Promise<Representation>; hit: boolean } => {
    const hit = cache.has(params.key);
    return { entry: cache.get(params.key, () => compute(params)), hit };
  };

  // The parsed searches of the most recent requests, by their input as validated: a kept answer
  // is then found without folding and parsing its words again.
  const recent = new Map<string, SearchParams>();
  const recentMax = Math.max(cacheEntries, 1);
  const parsed = (input: RouteInput<typeof api.search>): SearchParams => {
    const raw = `${input.exact} ${input.scope} ${input.word}`;
    let params = recent.get(raw);
    if (!params) {
      params = toSearch(input);
      recent.set(raw, params);
      if (recent.size > recentMax) recent.delete(recent.keys().next().value as string);
    }
    return params;
  };

  const app = new Hono();
  app.get(
    api.search.path,
    validate(api.search),
    async (c) => {
      const { entry, hit } = lookup(parsed(c.req.valid('param')));
      let answer: Representation;
      try {
        answer = await entry;
      } catch (err) {
        if (err instanceof SearchBusyError) {
          c.header('Retry-After', String(SEARCH_RETRY_AFTER_SECONDS));
          c.header('Cache-Control', 'no-store');
          return c.json({ message: MESSAGES.searchBusy }, 503);
        }
        if (err instanceof SearchThreadError) {
          console.error(`Search: ${err.message}`);
          c.header('Cache-Control', 'no-store');
          return c.json({ message: MESSAGES.searchFailed }, 500);
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
