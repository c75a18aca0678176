/**
 * Response header policies: the security headers every answer of a part of
 * the site carries (pages, widget bundles, images, API), and for the API the
 * CORS header of public reads.
 *
 * They are plain records, set by the app's front door middleware
 * (middleware/front-door.ts) rather than by hono/secure-headers and
 * hono/cors, for speed: those set their headers on the Response object
 * (cors even before the handler runs, which makes Hono rebuild the
 * handler's response to merge them), so every answer of the API went
 * through @hono/node-server's slow path. The door puts the request's policy
 * in the context (`c.var.headerPolicy`); answers prepared ahead of time
 * (chapters, plan days, word clouds…) are made by completeResponse() with
 * their whole header record, the policy merged in, and written as they are;
 * the door sets the policy on any other answer after its route
 * (docs/decisions/api.md#performance).
 */
import type { Context } from 'hono';

/** The media type of the API's JSON answers. */
export const JSON_TYPE = 'application/json; charset=UTF-8';

export type HeaderRecord = Readonly<Record<string, string>>;

declare module 'hono' {
  interface ContextVariableMap {
    /**
     * The header policy of the request's answer: the one the front door
     * picked for its path (middleware/front-door.ts), or the one a handler
     * set for its own answer (a page's, with its nonce: packages/pages' page.ts).
     * Absent in an app without the front door (tests of a route alone).
     */
    headerPolicy: HeaderRecord;
    /**
     * The request's id (issue 50): a trusted proxy's X-Request-Id, or one
     * made by the front door; returned in the answer's X-Request-Id and
     * written on every log line of the request. Absent without the front door.
     */
    requestId: string;
  }
}

/** The answer's header naming its request (the front door's id). */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/** Headers that protect every answer (OWASP Secure Headers Project). */
const COMMON: HeaderRecord = {
  'Referrer-Policy': 'no-referrer',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
};

/** Headers that only govern documents a browser renders: pages, scripts, images. */
const DOCUMENT: HeaderRecord = {
  ...COMMON,
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Origin-Agent-Cluster': '?1',
  'X-DNS-Prefetch-Control': 'off',
  'X-Download-Options': 'noopen',
  'X-Frame-Options': 'SAMEORIGIN',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'X-XSS-Protection': '0',
};

/**
 * The site's own scripts and styles, and nothing inline: no 'unsafe-inline'
 * (styles included) and no 'unsafe-eval'. styled-components injects <style>
 * elements at run time, so each page of the site (an HTML answer) names a
 * nonce of its own in `style-src` (pageHeaders below), which the page hands
 * to styled-components in its `<meta property="csp-nonce">` (packages/pages' page.ts,
 * docs/decisions/host.md#content-security-policy). Styles set by script
 * through the CSSOM (React's `style` prop) need no permission; a `style`
 * attribute in markup would be blocked, and the site writes none. Every
 * other answer of the site (scripts, the service worker, the manifest)
 * names no nonce: it is never a document that holds styles.
 * The service worker (/sw.js) and the web app manifest are the site's own
 * files too, named explicitly (docs/decisions/offline.md).
 */
export function siteCsp(styleNonce?: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    styleNonce === undefined ? "style-src 'self'" : `style-src 'self' 'nonce-${styleNonce}'`,
    "img-src 'self' data:",
    "media-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The site's pages and files. */
export const SITE_HEADERS: HeaderRecord = { ...DOCUMENT, 'Content-Security-Policy': siteCsp() };

/**
 * The headers of one HTML answer of the site: SITE_HEADERS with the
 * answer's own style nonce (fresh for every answer: packages/pages' page.ts).
 * @example pageHeaders('mWk2bXyJ0v4m3Qq8Zr9b1w==')['Content-Security-Policy'] // "…; style-src 'self' 'nonce-mWk2bXyJ0v4m3Qq8Zr9b1w=='; …"
 */
export function pageHeaders(nonce: string): HeaderRecord {
  return { ...SITE_HEADERS, 'Content-Security-Policy': siteCsp(nonce) };
}

/**
 * Other sites load the embed: its loader with <script src> (a no-cors load,
 * which CORP same-origin would block) and its chunks as ES modules, which
 * are CORS fetches, hence `Access-Control-Allow-Origin: *` (no credentials:
 * the files are the same for everyone).
 */
export const WIDGET_HEADERS: HeaderRecord = {
  ...SITE_HEADERS,
  'Cross-Origin-Resource-Policy': 'cross-origin',
  'Access-Control-Allow-Origin': '*',
};

/**
 * The themes' images are shown by other sites' embeds too, hence
 * cross-origin; opened on their own, an SVG document may load nothing and
 * run nothing. They are drawn with presentation attributes (fill, stroke),
 * never a <style> or a style attribute (themes/art.ts), so not even inline
 * styles are allowed; an <img> ignores the image's own CSP anyway.
 */
export const IMAGE_HEADERS: HeaderRecord = {
  ...DOCUMENT,
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'self'",
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

/**
 * Chapter audio (/mp3/): played by other sites' embeds too, hence
 * cross-origin (an <audio> of another origin is a no-cors load, which CORP
 * same-origin would block); opened on its own, it runs nothing. Its CORS
 * header, for the allowed origins, is added by middleware/cors.ts.
 */
export const MEDIA_HEADERS: HeaderRecord = {
  ...COMMON,
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'self'",
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

/**
 * JSON is never rendered as a page, so the API gets the set OWASP's REST
 * Security Cheat Sheet lists (nosniff, no framing, HSTS, no referrer). Its
 * CORS header is added per request by middleware/cors.ts: the read API is
 * public, embeds run on other sites (church pages), and nothing it answers
 * depends on who asks, so any origin by default, or the origins of
 * ALLOWED_ORIGINS. No credentials are ever allowed; writes stay same-origin
 * behind the anti-forgery check, but for the quiz's game calls.
 * Preflights are answered by app.ts.
 */
export const API_HEADERS: HeaderRecord = {
  ...COMMON,
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Cross-Origin-Resource-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
};

/**
 * The operator's paths (/healthz, /readyz, /metrics and the rest of their
 * families: @parole/bible's OPERATIONS): the API's, never cached by anyone
 * — a probe must see the node as it is now — their 404s included.
 */
export const OPERATIONS_HEADERS: HeaderRecord = { ...API_HEADERS, 'Cache-Control': 'no-store' };

/**
 * Brands a response made by completeResponse() or streamResponse() under
 * the request's policy: it already carries it. A property rather than a WeakSet, and the merged records below
 * likewise: both are looked up on every prepared answer, and a property
 * read costs a fraction of a WeakSet or WeakMap lookup (measured with
 * --cpu-prof under the chapter benchmark).
 */
const COMPLETE = Symbol('complete response');
type Branded = Response & { [COMPLETE]?: true };

/**
 * Whether `res` already carries its policy: made by completeResponse() or
 * streamResponse() under it.
 * (Hono answers a HEAD with a copy of its GET's answer; the front door,
 * a middleware, sees the GET's answer itself.)
 */
export function isComplete(res: Response): boolean {
  return (res as Branded)[COMPLETE] === true;
}

/** Each policy's entries, listed once. */
const policyEntries = new Map<HeaderRecord, [string, string][]>();

/**
 * Sets `policy` on an answer not made by completeResponse(), overriding its
 * own values as a policy should, but for `Vary`, whose names are added to
 * the answer's; returns the answer.
 * @example if (!isComplete(c.res)) withPolicyApplied(c.res, c.get('headerPolicy'));
 */
export function withPolicyApplied(res: Response, policy: HeaderRecord): Response {
  let list = policyEntries.get(policy);
  if (!list) policyEntries.set(policy, (list = Object.entries(policy)));
  const headers = res.headers;
  for (const [name, value] of list) {
    if (name === 'Vary') headers.set(name, joinVary(headers.get(name) ?? undefined, value));
    else headers.set(name, value);
  }
  // Hono's c.json() (refusals, errors) names no charset; the prepared answers do.
  if (headers.get('Content-Type') === 'application/json') headers.set('Content-Type', JSON_TYPE);
  return res;
}

/** Two `Vary` values as one, each name once (case-insensitive). */
function joinVary(first: string | undefined, second: string): string {
  if (!first) return second;
  const names = first.split(',').map((n) => n.trim().toLowerCase());
  const added = second.split(',').filter((n) => !names.includes(n.trim().toLowerCase()));
  return added.length === 0 ? first : `${first}, ${added.map((n) => n.trim()).join(', ')}`;
}

/**
 * `headers` with `policy` over them, but for `Vary`, whose names add up
 * (an answer varies by Accept-Encoding and, under an origin list, Origin).
 * @example withHeaderPolicy({ Vary: 'Accept-Encoding' }, { Vary: 'Origin' }) // { Vary: 'Accept-Encoding, Origin' }
 */
export function withHeaderPolicy(headers: HeaderRecord, policy: HeaderRecord): HeaderRecord {
  const record = { ...headers, ...policy };
  if (policy.Vary !== undefined && headers.Vary !== undefined) record.Vary = joinVary(headers.Vary, policy.Vary);
  return record;
}

/** The last merge of a prepared record with a policy, kept on the record (not enumerable: spreads and writes skip it). */
const MERGED = Symbol('merged with a policy');
type Mergeable = HeaderRecord & { [MERGED]?: { policy: HeaderRecord; record: HeaderRecord } };

/** `headers` with `policy` winning, merged once: a prepared answer is always under the same policy. */
function withPolicy(headers: Mergeable, policy: HeaderRecord): HeaderRecord {
  const last = headers[MERGED];
  if (last?.policy === policy) return last.record;
  const record = withHeaderPolicy(headers, policy);
  Object.defineProperty(headers, MERGED, { value: { policy, record }, writable: true, enumerable: false });
  return record;
}

/** `record` with the request's X-Request-Id, when the front door gave it one (a copy: the record may be a prepared answer's, shared). */
function withRequestId(c: Context, record: HeaderRecord): HeaderRecord {
  const id = c.get('requestId');
  return id === undefined ? record : { ...record, [REQUEST_ID_HEADER]: id };
}

/**
 * A streamed answer (chapter audio being made, an AI answer being written)
 * with `headers` and the request's header policy, from plain records.
 * @example return streamResponse(c, 200, body, { 'Content-Type': 'audio/mpeg' });
 */
export function streamResponse(c: Context, status: number, body: ReadableStream<Uint8Array> | null, headers: HeaderRecord): Response {
  const policy = c.get('headerPolicy');
  const res: Branded = new Response(body, { status, headers: withRequestId(c, policy ? withHeaderPolicy(headers, policy) : headers) });
  if (policy) res[COMPLETE] = true;
  return res;
}

/**
 * A response with `headers`, then `extra`, then the request's header policy
 * (which wins, as it does over any handler's headers), from plain records:
 * @hono/node-server writes it without building a Headers object. Give it a
 * Content-Length for a body. Pass the same `headers` object for every answer
 * of a prepared document, and what varies per request in `extra`.
 * @example return completeResponse(c, 200, body, { 'Content-Type': 'application/json', 'Content-Length': '12' });
 */
export function completeResponse(
  c: Context,
  status: number,
  body: Uint8Array<ArrayBuffer> | null,
  headers: HeaderRecord,
  extra?: HeaderRecord,
): Response {
  const policy = c.get('headerPolicy');
  let record = policy ? withPolicy(headers, policy) : headers;
  if (extra) record = policy ? withHeaderPolicy({ ...record, ...extra }, policy) : { ...record, ...extra };
  const res: Branded = new Response(body, { status, headers: withRequestId(c, record) });
  // Without a policy in the context (an app without the front door, or one
  // reached by another app's fetch), a front door further out sets it.
  if (policy) res[COMPLETE] = true;
  return res;
}
