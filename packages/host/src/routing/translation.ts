/**
 * The translation the site reads (issue 41), decided in one place for every
 * page: the address's `traduction` when it has one (a shared link: it wins),
 * else the one remembered on this device (HostState.translation), else the
 * default, Louis Segond 1910 (`undefined`: no `traduction` in addresses nor
 * requests, as before there were translations).
 *
 * The address's value is taken as written: the API is what knows the
 * server's translations, and refuses one it lacks in French, which the page
 * then shows.
 */
import { pages } from '@parole/bible';
import { isDefaultTranslation } from '@parole/widgets';
import { useLocation } from 'react-router-dom';
import { useHostState } from '../store/index.js';

/** The query parameter's name, as the contract declares it for every page that shows the text. */
const WIRE = pages.read.query.translation?.wire ?? 'translation';

/**
 * The `traduction` of an address's query, as written; undefined without one.
 * @example urlTranslation('?traduction=darby') // 'darby'
 */
export function urlTranslation(search: string): string | undefined {
  return new URLSearchParams(search).get(WIRE) ?? undefined;
}

/**
 * The translation remembered on this device, undefined for the default.
 * @example const remembered = useRememberedTranslation(); // 'darby'
 */
export function useRememberedTranslation(): string | undefined {
  const remembered = useHostState((s) => s.translation);
  return isDefaultTranslation(remembered) ? undefined : remembered;
}

/**
 * The translation the current page reads: its address's, else the one
 * remembered on this device; undefined for the default.
 * @example const translation = useSiteTranslation(); // 'martin' on /rechercher/berger/atnt/nex?traduction=martin
 */
export function useSiteTranslation(): string | undefined {
  const given = urlTranslation(useLocation().search);
  const remembered = useRememberedTranslation();
  const translation = given ?? remembered;
  return isDefaultTranslation(translation) ? undefined : translation;
}
