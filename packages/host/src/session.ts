/**
 * The session on this device (spec §4). Logging in comes with the login
 * issue; what exists now is how a session ends.
 */
import { href } from '@parole/bible';
import { useCallback } from 'react';
import { useHostStore, type HostStore } from './store/index.js';

/**
 * What a 401 from any call does (spec §4): the flag and the user are cleared
 * and the visitor goes to /login. The client then rejects to its caller.
 */
export function handleUnauthorized(store: HostStore, navigate: (to: string) => void): void {
  store.clearSession();
  navigate(href('login'));
}

/**
 * The menu's LOGOUT. The specification calls DELETE /api/logout first; the
 * widgets' client has no `logout()` yet (it comes with the login issue, as
 * does any way to log in), so for now only this device's session is cleared.
 * The visitor stays on the page: a page that needs a login redirects by
 * itself through its guard.
 */
export function useLogout(): () => void {
  const store = useHostStore();
  return useCallback(() => store.clearSession(), [store]);
}
