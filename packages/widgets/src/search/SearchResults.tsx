import type { ExactMode, ReadingPlace, Scope, SearchResponse } from '@parole/bible';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isDefaultTranslation, useTranslationItem } from '../api/translations.js';
import { viewOf } from '../api/useApiResource.js';
import { useWidthCompact } from '../internal/useMediaQuery.js';
import { SearchResultsView, type SearchResultsViewProps, type SearchResultsViewState } from './SearchResultsView.js';
import { useSearch } from './useSearch.js';

export interface SearchResultsProps {
  /** The search as typed (the route's word), quotes included. */
  word: string;
  /** 'atnt', 'at', 'nt' or a book number '1'…'66'. */
  filter: Scope;
  exact: ExactMode;
  /** The translation searched (GET /api/traductions' id: `martin`); Louis Segond 1910 when absent (issue 41). The results name it. */
  translation?: string;
  /**
   * A filter button was chosen: the host navigates to
   * /rechercher/:word/:scope/:exact. Without it, the widget changes its
   * own filter (embeds).
   */
  onFilterChange?: (filter: Scope) => void;
  /** Real links for the results: /lire/:book/:chapter/:verses. */
  hrefFor?: (place: ReadingPlace) => string;
  /** A plain click on a result (the link's default is then prevented). */
  onOpen?: (place: ReadingPlace) => void;
  /**
   * Called once per answer that found something (versetsCount > 0): the host
   * stores the word as current and adds it to the history (spec, section 4).
   * Not called for an answer without hits, nor for an error.
   */
  onSuccess?: (response: SearchResponse) => void;
  /** Mobile layout (filter panel collapsed behind "Filtres"); follows the style's breakpoint when absent. */
  compact?: boolean;
  /**
   * Shows `limit` verses at a time: the first ones then « Voir les N
   * résultats » (allResultsHref), or pages of them: an embed on a church's
   * page stays short (issues 31, 32). All verses without it.
   */
  limit?: number;
  /**
   * Where « Voir les N résultats » leads (the full site's search, for the
   * filter in force). Without it, « Versets suivants » pages in place.
   */
  allResultsHref?: (filter: Scope) => string;
}

/**
 * Every behaviour of the search results, as the props of SearchResultsView:
 * the search itself (useSearch), the filter (the host's, or the widget's own
 * without onFilterChange), the mobile filter toggle, and onSuccess.
 */
export function useSearchResultsController(props: SearchResultsProps): SearchResultsViewProps {
  const { word, exact, translation, onFilterChange, hrefFor, onOpen, onSuccess, limit, allResultsHref } = props;
  const [mobile, rootRef] = useWidthCompact();
  const compact = props.compact ?? mobile;

  /*
   * Without onFilterChange the widget keeps the filter it was last asked
   * for, tied to the props it was chosen under: another word or another
   * given filter brings the given filter back, with no effect to run. The
   * exact mode does not: its toggle reruns the same search (spec, section 4).
   */
  const propsKey = JSON.stringify([word, props.filter]);
  const [own, setOwn] = useState<{ key: string; filter: Scope } | null>(null);
  const filter = !onFilterChange && own?.key === propsKey ? own.filter : props.filter;

  const [filtersOpen, setFiltersOpen] = useState(false);
  const changeFilter = useCallback(
    (next: Scope) => {
      // On mobile the panel closes so that the verses come into view.
      if (compact) setFiltersOpen(false);
      if (next === filter) return;
      if (onFilterChange) onFilterChange(next);
      else setOwn({ key: propsKey, filter: next });
    },
    [compact, filter, onFilterChange, propsKey],
  );

  const { state: data, reload } = useSearch({ word, filter, exact, translation });
  // Another translation than the default is named with the results; Segond's read as they always have (no request more).
  const translationName = useTranslationItem(isDefaultTranslation(translation) ? null : translation!)?.nom;

  // Without a site to lead to, pages of `limit` verses: the first page again for another search.
  const searchKey = JSON.stringify([word, filter, exact, translation]);
  const [paged, setPaged] = useState<{ key: string; page: number } | null>(null);

  // The filter panel's counts do not depend on the filter: the last answer
  // for this word and mode keeps the panel in place while another filter loads.
  const panelKey = JSON.stringify([word, exact, translation]);
  const [previous, setPrevious] = useState<{ key: string; data: SearchResponse } | null>(null);

  const onSuccessRef = useRef(onSuccess);
  useEffect(() => {
    onSuccessRef.current = onSuccess;
  });
  const reported = useRef<SearchResponse | null>(null);
  useEffect(() => {
    if (data.status !== 'ready') return;
    setPrevious({ key: panelKey, data: data.data });
    if (reported.current === data.data) return;
    reported.current = data.data;
    if (data.data.versetsCount > 0) onSuccessRef.current?.(data.data);
  }, [data, panelKey]);

  const view = viewOf({ state: data, reload });
  const state: SearchResultsViewState =
    view.state.status === 'loading' ? { status: 'loading', previous: previous?.key === panelKey ? previous.data : undefined } : view.state;

  return {
    rootRef,
    word,
    filter,
    exact,
    translationName,
    state,
    compact,
    filtersOpen,
    onToggleFilters: () => setFiltersOpen((open) => !open),
    onFilterChange: changeFilter,
    hrefFor,
    onOpen,
    onRetry: view.onRetry,
    limit,
    allResultsHref: allResultsHref?.(filter),
    page: paged?.key === searchKey ? paged.page : 0,
    onPage: allResultsHref ? undefined : (page) => setPaged({ key: searchKey, page }),
  };
}

/**
 * The body of the /rechercher page: asks the API for the search, shows
 * "Trouvé N", the filter panel and the verses found with their matches
 * highlighted. Needs a <BibleApiProvider> above it.
 * @example
 * <SearchResults word="berger" filter="atnt" exact="nex"
 *   onFilterChange={(f) => navigate(`/rechercher/${encodeURIComponent(word)}/${f}/${exact}`)}
 *   hrefFor={(place) => href('read', place)} />
 */
export function SearchResults(props: SearchResultsProps) {
  return <SearchResultsView {...useSearchResultsController(props)} />;
}
