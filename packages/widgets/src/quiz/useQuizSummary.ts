import type { GameSummaryResponse, ReadingPlace } from '@parole/bible';
import { useApiResource, viewOf, type ViewState } from '../api/useApiResource.js';
import { useNewGame } from './useNewGame.js';
import type { QuizFlow } from './useQuiz.js';

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
