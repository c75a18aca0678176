import { Hono } from 'hono';
import { getPath } from 'hono/utils/url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frontDoor } from './front.js';
import { clientAddress, overHttps, refusalAnswer } from './http.js';
import { completeResponse } from './middleware/headers.js';
import { REFUSALS } from '@parole/bible';
import { openTestApp, type TestApp } from './testing.js';

const POLICY = { 'X-Policy': 'yes' };

function app() {
  const a = new Hono();
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
  frontDoor(a, {
    policyFor: (segment) => ({ ...POLICY, 'X-Segment': segment }),
    screen: (request) => (request.url.includes('refuse') ? refusalAnswer(REFUSALS.badRequest) : undefined),
    client: (request) => ({ address: request.headers.get('x-test-client') ?? undefined, https: true }),
  });
  return a;
}

describe('frontDoor', () => {
  it('hands on an answer made at once as it is, not in a promise, under its policy', async () => {
    const res = app().fetch(new Request('http://localhost/prepared'));
    expect(res).toBeInstanceOf(Response);
    const answer = res as Response;
    expect(answer.headers.get('x-policy')).toBe('yes');
    expect(await answer.text()).toBe('ok');
  });

  it('sets the policy of the path’s first segment, decoded, on the other answers: later ones, errors, answers no route made', async () => {
    const a = app();
    for (const [path, status, segment] of [
      ['/later', 200, 'later'],
      ['/boom', 500, 'boom'],
      ['/nowhere/at/all?x=/y', 404, 'nowhere'],
      ['/pr%65pared', 200, 'prepared'],
      ['/pr%65pared/%2F/x', 404, 'prepared'],
      ['/later?n=%C3%A9', 200, 'later'],
      ['/', 404, ''],
    ] as const) {
      const res = await a.request(path);
      expect(res.status, path).toBe(status);
      expect(res.headers.get('x-policy'), path).toBe('yes');
      expect(res.headers.get('x-segment'), path).toBe(segment);
    }
  });

  it('reads the first segment as Hono decodes the path, percent signs or not', async () => {
    const a = app();
    for (const path of ['/api/lire/43/3', '/%61pi/lire', '/a%2Fb/c', '/%25/x', '/caf%C3%A9', '/x%C3%A9y?q=/z', '/api?x=1', '//api', '/a#b']) {
      const res = await a.request(`http://localhost${path}`);
      const decoded = getPath(new Request(`http://localhost${path}`));
      expect(res.headers.get('x-segment'), path).toBe(decoded.split('/')[1]);
    }
  });

  it('answers the screen’s refusal instead of the app, under the policy, as refuse() would', async () => {
    const res = await app().request('/prepared?refuse');
    expect(res.status).toBe(400);
    expect(res.headers.get('x-policy')).toBe('yes');
    expect(res.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    expect(await res.json()).toEqual({ message: REFUSALS.badRequest.message });
  });

  it('gives the handlers the client it found', async () => {
    const res = await app().request('/client', { headers: { 'x-test-client': '198.51.100.7' } });
    expect(await res.json()).toEqual({ address: '198.51.100.7', https: true });
  });

  it('answers HEAD with the GET’s headers, the policy an answer set for itself included', async () => {
    const a = app();
    for (const path of ['/prepared', '/later', '/own-policy']) {
      const [get, head] = await Promise.all([a.request(path), a.request(path, { method: 'HEAD' })]);
      expect(head.status, path).toBe(200);
      expect([...head.headers], path).toEqual([...get.headers]);
    }
    expect((await a.request('/own-policy', { method: 'HEAD' })).headers.get('x-policy')).toBe('its own');
  });
});

describe('the server’s prepared answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
  });
  afterAll(() => t?.close());

  it('are answered at once once made, not in a promise', async () => {
    const paths = ['/api/lire/43/3', '/api/print/19/23', '/api/rechercher/amour/atnt/nex', '/api/bible1an/1/1', '/api/theme', '/api/theme/1', '/api/tagcloud/nt'];
    const headers = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    for (const path of paths) {
      // The first request of each makes the answer (and the second a search's gzip form).
      for (let i = 0; i < 2; i++) expect((await t.app.request(path, { headers })).status, path).toBe(200);
      const res = t.app.fetch(new Request(`http://localhost${path}`, { headers }));
      expect(res, path).toBeInstanceOf(Response);
      expect((res as Response).status, path).toBe(200);
    }
  });
});
