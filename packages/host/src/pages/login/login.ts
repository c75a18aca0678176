/**
 * Logging in (spec §4), the login page's part of the session (session.ts):
 * loaded with the page, not with every page.
 */
import { CONTRACT_MESSAGES } from '@parole/bible';
import { isApiRequestError, useBibleApi } from '@parole/widgets';
import { useCallback } from 'react';
import { useHostStore } from '../../store/index.js';

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
