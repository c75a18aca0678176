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
import { api, formatBody, xsrfTokenFrom } from '@parole/bible';
import { createApp, type AppDeps, type SharedWithPages } from './app.js';
import { loadConfig, type Config } from './config.js';
import { Database } from './db/sqlite.js';
import { argon2idHasher } from './accounts/passwords.js';
import { createSqliteAccountStore } from './accounts/sqlite-store.js';
import { createSqliteAiUsageStore } from './ai/sqlite-store.js';
import type { AiUsageStore } from './ai/store.js';
import type { AccountStore } from './accounts/store.js';
import { createSqliteQuizStore } from './quiz/sqlite-store.js';
import type { QuizStore } from './quiz/store.js';
import { openStateDatabase, stateFileCheck } from './state/database.js';
import { SearchPool } from './search/pool.js';
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
  /** The AI helper's usage store on it. */
  aiUsage: AiUsageStore;
  /** The search threads, when `overrides` asked for some (searchWorkers > 0); the app searches on the event loop otherwise. */
  searchPool: SearchPool | undefined;
  close(): Promise<void>;
}

/** What the quiz may be given besides its store: a random source, a clock, a maker of secrets. */
export type QuizOptions = Omit<NonNullable<AppDeps['quiz']>, 'store'>;

/** What the accounts may be given besides their store and counters: a password hasher, a clock, a maker of session ids. */
export type AccountOptions = Omit<NonNullable<AppDeps['accounts']>, 'store' | 'limits'>;

/** What the AI helper may be given besides its usage store: a provider (the configuration's by default), a clock. */
export type AiOptions = Omit<NonNullable<AppDeps['ai']>, 'store'>;

/**
 * Opens the real database and builds the app, with `overrides` on the
 * environment's configuration. Static directories default to paths that do
 * not exist, so the result does not depend on whether the site was built;
 * the state lives in a new temporary file unless `overrides` names one.
 * With `pages`, the site's pages are mounted beside the API (the server's
 * whole app: packages/server's openTestServerApp).
 * @example const t = await openTestApp(); const res = await t.app.request('/api/info'); await t.close();
 * @example const t = await openTestApp({}, { now: () => clock });
 * @example const t = await openTestApp({}, {}, { now: () => clock, passwords: countingHasher });
 */
export async function openTestApp(
  overrides: Partial<Config> = {},
  quiz: QuizOptions = {},
  accountOptions: AccountOptions = {},
  aiOptions: AiOptions = {},
  pages?: (shared: SharedWithPages, config: Config) => Hono,
): Promise<TestApp> {
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
  const aiUsage = createSqliteAiUsageStore(state);
  const searchPool =
    (overrides.searchWorkers ?? 0) > 0
      ? new SearchPool({
          databasePath: config.databasePath,
          translations: config.translations.map((t) => t.id),
          size: config.searchWorkers,
          queueLength: config.searchQueueLength,
        })
      : undefined;
  await searchPool?.warm();
  return {
    app: createApp({
      db,
      config,
      searchPool,
      quiz: { store: games, ...quiz },
      accounts: { store: accounts, limits, ...accountOptions },
      ai: { store: aiUsage, ...aiOptions },
      pages: pages && ((shared) => pages(shared, config)),
      readiness: { state: await stateFileCheck(state, config.stateDatabasePath) },
    }),
    db,
    config,
    state,
    games,
    accounts,
    limits,
    aiUsage,
    searchPool,
    close: async () => {
      await Promise.all([db.close(), state.close(), searchPool?.close()]);
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

/**
 * What a browser sends on a write once it has the cookies of `res`: its
 * cookies, the token header (read as the site's client reads it, from
 * `__Host-XSRF-TOKEN` over HTTPS or `XSRF-TOKEN` over plain HTTP) and
 * X-Requested-With.
 */
export function browserHeaders(res: Response): Record<string, string> {
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const token = xsrfTokenFrom(cookie);
  if (token === undefined) throw new Error('The answer set no anti-forgery cookie');
  return { Cookie: cookie, 'X-XSRF-TOKEN': token, 'X-Requested-With': 'XMLHttpRequest' };
}

/**
 * The headers of a write that passes the anti-forgery check of `app`: the
 * cookies of GET /sanctum/csrf-cookie and the token echoed.
 * @example await app.request('/api/logout', { method: 'DELETE', headers: await antiForgeryHeaders(app) });
 */
export async function antiForgeryHeaders(app: Hono): Promise<Record<string, string>> {
  return browserHeaders(await app.request(api.csrfCookie.path));
}

/** A logged-in user of a test app: their id and the headers of their writes (session cookie, token, X-Requested-With). */
export interface LoggedIn {
  id: number;
  headers: Record<string, string>;
}

/**
 * Makes the account `name` in `t`'s state database and logs it in through
 * the real flow (GET /sanctum/csrf-cookie, then POST /api/login), as the
 * site does.
 * @example const marie = await logIn(t, 'Marie'); await t.app.request('/api/oairequest', { method: 'POST', headers: { ...marie.headers, 'Content-Type': 'application/json' }, body });
 */
export async function logIn(t: Pick<TestApp, 'app' | 'accounts'>, name: string, at = Date.now()): Promise<LoggedIn> {
  const password = `mot de passe de ${name} pour les tests`;
  const id = (await t.accounts.addUser({ name, nameKey: name.toLowerCase(), passwordHash: await argon2idHasher.hash(password), at }))!;
  const login = await t.app.request(api.login.path, {
    method: api.login.method,
    headers: { ...(await antiForgeryHeaders(t.app)), 'Content-Type': 'application/json' },
    body: JSON.stringify(formatBody(api.login, { name, password })),
  });
  if (login.status !== 200) throw new Error(`logIn(${name}): POST /api/login answered ${login.status}`);
  return { id, headers: browserHeaders(login) };
}
