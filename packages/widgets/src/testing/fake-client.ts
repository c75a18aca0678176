/**
 * A BibleApi that answers from recorded fixtures, in memory, for tests. It
 * behaves like the real client where widgets can tell: answers arrive
 * asynchronously, an aborted call rejects as canceled, an unknown chapter
 * rejects with the server's recorded 404.
 */
import {
  isValidPlanDate,
  parseWordCloudScope,
  searchInputError,
  type ExactMode,
  type InfoResponse,
  type ChapterResponse,
  type PlanResponse,
  type Scope,
  type SearchResponse,
  type WordCloudResponse,
  type ThemeListResponse,
  type ThemeVersesResponse,
} from '@parole/bible';
import type { BibleApi, RequestOptions } from '../api/client.js';
import { ApiRequestError } from '../api/errors.js';
import { messages } from '../messages.js';
import { fixtures, planKey, searchKey } from './fixtures.js';

export interface FakeClientOptions {
  chapters?: Record<string, ChapterResponse>;
  info?: InfoResponse;
  /** Replaces the answer to lire(); return a promise that never settles to stay loading. */
  lire?: (book: number, chapter: number, options?: RequestOptions) => Promise<ChapterResponse>;
  /** Recorded searches, by searchKey(word, filter, exact); the recorded fixtures by default. */
  searches?: Record<string, SearchResponse>;
  /** Replaces the answer to rechercher(). */
  rechercher?: (word: string, filter: Scope, exact: ExactMode, options?: RequestOptions) => Promise<SearchResponse>;
  /** Recorded plan days, by planKey(mois, jour, annee); the recorded fixtures by default. */
  plans?: Record<string, PlanResponse>;
  /** Recorded tag clouds, by scope; the recorded fixtures by default. */
  tagClouds?: Record<string, WordCloudResponse>;
  /** Replaces the answer to tagcloud(). */
  tagcloud?: (book: Scope, options?: RequestOptions) => Promise<WordCloudResponse>;
  /** Replaces the answer to themes(). */
  themes?: (options?: RequestOptions) => Promise<ThemeListResponse>;
  /** Replaces the answer to theme(); the recorded themes (fixtures.themeVerses) by default. */
  theme?: (id: number, options?: RequestOptions) => Promise<ThemeVersesResponse>;
  /** Replaces the answer to bible1an(). */
  bible1an?: (month: number, day: number, year: number | undefined, options?: RequestOptions) => Promise<PlanResponse>;
}

export interface FakeClient extends BibleApi {
  /** Every call, as `lire 43/3`, `rechercher eternel berger|atnt|nex`, `info`… */
  calls: string[];
}

function abortable<T>(answer: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return answer;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new ApiRequestError(messages.api.canceled, { status: 0, kind: 'canceled' }));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    answer.then(resolve, reject);
  });
}

export function fakeClient(options: FakeClientOptions = {}): FakeClient {
  const chapters = options.chapters ?? fixtures.chapters;
  const calls: string[] = [];
  const answerChapter = (book: number, chapter: number, o?: RequestOptions) => {
    if (options.lire) return options.lire(book, chapter, o);
    const found = chapters[`${book}/${chapter}`];
    return abortable(
      found
        ? Promise.resolve(structuredClone(found))
        : Promise.reject(new ApiRequestError(fixtures.notFound.body.message, { status: fixtures.notFound.status, kind: 'http' })),
      o?.signal,
    );
  };
  return {
    calls,
    lire(book, chapter, o) {
      calls.push(`lire ${book}/${chapter}`);
      return answerChapter(book, chapter, o);
    },
    print(book, chapter, o) {
      calls.push(`print ${book}/${chapter}`);
      return answerChapter(book, chapter, o);
    },
    rechercher(word, filter, exact, o) {
      calls.push(`rechercher ${searchKey(word, filter, exact)}`);
      if (options.rechercher) return options.rechercher(word, filter, exact, o);
      const found = (options.searches ?? fixtures.searches)[searchKey(word, filter, exact)];
      const refused = fixtures.searchRefused;
      return abortable(
        found
          ? Promise.resolve(structuredClone(found))
          : searchInputError(word)
            ? Promise.reject(new ApiRequestError(refused.body.message, { status: refused.status, kind: 'http' }))
            : Promise.reject(
                new ApiRequestError(`fakeClient: no recorded search for ${searchKey(word, filter, exact)} (stories/fixtures/record.ts)`, {
                  status: 0,
                  kind: 'network',
                }),
              ),
        o?.signal,
      );
    },
    tagcloud(book, o) {
      calls.push(`tagcloud ${book}`);
      if (options.tagcloud) return options.tagcloud(book, o);
      const found = (options.tagClouds ?? fixtures.tagClouds)[book];
      const refused = fixtures.tagCloudRefused;
      return abortable(
        found
          ? Promise.resolve(structuredClone(found))
          : parseWordCloudScope(book) === null
            ? Promise.reject(new ApiRequestError(refused.body.message, { status: refused.status, kind: 'http' }))
            : Promise.reject(
                new ApiRequestError(`fakeClient: no recorded tag cloud for ${book} (stories/fixtures/record.ts)`, { status: 0, kind: 'network' }),
              ),
        o?.signal,
      );
    },
    bible1an(month, day, year, o) {
      calls.push(`bible1an ${month}/${day}${year === undefined ? '' : `?annee=${year}`}`);
      if (options.bible1an) return options.bible1an(month, day, year, o);
      const found = year === undefined ? undefined : (options.plans ?? fixtures.plans)[planKey(month, day, year)];
      const refused = fixtures.planRefused;
      return abortable(
        found
          ? Promise.resolve(structuredClone(found))
          : !isValidPlanDate(month, day, year ?? new Date().getFullYear())
            ? Promise.reject(new ApiRequestError(refused.body.message, { status: refused.status, kind: 'http' }))
            : Promise.reject(
                new ApiRequestError(`fakeClient: no recorded plan day for ${month}/${day}/${year} (stories/fixtures/record.ts)`, {
                  status: 0,
                  kind: 'network',
                }),
              ),
        o?.signal,
      );
    },
    themes(o) {
      calls.push('themes');
      if (options.themes) return options.themes(o);
      return abortable(Promise.resolve(structuredClone(fixtures.themes)), o?.signal);
    },
    theme(id, o) {
      calls.push(`theme ${id}`);
      if (options.theme) return options.theme(id, o);
      const found = fixtures.themeVerses[id];
      const missing = fixtures.themeNotFound;
      // A theme of the list that was not recorded is the fake's gap, not the server's 404.
      const known = fixtures.themes.themes.some((t) => t.id === id);
      return abortable(
        found
          ? Promise.resolve(structuredClone(found))
          : known
            ? Promise.reject(new ApiRequestError(`fakeClient: no recorded theme ${id} (stories/fixtures/record.ts)`, { status: 0, kind: 'network' }))
            : Promise.reject(new ApiRequestError(missing.body.message, { status: missing.status, kind: 'http' })),
        o?.signal,
      );
    },
    info(o) {
      calls.push('info');
      return abortable(Promise.resolve(options.info ?? fixtures.info), o?.signal);
    },
    csrfCookie(o) {
      calls.push('csrfCookie');
      return abortable(Promise.resolve(), o?.signal);
    },
  };
}
