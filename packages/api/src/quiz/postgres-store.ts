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
 * - Hiding or showing a nickname locks hidden_pseudos (SHARE ROW EXCLUSIVE)
 *   for its transaction, and creating a game takes the lock every creation
 *   may hold at once (ROW EXCLUSIVE) before it reads the hidden nicknames:
 *   of a hiding and a look-alike's creation on any two nodes, one waits for
 *   the other, so the look-alike is either among the games the hiding reads,
 *   or created after it and hidden then (quiz/look-alike.ts).
 */
import type { PostgresState } from '../state/postgres.js';
import { createPostgresRateLimits } from '../state/postgres-rate-limits.js';
import { lookAlikes } from './look-alike.js';
import type { QuizStore } from './store.js';
import {
  answerSql,
  bestGamesSql,
  gameSql,
  HIDDEN_GAMES_SQL,
  HIDDEN_NAMES_SQL,
  HIDDEN_PSEUDOS_SQL,
  lastGamesSql,
  namesOf,
  PLAYED_PSEUDOS_SQL,
  timingSql,
  toFinished,
  toGame,
  toHidden,
  type FinishedRow,
  type GameRoundRow,
} from './store-common.js';

const GAME_SQL = gameSql('$1');
const HIDE_SQL = 'INSERT INTO hidden_pseudos (pseudo, hidden_at) VALUES ($1, $2) ON CONFLICT DO NOTHING';
/** Run while the game's row is locked. */
const ANSWER_SQL = answerSql({ game: '$1', round: '$2', book: '$3', at: '$4', fast: '$5' });
const TIMING_SQL = timingSql({ game: '$1', timing: '$2' });

/** The largest id a game can have (BIGINT): a larger one asked for is none. */
const MAX_ID = Number.MAX_SAFE_INTEGER;

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
        // A nickname that looks like a hidden one is hidden with it; a hiding under way is waited for.
        await tx.run('LOCK TABLE hidden_pseudos IN ROW EXCLUSIVE MODE');
        if (lookAlikes(pseudo, namesOf(await tx.query<{ pseudo: string }>(HIDDEN_NAMES_SQL))).length > 0) await tx.run(HIDE_SQL, [pseudo, createdAt]);
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

    answerRound(id, round, book, at, fast = false, timing = null) {
      return db.transaction(async (tx) => {
        const [game] = await tx.query<{ started_at: number | null; finished_at: number | null }>(
          'SELECT started_at, finished_at FROM games WHERE id = $1 FOR UPDATE',
          [id],
        );
        if (!game || game.started_at === null || game.finished_at !== null) return false;
        if ((await tx.run(ANSWER_SQL, [id, round, book, at, fast ? 1 : 0])) !== 1) return false;
        // The game's timing with the answer that finishes it, in the same transaction.
        if (timing !== null) await tx.run(TIMING_SQL, [id, timing]);
        return true;
      });
    },

    async lastGames(limit) {
      return (await db.query<FinishedRow>(lastGamesSql('$1'), [limit])).map(toFinished);
    },

    async bestGames(limit) {
      return (await db.query<FinishedRow>(bestGamesSql('$1'), [limit])).map(toFinished);
    },

    async setGameHidden(id, hiddenAt) {
      if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) return false;
      return (await db.run('UPDATE games SET hidden_at = $1 WHERE id = $2', [hiddenAt, id])) === 1;
    },

    setPseudoHidden(pseudo, hiddenAt) {
      return db.transaction(async (tx) => {
        await tx.run('LOCK TABLE hidden_pseudos IN SHARE ROW EXCLUSIVE MODE');
        let changed = 0;
        if (hiddenAt === null) {
          for (const name of lookAlikes(pseudo, namesOf(await tx.query<{ pseudo: string }>(HIDDEN_NAMES_SQL)))) {
            changed += await tx.run('DELETE FROM hidden_pseudos WHERE pseudo = $1', [name]);
          }
        } else {
          changed += await tx.run(HIDE_SQL, [pseudo, hiddenAt]);
          for (const name of lookAlikes(pseudo, namesOf(await tx.query<{ pseudo: string }>(PLAYED_PSEUDOS_SQL)))) changed += await tx.run(HIDE_SQL, [name, hiddenAt]);
        }
        return changed > 0;
      });
    },

    async hidden() {
      const [games, pseudos] = await Promise.all([
        db.query<{ id: number; pseudo: string; hidden_at: number }>(HIDDEN_GAMES_SQL),
        db.query<{ pseudo: string; hidden_at: number }>(HIDDEN_PSEUDOS_SQL),
      ]);
      return toHidden(games, pseudos);
    },

    countHit: (key, windowStart) => limits.countHit(key, windowStart),
  };
}
