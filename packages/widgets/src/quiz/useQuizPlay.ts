import type { GamePlayResponse, AnsweredRound } from '@parole/bible';
import { useEffect, useMemo, useState } from 'react';
import type { BibleApi } from '../api/client.js';
import { toApiRequestError, type ApiRequestError } from '../api/errors.js';
import { useApiAction } from '../api/useApiAction.js';
import { useStableCallback } from '../internal/useStableCallback.js';
import { messages } from '../messages.js';
import { withoutGame, type QuizFlow } from './useQuiz.js';

/** What the play screen shows. */
export type QuizPlayState =
  | { status: 'loading' }
  /** The server could not be reached: "Réessayer" asks where the game stands. */
  | { status: 'error'; message: string }
  /** The game cannot go on here (not found, not this device's, over): the session forgets it. */
  | { status: 'lost'; message: string }
  | {
      status: 'ready';
      /** The verse to place (safe HTML). */
      verse: string;
      /** Its round, 1-10. */
      round: number;
      /** The rounds answered, in order. */
      rounds: AnsweredRound[];
      /** The timer, in seconds. */
      seconds: number;
    };

export interface QuizPlayProps {
  state: QuizPlayState;
  pseudo: string;
  /** An answer is on its way: the books do nothing meanwhile. */
  answering: boolean;
  /** The book of the answer on its way, null when none is. */
  chosenBook: number | null;
  /** An answer that did not arrive: the same round is to answer again. */
  answerError: string | null;
  /** Changes when focus should move to the verse (a new verse, after an answer). */
  focusKey: number;
  onAnswer(book: number): void;
  onRetry(): void;
  onHome(): void;
}

type Playing = { status: 'ready'; data: GamePlayResponse; since: number } | Exclude<QuizPlayState, { status: 'ready' }>;

/** The game's refusals that end it here: not found, not this device's, over. */
const isLost = (error: ApiRequestError) => error.kind === 'http' && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;

/**
 * An answer that got no reply from a node: the connection failed, or a
 * balancer in front of several nodes answered for a node that died
 * (502, 503, 504; docs/deployment.md). Sending it again is safe: it names
 * its round (`essai`), so a node that had recorded it refuses the repeat
 * with 409, and the game then resumes from where the server stands.
 */
const isUnanswered = (error: ApiRequestError) =>
  error.kind === 'network' || (error.kind === 'http' && (error.status === 502 || error.status === 503 || error.status === 504));

/** How long before an unanswered answer is sent again, once: time for the balancer to leave the dead node out. */
const ANSWER_RETRY_DELAY_MS = 500;

/** What a game's calls send: the nickname, the game and its secret. */
type GameCredentials = { pseudo: string; game: number; token: string };

/** Waits `ms`, or rejects as soon as `signal` aborts. */
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });

/**
 * An answer for one round (POST /api/joue), sent once more after
 * ANSWER_RETRY_DELAY_MS when no node answered it. A round that already has
 * an answer (409: a double click, another tab, or this answer recorded
 * before its reply was lost; the first one counts) is not an error: the
 * game goes on from where the server stands (POST /api/jouefirst), and
 * `answered` is then false.
 */
async function sendAnswer(
  client: BibleApi,
  answer: GameCredentials & { attempt: number; book: number },
  { signal }: { signal: AbortSignal },
): Promise<{ data: GamePlayResponse; answered: boolean }> {
  const once = () => client.gameAnswer(answer, { signal });
  try {
    const data = await once().catch(async (error: unknown) => {
      if (!isUnanswered(toApiRequestError(error))) throw error;
      await pause(ANSWER_RETRY_DELAY_MS, signal);
      return once();
    });
    return { data, answered: true };
  } catch (error) {
    if (toApiRequestError(error).status !== 409) throw error;
  }
  const { pseudo, game, token } = answer;
  return { data: await client.gameStart({ pseudo, game, token }, { signal }), answered: false };
}

/**
 * A game being played. On entry POST /api/jouefirst says where the game
 * stands (the first verse, or the current one after a reload, with the
 * rounds and the time so far); each book chosen is POST /api/joue for that
 * round, one at a time (sendAnswer). The timer counts from the server's time.
 */
export function useQuizPlay(flow: QuizFlow): QuizPlayProps {
  const { current, saveSession, go } = flow;
  const [playing, setPlaying] = useState<Playing>({ status: 'loading' });
  const [focusKey, setFocusKey] = useState(0);
  const where = useApiAction((client, game: GameCredentials, { signal }) => client.gameStart(game, { signal }));
  const answering = useApiAction(sendAnswer);

  /** The game's credentials from the session, or null without a game to play. */
  const credentials = (): GameCredentials | null => {
    const session = current();
    return session?.game != null && session.token !== null ? { pseudo: session.pseudo, game: session.game, token: session.token } : null;
  };

  const lose = (message: string) => {
    const session = current();
    if (session) saveSession(withoutGame(session));
    setPlaying({ status: 'lost', message });
  };

  const settle = (data: GamePlayResponse, focus: boolean) => {
    const session = current();
    if (data.termine) {
      if (session) saveSession(withoutGame(session));
      go({ name: 'summary', game: data.partie }, { replace: true });
      return;
    }
    if (session && session.attempt !== data.essaiNb) saveSession({ ...session, attempt: data.essaiNb });
    setPlaying({ status: 'ready', data, since: Date.now() });
    if (focus) setFocusKey((key) => key + 1);
  };

  /** Asks the server where the game stands (entry, "Réessayer"). */
  const sync = async (focus: boolean) => {
    const game = credentials();
    if (!game) return;
    const result = await where.run(game);
    if (result.status === 'success') settle(result.data, focus);
    else if (result.status === 'error') {
      if (isLost(result.error)) lose(result.error.message);
      else setPlaying({ status: 'error', message: result.error.message });
    }
  };

  const answer = useStableCallback(async (book: number) => {
    const game = credentials();
    if (playing.status !== 'ready' || !game) return;
    const result = await answering.run({ ...game, attempt: playing.data.essaiNb, book });
    if (result.status === 'success') {
      const { data, answered } = result.data;
      settle(data, true);
      if (answered && !data.termine) go({ name: 'play', answered: book }, { replace: true });
    } else if (result.status === 'error' && isLost(result.error)) {
      lose(result.error.message);
    }
  });

  // On entry only: a new `answered` (the site's /joue/{livre}) is the same screen, and asks nothing
  // (`enter` keeps one identity, so the effect runs once).
  const enter = useStableCallback(() => {
    if (credentials()) void sync(true);
    else go({ name: 'home' }, { replace: true });
  });
  useEffect(() => enter(), [enter]);

  // The timer: the server's seconds when the verse came, plus the seconds since, redrawn on each second.
  const since = playing.status === 'ready' ? playing.since : null;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (since === null) return;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(tick, 1000 - ((Date.now() - since) % 1000));
    };
    const tick = () => {
      setNow(Date.now());
      schedule();
    };
    schedule();
    return () => clearTimeout(timer);
  }, [since]);

  const state = useMemo<QuizPlayState>(() => {
    if (playing.status !== 'ready') return playing;
    const { data } = playing;
    return {
      status: 'ready',
      verse: data.verset?.texte ?? '',
      round: data.essaiNb,
      rounds: data.essaisPartie,
      seconds: data.chrono + Math.max(0, Math.floor((now - playing.since) / 1000)),
    };
  }, [playing, now]);

  const failed = answering.error;
  return {
    state,
    pseudo: flow.session?.pseudo ?? '',
    answering: answering.pending,
    chosenBook: answering.pending ? (answering.variables?.book ?? null) : null,
    answerError: failed && !isLost(failed) ? messages.quiz.answerFailed(failed.message) : null,
    focusKey,
    onAnswer: answer,
    onRetry: () => {
      setPlaying({ status: 'loading' });
      void sync(true);
    },
    onHome: () => go({ name: 'home' }),
  };
}
