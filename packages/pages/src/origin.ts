/**
 * The site's public origin, for the absolute URLs of canonical links, Open
 * Graph tags, the sitemap and robots.txt (docs/decisions/share.md, "Origin").
 */
import type { Context } from 'hono';
import { overHttps, requestHeader } from '@parole/api/http';

/** A host name (letters, digits, hyphens, dots) or a bracketed IPv6 address, with an optional port. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

/**
 * SITE_URL when it is set; otherwise the request's own origin, from its
 * Host header when that is a plain host name (anything else is refused:
 * undefined, and the page says nothing absolute). The scheme is the
 * client's (https: behind a trusted TLS proxy that says so; SITE_URL in production all the same).
 * @example publicOrigin(c, 'https://parole.example.org') // 'https://parole.example.org'
 * @example publicOrigin(c, undefined) // 'http://127.0.0.1:3000' for Host: 127.0.0.1:3000
 */
export function publicOrigin(c: Context, siteUrl: string | undefined): string | undefined {
  if (siteUrl !== undefined) return siteUrl;
  const host = requestHeader(c, 'host');
  if (!host || host.length > 260 || !HOST.test(host)) return undefined;
  const protocol = overHttps(c) ? 'https:' : 'http:';
  return `${protocol}//${host.toLowerCase()}`;
}
