import { searchInputError, type ExactMode, type Scope, type SearchResponse } from '@parole/bible';
import { useMemo } from 'react';
import { ApiRequestError } from '../api/errors.js';
import { inTranslation } from '../api/translations.js';
import { useApiResource, type ApiResource } from '../api/useApiResource.js';

export type SearchData = ApiResource<SearchResponse>;

export interface UseSearchResult {
  state: SearchData;
  /** Asks again (the error state's "Réessayer"). */
  reload: () => void;
}

/**
 * Runs a search through the injected client and owns its loading, error and
 * data state, like useReader (see useApiResource): the answer is stored with
 * the key of its request and any other key reads as loading, and a
 * superseded request is aborted.
 *
 * A word the server would refuse (under 3 characters) is not sent: the state
 * is at once the error the server would give ('Min. 3 caractères!', 400).
 *
 * In `translation`, the default's when absent (issue 41).
 *
 * @example const { state, reload } = useSearch({ word: 'berger', filter: 'atnt', exact: 'nex' });
 * @example useSearch({ word: 'berger', filter: 'atnt', exact: 'nex', translation: 'martin' })
 */
export function useSearch({ word, filter, exact, translation }: { word: string; filter: Scope; exact: ExactMode; translation?: string }): UseSearchResult {
  const refused = searchInputError(word);
  const skip = useMemo<SearchData | null>(
    () => (refused ? { status: 'error', error: new ApiRequestError(refused, { status: 400, kind: 'http' }) } : null),
    [refused],
  );
  return useApiResource('search', { word, scope: filter, exact, ...inTranslation(translation) }, { skip });
}
