/**
 * GET /sanctum/csrf-cookie (spec, section 7: called before login): sets the
 * anti-forgery token for the browser's session, and the session cookie it is
 * bound to (accounts/cookies.ts).
 *
 * - With a live session: its token again, both cookies for the session's
 *   remaining lifetime.
 * - Otherwise (no session cookie, or one of an ended or expired session): a
 *   pre-login token, bound to the cookie's value when it has one and else
 *   to a new anonymous value, for the browser session. Nothing is stored:
 *   any page can call this.
 */
import { Hono } from 'hono';
import { api } from '@parole/bible';
import { sessionCookie, type Xsrf } from '../accounts/cookies.js';
import { newSessionId, type Sessions } from '../accounts/sessions.js';

export interface SanctumRouteDeps {
  xsrf: Xsrf;
  /** The accounts' sessions; without, there are none (an app without accounts). */
  sessions?: Sessions;
  now: () => number;
}

/**
 * The anti-forgery cookie's route, mounted at '/'.
 * @example app.route('/', sanctumRoutes({ xsrf, sessions, now: Date.now }));
 */
export function sanctumRoutes({ xsrf, sessions, now }: SanctumRouteDeps): Hono {
  const app = new Hono();
  app.get(api.csrfCookie.path, async (c) => {
    const presented = sessionCookie(c);
    const live = sessions ? await sessions.find(presented) : null;
    const lifetime = live ? Math.max(1, Math.floor((live.expiresAt - now()) / 1000)) : undefined;
    await xsrf.issue(c, presented ?? newSessionId(), lifetime);
    return c.body(null, 204);
  });
  return app;
}
