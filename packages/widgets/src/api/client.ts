/**
 * The typed client of the Parole API (specification, section 7). Every widget
 * reaches the server through one of these, given by <BibleApiProvider>.
 *
 * Adding a call (search, plan, themes, quiz, tag cloud, AI) is one line in
 * `createBibleApi` and one in the `BibleApi` interface: paths are built with
 * `path`, which encodes every parameter, and transport concerns (headers,
 * anti-forgery token, 401, error shape) stay in `createHttp`.
 */
import axios, { type AxiosAdapter, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import type {
  ExactMode,
  InfoResponse,
  ChapterResponse,
  PlanResponse,
  Scope,
  SearchResponse,
  WordCloudResponse,
  ThemeListResponse,
  ThemeVersesResponse,
} from '@parole/bible';
import { toApiRequestError } from './errors.js';

export interface BibleApiOptions {
  /** Origin (and optional prefix) of the API, e.g. `https://parole.example`; '' for same origin. */
  baseURL: string;
  /**
   * Called once for each 401 answer, before the call rejects: the host
   * clears the session and goes to /login (specification, section 4).
   */
  onUnauthorized?: () => void;
  /** Milliseconds before a request gives up. Default 20 000. */
  timeout?: number;
  /**
   * Send cookies to a cross-origin API. Off by default: the read API is
   * public and answers any origin without credentials (`Access-Control-
   * Allow-Origin: *`), which a credentialed request may not use. Same-origin
   * requests carry the site's cookies either way.
   */
  withCredentials?: boolean;
  /**
   * Also send the anti-forgery cookie to a cross-origin API (an API on a
   * sibling subdomain sharing the cookie). Off by default: a page's token
   * must not leak to another origin.
   */
  sendXsrfCrossOrigin?: boolean;
  /** Replaces axios's transport; for tests and unusual environments. */
  adapter?: AxiosAdapter;
}

export interface RequestOptions {
  /** Aborts the request; the call then rejects with an ApiRequestError of kind 'canceled'. */
  signal?: AbortSignal;
}

export interface BibleApi {
  /** GET /api/lire/{id}/{chap}: a chapter's verses, headings and the book's chapter list. */
  lire(book: number, chapter: number, options?: RequestOptions): Promise<ChapterResponse>;
  /** GET /api/print/{id}/{chap}: the same content, for the print layout. */
  print(book: number, chapter: number, options?: RequestOptions): Promise<ChapterResponse>;
  /**
   * GET /api/rechercher/{word}/{filter}/{exact}: the first 100 verses matching
   * the search and the hit counts of the filter panel. The word is sent as
   * typed (one URI-encoded path segment: accents, spaces, quotes and slashes
   * included); a word the server refuses rejects with its French message (400).
   * @example await api.rechercher('"Éternel est mon berger"', 'atnt', 'nex')
   */
  rechercher(word: string, filter: Scope, exact: ExactMode, options?: RequestOptions): Promise<SearchResponse>;
  /** GET /api/info: the translation's name and copyright, the contact address. */
  /**
   * GET /api/bible1an/{m}/{d}?annee={annee}: the one-year plan's readings of a
   * date. `annee` decides 28/29 February (28 February of a year without
   * 29 February reads both days); the server's current year when absent.
   * @example const { versetsAt, versetsNt } = await api.bible1an(1, 1, 2027);
   */
  bible1an(month: number, day: number, year?: number, options?: RequestOptions): Promise<PlanResponse>;
  /**
   * GET /api/tagcloud/{livre}: the 100 most used words of a scope ('atnt',
   * 'at', 'nt' or a book number) and the books of the two testaments.
   * @example const { tags } = await api.tagcloud('nt');
   */
  tagcloud(book: Scope, options?: RequestOptions): Promise<WordCloudResponse>;
  /**
   * GET /api/theme: every theme with its name and image. Each `image` (a
   * path on the API's origin) comes back resolved against `baseURL`, so an
   * embed on another site loads it from the API, not from the page's site.
   * @example const { themes } = await api.themes(); // themes[0].image: 'https://parole.example/img/themes/amour.svg'
   */
  themes(options?: RequestOptions): Promise<ThemeListResponse>;
  /**
   * GET /api/theme/{id}: a theme and its verses, a range's verses sharing
   * one `passage` number; the theme's image resolved as in themes().
   * @example const { theme, versets } = await api.theme(4);
   */
  theme(id: number, options?: RequestOptions): Promise<ThemeVersesResponse>;
  info(options?: RequestOptions): Promise<InfoResponse>;
  /** GET /sanctum/csrf-cookie: sets the anti-forgery cookie; called before login. */
  csrfCookie(options?: RequestOptions): Promise<void>;
}

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/**
 * A URL path whose interpolated values are URI-encoded, so that words with
 * accents, spaces or slashes stay one path segment.
 * @example path`/api/rechercher/${'Jésus de Nazareth'}/atnt/nex` // '/api/rechercher/J%C3%A9sus%20de%20Nazareth/atnt/nex'
 */
export function path(strings: TemplateStringsArray, ...values: Array<string | number>): string {
  return strings.reduce((out, part, i) => out + part + (i < values.length ? encodeURIComponent(String(values[i])) : ''), '');
}

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const pair of document.cookie.split(';')) {
    const eq = pair.indexOf('=');
    if (eq > 0 && pair.slice(0, eq).trim() === name) return decodeURIComponent(pair.slice(eq + 1).trim());
  }
  return undefined;
}

function isSameOrigin(config: InternalAxiosRequestConfig): boolean {
  if (typeof location === 'undefined') return false;
  try {
    const base = new URL(config.baseURL ?? '', location.href);
    return new URL(config.url ?? '', base).origin === location.origin;
  } catch {
    return false;
  }
}

/** The axios instance behind a client: headers, anti-forgery token, 401 and errors. */
export function createHttp(options: BibleApiOptions): AxiosInstance {
  const http = axios.create({
    baseURL: options.baseURL,
    timeout: options.timeout ?? 20_000,
    withCredentials: options.withCredentials ?? false,
    // The anti-forgery header is set below, under our own same-origin rule;
    // axios's built-in variant only runs inside its own browser adapters.
    withXSRFToken: false,
    xsrfCookieName: undefined,
    transitional: { clarifyTimeoutError: true },
    headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
    adapter: options.adapter,
  });

  http.interceptors.request.use((config) => {
    if (options.sendXsrfCrossOrigin || isSameOrigin(config)) {
      const token = readCookie(XSRF_COOKIE);
      if (token) config.headers.set(XSRF_HEADER, token);
    }
    return config;
  });

  http.interceptors.response.use(undefined, (error: unknown) => {
    const failure = toApiRequestError(error);
    if (failure.kind === 'http' && failure.status === 401) options.onUnauthorized?.();
    return Promise.reject(failure);
  });

  return http;
}

/**
 * Creates the API client.
 * @example
 * const api = createBibleApi({ baseURL: 'https://parole.example', onUnauthorized: () => navigate('/login') });
 * const { versets } = await api.lire(43, 3);
 */
export function createBibleApi(options: BibleApiOptions): BibleApi {
  const http = createHttp(options);
  const get = <T>(url: string, o?: RequestOptions): Promise<T> =>
    http.get<T>(url, { signal: o?.signal }).then((response) => response.data);

  // A path of the API's origin ('/img/…') as the page must load it: under baseURL, prefix included.
  const asset = (p: string) => (options.baseURL ? options.baseURL.replace(/\/+$/, '') + p : p);

  return {
    lire: (book, chapter, o) => get<ChapterResponse>(path`/api/lire/${book}/${chapter}`, o),
    print: (book, chapter, o) => get<ChapterResponse>(path`/api/print/${book}/${chapter}`, o),
    rechercher: (word, filter, exact, o) => get<SearchResponse>(path`/api/rechercher/${word}/${filter}/${exact}`, o),
    bible1an: (month, day, year, o) =>
      get<PlanResponse>(path`/api/bible1an/${month}/${day}` + (year === undefined ? '' : path`?annee=${year}`), o),
    tagcloud: (book, o) => get<WordCloudResponse>(path`/api/tagcloud/${book}`, o),
    themes: (o) =>
      get<ThemeListResponse>('/api/theme', o).then((r) => ({ ...r, themes: r.themes.map((t) => ({ ...t, image: asset(t.image) })) })),
    theme: (id, o) => get<ThemeVersesResponse>(path`/api/theme/${id}`, o).then((r) => ({ ...r, theme: { ...r.theme, image: asset(r.theme.image) } })),
    info: (o) => get<InfoResponse>('/api/info', o),
    csrfCookie: (o) => get<unknown>('/sanctum/csrf-cookie', o).then(() => undefined),
  };
}
