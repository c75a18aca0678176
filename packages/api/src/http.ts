/** Small HTTP helpers shared by the routes. */
import { createHash } from 'node:crypto';

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
