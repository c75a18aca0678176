/**
 * The session on this device (spec §4): what a 401 does, and a stored login
 * forgotten when its cookies are gone. The server holds the session (an
 * HttpOnly cookie the page never sees); the device keeps the spec's
 * `isLoggedIn`, `currentUser` and `auth_error` (docs/decisions/accounts.md,
 * "The site"). Logging in is the login page's (pages/login/login.ts), logging
 * out the menu's (layout/logout.ts): code loaded with them, not with every
 * page (docs/decisions/host.md#code-splitting).
 */
import { href, xsrfTokenFrom, type SessionResponse } from '@parole/bible';
import { keepAiQuestion } from './ai-question.js';
import type { HostStore } from './store/index.js';

/**
 * What /login is told when a call found the session gone (history state):
 * whether a login this device held has ended (« Votre session a expiré… »),
 * and the page the visitor was on, where a new login takes them back.
 */
export interface LoginRedirect {
  expired: boolean;
  from: string;
}

/**
 * What a 401 from any call does (spec §4): the flag and the user are cleared
 * and the visitor goes to /login, told why and where they were (issue 30:
 * not "without a word", and back to the chapter after logging in again).
 * The client then rejects to its caller, which shows what it shows for a
 * failure (spec §8: no message of its own). The AI helper's question being
 * asked is kept for the same user's return (ai-question.ts, issue 47).
 * @example handleUnauthorized(store, (to, state) => navigate(to, { state }), '/lire/43/3')
 */
export function handleUnauthorized(store: HostStore, navigate: (to: string, state: LoginRedirect) => void, from: string): void {
  const { isLoggedIn: expired, currentUser } = store.getState();
  if (expired && currentUser?.name) keepAiQuestion(currentUser.name);
  store.clearSession();
  navigate(href('login'), { expired, from });
}

/**
 * Where a login leads: the page named by /login's history state when it is
 * a path of this site (never another origin, never /login itself), else home.
 * @example returnPath({ expired: true, from: '/lire/43/3' }) // '/lire/43/3'
 * @example returnPath({ from: '//evil.example/' }) // '/'
 */
export function returnPath(state: unknown): string {
  const from = (state as Partial<LoginRedirect> | null | undefined)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) return href('home');
  const path = from.split(/[?#]/, 1)[0];
  return path === href('login') ? href('home') : from;
}

/** Whether /login was opened because a login this device held has ended. */
export const sessionExpired = (state: unknown): boolean => (state as Partial<LoginRedirect> | null | undefined)?.expired === true;

/**
 * Forgets a stored login whose session cookie is certainly gone: the server
 * sets the readable anti-forgery cookie (`__Host-XSRF-TOKEN` over HTTPS,
 * `XSRF-TOKEN` over plain HTTP) with the HttpOnly session cookie, for the
 * same lifetime, so a page without either has no session cookie either
 * (the session's seven days are over, or the visitor cleared the site's
 * cookies). Called once when the site starts (main.tsx), so the menu
 * does not show LOGOUT for a session that cannot exist. A session ended on
 * the server while its cookies remain (idle expiry, logout elsewhere, a user
 * removed) is the server's to tell: watchSession.
 * @example forgetStaleSession(store, document.cookie)
 */
export function forgetStaleSession(store: HostStore, cookies: string): void {
  if (!store.getState().isLoggedIn && store.getState().currentUser === undefined) return;
  if (xsrfTokenFrom(cookies) === undefined) store.clearSession();
}

/** The least time between two session checks of one page: focusing a tab again and again asks once. */
export const SESSION_CHECK_INTERVAL_MS = 30_000;

/**
 * Keeps a stored login true to the server (issue: "a login that has ended
 * still looks alive"): when the page starts and whenever its tab comes back
 * (focus, or visible again), at most once every SESSION_CHECK_INTERVAL_MS,
 * asks GET /api/session; a session the server no longer has (idle expiry,
 * logout elsewhere, an operator's removal) clears the stored login, so the
 * menu loses LOGOUT and the reader its AI section, without sending the
 * visitor anywhere. A visitor who is not logged in costs no request. No
 * answer (offline, a server error) changes nothing: the next call needing
 * the session still answers 401 if it has ended.
 * Returns the function that stops watching.
 * @example useEffect(() => watchSession(store, () => client.session(), window), [store, client]);
 */
export function watchSession(store: HostStore, check: () => Promise<SessionResponse>, win: Window, now: () => number = Date.now): () => void {
  let lastCheck = -Infinity;
  let pending = false;
  const run = () => {
    if (pending || !store.getState().isLoggedIn || now() - lastCheck < SESSION_CHECK_INTERVAL_MS) return;
    pending = true;
    lastCheck = now();
    // The login asked about: a logout or a new login while the answer is on its way is newer than it.
    const asked = store.getState().currentUser;
    const settle = (answer?: SessionResponse) => {
      pending = false;
      if (answer === undefined || !store.getState().isLoggedIn || store.getState().currentUser !== asked) return;
      if (answer.user === null) store.clearSession();
      else if (asked?.name !== answer.user.name) store.set({ currentUser: { ...answer.user } });
    };
    check().then(settle, () => settle());
  };
  const onVisibility = () => {
    if (win.document.visibilityState === 'visible') run();
  };
  run();
  win.addEventListener('focus', run);
  win.document.addEventListener('visibilitychange', onVisibility);
  return () => {
    win.removeEventListener('focus', run);
    win.document.removeEventListener('visibilitychange', onVisibility);
  };
}
