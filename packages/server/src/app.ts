/**
 * The composition root (issue 46): the one place that knows both the API
 * (@parole/api) and the site's pages (@parole/pages), and mounts the pages
 * beside the API on one Hono app. The API never imports the pages, nor the
 * widgets they draw with; the pages use the API's stores, kept searches and
 * HTTP helpers; this joins them (docs/architecture.md, "Packages").
 */
import type { Hono } from 'hono';
import { createApp, type AppDeps } from '@parole/api/app';
import { pagesApp } from '@parole/pages';

/**
 * The server's app: the API, and the site's pages, share images and files
 * mounted after its routes, from the stores and kept searches it shares.
 * @example
 * const app = createServerApp({ db, config });
 * const res = await app.request('/lire/43/3');
 */
export function createServerApp(deps: Omit<AppDeps, 'pages'>): Hono {
  return createApp({ ...deps, pages: (shared) => pagesApp({ ...shared, config: deps.config }) });
}
