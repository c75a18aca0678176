/**
 * Test support: the application over the real database (built by the
 * global setup, tests/setup/global-database.ts), opened read-only as the
 * server does, with a fresh state database of its own (games, accounts,
 * rate limits) in a temporary folder.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import { createApp, type AppDeps } from './app.js';
import { loadConfig, type Config } from './config.js';
import { Database } from './db/sqlite.js';
import { createSqliteAccountStore } from './accounts/sqlite-store.js';
import type { AccountStore } from './accounts/store.js';
import { createSqliteQuizStore } from './quiz/sqlite-store.js';
import type { QuizStore } from './quiz/store.js';
import { openStateDatabase } from './state/database.js';
import { createSqliteRateLimits, type RateLimits } from './state/rate-limits.js';

export interface TestApp {
  app: Hono;
  db: Database;
  config: Config;
  /** The app's state database (a new, empty file, removed by close()). */
  state: Database;
  /** The quiz's store on it. */
  games: QuizStore & { readonly db: Database };
  /** The accounts' store on it. */
  accounts: AccountStore;
  /** The rate limits' counters on it. */
  limits: RateLimits;
  close(): Promise<void>;
}

/** What the quiz may be given besides its store: a random source, a clock, a maker of secrets. */
export type QuizOptions = Omit<NonNullable<AppDeps['quiz']>, 'store'>;

/** What the accounts may be given besides their store and counters: a password hasher, a clock, a maker of session ids. */
export type AccountOptions = Omit<NonNullable<AppDeps['accounts']>, 'store' | 'limits'>;

/**
 * Opens the real database and builds the app, with `overrides` on the
 * environment's configuration. Static directories default to paths that do
 * not exist, so the result does not depend on whether the site was built;
 * the state lives in a new temporary file unless `overrides` names one.
 * @example const t = await openTestApp(); const res = await t.app.request('/api/info'); await t.close();
 * @example const t = await openTestApp({}, { now: () => clock });
 * @example const t = await openTestApp({}, {}, { now: () => clock, passwords: countingHasher });
 */
export async function openTestApp(overrides: Partial<Config> = {}, quiz: QuizOptions = {}, accountOptions: AccountOptions = {}): Promise<TestApp> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'parole-state-'));
  const config: Config = {
    ...loadConfig(),
    webRoot: '/nonexistent/parole/web',
    widgetsRoot: '/nonexistent/parole/widgets',
    stateDatabasePath: path.join(dir, 'state.sqlite'),
    ...overrides,
  };
  const db = await Database.open(config.databasePath, { readonly: true });
  const state = await openStateDatabase(config.stateDatabasePath);
  const games = createSqliteQuizStore(state);
  const accounts = createSqliteAccountStore(state);
  const limits = createSqliteRateLimits(state);
  return {
    app: createApp({ db, config, quiz: { store: games, ...quiz }, accounts: { store: accounts, limits, ...accountOptions } }),
    db,
    config,
    state,
    games,
    accounts,
    limits,
    close: async () => {
      await Promise.all([db.close(), state.close()]);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The cookies an answer sets, by name (the value, and the whole Set-Cookie line). */
export function cookiesSet(res: Response): Record<string, { value: string; line: string }> {
  return Object.fromEntries(
    res.headers.getSetCookie().map((line) => {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      return [pair.slice(0, eq), { value: decodeURIComponent(pair.slice(eq + 1)), line }];
    }),
  );
}

/** What a browser sends on a write once it has the cookies of `res`: its cookies, the token header and X-Requested-With. */
export function browserHeaders(res: Response): Record<string, string> {
  const cookies = cookiesSet(res);
  return {
    Cookie: Object.entries(cookies)
      .map(([name, { value }]) => `${name}=${value}`)
      .join('; '),
    'X-XSRF-TOKEN': cookies['XSRF-TOKEN'].value,
    'X-Requested-With': 'XMLHttpRequest',
  };
}

/**
 * The headers of a write that passes the anti-forgery check of `app`: the
 * cookies of GET /sanctum/csrf-cookie and the token echoed.
 * @example await app.request('/api/logout', { method: 'DELETE', headers: await antiForgeryHeaders(app) });
 */
export async function antiForgeryHeaders(app: Hono): Promise<Record<string, string>> {
  return browserHeaders(await app.request('/sanctum/csrf-cookie'));
}
