/**
 * Logging out (spec §4), the menu's part of the session (session.ts): loaded
 * with the menu, not with every page.
 */
import { useBibleApi } from '@parole/widgets';
import { useCallback } from 'react';
import { forgetAiQuestion } from '../ai-question.js';
import { useHostStore } from '../store/index.js';

/**
 * The menu's LOGOUT (spec §4): calls the server (DELETE /api/logout, after
 * GET /sanctum/csrf-cookie so that its token is there even if the browser
 * lost it), then clears the flag and the user, whatever the server answered
 * (spec §7: "response not read; on completion clears login state"). The
 * visitor stays on the page: a page that needs a login redirects by itself
 * through its guard. An AI question kept for after a login is forgotten
 * (ai-question.ts): the next login may be someone else's.
 */
export function useLogout(): () => Promise<void> {
  const store = useHostStore();
  const client = useBibleApi();
  return useCallback(async () => {
    // Nothing to show of a failure (spec §8: logout errors are not shown); the device forgets the session anyway.
    await client.csrfCookie().catch(() => undefined);
    await client.logout().catch(() => undefined);
    store.clearSession();
    forgetAiQuestion();
  }, [store, client]);
}
