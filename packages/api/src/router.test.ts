import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPath } from 'hono/utils/url';
import { alwaysAnswers, keptPaths, SegmentRouter } from './router.js';
import type { TestApp } from './testing.js';
// The server's whole table: the API's routes and, since issue 46, the pages' beside them (packages/server).
import { openTestServerApp } from '../../server/src/testing.js';

/**
 * An app of the shapes the server's table has: app-wide middleware, a
 * family's wildcard, fixed and parameter segments side by side, the site's
 * catch-alls last; and, unless `firstParam` is false, a route whose first
 * segment is a parameter (which RegExpRouter cannot hold beside fixed ones).
 */
function table(router?: SegmentRouter<never>, firstParam = true): Hono {
  const app = router ? new Hono({ router }) : new Hono();
  const mark = (name: string) => async (c: { header(n: string, v: string, o?: { append: boolean }): void }, next: () => Promise<void>) => {
    c.header('x-ran', name, { append: true });
    await next();
  };
  app.use(mark('all'));
  app.use('/api/*', mark('api'));
  // Each parameter by name: the order of c.req.param()'s keys is each router's own.
  app.get('/api/lire/:book/:chapter', (c) => c.json({ book: c.req.param('book'), chapter: c.req.param('chapter') }));
  app.get('/api/tagcloud/:scope?', (c) => c.json({ tagcloud: c.req.param('scope') ?? null }));
  app.get('/partage/parole.png', (c) => c.text('site image'));
  app.get('/partage/:book/:chapter', (c) => c.json({ book: c.req.param('book'), chapter: c.req.param('chapter') }));
  app.get('/partage/:book/:chapter/:verses', (c) => c.json({ book: c.req.param('book'), chapter: c.req.param('chapter'), verses: c.req.param('verses') }));
  if (firstParam) app.get('/:page', (c, next) => (c.req.param('page') === 'aide' ? c.text('help') : next()));
  app.get('/', (c) => c.text('home'));
  app.get('*', (c, next) => (c.req.path.startsWith('/lire/') ? c.text(`page ${c.req.path}`) : next()));
  app.notFound((c) => c.text('none', 404));
  return app;
}

const PATHS = [
  '/',
  '//api/lire/43/3',
  '/api',
  '/api/',
  '/api/lire/43/3',
  '/api/lire/43',
  '/api/lire/43/3/4',
  '/api/tagcloud',
  '/api/tagcloud/nt',
  '/api/inconnu',
  '/apis/lire/43/3',
  '/partage/parole.png',
  '/partage/43/3.png',
  '/partage/43/3/16.png',
  '/partage/x',
  '/aide',
  '/lire/43/3',
  '/lire',
  '/%61pi/lire/43/3',
  '/nulle/part',
];

/** What an app answers to `path`: status, the middleware that ran, the body. */
async function answer(app: Hono, path: string) {
  const res = await app.request(path);
  return { status: res.status, ran: res.headers.get('x-ran'), body: await res.text() };
}

describe('SegmentRouter', () => {
  it('answers what Hono’s own router answers, for every kind of path', async () => {
    const own = table();
    const segments = table(new SegmentRouter());
    for (const path of PATHS) expect(await answer(segments, path), path).toEqual(await answer(own, path));
    const plain = table(undefined, false);
    const plainSegments = table(new SegmentRouter(), false);
    for (const path of PATHS) expect(await answer(plainSegments, path), path).toEqual(await answer(plain, path));
  });

  it('uses RegExpRouter for every first segment but the one whose routes it cannot hold', async () => {
    const router = new SegmentRouter<never>();
    await answer(table(router, false), '/api/lire/43/3');
    expect(router.routerNames()).toEqual({
      api: 'RegExpRouter',
      partage: 'TrieRouter',
      '': 'RegExpRouter',
      '*': 'RegExpRouter',
    });
  });

  it('leaves out of a match the handlers after one that always answers, and only those', () => {
    const router = new SegmentRouter<readonly [object]>();
    const before = () => undefined;
    const answering = alwaysAnswers(() => undefined);
    const after = () => undefined;
    router.add('ALL', '/*', [before]);
    router.add('GET', '/api/lire/:book/:chapter', [answering]);
    router.add('GET', '/*', [after]);
    const handlers = (path: string) => router.match('GET', path)[0].map(([[handler]]) => handler);
    expect(handlers('/api/lire/43/3')).toEqual([before, answering]);
    expect(handlers('/api/lire/43/3')).toEqual([before, answering]);
    expect(handlers('/lire/43/3')).toEqual([before, after]);
  });

  describe('on the server’s own table', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await openTestServerApp();
    });
    afterAll(() => t?.close());

    it('holds the API’s routes, its pages’ and its files’ with RegExpRouter, the share images’ alone with TrieRouter', async () => {
      expect((await t.app.request('/api/lire/43/3')).status).toBe(200);
      const names = (t.app.router as SegmentRouter<never>).routerNames();
      expect(names.api).toBe('RegExpRouter');
      expect(names.partage).toBe('TrieRouter');
      expect(Object.entries(names).filter(([segment, name]) => segment !== 'partage' && name !== 'RegExpRouter')).toEqual([]);
    });

    it('makes a prepared answer the only handler of its request', () => {
      for (const path of ['/api/lire/43/3', '/api/print/43/3', '/api/rechercher/amour/atnt/nex', '/api/bible1an/1/1', '/api/theme', '/api/theme/1', '/api/tagcloud/nt']) {
        expect(t.app.router.match('GET', path)[0], path).toHaveLength(1);
      }
    });
  });
});

describe('keptPaths', () => {
  it('answers Hono’s getPath(), kept or not', () => {
    const pathOf = keptPaths(2);
    const urls = ['/api/lire/43/3', '/api/rechercher/%C3%89ternel/atnt/nex', '/a%2Fb%25c?q=%C3%A9', '/%E0%A4%A/x', '/api/rechercher/%C3%89ternel/atnt/nex', '/x%20y', '/a%2Fb%25c?q=%C3%A9'];
    for (const url of urls) {
      const request = new Request(`http://localhost${url}`);
      expect(pathOf(request), url).toBe(getPath(request));
    }
  });
});
