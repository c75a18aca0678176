import type { ChapterResponse } from '@parole/bible';
import { inTranslation } from '../api/translations.js';
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
 * In `translation` (its numbering), the default's when absent (issue 41).
 *
 * @example const { state, reload } = useReader({ book: 43, chapter: 3 });
 * @example useReader({ book: 1, chapter: 32, translation: 'darby' }) // GET /api/lire/1/32?traduction=darby
 */
export function useReader({ book, chapter, translation }: { book: number; chapter: number; translation?: string }): UseReaderResult {
  return useApiResource('chapter', { book, chapter, ...inTranslation(translation) });
}
