import { normalizePseudo, pseudoError, type GamesResponse } from '@parole/bible';
import { useEffect, useState } from 'react';
import { useApiResource, viewOf, type ViewState } from '../api/useApiResource.js';
import { useNewGame } from './useNewGame.js';
import type { QuizFlow } from './useQuiz.js';

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
