/**
 * The search page's first results in its HTML (issue 29; docs/decisions/
 * share.md, "Search results in the page"): a shared or bookmarked search
 * link paints its results before any script runs, as a chapter's page
 * paints its text, and the app starts from the same answer instead of
 * asking the API again.
 *
 * Inside #root, in a `div.parole-static` as the chapter's text, which the
 * app replaces at its first render: a bar in the place and colours of the
 * app's top bar, then the results as the app lays them out (the header
 * « Trouvé N » and the word, the filter panel, the verses with their matches
 * highlighted: share/search-results.ts), in the look of STATIC_SEARCH_STYLE;
 * and the answer itself in a `<script type="application/json"
 * id="parole-page-data">` (@parole/bible's PAGE_DATA_ID), data only, which
 * the site reads before it starts.
 *
 * The search is the API's own: the same kept answers (search/answers.ts),
 * run on the same threads under the same queue bound, and its static
 * results made on those threads once per kept answer. A page waits for them
 * at most SEARCH_PAGE_WAIT_MS; a search that is refused (too many waiting),
 * fails or takes longer gives the page without results, which the app then
 * fills as before (by then the search has usually been kept).
 */
import { defaultStyle, PAGE_DATA_ID, SEARCH_MAX_RESULTS, SEARCH_RESULTS_TEXTS } from '@parole/bible';
import type { SearchAnswers, SearchInput } from '../search/answers.js';
import { SearchBusyError } from '../search/pool.js';
import type { StaticResults } from './search-results.js';
import { cssFonts, escapeHtml, scriptJson } from './text.js';

/**
 * Longest a page waits for its search and static results, in ms; past it the
 * page goes without them. A search on an idle thread takes 1–20 ms and its
 * static results a few more; a page that waits longer would paint later
 * than the app's own fetch of the same answer.
 */
export const SEARCH_PAGE_WAIT_MS = 150;

/** The interface's font and the Bible text's (the style's `fonts.ui` and `fonts.text`). */
const { ui: UI_FONT, text: TEXT_FONT } = cssFonts(defaultStyle.fonts);
/** The app's light palette (the style's default). */
const c = defaultStyle.colors;

/**
 * The look of the static results: the app's light style (widgets'
 * defaultStyle; the app follows no system dark mode), its global style
 * (box sizing, body margin, the room of a scroll bar), the top bar's height
 * and colour, the page frame's width and padding (host's PageFrame), and the
 * styled components of SearchResultsView and FilterPanel, mobile first with
 * the widgets' breakpoint (768 px). Static CSS: page.ts gives it the
 * answer's nonce.
 */
export const STATIC_SEARCH_STYLE = [
  '*,*::before,*::after{box-sizing:border-box}',
  'html{scrollbar-gutter:stable;scroll-padding-top:4.5rem}',
  `body{margin:0;background:${c.background};color:${c.text};font-family:${UI_FONT};line-height:1.5}`,
  `.pst-bar{position:sticky;top:0;z-index:10;display:flex;align-items:center;min-height:3.5rem;padding:.25rem 1rem;color:${c.onAccent};background:${c.oldTestament}}`,
  `.pst-bar a{font-family:${TEXT_FONT};font-size:1.5rem;font-weight:700;letter-spacing:.02em;color:inherit;text-decoration:none}`,
  '.pst-frame{max-width:72rem;margin:0 auto;padding:1rem}',
  `.pst-root{display:block;position:relative;margin:0;padding:1rem;color:${c.text};background:${c.background};font-family:${UI_FONT};font-size:1rem;font-weight:400;line-height:1.4;text-align:left}`,
  '.pst-header{margin-bottom:1rem}',
  '.pst-root h1{margin:0;font-size:1.75rem;font-weight:700;line-height:1.2}',
  `.pst-max{margin-left:.5rem;color:${c.textMuted};font-size:1rem;font-weight:400}`,
  `.pst-sub{margin:.25rem 0 0;color:${c.textMuted}}`,
  '.pst-layout{display:grid;grid-template-columns:minmax(0,1fr);gap:1.5rem;align-items:start}',
  '.pst-results{min-width:0}',
  '.pst-panel{display:grid;align-content:start;gap:.5rem}',
  '.pst-panel h2{margin:0;font-size:1rem;line-height:1.3}',
  '.pst-wide,.pst-panel-body{display:none}',
  `.pst-toggle,.pst-testament{min-height:2.25rem;min-width:2.25rem;margin:0;border:1px solid ${c.border};border-radius:4px;background:${c.background};color:${c.text};font-size:.9rem;line-height:1.2}`,
  '.pst-toggle{display:inline-flex;align-items:center;justify-content:center;gap:.25rem;padding:.25rem .5rem}',
  '.pst-testaments{display:grid;grid-template-columns:repeat(3,1fr);gap:.25rem}',
  '.pst-testament{display:grid;justify-items:center;gap:0;padding:.25rem;font-weight:700}',
  `.pst-testament.pst-all{color:${c.text}}.pst-testament.pst-old{color:${c.oldTestament}}.pst-testament.pst-new{color:${c.newTestament}}`,
  `.pst-testament[aria-current]{background:${c.surface};border-color:currentColor;box-shadow:inset 0 0 0 1px currentColor;font-weight:600}`,
  `.pst-count{color:${c.textMuted};font-size:.8rem;font-weight:400;font-variant-numeric:tabular-nums}`,
  '.pst-books,.pst-list{margin:0;padding:0;list-style:none}',
  '.pst-books{display:grid;gap:2px}',
  `.pst-book{display:grid;grid-template-columns:2.75rem 1fr 5ch;align-items:center;gap:.25rem;width:100%;min-height:1.75rem;margin:0;padding:0 .25rem;border:1px solid transparent;border-radius:4px;color:${c.text};font-size:.85rem;text-align:left}`,
  `.pst-book[aria-current]{background:${c.surface};font-weight:700}`,
  '.pst-book .pst-count{text-align:right}',
  '.pst-abbr{font-weight:700;white-space:nowrap}',
  `.pst-track{display:block;width:100%;height:.6rem;border-radius:999px;background:${c.skeleton};overflow:hidden}`,
  `.pst-old .pst-abbr{color:${c.oldTestament}}.pst-new .pst-abbr{color:${c.newTestament}}`,
  `.pst-old .pst-fill{fill:${c.oldTestament}}.pst-new .pst-fill{fill:${c.newTestament}}`,
  `.pst-book.pst-old[aria-current]{border-color:${c.oldTestament}}.pst-book.pst-new[aria-current]{border-color:${c.newTestament}}`,
  '.pst-list{display:grid;gap:.5rem}',
  `.pst-list li{padding:.5rem .5rem .5rem 1rem;border-bottom:1px solid ${c.border}}`,
  `.pst-list li.pst-old{box-shadow:inset 3px 0 0 ${c.oldTestament}}.pst-list li.pst-new{box-shadow:inset 3px 0 0 ${c.newTestament}}`,
  '.pst-list a{display:inline-block;margin:0 0 .25rem;font-weight:700;text-decoration:underline;text-underline-offset:.15em}',
  `.pst-list .pst-old a{color:${c.oldTestament}}.pst-list .pst-new a{color:${c.newTestament}}`,
  `.pst-list p{margin:0;font-family:${TEXT_FONT};font-size:1.05rem;line-height:1.5}`,
  `.pst-list .wj{color:${c.wordsOfJesus}}.pst-list .qs{font-style:italic}`,
  `.pst-list mark{padding:0 .08em;border-radius:4px;background:${c.mark};color:inherit;font-weight:700}`,
  `.pst-empty{margin:0;padding:1rem;border-radius:8px;background:${c.surface}}`,
  `.pst-note{margin:1rem 0 0;color:${c.textMuted};font-size:.9rem}`,
  '@media (min-width:768px){',
  '.pst-frame{padding:1.5rem 2rem}',
  '.pst-with-panel{grid-template-columns:minmax(12rem,16rem) minmax(0,1fr)}',
  '.pst-wide,.pst-panel-body{display:block}.pst-toggle{display:none}',
  '}',
].join('\n');

/** The text of the page's logo link, and its name (the site's top bar: host's texts/layout.ts). */
export const STATIC_BAR_TEXTS = { logo: 'Parole', logoLabel: "Parole, retour à l'accueil" } as const;

const encoder = new TextEncoder();

/**
 * What goes inside #root for `search` and its static results: the bar, the
 * page's frame with the header (the word as typed, escaped) and the results,
 * then the answer as page data. As byte pieces, the results' own kept ones
 * among them (never copied into a string again).
 * @example const pieces = staticSearchRoot({ word: 'lumière', scope: 'atnt', exact: 'nex' }, results);
 */
export function staticSearchRoot(search: SearchInput, results: StaticResults): Uint8Array[] {
  const t = SEARCH_RESULTS_TEXTS;
  const e = escapeHtml;
  const capped = results.found > SEARCH_MAX_RESULTS ? `<span class="pst-max" title="${e(t.maxLabel)}">${e(t.max)}</span>` : '';
  const before = [
    // .parole-static, as the chapter's text: what the server wrote, which the app's first render replaces.
    '<div class="parole-static parole-static-search">',
    `<div class="pst-bar"><a href="/" aria-label="${e(STATIC_BAR_TEXTS.logoLabel)}">${e(STATIC_BAR_TEXTS.logo)}</a></div>`,
    '<div class="pst-frame">',
    '<section class="pst-root" lang="fr" aria-labelledby="pst-title">',
    `<header class="pst-header"><h1 id="pst-title">${e(t.found(results.found))}${capped}</h1>`,
    `<p class="pst-sub">${e(t.query(search.word))}${search.exact === 'exa' ? ` · ${e(t.exact)}` : ''}</p></header>`,
  ].join('');
  // @parole/bible's PageData, { answers: [{ name, input, answer }] }, around the answer's JSON as the API
  // sends it (escaped for a script element once, with the static results).
  const input = scriptJson(JSON.stringify({ word: search.word, scope: search.scope, exact: search.exact } satisfies SearchInput));
  return [
    encoder.encode(before),
    results.html,
    encoder.encode(`</section></div><script type="application/json" id="${PAGE_DATA_ID}">{"answers":[{"name":"search","input":${input},"answer":`),
    results.data,
    encoder.encode('}]}</script></div>'),
  ];
}

/**
 * Where the search pages get their results: from `answers`, within
 * SEARCH_PAGE_WAIT_MS, as the pieces of #root (staticSearchRoot); null when
 * the search is refused, fails or is too slow. Never rejects.
 * @example const pages = createPageRenderer(indexPath, headOf, { searchResults: searchPageResults(answers) });
 */
export function searchPageResults(answers: SearchAnswers, waitMs = SEARCH_PAGE_WAIT_MS): (search: SearchInput) => Promise<Uint8Array[] | null> {
  return async (search) => {
    const params = answers.params(search);
    const work = (async () => answers.staticResults(params, await answers.lookup(params).entry))();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(resolve, waitMs, null);
    });
    try {
      const results = await Promise.race([work, late]);
      return results && staticSearchRoot(search, results);
    } catch (err) {
      // Too many searches waiting is the page's ordinary refusal; anything else is worth a line in the log.
      if (!(err instanceof SearchBusyError)) console.error(`Search page: ${err instanceof Error ? err.message : String(err)}`);
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}
