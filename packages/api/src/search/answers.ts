/**
 * The answers of searches, kept: one cache for GET /api/rechercher
 * (routes/search.ts) and the search pages (packages/pages' search-page.ts), so that a
 * search asked by a page and then by the app, or by many readers of one
 * shared link, runs once, and a page can never run more searches than the
 * API would.
 *
 * The text cannot change while the server runs, so an answer never goes
 * stale: the most recently used answers (SEARCH_CACHE_ENTRIES) are kept as
 * ready-to-write bytes with their entity tag, under a key that ignores case,
 * accents and the order of the words ("Éternel berger" and "berger eternel"
 * share one entry). Searches the cache does not hold run on the search
 * threads (search/pool.ts) when the server has them, else on the event loop
 * (inProcessSearch). A failed search is not kept.
 */
import { DEFAULT_TRANSLATION, parseSearchQuery, scopeBook, type api, type ExactMode, type RouteInput, type Scope, type SearchQuery } from '@parole/bible';
import { encode, strongEtag, TEXT_CACHE_CONTROL, type Encoded } from '../http.js';
import { promiseLru } from '../memo.js';
import type { SearchEngine } from './engine.js';
import type { SearchRunner } from './pool.js';

/**
 * Searches on the event loop, with `engine` (one translation's), or the
 * engine of each translation: the tests' app, and a server configured
 * without search threads (SEARCH_WORKERS=0).
 * @example inProcessSearch(createSearchEngine(createSearchStore(db)))
 * @example inProcessSearch((translation) => engines.get(translation))
 */
export function inProcessSearch(engine: SearchEngine | ((translation: string) => SearchEngine | undefined)): SearchRunner {
  const engineOf = typeof engine === 'function' ? engine : (translation: string) => (translation === engine.translation ? engine : undefined);
  return {
    async answer(query, exact, scope, translation = DEFAULT_TRANSLATION) {
      const start = performance.now();
      const found = engineOf(translation);
      if (!found) throw new Error(`No search engine for the translation ${translation}`);
      const json = JSON.stringify(await found.search(query, exact, scope));
      return { body: new TextEncoder().encode(json), etag: strongEtag(json), ms: performance.now() - start };
    },
  };
}

/** The input of a search, as the contract's validation gives it. */
export type SearchInput = RouteInput<typeof api.search>;

/** A search to run: its parsed query, its translation, and a key equal for requests that have the same answer. */
export interface SearchParams {
  query: SearchQuery;
  exact: ExactMode;
  scope: Scope;
  /** The translation searched (already checked against the server's); the default when absent. */
  translation?: string;
  key: string;
}

/**
 * The search of a validated request (api.search), in the default
 * translation without `translation`. The key ignores case, accents and the
 * order of the words; it names the translation but the default's.
 * @example toSearch({ word: 'Dieu amour', scope: '62', exact: 'nex' }).key // 'nex 62 amour|dieu'
 * @example toSearch({ word: 'berger', scope: 'atnt', exact: 'exa', translation: 'darby' }).key // 'darby exa atnt berger'
 */
export function toSearch({ word, scope, exact, translation = DEFAULT_TRANSLATION }: SearchInput): SearchParams {
  const query = parseSearchQuery(word);
  // Part texts are folded words (letters, digits, apostrophes) and spaces: '|' cannot occur in them.
  const words = `${exact} ${scopeBook(scope) ?? scope} ${query.parts.map((p) => p.text).sort().join('|')}`;
  return { query, exact, scope, translation, key: translation === DEFAULT_TRANSLATION ? words : `${translation} ${words}` };
}

const ENCODING = { cacheControl: TEXT_CACHE_CONTROL };

/**
 * A kept answer, and what is made from it once, when first asked for. One
 * object per kept answer, for as long as it is kept: a search page keeps
 * what it draws from it by this object (packages/pages' search-page.ts, a
 * WeakMap), and so no longer than the answer.
 */
export interface KeptAnswer {
  identity: Encoded;
  /** Made on the first request that accepts it. */
  gzip?: Promise<Encoded>;
  /** The same with the Server-Timing of a kept answer, made once: a hit then writes prepared headers. */
  hit?: { identity: Encoded; gzip?: Promise<Encoded> };
  /** Time the engine and serialization took, in milliseconds. */
  ms: number;
}

export interface SearchAnswers {
  /** The search of a validated input; the searches of recent inputs are kept parsed. */
  params(input: SearchInput): SearchParams;
  /** The answer of a search: kept, in flight, or started now (`hit` when it was kept or in flight). */
  lookup(params: SearchParams): { entry: Promise<KeptAnswer>; hit: boolean };
}

export interface SearchAnswersOptions {
  /** Answers kept in memory, most recently used first; 0 keeps none. */
  cacheEntries: number;
}

/**
 * The kept answers of `runner`'s searches.
 * @example const answers = searchAnswers(inProcessSearch(engine), { cacheEntries: 500 });
 */
export function searchAnswers(runner: SearchRunner, { cacheEntries }: SearchAnswersOptions): SearchAnswers {
  const compute = async ({ query, exact, scope, translation }: SearchParams): Promise<KeptAnswer> => {
    const { body, etag, ms } = await runner.answer(query, exact, scope, translation);
    return { identity: encode(body, etag, false, ENCODING), ms };
  };

  // The least recently used searches are forgotten first; a failed one is not kept.
  const cache = promiseLru<string, KeptAnswer>(cacheEntries);

  // The parsed searches of the most recent requests, by their input as validated: a kept answer
  // is then found without folding and parsing its words again.
  const recent = new Map<string, SearchParams>();
  const recentMax = Math.max(cacheEntries, 1);
  // And by the input object itself: the route's validation hands the same one for the same URL
  // (routes/search.ts), found without building the key.
  const byInput = new WeakMap<SearchInput, SearchParams>();

  return {
    params(input) {
      let params = byInput.get(input);
      if (params) return params;
      const raw = `${input.translation ?? ''} ${input.exact} ${input.scope} ${input.word}`;
      params = recent.get(raw);
      if (!params) {
        params = toSearch(input);
        recent.set(raw, params);
        if (recent.size > recentMax) recent.delete(recent.keys().next().value as string);
      }
      byInput.set(input, params);
      return params;
    },
    lookup(params) {
      let hit = true;
      const entry = cache.get(params.key, () => {
        hit = false;
        return compute(params);
      });
      return { entry, hit };
    },
  };
}
