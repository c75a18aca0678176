/**
 * /rechercher/:word/:filter/:exact: maps the URL to the SearchResults widget's
 * props and its callbacks back to the URL and the persisted state.
 *
 * - Invalid parameters give a French message with a link home, and no call.
 * - A filter chosen in the panel keeps the word and the mode (a new history entry,
 *   so Back returns to the previous filter).
 * - Result links are real links to /lire/{livre}/{chapitre}/{verset}; a plain
 *   click is handled by the router (onOpen) rather than by a page load.
 * - A search that found verses becomes the current word and joins the
 *   history (spec §4), once per search: the widget calls onSuccess per answer.
 */
import type { ExactMode, Reference, Scope } from '@parole/bible';
import { SearchResults } from '@parole/widgets';
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { MessagePage, PageFrame, useDocumentTitle } from '../../components/page.js';
import { messages } from '../../messages.js';
import { paths } from '../../routing/paths.js';
import { searchActions, useHostStore } from '../../store/index.js';
import { resolveSearchRoute, type SearchRoute } from './resolveSearchRoute.js';

/** The link of a result: its chapter with the verse selected. */
export const resultHref = (ref: Reference) => paths.read({ book: ref.book, chapter: ref.chapter, verse: ref.verse });

function invalidMessage(route: Extract<SearchRoute, { kind: 'invalid' }>): string {
  const m = messages.search;
  if (route.reason === 'filter') return m.invalidFilter(route.value);
  if (route.reason === 'exact') return m.invalidExact(route.value);
  return m.invalidWord;
}

export function SearchPage() {
  const route = resolveSearchRoute(useParams());
  if (route.kind === 'invalid') {
    return (
      <MessagePage title={messages.search.invalidTitle} linkTo={paths.home()} linkLabel={messages.search.backHome}>
        {invalidMessage(route)}
      </MessagePage>
    );
  }
  return <Results word={route.word} filter={route.filter} exact={route.exact} />;
}

function Results({ word, filter, exact }: { word: string; filter: Scope; exact: ExactMode }) {
  const navigate = useNavigate();
  const store = useHostStore();
  useDocumentTitle(messages.search.title(word));

  const onFilterChange = useCallback(
    (next: Scope) => navigate(paths.search({ word, filter: next, exact })),
    [navigate, word, exact],
  );
  const onOpen = useCallback((ref: Reference) => navigate(resultHref(ref)), [navigate]);
  const onSuccess = useCallback(() => searchActions.searched(store, word, exact), [store, word, exact]);

  return (
    <PageFrame>
      {/* The widget's heading ("Trouvé N", then the word) is the page's h1. */}
      <SearchResults
        word={word}
        filter={filter}
        exact={exact}
        onFilterChange={onFilterChange}
        hrefFor={resultHref}
        onOpen={onOpen}
        onSuccess={onSuccess}
      />
    </PageFrame>
  );
}
