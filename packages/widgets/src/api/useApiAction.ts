/**
 * The one way widgets and the site write: a call that changes something (a
 * new game, an answer, an AI question, a login), with its pending, error
 * and abort handling, as `useApiResource` is for reads. Shaped like the
 * mutation hooks people know (TanStack Query's `useMutation`): `run` with
 * the call's variables, `pending`, `error`, `variables`, `abort`, `retry`.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { BibleApi } from './client.js';
import { useBibleApi } from './context.js';
import { toApiRequestError, type ApiRequestError } from './errors.js';

/** How a call ended, as `run` resolves. */
export type ApiActionResult<R> =
  | { status: 'success'; data: R }
  /** Failed: `error` is also the action's state until the next call (or `reset`). */
  | { status: 'error'; error: ApiRequestError }
  /** Aborted (`abort`, the component unmounted): nothing to show. */
  | { status: 'aborted' }
  /** Not sent: a call of this action was still in flight (one at a time). */
  | { status: 'busy' };

export interface ApiAction<V, R> {
  /**
   * Sends the call, unless one is in flight (then `busy`, nothing sent). The
   * error of the previous call is cleared as it starts. Resolves, never
   * rejects; after an abort or an unmount, with `aborted`, and the state is
   * left alone.
   */
  run(variables: V): Promise<ApiActionResult<R>>;
  /** Sends the last call again, with the same variables (an error's "Réessayer"); `busy` when there was none. */
  retry(): Promise<ApiActionResult<R>>;
  /** Aborts the call in flight (its request too); no longer pending. */
  abort(): void;
  /** Forgets the last call's error and answer. */
  reset(): void;
  /** A call is in flight. */
  pending: boolean;
  /** The variables of the call in flight, or of the last one; undefined before any. */
  variables: V | undefined;
  /** Why the last call failed (its French message to show); null otherwise. */
  error: ApiRequestError | null;
  /** The last call's answer, while no other call has started. */
  data: R | undefined;
}

/** Sends one call: the client, the call's variables, and the signal that aborts it. */
export type ApiActionSend<V, R> = (client: BibleApi, variables: V, options: { signal: AbortSignal }) => Promise<R>;

interface ActionState<V, R> {
  pending: boolean;
  variables: V | undefined;
  error: ApiRequestError | null;
  data: R | undefined;
}

const ABORTED = { status: 'aborted' } as const;
const BUSY = { status: 'busy' } as const;

/**
 * A write through the injected client: one call at a time, its state, and
 * its abort, also when the component unmounts (an answer to a screen left is
 * not heard). `send` may be a new function on each render: the latest is
 * called.
 *
 * @example
 * const newGame = useApiAction((client, pseudo: string, { signal }) => client.newGame({ pseudo }, { signal }));
 * const result = await newGame.run('Marie');
 * if (result.status === 'success') saveSession(result.data);
 * // newGame.pending, newGame.error?.message
 */
export function useApiAction<V, R>(send: ApiActionSend<V, R>): ApiAction<V, R> {
  const client = useBibleApi();
  const latestSend = useRef(send);
  useLayoutEffect(() => {
    latestSend.current = send;
  });
  const inFlight = useRef<AbortController | null>(null);
  const last = useRef<{ variables: V } | null>(null);
  const [state, setState] = useState<ActionState<V, R>>({ pending: false, variables: undefined, error: null, data: undefined });

  // Unmounted: the call in flight is aborted, and its end changes nothing.
  useEffect(
    () => () => {
      inFlight.current?.abort();
      inFlight.current = null;
    },
    [],
  );

  const run = useCallback(
    async (variables: V): Promise<ApiActionResult<R>> => {
      if (inFlight.current) return BUSY;
      const controller = new AbortController();
      inFlight.current = controller;
      last.current = { variables };
      setState({ pending: true, variables, error: null, data: undefined });
      try {
        const data = await latestSend.current(client, variables, { signal: controller.signal });
        if (controller.signal.aborted) return ABORTED;
        setState({ pending: false, variables, error: null, data });
        return { status: 'success', data };
      } catch (thrown) {
        const error = toApiRequestError(thrown);
        if (controller.signal.aborted || error.kind === 'canceled') return ABORTED;
        setState({ pending: false, variables, error, data: undefined });
        return { status: 'error', error };
      } finally {
        if (inFlight.current === controller) inFlight.current = null;
      }
    },
    [client],
  );

  const retry = useCallback(() => (last.current ? run(last.current.variables) : Promise.resolve(BUSY)), [run]);

  const abort = useCallback(() => {
    const controller = inFlight.current;
    if (!controller) return;
    inFlight.current = null;
    controller.abort();
    setState((s) => ({ ...s, pending: false }));
  }, []);

  const reset = useCallback(() => setState((s) => ({ ...s, error: null, data: undefined })), []);

  return { run, retry, abort, reset, ...state };
}
