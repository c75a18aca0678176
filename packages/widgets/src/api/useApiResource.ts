/**
 * The one way widgets and the site load data: an endpoint of the table, its
 * typed input, and the loading, error and data state of the answer, through
 * the injected client and its cache (cache.ts).
 */
import type { api, ApiName, ResponseOf, RouteInput } from '@parole/bible';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { cachedAnswer, requestCached, requestKey } from './cache.js';
import { useBibleApi } from './context.js';
import { toApiRequestError, type ApiRequestError } from './errors.js';

/** What a widget knows of one request: still waiting, failed, or answered. */
export type ApiResource<T> = { status: 'loading' } | { status: 'error'; error: ApiRequestError } | { status: 'ready'; data: T };

export interface UseApiResourceResult<T, S = never> {
  /** The resource, or the `skip` state when one is given. */
  state: ApiResource<T> | S;
  /** Asks again, past the cache (the error state's "Réessayer"). */
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
  /**
   * An answer that changes while the server runs (the quiz's tables, a game's
   * summary): never shown from the client's cache nor joined in flight, but
   * asked anew each time the hook mounts or its key changes.
   */
  fresh?: boolean;
}

type Settled<T> = { key: string } & ({ status: 'error'; error: ApiRequestError } | { status: 'ready'; data: T });

/**
 * An endpoint's answer for `input`, and its loading, error and data state.
 * Every data hook of the widgets (useReader, useSearch, usePlan,
 * useWordCloud, the themes' hooks) and of the site is one of these.
 *
 * The request's key is its URL: the answer is stored with the key of the
 * request it answers, and any other key reads as loading, so after a change
 * (another chapter, another word) the previous answer is never shown under
 * the new one's title, even for one render. An answer already received
 * (this widget's or another's) is shown at once. The previous request is
 * aborted when no other widget waits for it, so a slow answer for a key the
 * widget has left can neither overwrite the current one nor keep the
 * connection busy; a request aborted that way is not an error to show.
 *
 * @example
 * const { state, reload } = useApiResource('chapter', { book: 43, chapter: 3 });
 * // With a state of its own for a date the server would refuse:
 * const { state } = useApiResource('planDay', { month, day, year: 2027 }, { skip: isValidPlanDate(month, day, 2027) ? null : INVALID });
 */
export function useApiResource<N extends ApiName, S = never>(
  name: N,
  input: RouteInput<(typeof api)[N]>,
  { skip = null, fresh = false }: UseApiResourceOptions<S> = {},
): UseApiResourceResult<ResponseOf<(typeof api)[N]>, S> {
  type Answer = ResponseOf<(typeof api)[N]>;
  const client = useBibleApi();
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<Answer> | null>(null);
  const path = requestKey(name, input);
  const key = `${path} #${attempt}`;
  // `input` is a new object on each render; the one of the current path is the one requested.
  const requested = useValueOf(path, input);
  const skipped = skip !== null;
  // A kept answer is shown in the very first render, without an effect's round trip (none on a reload).
  const hit = skipped || fresh || attempt > 0 ? undefined : cachedAnswer<N>(client, path);
  const hitData = hit?.data;
  const kept = hitData !== undefined;

  useEffect(() => {
    if (skipped || kept) return;
    const controller = new AbortController();
    requestCached(client, name, requested, { signal: controller.signal, fresh: fresh || attempt > 0 }).then(
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
  }, [client, name, requested, key, attempt, skipped, fresh, kept]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  const state = useMemo<ApiResource<Answer> | S>(() => {
    if (skip !== null) return skip;
    if (hitData !== undefined) return { status: 'ready', data: hitData };
    if (settled?.key !== key) return { status: 'loading' };
    return settled.status === 'ready' ? { status: 'ready', data: settled.data } : { status: 'error', error: settled.error };
  }, [settled, key, skip, hitData]);
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

/**
 * What a view shows of a request: loading (with what the view keeps meanwhile,
 * `Loading`), the error's French message, or the answer.
 */
export type ViewState<T, Loading = unknown> =
  | ({ status: 'loading' } & Loading)
  | { status: 'error'; message: string }
  | { status: 'ready'; data: T };

/**
 * A resource as its view shows it, and the "Réessayer" worth offering
 * (isRetryable) for its error.
 * @example const { state, onRetry } = viewOf(useThemeVerses(id));
 */
export function viewOf<T>({ state, reload }: { state: ApiResource<T>; reload: () => void }): { state: ViewState<T>; onRetry?: () => void } {
  if (state.status !== 'error') return { state };
  return { state: { status: 'error', message: state.error.message }, onRetry: isRetryable(state.error) ? reload : undefined };
}

/**
 * `value` as it was when `key` last changed: the same object as long as the
 * key stays, so that an effect that depends on it runs again only when the
 * key changes (React's "adjusting state when a prop changes").
 * @example const requested = useValueOf(requestKey(name, input), input);
 */
function useValueOf<T>(key: string, value: T): T {
  const [kept, setKept] = useState({ key, value });
  if (kept.key === key) return kept.value;
  setKept({ key, value });
  return value;
}
