/**
 * /rechercher/:word/:scope/:exact: maps the URL to the SearchResults widget's
 * props and its callbacks back to the URL and the persisted state.
 *
 * - Invalid parameters give a French message with a link home, and no call.
 * - A filter chosen in the panel keeps the word and the mode (a new history entry,
 *   so Back returns to the previous filter).
 * - Result links are real links to /lire/:book/:chapter/:verses; a plain
 *   click is handled by the router (onOpen) rather than by a page load.
 * - In the translation the site reads (the address's `traduction`, else the
 *   one remembered: issue 41), which the results name; their links and
 *   filters keep it.
 * - A search that found verses becomes the current word and joins the
 *   history (spec §4), once per search: the widget calls onSuccess per answer.
 *   Its mode becomes the reader's too, unless the page is a one-off search (a
 *   word of the cloud, in whole words: issue 47), whose filters keep the mark.
 * - Offline, search cannot work (the server searches): the page says so in
 *   French and points to offline reading, instead of a network error.
 */
import { href, type ExactMode, type ParseResult, type Scope } from '@parole/bible';
import { inTranslation, SearchResults } from '@parole/widgets';
import { useOnline } from '@parole/widgets/site';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { MessagePage, PageFrame, useDocumentTitle } from '../../components/page.js';
import { messages } from '../../messages.js';
import { searchOffline as searchOfflineTexts } from '../../texts/searchOffline.js';
import { useReadingLinks, useRouteInput } from '../../routing/links.js';
import { isOneOffSearch, ONE_OFF_SEARCH } from '../../routing/one-off-search.js';
import { useSiteTranslation } from '../../routing/translation.js';
import { searchActions, useHostStore } from '../../store/index.js';

/** Why the URL names no search: the bad filter or mode, named; the word's own refusal otherwise. */
function invalidMessage(route: Extract<ParseResult<unknown>, { ok: false }>): string {
  const m = messages.search;
  if (route.param === 'scope') return m.invalidFilter(route.text ?? '');
  if (route.param === 'exact') return m.invalidExact(route.text ?? '');
  return route.refusal.message;
}

export function SearchPage() {
  const route = useRouteInput('search');
  if (!route.ok) {
    return (
      <MessagePage title={messages.search.invalidTitle} linkTo={href('home')} linkLabel={messages.search.backHome}>
        {invalidMessage(route)}
      </MessagePage>
    );
  }
  const { word, scope, exact } = route.input;
  return <OnlineResults word={word} filter={scope} exact={exact} />;
}

function OnlineResults(props: { word: string; filter: Scope; exact: ExactMode }) {
  const online = useOnline();
  if (!online) {
    return (
      <MessagePage title={searchOfflineTexts.title} linkTo={`${href('help')}#hors-ligne`} linkLabel={searchOfflineTexts.help}>
        {searchOfflineTexts.body}
      </MessagePage>
    );
  }
  return <Results {...props} />;
}

function Results({ word, filter, exact }: { word: string; filter: Scope; exact: ExactMode }) {
  const navigate = useNavigate();
  const store = useHostStore();
  const translation = useSiteTranslation();
  const oneOff = isOneOffSearch(useLocation().state);
  useDocumentTitle(messages.search.title(word));

  const onFilterChange = useCallback(
    (next: Scope) => navigate(href('search', { word, scope: next, exact, ...inTranslation(translation) }), oneOff ? { state: ONE_OFF_SEARCH } : undefined),
    [navigate, word, exact, translation, oneOff],
  );
  const onSuccess = useCallback(() => searchActions.searched(store, word, oneOff ? undefined : exact), [store, word, exact, oneOff]);
  const links = useReadingLinks(translation);

  return (
    <PageFrame>
      {/* The widget's heading ("Trouvé N", then the word) is the page's h1. */}
      <SearchResults
        word={word}
        filter={filter}
        exact={exact}
        translation={translation}
        onFilterChange={onFilterChange}
        onSuccess={onSuccess}
        {...links}
      />
    </PageFrame>
  );
}
