import type { ThemeListResponse, ThemeVersesResponse } from '@parole/bible';
import { inTranslation } from '../api/translations.js';
import { useApiResource, type ApiResource } from '../api/useApiResource.js';

export type ThemeData<T> = ApiResource<T>;

export interface UseThemeResult<T> {
  state: ThemeData<T>;
  /** Asks again (the error state's "Réessayer"). */
  reload: () => void;
}

/**
 * The list of themes (GET /api/theme) through the injected client, its
 * loading, error and data state as in useSearch (see useApiResource).
 * Their first verses in `translation` (the default's when absent, issue 41).
 * @example const { state, reload } = useThemeList();
 */
export function useThemeList(translation?: string): UseThemeResult<ThemeListResponse> {
  return useApiResource('themes', inTranslation(translation));
}

/**
 * A theme and its verses (GET /api/theme/{id}) through the injected client:
 * another theme reads as loading until its own answer arrives, and the
 * request for the previous one is aborted (see useApiResource).
 * The verses are `translation`'s (the default's when absent, issue 41).
 * @example const { state } = useThemeVerses(4);
 */
export function useThemeVerses(id: number, translation?: string): UseThemeResult<ThemeVersesResponse> {
  return useApiResource('theme', { id, ...inTranslation(translation) });
}
