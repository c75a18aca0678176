/**
 * The PostgreSQL state database's migrations (state/postgres.ts): the
 * schema's one list (state/schema.ts) in PostgreSQL's dialect, version for
 * version the SQLite one's. Applied on start by every node.
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
 * A migration is history: once released it is never edited (a change is a
 * new migration of state/schema.ts, which both databases then get).
 *
 * The dialect's differences from SQLite are none of meaning (state/schema.ts,
 * `Dialect`); among them, rate_limits.key sorts in the "C" collation, so that
 * the range of one action's keys (`newGame ` ≤ key < `newGame!`,
 * state/rate-limits.ts) is the same whatever the database's locale.
 */
import type pg from 'pg';
import { latestVersion } from './migrations.js';
import { migrationsIn, POSTGRES, type Migration } from './schema.js';

/** The advisory lock every node takes to migrate (one 64-bit key: "parole" in ASCII). */
export const MIGRATION_LOCK = 0x7061726f6c65;

/** A schema this code cannot use, or a migration that failed: the message says which. */
export class MigrationError extends Error {
  constructor(message: string, options?: { cause: unknown }) {
    super(message, options);
    this.name = 'MigrationError';
  }
}

export const POSTGRES_MIGRATIONS: readonly Migration[] = migrationsIn(POSTGRES);

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
