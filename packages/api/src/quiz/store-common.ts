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
import { MACHINE_SPEED_ANSWERS } from './fair-play.js';
import type { FinishedGame, HiddenEntries, StoredGame } from './store.js';

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

/**
 * The games the tables may list: finished, not hidden by the operator (the
 * game or its nickname), with fewer than MACHINE_SPEED_ANSWERS answers
 * faster than a person plays, and times a person's (no `timing` verdict)
 * (quiz/fair-play.ts).
 */
const LISTED = `finished_at IS NOT NULL AND hidden_at IS NULL AND timing IS NULL
   AND NOT EXISTS (SELECT 1 FROM hidden_pseudos h WHERE h.pseudo = games.pseudo)
   AND (SELECT COUNT(*) FROM rounds r WHERE r.game_id = games.id AND r.fast = 1) < ${MACHINE_SPEED_ANSWERS}`;

/** The last `limit` (a placeholder) listed games, the latest finished first. */
export const lastGamesSql = (limit: string) =>
  `SELECT ${FINISHED_COLUMNS} FROM games WHERE ${LISTED} ORDER BY finished_at DESC, id DESC LIMIT ${limit}`;

/**
 * The `limit` (a placeholder) best listed games: most correct, then fastest,
 * then the latest finished, so that a new game equal to the table's last
 * one still enters (the earliest first kept the first comers for ever).
 */
export const bestGamesSql = (limit: string) =>
  `SELECT ${FINISHED_COLUMNS} FROM games WHERE ${LISTED} ORDER BY correct DESC, seconds, finished_at DESC, id DESC LIMIT ${limit}`;

/**
 * The one statement that records an answer (`book` to round `round` of game
 * `game` at `at`, `fast` 1 when sooner than a person answers, each a
 * placeholder): only to a round still without one,
 * only when no earlier round lacks one, only in a started, unfinished game.
 * Its changes (1 or 0) say whether it was recorded.
 */
export const answerSql = ({ game, round, book, at, fast }: Record<'game' | 'round' | 'book' | 'at' | 'fast', string>) =>
  `UPDATE rounds SET answer_book_id = ${book}, answered_at = ${at}, fast = ${fast}
 WHERE game_id = ${game} AND round = ${round} AND answer_book_id IS NULL
   AND NOT EXISTS (SELECT 1 FROM rounds AS earlier
                    WHERE earlier.game_id = ${game} AND earlier.round < ${round} AND earlier.answer_book_id IS NULL)
   AND EXISTS (SELECT 1 FROM games WHERE id = ${game} AND started_at IS NOT NULL AND finished_at IS NULL)`;

/** Keeps a finished game's timing verdict (`timing` and `game`, placeholders). */
export const timingSql = ({ game, timing }: Record<'game' | 'timing', string>) =>
  `UPDATE games SET timing = ${timing} WHERE id = ${game} AND finished_at IS NOT NULL`;

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

/** What the operator hid, as hidden() lists it. */
export const HIDDEN_GAMES_SQL = 'SELECT id, pseudo, hidden_at FROM games WHERE hidden_at IS NOT NULL ORDER BY hidden_at DESC, id DESC';
export const HIDDEN_PSEUDOS_SQL = 'SELECT pseudo, hidden_at FROM hidden_pseudos ORDER BY hidden_at DESC, pseudo';

export const toHidden = (
  games: readonly { id: number; pseudo: string; hidden_at: number }[],
  pseudos: readonly { pseudo: string; hidden_at: number }[],
): HiddenEntries => ({
  games: games.map((g) => ({ id: Number(g.id), pseudo: g.pseudo, hiddenAt: Number(g.hidden_at) })),
  pseudos: pseudos.map((p) => ({ pseudo: p.pseudo, hiddenAt: Number(p.hidden_at) })),
});

/**
 * The operator's hiding of nicknames that look alike (issue 45,
 * quiz/look-alike.ts): hiding a nickname hides with it every nickname
 * played so far that looks like it (PLAYED_PSEUDOS_SQL), and a new game's
 * nickname that looks like a hidden one is hidden as it is created
 * (HIDDEN_NAMES_SQL); showing one shows every hidden look-alike. Each name
 * is a row of hidden_pseudos, so the tables' filter stays an equality.
 */
export const PLAYED_PSEUDOS_SQL = 'SELECT DISTINCT pseudo FROM games';
export const HIDDEN_NAMES_SQL = 'SELECT pseudo FROM hidden_pseudos';

export const namesOf = (rows: readonly { pseudo: string }[]) => rows.map((r) => r.pseudo);
