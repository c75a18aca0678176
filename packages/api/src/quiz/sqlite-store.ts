/**
 * The quiz's store in the state database (state/database.ts), on the
 * connection every feature shares.
 *
 * - Every write runs in the connection's exclusive sections (db/sqlite.ts):
 *   requests interleave on the one connection, and creating a game is a
 *   transaction that no other request's statement may join.
 * - Answering is one conditional UPDATE (the round must still be unanswered
 *   and the first such), so two concurrent answers to a round record exactly
 *   one, whatever the order; the schema's trigger finishes the game within
 *   that same statement (state/migrations.ts, version 1).
 * - The rate limit's counters are the shared ones (state/rate-limits.ts).
 */
import type { Database } from '../db/sqlite.js';
import { once } from '../memo.js';
import { openStateDatabase, preparer } from '../state/database.js';
import { createSqliteRateLimits } from '../state/rate-limits.js';
import type { FinishedGame, QuizStore, StoredGame } from './store.js';

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
 * Opens the state database at `file` (created and migrated when needed,
 * state/database.ts) and builds the quiz's store on it alone; its `close()`
 * closes the file. For tests and tools: the server shares one connection
 * between the features (createSqliteQuizStore).
 * @example const store = await openSqliteQuizStore(path.join(dir, 'state.sqlite')); … await store.close();
 */
export async function openSqliteQuizStore(file: string): Promise<QuizStore & { readonly db: Database; close(): Promise<void> }> {
  const db = await openStateDatabase(file);
  return { ...createSqliteQuizStore(db), close: () => db.close() };
}

/**
 * The store over an open, migrated state database (the connection the
 * features share); its statements are prepared on first use and finalized
 * when `db` closes. It does not own `db`: whoever opened it closes it.
 */
export function createSqliteQuizStore(db: Database): QuizStore & { readonly db: Database } {
  const statement = preparer(db);
  const limits = createSqliteRateLimits(db);
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

    countHit: (key, windowStart) => limits.countHit(key, windowStart),
  };
}
