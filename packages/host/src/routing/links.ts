/**
 * The site's routes as @parole/bible's table declares them: the parameters of
 * the current URL, and the links beyond `href` (which builds every URL of the
 * table): today's plan, and the reading link the widgets ask for through
 * `hrefFor`.
 */
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { href, pages, parseInput, type PageName, type ParseResult, type ReadingPlace, type Route, type RouteInput } from '@parole/bible';

/**
 * The one-year plan of today (the visitor's local date, as they live it);
 * computed at each call, so a tab left open overnight gets the new day.
 * @example todaysPlan(new Date(2027, 0, 1)) // '/bible1an/1/1'
 */
export const todaysPlan = (date: Date = new Date()) => href('plan', { month: date.getMonth() + 1, day: date.getDate() });

/** The reading page of a place: what every widget's `hrefFor` gets in the site. */
export const readHref = (place: ReadingPlace) => href('read', place);

/**
 * The links of a widget to the reading page, as the site wires them: real
 * links (`hrefFor`), and a plain click handled by the router (`onOpen`), so
 * that the page does not reload.
 * @example <SearchResults … {...useReadingLinks()} />
 */
export function useReadingLinks(): { hrefFor: typeof readHref; onOpen: (place: ReadingPlace) => void } {
  const navigate = useNavigate();
  const onOpen = useCallback((place: ReadingPlace) => void navigate(readHref(place)), [navigate]);
  return { hrefFor: readHref, onOpen };
}

/**
 * The typed parameters of the current page's URL by its route in the table,
 * or the refusal of the first bad one (and which parameter it was).
 * @example const route = useRouteInput('theme'); if (route.ok) route.input.id;
 */
export function useRouteInput<N extends PageName>(name: N): ParseResult<RouteInput<(typeof pages)[N]>> {
  const params = useParams();
  return parseInput(pages[name] as Route<RouteInput<(typeof pages)[N]>>, { params });
}
