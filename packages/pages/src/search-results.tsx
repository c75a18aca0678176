/**
 * A search's results drawn on the server by the widgets' own
 * SearchResultsView (docs/decisions/share.md, "Search results in the page";
 * issue 46): the same components as the app's, rendered to HTML with
 * react-dom/server, their styles collected by styled-components'
 * ServerStyleSheet, so that the page a search link paints before any script
 * runs is the widget's markup and look, not a copy of them.
 *
 * Drawn once per kept answer (search-page.ts) and the same for every way of
 * typing its search: the word shown is the caller's mark, where each answer
 * writes its own. The layout follows the widget's width in CSS
 * (`compact="byWidth"`: container queries), as the app's follows it by
 * measuring, so that the app takes the results over where they are.
 *
 * Loaded on a page's first search (search-page.ts imports it then): React's
 * server renderer and the widgets stay out of a server that serves none.
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { href, type ExactMode, type Scope, type SearchQuery, type SearchResponse } from '@parole/bible';
import { SearchResultsView } from '@parole/widgets/server';
import { assertSafeVerseHtml } from '@parole/api/import/html';

/** A search's results as drawn: markup and styles. */
export interface DrawnResults {
  /** The widget's markup. */
  html: string;
  /** The CSS of what it shows, as styled-components made it. */
  css: string;
}

/** What styled-components writes for its own rehydration in a browser, which this page never does (the app draws anew). */
const REHYDRATION = /data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}\/\*!sc\*\/\n?|\/\*!sc\*\/\n?/g;

/**
 * The class names of `html` without the components' `sc-…` ids that `css`
 * never names: styled-components adds them for component selectors, which a
 * page that no script styles again has no use for.
 */
function withoutUnusedIds(html: string, css: string): string {
  const named = new Set(css.match(/\bsc-[\w-]+/g));
  return html.replace(/ class="([^"]*)"/g, (_, names: string) => {
    const kept = names.split(' ').filter((name) => !name.startsWith('sc-') || named.has(name));
    return kept.length > 0 ? ` class="${kept.join(' ')}"` : '';
  });
}

/**
 * The results of `answer` (the contract's search answer) for the search
 * `query`, `exact`, `scope`, drawn by the widgets' SearchResultsView with
 * links to the verses' reading pages; `word` is shown as the search typed
 * (escaped as any text). Throws when a verse's HTML is not the importer's
 * (its allowlist, checked again before it goes into a page).
 * @example const { html, css } = drawResults(answer, parseSearchQuery('lumière'), 'nex', 'atnt', 'lumière');
 */
export function drawResults(answer: SearchResponse, query: SearchQuery, exact: ExactMode, scope: Scope, word: string): DrawnResults {
  for (const verse of answer.versets) assertSafeVerseHtml(verse.texte, 'search result');
  return drawWidget(
    <SearchResultsView
      word={word}
      query={query}
      filter={scope}
      exact={exact}
      state={{ status: 'ready', data: answer }}
      compact="byWidth"
      hrefFor={(place) => href('read', place)}
    />,
  );
}

/**
 * A widget's view rendered to markup with the CSS of what it shows, without
 * styled-components' rehydration markers and unused ids (the app draws anew).
 * @example const { html, css } = drawWidget(<WordCloudView {...props} />);
 */
export function drawWidget(element: ReactElement): DrawnResults {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToStaticMarkup(sheet.collectStyles(element));
    const css = sheet.instance.toString().replace(REHYDRATION, '');
    return { html: withoutUnusedIds(html, css), css };
  } finally {
    sheet.seal();
  }
}
