import { useCallback, useEffect, useMemo, useState } from 'react';
import type { LireResponse } from '@parole/bible';
import { useBibleApi } from '../api/context.js';
import { ApiRequestError, toApiRequestError } from '../api/errors.js';

export type ReaderData =
  | { status: 'loading' }
  | { status: 'error'; error: ApiRequestError }
  | { status: 'ready'; data: LireResponse };

export interface UseReaderResult {
  state: ReaderData;
  /** Fetches the chapter again (the error state's "Réessayer"). */
  reload: () => void;
}

type Settled = { key: string } & ({ status: 'error'; error: ApiRequestError } | { status: 'ready'; data: LireResponse });

/**
 * Loads a chapter through the injected client and owns its loading, error
 * and data state.
 *
 * The result is stored with the key of the request it answers, and any other
 * key reads as loading: after a chapter change the previous chapter's verses
 * are never shown under the new title, even for one render. The previous
 * request is aborted, so a slow answer for a chapter the reader has left can
 * neither overwrite the current one nor keep the connection busy.
 *
 * @example const { state, reload } = useReader({ livre: 43, chapitre: 3 });
 */
export function useReader({ livre, chapitre }: { livre: number; chapitre: number }): UseReaderResult {
  const client = useBibleApi();
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);
  const key = `${livre}/${chapitre}#${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    client.lire(livre, chapitre, { signal: controller.signal }).then(
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
  }, [client, livre, chapitre, key]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  const state = useMemo<ReaderData>(() => {
    if (settled?.key !== key) return { status: 'loading' };
    return settled.status === 'ready' ? { status: 'ready', data: settled.data } : { status: 'error', error: settled.error };
  }, [settled, key]);
  return { state, reload };
}
