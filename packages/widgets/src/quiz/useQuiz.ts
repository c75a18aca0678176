/**
 * The quiz's behaviour (spec, "Game" and section 4): the screens and the
 * session (`useQuiz`), and each screen's state as the props of its view
 * (`useQuizHome`, `useQuizPlay`, `useQuizSummary`). The views render props
 * only; `Quiz` puts the two together.
 *
 * What the server says is the truth: the round to answer, the rounds
 * answered, the time so far. The device keeps only what the server cannot
 * give back, the nickname, the game and its secret, and the round it was
 * at (the spec's `essai`).
 */
import {
  normalizePseudo,
  pseudoError,
  type AnsweredRound,
  type GamePlayResponse,
  type GameSummaryResponse,
  type GamesResponse,
  type ReadingPlace,
} from '@parole/bible';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useBibleApi } from '../api/context.js';
import { toApiRequestError, type ApiRequestError } from '../api/errors.js';
import { useApiResource, viewOf, type ViewState } from '../api/useApiResource.js';
import { messages } from '../messages.js';
import { localQuizStorage, type QuizSession, type QuizStorage } from './session.js';

/**
 * A screen of the quiz: its home (rules, nickname, tables), a game being
 * played, or a game's summary. The site maps them to /jeu, /joue (then
 * /joue/{livre} after each answer: `answered` is the book just given) and
 * /partie/{partie}.
 */
export type QuizScreen = { name: 'home' } | { name: 'play'; answered?: number } | { name: 'summary'; game: number };

export interface QuizScreenChange {
  /**
   * True when the new screen takes the place of the current one in the
   * history (after an answer, at the end of a game, back home when there is
   * no game to play); false for a move the player chose.
   */
  replace: boolean;
}

export interface QuizProps {
  /**
   * The screen shown, when the host holds it (the site's URL). Without it
   * the widget moves between its screens itself, starting at home (embeds).
   */
  screen?: QuizScreen;
  /** The widget moves to another screen: the host navigates. */
  onScreenChange?: (screen: QuizScreen, change: QuizScreenChange) => void;
  /** Where the session is kept; localStorage's `parole:quiz` by default. Read once, when the widget mounts. */
  storage?: QuizStorage;
  /** Real links to a game's summary (/partie/{partie}); the tables' nicknames are buttons without it. */
  summaryHref?: (game: number) => string;
  /** Real links from a summary's verses to the reader (/lire/{livre}/{chapitre}/{verset}). */
  readHref?: (place: ReadingPlace) => string;
  /** A plain click on such a link (the link's default is then prevented). */
  onRead?: (place: ReadingPlace) => void;
}

/** What every screen of the quiz shares: the screen, the session and the ways to move. */
export interface QuizFlow {
  screen: QuizScreen;
  session: QuizSession | null;
  /** The session as last saved (for callbacks that outlive a render). */
  current(): QuizSession | null;
  saveSession(session: QuizSession | null): void;
  go(screen: QuizScreen, change?: Partial<QuizScreenChange>): void;
  summaryHref?: (game: number) => string;
  readHref?: (place: ReadingPlace) => string;
  onRead?: (place: ReadingPlace) => void;
}

/**
 * The screen (the host's, or the widget's own) and the session, read from
 * `storage` once and written back on every change.
 */
export function useQuiz(props: QuizProps): QuizFlow {
  const { onScreenChange, summaryHref, readHref, onRead } = props;
  const [storage] = useState<QuizStorage>(() => props.storage ?? localQuizStorage());
  const [session, setSession] = useState<QuizSession | null>(() => storage.load());
  const latest = useRef(session);
  // Without a host, a page reloaded mid-game (the embed on a church's page) goes on with the game.
  const [own, setOwn] = useState<QuizScreen>(() => (latest.current?.game != null ? { name: 'play' } : { name: 'home' }));
  const controlled = props.screen !== undefined;
  const screen = props.screen ?? own;

  const saveSession = useCallback(
    (next: QuizSession | null) => {
      latest.current = next;
      storage.save(next);
      setSession(next);
    },
    [storage],
  );
  const go = useCallback(
    (next: QuizScreen, change: Partial<QuizScreenChange> = {}) => {
      if (!controlled) setOwn(next);
      onScreenChange?.(next, { replace: change.replace ?? false });
    },
    [controlled, onScreenChange],
  );
  const current = useCallback(() => latest.current, []);

  return { screen, session, current, saveSession, go, summaryHref, readHref, onRead };
}

/**
 * The signal of the component's requests, aborted when it unmounts: a
 * screen left does not hear its answers. A getter, as the controller is
 * made when the component mounts (StrictMode mounts twice).
 */
function useUnmountSignal(): () => AbortSignal | undefined {
  const controller = useRef<AbortController | null>(null);
  useEffect(() => {
    const own = new AbortController();
    controller.current = own;
    return () => own.abort();
  }, []);
  return useCallback(() => controller.current?.signal, []);
}

/** The latest version of a function behind a stable identity (for memoised children). */
function useStableCallback<A extends unknown[]>(fn: (...args: A) => void): (...args: A) => void {
  const ref = useRef(fn);
  useEffect(() => {
    ref.current = fn;
  });
  return useCallback((...args: A) => ref.current(...args), []);
}

/** The session without its game: finished, lost, or not this device's. The nickname stays. */
const withoutGame = (session: QuizSession): QuizSession => ({ ...session, game: null, token: null, attempt: 1 });

/**
 * Starting a game for a nickname (home's "(Re) Jouer", the summary's
 * "Rejouer"): GET /api/jeu/partie/{pseudo}, the session stored, then the
 * play screen. The server's French refusal (429, 422) is kept to show.
 */
function useNewGame(flow: QuizFlow) {
  const client = useBibleApi();
  const signal = useUnmountSignal();
  const busy = useRef(false);
  const [state, setState] = useState<{ pending: boolean; error: string | null }>({ pending: false, error: null });
  const start = useCallback(
    (pseudo: string) => {
      if (busy.current) return;
      busy.current = true;
      setState({ pending: true, error: null });
      client.newGame({ pseudo }, { signal: signal() }).then(
        ({ partie, jeton }) => {
          busy.current = false;
          setState({ pending: false, error: null });
          flow.saveSession({ pseudo, game: partie, token: jeton, attempt: 1 });
          flow.go({ name: 'play' });
        },
        (error: unknown) => {
          const failure = toApiRequestError(error);
          if (failure.kind === 'canceled') return;
          busy.current = false;
          setState({ pending: false, error: failure.message });
        },
      );
    },
    [client, signal, flow.saveSession, flow.go],
  );
  return { start, ...state };
}

export interface QuizHomeState {
  /** The nickname input's text. */
  pseudo: string;
  /** Why the nickname cannot start a game (spec, section 5), once play was pressed; null otherwise. */
  pseudoError: string | null;
  /** A game is being created. */
  starting: boolean;
  /** The server's refusal of the new game (too many games, a nickname refused…). */
  startError: string | null;
  /** A game of this device is still in progress. */
  canResume: boolean;
  /** The tables of GET /api/jeu. */
  games: ViewState<GamesResponse>;
}

export interface QuizHomeActions {
  onPseudoChange(pseudo: string): void;
  onSubmit(): void;
  onResume(): void;
  onRetryGames?: () => void;
  summaryHref?: (game: number) => string;
  onOpenSummary(game: number): void;
}

/**
 * The game's home: the nickname and its checks, "(Re) Jouer", the tables.
 * Entering it resets the attempt to 1 (spec, section 4); the tables are
 * asked anew each time (they change as games end).
 */
export function useQuizHome(flow: QuizFlow): QuizHomeState & QuizHomeActions {
  const { current, saveSession, go } = flow;
  useEffect(() => {
    const session = current();
    if (session && session.attempt !== 1) saveSession({ ...session, attempt: 1 });
  }, [current, saveSession]);

  const [pseudo, setPseudo] = useState(flow.session?.pseudo ?? '');
  const [submitted, setSubmitted] = useState(false);
  const newGame = useNewGame(flow);
  const games = viewOf(useApiResource('games', {}, { fresh: true }));

  return {
    pseudo,
    pseudoError: submitted ? pseudoError(pseudo) : null,
    starting: newGame.pending,
    startError: newGame.error,
    canResume: flow.session?.game != null,
    games: games.state,
    onPseudoChange: setPseudo,
    onSubmit() {
      setSubmitted(true);
      if (pseudoError(pseudo) === null) newGame.start(normalizePseudo(pseudo));
    },
    onResume: () => go({ name: 'play' }),
    onRetryGames: games.onRetry,
    summaryHref: flow.summaryHref,
    onOpenSummary: (game) => go({ name: 'summary', game }),
  };
}

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

/**
 * A game being played. On entry POST /api/jouefirst says where the game
 * stands (the first verse, or the current one after a reload, with the
 * rounds and the time so far); each book chosen is POST /api/joue for that
 * round, one at a time. An answer refused because the round already has
 * one (409: a double click, another tab) asks again where the game stands
 * rather than showing an error. The timer counts from the server's time.
 */
export function useQuizPlay(flow: QuizFlow): QuizPlayProps {
  const client = useBibleApi();
  const signal = useUnmountSignal();
  const { current, saveSession, go } = flow;
  const [playing, setPlaying] = useState<Playing>({ status: 'loading' });
  const [answering, setAnswering] = useState(false);
  const [chosenBook, setChosenBook] = useState<number | null>(null);
  const [answerError, setAnswerError] = useState<string | null>(null);
  const [focusKey, setFocusKey] = useState(0);
  const busy = useRef(false);

  /** The game's credentials from the session, or null without a game to play. */
  const credentials = () => {
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

  const done = () => {
    busy.current = false;
    setAnswering(false);
    setChosenBook(null);
  };

  /** Asks the server where the game stands (entry, resynchronisation, "Réessayer"). */
  const sync = (focus: boolean) => {
    const game = credentials();
    if (!game) return;
    client.gameStart(game, { signal: signal() }).then(
      (data) => {
        done();
        settle(data, focus);
      },
      (error: unknown) => {
        const failure = toApiRequestError(error);
        if (failure.kind === 'canceled') return;
        done();
        if (isLost(failure)) lose(failure.message);
        else setPlaying({ status: 'error', message: failure.message });
      },
    );
  };

  const answer = useStableCallback((book: number) => {
    const game = credentials();
    if (busy.current || playing.status !== 'ready' || !game) return;
    busy.current = true;
    setAnswering(true);
    setChosenBook(book);
    setAnswerError(null);
    const attempt = playing.data.essaiNb;
    const send = (retried: boolean): void => {
      client.gameAnswer({ ...game, attempt, book }, { signal: signal() }).then(
        (data) => {
          done();
          settle(data, true);
          if (!data.termine) go({ name: 'play', answered: book }, { replace: true });
        },
        (error: unknown) => {
          const failure = toApiRequestError(error);
          if (failure.kind === 'canceled') return;
          // The round already has an answer (the first one counts, perhaps this one
          // before its reply was lost): carry on from where the game stands.
          if (failure.status === 409) return sync(true);
          if (!retried && isUnanswered(failure)) {
            setTimeout(() => {
              if (!signal()?.aborted) send(true);
            }, ANSWER_RETRY_DELAY_MS);
            return;
          }
          done();
          if (isLost(failure)) lose(failure.message);
          else setAnswerError(messages.quiz.answerFailed(failure.message));
        },
      );
    };
    send(false);
  });

  // On entry only: a new `answered` (the site's /joue/{livre}) is the same screen, and asks nothing.
  useEffect(() => {
    if (credentials()) sync(true);
    else go({ name: 'home' }, { replace: true });
  }, []);

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

  return {
    state,
    pseudo: flow.session?.pseudo ?? '',
    answering,
    chosenBook,
    answerError,
    focusKey,
    onAnswer: answer,
    onRetry: () => {
      setPlaying({ status: 'loading' });
      sync(true);
    },
    onHome: () => go({ name: 'home' }),
  };
}

export interface QuizSummaryProps {
  state: ViewState<GameSummaryResponse>;
  onRetry?: () => void;
  /** The game is this device's, still in progress: it can go on. */
  canContinue: boolean;
  onContinue(): void;
  /** "Rejouer": a new game with this device's nickname, or the home without one. */
  onReplay(): void;
  replaying: boolean;
  replayError: string | null;
  onHome(): void;
  readHref?: (place: ReadingPlace) => string;
  onRead?: (place: ReadingPlace) => void;
}

/** A game's summary (GET /api/partie/{partie}, asked anew each time: a game in progress changes). */
export function useQuizSummary(flow: QuizFlow, game: number): QuizSummaryProps {
  const { state, onRetry } = viewOf(useApiResource('gameSummary', { game }, { fresh: true }));
  const newGame = useNewGame(flow);
  const session = flow.session;
  const inProgress = state.status === 'ready' && !state.data.partie.termine;
  return {
    state,
    onRetry,
    canContinue: inProgress && session?.game === game,
    onContinue: () => flow.go({ name: 'play' }),
    onReplay: () => (session ? newGame.start(session.pseudo) : flow.go({ name: 'home' })),
    replaying: newGame.pending,
    replayError: newGame.error,
    onHome: () => flow.go({ name: 'home' }),
    readHref: flow.readHref,
    onRead: flow.onRead,
  };
}
