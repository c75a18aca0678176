/**
 * The PostgreSQL state database's schema (state/postgres.ts): the same
 * tables, columns, constraints and meaning as the SQLite one
 * (state/migrations.ts), version for version, in PostgreSQL's SQL. Applied on
 * start by every node.
 *
 * - The database's version is the highest row of `schema_migrations(version,
 *   name, applied_at)` (0 when the table is missing or empty).
 * - Each missing migration runs in its own transaction, which also records
 *   it, under a transaction-level advisory lock (pg_advisory_xact_lock): two
 *   nodes starting at once queue on the lock, and the second finds the work
 *   done; a migration is applied entirely or not at all, and exactly once.
 * - A database whose version is newer than this list (migrated by a newer
 *   release) is refused rather than guessed at.
 *
 * Like the SQLite list, a migration is history: once released it is never
 * edited (a change is a new migration, in both lists).
 *
 * Differences from the SQLite schema, none of meaning:
 * - ids are identities (never given twice, as AUTOINCREMENT), times and ids
 *   BIGINT, hashes and keys BYTEA;
 * - the tenth answer's trigger is a PL/pgSQL function;
 * - rate_limits.key sorts in the "C" collation, so that the range of one
 *   action's keys (`newGame ` ≤ key < `newGame!`, state/rate-limits.ts) is
 *   the same whatever the database's locale.
 */
import type pg from 'pg';
import { AI_USAGE_MIGRATION_NAME, AI_USAGE_POSTGRES_SQL } from '../ai/migrations-sql.js';
import { latestVersion, type Migration } from './migrations.js';

/** The advisory lock every node takes to migrate (one 64-bit key: "parole" in ASCII). */
export const MIGRATION_LOCK = 0x7061726f6c65;

/** A schema this code cannot use, or a migration that failed: the message says which. */
export class MigrationError extends Error {
  constructor(message: string, options?: { cause: unknown }) {
    super(message, options);
    this.name = 'MigrationError';
  }
}

export const POSTGRES_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'games and their rounds',
    sql: `
      CREATE TABLE games (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        pseudo TEXT NOT NULL,
        token_hash BYTEA NOT NULL,
        created_at BIGINT NOT NULL,
        started_at BIGINT,
        finished_at BIGINT,
        correct INTEGER,
        seconds BIGINT,
        CHECK ((finished_at IS NULL) = (correct IS NULL) AND (finished_at IS NULL) = (seconds IS NULL))
      );
      CREATE TABLE rounds (
        game_id BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        round INTEGER NOT NULL CHECK (round BETWEEN 1 AND 10),
        verse_id INTEGER NOT NULL,
        book_id INTEGER NOT NULL CHECK (book_id BETWEEN 1 AND 66),
        answer_book_id INTEGER CHECK (answer_book_id BETWEEN 1 AND 66),
        answered_at BIGINT,
        PRIMARY KEY (game_id, round),
        UNIQUE (game_id, verse_id),
        CHECK ((answer_book_id IS NULL) = (answered_at IS NULL))
      );
      CREATE INDEX games_last ON games (finished_at DESC, id DESC) WHERE finished_at IS NOT NULL;
      CREATE INDEX games_best ON games (correct DESC, seconds, created_at, id) WHERE finished_at IS NOT NULL;
      -- The tenth answer finishes its game within the same statement (so the
      -- same transaction): no game is ever stored with ten answers and no
      -- score. chrono: whole seconds from the first verse to the tenth
      -- answer, to the nearest (a half rounds up), never negative.
      CREATE FUNCTION rounds_finish_game() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE games
           SET finished_at = NEW.answered_at,
               correct = (SELECT COUNT(*) FROM rounds WHERE game_id = NEW.game_id AND answer_book_id = book_id),
               seconds = GREATEST(0, (NEW.answered_at - started_at + 500) / 1000)
         WHERE id = NEW.game_id AND finished_at IS NULL;
        RETURN NULL;
      END;
      $$;
      CREATE TRIGGER rounds_finish_game AFTER UPDATE OF answer_book_id ON rounds
        FOR EACH ROW WHEN (NEW.round = 10 AND OLD.answer_book_id IS NULL AND NEW.answer_book_id IS NOT NULL)
        EXECUTE FUNCTION rounds_finish_game();
    `,
  },
  {
    version: 2,
    name: 'rate limit counters',
    sql: `
      CREATE TABLE rate_limits (
        key TEXT COLLATE "C" PRIMARY KEY,
        window_start BIGINT NOT NULL,
        hits INTEGER NOT NULL
      );
      CREATE INDEX rate_limits_window ON rate_limits (window_start);
    `,
  },
  {
    version: 3,
    name: 'accounts: users, sessions and server keys',
    sql: `
      CREATE TABLE users (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        name TEXT NOT NULL,
        name_key TEXT NOT NULL UNIQUE,
        password_hash TEXT NOT NULL CHECK (password_hash LIKE '$argon2id$%'),
        created_at BIGINT NOT NULL,
        password_changed_at BIGINT NOT NULL
      );
      CREATE TABLE sessions (
        id_hash BYTEA PRIMARY KEY CHECK (length(id_hash) = 32),
        user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at BIGINT NOT NULL,
        last_seen_at BIGINT NOT NULL
      );
      CREATE INDEX sessions_user ON sessions (user_id);
      CREATE INDEX sessions_last_seen ON sessions (last_seen_at);
      CREATE INDEX sessions_created ON sessions (created_at);
      CREATE TABLE server_keys (
        name TEXT PRIMARY KEY,
        key BYTEA NOT NULL CHECK (length(key) >= 32),
        created_at BIGINT NOT NULL
      );
    `,
  },
  { version: 4, name: AI_USAGE_MIGRATION_NAME, sql: AI_USAGE_POSTGRES_SQL },
  {
    version: 5,
    name: 'quiz tables kept for human play',
    sql: `
      ALTER TABLE rounds ADD COLUMN fast SMALLINT NOT NULL DEFAULT 0 CHECK (fast IN (0, 1));
      ALTER TABLE games ADD COLUMN hidden_at BIGINT;
      CREATE TABLE hidden_pseudos (
        pseudo TEXT PRIMARY KEY,
        hidden_at BIGINT NOT NULL
      );
      DROP INDEX games_best;
      CREATE INDEX games_best ON games (correct DESC, seconds, finished_at DESC, id DESC) WHERE finished_at IS NOT NULL;
    `,
  },
];

/** A connection: a pg.Client, or one of a pool's. */
type Connection = Pick<pg.ClientBase, 'query'>;

/** The database's version, read inside a transaction that holds the lock (the table made when missing). */
async function lockedVersion(client: Connection): Promise<number> {
  await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
  await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
  )`);
  const { rows } = await client.query<{ version: number | string }>('SELECT COALESCE(MAX(version), 0) AS version FROM schema_migrations');
  return Number(rows[0].version);
}

/** Runs `work` in a transaction of `client`; rolled back when it throws. */
async function inTransaction<T>(client: Connection, work: () => Promise<T>): Promise<T> {
  await client.query('BEGIN');
  try {
    const result = await work();
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  }
}

/**
 * Brings the database of `client` (a connection of its own, not in a
 * transaction) to the latest version of `migrations`. Resolves with the
 * versions before and after. Throws a MigrationError when the database is
 * newer than the list, or when a migration fails (nothing of it applied).
 * @example await migratePostgres(client); // { from: 0, to: 4 } on a new database, { from: 4, to: 4 } after
 */
export async function migratePostgres(
  client: Connection,
  migrations: readonly Migration[] = POSTGRES_MIGRATIONS,
): Promise<{ from: number; to: number }> {
  migrations.forEach((m, i) => {
    if (m.version !== i + 1) throw new Error(`Migration "${m.name}" has version ${m.version}, expected ${i + 1}`);
  });
  const latest = latestVersion(migrations);
  const from = await inTransaction(client, () => lockedVersion(client));
  if (from > latest) {
    throw new MigrationError(
      `The PostgreSQL state database (DATABASE_URL) is at version ${from}, newer than this server's state schema (${latest}): upgrade the server.`,
    );
  }
  let to = from;
  for (const migration of migrations) {
    if (migration.version <= to) continue;
    to = await inTransaction(client, async () => {
      // Read again under the lock: another node may have applied it meanwhile.
      const version = await lockedVersion(client);
      if (version >= migration.version) return version;
      try {
        await client.query(migration.sql);
      } catch (err) {
        throw new MigrationError(
          `PostgreSQL state migration ${migration.version} ("${migration.name}") failed, nothing of it applied: ${(err as Error).message}`,
          { cause: err },
        );
      }
      await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      return migration.version;
    });
  }
  return { from, to };
}
