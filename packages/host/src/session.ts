/**
 * The session on this device (spec §4): what a 401 does, and a stored login
 * forgotten when its cookies are gone. The server holds the session (an
 * HttpOnly cookie the page never sees); the device keeps the spec's
 * `isLoggedIn`, `currentUser` and `auth_error` (docs/decisions/accounts.md,
 * "The site"). Logging in is the login page's (pages/login/login.ts), logging
 * out the menu's (layout/logout.ts): code loaded with them, not with every
 * page (docs/decisions/host.md#code-splitting).
 */
import { href, xsrfTokenFrom } from '@parole/bible';
import type { HostStore } from './store/index.js';

/**
 * What a 401 from any call does (spec §4): the flag and the user are cleared
 * and the visitor goes to /login. The client then rejects to its caller,
 * which shows what it shows for a failure (spec §8: no message of its own).
 */
export function handleUnauthorized(store: HostStore, navigate: (to: string) => void): void {
  store.clearSession();
  navigate(href('login'));
}

/**
 * Forgets a stored login whose session cookie is certainly gone: the server
 * sets the readable anti-forgery cookie (`__Host-XSRF-TOKEN` over HTTPS,
 * `XSRF-TOKEN` over plain HTTP) with the HttpOnly session cookie, for the
 * same lifetime, so a page without either has no session cookie either
 * (the session's seven days are over, or the visitor cleared the site's
 * cookies). Called once when the site starts (main.tsx), so the menu
 * does not show LOGOUT for a session that cannot exist. A session ended on
 * the server while its cookies remain (idle expiry, logout elsewhere, a user
 * removed) is found by the first call that needs it: its 401 clears the
 * stored login (handleUnauthorized).
 * @example forgetStaleSession(store, document.cookie)
 */
export function forgetStaleSession(store: HostStore, cookies: string): void {
  if (!store.getState().isLoggedIn && store.getState().currentUser === undefined) return;
  if (xsrfTokenFrom(cookies) === undefined) store.clearSession();
}
