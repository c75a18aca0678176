/**
 * The state database's schema, described once for both databases: one
 * ordered list of migrations across every feature, each written once with
 * the few words in which SQLite and PostgreSQL differ left as slots of a
 * dialect. The SQLite list (state/migrations.ts, `MIGRATIONS`) and the
 * PostgreSQL list (state/postgres-migrations.ts, `POSTGRES_MIGRATIONS`) are
 * this list in each dialect; each has its own runner (PRAGMA user_version
 * in SQLite, schema_migrations under an advisory lock in PostgreSQL).
 *
 * A migration is history: once released it is never edited (a change is a
 * new migration), which is why its SQL spells its numbers out (10 rounds)
 * rather than importing constants that could change under it.
 * state/schema.process.test.ts checks that both dialects still make, in
 * each database, exactly the schema the released migrations made
 * (fixtures/state-schema.json).
 *
 * Tables (English names; the French ones are the contract's). Times are
 * milliseconds since the Unix epoch (UTC).
 * - 1, the quiz: games(id, pseudo, token_hash, created_at, started_at,
 *   finished_at, correct, seconds), rounds(game_id, round, verse_id, book_id,
 *   answer_book_id, answered_at) (quiz/sqlite-store.ts, quiz/postgres-store.ts)
 * - 2, every feature's rate limits: rate_limits(key, window_start, hits)
 *   (state/rate-limits.ts)
 * - 3, the accounts: users(id, name, name_key, password_hash, created_at,
 *   password_changed_at), sessions(id_hash, user_id, created_at,
 *   last_seen_at), server_keys(name, key, created_at)
 * - 4, the AI helper's usage: ai_usage(user_id, day, tokens, requests,
 *   minute_start, minute_requests) (ai/sqlite-store.ts, ai/postgres-store.ts)
 * - 5, the quiz's fair play: rounds.fast, games.hidden_at,
 *   hidden_pseudos(pseudo, hidden_at) (quiz/fair-play.ts, npm run quiz)
 * - 6, the quiz's games judged on their times: games.timing (quiz/fair-play.ts)
 */
import type { Dialect } from './dialect.js';

export { POSTGRES, SQLITE, type Dialect } from './dialect.js';

/** A migration of the list: its version (1, 2, 3…), what it does, and its statements in a dialect. */
export interface SchemaMigration {
  version: number;
  name: string;
  sql(d: Dialect): string;
}

/**
 * Migration 4, the AI helper's usage (docs/decisions/ai.md, "Budget and
 * limits"): one row per user and day (UTC, 'YYYY-MM-DD'):
 * - tokens: spent and reserved that day (a request reserves its estimate
 *   before the provider is called, and the reservation is replaced by the
 *   provider's count afterwards: concurrent requests cannot overspend);
 * - requests: requests admitted that day;
 * - minute_start, minute_requests: the fixed one-minute window (ms since the
 *   epoch) of the per-minute limit and its hits so far.
 *
 * user_id is the accounts' user id: a user removed takes their usage with
 * them. Its own name, as the AI usage store's tests make the table alone
 * (ai/testing.ts).
 */
export const aiUsageSql = (d: Dialect) => `
  CREATE TABLE ai_usage (
    user_id ${d.bigint} NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    day TEXT NOT NULL CHECK (length(day) = 10),
    tokens ${d.bigint} NOT NULL DEFAULT 0 CHECK (tokens >= 0),
    requests INTEGER NOT NULL DEFAULT 0 CHECK (requests >= 0),
    minute_start ${d.bigint} NOT NULL DEFAULT 0,
    minute_requests INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (user_id, day)
  )${d.withoutRowid};
`;

export const STATE_SCHEMA: readonly SchemaMigration[] = [
  {
    version: 1,
    name: 'games and their rounds',
    sql: (d) => `
      -- Ids are never given twice, even after a deletion (ids are public).
      CREATE TABLE games (
        id ${d.id},
        pseudo TEXT NOT NULL,
        token_hash ${d.bytes} NOT NULL,
        created_at ${d.bigint} NOT NULL,
        started_at ${d.bigint},
        finished_at ${d.bigint},
        correct INTEGER,
        seconds ${d.bigint},
        CHECK ((finished_at IS NULL) = (correct IS NULL) AND (finished_at IS NULL) = (seconds IS NULL))
      );
      CREATE TABLE rounds (
        game_id ${d.bigint} NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        round INTEGER NOT NULL CHECK (round BETWEEN 1 AND 10),
        verse_id INTEGER NOT NULL,
        book_id INTEGER NOT NULL CHECK (book_id BETWEEN 1 AND 66),
        answer_book_id INTEGER CHECK (answer_book_id BETWEEN 1 AND 66),
        answered_at ${d.bigint},
        PRIMARY KEY (game_id, round),
        UNIQUE (game_id, verse_id),
        CHECK ((answer_book_id IS NULL) = (answered_at IS NULL))
      )${d.withoutRowid};
      CREATE INDEX games_last ON games (finished_at DESC, id DESC) WHERE finished_at IS NOT NULL;
      CREATE INDEX games_best ON games (correct DESC, seconds, created_at, id) WHERE finished_at IS NOT NULL;
      -- The tenth answer finishes its game within the same statement (so the
      -- same transaction): no game is ever stored with ten answers and no
      -- score. chrono: whole seconds from the first verse to the tenth
      -- answer, to the nearest (a half rounds up), never negative
      -- (quiz/documents.ts elapsedSeconds).
      ${d.trigger({
        name: 'rounds_finish_game',
        on: 'AFTER UPDATE OF answer_book_id ON rounds',
        when: 'NEW.round = 10 AND OLD.answer_book_id IS NULL AND NEW.answer_book_id IS NOT NULL',
        body: `
        UPDATE games
           SET finished_at = NEW.answered_at,
               correct = (SELECT COUNT(*) FROM rounds WHERE game_id = NEW.game_id AND answer_book_id = book_id),
               seconds = ${d.greatest}(0, (NEW.answered_at - started_at + 500) / 1000)
         WHERE id = NEW.game_id AND finished_at IS NULL;`,
      })}
    `,
  },
  {
    version: 2,
    name: 'rate limit counters',
    sql: (d) => `
      -- One row per key (an action and a client address): the fixed window it
      -- counts in and its hits there.
      CREATE TABLE rate_limits (
        key ${d.byteText} PRIMARY KEY,
        window_start ${d.bigint} NOT NULL,
        hits INTEGER NOT NULL
      )${d.withoutRowid};
      CREATE INDEX rate_limits_window ON rate_limits (window_start);
    `,
  },
  {
    version: 3,
    name: 'accounts: users, sessions and server keys',
    sql: (d) => `
      -- name as given (trimmed, NFC); name_key its unique form (NFC, lower
      -- case), so that "Marie" and "marie" cannot be two accounts.
      -- password_hash: argon2id, PHC string; never the password.
      CREATE TABLE users (
        id ${d.id},
        name TEXT NOT NULL,
        name_key TEXT NOT NULL UNIQUE,
        password_hash TEXT NOT NULL CHECK (password_hash LIKE '$argon2id$%'),
        created_at ${d.bigint} NOT NULL,
        password_changed_at ${d.bigint} NOT NULL
      );
      -- id_hash: SHA-256 of the session id (the cookie's value), never the id.
      CREATE TABLE sessions (
        id_hash ${d.bytes} PRIMARY KEY CHECK (length(id_hash) = 32),
        user_id ${d.bigint} NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at ${d.bigint} NOT NULL,
        last_seen_at ${d.bigint} NOT NULL
      )${d.withoutRowid};
      CREATE INDEX sessions_user ON sessions (user_id);
      CREATE INDEX sessions_last_seen ON sessions (last_seen_at);
      CREATE INDEX sessions_created ON sessions (created_at);
      -- Keys the servers sharing this database share: the anti-forgery tokens' HMAC key.
      CREATE TABLE server_keys (
        name TEXT PRIMARY KEY,
        key ${d.bytes} NOT NULL CHECK (length(key) >= 32),
        created_at ${d.bigint} NOT NULL
      )${d.withoutRowid};
    `,
  },
  { version: 4, name: 'AI usage per user and day', sql: aiUsageSql },
  {
    version: 5,
    name: 'quiz tables kept for human play',
    sql: (d) => `
      -- fast: 1 when the answer came sooner after its verse than a person can
      -- read and click (quiz/fair-play.ts); a game with 2 such answers stays
      -- out of the tables.
      ALTER TABLE rounds ADD COLUMN fast ${d.flag} NOT NULL DEFAULT 0 CHECK (fast IN (0, 1));
      -- hidden_at: the operator hid the game from the tables (npm run quiz).
      ALTER TABLE games ADD COLUMN hidden_at ${d.bigint};
      -- Nicknames the operator hid: every game of theirs, past and future.
      CREATE TABLE hidden_pseudos (
        pseudo TEXT PRIMARY KEY,
        hidden_at ${d.bigint} NOT NULL
      )${d.withoutRowid};
      -- Equal scores: the latest finished first, so that a new game can still enter.
      DROP INDEX games_best;
      CREATE INDEX games_best ON games (correct DESC, seconds, finished_at DESC, id DESC) WHERE finished_at IS NOT NULL;
    `,
  },
  {
    version: 6,
    name: 'quiz games judged on their times',
    sql: () => `
      -- timing: why a finished game's answer times are not a person's, set
      -- with its tenth answer (quiz/fair-play.ts): 'quick' (less in all than
      -- reading its verses takes) or 'regular' (too regular); NULL when they
      -- may be. Such a game stays out of the tables.
      ALTER TABLE games ADD COLUMN timing TEXT CHECK (timing IN ('quick', 'regular'));
    `,
  },
];

/** A migration's statements in one dialect, as its runner applies them. */
export interface Migration {
  /** 1, 2, 3…: the database's version once it is applied. */
  version: number;
  /** What it does, for the log and the reader. */
  name: string;
  /** Its statements. */
  sql: string;
}

/** The list in one dialect. */
export const migrationsIn = (d: Dialect, schema: readonly SchemaMigration[] = STATE_SCHEMA): Migration[] =>
  schema.map(({ version, name, sql }) => ({ version, name, sql: sql(d) }));
