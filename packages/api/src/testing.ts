/**
 * Test support: the application over the real database (built by the
 * global setup, tests/setup/global-database.ts), opened read-only as the
 * server does, with a fresh games database of its own in a temporary folder.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import { createApp, type AppDeps } from './app.js';
import { loadConfig, type Config } from './config.js';
import { Database } from './db/sqlite.js';
import { openSqliteQuizStore } from './quiz/sqlite-store.js';
import type { QuizStore } from './quiz/store.js';

export interface TestApp {
  app: Hono;
  db: Database;
  config: Config;
  /** The app's games store (a new, empty file, removed by close()). */
  games: QuizStore & { readonly db: Database };
  close(): Promise<void>;
}

/** What the quiz may be given besides its store: a random source, a clock, a maker of secrets. */
export type QuizOptions = Omit<NonNullable<AppDeps['quiz']>, 'store'>;

/**
 * Opens the real database and builds the app, with `overrides` on the
 * environment's configuration. Static directories default to paths that do
 * not exist, so the result does not depend on whether the site was built;
 * the games live in a new temporary file unless `overrides` names one.
 * @example const t = await openTestApp(); const res = await t.app.request('/api/info'); await t.close();
 * @example const t = await openTestApp({}, { now: () => clock });
 */
export async function openTestApp(overrides: Partial<Config> = {}, quiz: QuizOptions = {}): Promise<TestApp> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'parole-games-'));
  const config: Config = {
    ...loadConfig(),
    webRoot: '/nonexistent/parole/web',
    widgetsRoot: '/nonexistent/parole/widgets',
    gamesDatabasePath: path.join(dir, 'games.sqlite'),
    ...overrides,
  };
  const db = await Database.open(config.databasePath, { readonly: true });
  const games = await openSqliteQuizStore(config.gamesDatabasePath);
  return {
    app: createApp({ db, config, quiz: { store: games, ...quiz } }),
    db,
    config,
    games,
    close: async () => {
      await Promise.all([db.close(), games.close()]);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
