import { Hono } from 'hono';
import { UnsupportedPathError } from 'hono/router';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { TrieRouter } from 'hono/router/trie-router';
import { getPath } from 'hono/utils/url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptPaths } from './router.js';
import type { TestApp } from './testing.js';
// The server's whole table: the API's routes and, since issue 46, the pages' beside them (packages/server).
import { openTestServerApp } from '../../server/src/testing.js';

/**
 * An app of the shapes the server's table has: app-wide middleware, a
 * family's wildcard, fixed and parameter segments side by side, the share
 * images (the site's own answered by its family's wildcard, as
 * routes/share.ts does), the site's catch-alls last.
 */
function table(router: RegExpRouter<never> | TrieRouter<never>): Hono {
  const app = new Hono({ router });
  const mark = (name: string) => async (c: { header(n: string, v: string, o?: { append: boolean }): void }, next: () => Promise<void>) => {
    c.header('x-ran', name, { append: true });
    await next();
  };
  app.use(mark('all'));
  app.use('/api/*', mark('api'));
  // Each parameter by name: the order of c.req.param()'s keys is each router's own.
  app.get('/api/lire/:book/:chapter', (c) => c.json({ book: c.req.param('book'), chapter: c.req.param('chapter') }));
  app.get('/api/tagcloud/:scope?', (c) => c.json({ tagcloud: c.req.param('scope') ?? null }));
  app.get('/partage/*', (c, next) => (c.req.path === '/partage/parole.png' ? c.text('site image') : next()));
  app.get('/partage/:book/:chapter', (c) => c.json({ book: c.req.param('book'), chapter: c.req.param('chapter') }));
  app.get('/partage/:book/:chapter/:verses', (c) => c.json({ book: c.req.param('book'), chapter: c.req.param('chapter'), verses: c.req.param('verses') }));
  app.get('/', (c) => c.text('home'));
  app.get('*', (c, next) => (c.req.path.startsWith('/lire/') || c.req.path === '/aide' ? c.text(`page ${c.req.path}`) : next()));
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

describe('the app’s router (RegExpRouter)', () => {
  it('answers what Hono’s tree router answers, for every kind of path the server’s table has', async () => {
    const regExp = table(new RegExpRouter());
    const trie = table(new TrieRouter());
    for (const path of PATHS) expect(await answer(regExp, path), path).toEqual(await answer(trie, path));
  });

  it('refuses, when it is added, a fixed segment beside a parameter at the same place (why the site’s share image has a wildcard route)', () => {
    const app = new Hono({ router: new RegExpRouter() });
    app.get('/partage/:book/:chapter', (c) => c.text('passage'));
    expect(() => app.get('/partage/parole.png', (c) => c.text('site'))).toThrow(UnsupportedPathError);
  });

  describe('on the server’s own table', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await openTestServerApp();
    });
    afterAll(() => t?.close());

    it('holds every route of the server, the share images’ included', async () => {
      expect(t.app.router.name).toBe('RegExpRouter');
      for (const path of ['/api/lire/43/3', '/partage/parole.png', '/partage/43/3.png', '/partage/43/3/16.png']) {
        expect((await t.app.request(path)).status, path).toBe(200);
      }
    });

    it('runs nothing before a prepared read’s route but the front door: two steps of Hono’s compose', () => {
      const door = t.app.router.match('GET', '/api/info')[0][0][0][0];
      for (const path of ['/api/lire/43/3', '/api/print/43/3', '/api/rechercher/amour/atnt/nex', '/api/bible1an/1/1', '/api/theme', '/api/theme/1', '/api/tagcloud/nt']) {
        const [[first], [route]] = t.app.router.match('GET', path)[0];
        expect(first[0], path).toBe(door);
        expect((route[1] as { path: string }).path, path).not.toMatch(/\*$/);
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
