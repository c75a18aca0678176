/**
 * The pages' sub-app (app.ts) as the server mounts it beside the API
 * (packages/server's openTestServerApp): the site's files and pages in
 * history mode, the embed's bundles, and the security headers of the pages'
 * answers. Moved from the API's app.test.ts with the code (issue 46).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '@parole/api/testing';
import { openTestServerApp } from '../../server/src/testing.js';
import { tempTree, type TempTree } from '../../../tests/support/temp-tree.js';

/** Asks each of `urls` with `request` and expects the JSON refusal `{ message }` with `status`. */
async function expectRefusals(request: (url: string) => Response | Promise<Response>, urls: string[], status: number, message: string) {
  for (const url of urls) {
    const res = await request(url);
    expect(res.status, url).toBe(status);
    expect(await res.json(), url).toEqual({ message });
  }
}

describe('security headers of the pages’ answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestServerApp();
  });
  afterAll(() => t.close());

  it('sends HSTS of a year, nosniff, no referrer and a frame-ancestors rule on every kind of answer', async () => {
    const paths = ['/partage/43/3/16.png', '/partage/1/99.png', '/sitemap.xml', '/robots.txt'];
    for (const path of paths) {
      const res = await t.app.request(path);
      const hsts = /^max-age=(\d+); includeSubDomains$/.exec(res.headers.get('strict-transport-security') ?? '');
      expect(Number(hsts?.[1]), path).toBeGreaterThanOrEqual(31_536_000);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(res.headers.get('content-security-policy'), path).toMatch(/frame-ancestors '(?:none|self)'/);
    }
  });
});

describe('static files', () => {
  let tree: TempTree;
  let site: TestApp;
  beforeAll(async () => {
    tree = await tempTree('parole-static-', {
      'web/index.html': '<!doctype html><title>Parole</title>',
      'web/humans.txt': 'Parole',
      'web/assets/index-Bx12cd34.js': 'console.log(1)',
      'widgets/parole-widgets.js': 'var ParoleWidgets;',
    });
    site = await openTestServerApp({ webRoot: tree.path('web'), widgetsRoot: tree.path('widgets') });
  });
  afterAll(async () => {
    await site.close();
    await tree.remove();
  });
  const fetchSite = (url: string, init?: RequestInit) => site.app.request(url, init);

  it('answers index.html, not cached, for the routes of the site (history mode)', async () => {
    for (const url of ['/', '/lire/43/3', '/lire/43/3/16-18', '/rechercher/J%C3%A9sus%20de%20Nazareth/atnt/nex', '/aide']) {
      const res = await fetchSite(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type'), url).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control'), url).toBe('private, no-cache');
      // Rendered with the page's own head (page.ts; tests/api/share-head.test.ts).
      const html = await res.text();
      expect(html, url).toMatch(/^<!doctype html><meta property="csp-nonce" nonce="[\w+/=]{24}" \/><title>/);
      expect(html.match(/<title>/g), url).toHaveLength(1);
      expect(html, url).toContain('<meta property="og:title"');
    }
    expect(await (await fetchSite('/lire/43/3/16-18')).text()).toContain('<title>Jean 3:16-18 — Louis Segond 1910 · Parole</title>');
    // The file itself, as built, with its nonce (the offline shell: page.ts).
    const shell = await fetchSite('/index.html');
    const nonce = /'nonce-([\w+/=]+)'/.exec(shell.headers.get('content-security-policy')!)![1];
    expect(await shell.text()).toBe(`<!doctype html><meta property="csp-nonce" nonce="${nonce}" /><title>Parole</title>`);
  });

  it('serves the site’s files, hashed assets for a year', async () => {
    const asset = await fetchSite('/assets/index-Bx12cd34.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('console.log(1)');
    const humans = await fetchSite('/humans.txt');
    expect(await humans.text()).toBe('Parole');
    expect(humans.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the widget bundles to other sites', async () => {
    const res = await fetchSite('/widgets/parole-widgets.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('answers 404, not the page, for a missing asset, widget or API path', async () => {
    await expectRefusals(fetchSite, ['/assets/gone-123.js', '/widgets/gone.js', '/api/nothing', '/sanctum/other'], 404, 'Ressource introuvable');
  });

  it('still answers the API and refuses malformed paths', async () => {
    expect((await fetchSite('/api/lire/43/3')).status).toBe(200);
    expect((await fetchSite('/lire/%E0%A4%A')).status).toBe(400);
  });

  it('does not serve files outside the web root', async () => {
    for (const url of ['/../package.json', '/assets/..%2F..%2Fpackage.json', '/%2e%2e/package.json']) {
      const res = await fetchSite(url);
      expect(await res.text(), url).not.toContain('"name"');
    }
  });
});
