/**
 * @parole/pages: the site's pages as the server sends them, a Hono sub-app
 * mounted beside the API (docs/architecture.md; docs/decisions/share.md).
 */
export { pagesApp } from './app.js';
export type { PagesDeps } from './app.js';
