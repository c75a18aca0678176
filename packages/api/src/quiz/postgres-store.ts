/**
 * The quiz's store in the PostgreSQL state database (state/postgres.ts),
 * shared by several nodes: the same tables and answers as the SQLite store
 * (quiz/sqlite-store.ts), and every guarantee of quiz/store.ts across nodes.
 *
 * - Creating a game is one transaction: the game and its rounds, or nothing.
 * - Answering is a transaction that first locks the game's row (SELECT … FOR
 *   UPDATE): answers to one game, from any node, are decided one after the
 *   other. The conditional UPDATE that follows runs after the lock is held,
 *   so it sees every answer committed before (READ COMMITTED takes a new
 *   snapshot per statement): of concurrent answers to a round exactly one is
 *   recorded, and a game finished on another node records none. The schema's
 *   trigger finishes the game with the tenth answer in that same statement
 *   (state/postgres-migrations.ts, version 1).
 * - Starting is one conditional UPDATE (started_at IS NULL), which PostgreSQL
 *   re-checks on the row it waited for: true for one caller only.
 * - The rate limit's counters are the shared ones (state/postgres-rate-limits.ts).
 */
import type { PostgresState } from '../state/postgres.js';
import { createPostgresRateLimits } from '../state/postgres-rate-limits.js';
import type { FinishedGame, QuizStore, StoredGame } from './store.js';

interface GameRoundRow {
  id: number;
  pseudo: string;
  token_hash: Buffer;
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
 WHERE g.id = $1
 ORDER BY r.round`;

const FINISHED_COLUMNS = 'id, pseudo, created_at, correct, seconds';

/**
 * Records an answer ($3 to round $2 of game $1 at $4): only to a round still
 * without one, only when no earlier round lacks one, only in a started,
 * unfinished game. Run while the game's row is locked.
 */
const ANSWER_SQL = `UPDATE rounds SET answer_book_id = $3, answered_at = $4
 WHERE game_id = $1 AND round = $2 AND answer_book_id IS NULL
   AND NOT EXISTS (SELECT 1 FROM rounds AS earlier
                    WHERE earlier.game_id = $1 AND earlier.round < $2 AND earlier.answer_book_id IS NULL)
   AND EXISTS (SELECT 1 FROM games WHERE id = $1 AND started_at IS NOT NULL AND finished_at IS NULL)`;

/** The largest id a game can have (BIGINT): a larger one asked for is none. */
const MAX_ID = Number.MAX_SAFE_INTEGER;

const toFinished = (r: FinishedRow): FinishedGame => ({ id: r.id, pseudo: r.pseudo, createdAt: r.created_at, correct: r.correct, seconds: r.seconds });

function toGame(rows: readonly GameRoundRow[]): StoredGame | null {
  if (rows.length === 0) return null;
  const [g] = rows;
  return {
    id: g.id,
    pseudo: g.pseudo,
    tokenHash: new Uint8Array(g.token_hash),
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
 * The store over the PostgreSQL state database's pool; it does not own it:
 * whoever opened it closes it.
 * @example const quiz = createPostgresQuizStore(await openPostgresState(config.postgres.url));
 */
export function createPostgresQuizStore(db: PostgresState): QuizStore {
  const limits = createPostgresRateLimits(db);
  return {
    createGame({ pseudo, tokenHash, createdAt, verses }) {
      return db.transaction(async (tx) => {
        const [{ id }] = await tx.query<{ id: number }>('INSERT INTO games (pseudo, token_hash, created_at) VALUES ($1, $2, $3) RETURNING id', [
          pseudo,
          Buffer.from(tokenHash),
          createdAt,
        ]);
        for (const [i, verse] of verses.entries()) {
          await tx.run('INSERT INTO rounds (game_id, round, verse_id, book_id) VALUES ($1, $2, $3, $4)', [id, i + 1, verse.verseId, verse.bookId]);
        }
        return id;
      });
    },

    async getGame(id) {
      if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) return null;
      return toGame(await db.query<GameRoundRow>(GAME_SQL, [id]));
    },

    async startGame(id, at) {
      return (await db.run('UPDATE games SET started_at = $1 WHERE id = $2 AND started_at IS NULL', [at, id])) === 1;
    },

    answerRound(id, round, book, at) {
      return db.transaction(async (tx) => {
        const [game] = await tx.query<{ started_at: number | null; finished_at: number | null }>(
          'SELECT started_at, finished_at FROM games WHERE id = $1 FOR UPDATE',
          [id],
        );
        if (!game || game.started_at === null || game.finished_at !== null) return false;
        return (await tx.run(ANSWER_SQL, [id, round, book, at])) === 1;
      });
    },

    async lastGames(limit) {
      const rows = await db.query<FinishedRow>(
        `SELECT ${FINISHED_COLUMNS} FROM games WHERE finished_at IS NOT NULL ORDER BY finished_at DESC, id DESC LIMIT $1`,
        [limit],
      );
      return rows.map(toFinished);
    },

    async bestGames(limit) {
      const rows = await db.query<FinishedRow>(
        `SELECT ${FINISHED_COLUMNS} FROM games WHERE finished_at IS NOT NULL ORDER BY correct DESC, seconds, created_at, id LIMIT $1`,
        [limit],
      );
      return rows.map(toFinished);
    },

    countHit: (key, windowStart) => limits.countHit(key, windowStart),
  };
}
