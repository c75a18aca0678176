/**
 * The two cookies of a browser, and the anti-forgery token bound to its
 * session (OWASP CSRF Prevention Cheat Sheet, "signed double-submit cookie";
 * docs/decisions/accounts.md, "Anti-forgery token"):
 *
 * - `__Host-parole_session` over HTTPS, `parole_session` over plain HTTP
 *   (local use), HttpOnly, SameSite=Lax, Path=/, Secure over HTTPS: the
 *   session id once logged in; before, an anonymous value of the same shape
 *   that no session has (the "pre-session" the login's own token is bound
 *   to). Nothing is stored for an anonymous value. The `__Host-` prefix
 *   (ASVS 3.4.4) makes browsers refuse the cookie unless it is Secure, for
 *   the whole host and no other: a sibling subdomain or a plain-HTTP page
 *   cannot plant one; an HTTPS request reads only that name.
 * - `__Host-XSRF-TOKEN` over HTTPS, `XSRF-TOKEN` (Laravel Sanctum's name)
 *   over plain HTTP, readable by the page's script, same attributes
 *   otherwise: the token, HMAC-SHA256(server key, the session cookie's
 *   value). The page echoes it in `X-XSRF-TOKEN` on every write
 *   (@parole/bible's `xsrfTokenFrom` reads either name, the `__Host-` one
 *   first). Its prefix (ASVS 3.3.1) keeps a sibling subdomain from planting
 *   one, which could only have made the victim's writes fail.
 *
 * The server checks the header against the HMAC of the session cookie, in
 * constant time; the anti-forgery cookie itself is only how the page's
 * script learns the token, never read by the server. So a token is worth
 * one session: another session's, a pre-login one after the login, or any
 * after logout is refused, and a site that can plant cookies (a sibling
 * subdomain) cannot make a pair that matches a victim's session without its
 * id. The key is shared by every server through the state database
 * (AccountStore.serverKey).
 *
 * Both cookies are set together with one lifetime: the session's remaining
 * absolute lifetime once logged in (so a session outlives a browser
 * restart as the site's stored login does), the browser session before; the
 * site reads the absence of the anti-forgery cookie as "no session cookie
 * either" (packages/host/src/session.ts).
 *
 * A browser that switches schemes on one host (a token set before the
 * `__Host-` name existed, or http://localhost, where browsers keep `Secure`
 * cookies too) could hold both names; the page prefers the `__Host-` one.
 * So issuing a token, and logout, also delete the other scheme's cookie
 * when the request carries it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SECURE_XSRF_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '@parole/bible';
import { overHttps, requestHeader } from '../http.js';
import { isSessionId } from './sessions.js';

/** The session cookie's name over plain HTTP (local use). */
export const SESSION_COOKIE = 'parole_session';
/** The session cookie's name over HTTPS. */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/**
 * The anti-forgery token bound to `binding` (a session cookie's value). The
 * HMAC's label is `XSRF-TOKEN` whatever the cookie's name for the scheme: it
 * only separates this use of the key from others, and changing it would
 * invalidate every live token.
 * @example xsrfTokenFor(key, sessionId) // 43 characters of base64url
 */
export function xsrfTokenFor(key: Uint8Array, binding: string): string {
  return createHmac('sha256', key).update(`${XSRF_COOKIE}\0${binding}`, 'utf8').digest('base64url');
}

/** Whether two tokens are equal, compared in constant time (no timing tells how much of one was right). */
export function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The session cookie's name for this request's scheme. */
const sessionCookieName = (c: Context) => (overHttps(c) ? SECURE_SESSION_COOKIE : SESSION_COOKIE);

/** The anti-forgery cookie's name for this request's scheme. */
const xsrfCookieName = (https: boolean) => (https ? SECURE_XSRF_COOKIE : XSRF_COOKIE);

/**
 * Deletes the anti-forgery cookie of the scheme this request did not come
 * over, when the request carries one. With `Secure`, which the `__Host-`
 * name requires: a browser sends that one over plain HTTP only to
 * localhost, which may delete it; a plain `XSRF-TOKEN` is deleted by a
 * `Secure` deletion over HTTPS just as well.
 */
function dropOtherXsrfCookie(c: Context, https: boolean): void {
  const other = xsrfCookieName(!https);
  if (getCookie(c, other) !== undefined) deleteCookie(c, other, { path: '/', sameSite: 'Lax', secure: true });
}

/** The request's session cookie, when it has the shape of one (anything else counts as none). */
export function sessionCookie(c: Context): string | undefined {
  const value = getCookie(c, sessionCookieName(c));
  return isSessionId(value) ? value : undefined;
}

export interface Xsrf {
  /**
   * The token a write of this request must carry in X-XSRF-TOKEN: bound to
   * its session cookie; null when it has none (it then can carry none).
   */
  expected(c: Context): Promise<string | null>;
  /** Whether the request's X-XSRF-TOKEN header is the token bound to its session cookie. */
  check(c: Context): Promise<boolean>;
  /**
   * Sets both cookies: `binding` as the session cookie and its token, with
   * `maxAgeSeconds` (a logged-in session's remaining lifetime) or for the
   * browser session. Resolves with the token.
   */
  issue(c: Context, binding: string, maxAgeSeconds?: number): Promise<string>;
  /** Removes both cookies (logout). */
  clear(c: Context): void;
}

/**
 * The anti-forgery tokens signed with the key `key()` gives (loaded once).
 * @example const xsrf = createXsrf(() => store.serverKey('xsrf', () => randomBytes(32), Date.now()));
 */
export function createXsrf(key: () => Promise<Uint8Array>): Xsrf {
  const expected = async (c: Context) => {
    const binding = sessionCookie(c);
    return binding === undefined ? null : xsrfTokenFor(await key(), binding);
  };
  return {
    expected,
    async check(c) {
      const given = requestHeader(c, XSRF_HEADER.toLowerCase() as Lowercase<string>);
      if (!given) return false;
      const token = await expected(c);
      return token !== null && sameToken(token, given);
    },
    async issue(c, binding, maxAgeSeconds) {
      const token = xsrfTokenFor(await key(), binding);
      const https = overHttps(c);
      const options = { path: '/', sameSite: 'Lax', secure: https, ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }) } as const;
      setCookie(c, sessionCookieName(c), binding, { ...options, httpOnly: true });
      setCookie(c, xsrfCookieName(https), token, { ...options, httpOnly: false });
      dropOtherXsrfCookie(c, https);
      return token;
    },
    clear(c) {
      const https = overHttps(c);
      const options = { path: '/', sameSite: 'Lax', secure: https } as const;
      deleteCookie(c, sessionCookieName(c), { ...options, httpOnly: true });
      deleteCookie(c, xsrfCookieName(https), options);
      dropOtherXsrfCookie(c, https);
    },
  };
}
