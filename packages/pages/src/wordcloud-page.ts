/**
 * The word cloud page's widget in its HTML (issue 48;
 * docs/decisions/wordcloud.md, "Laid out on the server"): /tagcloud paints
 * its cloud before any script runs, and the app takes it over without
 * running d3-cloud on the visitor's main thread (the Lighthouse run of the
 * issue: TBT 968 ms on a phone, the layout).
 *
 * Inside #root, in a `div.parole-static` as the search page's results: the
 * style (FRAME_STYLE's and the widget's), the site's bar, the widget drawn by
 * WordCloudView with both of the server's layouts (wordcloud-drawing.tsx),
 * and the page data: the API's answer for the scope and the two layouts
 * (@parole/bible's PageData `cloudLayouts`), which the site hands to the
 * widget before its first render.
 *
 * A cloud is the same for every visitor: laid out once per scope (69 at most:
 * the Bible, two testaments, 66 books; the default translation only) and
 * kept for the process's life, one layout at a time, d3-cloud giving the
 * event loop its turn every few milliseconds. A page waits for its cloud at
 * most CLOUD_PAGE_WAIT_MS; past it, or when the layout fails, it goes
 * without (the app then lays the cloud out as before), and the layout goes
 * on for the next page.
 */
import type { Scope } from '@parole/bible';
import { PAGE_DATA_ID } from '@parole/bible';
import { once, promiseMemo, serial } from '@parole/api/memo';
import type { WordCloudStore } from '@parole/api/db/wordcloud';
import type { InsertedPieces } from './page.js';
import { FRAME_STYLE, STATIC_BAR_TEXTS } from './search-page.js';
import type { DrawnCloud } from './wordcloud-drawing.js';
import { escapeHtml, scriptJson } from './text.js';

/**
 * Longest a page waits for its cloud, in ms: a layout takes a few hundred
 * ms on the server (once per scope); a page that waits longer would paint
 * later than the app's own layout.
 */
export const CLOUD_PAGE_WAIT_MS = 1500;

/** How a scope's cloud is drawn (wordcloud-drawing.tsx's drawWordCloud). */
export type DrawCloud = typeof import('./wordcloud-drawing.js').drawWordCloud;

const drawCloudOnce = once(() => import('./wordcloud-drawing.js').then((module) => module.drawWordCloud));

const encoder = new TextEncoder();
const OPENING = encoder.encode('<div class="parole-static parole-static-cloud"><style nonce="');

/** The pieces of #root around the page's nonce, from a drawn cloud and the API's answer. */
function pieces({ html, css, layouts }: DrawnCloud, answerJson: string, scope: Scope): InsertedPieces {
  const e = escapeHtml;
  const data = `{"answers":[{"name":"wordCloud","input":${JSON.stringify({ scope })},"answer":${answerJson}}],"cloudLayouts":${JSON.stringify(layouts)}}`;
  const rest = [
    `">${FRAME_STYLE}\n${css}</style>`,
    `<div class="pst-bar"><a href="/" aria-label="${e(STATIC_BAR_TEXTS.logoLabel)}">${e(STATIC_BAR_TEXTS.logo)}</a></div>`,
    `<div class="pst-frame">${html}</div>`,
    `<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(data)}</script></div>`,
  ].join('');
  return [[OPENING], [encoder.encode(rest)]];
}

export interface CloudPageOptions {
  /** Longest a page waits for its cloud, in ms (CLOUD_PAGE_WAIT_MS). */
  waitMs?: number;
  /** The drawing, when first needed (wordcloud-drawing.tsx's, by default). */
  draw?: () => Promise<DrawCloud>;
  /** Where a failed layout is written. */
  log?: (line: string) => void;
}

/**
 * Where the word cloud pages get their widget: laid out and drawn once per
 * scope from `store` (the default translation's), kept; as the pieces of
 * #root, or null when it cannot be had within `waitMs`. Never rejects.
 * @example const pages = createPageRenderer(indexPath, headOf, { wordCloud: wordCloudPageRoot(texts.get(undefined)!.wordClouds) });
 */
export function wordCloudPageRoot(
  store: WordCloudStore,
  { waitMs = CLOUD_PAGE_WAIT_MS, draw = drawCloudOnce, log = (line) => console.error(line) }: CloudPageOptions = {},
): (scope: Scope) => Promise<InsertedPieces | null> {
  // Keyed by the scope, validated by the page's head: at most 69 kept.
  const kept = promiseMemo<Scope, InsertedPieces>();
  const oneAtATime = serial();
  const build = (scope: Scope) =>
    kept(scope, async () => {
      const [drawing, answer] = await Promise.all([draw(), store.getWordCloud(scope)]);
      return pieces(await oneAtATime(() => drawing(answer, scope)), JSON.stringify(answer), scope);
    });

  return async (scope) => {
    const work = build(scope);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(resolve, waitMs, null);
    });
    try {
      return await Promise.race([work, late]);
    } catch (err) {
      log(`Word cloud page: ${err instanceof Error ? err.message : String(err)}`);
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}
