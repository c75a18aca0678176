/**
 * The quiz (spec, sections 2, 4, 7 and 9; docs/decisions/quiz.md):
 * - GET /api/jeu: the last and the best finished games;
 * - GET /api/jeu/partie/{pseudo}: a new game, its ten verses drawn and
 *   stored at once, and its secret (`jeton`); limited per client address;
 * - POST /api/jouefirst {pseudo, partie, jeton}: where the game stands; the
 *   first call starts the timer;
 * - POST /api/joue {pseudo, partie, jeton, essai, livre}: records the answer
 *   to round `essai` and answers where the game stands then;
 * - GET /api/partie/{partie}: a game's summary, answered rounds only.
 *
 * Scores and times are the server's: the client only names books. No answer
 * of the quiz may be cached (`Cache-Control: no-store`).
 */
import { Hono, type Context } from 'hono';
import {
  api,
  GAME_ROUNDS,
  REFUSALS as R,
  GAME_TABLE_SIZE,
  type Random,
  type GamesResponse,
  type NewGameResponse,
} from '@parole/bible';
import { clientAddress, refuse } from '../http.js';
import { validate } from '../middleware/validate.js';
import { drawVerses } from '../quiz/draw.js';
import { currentRound, playDocument, summaryDocument, toGameItem } from '../quiz/documents.js';
import { addressKey, fixedWindow } from '../state/rate-limits.js';
import { answeredTooFast, answerFloorMs, answerTimes, gameTiming, readingFloorMs } from '../quiz/fair-play.js';
import type { GameTiming, QuizStore, StoredGame } from '../quiz/store.js';
import { hashGameToken, newGameToken, tokenMatches } from '../quiz/token.js';
import type { QuizBible } from '../quiz/verses.js';

export interface QuizRouteDeps {
  store: QuizStore;
  bible: QuizBible;
  /** Games one client address may create per window. */
  limit: { games: number; windowSeconds: number };
  /** Draws the verses (default Math.random). */
  random?: Random;
  /** The clock, in milliseconds since the epoch (default Date.now). */
  now?: () => number;
  /** Makes a game's secret (default newGameToken: 32 random bytes). */
  token?: () => string;
  /** Told of each game created (the metrics' games started). */
  started?: () => void;
}

/** The rate limit's key of a game creation from `address`. */
const creationKey = (address: string | undefined) => `newGame ${addressKey(address)}`;

/** The quiz's endpoints. */
export const QUIZ_ENDPOINTS = [api.games, api.newGame, api.gameStart, api.gameAnswer, api.gameSummary] as const;

/**
 * The quiz's routes, mounted at '/'.
 * @example app.route('/', quizRoutes({ store, bible, limit: { games: 60, windowSeconds: 600 } }));
 */
export function quizRoutes({ store, bible, limit, random = Math.random, now = Date.now, token = newGameToken, started = () => undefined }: QuizRouteDeps): Hono {
  const app = new Hono();

  /** Where `game` stands, with the current round's verse to guess. */
  const play = async (c: Context, game: StoredGame, at: number) => {
    const current = currentRound(game);
    const verse = current && (await bible.verse(current.verseId));
    return c.json(playDocument(game, verse ? verse.texte : null, at));
  };

  /**
   * What a game's times say once its last round is answered at `at`
   * (quiz/fair-play.ts, gameTiming): null when they may be a person's.
   */
  const judgeTiming = async (game: StoredGame, at: number): Promise<GameTiming | null> => {
    const answered = { ...game, rounds: game.rounds.map((r) => (r.round === GAME_ROUNDS ? { ...r, answeredAt: at } : r)) };
    const floors = await Promise.all(game.rounds.map(async (r) => readingFloorMs((await bible.verse(r.verseId))?.texte ?? '')));
    return gameTiming(answerTimes(answered), floors);
  };

  /**
   * The game a request names, when its secret and nickname are the game's;
   * else the refusal: 404 for no such game, 403 for another's (the same
   * 403 whichever of the two is wrong).
   */
  const ownGame = async (c: Context, input: { game: number; pseudo: string; token: string }): Promise<StoredGame | Response> => {
    const game = await store.getGame(input.game);
    if (!game) return refuse(c, R.gameNotFound);
    const tokenRight = tokenMatches(input.token, game.tokenHash);
    if (!tokenRight || game.pseudo !== input.pseudo) return refuse(c, R.gameNotYours);
    return game;
  };

  app.get(api.games.path, async (c) => {
    const [last, best] = await Promise.all([store.lastGames(GAME_TABLE_SIZE), store.bestGames(GAME_TABLE_SIZE)]);
    return c.json({ partiesJouees: last.map(toGameItem), meilleuresParties: best.map(toGameItem) } satisfies GamesResponse);
  });

  app.get(api.newGame.path, validate(api.newGame), async (c) => {
    // Hono answers HEAD with the GET handler; HEAD must change nothing (HTTP),
    // and this GET creates a game: refused, the way to start one named.
    if (c.req.method === 'HEAD') {
      c.header('Allow', 'GET');
      return c.body(null, 405);
    }
    const { pseudo } = c.req.valid('param');
    const at = now();
    const window = fixedWindow(at, limit.windowSeconds * 1000);
    if ((await store.countHit(creationKey(clientAddress(c)), window.start)) > limit.games) {
      return refuse(c, R.tooManyGames, { 'Retry-After': String(window.retryAfter) });
    }
    const verses = drawVerses(await bible.candidates(), GAME_ROUNDS, random);
    const jeton = token();
    const partie = await store.createGame({ pseudo, tokenHash: hashGameToken(jeton), createdAt: at, verses });
    started();
    return c.json({ partie, jeton } satisfies NewGameResponse);
  });

  app.post(api.gameStart.path, validate(api.gameStart), async (c) => {
    let game = await ownGame(c, c.req.valid('param'));
    if (game instanceof Response) return game;
    const at = now();
    // The first call starts the timer; a reloaded page's call finds it started and resumes.
    if (game.startedAt === null && game.finishedAt === null) {
      await store.startGame(game.id, at);
      game = (await store.getGame(game.id))!;
    }
    return play(c, game, at);
  });

  app.post(api.gameAnswer.path, validate(api.gameAnswer), async (c) => {
    const input = c.req.valid('param');
    const game = await ownGame(c, input);
    if (game instanceof Response) return game;
    const current = currentRound(game);
    if (game.finishedAt !== null || !current) return refuse(c, R.gameFinished);
    // Out of step as read now: refused without touching anything (the timer included).
    if (input.attempt < current.round) return refuse(c, R.roundAnswered);
    if (input.attempt > current.round) return refuse(c, R.roundAhead);
    const at = now();
    // An answer without /api/jouefirst first (a client that skipped it) starts the timer now.
    if (game.startedAt === null) await store.startGame(game.id, at);
    const verse = await bible.verse(current.verseId);
    const fast = answeredTooFast(game, input.attempt, at, answerFloorMs(verse?.texte ?? ''));
    // The tenth answer: the game's times judged together, recorded with it (quiz/fair-play.ts).
    const timing = input.attempt === GAME_ROUNDS ? await judgeTiming(game, at) : null;
    const recorded = await store.answerRound(game.id, input.attempt, input.book, at, fast, timing);
    const after = (await store.getGame(game.id))!;
    if (!recorded) {
      // Nothing changed: another answer to this round was recorded since the read above (a concurrent one).
      const round = after.rounds.find((r) => r.round === input.attempt);
      return round?.answer != null ? refuse(c, R.roundAnswered) : refuse(c, R.roundAhead);
    }
    return play(c, after, at);
  });

  app.get(api.gameSummary.path, validate(api.gameSummary), async (c) => {
    const game = await store.getGame(c.req.valid('param').game);
    if (!game) return refuse(c, R.gameNotFound);
    return c.json(await summaryDocument(game, bible));
  });

  return app;
}
