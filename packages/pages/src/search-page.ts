/**
 * The search page's first results in its HTML (issue 29; docs/decisions/
 * share.md, "Search results in the page"): a shared or bookmarked search
 * link paints its results before any script runs, as a chapter's page
 * paints its text, and the app starts from the same answer instead of
 * asking the API again.
 *
 * Inside #root, in a `div.parole-static` as the chapter's text, which the
 * app replaces at its first render: the style (FRAME_STYLE's and the
 * widget's), a bar in the place and colours of the app's top bar, then the
 * results drawn by the widgets' own SearchResultsView (search-results.tsx:
 * the header « Trouvé N » and the word, the filter panel, the verses with
 * their matches highlighted); and the answer itself in a `<script
 * type="application/json" id="parole-page-data">` (@parole/bible's
 * PAGE_DATA_ID), data only, which the site reads before it starts.
 *
 * The search is the API's own: the same kept answers (@parole/api's
 * search/answers.ts), run on its threads under their queue bound, which
 * answer data only. The results are drawn from the answer once per kept
 * answer, on the event loop, one drawing at a time (SEARCH_DRAWINGS_WAITING
 * may wait), and kept with the answer; each page writes into them its word
 * as typed, its input and its nonce. A page waits for them at most
 * SEARCH_PAGE_WAIT_MS; a search or a drawing that is refused (too many
 * waiting), fails or takes longer gives the page without results, which the
 * app then fills as before (by then the search has usually been kept).
 */
import { randomBytes } from 'node:crypto';
import { defaultStyle, PAGE_DATA_ID, type ExactMode, type Scope, type SearchQuery, type SearchResponse } from '@parole/bible';
import { once, serial } from '@parole/api/memo';
import { memoryWindowLimit } from '@parole/api/state/rate-limits';
import type { KeptAnswer, SearchAnswers, SearchInput, SearchParams } from '@parole/api/search/answers';
import { SearchBusyError } from '@parole/api/search/pool';
import type { InsertedPieces } from './page.js';
import type { DrawnResults } from './search-results.js';
import { cssFonts, escapeHtml, scriptJson } from './text.js';

/**
 * Longest a page waits for its search and its drawing, in ms; past it the
 * page goes without them. A search on an idle thread takes 1–20 ms and its
 * drawing a few more (docs/decisions/pages.md); a page that waits longer
 * would paint later than the app's own fetch of the same answer.
 */
export const SEARCH_PAGE_WAIT_MS = 150;

/** The interface's font and the Bible text's (the style's `fonts.ui` and `fonts.text`). */
const { ui: UI_FONT, text: TEXT_FONT } = cssFonts(defaultStyle.fonts);
/** The app's light palette (the style's default). */
const c = defaultStyle.colors;

/**
 * The look of the page around the widget, which is the site's and not a
 * widget's: the app's light style (the style's default; the app follows no
 * system dark mode), its global style (box sizing, body margin, the room of
 * a scroll bar), the top bar's height and colours, and the page frame's width
 * and padding (host's PageFrame, with the widgets' breakpoint, 768 px). The
 * widget's own look comes with its markup (search-results.tsx).
 */
export const FRAME_STYLE = [
  '*,*::before,*::after{box-sizing:border-box}',
  'html{scrollbar-gutter:stable;scroll-padding-top:4.5rem}',
  `body{margin:0;background:${c.background};color:${c.text};font-family:${UI_FONT};line-height:1.5}`,
  `.pst-bar{position:sticky;top:0;z-index:10;display:flex;align-items:center;min-height:3.5rem;padding:.25rem 1rem;color:${c.onAccent};background:${c.oldTestament}}`,
  `.pst-bar a{font-family:${TEXT_FONT};font-size:1.5rem;font-weight:700;letter-spacing:.02em;color:inherit;text-decoration:none}`,
  '.pst-frame{max-width:72rem;margin:0 auto;padding:1rem}',
  '@media (min-width:768px){.pst-frame{padding:1.5rem 2rem}}',
].join('\n');

/** The text of the page's logo link, and its name (the site's top bar: host's texts/layout.ts). */
export const STATIC_BAR_TEXTS = { logo: 'Parole', logoLabel: "Parole, retour à l'accueil" } as const;

const encoder = new TextEncoder();

/** Drawings that may wait for the one being made; beyond, a page goes without its results, as when its search is refused. */
export const SEARCH_DRAWINGS_WAITING = 4;

/**
 * New drawings one client address may cause per minute (a drawing holds the
 * event loop for milliseconds to tens of them, as a share image's does);
 * beyond, its pages go without results, which the app then asks the API for.
 * Results already drawn are free.
 */
export const SEARCH_DRAWINGS_PER_MINUTE = 30;

/** Too many search pages wait for their results to be drawn, or their client asked for too many: this one goes without. */
export class DrawingsBusyError extends Error {
  override name = 'DrawingsBusyError';
}

/** How a search's results are drawn (search-results.tsx's drawResults): `word` is the word shown. */
export type DrawResults = (answer: SearchResponse, query: SearchQuery, exact: ExactMode, scope: Scope, word: string) => DrawnResults;

/**
 * Stands where the word as typed goes in drawn results: random per process,
 * so that no verse can contain it. Letters and digits: it is written as it is.
 */
const WORD_MARK = `wordmark${randomBytes(16).toString('hex')}`;

/** A kept answer's results as pages carry them, drawn once. */
interface KeptResults {
  /** What comes after the style's nonce, cut where the word as typed goes; the page data's input goes after the last. */
  parts: Uint8Array[];
  /** The answer's JSON as page data, and the end of the results. */
  data: Uint8Array;
}

/** What opens the results, up to their style's nonce. */
const OPENING = encoder.encode('<div class="parole-static parole-static-search"><style nonce="');

/**
 * The drawn results of an answer as kept: the frame's and the widget's
 * style, the site's bar, the widget in the page's frame, then the answer as
 * page data (@parole/bible's PageData, { answers: [{ name, input, answer }] },
 * around the answer's JSON as the API sends it, escaped for a script element).
 */
function keep({ html, css }: DrawnResults, answerJson: string): KeptResults {
  const e = escapeHtml;
  const before = [
    `">${FRAME_STYLE}\n${css}</style>`,
    // .parole-static, as the chapter's text: what the server wrote, which the app's first render replaces.
    `<div class="pst-bar"><a href="/" aria-label="${e(STATIC_BAR_TEXTS.logoLabel)}">${e(STATIC_BAR_TEXTS.logo)}</a></div>`,
    '<div class="pst-frame">',
  ].join('');
  const after = `</div><script type="application/json" id="${PAGE_DATA_ID}">{"answers":[{"name":"search","input":`;
  const parts = `${before}${html}${after}`.split(WORD_MARK).map((part) => encoder.encode(part));
  return { parts, data: encoder.encode(`,"answer":${scriptJson(answerJson)}}]}</script></div>`) };
}

/**
 * What goes inside #root for `search` from its kept results: the word as
 * typed (escaped) where it goes, the search's input in the page data, and
 * the page's nonce on the style. As the pieces between nonces.
 * @example const root = resultsRoot(kept, { word: 'lumière', scope: 'atnt', exact: 'nex' });
 */
function resultsRoot({ parts, data }: KeptResults, search: SearchInput): InsertedPieces {
  const word = encoder.encode(escapeHtml(search.word));
  const input = encoder.encode(scriptJson(JSON.stringify({ word: search.word, scope: search.scope, exact: search.exact } satisfies SearchInput)));
  return [[OPENING], [...parts.flatMap((part, i) => (i === 0 ? [part] : [word, part])), input, data]];
}

/** The drawing of search-results.tsx, loaded with React's server renderer on the first search page. */
const drawResultsOnce = once(() => import('./search-results.js').then((module) => module.drawResults as DrawResults));

export interface SearchPageOptions {
  /** Longest a page waits for its results, in ms (SEARCH_PAGE_WAIT_MS). */
  waitMs?: number;
  /** The drawing, when first needed (search-results.tsx's, loaded with React's server renderer, by default). */
  draw?: () => Promise<DrawResults>;
  /** New drawings per client address and minute (SEARCH_DRAWINGS_PER_MINUTE). */
  drawingsPerMinute?: number;
  /** The clock of that allowance (ms since the epoch). */
  now?: () => number;
  /** Where a failed search is written (the server's log; console.error by default). */
  log?: (line: string) => void;
}

/**
 * Where the search pages get their results: from `answers`, within
 * `waitMs`, drawn by the widgets once per kept answer, on the event loop,
 * one drawing at a time, at most SEARCH_DRAWINGS_WAITING waiting and
 * SEARCH_DRAWINGS_PER_MINUTE new ones per client address; as the pieces of
 * #root, or null when the search is refused, fails or is too slow, or its
 * drawing cannot be had. Never rejects.
 * @example const pages = createPageRenderer(indexPath, headOf, { searchResults: searchPageResults(answers) });
 */
export function searchPageResults(
  answers: SearchAnswers,
  { waitMs = SEARCH_PAGE_WAIT_MS, draw = drawResultsOnce, drawingsPerMinute = SEARCH_DRAWINGS_PER_MINUTE, now = Date.now, log = (line) => console.error(line) }: SearchPageOptions = {},
): (search: SearchInput, client?: string) => Promise<InsertedPieces | null> {
  // By the kept answer itself: kept as long as the answer is, and no longer.
  const drawn = new WeakMap<KeptAnswer, Promise<KeptResults>>();
  const oneAtATime = serial();
  // Counted in this process's memory: the allowance protects this server's event loop.
  const overAllowance = memoryWindowLimit(drawingsPerMinute, 60_000, now);
  let waiting = 0;

  const results = (entry: KeptAnswer, { query, exact, scope }: SearchParams, client: string | undefined): Promise<KeptResults> => {
    let kept = drawn.get(entry);
    if (!kept) {
      if (waiting >= SEARCH_DRAWINGS_WAITING) return Promise.reject(new DrawingsBusyError(`${waiting} search pages wait for their results already`));
      if (overAllowance(client) > 0) return Promise.reject(new DrawingsBusyError('this client caused too many drawings this minute'));
      waiting++;
      kept = (async () => {
        let counted = true;
        try {
          const drawing = await draw();
          return await oneAtATime(async () => {
            waiting--;
            counted = false;
            // The event loop's other work first: drawings in a row never hold it for longer than one.
            await new Promise((resolve) => setImmediate(resolve));
            const json = new TextDecoder().decode(entry.identity.body);
            return keep(drawing(JSON.parse(json) as SearchResponse, query, exact, scope, WORD_MARK), json);
          });
        } finally {
          if (counted) waiting--;
        }
      })();
      const made = kept;
      drawn.set(entry, made);
      // Not kept when it failed: the next page asks again.
      made.catch(() => {
        if (drawn.get(entry) === made) drawn.delete(entry);
      });
    }
    return kept;
  };

  return async (search, client) => {
    const params = answers.params(search);
    const work = (async () => results(await answers.lookup(params).entry, params, client))();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(resolve, waitMs, null);
    });
    try {
      const kept = await Promise.race([work, late]);
      return kept && resultsRoot(kept, search);
    } catch (err) {
      // Too many searches or drawings waiting is the page's ordinary refusal; anything else is worth a line in the log.
      if (!(err instanceof SearchBusyError) && !(err instanceof DrawingsBusyError)) log(`Search page: ${err instanceof Error ? err.message : String(err)}`);
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}
