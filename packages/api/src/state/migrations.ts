/**
 * The SQLite state database's migrations (state/database.ts): the schema's
 * one list (state/schema.ts) in SQLite's dialect, applied on start. The
 * file's version is SQLite's `PRAGMA user_version` (0 for a new file); each
 * migration above it runs in its own transaction, which also sets the
 * version, so a migration is applied entirely or not at all, and never
 * twice. A file whose version is newer than this list (written by a newer
 * server) is refused rather than guessed at. Versions 1 and 2 are the quiz's
 * games database's, unchanged: a games file of the previous release is a
 * state file at version 2, and is upgraded in place.
 */
import type { Database } from '../db/sqlite.js';
import { migrationsIn, SQLITE, type Migration } from './schema.js';

export type { Migration } from './schema.js';

export const MIGRATIONS: readonly Migration[] = migrationsIn(SQLITE);

/** The version of a file to which every migration of `migrations` has been applied. */
export const latestVersion = (migrations: readonly Migration[] = MIGRATIONS) => migrations.at(-1)?.version ?? 0;

async function versionOf(db: Database): Promise<number> {
  const [row] = await db.query<{ user_version: number }>('PRAGMA user_version');
  return row.user_version;
}

/**
 * Brings `db` to the latest version of `migrations`, each missing migration
 * in its own transaction (BEGIN IMMEDIATE: a second server starting on the
 * same file waits, then finds the work done). Resolves with the versions
 * before and after. Throws when the file is newer than the list.
 * @example await migrate(db); // { from: 0, to: 3 } on a new file, { from: 3, to: 3 } after
 */
export async function migrate(db: Database, migrations: readonly Migration[] = MIGRATIONS): Promise<{ from: number; to: number }> {
  migrations.forEach((m, i) => {
    if (m.version !== i + 1) throw new Error(`Migration "${m.name}" has version ${m.version}, expected ${i + 1}`);
  });
  const latest = latestVersion(migrations);
  const from = await versionOf(db);
  if (from > latest) {
    throw new Error(`${db.file} is at version ${from}, newer than this server's state schema (${latest}): upgrade the server.`);
  }
  for (const migration of migrations) {
    await db.transaction(async () => {
      // Read again inside the transaction: another process may have applied it meanwhile.
      if ((await versionOf(db)) >= migration.version) return;
      await db.exec(migration.sql);
      // user_version is part of the file, so it changes with the transaction. Never input: a number of this module.
      await db.exec(`PRAGMA user_version = ${Number(migration.version)}`);
    });
  }
  return { from, to: await versionOf(db) };
}
