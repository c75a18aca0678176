import { useCallback } from 'react';
import { useApiAction } from '../api/useApiAction.js';
import type { QuizFlow } from './useQuiz.js';

/**
 * Starting a game for a nickname (home's "(Re) Jouer", the summary's
 * "Rejouer"): GET /api/jeu/partie/{pseudo}, the session stored, then the
 * play screen. The server's French refusal (429, 422) is kept to show.
 */
export function useNewGame(flow: QuizFlow): { start(pseudo: string): void; pending: boolean; error: string | null } {
  const { run, pending, error } = useApiAction((client, pseudo: string, { signal }) => client.newGame({ pseudo }, { signal }));
  const { saveSession, go } = flow;
  const start = useCallback(
    async (pseudo: string) => {
      const result = await run(pseudo);
      if (result.status !== 'success') return;
      saveSession({ pseudo, game: result.data.partie, token: result.data.jeton, attempt: 1 });
      go({ name: 'play' });
    },
    [run, saveSession, go],
  );
  return { start, pending, error: error?.message ?? null };
}
