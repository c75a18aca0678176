/**
 * GET /api/rechercher on the search threads (search/pool.ts), as the server
 * runs it: the same answers as on the event loop, and so the same search
 * pages (the threads answer data; the pages draw it: packages/pages), a
 * bounded queue (503 in French with Retry-After beyond it), a thread that
 * dies (500 in French, and a new thread), and threads stopped when the app
 * closes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_DATA_ID } from '@parole/bible';
import { openTestApp, type TestApp } from '../../packages/api/src/testing.js';
import { openTestServerApp } from '../../packages/server/src/testing.js';
import { builtIndex } from '../support/built-index.js';

const path = (word: string, filter = 'atnt', exact = 'nex') => `/api/rechercher/${encodeURIComponent(word)}/${filter}/${exact}`;
/** A phrase of `n` one-letter words: checked against every verse, the costliest kind of search. */
const letters = (n: number, offset = 0) => `"${Array.from({ length: n }, (_, i) => 'abcdefghijklmnopqrstuvwxyz'[(i + offset) % 26]).join(' ')}"`;

let threads: TestApp;
let loop: TestApp;
beforeAll(async () => {
  [threads, loop] = await Promise.all([openTestApp({ searchWorkers: 1, searchCacheEntries: 0 }), openTestApp({ searchCacheEntries: 0 })]);
});
afterAll(async () => {
  await Promise.all([threads?.close(), loop?.close()]);
});

describe('search threads', () => {
  it.each([
    ['berger', 'atnt', 'nex'],
    ['"Dieu a tant aimé le monde"', 'nt', 'nex'],
    ["l'Éternel berger", '19', 'exa'],
    [letters(30), 'atnt', 'exa'],
  ])('answer %j (%s, %s) byte for byte as the event loop does, with the same entity tag', async (word, filter, exact) => {
    const [a, b] = await Promise.all([threads.app.request(path(word, filter, exact)), loop.app.request(path(word, filter, exact))]);
    expect(a.status).toBe(200);
    expect(a.headers.get('etag')).toBe(b.headers.get('etag'));
    expect(a.headers.get('server-timing')).toMatch(/^search;dur=\d/);
    expect(await a.text()).toBe(await b.text());
  });

  it.each([
    ['berger', 'atnt', 'exa', 'darby'],
    ['"fils de l’homme"', 'nt', 'nex', 'martin'],
  ])('search %j (%s, %s) in the translation asked for (%s, issue 41), as the event loop does', async (word, filter, exact, translation) => {
    const url = `${path(word, filter, exact)}?traduction=${translation}`;
    const [a, b] = await Promise.all([threads.app.request(url), loop.app.request(url)]);
    expect(a.status).toBe(200);
    expect(a.headers.get('etag')).toBe(b.headers.get('etag'));
    const body = await a.text();
    expect(body).toBe(await b.text());
    expect(JSON.parse(body)).toMatchObject({ traduction_id: translation });
    expect(a.headers.get('etag')).not.toBe((await threads.app.request(path(word, filter, exact))).headers.get('etag'));
  });

  it('give a search page the same results, byte for byte, as the event loop does', async () => {
    const web = await builtIndex('parole-search-threads-');
    const [onThreads, onLoop] = await Promise.all([openTestServerApp({ webRoot: web.dir, searchWorkers: 1 }), openTestServerApp({ webRoot: web.dir })]);
    /** The inside of the page's #root, but for its nonce, once the page carries its results (the first pages may come before them). */
    const root = async (site: TestApp) => {
      for (let tries = 0; tries < 50; tries++) {
        const html = await (await site.app.request('/rechercher/lumi%C3%A8re/19/nex')).text();
        if (html.includes(PAGE_DATA_ID)) return html.slice(html.indexOf('<div id="root">')).replace(/ nonce="[^"]*"/g, '');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('the search page came without its results 50 times');
    };
    try {
      const [made, here] = await Promise.all([root(onThreads), root(onLoop)]);
      expect(made).toContain('data-verset-id="19036010"');
      expect(made).toBe(here);
    } finally {
      await Promise.all([onThreads.close(), onLoop.close(), web.remove()]);
    }
  });

  it('refuses a search beyond the queue with 503, Retry-After and a French message, and serves again once it drains', async () => {
    const small = await openTestApp({ searchWorkers: 1, searchQueueLength: 2, searchCacheEntries: 0 });
    try {
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => small.app.request(path(letters(30, i)))));
      const refused = answers.filter((r) => r.status === 503);
      // One running, two waiting: the others are refused at once (more pass if a search ends while they arrive).
      expect(answers.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(3);
      expect(refused.length).toBeGreaterThan(0);
      expect(answers.every((r) => r.status === 200 || r.status === 503)).toBe(true);
      expect(refused[0].headers.get('retry-after')).toBe('1');
      expect(refused[0].headers.get('cache-control')).toBe('no-store');
      expect(await refused[0].json()).toEqual({ message: 'Le serveur reçoit trop de recherches en ce moment : réessayez dans un instant.' });
      expect((await small.app.request(path(letters(30, 20)))).status).toBe(200);
    } finally {
      await small.close();
    }
  });

  it('answers 500 in French when the thread running the search dies, and starts another', async () => {
    const pool = threads.searchPool!;
    const pending = threads.app.request(path(letters(30, 5), 'at'));
    while (pool.load.busy === 0) await new Promise((resolve) => setImmediate(resolve));
    await pool.interrupt();
    const res = await pending;
    expect(res.status).toBe(500);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ message: 'La recherche a échoué sur le serveur : réessayez.' });
    // A failed search is not kept: the same one, asked again, is made by the new thread.
    const again = await threads.app.request(path(letters(30, 5), 'at'));
    expect(again.status).toBe(200);
    expect(pool.load.threads).toBe(1);
  });

  it('stops its threads when the app closes', async () => {
    const other = await openTestApp({ searchWorkers: 2 });
    const pool = other.searchPool!;
    expect(pool.load.threads).toBe(2);
    expect((await other.app.request(path('agneau'))).status).toBe(200);
    await other.close();
    expect(pool.load.threads).toBe(0);
    await expect(pool.answer({ parts: [], phrase: false }, 'nex', 'atnt')).rejects.toThrow('closed');
  });
});
