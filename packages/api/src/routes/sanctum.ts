/** GET /sanctum/csrf-cookie: hands out the anti-forgery cookie (spec, section 7). */
import { Hono } from 'hono';
import { issueAntiForgeryToken } from '../middleware/anti-forgery.js';

/**
 * The /sanctum sub-app.
 * @example app.route('/sanctum', sanctumRoutes());
 */
export function sanctumRoutes(): Hono {
  const app = new Hono();
  app.get('/csrf-cookie', (c) => {
    issueAntiForgeryToken(c);
    c.header('Cache-Control', 'no-store');
    return c.body(null, 204);
  });
  return app;
}
