/**
 * STAND-IN, for the quiz's tests only, until recordings of the real game API
 * exist (scripts/record-fixtures.ts): a tiny in-memory game
 * server answering the five game endpoints as their types' JSDoc says
 * (packages/bible/src/contract/types.ts), with the contract's refusals
 * (403, 404, 409, 422) and messages. Tests plug it into the one fake client
 * through its overrides: `fakeClient(quizServer().overrides)`.
 *
 * The verses are real: read from a recorded search (`berger`), never
 * written by hand. Not exported from the quiz's index nor from
 * @parole/widgets/testing: stories wait for the real recordings. Beside the
 * fake client it plugs into, so that the quiz's folder imports nothing of
 * the testing folder (which stands above the widgets).
 */
import {
  BOOKS,
  CONTRACT_MESSAGES,
  GAME_ROUNDS,
  GAME_TABLE_SIZE,
  getBook,
  normalizePseudo,
  pseudoError,
  type AnsweredRound,
  type GameItem,
  type GamePlayResponse,
  type GameSummaryResponse,
  type Verse,
} from '@parole/bible';
import type { BibleApi, RequestOptions } from '../api/client.js';
import { ApiRequestError } from '../api/errors.js';
import type { QuizSession, QuizStorage } from '../quiz/session.js';
import { abortable, fakeClient } from './fake-client.js';
import { recorded } from './recordings.js';

/** Ten verses of ten books, in the order a game asks them (a recorded search's answer). */
export const GAME_VERSES: readonly Verse[] = (() => {
  const found = recorded('search', { word: 'berger', scope: 'atnt', exact: 'nex' }).versets;
  const pick = (book: number, chapter: number, verse: number) =>
    found.find((v) => v.livre_id === book && v.chapitre === chapter && v.verset === verse)!;
  return [pick(43, 10, 1), pick(1, 4, 2), pick(19, 23, 1), pick(42, 2, 8), pick(24, 3, 15), pick(40, 9, 36), pick(9, 17, 40), pick(41, 6, 34), pick(30, 1, 1), pick(23, 13, 14)];
})();

/** The books of GAME_VERSES: answering them all gives 10/10. */
export const RIGHT_BOOKS: readonly number[] = GAME_VERSES.map((v) => v.livre_id);

interface SimulatedGame {
  id: number;
  pseudo: string;
  token: string;
  verses: readonly Verse[];
  answers: number[];
  createdAt: number;
  /** First verse shown (the first gameStart), in ms of the server's clock. */
  startedAt: number | null;
  finishedAt: number | null;
}

const refused = (status: number, message: string) => new ApiRequestError(message, { status, kind: 'http' });

/** The fixed time the server's clock starts at: 23 November 2026, 12:00 UTC. */
export const SERVER_START = Date.UTC(2026, 10, 23, 12);

/**
 * An in-memory game server. `overrides` answer the game endpoints of a
 * fakeClient; `tick(s)` moves its clock; `hold()` keeps every answer waiting
 * until `release()` (an answer in flight); `finish(pseudo, books, seconds)`
 * plays a whole game at once (another player's, for the tables).
 * @example
 * const server = quizServer();
 * server.finish('Zoé', RIGHT_BOOKS, 83);
 * const client = fakeClient(server.overrides);
 */
export function quizServer() {
  const games = new Map<number, SimulatedGame>();
  let time = SERVER_START;
  let nextId = 1;
  let held: Array<() => void> | null = null;

  /** Answers asynchronously, like the network; later while held. */
  const reply = <T>(work: () => T, options?: RequestOptions): Promise<T> => {
    const answer = new Promise<T>((resolve, reject) => {
      const run = () => {
        try {
          resolve(work());
        } catch (error) {
          reject(error);
        }
      };
      if (held) held.push(run);
      else queueMicrotask(run);
    });
    return abortable(answer, options?.signal);
  };

  const seconds = (game: SimulatedGame) => (game.startedAt === null ? 0 : Math.floor(((game.finishedAt ?? time) - game.startedAt) / 1000));
  const correct = (game: SimulatedGame) => game.answers.filter((book, i) => book === game.verses[i].livre_id).length;
  const finished = (game: SimulatedGame) => game.answers.length === GAME_ROUNDS;
  const item = (game: SimulatedGame): GameItem => ({
    id: game.id,
    pseudo: game.pseudo,
    juste: correct(game),
    chrono: seconds(game),
    created_at: new Date(game.createdAt).toISOString(),
  });
  const rounds = (game: SimulatedGame): AnsweredRound[] =>
    game.answers.map((book, i) => ({ essai: i + 1, juste: book === game.verses[i].livre_id, livre_id: game.verses[i].livre_id, livreid_reponse: book }));
  const play = (game: SimulatedGame): GamePlayResponse => ({
    partie: game.id,
    verset: finished(game) ? null : { texte: game.verses[game.answers.length].texte },
    essaiNb: Math.min(game.answers.length + 1, GAME_ROUNDS),
    essaisPartie: rounds(game),
    chrono: seconds(game),
    termine: finished(game),
  });

  const create = (pseudo: string) => {
    const id = nextId++;
    const game: SimulatedGame = {
      id,
      pseudo: normalizePseudo(pseudo),
      token: `jeton${id}`.padEnd(43, '_'),
      verses: GAME_VERSES,
      answers: [],
      createdAt: time,
      startedAt: null,
      finishedAt: null,
    };
    games.set(id, game);
    return game;
  };

  /** The game a call names, or the refusal the API answers. */
  const own = ({ pseudo, game: id, token }: { pseudo: string; game: number; token: string }) => {
    const game = games.get(id);
    if (!game) throw refused(404, CONTRACT_MESSAGES.gameNotFound);
    if (game.token !== token || game.pseudo !== pseudo) throw refused(403, CONTRACT_MESSAGES.gameNotYours);
    return game;
  };

  const start = (game: SimulatedGame) => {
    game.startedAt ??= time;
  };

  const answer = (game: SimulatedGame, attempt: number, book: number) => {
    if (finished(game)) throw refused(409, CONTRACT_MESSAGES.gameFinished);
    if (attempt !== game.answers.length + 1) throw refused(409, CONTRACT_MESSAGES.roundAnswered);
    start(game);
    game.answers.push(book);
    if (finished(game)) game.finishedAt = time;
  };

  const done = () => [...games.values()].filter(finished);

  const overrides = {
    games: (_input?: unknown, options?: RequestOptions) =>
      reply(
        () => ({
          partiesJouees: done()
            .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
            .slice(0, GAME_TABLE_SIZE)
            .map(item),
          meilleuresParties: done()
            .sort((a, b) => correct(b) - correct(a) || seconds(a) - seconds(b) || a.createdAt - b.createdAt)
            .slice(0, GAME_TABLE_SIZE)
            .map(item),
        }),
        options,
      ),
    newGame: ({ pseudo }: { pseudo: string }, options?: RequestOptions) =>
      reply(() => {
        const error = pseudoError(pseudo);
        if (error) throw refused(422, error);
        const game = create(pseudo);
        return { partie: game.id, jeton: game.token };
      }, options),
    gameStart: (input: { pseudo: string; game: number; token: string }, options?: RequestOptions) =>
      reply(() => {
        const game = own(input);
        start(game);
        return play(game);
      }, options),
    gameAnswer: (input: { pseudo: string; game: number; token: string; attempt: number; book: number }, options?: RequestOptions) =>
      reply(() => {
        const game = own(input);
        answer(game, input.attempt, input.book);
        return play(game);
      }, options),
    gameSummary: ({ game: id }: { game: number }, options?: RequestOptions) =>
      reply((): GameSummaryResponse => {
        const game = games.get(id);
        if (!game) throw refused(404, CONTRACT_MESSAGES.gameNotFound);
        return {
          partie: { ...item(game), termine: finished(game) },
          joues: game.answers.map((book, i) => {
            const verse = game.verses[i];
            const answered = getBook(book) ?? BOOKS[0];
            return {
              id: i + 1,
              versets21: verse,
              livre: verse.livre,
              livre_reponse: { nom: answered.name, abr: answered.abbr },
              livre_id: verse.livre_id,
              livreid_reponse: book,
            };
          }),
        };
      }, options),
  } satisfies Partial<BibleApi>;

  return {
    overrides: overrides as Partial<BibleApi>,
    /** A fake client on the recordings whose game endpoints this server answers. */
    client: (extra: Partial<BibleApi> = {}) => fakeClient({ ...(overrides as Partial<BibleApi>), ...extra }),
    /** Moves the server's clock. */
    tick(s: number) {
      time += s * 1000;
    },
    /** Keeps every answer waiting until release(). */
    hold() {
      held ??= [];
    },
    release() {
      const waiting = held ?? [];
      held = null;
      waiting.forEach((run) => run());
    },
    /** A game started by `pseudo` on this device: what newGame answers, and its first verse shown. */
    started(pseudo: string) {
      const game = create(pseudo);
      start(game);
      return { pseudo: game.pseudo, game: game.id, token: game.token };
    },
    /** Answers rounds of a game directly (another tab, say). */
    answer(id: number, ...books: number[]) {
      const game = games.get(id)!;
      start(game);
      books.forEach((book) => answer(game, game.answers.length + 1, book));
    },
    /** A whole game of `pseudo` answered with `books`, taking `s` seconds. */
    finish(pseudo: string, books: readonly number[], s: number) {
      const game = create(pseudo);
      start(game);
      time += s * 1000;
      books.forEach((book) => answer(game, game.answers.length + 1, book));
      time += 60_000; // the next game starts a minute later
      return game.id;
    },
    /** The rounds answered so far. */
    answers: (id: number) => [...(games.get(id)?.answers ?? [])],
  };
}

export type QuizServer = ReturnType<typeof quizServer>;

/**
 * A QuizStorage in memory, starting with `initial`; `saved` lists every save,
 * `session()` is what is kept now.
 * @example const storage = memoryQuizStorage({ pseudo: 'Marie', game: null, token: null, attempt: 4 });
 */
export function memoryQuizStorage(initial: QuizSession | null = null) {
  let kept = initial;
  const saved: Array<QuizSession | null> = [];
  const storage: QuizStorage & { saved: typeof saved; session: () => QuizSession | null } = {
    load: () => kept,
    save(session) {
      kept = session;
      saved.push(session);
    },
    saved,
    session: () => kept,
  };
  return storage;
}
