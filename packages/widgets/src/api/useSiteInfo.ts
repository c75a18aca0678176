/**
 * What the site says about itself (GET /api/info): the configured
 * translation (name, copyright line) and the contact address. Asked once per
 * client and kept (cache.ts), however many parts of the page show it: the
 * footer, the reader's copy header, the print layout, the help page. Nothing
 * of it is hard-coded (see the specification's README).
 */
import type { InfoResponse } from '@parole/bible';
import { useApiResource, type ApiResource } from './useApiResource.js';

/** The state of GET /api/info. */
export function useSiteInfo(): ApiResource<InfoResponse> {
  return useApiResource('info', {}).state;
}

const GIVEN = { status: 'given' } as const;

/**
 * The translation's name: `given` when there is one (nothing is asked), else
 * the server's once known; undefined while unknown or when the call failed.
 * @example const name = useTranslationName(props.translationName); // 'Louis Segond 1910'
 */
export function useTranslationName(given?: string): string | undefined {
  const { state } = useApiResource('info', {}, { skip: given === undefined ? null : GIVEN });
  if (given !== undefined) return given;
  return state.status === 'ready' ? state.data.traduction.nom : undefined;
}
