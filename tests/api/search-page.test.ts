/**
 * The search page's first results in its HTML (issue 29; share/search-page.ts,
 * share/search-results.ts, docs/decisions/share.md), on the real database
 * through the real app: the same results as GET /api/rechercher, in the
 * app's order and markup, highlighted, escaped wherever the word appears, the
 * answer itself as page data; the normal page for a refused, failed or slow
 * search, never a 500; and the bounds: one search for a page and the app,
 * pages kept without their results, results kept with the search's answer.
 */
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_DATA_ID, readPageData, SEARCH_RESULTS_TEXTS, type SearchResponse } from '@parole/bible';
import { openTestApp, type TestApp } from '../../packages/api/src/testing.js';
import { builtIndex } from '../support/built-index.js';
import { searchAnswers, inProcessSearch, type SearchAnswers } from '../../packages/api/src/search/answers.js';
import { createSearchEngine } from '../../packages/api/src/search/engine.js';
import { createSearchStore } from '../../packages/api/src/db/search.js';
import { SearchBusyError, type SearchRunner } from '../../packages/api/src/search/pool.js';
import { createPageRenderer, type NoncedPage } from '../../packages/api/src/share/page.js';
import { headFor } from '../../packages/api/src/share/heads.js';
import { createChapterStore } from '../../packages/api/src/db/reader.js';
import { createThemeStore } from '../../packages/api/src/db/themes.js';
import { searchPageResults, STATIC_BAR_TEXTS } from '../../packages/api/src/share/search-page.js';
import { layout as appLayoutTexts } from '../../packages/host/src/texts/layout.js';

/** jsdom (the dom project's environment), which has no type declarations here: only its HTML parser is used. */
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => { window: { document: Document } } };

let t: TestApp;
let web: Awaited<ReturnType<typeof builtIndex>>;
let indexPath: string;

beforeAll(async () => {
  web = await builtIndex('parole-search-page-');
  indexPath = web.indexPath;
  t = await openTestApp({ webRoot: web.dir });
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

describe('a search page', () => {
  it('carries the results the app shows first, in their order, linked to their verses, the word marked', async () => {
    const { res, html, document } = await searchPage('lumière');
    const answer = await apiAnswer('lumière');
    expect(res.status).toBe(200);
    expect(answer.versetsCount).toBe(171);
    const root = document.getElementById('root')!;
    expect(text(root.querySelector('h1'))).toBe('Trouvé 171(Max : 100)');
    expect(text(root.querySelector('.pst-sub'))).toBe('« lumière »');
    const rows = [...root.querySelectorAll('.pst-list li')];
    expect(rows.map((row) => Number(row.getAttribute('data-verset-id')))).toEqual(answer.versets.map((v) => v.id));
    expect(rows).toHaveLength(100);
    expect(rows[0].querySelector('a')!.getAttribute('href')).toBe('/lire/1/1/3');
    expect(text(rows[0].querySelector('a'))).toBe('Genèse 1:3');
    expect(rows[0].querySelector('p')!.innerHTML).toBe('Dieu dit: Que la <mark>lumière</mark> soit! Et la <mark>lumière</mark> fut.');
    // Every verse shows its match, as the app highlights it.
    for (const row of rows) expect([...row.querySelectorAll('mark')].map(text)).toContain('lumière');
    // The filter panel's counts: the testaments, then one bar per book with hits.
    expect([...root.querySelectorAll('.pst-testament .pst-count')].map(text)).toEqual(['171', '108', '63']);
    expect(root.querySelectorAll('.pst-books li')).toHaveLength(answer.livres.length);
    expect(text(root.querySelector('.pst-note'))).toBe(SEARCH_RESULTS_TEXTS.capped);
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
    const row = document.querySelector('.pst-list li[data-verset-id="43010011"]')!;
    expect(row.querySelector('p')!.innerHTML).toMatch(/^<span class="wj">Je suis le bon <mark>berger<\/mark>\. Le bon <mark>berger<\/mark> donne sa vie pour ses brebis\.<\/span>$/);
    expect(text(document.querySelector('.pst-sub'))).toBe('« berger » · mots entiers');
    // The filter of the address is the current one: Jean, in the book bars.
    expect([...document.querySelectorAll('[aria-current="true"]')].map((e) => e.getAttribute('title'))).toEqual(['Jean']);
    expect(document.querySelector('.pst-list li')!.className).toBe('pst-new');
  });

  it('says that nothing was found, as the app does', async () => {
    const { document } = await searchPage('zorglub');
    expect(text(document.querySelector('h1'))).toBe('Trouvé 0');
    expect(text(document.querySelector('.pst-empty'))).toBe("La recherche n'a retourné aucun résultat ...");
    expect(document.querySelector('.pst-list')).toBeNull();
    expect(document.querySelector('.pst-panel')).toBeNull();
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
      expect(text(document.querySelector('.pst-sub'))).toBe(`« ${word} »`);
      expect(document.querySelectorAll('.pst-list li')).toHaveLength(Math.min(100, answer.versetsCount));
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
    expect(html).not.toContain('pst-');
  });

  it('is the normal page when the search is refused because too many wait, or fails', async () => {
    const refusing = (error: Error): SearchAnswers => ({
      params: (input) => ({ query: { parts: [], phrase: false }, exact: input.exact, scope: input.scope, key: input.word }),
      lookup: () => ({ entry: Promise.reject(error), hit: false }),
      staticResults: () => Promise.reject(new Error('not asked')),
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
    expect(await searchPageResults(answers, 20)(input)).toBeNull();
    finish();
    // The search was kept: the app's request (or the next page) has it.
    const { entry, hit } = answers.lookup(answers.params(input));
    expect(hit).toBe(true);
    expect(JSON.parse(new TextDecoder().decode((await entry).identity.body)).versetsCount).toBe(171);
    expect(await searchPageResults(answers, 20)(input)).not.toBeNull();
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
    expect((await searchPage(word)).document.querySelectorAll('.pst-list li').length).toBeGreaterThan(0);
    const res = await t.app.request(`/api${pagePath(word)}`);
    expect(res.headers.get('server-timing')).toBe('cache;desc="hit"');
  });

  it('keeps a page without its results: each answer writes the results of its moment', async () => {
    let n = 0;
    const pages = createPageRenderer(indexPath, (p) => headFor(p, sources()), {
      searchResults: async () => [new TextEncoder().encode(`<p>results ${++n}</p>`)],
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

  it('makes the static results once per kept answer, and keeps no more of them than answers (SEARCH_CACHE_ENTRIES)', async () => {
    const engine = createSearchEngine(createSearchStore(t.db));
    const made: string[] = [];
    const inner = inProcessSearch(engine);
    const counting: SearchRunner = {
      answer: (query, exact, scope) => {
        made.push(`search ${query.parts[0].text}`);
        return inner.answer(query, exact, scope);
      },
      staticResults: (query, exact, scope, answer) => {
        made.push(`results ${query.parts[0].text}`);
        return inner.staticResults(query, exact, scope, answer);
      },
    };
    const answers = searchAnswers(counting, { cacheEntries: 2 });
    const results = searchPageResults(answers, 10_000);
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
