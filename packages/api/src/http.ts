/** Small HTTP helpers shared by the routes. */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip as gzipCallback, constants } from 'node:zlib';
import type { HttpBindings } from '@hono/node-server';
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiError, Refusal } from '@parole/bible';
import { completeResponse, JSON_TYPE, type HeaderRecord } from './headers.js';

/**
 * A strong entity tag for `body`: a quoted, truncated SHA-256.
 * @example strongEtag('{"a":1}') // '"BQyb…"'
 */
export function strongEtag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/**
 * True when an If-None-Match header value matches `etag`, by the weak
 * comparison RFC 9110 prescribes for If-None-Match (a W/ prefix is ignored).
 * @example ifNoneMatch('W/"x", "y"', '"y"') // true
 */
export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/**
 * True when an Accept-Encoding header value accepts gzip (named, or `*`,
 * with a non-zero quality).
 * @example acceptsGzip('gzip, deflate, br') // true
 * @example acceptsGzip('gzip;q=0, identity') // false
 */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  // Clients send one of a few values (each browser its own): each is parsed once.
  let known = acceptsGzipOf.get(header);
  if (known === undefined) {
    known = parseAcceptsGzip(header);
    if (acceptsGzipOf.size >= ACCEPT_ENCODING_VALUES_KEPT) acceptsGzipOf.clear();
    acceptsGzipOf.set(header, known);
  }
  return known;
}

/** Accept-Encoding values whose answer acceptsGzip() keeps (the map starts again when full). */
const ACCEPT_ENCODING_VALUES_KEPT = 64;
const acceptsGzipOf = new Map<string, boolean>();

function parseAcceptsGzip(header: string): boolean {
  let star = false;
  for (const part of header.toLowerCase().split(',')) {
    const [coding, ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    const accepted = q === undefined || Number(q.slice(2)) > 0;
    if (coding === 'gzip' || coding === 'x-gzip') return accepted;
    if (coding === '*') star = accepted;
  }
  return star;
}

/**
 * Answers one of the contract's refusals (REFUSALS of @parole/bible): its
 * status and the JSON `{ message }` every client shows. Every refusal of the
 * server is answered here (tests/tooling/refusals.test.ts).
 * @example return refuse(c, REFUSALS.gameNotFound);
 * @example return refuse(c, REFUSALS.tooManyGames, { 'Retry-After': '60' });
 */
export function refuse(c: Context, refusal: Refusal, headers?: Record<string, string>): Response {
  if (headers) for (const name in headers) c.header(name, headers[name]);
  return c.json({ message: refusal.message } satisfies ApiError, refusal.status as ContentfulStatusCode);
}

/**
 * The answer refuse() gives, for a request that reaches no handler (the
 * front door's screen, middleware/front-door.ts): the same status, JSON and
 * type.
 * @example return refusalAnswer(REFUSALS.badRequest);
 */
export function refusalAnswer(refusal: Refusal): Response {
  return new Response(JSON.stringify({ message: refusal.message } satisfies ApiError), {
    status: refusal.status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * A request header (`name` in lower case), without building a Fetch Headers
 * object, as c.req.header() would: served by @hono/node-server, it is read
 * from Node's own parsed headers (`incoming` in the bindings), since reading
 * the Request's builds a Fetch Headers object of every header of the
 * request, which costs more than the rest of a prepared answer. Through
 * app.request() (tests), from the Request.
 * @example requestHeader(c, 'accept-encoding') // 'gzip, deflate, br'
 */
export function requestHeader(c: Context, name: Lowercase<string>): string | undefined {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (!incoming?.headers) return c.req.raw.headers.get(name) ?? undefined;
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * The address of the client's end of the TCP connection, as the socket
 * tells it (@hono/node-server's `incoming` in the bindings);
 * undefined through app.request() unless the test passes an env with one.
 * @example app.request('/api/jeu/partie/Marie', {}, { incoming: { socket: { remoteAddress: '203.0.113.5' } } })
 */
export function socketAddress(c: Context): string | undefined {
  return (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket?.remoteAddress;
}

/**
 * The client's address, as @hono/node-server's getConnInfo() tells the
 * socket's, but behind trusted proxies: the one they forwarded, which the
 * front door put in `c.var.client` (middleware/front-door.ts, proxy.ts)
 * when the server has TRUSTED_PROXIES; else the socket's.
 * @example const wait = overLimit(clientAddress(c));
 */
export function clientAddress(c: Context): string | undefined {
  return c.get('client')?.address ?? socketAddress(c);
}

/**
 * Whether the client's request came over HTTPS: to this server, or to a
 * trusted proxy that says so (`c.var.client`, see clientAddress()).
 * @example const name = overHttps(c) ? '__Host-parole_session' : 'parole_session';
 */
export function overHttps(c: Context): boolean {
  // The request's URL is absolute, scheme first (lower case, as URL writes it): no need to parse it.
  return c.get('client')?.https === true || /^https:/i.test(c.req.url);
}

/**
 * True when a Content-Type value names JSON (`application/json`, with or
 * without parameters, any case). A plain HTML form can only send
 * `application/x-www-form-urlencoded`, `multipart/form-data` or `text/plain`.
 * @example isJsonType('application/json; charset=UTF-8') // true
 * @example isJsonType('text/plain') // false
 */
export function isJsonType(value: string | undefined): boolean {
  return value?.split(';', 1)[0].trim().toLowerCase() === 'application/json';
}

/**
 * Cache-Control of the answers that change only with a new source text
 * (chapters, plan days, searches, word clouds, themes): a new source means a
 * new database and a restart, and then at most an hour of caches serve the
 * old answer; after that a revalidation costs a 304 (docs/decisions/api.md).
 */
export const TEXT_CACHE_CONTROL = 'public, max-age=3600';

/** One encoding of a document, ready to write. */
export interface Encoded {
  body: Uint8Array<ArrayBuffer>;
  /** Strong, so it differs between encodings (RFC 9110, 8.8.3). */
  etag: string;
  /** Headers of a 200 answer: type, length, encoding, ETag, caching, Vary. */
  headers: HeaderRecord;
  /** Headers of a 304 answer: those a 200 would have sent that describe the cache entry (RFC 9110, 15.4.5). */
  notModified: HeaderRecord;
}

/** A document in both encodings the server sends. */
export interface Representation {
  identity: Encoded;
  gzip: Encoded;
}

export interface EncodingOptions {
  /** Cache-Control of the answers. */
  cacheControl: string;
  /** Content-Type; JSON_TYPE when omitted. */
  contentType?: string;
}

const gzip = promisify(gzipCallback);

/**
 * One encoding of a document with the headers of its answers, computed once.
 * `etag` is the identity form's; the gzip form's is derived from it.
 * @example encode(new TextEncoder().encode('{}'), strongEtag('{}'), false, { cacheControl: 'no-cache' })
 */
export function encode(
  body: Uint8Array<ArrayBuffer>,
  identityEtag: string,
  gzipped: boolean,
  { cacheControl, contentType = JSON_TYPE }: EncodingOptions,
): Encoded {
  const etag = gzipped ? `${identityEtag.slice(0, -1)}-gzip"` : identityEtag;
  const notModified = { ETag: etag, 'Cache-Control': cacheControl, Vary: 'Accept-Encoding' };
  const headers: Record<string, string> = { ...notModified, 'Content-Type': contentType, 'Content-Length': String(body.byteLength) };
  if (gzipped) headers['Content-Encoding'] = 'gzip';
  return { body, etag, headers, notModified };
}

/**
 * The gzip form of `identity`; at the best compression by default, for
 * documents gzipped once and sent many times.
 */
export async function gzipEncode(
  identity: Uint8Array<ArrayBuffer>,
  level: number = constants.Z_BEST_COMPRESSION,
): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await gzip(identity, { level }));
}

/**
 * Serializes a document once (a string as it is, anything else as JSON), with its
 * gzip form, their entity tags and the headers of their answers, for answers
 * that cannot change while the server runs (chapters, plan days, word
 * clouds, themes): a request is then a lookup and a write.
 * @example const rep = await represent({ versets }, { cacheControl: 'public, max-age=3600' });
 */
export async function represent(document: unknown, options: EncodingOptions): Promise<Representation> {
  const text = typeof document === 'string' ? document : JSON.stringify(document);
  const etag = strongEtag(text);
  const identity = new TextEncoder().encode(text);
  return {
    identity: encode(identity, etag, false, options),
    gzip: encode(await gzipEncode(identity), etag, true, options),
  };
}

/**
 * Answers one encoding: 304 when If-None-Match names it, else the body, each
 * with its precomputed headers, `extra` headers, and the path's header policy.
 */
export function sendEncoded(c: Context, encoded: Encoded, extra?: HeaderRecord): Response {
  if (ifNoneMatch(requestHeader(c, 'if-none-match'), encoded.etag)) {
    return completeResponse(c, 304, null, encoded.notModified, extra);
  }
  return completeResponse(c, 200, encoded.body, encoded.headers, extra);
}

/** Answers a representation: gzip when the client accepts it (see sendEncoded). */
export function sendRepresentation(c: Context, rep: Representation): Response {
  return sendEncoded(c, acceptsGzip(requestHeader(c, 'accept-encoding')) ? rep.gzip : rep.identity);
}

/**
 * No answer of the route is kept by a browser or a proxy, refusals included:
 * each depends on the moment and on the caller (the game calls, login,
 * logout, the anti-forgery cookie). Registered before the anti-forgery check
 * for the route's path, so that refusals get it too.
 * @example app.use(api.login.path, noStore);
 */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
};
