import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ThemeListResponse, ThemeVersesResponse } from '@parole/bible';
import type { BibleApi, RequestOptions } from '../api/client.js';
import { useBibleApi } from '../api/context.js';
import { toApiRequestError, type ApiRequestError } from '../api/errors.js';

export type ThemeData<T> = { status: 'loading' } | { status: 'error'; error: ApiRequestError } | { status: 'ready'; data: T };

export interface UseThemeResult<T> {
  state: ThemeData<T>;
  /** Asks again (the error state's "Réessayer"). */
  reload: () => void;
}

type Settled<T> = { key: string } & ({ status: 'error'; error: ApiRequestError } | { status: 'ready'; data: T });

/**
 * One call of the client, its loading, error and data state keyed by its
 * request as in useSearch: an answer is stored with the key of its request,
 * any other key reads as loading, and a superseded request is aborted.
 */
function useCall<T>(key: string, call: (client: BibleApi, options: RequestOptions) => Promise<T>): UseThemeResult<T> {
  const client = useBibleApi();
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const fullKey = `${key}#${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    call(client, { signal: controller.signal }).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ key: fullKey, status: 'ready', data });
      },
      (error: unknown) => {
        const failure = toApiRequestError(error);
        if (controller.signal.aborted || failure.kind === 'canceled') return;
        setSettled({ key: fullKey, status: 'error', error: failure });
      },
    );
    return () => controller.abort();
    // `call` is a new function on each render; the key says everything it depends on.
  }, [client, fullKey]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const state = useMemo<ThemeData<T>>(() => {
    if (settled?.key !== fullKey) return { status: 'loading' };
    return settled.status === 'ready' ? { status: 'ready', data: settled.data } : { status: 'error', error: settled.error };
  }, [settled, fullKey]);
  return { state, reload };
}

/**
 * The list of themes (GET /api/theme) through the injected client.
 * @example const { state, reload } = useThemeList();
 */
export function useThemeList(): UseThemeResult<ThemeListResponse> {
  return useCall('themes', (client, o) => client.themes(o));
}

/**
 * A theme and its verses (GET /api/theme/{id}) through the injected client.
 * @example const { state } = useThemeVerses(4);
 */
export function useThemeVerses(id: number): UseThemeResult<ThemeVersesResponse> {
  return useCall(`theme ${id}`, (client, o) => client.theme(id, o));
}

/** A request worth repeating: no answer, a server fault, or "too many / too slow" (not a 404). */
export function isRetryable(error: ApiRequestError): boolean {
  if (error.kind !== 'http') return true;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}
