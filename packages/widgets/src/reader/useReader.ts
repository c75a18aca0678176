import type { ChapterResponse } from '@parole/bible';
import { useApiResource, type ApiResource } from '../api/useApiResource.js';

export type ReaderData = ApiResource<ChapterResponse>;

export interface UseReaderResult {
  state: ReaderData;
  /** Fetches the chapter again (the error state's "Réessayer"). */
  reload: () => void;
}

/**
 * Loads a chapter through the injected client and owns its loading, error
 * and data state (see useApiResource): after a chapter change the previous
 * chapter's verses are never shown under the new title, even for one render,
 * and the previous request is aborted.
 *
 * @example const { state, reload } = useReader({ book: 43, chapter: 3 });
 */
export function useReader({ book, chapter }: { book: number; chapter: number }): UseReaderResult {
  return useApiResource('chapter', { book, chapter });
}
