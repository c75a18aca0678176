/**
 * What the site says about itself (GET /api/info): the configured
 * translation (name, copyright line) and the contact address. Asked once per
 * client and kept (cache.ts), however many parts of the page show it: the
 * footer, the reader's copy header, the print layout, the help page. Nothing
 * of it is hard-coded (see the specification's README).
 */
import type { InfoResponse } from '@parole/bible';
import { isDefaultTranslation, useTranslationItem } from './translations.js';
import { useApiResource, type ApiResource } from './useApiResource.js';

/** The state of GET /api/info. */
export function useSiteInfo(): ApiResource<InfoResponse> {
  return useApiResource('info', {}).state;
}

const GIVEN = { status: 'given' } as const;

/**
 * The name of the translation read: `given` when there is one (nothing is
 * asked), else the server's once known (GET /api/info for the default one,
 * as before there were translations; GET /api/traductions for another,
 * issue 41); undefined while unknown or when the call failed.
 * @example const name = useTranslationName(props.translationName); // 'Louis Segond 1910'
 * @example useTranslationName(undefined, 'darby') // 'Darby 1885'
 */
export function useTranslationName(given?: string, translation?: string): string | undefined {
  const other = !isDefaultTranslation(translation);
  const { state } = useApiResource('info', {}, { skip: given === undefined && !other ? null : GIVEN });
  const item = useTranslationItem(other && given === undefined ? translation! : null);
  if (given !== undefined) return given;
  if (other) return item?.nom;
  return state.status === 'ready' ? state.data.traduction.nom : undefined;
}
