import { normalizePseudo, pseudoError, type GamesResponse } from '@parole/bible';
import type { ApiResource } from '../api/useApiResource.js';
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
  /** Whether the tables are shown (the game alone without them: data-tables="false", issue 44). */
  tables?: boolean;
}

/** The tables' state when they are not shown: nothing asked. */
const NO_TABLES: ApiResource<GamesResponse> = { status: 'ready', data: { partiesJouees: [], meilleuresParties: [] } };

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
  // Without the tables, GET /api/jeu is not asked: no stranger's nickname reaches the page.
  const games = viewOf(useApiResource('games', {}, { fresh: true, skip: flow.tables ? null : NO_TABLES }));

  return {
    pseudo,
    pseudoError: submitted ? pseudoError(pseudo) : null,
    starting: newGame.pending,
    startError: newGame.error,
    canResume: flow.session?.game != null,
    games: games.state,
    tables: flow.tables,
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
