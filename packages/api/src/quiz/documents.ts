/**
 * The quiz's answers in the contract's shape (French fields), from the
 * store's records and the Bible's verses: where a game stands
 * (GamePlayResponse), its summary (GameSummaryResponse), the tables'
 * items (GameItem). Pure but for the Bible reads of the summary.
 *
 * What a player may see before answering is decided here: a round's book
 * (livre_id) appears only in rounds already answered, and the verse to
 * guess is sent as its text alone.
 */
import {
  GAME_ROUNDS,
  type AnsweredRound,
  type GameItem,
  type GamePlayResponse,
  type GameSummaryResponse,
  type PlayedRound,
} from '@parole/bible';
import type { QuizBible } from './verses.js';
import type { FinishedGame, StoredGame, StoredRound } from './store.js';

/**
 * Whole seconds from `from` to `to` (milliseconds), to the nearest second (a
 * half rounds up), never negative: 1,499 ms is 1 s, 1,500 ms is 2 s. The
 * schema's trigger computes a finished game's chrono by the same rule
 * (quiz/migrations.ts).
 * @example elapsedSeconds(0, 61_500) // 62
 */
export const elapsedSeconds = (from: number, to: number): number => Math.max(0, Math.round((to - from) / 1000));

/**
 * An instant as the contract writes it: ISO 8601, UTC, to the second.
 * @example isoTime(Date.UTC(2026, 10, 1, 14, 0, 0, 250)) // '2026-11-01T14:00:00Z'
 */
export const isoTime = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The first round without an answer: the one to play now; null once the game is over. */
export const currentRound = (game: StoredGame): StoredRound | null => game.rounds.find((r) => r.answer === null) ?? null;

const answered = (game: StoredGame) => game.rounds.filter((r): r is StoredRound & { answer: number } => r.answer !== null);

/**
 * A finished game as the tables list it.
 * @example toGameItem({ id: 3, pseudo: 'Marie', createdAt: 0, correct: 7, seconds: 95 }) // { id: 3, pseudo: 'Marie', juste: 7, chrono: 95, created_at: '1970-01-01T00:00:00Z' }
 */
export const toGameItem = (game: FinishedGame): GameItem => ({
  id: game.id,
  pseudo: game.pseudo,
  juste: game.correct,
  chrono: game.seconds,
  created_at: isoTime(game.createdAt),
});

/**
 * Where `game` stands at `now`: the verse to guess (`verseText`, the
 * current round's; null once over), the rounds answered, the time so far.
 */
export function playDocument(game: StoredGame, verseText: string | null, now: number): GamePlayResponse {
  const current = currentRound(game);
  const essaisPartie = answered(game).map(
    (r): AnsweredRound => ({ essai: r.round, juste: r.answer === r.bookId, livre_id: r.bookId, livreid_reponse: r.answer }),
  );
  const chrono = game.seconds ?? (game.startedAt === null ? 0 : elapsedSeconds(game.startedAt, now));
  return {
    partie: game.id,
    verset: current && verseText !== null ? { texte: verseText } : null,
    essaiNb: current?.round ?? GAME_ROUNDS,
    essaisPartie,
    chrono,
    termine: game.finishedAt !== null,
  };
}

/**
 * A game's summary: its score and time (so far, until it is over: the
 * correct answers recorded, the seconds from the first verse to the last
 * answer) and its answered rounds only, each with its whole verse.
 */
export async function summaryDocument(game: StoredGame, bible: QuizBible): Promise<GameSummaryResponse> {
  const rounds = answered(game);
  const last = rounds.at(-1);
  const joues = await Promise.all(
    rounds.map(async (r): Promise<PlayedRound> => {
      const [verse, answer] = await Promise.all([bible.verse(r.verseId), bible.book(r.answer)]);
      if (!verse || !answer) throw new Error(`Game ${game.id}, round ${r.round}: verse ${r.verseId} or book ${r.answer} is not in the Bible database`);
      return { id: r.round, versets21: verse, livre: verse.livre, livre_reponse: answer, livre_id: r.bookId, livreid_reponse: r.answer };
    }),
  );
  return {
    partie: {
      id: game.id,
      pseudo: game.pseudo,
      juste: game.correct ?? rounds.filter((r) => r.answer === r.bookId).length,
      chrono: game.seconds ?? (game.startedAt !== null && last?.answeredAt != null ? elapsedSeconds(game.startedAt, last.answeredAt) : 0),
      created_at: isoTime(game.createdAt),
      termine: game.finishedAt !== null,
    },
    joues,
  };
}
