/**
 * The typed client of the Parole API (specification, section 7), derived
 * from @parole/bible's endpoint table: one method per endpoint, named as in
 * the table, taking the endpoint's typed input and answering its typed
 * document. Every widget reaches the server through one of these, given by
 * <BibleApiProvider>. An endpoint added to the table is a method here, with
 * no code; transport concerns (headers, anti-forgery token, 401, error shape)
 * stay in `createHttp`.
 */
import axios, { type AxiosAdapter, type AxiosInstance } from 'axios';
import {
  AI_STREAM_TYPE,
  api,
  formatBody,
  formatPath,
  media,
  REQUESTED_WITH,
  XSRF_HEADER,
  xsrfTokenFrom,
  type AiTokenCounts,
  type ApiName,
  type Endpoint,
  type MediaName,
  type ResponseOf,
  type RouteInput,
} from '@parole/bible';
import type { AiStreamHandlers } from './ai-stream.js';
import { errorOfFetchFailure, errorOfResponse, toApiRequestError } from './errors.js';

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
   * public and answers other origins without credentials (`Access-Control-
   * Allow-Origin: *`, or the page's origin under ALLOWED_ORIGINS), which a
   * credentialed request may not use. Same-origin requests carry the site's
   * cookies either way.
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
  /** Milliseconds before this request gives up, instead of the client's (an AI answer takes longer). */
  timeout?: number;
}

/** A method of the client: the endpoint's input (optional when it has no required value) and its answer. */
export type ApiMethod<E> = [keyof RouteInput<E>] extends [never]
  ? (input?: RouteInput<E>, options?: RequestOptions) => Promise<ResponseOf<E>>
  : Record<never, never> extends RouteInput<E>
    ? (input?: RouteInput<E>, options?: RequestOptions) => Promise<ResponseOf<E>>
    : (input: RouteInput<E>, options?: RequestOptions) => Promise<ResponseOf<E>>;

/**
 * The API, one method per endpoint of the table.
 * @example const { versets } = await client.chapter({ book: 43, chapter: 3 }, { signal });
 */
export type BibleApi = { [K in ApiName]: ApiMethod<(typeof api)[K]> } & {
  /**
   * The URL of a file of the API's media table, for the page to load
   * itself (an `<audio src>`): under `baseURL`, so an embed on another site
   * plays it from the API.
   * @example client.mediaUrl('chapterAudio', { book: 43, chapter: 3 }) // 'https://parole.example/mp3/43/3.mp3'
   */
  mediaUrl<N extends MediaName>(name: N, input: RouteInput<(typeof media)[N]>): string;
  /**
   * The whole answer of a GET endpoint as the browser's fetch gives it, to
   * keep with the Cache API (the offline Bible): the contract's URL under
   * `baseURL`, fetch's own options (`cache: 'no-store'`, which XMLHttpRequest
   * cannot ask for), and an ApiRequestError like the other methods' for a
   * refusal, no answer or an abort.
   * @example const answer = await client.response('chapter', { book: 43, chapter: 3 }, { cache: 'no-store', signal });
   */
  response<N extends ApiName>(name: N, input: RouteInput<(typeof api)[N]>, init?: ResponseInit): Promise<Response>;
  /**
   * POST /api/oairequest as a stream (the contract's ai-stream.ts): the
   * answer's markdown handed to `onDelta` piece by piece as the model writes
   * it, then its token counts. Sent with fetch (axios cannot read a body as
   * it arrives), with the same URL, body, headers and anti-forgery token as
   * `aiRequest`, and `Accept: text/event-stream`.
   *
   * Rejects with an ApiRequestError like the other methods: a refusal before
   * the stream opens (401, after `onUnauthorized`; 400, 413, 429 with its
   * wait, 503, 502, 504) with the server's French message; an `error` event
   * (the provider failed mid-answer) as kind 'http' with its status (502,
   * 504) and message; an answer ending without `done`, or no answer, as
   * 'network'; an abort of `options.signal` as 'canceled'; `options.timeout`
   * (AI_CLIENT_TIMEOUT_MS by default) of silence, before the answer or
   * between two of its pieces (not the whole answer), as 'timeout'. A server
   * that answers the whole JSON document instead is read as one piece.
   * Aborting `options.signal` stops the answer: the server stops the
   * provider and counts what was written.
   * @example
   * const counts = await client.aiStream(request, { onDelta: (text) => (markdown += text) }, { signal });
   */
  aiStream(input: RouteInput<typeof api.aiRequest>, handlers: AiStreamHandlers, options?: RequestOptions): Promise<AiTokenCounts>;
};

export type { AiStreamHandlers } from './ai-stream.js';

/** What `response` passes on to fetch. */
export type ResponseInit = Pick<RequestInit, 'cache' | 'credentials' | 'headers' | 'signal'>;

/** The page's anti-forgery token (`__Host-XSRF-TOKEN` over HTTPS, `XSRF-TOKEN` over plain HTTP), if any. */
function readXsrfToken(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return xsrfTokenFrom(document.cookie);
}

/** Whether a request to `url` (under `baseURL`) goes to the page's own origin. */
function isSameOrigin(baseURL: string | undefined, url: string | undefined): boolean {
  if (typeof location === 'undefined') return false;
  try {
    const base = new URL(baseURL ?? '', location.href);
    return new URL(url ?? '', base).origin === location.origin;
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
    headers: { [REQUESTED_WITH.name]: REQUESTED_WITH.value, Accept: 'application/json' },
    adapter: options.adapter,
  });

  http.interceptors.request.use((config) => {
    if (options.sendXsrfCrossOrigin || isSameOrigin(config.baseURL, config.url)) {
      const token = readXsrfToken();
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
 * Creates the API client. Theme images (paths on the API's origin) come back
 * resolved against `baseURL`, so an embed on another site loads them from
 * the API, not from the page's site.
 * @example
 * const client = createBibleApi({ baseURL: 'https://parole.example', onUnauthorized: () => navigate('/login') });
 * const { versets } = await client.chapter({ book: 43, chapter: 3 });
 */
export function createBibleApi(options: BibleApiOptions): BibleApi {
  const http = createHttp(options);
  const request = <E extends Endpoint>(endpoint: E, input: RouteInput<E> | undefined, o?: RequestOptions) =>
    http
      .request<ResponseOf<E>>({
        method: endpoint.method,
        url: formatPath(endpoint, input ?? ({} as RouteInput<E>)),
        data: formatBody(endpoint, input ?? ({} as RouteInput<E>)),
        signal: o?.signal,
        ...(o?.timeout === undefined ? {} : { timeout: o.timeout }),
      })
      .then((response) => response.data);

  // A path of the API's origin ('/img/…') as the page must load it: under baseURL, prefix included.
  const asset = (p: string) => (options.baseURL ? options.baseURL.replace(/\/+$/, '') + p : p);

  const client = Object.fromEntries(
    (Object.keys(api) as ApiName[]).map((name) => [name, (input: never, o?: RequestOptions) => request(api[name], input, o)]),
  ) as unknown as BibleApi;
  return {
    ...client,
    mediaUrl: (name, input) => asset(formatPath(media[name], input)),
    async response(name, input, init = {}) {
      if (api[name].method !== 'GET') throw new TypeError(`response() reads GET endpoints only, not ${api[name].method} ${api[name].path}`);
      let answer: Response;
      try {
        answer = await fetch(asset(formatPath(api[name], input)), {
          credentials: options.withCredentials ? 'include' : 'same-origin',
          ...init,
          headers: { Accept: 'application/json', ...(init.headers as Record<string, string> | undefined) },
        });
      } catch (error) {
        throw errorOfFetchFailure(error, init.signal);
      }
      if (!answer.ok) throw await errorOfResponse(answer);
      return answer;
    },
    aiStream(input, handlers, o = {}) {
      const url = asset(formatPath(api.aiRequest, input));
      const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: AI_STREAM_TYPE, [REQUESTED_WITH.name]: REQUESTED_WITH.value };
      if (options.sendXsrfCrossOrigin || isSameOrigin(undefined, url)) {
        const token = readXsrfToken();
        if (token) headers[XSRF_HEADER] = token;
      }
      const init = {
        method: 'POST',
        credentials: options.withCredentials ? 'include' : 'same-origin',
        headers,
        body: JSON.stringify(formatBody(api.aiRequest, input) ?? {}),
      } satisfies RequestInit;
      // The stream's reader is loaded with the first streamed answer: the embed and the site's first load never ask the AI.
      return import('./ai-stream.js').then(
        ({ readAiStream }) => readAiStream(url, init, handlers, { ...o, onUnauthorized: options.onUnauthorized }),
        (error: unknown) => {
          throw errorOfFetchFailure(error, o.signal);
        },
      );
    },
    themes: (input, o) => client.themes(input, o).then((r) => ({ ...r, themes: r.themes.map((t) => ({ ...t, image: asset(t.image) })) })),
    theme: (input, o) => client.theme(input, o).then((r) => ({ ...r, theme: { ...r.theme, image: asset(r.theme.image) } })),
    csrfCookie: (input, o) => client.csrfCookie(input, o).then(() => undefined),
  };
}
