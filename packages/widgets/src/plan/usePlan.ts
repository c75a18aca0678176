import { useCallback, useEffect, useMemo, useState } from 'react';
import { isValidPlanDate, type PlanResponse } from '@parole/bible';
import { useBibleApi } from '../api/context.js';
import { toApiRequestError, type ApiRequestError } from '../api/errors.js';

export type PlanData =
  | { status: 'loading' }
  /** The date is not one of the year (13/1, 2/30, 29 February of a common year): nothing is asked. */
  | { status: 'invalid' }
  | { status: 'error'; error: ApiRequestError }
  | { status: 'ready'; data: PlanResponse };

export interface UsePlanResult {
  state: PlanData;
  /** Asks again (the error state's "Réessayer"). */
  reload: () => void;
}

type Settled = { key: string } & ({ status: 'error'; error: ApiRequestError } | { status: 'ready'; data: PlanResponse });

/**
 * Fetches the plan's readings of a date through the injected client and owns
 * the loading, error and data state, like useReader and useSearch: the answer
 * is stored with the key of its request, any other key reads as loading, and
 * a superseded request is aborted. The year is always sent, so that the
 * server and the day buttons agree on 28/29 February.
 * @example const { state } = usePlan({ mois: 1, jour: 1, annee: 2027 });
 */
export function usePlan({ mois, jour, annee }: { mois: number; jour: number; annee: number }): UsePlanResult {
  const client = useBibleApi();
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);
  const valid = isValidPlanDate(mois, jour, annee);
  const key = JSON.stringify([mois, jour, annee, attempt]);

  useEffect(() => {
    if (!valid) return;
    const controller = new AbortController();
    client.bible1an(mois, jour, annee, { signal: controller.signal }).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ key, status: 'ready', data });
      },
      (error: unknown) => {
        const failure = toApiRequestError(error);
        if (controller.signal.aborted || failure.kind === 'canceled') return;
        setSettled({ key, status: 'error', error: failure });
      },
    );
    return () => controller.abort();
  }, [client, mois, jour, annee, key, valid]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const state = useMemo<PlanData>(() => {
    if (!valid) return { status: 'invalid' };
    if (settled?.key !== key) return { status: 'loading' };
    return settled.status === 'ready' ? { status: 'ready', data: settled.data } : { status: 'error', error: settled.error };
  }, [settled, key, valid]);
  return { state, reload };
}
