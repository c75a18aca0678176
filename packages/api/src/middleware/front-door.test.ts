import { Hono } from 'hono';
import { getPath } from 'hono/utils/url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUSALS, serverFamily, SERVER_SEGMENTS, type ServerFamily } from '@parole/bible';
import { clientAddress, overHttps, refusalAnswer } from '../http.js';
import { trustedProxies } from '../proxy.js';
import { openTestApp, type TestApp } from '../testing.js';
import { frontDoor } from './front-door.js';
import { completeResponse, isComplete } from '../headers.js';

const POLICY = { 'X-Policy': 'yes' };

/** Each family's policy names it (`X-Family`), the site's names `site`. */
const policies = Object.fromEntries(
  [...(Object.keys(SERVER_SEGMENTS) as ServerFamily[]), 'site'].map((family) => [family, { ...POLICY, 'X-Family': family }]),
) as unknown as Record<ServerFamily | 'site', Record<string, string>>;

function app() {
  const a = new Hono();
  a.use(
    frontDoor({
      policies,
      screen: (c) => (c.req.url.includes('refuse') ? refusalAnswer(REFUSALS.badRequest) : undefined),
      proxies: trustedProxies(['127.0.0.1']),
    }),
  );
  a.get('/prepared', (c) => completeResponse(c, 200, new TextEncoder().encode('ok'), { 'Content-Type': 'text/plain', 'Content-Length': '2' }));
  a.get('/later', async (c) => c.text('later'));
  a.get('/own-policy', (c) => {
    c.set('headerPolicy', { 'X-Policy': 'its own' });
    return completeResponse(c, 200, new TextEncoder().encode('ok'), { 'Content-Type': 'text/plain', 'Content-Length': '2' });
  });
  a.get('/client', (c) => c.json({ address: clientAddress(c) ?? null, https: overHttps(c) }));
  a.get('/boom', () => {
    throw new Error('boom');
  });
  a.onError((_err, c) => c.json({ error: true }, 500));
  return a;
}

/** What the socket of a request through app.request() says: a trusted proxy, or not. */
const fromSocket = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

describe('frontDoor', () => {
  it('hands on an answer made by completeResponse as it made it, under its policy', async () => {
    const res = await app().fetch(new Request('http://localhost/prepared'));
    expect(isComplete(res)).toBe(true);
    expect(res.headers.get('x-policy')).toBe('yes');
    expect(res.headers.get('x-family')).toBe('site');
    expect(await res.text()).toBe('ok');
  });

  it('sets the policy of the path’s family, decoded, on the other answers: later ones, errors, answers no route made', async () => {
    const a = app();
    for (const [path, status, family] of [
      ['/later', 200, 'site'],
      ['/boom', 500, 'site'],
      ['/nowhere/at/all?x=/y', 404, 'site'],
      ['/api/nowhere', 404, 'api'],
      ['/%61pi/nowhere', 404, 'api'],
      ['/pr%65pared', 200, 'site'],
      ['/pr%65pared/%2F/x', 404, 'site'],
      ['/later?n=%C3%A9', 200, 'site'],
      ['/mp3/43/3.mp3', 404, 'media'],
      ['/', 404, 'site'],
    ] as const) {
      const res = await a.request(path);
      expect(res.status, path).toBe(status);
      expect(res.headers.get('x-policy'), path).toBe('yes');
      expect(res.headers.get('x-family'), path).toBe(family);
    }
  });

  it('reads the family from the path as Hono decodes it, percent signs or not', async () => {
    const a = app();
    for (const path of ['/api/lire/43/3', '/%61pi/lire', '/a%2Fb/c', '/%25/x', '/caf%C3%A9', '/x%C3%A9y?q=/z', '/api?x=1', '//api', '/a#b', '/widgets/x.js', '/wid%67ets/x.js', '/partage/43/3.png']) {
      const res = await a.request(`http://localhost${path}`);
      const decoded = getPath(new Request(`http://localhost${path}`));
      expect(res.headers.get('x-family'), path).toBe(serverFamily(decoded) ?? 'site');
    }
  });

  it('answers the screen’s refusal instead of the app, under the policy, as refuse() would', async () => {
    for (const [path, family] of [
      ['/prepared?refuse', 'site'],
      ['/api/lire/43/3?refuse', 'api'],
    ] as const) {
      const res = await app().request(path);
      expect(res.status, path).toBe(400);
      expect(res.headers.get('x-policy'), path).toBe('yes');
      expect(res.headers.get('x-family'), path).toBe(family);
      expect(res.headers.get('content-type'), path).toBe('application/json; charset=UTF-8');
      expect(await res.json(), path).toEqual({ message: REFUSALS.badRequest.message });
    }
  });

  it('gives the handlers the client a trusted proxy forwarded, and no one else’s word', async () => {
    const forwarded = { 'x-forwarded-for': '198.51.100.7', 'x-forwarded-proto': 'https' };
    const viaProxy = await app().request('/client', { headers: forwarded }, fromSocket('127.0.0.1'));
    expect(await viaProxy.json()).toEqual({ address: '198.51.100.7', https: true });
    const direct = await app().request('/client', { headers: forwarded }, fromSocket('203.0.113.50'));
    expect(await direct.json()).toEqual({ address: '203.0.113.50', https: false });
  });

  it('sets its policy on a prepared answer made where no policy was in the context (an app reached by a fetch)', async () => {
    const inner = new Hono();
    inner.get('/inner', (c) => completeResponse(c, 200, new TextEncoder().encode('ok'), { 'Content-Type': 'text/plain', 'Content-Length': '2' }));
    const a = new Hono();
    a.use(frontDoor({ policies }));
    a.get('/inner', (c) => inner.fetch(c.req.raw));
    const res = await a.request('/inner');
    expect([res.status, res.headers.get('x-policy'), res.headers.get('x-family')]).toEqual([200, 'yes', 'site']);
  });

  it('answers HEAD with the GET’s headers, the policy an answer set for itself included', async () => {
    const a = app();
    for (const path of ['/prepared', '/later', '/own-policy']) {
      const [get, head] = await Promise.all([a.request(path), a.request(path, { method: 'HEAD' })]);
      expect(head.status, path).toBe(200);
      // Each request its own id (issue 50); every other header the same.
      const others = (res: Response) => [...res.headers].filter(([name]) => name !== 'x-request-id');
      expect(others(head), path).toEqual(others(get));
      expect([get, head].map((res) => res.headers.get('x-request-id')), path).toEqual([expect.any(String), expect.any(String)]);
    }
    expect((await a.request('/own-policy', { method: 'HEAD' })).headers.get('x-policy')).toBe('its own');
  });
});

describe('the request’s id (issue 50)', () => {
  const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  const NGINX_ID = '0f3c9e5b8a7d4c2e9b1a6f5d4c3b2a19';

  it('takes X-Request-Id from a trusted proxy, and returns it on every kind of answer', async () => {
    const a = app();
    for (const path of ['/prepared', '/later', '/boom', '/nowhere', '/refuse?x=1']) {
      const res = await a.request(path, { headers: { 'X-Request-Id': NGINX_ID } }, fromSocket('127.0.0.1'));
      expect(res.headers.get('x-request-id'), path).toBe(NGINX_ID);
    }
  });

  it('makes its own for anyone else, or for a proxy’s id that is no plain token', async () => {
    const a = app();
    const untrusted = await a.request('/later', { headers: { 'X-Request-Id': NGINX_ID } }, fromSocket('203.0.113.9'));
    expect(untrusted.headers.get('x-request-id')).toMatch(ID);
    const odd = await a.request('/later', { headers: { 'X-Request-Id': 'a b\u00e9' } }, fromSocket('127.0.0.1'));
    expect(odd.headers.get('x-request-id')).toMatch(ID);
    const none = await a.request('/prepared');
    expect(none.headers.get('x-request-id')).toMatch(ID);
    expect(none.headers.get('x-request-id')).not.toBe(untrusted.headers.get('x-request-id'));
  });

  it('tells `answered` of each answer: its id, status and time, refusals included', async () => {
    const told: Array<[string, number, boolean]> = [];
    const a = new Hono();
    a.use(frontDoor({ policies, screen: (c) => (c.req.url.includes('refuse') ? refusalAnswer(REFUSALS.badRequest) : undefined), answered: (c, status, ms) => void told.push([c.get('requestId'), status, ms >= 0]) }));
    a.get('/ok', (c) => c.text('ok'));
    const ok = await a.request('/ok');
    const refused = await a.request('/refuse');
    expect(told).toEqual([
      [ok.headers.get('x-request-id'), 200, true],
      [refused.headers.get('x-request-id'), 400, true],
    ]);
  });
});

describe('the server’s prepared answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
  });
  afterAll(() => t?.close());

  it('are handed on as completeResponse made them once made: the front door leaves them as they are', async () => {
    const paths = ['/api/lire/43/3', '/api/print/19/23', '/api/rechercher/amour/atnt/nex', '/api/bible1an/1/1', '/api/theme', '/api/theme/1', '/api/tagcloud/nt'];
    const headers = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    for (const path of paths) {
      // The first request of each makes the answer (and the second a search's gzip form).
      for (let i = 0; i < 2; i++) expect((await t.app.request(path, { headers })).status, path).toBe(200);
      const res = await t.app.fetch(new Request(`http://localhost${path}`, { headers }));
      expect(res.status, path).toBe(200);
      expect(isComplete(res), path).toBe(true);
    }
  });
});
