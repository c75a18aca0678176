import type { WordCloudResponse, Scope } from '@parole/bible';
import { inTranslation } from '../api/translations.js';
import { useApiResource, type ApiResource } from '../api/useApiResource.js';

export type WordCloudData = ApiResource<WordCloudResponse>;

export interface UseWordCloudResult {
  state: WordCloudData;
  /** Asks again (the error state's "Réessayer"). */
  reload: () => void;
}

/**
 * Fetches the words of a scope through the injected client, like useSearch
 * (see useApiResource): the answer is kept with the key of its request, any
 * other key reads as loading, and a superseded request is aborted.
 * The words are counted in `translation` (the default's when absent, issue 41).
 * @example const { state, reload } = useWordCloud('nt');
 */
export function useWordCloud(scope: Scope, translation?: string): UseWordCloudResult {
  return useApiResource('wordCloud', { scope, ...inTranslation(translation) });
}
