/** GET /sanctum/csrf-cookie: hands out the anti-forgery cookie (spec, section 7). */
import { Hono } from 'hono';
import { api } from '@parole/bible';
import { issueAntiForgeryToken } from '../middleware/anti-forgery.js';

/**
 * The anti-forgery cookie's route, mounted at '/'.
 * @example app.route('/', sanctumRoutes());
 */
export function sanctumRoutes(): Hono {
  const app = new Hono();
  app.get(api.csrfCookie.path, (c) => {
    issueAntiForgeryToken(c);
    c.header('Cache-Control', 'no-store');
    return c.body(null, 204);
  });
  return app;
}
