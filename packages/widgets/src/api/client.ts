/**
 * The typed client of the Parole API (specification, section 7), derived
 * from @parole/bible's endpoint table: one method per endpoint, named as in
 * the table, taking the endpoint's typed input and answering its typed
 * document. Every widget reaches the server through one of these, given by
 * <BibleApiProvider>. An endpoint added to the table is a method here, with
 * no code.
 *
 * One transport carries every call: the axios instance of `createHttp`,
 * which owns the headers (X-Requested-With), the anti-forgery token (same
 * origin only, unless `sendXsrfCrossOrigin`), credentials, the 401 hook, the
 * error shape (ApiRequestError), time-outs and aborts. The JSON documents go
 * through axios's default adapter (XMLHttpRequest in a browser); a file's
 * whole answer (`response`) and the AI's event stream (`aiStream`) through
 * axios's fetch adapter, the one that can keep an answer out of the HTTP
 * cache and hand a body over as it arrives (docs/decisions/widgets.md, "One
 * transport").
 */
import axios, { type AxiosAdapter, type AxiosInstance, type AxiosRequestConfig } from 'axios';
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
import { errorOfFetchFailure, readApiRequestError } from './errors.js';

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
  /**
   * Replaces axios's adapters for every call (JSON documents, files and the
   * AI's stream alike); for tests and unusual environments.
   */
  adapter?: AxiosAdapter;
}

export interface RequestOptions {
  /** Aborts the request; the call then rejects with an ApiRequestError of kind 'canceled'. */
  signal?: AbortSignal;
  /** Milliseconds before this request gives up, instead of the client's (an AI answer takes longer). */
  timeout?: number;
  /**
   * A 401 rejects without calling `onUnauthorized`: a read in the
   * background (the AI helper's budget of the day, read when a chapter
   * opens) must not send a reader to the login page; only what the user
   * asked for does.
   */
  quietUnauthorized?: boolean;
}

/** The config key that carries RequestOptions.quietUnauthorized to the 401 hook. */
const QUIET_UNAUTHORIZED = 'paroleQuietUnauthorized';

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
   * The whole answer of a GET endpoint as a Response (status, headers and
   * body), to keep with the Cache API (the offline Bible): the contract's URL
   * under `baseURL`, sent like every call (X-Requested-With, the anti-forgery
   * rule, the client's time-out, the 401 hook) through axios's fetch adapter
   * with fetch's own options (`cache: 'no-store'`, which XMLHttpRequest
   * cannot ask for; `credentials`, the client's by default), `init.headers`
   * added to the call's. Resolves once the body has come whole; rejects with
   * an ApiRequestError like the other methods' for a refusal (with the
   * server's message), no answer, a time-out or an abort.
   * @example const answer = await client.response('chapter', { book: 43, chapter: 3 }, { cache: 'no-store', signal });
   */
  response<N extends ApiName>(name: N, input: RouteInput<(typeof api)[N]>, init?: ResponseInit): Promise<Response>;
  /**
   * POST /api/oairequest as a stream (the contract's ai-stream.ts): the
   * answer's markdown handed to `onDelta` piece by piece as the model writes
   * it, then its token counts. Sent like `aiRequest` (its URL, body,
   * headers, anti-forgery token, 401 hook), with `Accept: text/event-stream`,
   * through axios's fetch adapter, which hands the body over as it arrives
   * (XMLHttpRequest, axios's default in a browser, cannot).
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

/** What `response` takes of fetch's options. */
export type ResponseInit = Pick<RequestInit, 'cache' | 'credentials' | 'headers' | 'signal'>;

/** The statuses a Response may not have a body with (the Fetch standard's null body statuses, but 101 which fetch never hands over). */
const NULL_BODY_STATUSES = [204, 205, 304];

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

/**
 * The axios instance behind a client, its one transport: headers,
 * anti-forgery token, credentials, 401 and errors, for every call.
 * @example const http = createHttp({ baseURL: '', onUnauthorized: () => navigate('/login') });
 */
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

  http.interceptors.response.use(undefined, async (error: unknown) => {
    const failure = await readApiRequestError(error);
    const quiet = (error as { config?: Record<string, unknown> } | null)?.config?.[QUIET_UNAUTHORIZED] === true;
    if (failure.kind === 'http' && failure.status === 401 && !quiet) options.onUnauthorized?.();
    throw failure;
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
  /** An endpoint's call: method, URL (under the instance's baseURL), body, signal and time-out. */
  const call = <E extends Endpoint>(endpoint: E, input: RouteInput<E> | undefined, o?: RequestOptions): AxiosRequestConfig => ({
    method: endpoint.method,
    url: formatPath(endpoint, input ?? ({} as RouteInput<E>)),
    data: formatBody(endpoint, input ?? ({} as RouteInput<E>)),
    signal: o?.signal,
    ...(o?.timeout === undefined ? {} : { timeout: o.timeout }),
    ...(o?.quietUnauthorized ? { [QUIET_UNAUTHORIZED]: true } : {}),
  });
  const request = <E extends Endpoint>(endpoint: E, input: RouteInput<E> | undefined, o?: RequestOptions) =>
    http.request<ResponseOf<E>>(call(endpoint, input, o)).then((response) => response.data);

  // A path of the API's origin ('/img/…') as the page must load it: under baseURL, prefix included.
  const asset = (p: string) => (options.baseURL ? options.baseURL.replace(/\/+$/, '') + p : p);
  /**
   * An endpoint's call through axios's fetch adapter (a file's whole answer,
   * the AI's stream): the adapter (the client's own when it was given one);
   * the URL resolved against the page (the one the anti-forgery rule judged;
   * fetch's Request outside a document cannot resolve a relative one); the
   * call's headers, without the `User-Agent: axios/…` the adapter would add
   * (of no use to our server, and a header a cross-origin call would have to
   * be allowed); and fetch's credentials mode, which the adapter takes in
   * `withCredentials` (a boolean there would be 'include' or 'omit': never
   * the same-origin cookies XMLHttpRequest sends by default).
   */
  const fetchCall = <E extends Endpoint>(
    endpoint: E,
    input: RouteInput<E>,
    o: RequestOptions,
    headers: Record<string, string>,
    credentials?: RequestCredentials,
  ): AxiosRequestConfig => {
    const url = asset(formatPath(endpoint, input));
    return {
      ...call(endpoint, input, o),
      adapter: options.adapter ?? 'fetch',
      url: typeof location === 'undefined' ? url : new URL(url, location.href).href,
      headers: { ...headers, 'User-Agent': false },
      withCredentials: (credentials ?? (options.withCredentials ? 'include' : 'same-origin')) as unknown as boolean,
    };
  };

  const client = Object.fromEntries(
    (Object.keys(api) as ApiName[]).map((name) => [name, (input: never, o?: RequestOptions) => request(api[name], input, o)]),
  ) as unknown as BibleApi;
  return {
    ...client,
    mediaUrl: (name, input) => asset(formatPath(media[name], input)),
    async response(name, input, init = {}) {
      const endpoint = api[name];
      if (endpoint.method !== 'GET') throw new TypeError(`response() reads GET endpoints only, not ${endpoint.method} ${endpoint.path}`);
      const answer = await http.request<Blob>({
        ...fetchCall(endpoint, input, { signal: init.signal ?? undefined }, Object.fromEntries(new Headers(init.headers)), init.credentials),
        responseType: 'blob',
        fetchOptions: { cache: init.cache },
      });
      // The answer as it came (AxiosHeaders iterate as [name, value] pairs); no body where a status may have none.
      const body = NULL_BODY_STATUSES.includes(answer.status) ? null : answer.data;
      return new Response(body, { status: answer.status, statusText: answer.statusText, headers: answer.headers as Record<string, string> });
    },
    aiStream(input, handlers, o = {}) {
      // The silence between two pieces is the stream reader's time-out, not axios's (which would bound the whole answer).
      const open = (signal: AbortSignal) =>
        http.request<ReadableStream<Uint8Array> | null>({ ...fetchCall(api.aiRequest, input, { signal, timeout: 0 }, { Accept: AI_STREAM_TYPE }), responseType: 'stream' });
      // The stream's reader is loaded with the first streamed answer: the embed and the site's first load never ask the AI.
      return import('./ai-stream.js').then(
        ({ readAiStream }) => readAiStream(open, handlers, o),
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
