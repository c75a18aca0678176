/**
 * The site's routes as @parole/bible's table declares them: the parameters of
 * the current URL, and the links beyond `href` (which builds every URL of the
 * table): today's plan, and the reading link the widgets ask for through
 * `hrefFor`.
 */
import { inTranslation } from '@parole/widgets';
import { useCallback } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { href, pages, parseInput, type PageName, type ParseResult, type ReadingPlace, type Route, type RouteInput } from '@parole/bible';

/**
 * The one-year plan of today (the visitor's local date, as they live it);
 * computed at each call, so a tab left open overnight gets the new day. In
 * a translation when given (issue 41).
 * @example todaysPlan(new Date(2027, 0, 1)) // '/bible1an/1/1'
 */
export const todaysPlan = (date: Date = new Date(), translation?: string) =>
  href('plan', { month: date.getMonth() + 1, day: date.getDate(), ...inTranslation(translation) });

/**
 * The reading page of a place, in a translation's numbering (issue 41;
 * the default's without one): what every widget's `hrefFor` gets in the site.
 * @example readHref({ book: 1, chapter: 32, verses: [1] }, 'darby') // '/lire/1/32/1?traduction=darby'
 */
export const readHref = (place: ReadingPlace, translation?: string) => href('read', { ...place, ...inTranslation(translation) });

/**
 * The links of a widget to the reading page, as the site wires them: real
 * links (`hrefFor`), and a plain click handled by the router (`onOpen`), so
 * that the page does not reload; in the translation the widget reads (its
 * places are in that translation's numbering).
 * @example <SearchResults … {...useReadingLinks(translation)} />
 */
export function useReadingLinks(translation?: string): { hrefFor: (place: ReadingPlace) => string; onOpen: (place: ReadingPlace) => void } {
  const navigate = useNavigate();
  const hrefFor = useCallback((place: ReadingPlace) => readHref(place, translation), [translation]);
  const onOpen = useCallback((place: ReadingPlace) => void navigate(readHref(place, translation)), [navigate, translation]);
  return { hrefFor, onOpen };
}

/**
 * The typed parameters of the current page's URL by its route in the table
 * (its path's and its query's: `traduction`, issue 41), or the refusal of
 * the first bad one (and which parameter it was).
 * @example const route = useRouteInput('theme'); if (route.ok) route.input.id;
 */
export function useRouteInput<N extends PageName>(name: N): ParseResult<RouteInput<(typeof pages)[N]>> {
  const params = useParams();
  const given = new URLSearchParams(useLocation().search);
  const page = pages[name] as Route<RouteInput<(typeof pages)[N]>>;
  const query = Object.fromEntries(
    Object.entries(page.query).flatMap(([key, spec]) => {
      const value = given.get(spec.wire ?? key);
      return value === null ? [] : [[key, value]];
    }),
  );
  return parseInput(page, { params, query });
}
