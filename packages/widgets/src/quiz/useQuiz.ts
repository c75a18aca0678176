/**
 * The quiz's behaviour (spec, "Game" and section 4): the screens and the
 * session (`useQuiz`, here), and each screen's state as the props of its
 * view, each in its own module (`useQuizHome`, `useQuizPlay`,
 * `useQuizSummary`; `useNewGame` for the two that start a game). The views
 * render props only; `Quiz` puts the two together. Every call that changes
 * a game is a `useApiAction`, aborted when its screen is left.
 *
 * What the server says is the truth: the round to answer, the rounds
 * answered, the time so far. The device keeps only what the server cannot
 * give back, the nickname, the game and its secret, and the round it was
 * at (the spec's `essai`).
 */
import type { ReadingPlace } from '@parole/bible';
import { useCallback, useRef, useState } from 'react';
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
  /**
   * Whether the home shows the tables of the last and the best games, strangers' nicknames included
   * (true by default); false: the game alone (an embed's `data-tables="false"`, issue 44).
   */
  tables?: boolean;
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
  /** The home shows the tables (QuizProps' `tables`). */
  tables: boolean;
}

/**
 * The screen (the host's, or the widget's own) and the session, read from
 * `storage` once and written back on every change.
 */
export function useQuiz(props: QuizProps): QuizFlow {
  const { onScreenChange, summaryHref, readHref, onRead, tables = true } = props;
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

  return { screen, session, current, saveSession, go, summaryHref, readHref, onRead, tables };
}

/** The session without its game: finished, lost, or not this device's. The nickname stays. */
export const withoutGame = (session: QuizSession): QuizSession => ({ ...session, game: null, token: null, attempt: 1 });
