/**
 * A search's results as the search page shows them before its script runs
 * (docs/decisions/share.md, "Search results in the page"): the filter panel
 * and the verses found, their matches highlighted, in the markup and look of
 * the app's SearchResultsView (the classes of share/search-page.ts's style),
 * and the answer itself as JSON for the app to start from.
 *
 * Made from a search's answer on a search thread (search/worker.ts), once
 * per kept answer (search/answers.ts), and the same for every word that
 * shares that answer: nothing here depends on the word as typed (the page's
 * header, which shows it, is written per answer by share/search-page.ts).
 * Pure: no I/O, so that the thread can load it.
 */
import {
  formatCount as count,
  getBook,
  highlightMatches,
  htmlToText,
  SEARCH_MAX_RESULTS,
  SEARCH_RESULTS_TEXTS,
  testamentOf,
  type ExactMode,
  type Scope,
  type SearchQuery,
  type SearchResponse,
} from '@parole/bible';
import { assertSafeVerseHtml, ALLOWED_VERSE_TAGS } from '../import/html.js';
import { escapeHtml, scriptJson } from './text.js';

/** A search's results, ready to write into a page. */
export interface StaticResults {
  /** Verses found within the filter (the header's « Trouvé N »). */
  found: number;
  /** The filter panel, the verses and the note under them: HTML, UTF-8. */
  html: Uint8Array<ArrayBuffer>;
  /** The answer's JSON, escaped for a `<script type="application/json">`, UTF-8. */
  data: Uint8Array<ArrayBuffer>;
}


/** The tags a highlighted verse may hold: the importer's, and the marks of the matches. */
const HIGHLIGHTED_TAGS: ReadonlySet<string> = new Set([...ALLOWED_VERSE_TAGS, '<mark>', '</mark>']);

/**
 * A verse's HTML with the query's matches marked, as the app draws it
 * (highlightMatches on the contract's verse HTML), checked again against
 * the importer's allowlist plus `<mark>`; a verse that would fail it (never
 * in a database the importer built) is written as escaped plain text.
 */
function highlighted(html: string, query: SearchQuery, exact: ExactMode): string {
  const marked = highlightMatches(html, query, exact);
  try {
    assertSafeVerseHtml(marked, 'search result', HIGHLIGHTED_TAGS);
    return marked;
  } catch {
    return escapeHtml(htmlToText(html));
  }
}

/** The filter icon of the app's « Filtres » button (widgets' FilterIcon). */
const FILTER_ICON =
  '<svg width="1.1em" height="1.1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M3 5h18l-7 8v6l-4 2v-8z"></path></svg>';

/** The filter panel (widgets' FilterPanel): the testaments' totals, then one bar per book with hits. */
function filterPanel(answer: SearchResponse, scope: Scope): string {
  const t = SEARCH_RESULTS_TEXTS;
  const pressed = (value: Scope) => (value === scope ? ' aria-current="true"' : '');
  const testaments = (
    [
      ['atnt', 'all', t.filterBible, t.filterBibleLabel, answer.versetsCountTotal],
      ['at', 'old', t.filterAT, t.filterATLabel, answer.versetsCountAT],
      ['nt', 'new', t.filterNT, t.filterNTLabel, answer.versetsCountNT],
    ] as const
  ).map(
    ([value, tone, name, label, n]) =>
      `<span class="pst-testament pst-${tone}" title="${label}"${pressed(value)}><span>${name}</span> <span class="pst-count">${count(n)}</span></span>`,
  );
  const books = answer.livres.map((entry) => {
    const testament = testamentOf(entry.livre_id);
    const name = getBook(entry.livre_id)?.name ?? String(entry.livre_id);
    // As long as its count against the largest; at least a sliver (the app's min-width: 2px).
    const width = answer.livresMax > 0 ? Math.max(1, (entry.total / answer.livresMax) * 100) : 0;
    return (
      `<li><span class="pst-book pst-${testament}" title="${escapeHtml(name)}"${pressed(String(entry.livre_id) as Scope)}>` +
      `<span class="pst-abbr">${escapeHtml(entry.livre.abr)}</span> ` +
      `<svg class="pst-track" aria-hidden="true" focusable="false"><rect class="pst-fill" width="${width.toFixed(2)}%" height="100%" rx="4.8"></rect></svg>` +
      `<span class="pst-count">${count(entry.total)}</span></span></li>`
    );
  });
  return [
    '<section class="pst-panel" aria-labelledby="pst-filters">',
    `<h2 id="pst-filters"><span class="pst-wide">${t.filters}</span><span class="pst-toggle">${FILTER_ICON}${t.filters}</span></h2>`,
    '<div class="pst-panel-body">',
    `<div class="pst-testaments" role="group" aria-label="${t.filtersLabel}">${testaments.join('')}</div>`,
    `<ul class="pst-books" aria-label="${t.books}">${books.join('')}</ul>`,
    '</div>',
    '</section>',
  ].join('');
}

/**
 * The results' HTML after the page's header: the panel (when anything was
 * found in the whole Bible), then the verses with their references as links
 * to their reading page, the message of a search without hits, and the
 * note of a capped list. Every text is escaped but the verses' HTML (see
 * `highlighted`).
 * @example resultsHtml(answer, parseSearchQuery('lumière'), 'nex', 'atnt') // '<div class="pst-layout pst-with-panel"><section class="pst-panel"…'
 */
export function resultsHtml(answer: SearchResponse, query: SearchQuery, exact: ExactMode, scope: Scope): string {
  const t = SEARCH_RESULTS_TEXTS;
  const panel = answer.versetsCountTotal > 0;
  const rows = answer.versets.map((verse) => {
    const testament = testamentOf(verse.livre_id);
    const label = `${verse.livre.nom} ${verse.chapitre}:${verse.verset}`;
    return (
      `<li class="pst-${testament}" data-verset-id="${verse.id}">` +
      `<a href="/lire/${verse.livre_id}/${verse.chapitre}/${verse.verset}">${escapeHtml(label)}</a>` +
      `<p>${highlighted(verse.texte, query, exact)}</p></li>`
    );
  });
  return [
    `<div class="pst-layout${panel ? ' pst-with-panel' : ''}">`,
    panel ? filterPanel(answer, scope) : '',
    '<div class="pst-results">',
    answer.versetsCount === 0 ? `<p class="pst-empty">${escapeHtml(t.noResult)}</p>` : '',
    rows.length > 0 ? `<ol class="pst-list" aria-label="${t.verses}">${rows.join('')}</ol>` : '',
    answer.versetsCount > SEARCH_MAX_RESULTS ? `<p class="pst-note">${t.capped}</p>` : '',
    '</div>',
    '</div>',
  ].join('');
}

/**
 * The static results of a search's answer (its JSON, as the API sends it).
 * @example const results = staticResults(body, parseSearchQuery('lumière'), 'nex', 'atnt');
 */
export function staticResults(answerJson: Uint8Array, query: SearchQuery, exact: ExactMode, scope: Scope): StaticResults {
  const json = new TextDecoder().decode(answerJson);
  const answer = JSON.parse(json) as SearchResponse;
  const encoder = new TextEncoder();
  return {
    found: answer.versetsCount,
    html: encoder.encode(resultsHtml(answer, query, exact, scope)),
    data: encoder.encode(scriptJson(json)),
  };
}
