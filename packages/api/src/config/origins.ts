/**
 * The web's origins: the other sites whose pages may use the API from a
 * browser (ALLOWED_ORIGINS, middleware/cors.ts), and the site's own public
 * origin (SITE_URL), each read as a browser serializes an origin.
 */
import { listOf, read, type Env } from './env.js';

/** Any origin ('*'), or the list of origins allowed, each as a browser sends it in `Origin`. */
export type AllowedOrigins = '*' | readonly string[];

export interface OriginsConfig {
  /**
   * The other origins whose pages may use the API from a browser (public
   * reads, the quiz's game calls): any ('*', the default) or exactly these,
   * each a serialized origin such as `https://eglise.example.org`
   * (middleware/cors.ts; docs/decisions/api.md, "Cross-origin reads").
   */
  allowedOrigins: AllowedOrigins;
  /**
   * The site's public origin (SITE_URL, as `https://parole.example.org`):
   * the absolute URLs of the pages' canonical links and Open Graph tags, the
   * sitemap and robots.txt. Undefined: taken from each request's Host
   * header when it is a plain host name (docs/decisions/share.md, "Origin").
   */
  siteUrl: string | undefined;
}

/**
 * `text` as a browser serializes an origin (lowercase host, no default port,
 * no trailing slash), or undefined when it is more or less than an http(s)
 * origin: a path, a query, a fragment, credentials, another scheme.
 * @example originOf('https://Parole.Example.org:443/') // 'https://parole.example.org'
 */
function originOf(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password && !text.endsWith('?') && !text.endsWith('#');
  return (url.protocol === 'http:' || url.protocol === 'https:') && bare ? url.origin : undefined;
}

/**
 * SITE_URL: an http(s) origin, without path, query or credentials; its
 * serialized form (lowercase host, no default port, no trailing slash).
 */
function readSiteUrl(env: Env, name: string): string | undefined {
  const raw = read(env, name);
  if (raw === undefined) return undefined;
  const origin = originOf(raw);
  if (origin === undefined) throw new Error(`Invalid ${name}: "${raw}" is not the site's origin (scheme://host[:port], as https://parole.example.org).`);
  return origin;
}

/**
 * ALLOWED_ORIGINS: `*` or origins separated by commas. Each origin is
 * normalized as a browser writes it in `Origin` (lowercase host, no default
 * port, no trailing slash); a path, a query, credentials, another scheme
 * than http(s), or `*` mixed with origins is refused.
 */
function readAllowedOrigins(env: Env, name: string): AllowedOrigins {
  const raw = read(env, name);
  if (raw === undefined) return '*';
  const entries = listOf(raw);
  if (entries.length === 0) throw new Error(`Invalid ${name}: no origin (write * for any origin, or origins separated by commas).`);
  if (entries.includes('*')) {
    if (entries.length > 1) throw new Error(`Invalid ${name}: "*" (any origin) cannot be combined with a list of origins.`);
    return '*';
  }
  const origins = entries.map((entry) => {
    const origin = originOf(entry);
    if (origin === undefined) throw new Error(`Invalid ${name}: "${entry}" is not an origin (scheme://host[:port], as https://eglise.example.org).`);
    return origin;
  });
  return [...new Set(origins)];
}

/**
 * ALLOWED_ORIGINS and SITE_URL.
 * @example readOrigins({ SITE_URL: 'https://Parole.Example.org/' }).siteUrl // 'https://parole.example.org'
 */
export function readOrigins(env: Env): OriginsConfig {
  return {
    allowedOrigins: readAllowedOrigins(env, 'ALLOWED_ORIGINS'),
    siteUrl: readSiteUrl(env, 'SITE_URL'),
  };
}
