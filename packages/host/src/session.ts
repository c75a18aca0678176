/**
 * The session on this device (spec §4): logging in, logging out, and what a
 * 401 does. The server holds the session (an HttpOnly cookie the page never
 * sees); the device keeps the spec's `isLoggedIn`, `currentUser` and
 * `auth_error` (docs/decisions/accounts.md, "The site").
 */
import { CONTRACT_MESSAGES, href, xsrfTokenFrom } from '@parole/bible';
import { isApiRequestError, useBibleApi } from '@parole/widgets';
import { useCallback } from 'react';
import { useHostStore, type HostStore } from './store/index.js';

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
 * What the login page shows for a failed login: the spec's one message for
 * any refusal of the credentials (422: wrong password, unknown name, a field
 * missing — never a hint of which), and the server's or the client's own
 * French message for what is not about the credentials: too many attempts
 * (429, with the wait), no answer, a server error.
 * @example loginErrorMessage(new ApiRequestError('…', { status: 422, kind: 'http' })) // 'Login et/ou password erroné !'
 */
export function loginErrorMessage(error: unknown): string {
  if (isApiRequestError(error) && !(error.kind === 'http' && error.status === 422)) return error.message;
  return CONTRACT_MESSAGES.loginFailed;
}

/**
 * Logging in (spec §4): the anti-forgery cookie first (GET
 * /sanctum/csrf-cookie, spec §7), then POST /api/login. Success stores the
 * user, sets the flag and clears the error; failure clears the flag (and the
 * user) and stores the error, which the login page shows above its form.
 * Resolves with whether it succeeded; the page then goes home.
 */
export function useLogin(): (name: string, password: string) => Promise<boolean> {
  const store = useHostStore();
  const client = useBibleApi();
  return useCallback(
    async (name, password) => {
      store.set({ auth_error: null });
      try {
        await client.csrfCookie();
        const user = await client.login({ name, password });
        if (typeof user?.name !== 'string') throw new Error('The login answered no user name.');
        store.set({ isLoggedIn: true, currentUser: { ...user }, auth_error: null });
        return true;
      } catch (error) {
        store.clearSession();
        store.set({ auth_error: loginErrorMessage(error) });
        return false;
      }
    },
    [store, client],
  );
}

/**
 * The menu's LOGOUT (spec §4): calls the server (DELETE /api/logout, after
 * GET /sanctum/csrf-cookie so that its token is there even if the browser
 * lost it), then clears the flag and the user, whatever the server answered
 * (spec §7: "response not read; on completion clears login state"). The
 * visitor stays on the page: a page that needs a login redirects by itself
 * through its guard.
 */
export function useLogout(): () => Promise<void> {
  const store = useHostStore();
  const client = useBibleApi();
  return useCallback(async () => {
    // Nothing to show of a failure (spec §8: logout errors are not shown); the device forgets the session anyway.
    await client.csrfCookie().catch(() => undefined);
    await client.logout().catch(() => undefined);
    store.clearSession();
  }, [store, client]);
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
