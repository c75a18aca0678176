import { useCallback, useEffect, useMemo, useState } from 'react';
import type { BibleApi } from '../api/client.js';
import { useBibleApi } from '../api/context.js';
import { toApiRequestError, type ApiRequestError } from '../api/errors.js';

/** What a widget knows of one request: still waiting, failed, or answered. */
export type ApiResource<T> = { status: 'loading' } | { status: 'error'; error: ApiRequestError } | { status: 'ready'; data: T };

export interface UseApiResourceResult<T, S = never> {
  /** The resource, or the `skip` state when one is given. */
  state: ApiResource<T> | S;
  /** Asks again (the error state's "Réessayer"). */
  reload: () => void;
}

export interface UseApiResourceOptions<S> {
  /**
   * A state to show instead of asking: when given (not null), no request is
   * made and this is the state, as long as it is given. For an input the
   * server would refuse, known before asking (an impossible date, a word too
   * short). Give the same object from one render to the next (a constant or
   * a memoised value), as it is returned as it is.
   */
  skip?: S | null;
}

/** What the fetcher of useApiResource asks: the client, and the signal aborting a superseded request. */
export type ApiFetcher<T> = (client: BibleApi, signal: AbortSignal) => Promise<T>;

type Settled<T> = { key: string } & ({ status: 'error'; error: ApiRequestError } | { status: 'ready'; data: T });

/**
 * One request through the injected client, and its loading, error and data
 * state. Every data hook of the widgets (useReader, useSearch, usePlan,
 * useWordCloud, the themes' hooks) is one of these.
 *
 * `request` is what the request depends on (the values the fetcher reads,
 * JSON-serialisable): it is the request's key. The answer is stored with the
 * key of the request it answers, and any other key reads as loading: after a
 * change (another chapter, another word) the previous answer is never shown
 * under the new one's title, even for one render. The previous request is
 * aborted, so a slow answer for a key the widget has left can neither
 * overwrite the current one nor keep the connection busy. A request aborted
 * that way (an error of kind `canceled`) is not an error to show.
 *
 * `fetcher` may be a new function on each render: a request is made when the
 * key, the client or `reload` asks for one, never because the fetcher changed.
 *
 * @example
 * const { state, reload } = useApiResource([livre, chapitre], (client, signal) => client.lire(livre, chapitre, { signal }));
 * // With a state of its own for a date the server would refuse:
 * const { state } = useApiResource([mois, jour], (client, signal) => client.bible1an(mois, jour, 2027, { signal }), {
 *   skip: isValidPlanDate(mois, jour, 2027) ? null : INVALID,
 * });
 */
export function useApiResource<T, S = never>(
  request: readonly (string | number | boolean | null)[],
  fetcher: ApiFetcher<T>,
  { skip = null }: UseApiResourceOptions<S> = {},
): UseApiResourceResult<T, S> {
  const client = useBibleApi();
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const key = JSON.stringify([...request, attempt]);
  const skipped = skip !== null;

  useEffect(() => {
    if (skipped) return;
    const controller = new AbortController();
    fetcher(client, controller.signal).then(
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
    // `fetcher` is a new function on each render; the key says everything it depends on.
  }, [client, key, skipped]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  const state = useMemo<ApiResource<T> | S>(() => {
    if (skip !== null) return skip;
    if (settled?.key !== key) return { status: 'loading' };
    return settled.status === 'ready' ? { status: 'ready', data: settled.data } : { status: 'error', error: settled.error };
  }, [settled, key, skip]);
  return { state, reload };
}

/**
 * Whether a failed request is worth repeating, i.e. worth a "Réessayer": no
 * answer, a server fault, or "too many / too slow" (not a 404, nor a refused
 * input).
 * @example onRetry: state.status === 'error' && isRetryable(state.error) ? reload : undefined
 */
export function isRetryable(error: ApiRequestError): boolean {
  if (error.kind !== 'http') return true;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}
