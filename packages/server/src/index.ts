/**
 * @parole/server: the server process, the composition root that mounts the
 * site's pages beside the API (docs/architecture.md).
 */
export { createServerApp } from './app.js';
export { httpServerOptions, startServer } from './server.js';
export type { RunningServer } from './server.js';
