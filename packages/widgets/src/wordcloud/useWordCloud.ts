import { useCallback, useEffect, useMemo, useState } from 'react';
import type { TagCloudResponse, TagCloudScope } from '@parole/bible';
import { useBibleApi } from '../api/context.js';
import { toApiRequestError, type ApiRequestError } from '../api/errors.js';

export type WordCloudData =
  | { status: 'loading' }
  | { status: 'error'; error: ApiRequestError }
  | { status: 'ready'; data: TagCloudResponse };

export interface UseWordCloudResult {
  state: WordCloudData;
  /** Asks again (the error state's "Réessayer"). */
  reload: () => void;
}

type Settled = { key: string } & ({ status: 'error'; error: ApiRequestError } | { status: 'ready'; data: TagCloudResponse });

/**
 * Fetches the words of a scope through the injected client, like useSearch:
 * the answer is kept with the key of its request, any other key reads as
 * loading, and a superseded request is aborted.
 * @example const { state, reload } = useWordCloud('nt');
 */
export function useWordCloud(scope: TagCloudScope): UseWordCloudResult {
  const client = useBibleApi();
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);
  const key = `${scope}#${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    client.tagcloud(scope, { signal: controller.signal }).then(
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
  }, [client, scope, key]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const state = useMemo<WordCloudData>(() => {
    if (settled?.key !== key) return { status: 'loading' };
    return settled.status === 'ready' ? { status: 'ready', data: settled.data } : { status: 'error', error: settled.error };
  }, [settled, key]);
  return { state, reload };
}
