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
import { DEFAULT_TRANSLATION, href, pages, type ReadingPlace } from '@parole/bible';
import { isDefaultTranslation } from '@parole/widgets';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useHostState } from '../store/index.js';
import { readHref } from './links.js';

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

/**
 * Links to the reading page of places whose translation is known, whatever
 * the device reads: a bookmark's (made in Darby, its numbering Darby's), a
 * verse of the quiz (Louis Segond 1910's). Absent, the translation is the
 * default, which the address then says when the device reads another (that
 * one would otherwise come back: resolveReaderRoute).
 * @example const { hrefFor } = useFixedTranslationLinks(); hrefFor({ book: 43, chapter: 3 }) // '/lire/43/3?traduction=lsg' on a device reading Darby
 */
export function useFixedTranslationLinks(): {
  hrefFor: (place: ReadingPlace, translation?: string) => string;
  onOpen: (place: ReadingPlace, translation?: string) => void;
} {
  const navigate = useNavigate();
  const remembered = useRememberedTranslation();
  const hrefFor = useCallback(
    (place: ReadingPlace, translation?: string) =>
      isDefaultTranslation(translation) && remembered !== undefined ? href('read', { ...place, translation: DEFAULT_TRANSLATION }) : readHref(place, translation),
    [remembered],
  );
  const onOpen = useCallback((place: ReadingPlace, translation?: string) => void navigate(hrefFor(place, translation)), [navigate, hrefFor]);
  return { hrefFor, onOpen };
}
