/**
 * The accounts' calls (spec, sections 4, 7 and 8; docs/decisions/accounts.md):
 * - POST /api/login {name, password}: a new session and its cookies, and the
 *   user `{ name }`; any failure 422 'Login et/ou password erroné !', too
 *   many 429 with Retry-After;
 * - DELETE /api/logout: ends the session on the server and removes its
 *   cookies; 204 whether there was one or not;
 * - GET /api/session (sessionRoutes, mounted with or without accounts):
 *   the live session's user or null, what the site asks on a page load and
 *   when its tab comes back into focus to learn that a login has ended.
 *
 * Both are writes: the anti-forgery check (app.ts) has let them through with
 * the token bound to the browser's session cookie, the pre-login one for
 * login. Their answers are never cached (app.ts registers noStore).
 */
import { Hono } from 'hono';
import { api, REFUSALS, type LoginResponse, type SessionResponse } from '@parole/bible';
import { clientAddress, refuse } from '../http.js';
import { validate } from '../middleware/validate.js';
import { sessionCookie, type Xsrf } from '../accounts/cookies.js';
import type { PasswordHasher } from '../accounts/passwords.js';
import { nameKey } from '../accounts/policy.js';
import type { Sessions } from '../accounts/sessions.js';
import type { AccountStore } from '../accounts/store.js';
import type { LoginThrottle } from '../accounts/throttle.js';

export interface AccountRouteDeps {
  store: AccountStore;
  sessions: Sessions;
  xsrf: Xsrf;
  throttle: LoginThrottle;
  passwords: PasswordHasher;
  /** A hash verified for an unknown name, so it costs what a wrong password costs (accounts/passwords.ts). */
  dummyHash: () => Promise<string>;
  /** The clock, in milliseconds since the epoch. */
  now: () => number;
}

/** The accounts' endpoints. */
export const ACCOUNT_ENDPOINTS = [api.login, api.logout, api.session] as const;

/**
 * The accounts' routes, mounted at '/'.
 * @example app.route('/', accountRoutes({ store, sessions, xsrf, throttle, passwords, dummyHash, now }));
 */
export function accountRoutes({ store, sessions, xsrf, throttle, passwords, dummyHash, now }: AccountRouteDeps): Hono {
  const app = new Hono();

  app.post(api.login.path, validate(api.login), async (c) => {
    const { name, password } = c.req.valid('param');
    const key = nameKey(name);
    const address = clientAddress(c);
    const attempt = await throttle.attempt(key, address, now());
    if (!attempt.allowed) {
      const seconds = Math.max(1, Math.ceil((attempt.retryAt - now()) / 1000));
      return refuse(c, REFUSALS.loginThrottled(seconds), { 'Retry-After': String(seconds) });
    }
    // One argon2id verification whether the name exists or not: the same
    // answer, in the same time, tells nothing of the accounts.
    const user = await store.userByNameKey(key);
    const verified = await passwords.verify(user?.passwordHash ?? (await dummyHash()), password);
    if (!user || !verified) return refuse(c, REFUSALS.loginFailed);

    await throttle.succeeded(key, address);
    if (passwords.needsRehash(user.passwordHash)) {
      await store.setPassword(user.id, await passwords.hash(password), now(), { endSessions: false });
    }
    // A new id at every login; the session presented, if any, ends (no fixation).
    const session = await sessions.start(user.id, sessionCookie(c));
    await xsrf.issue(c, session.id, Math.round((session.expiresAt - now()) / 1000));
    return c.json({ name: user.name } satisfies LoginResponse);
  });

  app.delete(api.logout.path, async (c) => {
    await sessions.end(sessionCookie(c));
    xsrf.clear(c);
    return c.body(null, 204);
  });

  return app;
}

/**
 * GET /api/session: the user of the browser's live session, or null (no
 * session cookie, one of an ended or expired session, or an app without
 * accounts). Looking the session up counts as its use, like any call of the
 * site: the site asks only on a page load or when its tab regains focus,
 * both the visitor's doing. A request without a session cookie costs no
 * lookup (Sessions.find), so it is as cheap as any public read; never
 * cached (app.ts registers noStore).
 * @example app.route('/', sessionRoutes(sessions));
 */
export function sessionRoutes(sessions: Sessions | undefined): Hono {
  const app = new Hono();
  app.get(api.session.path, async (c) => {
    const live = sessions ? await sessions.find(sessionCookie(c)) : null;
    return c.json({ user: live ? { name: live.user.name } : null } satisfies SessionResponse);
  });
  return app;
}
