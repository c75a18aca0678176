/**
 * The quiz's store in an SQLite file of its own (the embedded default, one
 * server), beside the read-only Bible database.
 *
 * - WAL journal: readers never wait for the writer; `synchronous = NORMAL`:
 *   a commit is in the write-ahead log before the call resolves, so a killed
 *   server loses nothing it has answered (a power cut may lose the last
 *   commits, which WAL with NORMAL trades for speed; docs/decisions/quiz.md);
 *   a busy timeout, so that another process holding the file (a second
 *   server starting, a backup) makes a write wait instead of failing with
 *   SQLITE_BUSY; foreign keys on.
 * - Every write runs in the connection's exclusive sections (db/sqlite.ts):
 *   requests interleave on the one connection, and creating a game is a
 *   transaction that no other request's statement may join.
 * - Answering is one conditional UPDATE (the round must still be unanswered
 *   and the first such), so two concurrent answers to a round record exactly
 *   one, whatever the order; the schema's trigger finishes the game within
 *   that same statement (quiz/migrations.ts).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Database, type Statement } from '../db/sqlite.js';
import { once } from '../memo.js';
import { migrate } from './migrations.js';
import type { FinishedGame, QuizStore, StoredGame } from './store.js';

/** How long a write waits for another process holding the file before failing. */
export const BUSY_TIMEOUT_MS = 5_000;

/** A row of GAME_SQL: the game's columns, then one round's (null for a game without rounds). */
interface GameRoundRow {
  id: number;
  pseudo: string;
  token_hash: Uint8Array;
  created_at: number;
  started_at: number | null;
  finished_at: number | null;
  correct: number | null;
  seconds: number | null;
  round: number | null;
  verse_id: number | null;
  book_id: number | null;
  answer_book_id: number | null;
  answered_at: number | null;
}

interface FinishedRow {
  id: number;
  pseudo: string;
  created_at: number;
  correct: number;
  seconds: number;
}

const GAME_SQL = `SELECT g.id, g.pseudo, g.token_hash, g.created_at, g.started_at, g.finished_at, g.correct, g.seconds,
       r.round, r.verse_id, r.book_id, r.answer_book_id, r.answered_at
  FROM games g LEFT JOIN rounds r ON r.game_id = g.id
 WHERE g.id = ?
 ORDER BY r.round`;

const FINISHED_COLUMNS = 'id, pseudo, created_at, correct, seconds';

/**
 * The one statement that records an answer: only to a round still without
 * one, only when no earlier round lacks one, only in a started, unfinished
 * game. Its changes (1 or 0) say whether it was recorded.
 */
const ANSWER_SQL = `UPDATE rounds SET answer_book_id = $book, answered_at = $at
 WHERE game_id = $game AND round = $round AND answer_book_id IS NULL
   AND NOT EXISTS (SELECT 1 FROM rounds AS earlier
                    WHERE earlier.game_id = $game AND earlier.round < $round AND earlier.answer_book_id IS NULL)
   AND EXISTS (SELECT 1 FROM games WHERE id = $game AND started_at IS NOT NULL AND finished_at IS NULL)`;

/**
 * One hit in a fixed window: a new key, or a key whose window is over,
 * starts at 1; the same window counts up. (A window older than the stored
 * one, from a clock behind another server's, counts in the newer one.)
 */
const HIT_SQL = `INSERT INTO rate_limits (key, window_start, hits) VALUES ($key, $window, 1)
ON CONFLICT (key) DO UPDATE SET
  hits = CASE WHEN excluded.window_start > window_start THEN 1 ELSE hits + 1 END,
  window_start = MAX(window_start, excluded.window_start)
RETURNING hits`;

const toFinished = (r: FinishedRow): FinishedGame => ({
  id: r.id,
  pseudo: r.pseudo,
  createdAt: r.created_at,
  correct: r.correct,
  seconds: r.seconds,
});

/** The game of GAME_SQL's rows, or null when there are none. */
function toGame(rows: readonly GameRoundRow[]): StoredGame | null {
  if (rows.length === 0) return null;
  const [g] = rows;
  return {
    id: g.id,
    pseudo: g.pseudo,
    tokenHash: g.token_hash,
    createdAt: g.created_at,
    startedAt: g.started_at,
    finishedAt: g.finished_at,
    correct: g.correct,
    seconds: g.seconds,
    rounds: rows
      .filter((r) => r.round !== null)
      .map((r) => ({ round: r.round!, verseId: r.verse_id!, bookId: r.book_id!, answer: r.answer_book_id, answeredAt: r.answered_at })),
  };
}

/**
 * Opens (creating it and its folder when missing) the games file, sets the
 * connection up and brings its schema to the latest migration.
 * @example const store = await openSqliteQuizStore(config.gamesDatabasePath); … await store.close();
 */
export async function openSqliteQuizStore(file: string): Promise<QuizStore & { readonly db: Database }> {
  await mkdir(path.dirname(file), { recursive: true });
  const db = await Database.open(file);
  try {
    // The timeout first: the next statements may already meet another process.
    await db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
    await db.exec('PRAGMA journal_mode = WAL');
    await db.exec('PRAGMA synchronous = NORMAL');
    await db.exec('PRAGMA foreign_keys = ON');
    await migrate(db);
  } catch (err) {
    await db.close();
    throw err;
  }
  return createSqliteQuizStore(db);
}

/**
 * The store over an open, migrated games database; its statements are
 * prepared on first use and finalized when `db` closes.
 */
export function createSqliteQuizStore(db: Database): QuizStore & { readonly db: Database } {
  const prepared = new Map<string, Promise<Statement>>();
  const statement = (sql: string) => {
    let found = prepared.get(sql);
    if (!found) {
      found = db.prepare(sql);
      prepared.set(sql, found);
      found.catch(() => prepared.delete(sql));
    }
    return found;
  };
  const createStatements = once(() =>
    Promise.all([
      db.prepare('INSERT INTO games (pseudo, token_hash, created_at) VALUES (?, ?, ?) RETURNING id'),
      db.prepare('INSERT INTO rounds (game_id, round, verse_id, book_id) VALUES (?, ?, ?, ?)'),
    ]),
  );

  return {
    db,

    async createGame({ pseudo, tokenHash, createdAt, verses }) {
      const [insertGame, insertRound] = await createStatements();
      return db.transaction(async () => {
        const [{ id }] = await insertGame.all<{ id: number }>([pseudo, Buffer.from(tokenHash), createdAt]);
        for (const [i, verse] of verses.entries()) await insertRound.run([id, i + 1, verse.verseId, verse.bookId]);
        return id;
      });
    },

    async getGame(id) {
      return toGame(await (await statement(GAME_SQL)).all<GameRoundRow>([id]));
    },

    async startGame(id, at) {
      const start = await statement('UPDATE games SET started_at = ? WHERE id = ? AND started_at IS NULL');
      return (await db.exclusive(() => start.run([at, id]))) === 1;
    },

    async answerRound(id, round, book, at) {
      const answer = await statement(ANSWER_SQL);
      return (await db.exclusive(() => answer.run({ $game: id, $round: round, $book: book, $at: at }))) === 1;
    },

    async lastGames(limit) {
      const query = await statement(
        `SELECT ${FINISHED_COLUMNS} FROM games WHERE finished_at IS NOT NULL ORDER BY finished_at DESC, id DESC LIMIT ?`,
      );
      return (await query.all<FinishedRow>([limit])).map(toFinished);
    },

    async bestGames(limit) {
      const query = await statement(
        `SELECT ${FINISHED_COLUMNS} FROM games WHERE finished_at IS NOT NULL ORDER BY correct DESC, seconds, created_at, id LIMIT ?`,
      );
      return (await query.all<FinishedRow>([limit])).map(toFinished);
    },

    async countHit(key, windowStart) {
      const [hit, forget] = await Promise.all([
        statement(HIT_SQL),
        statement('DELETE FROM rate_limits WHERE window_start < ?'),
      ]);
      return db.exclusive(async () => {
        const [{ hits }] = await hit.all<{ hits: number }>({ $key: key, $window: windowStart });
        // A key's first hit of a window: forget the windows before it, so the table stays small.
        if (hits === 1) await forget.run([windowStart]);
        return hits;
      });
    },

    close: () => db.close(),
  };
}
