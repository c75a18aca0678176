/** Small HTTP helpers shared by the routes. */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip as gzipCallback, constants } from 'node:zlib';
import type { Context } from 'hono';

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

/** One encoding of a JSON document, ready to write. */
export interface Encoded {
  body: Uint8Array<ArrayBuffer>;
  /** Strong, so it differs between encodings (RFC 9110, 8.8.3). */
  etag: string;
}

/** A JSON document in both encodings the API serves. */
export interface Representation {
  identity: Encoded;
  gzip: Encoded;
}

const gzip = promisify(gzipCallback);

/**
 * Serializes `document` once, with its gzip form and their entity tags, for
 * answers that cannot change while the server runs (chapters, plan days,
 * word clouds): a request is then a lookup and a write.
 * @example const rep = await represent({ versets }); // rep.gzip.body is ready to send
 */
export async function represent(document: unknown): Promise<Representation> {
  const json = JSON.stringify(document);
  const etag = strongEtag(json);
  return {
    identity: { body: new TextEncoder().encode(json), etag },
    gzip: {
      body: new Uint8Array(await gzip(json, { level: constants.Z_BEST_COMPRESSION })),
      etag: `${etag.slice(0, -1)}-gzip"`,
    },
  };
}

/**
 * Answers a representation: gzip when the client accepts it, its ETag, the
 * given Cache-Control, `Vary: Accept-Encoding`, and 304 when If-None-Match
 * names it.
 */
export function sendRepresentation(c: Context, rep: Representation, cacheControl: string): Response {
  const gzipped = acceptsGzip(c.req.header('Accept-Encoding'));
  const { body, etag } = gzipped ? rep.gzip : rep.identity;
  c.header('ETag', etag);
  c.header('Cache-Control', cacheControl);
  c.header('Vary', 'Accept-Encoding');
  if (ifNoneMatch(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
  c.header('Content-Type', 'application/json; charset=UTF-8');
  if (gzipped) c.header('Content-Encoding', 'gzip');
  return c.body(body);
}

/**
 * A memo of promises by key: `build` runs once per key; a failed build is
 * forgotten so the next request tries again. Keys must be validated first,
 * so the memo stays bounded.
 * @example const cached = promiseMemo<number, Representation>(); await cached(43003, () => build());
 */
export function promiseMemo<K, V>(): (key: K, build: () => Promise<V>) => Promise<V> {
  const entries = new Map<K, Promise<V>>();
  return (key, build) => {
    let entry = entries.get(key);
    if (!entry) {
      entry = build();
      entries.set(key, entry);
      entry.catch(() => entries.delete(key));
    }
    return entry;
  };
}
