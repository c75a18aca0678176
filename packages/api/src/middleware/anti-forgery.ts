/**
 * Anti-forgery (CSRF) protection of every state-changing request, in the
 * scheme the site's client already speaks (Laravel Sanctum's names): GET
 * /sanctum/csrf-cookie hands out an anti-forgery cookie readable by the
 * page's script (`__Host-XSRF-TOKEN` over HTTPS, `XSRF-TOKEN` over plain
 * HTTP); every write echoes it in the X-XSRF-TOKEN header and says
 * X-Requested-With: XMLHttpRequest. A page of another site can make the
 * browser send cookies but can read none, and cannot set those headers
 * without a CORS preflight, which the API refuses for writes.
 *
 * The token is bound to the browser's session cookie (an HMAC of it with a
 * server key, accounts/cookies.ts): a token of another session, a pre-login
 * token after the login, any token after logout is refused, compared in
 * constant time. Login itself needs a valid pre-login token (no login
 * CSRF). A refused write is a 403 before any route runs: it changes nothing.
 *
 * hono/csrf is not enough here: it only checks Origin on form posts, and the
 * API's writes are JSON.
 *
 * Some writes authenticate with a secret of their own in their JSON body
 * (the quiz's game calls and their `jeton`), never with a cookie: they are
 * exempt from the token's check, since a forged request riding on the
 * browser's cookies gains nothing there, and an embed on another site could
 * not read our cookie anyway. They must still say X-Requested-With and send
 * JSON, which no plain HTML form can do and which a script of another origin
 * can do only after a preflight (docs/decisions/quiz.md, "Threat model").
 */
import type { Context, MiddlewareHandler } from 'hono';
import { matchPath, REFUSALS, REQUESTED_WITH, type Endpoint } from '@parole/bible';
import { isJsonType, refuse } from '../http.js';

export interface AntiForgeryOptions {
  /**
   * Endpoints (of @parole/bible's table) that authenticate by a secret in
   * their JSON body, not by cookies: exempt from the cookie check, but
   * still refused without X-Requested-With (403) or a JSON body (415).
   */
  tokenAuthenticated?: readonly Endpoint[];
  /** Whether the request carries the anti-forgery token bound to its session (accounts/cookies.ts `Xsrf.check`). */
  checkToken(c: Context): Promise<boolean>;
}

/**
 * Rejects with 403 every request other than GET and HEAD that lacks
 * `X-Requested-With: XMLHttpRequest` or the anti-forgery token bound to its
 * session (`checkToken`), but for the `tokenAuthenticated` endpoints (see
 * the module's comment). Mount it before the routes it protects, so an
 * unknown path is refused before it can answer 404.
 * @example app.on(['POST', 'DELETE'], '/api/*', antiForgery({ tokenAuthenticated: [api.gameStart, api.gameAnswer], checkToken: xsrf.check }));
 */
export function antiForgery({ tokenAuthenticated = [], checkToken }: AntiForgeryOptions): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const requestedWith = c.req.header(REQUESTED_WITH.name) === REQUESTED_WITH.value;
    if (tokenAuthenticated.some((e) => e.method === c.req.method && matchPath(e, c.req.path))) {
      if (!requestedWith) return refuse(c, REFUSALS.antiForgery);
      if (!isJsonType(c.req.header('Content-Type'))) return refuse(c, REFUSALS.jsonRequired);
      return next();
    }
    if (!requestedWith || !(await checkToken(c))) return refuse(c, REFUSALS.antiForgery);
    return next();
  };
}
