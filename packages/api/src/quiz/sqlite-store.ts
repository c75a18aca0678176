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
 * - Hiding a nickname and creating a game are transactions (BEGIN
 *   IMMEDIATE: one writer at a time, also across the processes that open
 *   the file, the server and `npm run quiz`): a look-alike of a nickname
 *   being hidden is either among the games the hiding reads, or created
 *   after it and hidden then (quiz/look-alike.ts).
 */
import type { Database } from '../db/sqlite.js';
import { once } from '../memo.js';
import { openStateDatabase, preparer } from '../state/database.js';
import { createSqliteRateLimits } from '../state/rate-limits.js';
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

const GAME_SQL = gameSql('?');
const ANSWER_SQL = answerSql({ game: '$game', round: '$round', book: '$book', at: '$at', fast: '$fast' });
const TIMING_SQL = timingSql({ game: '$game', timing: '$timing' });

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
  const hideStatements = once(() =>
    Promise.all([
      db.prepare(HIDDEN_NAMES_SQL),
      db.prepare('INSERT INTO hidden_pseudos (pseudo, hidden_at) VALUES (?, ?) ON CONFLICT DO NOTHING'),
      db.prepare(PLAYED_PSEUDOS_SQL),
      db.prepare('DELETE FROM hidden_pseudos WHERE pseudo = ?'),
    ]),
  );

  return {
    db,

    async createGame({ pseudo, tokenHash, createdAt, verses }) {
      const [[insertGame, insertRound], [hiddenNames, hide]] = await Promise.all([createStatements(), hideStatements()]);
      return db.transaction(async () => {
        const [{ id }] = await insertGame.all<{ id: number }>([pseudo, Buffer.from(tokenHash), createdAt]);
        for (const [i, verse] of verses.entries()) await insertRound.run([id, i + 1, verse.verseId, verse.bookId]);
        // A nickname that looks like a hidden one is hidden with it.
        if (lookAlikes(pseudo, namesOf(await hiddenNames.all())).length > 0) await hide.run([pseudo, createdAt]);
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

    async answerRound(id, round, book, at, fast = false, timing = null) {
      const answer = await statement(ANSWER_SQL);
      const record = () => answer.run({ $game: id, $round: round, $book: book, $at: at, $fast: fast ? 1 : 0 });
      if (timing === null) return (await db.exclusive(record)) === 1;
      // The game's timing with the answer that finishes it, in one transaction: never listed in between.
      const judge = await statement(TIMING_SQL);
      return db.transaction(async () => {
        if ((await record()) !== 1) return false;
        await judge.run({ $game: id, $timing: timing });
        return true;
      });
    },

    async lastGames(limit) {
      const query = await statement(lastGamesSql('?'));
      return (await query.all<FinishedRow>([limit])).map(toFinished);
    },

    async bestGames(limit) {
      const query = await statement(bestGamesSql('?'));
      return (await query.all<FinishedRow>([limit])).map(toFinished);
    },

    async setGameHidden(id, hiddenAt) {
      const update = await statement('UPDATE games SET hidden_at = ? WHERE id = ?');
      return (await db.exclusive(() => update.run([hiddenAt, id]))) === 1;
    },

    async setPseudoHidden(pseudo, hiddenAt) {
      const [hiddenNames, hide, played, show] = await hideStatements();
      return db.transaction(async () => {
        let changed = 0;
        if (hiddenAt === null) {
          for (const name of lookAlikes(pseudo, namesOf(await hiddenNames.all()))) changed += await show.run([name]);
        } else {
          changed += await hide.run([pseudo, hiddenAt]);
          for (const name of lookAlikes(pseudo, namesOf(await played.all()))) changed += await hide.run([name, hiddenAt]);
        }
        return changed > 0;
      });
    },

    async hidden() {
      const [games, pseudos] = await Promise.all([statement(HIDDEN_GAMES_SQL), statement(HIDDEN_PSEUDOS_SQL)]);
      return toHidden(await games.all(), await pseudos.all());
    },

    countHit: (key, windowStart) => limits.countHit(key, windowStart),
  };
}
