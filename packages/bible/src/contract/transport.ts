/**
 * What every request carries besides its path (specification, section 7):
 * the anti-forgery scheme's cookie and header (Laravel Sanctum's names, which
 * the client speaks), and the header that marks the site's own requests.
 */

/**
 * The cookie GET /sanctum/csrf-cookie sets, readable by the page's script,
 * over plain HTTP (local use, where a cookie cannot be `Secure`).
 */
export const XSRF_COOKIE = 'XSRF-TOKEN';
/**
 * The same cookie's name over HTTPS: the `__Host-` prefix makes browsers
 * refuse it unless it is `Secure`, `Path=/` and without `Domain`, so neither a
 * sibling subdomain nor a plain-HTTP page can plant one (OWASP ASVS 3.3.1).
 */
export const SECURE_XSRF_COOKIE = `__Host-${XSRF_COOKIE}`;
/** The header a state-changing request echoes the cookie in. */
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/** Sent with every request of the client (spec, section 7). */
export const REQUESTED_WITH = { name: 'X-Requested-With', value: 'XMLHttpRequest' } as const;

/**
 * The anti-forgery token of a `document.cookie` string: the value of
 * `__Host-XSRF-TOKEN` (HTTPS) when there is one, else of `XSRF-TOKEN` (plain
 * HTTP), URL-decoded (kept as is when it is not valid percent-encoding); an
 * empty value counts as none. Names must match exactly: `MY-XSRF-TOKEN` is
 * not the token. Of two cookies of one name, the first wins (the browser
 * lists the one of the longest path first).
 * @example xsrfTokenFrom('theme=dark; __Host-XSRF-TOKEN=abc%3D') // 'abc='
 * @example xsrfTokenFrom('XSRF-TOKEN=abc') // 'abc'
 * @example xsrfTokenFrom('MY-XSRF-TOKEN=abc; XSRF-TOKEN=') // undefined
 */
export function xsrfTokenFrom(cookieHeader: string): string | undefined {
  let secure: string | undefined;
  let plain: string | undefined;
  for (const pair of cookieHeader.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0) continue;
    const name = pair.slice(0, eq).trim();
    if (name === SECURE_XSRF_COOKIE) secure ??= pair.slice(eq + 1).trim();
    else if (name === XSRF_COOKIE) plain ??= pair.slice(eq + 1).trim();
  }
  const raw = secure || plain;
  return raw ? decodeCookieValue(raw) : undefined;
}

function decodeCookieValue(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
