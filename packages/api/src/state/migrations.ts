/**
 * The state database's schema (state/database.ts), as one ordered list of
 * migrations across every feature, applied on start. The file's version is
 * SQLite's `PRAGMA user_version` (0 for a new file); each migration above it
 * runs in its own transaction, which also sets the version, so a migration
 * is applied entirely or not at all, and never twice. A file whose version
 * is newer than this list (written by a newer server) is refused rather than
 * guessed at.
 *
 * A migration is history: once released it is never edited (a change is a
 * new migration), which is why its SQL spells its numbers out (10 rounds)
 * rather than importing constants that could change under it. Versions 1 and
 * 2 are the quiz's games database's, unchanged: a games file of the previous
 * release is a state file at version 2, and is upgraded in place.
 *
 * Tables (English names; the French ones are the contract's):
 * - 1, the quiz: games(id, pseudo, token_hash, created_at, started_at,
 *   finished_at, correct, seconds), rounds(game_id, round, verse_id, book_id,
 *   answer_book_id, answered_at) (quiz/sqlite-store.ts)
 * - 2, every feature's rate limits: rate_limits(key, window_start, hits)
 *   (state/rate-limits.ts)
 * - 3, the accounts: users(id, name, name_key, password_hash, created_at,
 *   password_changed_at), sessions(id_hash, user_id, created_at,
 *   last_seen_at), server_keys(name, key, created_at)
 *   (accounts/sqlite-store.ts)
 * - 4, the AI helper's usage (ai/migrations-sql.ts)
 * - 5, the quiz's fair play: rounds.fast, games.hidden_at,
 *   hidden_pseudos(pseudo, hidden_at) (quiz/fair-play.ts, npm run quiz)
 * Times are milliseconds since the Unix epoch (UTC).
 */
import { AI_USAGE_MIGRATION_NAME, AI_USAGE_SQL } from '../ai/migrations-sql.js';
import type { Database } from '../db/sqlite.js';

export interface Migration {
  /** 1, 2, 3…: the user_version the file has once it is applied. */
  version: number;
  /** What it does, for the log and the reader. */
  name: string;
  /** Its statements. */
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'games and their rounds',
    sql: `
      -- AUTOINCREMENT: an id is never given twice, even after a deletion (ids are public).
      CREATE TABLE games (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        pseudo TEXT NOT NULL,
        token_hash BLOB NOT NULL,
        created_at INTEGER NOT NULL,
        started_at INTEGER,
        finished_at INTEGER,
        correct INTEGER,
        seconds INTEGER,
        CHECK ((finished_at IS NULL) = (correct IS NULL) AND (finished_at IS NULL) = (seconds IS NULL))
      );
      CREATE TABLE rounds (
        game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        round INTEGER NOT NULL CHECK (round BETWEEN 1 AND 10),
        verse_id INTEGER NOT NULL,
        book_id INTEGER NOT NULL CHECK (book_id BETWEEN 1 AND 66),
        answer_book_id INTEGER CHECK (answer_book_id BETWEEN 1 AND 66),
        answered_at INTEGER,
        PRIMARY KEY (game_id, round),
        UNIQUE (game_id, verse_id),
        CHECK ((answer_book_id IS NULL) = (answered_at IS NULL))
      ) WITHOUT ROWID;
      CREATE INDEX games_last ON games (finished_at DESC, id DESC) WHERE finished_at IS NOT NULL;
      CREATE INDEX games_best ON games (correct DESC, seconds, created_at, id) WHERE finished_at IS NOT NULL;
      -- The tenth answer finishes its game within the same statement, so no
      -- game is ever stored with ten answers and no score. chrono: whole
      -- seconds from the first verse to the tenth answer, to the nearest
      -- (a half rounds up), never negative (quiz/documents.ts elapsedSeconds).
      CREATE TRIGGER rounds_finish_game AFTER UPDATE OF answer_book_id ON rounds
        WHEN NEW.round = 10 AND OLD.answer_book_id IS NULL AND NEW.answer_book_id IS NOT NULL
      BEGIN
        UPDATE games
           SET finished_at = NEW.answered_at,
               correct = (SELECT COUNT(*) FROM rounds WHERE game_id = NEW.game_id AND answer_book_id = book_id),
               seconds = MAX(0, (NEW.answered_at - started_at + 500) / 1000)
         WHERE id = NEW.game_id AND finished_at IS NULL;
      END;
    `,
  },
  {
    version: 2,
    name: 'rate limit counters',
    sql: `
      -- One row per key (an action and a client address): the fixed window it
      -- counts in and its hits there.
      CREATE TABLE rate_limits (
        key TEXT PRIMARY KEY,
        window_start INTEGER NOT NULL,
        hits INTEGER NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX rate_limits_window ON rate_limits (window_start);
    `,
  },
  {
    version: 3,
    name: 'accounts: users, sessions and server keys',
    sql: `
      -- name as given (trimmed, NFC); name_key its unique form (NFC, lower
      -- case), so that "Marie" and "marie" cannot be two accounts.
      -- password_hash: argon2id, PHC string; never the password.
      CREATE TABLE users (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        name TEXT NOT NULL,
        name_key TEXT NOT NULL UNIQUE,
        password_hash TEXT NOT NULL CHECK (password_hash LIKE '$argon2id$%'),
        created_at INTEGER NOT NULL,
        password_changed_at INTEGER NOT NULL
      );
      -- id_hash: SHA-256 of the session id (the cookie's value), never the id.
      CREATE TABLE sessions (
        id_hash BLOB PRIMARY KEY CHECK (length(id_hash) = 32),
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        last_seen_at INTEGER NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX sessions_user ON sessions (user_id);
      CREATE INDEX sessions_last_seen ON sessions (last_seen_at);
      CREATE INDEX sessions_created ON sessions (created_at);
      -- Keys the servers sharing this file share: the anti-forgery tokens' HMAC key.
      CREATE TABLE server_keys (
        name TEXT PRIMARY KEY,
        key BLOB NOT NULL CHECK (length(key) >= 32),
        created_at INTEGER NOT NULL
      ) WITHOUT ROWID;
    `,
  },
  { version: 4, name: AI_USAGE_MIGRATION_NAME, sql: AI_USAGE_SQL },
  {
    version: 5,
    name: 'quiz tables kept for human play',
    sql: `
      -- fast: 1 when the answer came sooner after its verse than a person can
      -- read and click (quiz/fair-play.ts); a game with 2 such answers stays
      -- out of the tables.
      ALTER TABLE rounds ADD COLUMN fast INTEGER NOT NULL DEFAULT 0 CHECK (fast IN (0, 1));
      -- hidden_at: the operator hid the game from the tables (npm run quiz).
      ALTER TABLE games ADD COLUMN hidden_at INTEGER;
      -- Nicknames the operator hid: every game of theirs, past and future.
      CREATE TABLE hidden_pseudos (
        pseudo TEXT PRIMARY KEY,
        hidden_at INTEGER NOT NULL
      ) WITHOUT ROWID;
      -- Equal scores: the latest finished first, so that a new game can still enter.
      DROP INDEX games_best;
      CREATE INDEX games_best ON games (correct DESC, seconds, finished_at DESC, id DESC) WHERE finished_at IS NOT NULL;
    `,
  },
];

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
