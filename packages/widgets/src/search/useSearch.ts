import { useCallback, useEffect, useMemo, useState } from 'react';
import { searchInputError, type ExactMode, type SearchFilter, type SearchResponse } from '@parole/bible';
import { useBibleApi } from '../api/context.js';
import { ApiRequestError, toApiRequestError } from '../api/errors.js';

export type SearchData =
  | { status: 'loading' }
  | { status: 'error'; error: ApiRequestError }
  | { status: 'ready'; data: SearchResponse };

export interface UseSearchResult {
  state: SearchData;
  /** Asks again (the error state's "Réessayer"). */
  reload: () => void;
}

type Settled = { key: string } & ({ status: 'error'; error: ApiRequestError } | { status: 'ready'; data: SearchResponse });

/**
 * Runs a search through the injected client and owns its loading, error and
 * data state, like useReader: the answer is stored with the key of its
 * request and any other key reads as loading, and a superseded request is
 * aborted.
 *
 * A word the server would refuse (under 3 characters) is not sent: the state
 * is at once the error the server would give ('Min. 3 caractères!', 400).
 *
 * @example const { state, reload } = useSearch({ word: 'berger', filter: 'atnt', exact: 'nex' });
 */
export function useSearch({ word, filter, exact }: { word: string; filter: SearchFilter; exact: ExactMode }): UseSearchResult {
  const client = useBibleApi();
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);
  const key = JSON.stringify([word, filter, exact, attempt]);
  const refused = searchInputError(word);

  useEffect(() => {
    if (refused) return;
    const controller = new AbortController();
    client.rechercher(word, filter, exact, { signal: controller.signal }).then(
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
  }, [client, word, filter, exact, key, refused]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  const state = useMemo<SearchData>(() => {
    if (refused) return { status: 'error', error: new ApiRequestError(refused, { status: 400, kind: 'http' }) };
    if (settled?.key !== key) return { status: 'loading' };
    return settled.status === 'ready' ? { status: 'ready', data: settled.data } : { status: 'error', error: settled.error };
  }, [settled, key, refused]);
  return { state, reload };
}
