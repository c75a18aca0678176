/**
 * ALLOWED_ORIGINS through the real app (real Bible database, a fresh state
 * database): which other origins a browser lets use the API, for reads and
 * for the quiz's game calls, and that nothing else opens.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewGameResponse } from '@parole/bible';
import { loadConfig } from '../../packages/api/src/config.js';
import { openTestApp, type TestApp } from '../../packages/api/src/testing.js';

const CHURCH = 'https://eglise.example.org';
const DEMO = 'http://127.0.0.1:4100';
const OTHER = 'https://ailleurs.example.net';
const JSON_CALL = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };

/** The headers of a browser's preflight from `origin` for `method`. */
const preflightFrom = (origin: string, method: string, headers = 'x-requested-with') => ({
  method: 'OPTIONS',
  headers: { Origin: origin, 'Access-Control-Request-Method': method, 'Access-Control-Request-Headers': headers },
});

/** A new game of `pseudo`, asked from `origin`: the body of its calls. */
async function newGame(t: TestApp, pseudo: string, origin: string) {
  const res = await t.app.request(`/api/jeu/partie/${pseudo}`, { headers: { Origin: origin } }, { incoming: { socket: { remoteAddress: '192.0.2.7' } } });
  expect(res.status).toBe(200);
  const { partie, jeton } = (await res.json()) as NewGameResponse;
  return { res, call: { pseudo, partie, jeton } };
}

const post = (t: TestApp, path: string, body: unknown, origin: string) =>
  t.app.request(path, { method: 'POST', headers: { ...JSON_CALL, Origin: origin }, body: JSON.stringify(body) });

describe('with a list of allowed origins', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp({ allowedOrigins: loadConfig({ ALLOWED_ORIGINS: `${CHURCH}, ${DEMO}/` }).allowedOrigins });
  });
  afterAll(() => t.close());

  it('lets a listed origin read: its own origin in Access-Control-Allow-Origin, Vary: Origin, no credentials', async () => {
    for (const origin of [CHURCH, DEMO]) {
      const res = await t.app.request('/api/lire/43/3', { headers: { Origin: origin, 'X-Requested-With': 'XMLHttpRequest' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('vary')).toBe('Accept-Encoding, Origin');
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      expect((await res.json()).versets).toHaveLength(36);
    }
  });

  it('gives an unlisted origin no Access-Control-Allow-Origin: the browser keeps the answer from its page', async () => {
    const res = await t.app.request('/api/lire/43/3', { headers: { Origin: OTHER } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('vary')).toBe('Accept-Encoding, Origin');
    // The same for a subdomain, another port or another scheme of a listed origin.
    for (const near of ['https://www.eglise.example.org', 'https://eglise.example.org:8443', 'http://eglise.example.org', 'http://localhost:4100', 'null']) {
      const other = await t.app.request('/api/info', { headers: { Origin: near } });
      expect(other.headers.get('access-control-allow-origin'), near).toBeNull();
    }
  });

  it('applies to every kind of API answer: prepared, 304, gzip, search, errors, and to the chapters’ audio', async () => {
    const headers = { Origin: CHURCH };
    const chapter = await t.app.request('/api/lire/43/3', { headers });
    const answers = [
      await t.app.request('/api/lire/43/3', { headers: { ...headers, 'Accept-Encoding': 'gzip' } }),
      await t.app.request('/api/lire/43/3', { headers: { ...headers, 'If-None-Match': chapter.headers.get('etag')! } }),
      await t.app.request('/api/bible1an/8/31', { headers }),
      await t.app.request('/api/rechercher/berger/atnt/nex', { headers }),
      await t.app.request('/api/rechercher/berger/zz/nex', { headers }),
      await t.app.request('/api/nothing-here', { headers }),
      await t.app.request('/mp3/43/99.mp3', { headers }),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 304, 200, 200, 400, 404, 404]);
    for (const res of answers) {
      expect(res.headers.get('access-control-allow-origin'), res.url).toBe(CHURCH);
      expect(res.headers.get('vary')).toMatch(/(^|, )Origin$/);
    }
  });

  it('leaves same-origin requests (no Origin) as they were, with Vary: Origin for caches', async () => {
    const res = await t.app.request('/api/lire/43/3');
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('vary')).toBe('Accept-Encoding, Origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('answers a listed origin’s preflight for a read, and an unlisted one’s with no allow header at all', async () => {
    const listed = await t.app.request('/api/rechercher/berger/atnt/nex', preflightFrom(CHURCH, 'GET'));
    expect(listed.status).toBe(204);
    expect(listed.headers.get('access-control-allow-origin')).toBe(CHURCH);
    expect(listed.headers.get('access-control-allow-methods')).toBe('GET,HEAD');
    expect(listed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-requested-with');
    expect(listed.headers.get('access-control-max-age')).toBe('86400');
    expect(listed.headers.get('access-control-allow-credentials')).toBeNull();
    expect(listed.headers.get('vary')).toBe('Origin');

    const unlisted = await t.app.request('/api/rechercher/berger/atnt/nex', preflightFrom(OTHER, 'GET'));
    expect(unlisted.status).toBe(204);
    for (const name of ['origin', 'methods', 'headers', 'credentials']) {
      expect(unlisted.headers.get(`access-control-allow-${name}`), name).toBeNull();
    }
    expect(unlisted.headers.get('access-control-max-age')).toBeNull();
  });

  it('answers the game calls’ preflight (POST) for a listed origin only', async () => {
    for (const path of ['/api/jouefirst', '/api/joue']) {
      const listed = await t.app.request(path, preflightFrom(DEMO, 'POST', 'content-type,x-requested-with'));
      expect(listed.status).toBe(204);
      expect(listed.headers.get('access-control-allow-origin')).toBe(DEMO);
      expect(listed.headers.get('access-control-allow-methods')).toBe('POST');
      expect(listed.headers.get('access-control-allow-headers')?.toLowerCase().split(',').sort()).toEqual(['content-type', 'x-requested-with']);
      expect(listed.headers.get('access-control-allow-credentials')).toBeNull();

      const unlisted = await t.app.request(path, preflightFrom(OTHER, 'POST', 'content-type,x-requested-with'));
      expect(unlisted.headers.get('access-control-allow-origin')).toBeNull();
      expect(unlisted.headers.get('access-control-allow-methods')).toBeNull();
    }
  });

  it('lets a listed origin play a game: new game, first verse, an answer, each readable by its page', async () => {
    const { res, call } = await newGame(t, 'Paroisse', DEMO);
    expect(res.headers.get('access-control-allow-origin')).toBe(DEMO);
    const first = await post(t, '/api/jouefirst', call, DEMO);
    expect(first.status).toBe(200);
    expect(first.headers.get('access-control-allow-origin')).toBe(DEMO);
    const answer = await post(t, '/api/joue', { ...call, essai: 1, livre: 1 }, DEMO);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe(DEMO);
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('keeps every other write closed to other origins, listed or not', async () => {
    for (const origin of [CHURCH, OTHER]) {
      const preflight = await t.app.request('/api/login', preflightFrom(origin, 'POST', 'content-type,x-requested-with'));
      expect(preflight.headers.get('access-control-allow-methods') ?? '').not.toContain('POST');
      const write = await post(t, '/api/login', { name: 'marie', password: 'x'.repeat(12) }, origin);
      expect(write.status).toBe(403);
    }
  });
});

describe('by default (ALLOWED_ORIGINS unset: any origin)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp({ allowedOrigins: loadConfig({}).allowedOrigins });
  });
  afterAll(() => t.close());

  it('answers Access-Control-Allow-Origin: * to any origin, without Vary: Origin or credentials', async () => {
    for (const origin of [CHURCH, OTHER]) {
      const res = await t.app.request('/api/lire/43/3', { headers: { Origin: origin } });
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    }
    expect((await t.app.request('/mp3/43/99.mp3', { headers: { Origin: OTHER } })).headers.get('access-control-allow-origin')).toBe('*');
  });

  // Issue 45: nothing an embed needs; the site's own calls carry no CORS header, not even `*`.
  it('answers the site’s own calls (session, login, logout, the AI helper) and their preflights without CORS', async () => {
    for (const [path, method] of [
      ['/api/session', 'GET'],
      ['/api/login', 'POST'],
      ['/api/logout', 'DELETE'],
      ['/api/oairequest', 'POST'],
    ] as const) {
      const res = await t.app.request(path, { method, headers: { ...JSON_CALL, Origin: OTHER }, body: method === 'GET' ? undefined : '{}' });
      expect(res.status, path).toBeLessThan(500);
      expect(res.headers.get('access-control-allow-origin'), path).toBeNull();
      const preflight = await t.app.request(path, preflightFrom(OTHER, method, 'content-type,x-requested-with'));
      expect(preflight.headers.get('access-control-allow-origin'), path).toBeNull();
    }
    // Same-origin, as the site asks: unchanged.
    expect((await t.app.request('/api/session', { headers: JSON_CALL })).status).toBe(200);
  });

  it('answers any origin’s preflight, the game calls’ with POST', async () => {
    const read = await t.app.request('/api/lire/43/3', preflightFrom(OTHER, 'GET'));
    expect(read.headers.get('access-control-allow-origin')).toBe('*');
    expect(read.headers.get('access-control-allow-methods')).toBe('GET,HEAD');
    const game = await t.app.request('/api/jouefirst', preflightFrom(OTHER, 'POST', 'content-type,x-requested-with'));
    expect(game.headers.get('access-control-allow-origin')).toBe('*');
    expect(game.headers.get('access-control-allow-methods')).toBe('POST');
    expect(game.headers.get('access-control-allow-credentials')).toBeNull();
  });
});
