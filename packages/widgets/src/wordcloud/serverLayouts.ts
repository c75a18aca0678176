/**
 * Word clouds the server laid out (issue 48; docs/decisions/wordcloud.md,
 * "Laid out on the server"): a word cloud page carries its layouts in its
 * page data, which the site hands here before its first render, so that the
 * widget shows them as they are instead of running d3-cloud on the main
 * thread again.
 */
import type { PageCloudLayout, Scope, WordCount } from '@parole/bible';

/** At most this many kept (a page brings two: desktop and phone). */
const KEPT = 8;
const kept = new Map<string, PageCloudLayout>();
const keyOf = (scope: string, height: number) => `${scope} ${height}`;

/**
 * Keeps the layouts a page brought (@parole/bible's readPageCloudLayouts).
 * @example primeCloudLayouts(readPageCloudLayouts(document.getElementById(PAGE_DATA_ID)?.textContent));
 */
export function primeCloudLayouts(layouts: readonly PageCloudLayout[]): void {
  for (const layout of layouts) {
    kept.set(keyOf(layout.scope, layout.height), layout);
    if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
  }
}

/**
 * The server's layout of `scope` at `height` for these `words`, or undefined
 * when there is none or it is not of these words (another translation's
 * counts): each word it placed must be one of them with the same count.
 * @example serverCloudLayout('nt', 700, answer.tags)?.placed.length // 100
 */
export function serverCloudLayout(scope: Scope, height: number, words: readonly WordCount[] | null): PageCloudLayout | undefined {
  const layout = kept.get(keyOf(scope, height));
  if (!layout || !words || layout.placed.length + layout.dropped !== words.length) return undefined;
  const counts = new Map(words.map((w) => [w.mot, w.nb]));
  return layout.placed.every((w) => counts.get(w.word) === w.count) ? layout : undefined;
}
