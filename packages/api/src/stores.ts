/**
 * Every feature's store over the state database the configuration names:
 * the SQLite file of one machine (STATE_DATABASE_PATH, state/database.ts),
 * or, when DATABASE_URL is set, the PostgreSQL database several nodes share
 * (state/postgres.ts). The server and the command lines (cli/) open them
 * here; the features only see the interfaces (docs/decisions/state.md).
 *
 * It stands above the features whose stores it builds (quiz/, accounts/,
 * ai/) and the state database's machinery (state/): none of them imports it.
 */
import { createSqliteAccountStore } from './accounts/sqlite-store.js';
import type { AccountStore } from './accounts/store.js';
import { createSqliteAiUsageStore } from './ai/sqlite-store.js';
import type { AiUsageStore } from './ai/store.js';
import type { Config } from './config.js';
import { createSqliteQuizStore } from './quiz/sqlite-store.js';
import type { QuizStore } from './quiz/store.js';
import { openStateDatabase, stateFileCheck } from './state/database.js';
import { createSqliteRateLimits, type RateLimits } from './state/rate-limits.js';

export interface StateStores {
  /** Which implementation: 'sqlite' (one machine) or 'postgres' (shared by several nodes). */
  kind: 'sqlite' | 'postgres';
  quiz: QuizStore;
  accounts: AccountStore;
  limits: RateLimits;
  ai: AiUsageStore;
  /** The PostgreSQL pool's connections (the metrics); absent on SQLite. */
  pool?: () => { total: number; idle: number; waiting: number };
  /** Resolves when the state database can serve now, rejects saying what is wrong (GET /readyz, routes/health.ts). */
  ready(): Promise<void>;
  /** Closes the SQLite file or the PostgreSQL pool. */
  close(): Promise<void>;
}

/**
 * Which state database `config` names, for the command lines to say before
 * they touch it (issue 50: `npm run user -- list` run without the service's
 * settings quietly made a new state file in the checkout): the PostgreSQL
 * server and database (never the password), or the SQLite file, and whether
 * it is the checkout's default.
 * @example describeStateDatabase(config, process.env) // 'State database: PostgreSQL parole at 10.0.0.20:5432 (DATABASE_URL)'
 */
export function describeStateDatabase(config: Pick<Config, 'stateDatabasePath' | 'postgres'>, env: Record<string, string | undefined>): string {
  if (config.postgres) {
    let where = 'DATABASE_URL';
    try {
      const url = new URL(config.postgres.url);
      where = `${decodeURIComponent(url.pathname.slice(1)) || 'postgres'} at ${url.hostname || 'localhost'}:${url.port || 5432}`;
    } catch {
      // An unusual URL pg still reads: named by its variable only.
    }
    return `State database: PostgreSQL ${where} (DATABASE_URL)`;
  }
  const named = env.STATE_DATABASE_PATH ?? env.GAMES_DATABASE_PATH;
  return named
    ? `State database: ${config.stateDatabasePath} (STATE_DATABASE_PATH)`
    : `State database: ${config.stateDatabasePath} (the checkout's default: neither DATABASE_URL nor STATE_DATABASE_PATH is set; a service's settings are in its environment file, as /etc/parole/parole.env)`;
}

/**
 * Opens the state database of `config` (created or migrated when needed)
 * and builds every store on it. Throws an Error with a clear English message
 * when it cannot be opened.
 * @example const stores = await openStateStores(config); … await stores.close();
 */
export async function openStateStores(config: Pick<Config, 'stateDatabasePath' | 'postgres'>, log?: (line: string) => void): Promise<StateStores> {
  if (config.postgres) {
    // Loaded only when asked for: a server on SQLite never loads the PostgreSQL client.
    const [{ openPostgresState }, { createPostgresQuizStore }, { createPostgresAccountStore }, { createPostgresAiUsageStore }, { createPostgresRateLimits }] =
      await Promise.all([
        import('./state/postgres.js'),
        import('./quiz/postgres-store.js'),
        import('./accounts/postgres-store.js'),
        import('./ai/postgres-store.js'),
        import('./state/postgres-rate-limits.js'),
      ]);
    const state = await openPostgresState(config.postgres.url, { poolSize: config.postgres.poolSize, log });
    return {
      kind: 'postgres',
      quiz: createPostgresQuizStore(state),
      accounts: createPostgresAccountStore(state),
      limits: createPostgresRateLimits(state),
      ai: createPostgresAiUsageStore(state),
      pool: () => ({ total: state.pool.totalCount, idle: state.pool.idleCount, waiting: state.pool.waitingCount }),
      // A round trip through the pool: a connection can be had, and the server answers.
      ready: async () => {
        await state.query('SELECT 1');
      },
      close: () => state.close(),
    };
  }
  const state = await openStateDatabase(config.stateDatabasePath);
  const ready = await stateFileCheck(state, config.stateDatabasePath);
  return {
    kind: 'sqlite',
    quiz: createSqliteQuizStore(state),
    accounts: createSqliteAccountStore(state),
    limits: createSqliteRateLimits(state),
    ai: createSqliteAiUsageStore(state),
    ready,
    close: () => state.close(),
  };
}
