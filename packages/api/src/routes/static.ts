/**
 * The built site and the embeddable widget bundles.
 *
 * - `/assets/*`: vite's content-hashed files, cached for a year.
 * - any other GET that names a file of the site: that file, revalidated each time.
 * - any other GET (a route of the history-mode site such as /lire/43/3):
 *   index.html, revalidated each time so a deploy is seen at once.
 * - `/widgets/*`: the widget bundles, loadable by other sites' <script> tags.
 *
 * /api, /sanctum, /assets and /widgets never fall back to index.html: a
 * missing script or JSON document must be a 404, not a page.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Hono, type MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Config } from '../config.js';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Bundle names are stable (parole-widgets.iife.js), so embedding sites get a fix within the hour. */
export const WIDGETS_CACHE_CONTROL = 'public, max-age=3600';

const NO_FALLBACK = /^\/(?:api|sanctum|assets|widgets)(?:\/|$)/;

/**
 * `serve` (a serveStatic middleware) with Cache-Control set on the files it
 * finds. Its onFound hook runs after the response is built, too late for
 * c.header(); a file not found falls through untouched.
 */
const withCacheControl =
  (serve: MiddlewareHandler, value: string): MiddlewareHandler =>
  async (c, next) => {
    const res = await serve(c, next);
    if (res instanceof Response) res.headers.set('Cache-Control', value); // otherwise next() answered
    return res;
  };

/**
 * The static sub-app; empty when neither directory exists (API-only
 * deployment, or tests). Mount it last, at '/'.
 * @example app.route('/', staticRoutes(config));
 */
export function staticRoutes({ webRoot, widgetsRoot }: Pick<Config, 'webRoot' | 'widgetsRoot'>): Hono {
  const app = new Hono();

  if (existsSync(widgetsRoot)) {
    app.use(
      '/widgets/*',
      withCacheControl(
        serveStatic({ root: widgetsRoot, rewriteRequestPath: (p) => p.slice('/widgets'.length) }),
        WIDGETS_CACHE_CONTROL,
      ),
    );
  }

  if (existsSync(webRoot)) {
    app.use('/assets/*', withCacheControl(serveStatic({ root: webRoot }), IMMUTABLE));
    const files = withCacheControl(serveStatic({ root: webRoot }), 'no-cache');
    app.use('*', (c, next) => (NO_FALLBACK.test(c.req.path) ? next() : files(c, next)));
    if (existsSync(path.join(webRoot, 'index.html'))) {
      const index = withCacheControl(serveStatic({ root: webRoot, path: 'index.html' }), 'no-cache');
      app.get('*', (c, next) => (NO_FALLBACK.test(c.req.path) ? next() : index(c, next)));
    }
  }
  return app;
}
