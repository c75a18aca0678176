/**
 * A BibleApi that answers from recorded fixtures, in memory, for tests. It
 * behaves like the real client where widgets can tell: answers arrive
 * asynchronously, an aborted call rejects as canceled, an unknown chapter
 * rejects with the server's recorded 404.
 */
import {
  isValidPlanDate,
  parseTagCloudScope,
  searchInputError,
  type ExactMode,
  type InfoResponse,
  type LireResponse,
  type PlanResponse,
  type SearchFilter,
  type SearchResponse,
  type TagCloudResponse,
  type TagCloudScope,
  type ThemeListResponse,
  type ThemeVersesResponse,
} from '@parole/bible';
import type { BibleApi, RequestOptions } from '../api/client.js';
import { ApiRequestError } from '../api/errors.js';
import { messages } from '../messages.js';
import { fixtures, planKey, searchKey } from './fixtures.js';

export interface FakeClientOptions {
  chapters?: Record<string, LireResponse>;
  info?: InfoResponse;
  /** Replaces the answer to lire(); return a promise that never settles to stay loading. */
  lire?: (livre: number, chapitre: number, options?: RequestOptions) => Promise<LireResponse>;
  /** Recorded searches, by searchKey(word, filter, exact); the recorded fixtures by default. */
  searches?: Record<string, SearchResponse>;
  /** Replaces the answer to rechercher(). */
  rechercher?: (word: string, filter: SearchFilter, exact: ExactMode, options?: RequestOptions) => Promise<SearchResponse>;
  /** Recorded plan days, by planKey(mois, jour, annee); the recorded fixtures by default. */
  plans?: Record<string, PlanResponse>;
  /** Recorded tag clouds, by scope; the recorded fixtures by default. */
  tagClouds?: Record<string, TagCloudResponse>;
  /** Replaces the answer to tagcloud(). */
  tagcloud?: (livre: TagCloudScope, options?: RequestOptions) => Promise<TagCloudResponse>;
  /** Replaces the answer to themes(). */
  themes?: (options?: RequestOptions) => Promise<ThemeListResponse>;
  /** Replaces the answer to theme(); the recorded themes (fixtures.themeVerses) by default. */
  theme?: (id: number, options?: RequestOptions) => Promise<ThemeVersesResponse>;
  /** Replaces the answer to bible1an(). */
  bible1an?: (mois: number, jour: number, annee: number | undefined, options?: RequestOptions) => Promise<PlanResponse>;
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
  const chapter = (livre: number, chapitre: number, o?: RequestOptions) => {
    if (options.lire) return options.lire(livre, chapitre, o);
    const found = chapters[`${livre}/${chapitre}`];
    return abortable(
      found
        ? Promise.resolve(structuredClone(found))
        : Promise.reject(new ApiRequestError(fixtures.notFound.body.message, { status: fixtures.notFound.status, kind: 'http' })),
      o?.signal,
    );
  };
  return {
    calls,
    lire(livre, chapitre, o) {
      calls.push(`lire ${livre}/${chapitre}`);
      return chapter(livre, chapitre, o);
    },
    print(livre, chapitre, o) {
      calls.push(`print ${livre}/${chapitre}`);
      return chapter(livre, chapitre, o);
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
    tagcloud(livre, o) {
      calls.push(`tagcloud ${livre}`);
      if (options.tagcloud) return options.tagcloud(livre, o);
      const found = (options.tagClouds ?? fixtures.tagClouds)[livre];
      const refused = fixtures.tagCloudRefused;
      return abortable(
        found
          ? Promise.resolve(structuredClone(found))
          : parseTagCloudScope(livre) === null
            ? Promise.reject(new ApiRequestError(refused.body.message, { status: refused.status, kind: 'http' }))
            : Promise.reject(
                new ApiRequestError(`fakeClient: no recorded tag cloud for ${livre} (stories/fixtures/record.ts)`, { status: 0, kind: 'network' }),
              ),
        o?.signal,
      );
    },
    bible1an(mois, jour, annee, o) {
      calls.push(`bible1an ${mois}/${jour}${annee === undefined ? '' : `?annee=${annee}`}`);
      if (options.bible1an) return options.bible1an(mois, jour, annee, o);
      const found = annee === undefined ? undefined : (options.plans ?? fixtures.plans)[planKey(mois, jour, annee)];
      const refused = fixtures.planRefused;
      return abortable(
        found
          ? Promise.resolve(structuredClone(found))
          : !isValidPlanDate(mois, jour, annee ?? new Date().getFullYear())
            ? Promise.reject(new ApiRequestError(refused.body.message, { status: refused.status, kind: 'http' }))
            : Promise.reject(
                new ApiRequestError(`fakeClient: no recorded plan day for ${mois}/${jour}/${annee} (stories/fixtures/record.ts)`, {
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
