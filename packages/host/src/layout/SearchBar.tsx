/**
 * The top bar's search (spec "Layout", §4, §5): the widgets' SearchBox wired
 * to the router and the persisted state.
 *
 * - The text of the box is this component's own state: it starts from the
 *   stored current word and follows the word of a /rechercher URL, so landing
 *   on a results page (or going back to one) shows its word.
 * - The exact mode shown is the URL's on a results page, the stored one elsewhere
 *   and on a one-off search's page (a word of the cloud, in whole words once:
 *   the box shows, and searches in, the reader's own mode; issue 47).
 *   The exact button stores the new mode and reruns the search (the widget
 *   calls onExactChange, then onSearch).
 * - A search goes to /rechercher/:word/atnt/:exact (the top bar's filter is
 *   atnt, spec §9); the exact button reruns the search shown (spec §4), so it
 *   keeps that page's filter (/rechercher/coeur/19/nex becomes
 *   /rechercher/coeur/19/exa). The stored word and history change only when
 *   the search succeeds (SearchPage's onSuccess, spec §4).
 * - A reference jump goes to /lire/…, puts the typed text in the history and
 *   says so in the snackbar (spec §8).
 * - Both in the translation the site reads (the page's, else the one
 *   remembered: issue 41): a search there, a reference read in its numbering.
 */
import { href, pages, parseInput, type ExactMode, type ReadingPlace } from '@parole/bible';
import { inTranslation, SearchBox } from '@parole/widgets';
import { useCallback, useState } from 'react';
import { useLocation, useMatch, useNavigate } from 'react-router-dom';
import { useNotify } from '../components/Snackbar.js';
import { messages } from '../messages.js';
import { readHref } from '../routing/links.js';
import { isOneOffSearch } from '../routing/one-off-search.js';
import { useSiteTranslation } from '../routing/translation.js';
import { searchActions, useHostState, useHostStore } from '../store/index.js';

export interface SearchBarProps {
  onOpenBookmarks(): void;
}

export function SearchBar({ onOpenBookmarks }: SearchBarProps) {
  const store = useHostStore();
  const navigate = useNavigate();
  const location = useLocation();
  const notify = useNotify();

  const storedWord = useHostState((s) => s.word);
  const storedExact = useHostState((s) => s.exact);
  const history = useHostState((s) => s.wordList);
  const bookmarksCount = useHostState((s) => s.bookmarks.length);
  const translation = useSiteTranslation();

  // The results page's word and mode, when one is shown.
  const match = useMatch(pages.search.path);
  const route = match ? parseInput(pages.search, { params: match.params }) : null;
  const shown = route?.ok ? route.input : null;
  const urlWord = match?.params.word;

  // The box follows the URL's word whenever it changes (state adjusted while
  // rendering, as React recommends over an effect); typing in between is kept.
  const [value, setValue] = useState(() => urlWord ?? storedWord);
  const [followedWord, setFollowedWord] = useState(urlWord);
  if (urlWord !== followedWord) {
    setFollowedWord(urlWord);
    if (urlWord !== undefined) setValue(urlWord);
  }

  const exact: ExactMode = (isOneOffSearch(location.state) ? undefined : shown?.exact) ?? storedExact;

  /** Navigates, replacing the entry when the address would not change (no duplicate in the back history). */
  const go = useCallback(
    (to: string) => navigate(to, { replace: to === location.pathname + location.search }),
    [navigate, location.pathname, location.search],
  );

  const onSearch = useCallback(
    (word: string, mode: ExactMode, rerun: boolean) =>
      go(href('search', { word, scope: rerun && shown ? shown.scope : 'atnt', exact: mode, ...inTranslation(translation) })),
    [go, shown, translation],
  );

  const onExactChange = useCallback((mode: ExactMode) => store.set({ exact: mode }), [store]);

  const onReference = useCallback(
    (place: ReadingPlace, input: string) => {
      go(readHref(place, translation));
      searchActions.rememberReference(store, input);
      notify(messages.search.referenceAdded);
    },
    [go, store, notify, translation],
  );

  const onHistoryChange = useCallback((next: string[]) => searchActions.setHistory(store, next), [store]);

  return (
    <SearchBox
      value={value}
      onValueChange={setValue}
      exact={exact}
      onExactChange={onExactChange}
      history={history}
      onHistoryChange={onHistoryChange}
      onSearch={onSearch}
      onReference={onReference}
      translation={translation}
      bookmarksCount={bookmarksCount}
      onOpenBookmarks={onOpenBookmarks}
      // compact is left to the widget: it follows the style's mobile breakpoint
      // (the site's too), with its toggle.
    />
  );
}
