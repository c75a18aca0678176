/**
 * The user's AI budget of the day (issue 47; GET /api/oaibudget): what is
 * left, shown beside « Tokens max » so that what fits is known before
 * asking, and read again after each request, so that a stopped or failed
 * answer can say what it counted (the server counts it; a stream closed by
 * « Arrêter » cannot say it itself).
 */
import type { AiBudgetResponse } from '@parole/bible';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useBibleApi } from '../api/context.js';

export interface AiBudgetState {
  /** Tokens left today, null until known (or when the server could not say). */
  tokensLeft: number | null;
  /** The day as last read, waiting for a reading in flight; null when unknown. */
  budget: () => Promise<AiBudgetResponse | null>;
  /** Reads the day again (after an answer, a refusal). */
  readBudget: () => Promise<AiBudgetResponse | null>;
  /** Reads the day again, and what was counted since `before` (tokens then counted); null when unknown. */
  countSince: (before: number | null) => Promise<number | null>;
}

/**
 * The day's budget, read once `configured` (the server has a provider) and
 * again when asked.
 * @example const { tokensLeft, countSince } = useAiBudget(true);
 */
export function useAiBudget(configured: boolean): AiBudgetState {
  const client = useBibleApi();
  const [tokensLeft, setTokensLeft] = useState<number | null>(null);
  const latest = useRef<Promise<AiBudgetResponse | null> | null>(null);

  const readBudget = useCallback(() => {
    // A failed reading leaves the hint as it was: the budget is a help, never in the way of asking.
    // Read in the background, its 401 (a session ended on the server) sends no one to the login page: asking does.
    const reading: Promise<AiBudgetResponse | null> = client.aiBudget(undefined, { quietUnauthorized: true }).then(
      (day) => {
        if (latest.current === reading) setTokensLeft(day.restants);
        return day;
      },
      () => null,
    );
    latest.current = reading;
    return reading;
  }, [client]);

  useEffect(() => {
    if (configured) void readBudget();
  }, [configured, readBudget]);

  const budget = useCallback(() => latest.current ?? Promise.resolve(null), []);
  const countSince = useCallback(
    async (before: number | null) => {
      const day = await readBudget();
      return day && before !== null ? Math.max(0, day.utilises - before) : null;
    },
    [readBudget],
  );
  return { tokensLeft, budget, readBudget, countSince };
}
