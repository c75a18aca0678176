/**
 * Test support: the application over the real database (built by the
 * global setup, tests/setup/global-database.ts), opened read-only as the
 * server does.
 */
import type { Hono } from 'hono';
import { createApp } from './app.js';
import { loadConfig, type Config } from './config.js';
import { Database } from './db/sqlite.js';

export interface TestApp {
  app: Hono;
  db: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * Opens the real database and builds the app, with `overrides` on the
 * environment's configuration. Static directories default to paths that do
 * not exist, so the result does not depend on whether the site was built.
 * @example const t = await openTestApp(); const res = await t.app.request('/api/info'); await t.close();
 */
export async function openTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const config: Config = {
    ...loadConfig(),
    webRoot: '/nonexistent/parole/web',
    widgetsRoot: '/nonexistent/parole/widgets',
    ...overrides,
  };
  const db = await Database.open(config.databasePath, { readonly: true });
  return { app: createApp({ db, config }), db, config, close: () => db.close() };
}
