/**
 * The logged-in user of a request, for the routes that need one (the AI
 * helper's POST /api/oairequest, and any later call reserved to users).
 *
 * The app (app.ts) gives every API write a session context
 * (`withSessionContext`): a way to find the request's session, looked up at
 * most once per request and only when something asks. `requireUser()` asks:
 * without a valid session (no cookie, an unknown, ended or expired one) it
 * answers REFUSALS.loginRequired (401), and the site then clears
 * its stored session and goes to /login (spec, section 4); otherwise the
 * route reads the user with `c.get('user')`.
 *
 * The anti-forgery check runs before it (app.ts), so a route behind
 * requireUser() is also protected against cross-site requests.
 *
 * @example
 * const routes = new Hono<{ Variables: SessionVariables }>();
 * routes.post(api.aiRequest.path, requireUser(), validate(api.aiRequest), (c) => {
 *   const { id, name } = c.get('user');
 *   …
 * });
 */
import type { Context, MiddlewareHandler } from 'hono';
import { REFUSALS } from '@parole/bible';
import { refuse } from '../http.js';

/** The user a session belongs to: their id in the accounts' store and their name. */
export type SessionUser = { id: number; name: string };

/** The context variables requireUser() sets. */
export type SessionVariables = { user: SessionUser };

/** What the app puts in each API write's context: the request's user, looked up once, when first asked. */
export interface SessionContext {
  /** The user of the request's live session, or null (no cookie; an unknown, ended or expired session). */
  user(): Promise<SessionUser | null>;
}

/** The context variable holding the SessionContext (internal to the accounts). */
export const SESSION_CONTEXT = 'parole:session';

type WithContext = { Variables: { [SESSION_CONTEXT]?: SessionContext } };

/**
 * Puts `makeContext(c)` in the request's context, for requireUser(). The app
 * registers it before the anti-forgery check of every API write; nothing is
 * read from the request until something asks.
 */
export function withSessionContext(makeContext: (c: Context) => SessionContext): MiddlewareHandler {
  return async (c, next) => {
    (c as unknown as Context<WithContext>).set(SESSION_CONTEXT, makeContext(c));
    await next();
  };
}

/** The request's SessionContext, or undefined when the app gave it none. */
export function sessionContextOf(c: Context): SessionContext | undefined {
  return (c as unknown as Context<WithContext>).get(SESSION_CONTEXT);
}

/**
 * Lets the request through only with a valid session, setting `c.get('user')`;
 * otherwise answers REFUSALS.loginRequired (401)
 * (`Cache-Control: no-store`), and the route's handler does not run.
 *
 * Works on every API write (POST, PUT, PATCH, DELETE under /api/), where the
 * app installs the session context. Used on a route without it (a GET), it
 * throws, so the mistake shows at the first request (a 500) rather than
 * letting anyone through.
 * @example app.post('/api/oairequest', requireUser(), (c) => c.json({ hello: c.get('user').name }));
 */
export function requireUser(): MiddlewareHandler<{ Variables: SessionVariables }> {
  return async (c, next) => {
    const context = sessionContextOf(c);
    if (!context) {
      throw new Error(`requireUser() on ${c.req.method} ${c.req.path}, which has no session context: app.ts gives one to the API's writes only.`);
    }
    const user = await context.user();
    if (!user) return refuse(c, REFUSALS.loginRequired, { 'Cache-Control': 'no-store' });
    c.set('user', user);
    await next();
  };
}
