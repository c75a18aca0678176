/**
 * The server answers what the contract declares, and nothing else (issue 26):
 * the routes the app registers, with every feature on (quiz, accounts, the
 * AI helper, chapter audio, the site's and the widgets' builds), walked and
 * matched against @parole/bible's tables — the API, the media, the share
 * images, the images, the files at the root and the server's families of
 * paths. A route added outside the tables fails here, and so does an entry
 * of the tables that no route answers.
 */
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, images, media, OPERATIONS, ROOT_FILES, SERVER_SEGMENTS, shareImages, WIDGET_SCRIPTS } from '@parole/bible';
import type { TestApp } from '../../packages/api/src/testing.js';
import { openTestServerApp } from '../../packages/server/src/testing.js';
import { audioApp, closeAudioParts, openAudioParts, type AudioParts } from '../support/audio.js';
import { tempTree, type TempTree } from '../support/temp-tree.js';

let t: TestApp;
let parts: AudioParts;
let builds: TempTree;
let withAudio: Hono;

beforeAll(async () => {
  // Folders standing for the two builds: the static routes are registered only where they exist.
  builds = await tempTree('parole-routes-', { 'web/index.html': '<!doctype html><div id="root"></div>', 'widgets/parole-widgets.js': '' });
  t = await openTestServerApp({ webRoot: builds.path('web'), widgetsRoot: builds.path('widgets') });
  parts = await openAudioParts('parole-routes-audio-', () => undefined, () => undefined);
  withAudio = audioApp(parts, () => undefined, { dir: builds.path('audio') }).app;
});
afterAll(async () => {
  await t?.close();
  await closeAudioParts(parts);
  await builds?.remove();
});

/** The routes of both apps: `METHOD path`, once each. */
const registered = () => new Set([...t.app.routes, ...withAudio.routes].map((r) => `${r.method} ${r.path}`));

/** What the contract declares the server answers: `METHOD path`. */
const DECLARED = new Set([
  ...Object.values(api).map((e) => `${e.method} ${e.path}`),
  ...[media, shareImages, images].flatMap((table) => Object.values(table).map((r) => `GET ${r.path}`)),
  ...[ROOT_FILES.robots, ROOT_FILES.sitemap, WIDGET_SCRIPTS.embed].map((path) => `GET ${path}`),
  // The operator's probes and metrics (issue 50).
  ...Object.values(OPERATIONS).map((path) => `GET ${path}`),
]);
const DECLARED_PATHS = new Set([...DECLARED].map((route) => route.slice(route.indexOf(' ') + 1)));

/** The entries answered by their family's wildcard route: the site's share image, beside the passages' (/partage/:book/:chapter). */
const BY_FAMILY_WILDCARD = new Map([[`GET ${shareImages.site.path}`, { wildcard: `GET /${SERVER_SEGMENTS.shareImages}/*`, type: 'image/png' }]]);

/** A whole family of the server's paths (its middleware, the preflights, the builds' files), or every path ('/*': the pages and the app-wide middleware). */
const FAMILY_WILDCARDS = new Set(['/*', ...Object.values(SERVER_SEGMENTS).map((segment) => `/${segment}/*`)]);

describe('the server’s routes', () => {
  it('answer only paths of the contract: its endpoints and files, or a whole family of its paths', () => {
    const outside = [...registered()].filter((route) => {
      const [method, path] = route.split(' ') as [string, string];
      if (path.endsWith('*')) return !FAMILY_WILDCARDS.has(path);
      // Middleware (ALL) and preflights (OPTIONS) of one endpoint sit on its declared path.
      if (method === 'ALL' || method === 'OPTIONS') return !DECLARED_PATHS.has(path);
      return !DECLARED.has(route);
    });
    expect(outside).toEqual([]);
  });

  it('answer every entry of the contract', async () => {
    const routes = registered();
    // An entry the app's router (RegExpRouter) cannot hold as a route of its own (a fixed segment beside a parameter)
    // is answered by its family's wildcard route (packages/api/src/router.ts): registered, and answering it.
    const missing = [...DECLARED].filter((route) => !routes.has(route));
    expect(missing).toEqual([...BY_FAMILY_WILDCARD.keys()]);
    for (const [route, { wildcard, type }] of BY_FAMILY_WILDCARD) {
      expect(routes, route).toContain(wildcard);
      const res = await t.app.request(route.slice(route.indexOf(' ') + 1));
      expect([res.status, res.headers.get('Content-Type')], route).toEqual([200, type]);
    }
  });

  it('keep every family of the contract to its own first segment (a path outside them is a page)', async () => {
    // A path under no family is a page of the site; under the API's, an unknown path is the API's own 404.
    const page = await t.app.request('/une/page/inconnue');
    expect(page.headers.get('Content-Type')).toMatch(/^text\/html/);
    const unknown = await t.app.request(`/${SERVER_SEGMENTS.api}/inconnu`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('Content-Type')).toMatch(/^application\/json/);
  });
});
