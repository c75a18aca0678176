/**
 * Logging in (spec §4), the login page's part of the session (session.ts):
 * loaded with the page, not with every page.
 */
import { CONTRACT_MESSAGES } from '@parole/bible';
import { ApiRequestError, isApiRequestError, useApiAction } from '@parole/widgets';
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
 * /sanctum/csrf-cookie, spec §7), then POST /api/login, as one action
 * (`pending` while it runs; aborted if the page is left). Success stores the
 * user, sets the flag and clears the error; failure clears the flag (and the
 * user) and stores the error, which the login page shows above its form.
 * `logIn` resolves with whether it succeeded; the page then goes home.
 */
export function useLogin(): { logIn(name: string, password: string): Promise<boolean>; pending: boolean } {
  const store = useHostStore();
  const { run, pending } = useApiAction(async (client, credentials: { name: string; password: string }, { signal }) => {
    await client.csrfCookie(undefined, { signal });
    const user = await client.login(credentials, { signal });
    // An answer without a user is no login: said as any refused one.
    if (typeof user?.name !== 'string') throw new ApiRequestError(CONTRACT_MESSAGES.loginFailed, { status: 200, kind: 'http' });
    return user;
  });
  const logIn = useCallback(
    async (name: string, password: string) => {
      store.set({ auth_error: null });
      const result = await run({ name, password });
      if (result.status === 'success') {
        store.set({ isLoggedIn: true, currentUser: { ...result.data }, auth_error: null });
        return true;
      }
      if (result.status === 'error') {
        store.clearSession();
        store.set({ auth_error: loginErrorMessage(result.error) });
      }
      return false;
    },
    [store, run],
  );
  return { logIn, pending };
}
