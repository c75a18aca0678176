/**
 * Anti-forgery (CSRF) protection by double submit, the scheme the site's
 * client already speaks (Laravel Sanctum's): GET /sanctum/csrf-cookie sets a
 * random XSRF-TOKEN cookie readable by the page's script; every state-changing
 * request echoes it in the X-XSRF-TOKEN header and says X-Requested-With:
 * XMLHttpRequest. A page of another site can make the browser send the cookie
 * but cannot read it, so it cannot write the header.
 *
 * hono/csrf is not enough here: it only checks Origin on form posts, and the
 * API's writes are JSON.
 *
 * Some writes authenticate with a secret of their own in their JSON body
 * (the quiz's game calls and their `jeton`), never with a cookie: they are
 * exempt from the cookie's check, since a forged request riding on the
 * browser's cookies gains nothing there, and an embed on another site could
 * not read our cookie anyway. They must still say X-Requested-With and send
 * JSON, which no plain HTML form can do and which a script of another origin
 * can do only after a preflight (docs/decisions/quiz.md, "Threat model").
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { matchPath, REQUESTED_WITH, XSRF_COOKIE, XSRF_HEADER, type Endpoint } from '@parole/bible';
import { isJsonType } from '../http.js';
import { MESSAGES } from '../messages.js';

/**
 * Sets a new random XSRF-TOKEN cookie on the response: whole site, SameSite=Lax,
 * not HttpOnly (the client must read it), Secure when the request came over HTTPS.
 * Returns the token.
 * @example app.get('/sanctum/csrf-cookie', (c) => { issueAntiForgeryToken(c); return c.body(null, 204); });
 */
export function issueAntiForgeryToken(c: Context): string {
  const token = randomBytes(32).toString('base64url');
  setCookie(c, XSRF_COOKIE, token, {
    path: '/',
    sameSite: 'Lax',
    httpOnly: false,
    secure: new URL(c.req.url).protocol === 'https:',
  });
  return token;
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export interface AntiForgeryOptions {
  /**
   * Endpoints (of @parole/bible's table) that authenticate by a secret in
   * their JSON body, not by cookies: exempt from the cookie check, but
   * still refused without X-Requested-With (403) or a JSON body (415).
   */
  tokenAuthenticated?: readonly Endpoint[];
}

/**
 * Rejects with 403 every request other than GET and HEAD that lacks
 * `X-Requested-With: XMLHttpRequest` or whose X-XSRF-TOKEN header differs
 * from its XSRF-TOKEN cookie, but for the `tokenAuthenticated` endpoints
 * (see the module's comment). Mount it before the routes it protects, so an
 * unknown path is refused before it can answer 404.
 * @example app.use('/api/*', antiForgery({ tokenAuthenticated: [api.gameStart, api.gameAnswer] }));
 */
export function antiForgery({ tokenAuthenticated = [] }: AntiForgeryOptions = {}): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const requestedWith = c.req.header(REQUESTED_WITH.name) === REQUESTED_WITH.value;
    if (tokenAuthenticated.some((e) => e.method === c.req.method && matchPath(e, c.req.path))) {
      if (!requestedWith) return c.json({ message: MESSAGES.antiForgery }, 403);
      if (!isJsonType(c.req.header('Content-Type'))) return c.json({ message: MESSAGES.jsonRequired }, 415);
      return next();
    }
    const cookie = getCookie(c, XSRF_COOKIE);
    const header = c.req.header(XSRF_HEADER);
    if (!requestedWith || !cookie || !header || !sameToken(cookie, header)) {
      return c.json({ message: MESSAGES.antiForgery }, 403);
    }
    return next();
  };
}
