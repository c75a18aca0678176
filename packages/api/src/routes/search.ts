/**
 * GET /api/rechercher/{word}/{filter}/{exact}: full-text search (spec,
 * sections 2, 3, 5, 7 and 9). Matching is @parole/bible's search language;
 * the engine (search/engine.ts) finds the verses; this file validates the
 * input and keeps recent answers.
 *
 * The text cannot change while the server runs, so an answer never goes
 * stale: the most recently used answers (SEARCH_CACHE_ENTRIES) are kept as
 * ready-to-write bytes with their entity tag, under a key that ignores case,
 * accents and the order of the words ("Éternel berger" and "berger eternel"
 * share one entry).
 */
import { constants } from 'node:zlib';
import { Hono } from 'hono';
import { urlValidator } from '../middleware/url-validator.js';
import {
  BOOK_COUNT,
  isReferenceInput,
  normalizeSpaces,
  parseSearchQuery,
  searchInputError,
  type ExactMode,
  type SearchQuery,
} from '@parole/bible';
import { acceptsGzip, encode, gzipEncode, requestHeader, sendEncoded, strongEtag, type Encoded } from '../http.js';
import { MESSAGES, SEARCH_MAX_LENGTH } from '../messages.js';
import type { SearchEngine, SearchScope } from '../search/engine.js';

/** As for chapters: the answer changes only with a new source (docs/decisions/api.md). */
export const SEARCH_CACHE_CONTROL = 'public, max-age=3600';
const ENCODING = { cacheControl: SEARCH_CACHE_CONTROL };

/** A valid search request. */
export interface SearchParams {
  query: SearchQuery;
  exact: ExactMode;
  scope: SearchScope;
  /** Equal for requests that have the same answer. */
  key: string;
}

/** A book number written the canonical way: 1-66, no sign, no leading zero. */
const BOOK_NUMBER = /^[1-9]\d?$/;

/**
 * Validates the three path parameters (already percent-decoded). Returns the
 * search to run, or the French message of the first problem: the word (a
 * reference, too long, too short), then the filter, then the mode.
 * @example parseSearchParams(' Dieu  amour ', '62', 'nex') // { query: …, exact: 'nex', scope: 62, key: 'nex 62 amour|dieu' }
 * @example parseSearchParams('..Jean 3', 'atnt', 'nex') // { error: 'n/a avec une référence!' }
 */
export function parseSearchParams(word: string, filter: string, exact: string): SearchParams | { error: string } {
  const text = normalizeSpaces(word);
  if (isReferenceInput(text)) return { error: MESSAGES.searchReference };
  if (text.length > SEARCH_MAX_LENGTH && [...text].length > SEARCH_MAX_LENGTH) return { error: MESSAGES.searchTooLong };
  if (searchInputError(text) !== null) return { error: MESSAGES.searchMinLength };
  let scope: SearchScope;
  if (filter === 'atnt' || filter === 'at' || filter === 'nt') scope = filter;
  else if (BOOK_NUMBER.test(filter) && Number(filter) <= BOOK_COUNT) scope = Number(filter);
  else return { error: MESSAGES.searchFilter };
  if (exact !== 'exa' && exact !== 'nex') return { error: MESSAGES.searchExact };
  const query = parseSearchQuery(text);
  // Part texts are folded words (letters, digits, apostrophes) and spaces: '|' cannot occur in them.
  const key = `${exact} ${scope} ${query.parts.map((p) => p.text).sort().join('|')}`;
  return { query, exact, scope, key };
}

interface Representation {
  identity: Encoded;
  /** Made on the first request that accepts it. */
  gzip?: Promise<Encoded>;
  /** Time the engine and serialization took, in milliseconds. */
  ms: number;
}

export interface SearchRouteOptions {
  /** Answers kept in memory, most recently used first; 0 keeps none. */
  cacheEntries: number;
}

/**
 * The search sub-app, mounted at /api/rechercher.
 * @example app.route('/api/rechercher', searchRoutes(engine, { cacheEntries: 500 }));
 */
export function searchRoutes(engine: SearchEngine, { cacheEntries }: SearchRouteOptions): Hono {
  const compute = async ({ query, exact, scope }: SearchParams): Promise<Representation> => {
    const start = performance.now();
    const json = JSON.stringify(await engine.search(query, exact, scope));
    const identity = encode(new TextEncoder().encode(json), strongEtag(json), false, ENCODING);
    return { identity, ms: performance.now() - start };
  };

  // A Map iterates in insertion order: re-inserting on use keeps the least
  // recently used entry first, the one to evict.
  const cache = new Map<string, Promise<Representation>>();
  const lookup = (params: SearchParams): { entry: Promise<Representation>; hit: boolean } => {
    if (cacheEntries === 0) return { entry: compute(params), hit: false };
    let entry = cache.get(params.key);
    const hit = entry !== undefined;
    if (entry) {
      cache.delete(params.key);
    } else {
      entry = compute(params);
      // A failed search is not kept: the next request tries again.
      entry.catch(() => {
        if (cache.get(params.key) === entry) cache.delete(params.key);
      });
      if (cache.size >= cacheEntries) cache.delete(cache.keys().next().value!);
    }
    cache.set(params.key, entry);
    return { entry, hit };
  };

  const app = new Hono();
  app.get(
    '/:word/:filter/:exact',
    urlValidator('param', (p, c) => {
      const params = parseSearchParams(p.word, p.filter, p.exact);
      if ('error' in params) return c.json({ message: params.error }, 400);
      return params;
    }),
    async (c) => {
      const { entry, hit } = lookup(c.req.valid('param'));
      const answer = await entry;
      const { identity } = answer;
      const encoded = acceptsGzip(requestHeader(c, 'accept-encoding'))
        ? await (answer.gzip ??= gzipEncode(identity.body, constants.Z_DEFAULT_COMPRESSION).then((z) => encode(z, identity.etag, true, ENCODING)))
        : identity;
      // The work the answer cost (none for a kept one), for browsers' developer tools and the benchmark.
      return sendEncoded(c, encoded, { 'Server-Timing': hit ? 'cache;desc="hit"' : `search;dur=${answer.ms.toFixed(2)}` });
    },
  );
  return app;
}
