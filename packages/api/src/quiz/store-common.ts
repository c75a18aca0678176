/**
 * What the quiz's two stores (quiz/sqlite-store.ts, quiz/postgres-store.ts)
 * share: their rows, the SQL they both run, and the rows' mapping to
 * quiz/store.ts's objects. The SQL is written once with its placeholders
 * given by the caller: SQLite's `?` and `$name`, PostgreSQL's `$1`…
 *
 * The one-line statements (the INSERTs of createGame, startGame's UPDATE)
 * stay in each store, written out: they differ only by their placeholders,
 * and a helper around one line would hide the statement more than it saves.
 * So does what differs for real: how each takes its atomic step.
 */
import type { FinishedGame, StoredGame } from './store.js';

/** A row of gameSql: the game's columns, then one round's (null for a game without rounds). */
export interface GameRoundRow {
  id: number;
  pseudo: string;
  /** A Buffer from either driver. */
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

export interface FinishedRow {
  id: number;
  pseudo: string;
  created_at: number;
  correct: number;
  seconds: number;
}

/** A game and its rounds, in order, one row per round: the game whose id is `id` (a placeholder). */
export const gameSql = (id: string) => `SELECT g.id, g.pseudo, g.token_hash, g.created_at, g.started_at, g.finished_at, g.correct, g.seconds,
       r.round, r.verse_id, r.book_id, r.answer_book_id, r.answered_at
  FROM games g LEFT JOIN rounds r ON r.game_id = g.id
 WHERE g.id = ${id}
 ORDER BY r.round`;

const FINISHED_COLUMNS = 'id, pseudo, created_at, correct, seconds';

/** The last `limit` (a placeholder) finished games, the latest first. */
export const lastGamesSql = (limit: string) =>
  `SELECT ${FINISHED_COLUMNS} FROM games WHERE finished_at IS NOT NULL ORDER BY finished_at DESC, id DESC LIMIT ${limit}`;

/** The `limit` (a placeholder) best finished games: most correct, then fastest, then earliest. */
export const bestGamesSql = (limit: string) =>
  `SELECT ${FINISHED_COLUMNS} FROM games WHERE finished_at IS NOT NULL ORDER BY correct DESC, seconds, created_at, id LIMIT ${limit}`;

/**
 * The one statement that records an answer (`book` to round `round` of game
 * `game` at `at`, each a placeholder): only to a round still without one,
 * only when no earlier round lacks one, only in a started, unfinished game.
 * Its changes (1 or 0) say whether it was recorded.
 */
export const answerSql = ({ game, round, book, at }: Record<'game' | 'round' | 'book' | 'at', string>) =>
  `UPDATE rounds SET answer_book_id = ${book}, answered_at = ${at}
 WHERE game_id = ${game} AND round = ${round} AND answer_book_id IS NULL
   AND NOT EXISTS (SELECT 1 FROM rounds AS earlier
                    WHERE earlier.game_id = ${game} AND earlier.round < ${round} AND earlier.answer_book_id IS NULL)
   AND EXISTS (SELECT 1 FROM games WHERE id = ${game} AND started_at IS NOT NULL AND finished_at IS NULL)`;

export const toFinished = (r: FinishedRow): FinishedGame => ({
  id: r.id,
  pseudo: r.pseudo,
  createdAt: r.created_at,
  correct: r.correct,
  seconds: r.seconds,
});

/** The game of gameSql's rows, or null when there are none. */
export function toGame(rows: readonly GameRoundRow[]): StoredGame | null {
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
