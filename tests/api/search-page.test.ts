/**
 * The search page's first results in its HTML (issue 29; packages/pages'
 * search-page.ts and search-results.tsx, docs/decisions/share.md), on the
 * real database through the server's real app: the same results as GET
 * /api/rechercher, in the app's order, drawn by the widget's own
 * SearchResultsView (issue 46: no copy of its markup), highlighted, escaped
 * wherever the word appears, the answer itself as page data; the normal page
 * for a refused, failed or slow search, never a 500; and the bounds: one
 * search for a page and the app, pages kept without their results, results
 * drawn once per kept answer and kept with it.
 */
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultStyle, PAGE_DATA_ID, readPageData, SEARCH_RESULTS_TEXTS, type SearchResponse } from '@parole/bible';
import type { TestApp } from '../../packages/api/src/testing.js';
import { openTestServerApp } from '../../packages/server/src/testing.js';
import { builtIndex } from '../support/built-index.js';
import { searchAnswers, inProcessSearch, type SearchAnswers } from '../../packages/api/src/search/answers.js';
import { createSearchEngine } from '../../packages/api/src/search/engine.js';
import { createSearchStore } from '../../packages/api/src/db/search.js';
import { SearchBusyError, type SearchRunner } from '../../packages/api/src/search/pool.js';
import { createPageRenderer, type NoncedPage } from '../../packages/pages/src/page.js';
import { headFor } from '../../packages/pages/src/heads.js';
import { createChapterStore } from '../../packages/api/src/db/reader.js';
import { createThemeStore } from '../../packages/api/src/db/themes.js';
import { searchPageResults, STATIC_BAR_TEXTS, type DrawResults } from '../../packages/pages/src/search-page.js';
import { drawResults } from '../../packages/pages/src/search-results.js';
import { layout as appLayoutTexts } from '../../packages/host/src/texts/layout.js';

/** jsdom (the dom project's environment), which has no type declarations here: only its HTML parser is used. */
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => { window: { document: Document } } };

let t: TestApp;
let web: Awaited<ReturnType<typeof builtIndex>>;
let indexPath: string;

beforeAll(async () => {
  web = await builtIndex('parole-search-page-');
  indexPath = web.indexPath;
  t = await openTestServerApp({ webRoot: web.dir });
  // The server loads the text when it starts; a test app on its first search, which a page
  // would not wait for (SEARCH_PAGE_WAIT_MS).
  expect((await t.app.request('/api/rechercher/alliance/atnt/nex')).status).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await web?.remove();
});

const pagePath = (word: string, scope = 'atnt', exact = 'nex') => `/rechercher/${encodeURIComponent(word)}/${scope}/${exact}`;

/** The search page of `word` as sent, parsed as a browser parses it (scripts are not run). */
async function searchPage(word: string, scope = 'atnt', exact = 'nex') {
  const res = await t.app.request(pagePath(word, scope, exact));
  const html = await res.text();
  return { res, html, document: new JSDOM(html).window.document };
}

/** The API's answer to the same search. */
async function apiAnswer(word: string, scope = 'atnt', exact = 'nex'): Promise<SearchResponse> {
  const res = await t.app.request(`/api${pagePath(word, scope, exact)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as SearchResponse;
}

const text = (element: Element | null | undefined) => element?.textContent ?? '';

/*
 * The widget's parts, found as a reader finds them (by their roles and
 * names: the same the app's own tests and the first-load journey use), the
 * class names being styled-components'.
 */
const T = SEARCH_RESULTS_TEXTS;
/** The header's line under the title: the word as typed, and the mode. */
const subtitle = (root: ParentNode) => root.querySelector('header h1 + p');
/** The verses found, in order. */
const rows = (root: ParentNode) => [...root.querySelectorAll(`ol[aria-label="${T.verses}"] > li`)];
/** The filter panel: a section named by its heading « Filtres ». */
const panel = (root: ParentNode) => [...root.querySelectorAll('section[aria-labelledby]')].find((s) => text(s.querySelector('h2')).includes(T.filters)) ?? null;
/** The results' column: the message of a search without hits, the verses, the note of a capped list. */
const results = (root: ParentNode) => root.querySelector(`ol[aria-label="${T.verses}"]`)?.parentElement ?? null;
/** The CSS rules of the page's style elements that name class `name`. */
const rulesOf = (document: Document, name: string) =>
  [...document.querySelectorAll('style')].flatMap((style) => (style.textContent ?? '').split('}').filter((rule) => rule.includes(`.${name}{`) || rule.includes(`.${name} `)));

describe('a search page', () => {
  it('carries the results the app shows first, in their order, linked to their verses, the word marked', async () => {
    const { res, html, document } = await searchPage('lumière');
    const answer = await apiAnswer('lumière');
    expect(res.status).toBe(200);
    expect(answer.versetsCount).toBe(171);
    const root = document.getElementById('root')!;
    expect(text(root.querySelector('h1'))).toBe('Trouvé 171(Max : 100)');
    expect(text(subtitle(root))).toBe('« lumière »');
    const found = rows(root);
    expect(found.map((row) => Number(row.getAttribute('data-verset-id')))).toEqual(answer.versets.map((v) => v.id));
    expect(found).toHaveLength(100);
    expect(found[0].querySelector('a')!.getAttribute('href')).toBe('/lire/1/1/3');
    expect(text(found[0].querySelector('a'))).toBe('Genèse 1:3');
    expect(found[0].querySelector('p')!.innerHTML).toBe('Dieu dit: Que la <mark>lumière</mark> soit! Et la <mark>lumière</mark> fut.');
    // Every verse shows its match, as the app highlights it.
    for (const row of found) expect([...row.querySelectorAll('mark')].map(text)).toContain('lumière');
    // The filter panel's counts: the testaments, then one bar per book with hits.
    const filters = panel(root)!;
    expect([...filters.querySelectorAll(`[role="group"][aria-label="${T.filtersLabel}"] button > span:last-child`)].map(text)).toEqual(['171', '108', '63']);
    expect(filters.querySelectorAll(`ul[aria-label="${T.books}"] > li`)).toHaveLength(answer.livres.length);
    expect(text(results(root)!.lastElementChild)).toBe(SEARCH_RESULTS_TEXTS.capped);
    // The app's message for readers without JavaScript would now be wrong.
    expect(html).not.toContain('<noscript>');
    expect(document.querySelector('style')!.getAttribute('nonce')).toBe(/'nonce-([^']+)'/.exec(res.headers.get('content-security-policy')!)![1]);
  });

  it('carries the API’s own answer as page data, which the site reads for its first render', async () => {
    const { document } = await searchPage('lumière');
    const element = document.getElementById(PAGE_DATA_ID)!;
    expect(element.tagName).toBe('SCRIPT');
    expect(element.getAttribute('type')).toBe('application/json');
    expect(readPageData(element.textContent)).toEqual([
      { name: 'search', input: { word: 'lumière', scope: 'atnt', exact: 'nex' }, answer: await apiAnswer('lumière') },
    ]);
  });

  it('draws the verses’ markup as the app does: the words of Jesus kept, the match marked inside them', async () => {
    const { document } = await searchPage('berger', '43', 'exa');
    const row = rows(document).find((li) => li.getAttribute('data-verset-id') === '43010011')!;
    expect(row.querySelector('p')!.innerHTML).toMatch(/^<span class="wj">Je suis le bon <mark>berger<\/mark>\. Le bon <mark>berger<\/mark> donne sa vie pour ses brebis\.<\/span>$/);
    expect(text(subtitle(document))).toBe('« berger » · mots entiers');
    // The filter of the address is the current one: Jean, in the book bars.
    expect([...document.querySelectorAll('[aria-pressed="true"]')].map((e) => e.getAttribute('title'))).toEqual(['Jean']);
    // A verse of the new testament, in its colour: the row's bar and its reference.
    const first = rows(document)[0];
    const [rowClass, linkClass] = [first, first.querySelector('a')!].map((element) => element.className.split(' ').at(-1)!);
    expect(rulesOf(document, rowClass).join('}')).toContain(`box-shadow:inset 3px 0 0 ${defaultStyle.colors.newTestament}`);
    expect(rulesOf(document, linkClass).join('}')).toContain(`color:${defaultStyle.colors.newTestament}`);
  });

  it('says that nothing was found, as the app does', async () => {
    const { document } = await searchPage('zorglub');
    expect(text(document.querySelector('h1'))).toBe('Trouvé 0');
    // The message where the verses would be: after the header, the only paragraph of the results' column.
    const column = document.querySelector('#root header + div > div')!;
    expect([...column.children].map(text)).toEqual(["La recherche n'a retourné aucun résultat ..."]);
    expect(rows(document)).toEqual([]);
    expect(document.querySelector('#root ol')).toBeNull();
    expect(panel(document)).toBeNull();
    expect(readPageData(document.getElementById(PAGE_DATA_ID)!.textContent)[0].answer).toEqual(await apiAnswer('zorglub'));
  });

  it.each(['<lumière> & "ténèbres"', '<!--<script>', '</SCRIPT><!--'])(
    'escapes the word %j in the page and in its data, where it has results',
    async (word) => {
      const { html, document } = await searchPage(word);
      const answer = await apiAnswer(word);
      expect(answer.versetsCount).toBeGreaterThan(0);
      // Written nowhere as it is: in text and attributes as entities, in the data as \u escapes.
      expect(html).not.toContain(word);
      expect(html).not.toMatch(/<!--|<script>|<lumière>/i);
      expect(text(subtitle(document))).toBe(`« ${word} »`);
      expect(rows(document)).toHaveLength(Math.min(100, answer.versetsCount));
      // The build's script and the page's data, nothing else; the data ends where the server ended it.
      expect([...document.querySelectorAll('script')].map((s) => s.getAttribute('type'))).toEqual(['application/json', 'module']);
      const data = document.getElementById(PAGE_DATA_ID)!.textContent!;
      expect(data).not.toMatch(/[<>&]/);
      expect(readPageData(data)).toEqual([{ name: 'search', input: { word, scope: 'atnt', exact: 'nex' }, answer }]);
    },
  );
});

describe('a search page without results', () => {
  it.each([
    ['a word under 3 characters', pagePath('ab')],
    ['a reference', pagePath('..jean 3')],
    ['a search of more than 30 words', pagePath(Array.from({ length: 31 }, (_, i) => `mot${i}`).join(' '))],
    ['a word over 200 characters', pagePath('a'.repeat(201))],
    ['an unknown filter', '/rechercher/amour/ot/nex'],
    ['an unknown mode', '/rechercher/amour/atnt/exact'],
  ])('is the normal page for %s (refused by the API too), never a 500', async (_, url) => {
    const res = await t.app.request(url);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect((await t.app.request(`/api${url}`)).status).toBe(400);
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<noscript>');
    expect(html).not.toContain(PAGE_DATA_ID);
    expect(html).not.toContain('parole-static');
  });

  it('is the normal page when the search is refused because too many wait, or fails', async () => {
    const refusing = (error: Error): SearchAnswers => ({
      params: (input) => ({ query: { parts: [], phrase: false }, exact: input.exact, scope: input.scope, key: input.word }),
      lookup: () => ({ entry: Promise.reject(error), hit: false }),
    });
    const input = { word: 'lumière', scope: 'atnt', exact: 'nex' } as const;
    expect(await searchPageResults(refusing(new SearchBusyError('64 searches wait already')))(input)).toBeNull();
    const logged: unknown[] = [];
    const log = console.error;
    console.error = (...args: unknown[]) => logged.push(args.join(' '));
    try {
      expect(await searchPageResults(refusing(new Error('the search thread stopped')))(input)).toBeNull();
    } finally {
      console.error = log;
    }
    expect(logged).toEqual(['Search page: the search thread stopped']);
  });

  it('is the normal page when the search takes longer than the page waits, and the search goes on for the app', async () => {
    let finish!: () => void;
    const running = new Promise<void>((resolve) => (finish = resolve));
    const engine = createSearchEngine(createSearchStore(t.db));
    const slow: SearchRunner = {
      ...inProcessSearch(engine),
      answer: async (...args) => {
        await running;
        return inProcessSearch(engine).answer(...args);
      },
    };
    const answers = searchAnswers(slow, { cacheEntries: 10 });
    const input = { word: 'lumière', scope: 'atnt', exact: 'nex' } as const;
    const pageResults = searchPageResults(answers, { waitMs: 20 });
    expect(await pageResults(input)).toBeNull();
    finish();
    // The search was kept: the app's request (or the next page) has it.
    const { entry, hit } = answers.lookup(answers.params(input));
    expect(hit).toBe(true);
    expect(JSON.parse(new TextDecoder().decode((await entry).identity.body)).versetsCount).toBe(171);
    // And its results are drawn, for the next page (the first one to come once the drawing is done: it may take longer than 20 ms).
    await expect.poll(() => pageResults(input), { timeout: 10_000 }).not.toBeNull();
  });

  it('draws for one client address at most its allowance of new results a minute; results drawn are free for all', async () => {
    const answers = searchAnswers(inProcessSearch(createSearchEngine(createSearchStore(t.db))), { cacheEntries: 10 });
    const clock = 1_000_000;
    const pageResults = searchPageResults(answers, { waitMs: 10_000, drawingsPerMinute: 2, now: () => clock });
    const page = (word: string, client: string) => pageResults({ word, scope: 'atnt', exact: 'nex' }, client);
    expect(await page('agneau', '203.0.113.5')).not.toBeNull();
    expect(await page('berger', '203.0.113.5')).not.toBeNull();
    // Over its allowance: the page goes without results, which the app asks the API for.
    expect(await page('brebis', '203.0.113.5')).toBeNull();
    // What is drawn already costs nothing, for that client as for others; another client has its own allowance.
    expect(await page('agneau', '203.0.113.5')).not.toBeNull();
    expect(await page('brebis', '198.51.100.7')).not.toBeNull();
    expect(await page('brebis', '203.0.113.5')).not.toBeNull();
  });

  it('is sent as the page without results when none come', async () => {
    const pages = createPageRenderer(indexPath, (p) => headFor(p, sources()), { searchResults: async () => null });
    const html = pageText((await pages.page(pagePath('lumière'), undefined))!);
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<noscript>');
    expect(html).not.toContain('<style');
  });
});

/** What heads are made from, on the test app's database. */
const sources = () => ({ chapters: createChapterStore(t.db), themes: createThemeStore(t.db), translation: 'Louis Segond 1910' });

/** A kept page's bytes with a blank nonce, as text. */
const pageText = (page: NoncedPage) => new TextDecoder().decode(Buffer.concat(page.pieces.map((p) => Buffer.from(p))));

describe('the bounds of a search page', () => {
  it('runs the API’s search: the app asking after the page finds it kept, not run again', async () => {
    const word = 'brebis perdue';
    expect(rows((await searchPage(word)).document).length).toBeGreaterThan(0);
    const res = await t.app.request(`/api${pagePath(word)}`);
    expect(res.headers.get('server-timing')).toBe('cache;desc="hit"');
  });

  it('keeps a page without its results: each answer writes the results of its moment', async () => {
    let n = 0;
    const pages = createPageRenderer(indexPath, (p) => headFor(p, sources()), {
      searchResults: async () => [[new TextEncoder().encode(`<p>results ${++n}</p>`)]],
    });
    const first = pageText((await pages.page(pagePath('lumière'), undefined))!);
    const second = pageText((await pages.page(pagePath('lumière'), undefined))!);
    expect(first).toContain('<div id="root"><p>results 1</p></div>');
    expect(second).toContain('<div id="root"><p>results 2</p></div>');
    expect(second.length).toBe(first.length);
  });

  it('keeps at most its capacity of pages, search pages as any other', async () => {
    const asked: string[] = [];
    const pages = createPageRenderer(
      indexPath,
      (p) => {
        asked.push(p);
        return headFor(p, sources());
      },
      { capacity: 2, searchResults: async () => null },
    );
    for (const word of ['agneau', 'agneau', 'berger', 'brebis', 'agneau']) await pages.page(pagePath(word), undefined);
    // agneau was kept, then pushed out by berger and brebis.
    expect(asked).toEqual([pagePath('agneau'), pagePath('berger'), pagePath('brebis'), pagePath('agneau')]);
  });

  it('draws the results once per kept answer, and keeps no more of them than answers (SEARCH_CACHE_ENTRIES)', async () => {
    const engine = createSearchEngine(createSearchStore(t.db));
    const made: string[] = [];
    const inner = inProcessSearch(engine);
    const counting: SearchRunner = {
      answer: (query, exact, scope) => {
        made.push(`search ${query.parts[0].text}`);
        return inner.answer(query, exact, scope);
      },
    };
    const draw: DrawResults = (answer, query, exact, scope, word) => {
      made.push(`results ${query.parts[0].text}`);
      return drawResults(answer, query, exact, scope, word);
    };
    const answers = searchAnswers(counting, { cacheEntries: 2 });
    const results = searchPageResults(answers, { waitMs: 10_000, draw: async () => draw });
    for (const word of ['agneau', 'Agneau', 'berger', 'brebis', 'agneau']) {
      expect(await results({ word, scope: 'atnt', exact: 'nex' })).not.toBeNull();
    }
    expect(made).toEqual([
      'search agneau',
      'results agneau',
      // « Agneau » is the same search: its answer and its results are kept.
      'search berger',
      'results berger',
      'search brebis',
      'results brebis',
      // Two answers kept: agneau's went, with its results.
      'search agneau',
      'results agneau',
    ]);
  });
});

describe('the texts of the static page', () => {
  it('are the app’s own: its results’ texts come from @parole/bible for both, the top bar’s are compared', () => {
    expect(STATIC_BAR_TEXTS).toEqual({ logo: appLayoutTexts.logo, logoLabel: appLayoutTexts.logoLabel });
  });
});
