/**
 * Where the data lives: the Bible database (read-only, built from the text),
 * and the state database of everything that changes, a SQLite file on one
 * machine or, with DATABASE_URL, a PostgreSQL database several nodes share
 * (docs/decisions/state.md).
 */
import path from 'node:path';
import { read, readCount, readPath, REPO_ROOT, type Env } from './env.js';

/** The PostgreSQL state database (docs/decisions/state.md). */
export interface PostgresConfig {
  /** A `postgres://` or `postgresql://` connection URL (may hold a password: never logged). */
  url: string;
  /** Connections one node keeps open at most. */
  poolSize: number;
}

export interface StorageConfig {
  /** SQLite file, built from the USFM source on start when missing or stale. */
  databasePath: string;
  /**
   * The state database: the one writable SQLite file of everything that
   * changes (the quiz's games, the accounts' users and sessions, the rate
   * limits), created with its folder when missing and upgraded by migrations
   * on start (state/database.ts, state/migrations.ts).
   */
  stateDatabasePath: string;
  /**
   * The shared state database of several nodes (DATABASE_URL): when set,
   * everything that changes lives in this PostgreSQL database instead of
   * the SQLite file above (state/postgres.ts; docs/decisions/state.md).
   */
  postgres: PostgresConfig | undefined;
}

/**
 * DATABASE_URL: a postgres:// or postgresql:// URL; anything else stops the
 * server. The message never repeats the value, which may hold a password.
 */
function readPostgres(env: Env): PostgresConfig | undefined {
  const raw = read(env, 'DATABASE_URL');
  const poolSize = readCount(env, 'DATABASE_POOL_SIZE', 10, 1_000, 1);
  if (raw === undefined) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:')) {
    throw new Error(
      'Invalid DATABASE_URL: not a PostgreSQL URL (postgres://user:password@host:5432/database, or postgresql://…). ' +
        'Leave it unset to keep the state in the SQLite file (STATE_DATABASE_PATH).',
    );
  }
  return { url: raw, poolSize };
}

/**
 * DATABASE_PATH, STATE_DATABASE_PATH (or GAMES_DATABASE_PATH), DATABASE_URL
 * and DATABASE_POOL_SIZE.
 * @example readStorage({ DATABASE_PATH: '/srv/parole/bible.sqlite' }).stateDatabasePath // '/srv/parole/state.sqlite'
 */
export function readStorage(env: Env): StorageConfig {
  const databasePath = readPath(env, 'DATABASE_PATH', path.join(REPO_ROOT, 'data', 'parole.sqlite'));
  return {
    databasePath,
    // GAMES_DATABASE_PATH: the name of the quiz's file before it held every feature's state.
    stateDatabasePath: readPath(
      env,
      read(env, 'STATE_DATABASE_PATH') === undefined && read(env, 'GAMES_DATABASE_PATH') !== undefined ? 'GAMES_DATABASE_PATH' : 'STATE_DATABASE_PATH',
      path.join(path.dirname(databasePath), 'state.sqlite'),
    ),
    postgres: readPostgres(env),
  };
}
