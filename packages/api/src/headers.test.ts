import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { frontDoor } from './middleware/front-door.js';
import { API_HEADERS, completeResponse, IMAGE_HEADERS, MEDIA_HEADERS, pageHeaders, SITE_HEADERS, siteCsp, WIDGET_HEADERS, withHeaderPolicy } from './headers.js';

const POLICY = { 'X-Frame-Options': 'DENY', 'X-Policy': 'yes' };

function app() {
  const a = new Hono();
  // The widgets' family stands for a part of the site without a policy.
  a.use(frontDoor({ policies: { site: POLICY, widgets: {} } }));
  const prepared = { 'Content-Type': 'text/plain', 'Content-Length': '2', 'X-Frame-Options': 'SAMEORIGIN' };
  a.get('/prepared', (c) => completeResponse(c, 200, new TextEncoder().encode('ok'), prepared));
  a.get('/extra', (c) => completeResponse(c, 200, new TextEncoder().encode('ok'), prepared, { 'X-Extra': c.req.query('n') ?? '' }));
  a.get('/handler', (c) => {
    c.header('X-Frame-Options', 'SAMEORIGIN');
    return c.text('ok');
  });
  a.get('/widgets/prepared', (c) => completeResponse(c, 204, null, { 'X-Own': '1' }));
  return { a, prepared };
}

describe('the header policy of the front door', () => {
  it('sets the policy on a handler’s answer, over the handler’s own values', async () => {
    const res = await app().a.request('/handler');
    expect(res.headers.get('x-policy')).toBe('yes');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(await res.text()).toBe('ok');
  });

  it('sets it on answers no route made (404)', async () => {
    const res = await app().a.request('/nowhere');
    expect(res.status).toBe(404);
    expect(res.headers.get('x-policy')).toBe('yes');
  });
});

describe('completeResponse', () => {
  it('merges the prepared headers with the policy, the policy winning, and leaves the prepared record as it was', async () => {
    const { a, prepared } = app();
    for (let i = 0; i < 2; i++) {
      const res = await a.request('/prepared');
      expect(res.status).toBe(200);
      expect(res.headers.get('x-policy')).toBe('yes');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('content-type')).toBe('text/plain');
      expect(await res.text()).toBe('ok');
    }
    expect(prepared).toEqual({ 'Content-Type': 'text/plain', 'Content-Length': '2', 'X-Frame-Options': 'SAMEORIGIN' });
  });

  it('adds the headers of one request without keeping them for the next', async () => {
    const { a } = app();
    expect((await a.request('/extra?n=1')).headers.get('x-extra')).toBe('1');
    const second = await a.request('/extra?n=2');
    expect(second.headers.get('x-extra')).toBe('2');
    expect(second.headers.get('x-policy')).toBe('yes');
  });

  it('works under an empty policy', async () => {
    const res = await app().a.request('/widgets/prepared');
    expect(res.status).toBe(204);
    expect(res.headers.get('x-own')).toBe('1');
    expect(res.headers.get('x-policy')).toBeNull();
  });
});

describe('Vary under a policy', () => {
  function varying() {
    const a = new Hono();
    a.use(frontDoor({ policies: { site: { Vary: 'Origin', 'X-Policy': 'yes' } } }));
    const prepared = { 'Content-Type': 'text/plain', 'Content-Length': '2', Vary: 'Accept-Encoding' };
    a.get('/prepared', (c) => completeResponse(c, 200, new TextEncoder().encode('ok'), prepared));
    a.get('/extra', (c) => completeResponse(c, 200, new TextEncoder().encode('ok'), prepared, { 'X-Extra': '1' }));
    a.get('/handler', (c) => {
      c.header('Vary', 'Accept-Encoding');
      return c.text('ok');
    });
    a.get('/same', (c) => {
      c.header('Vary', 'origin');
      return c.text('ok');
    });
    a.get('/plain', (c) => c.text('ok'));
    return a;
  }

  it('adds the policy’s names to the answer’s own, each once, instead of replacing them', async () => {
    const a = varying();
    for (const path of ['/prepared', '/extra', '/handler']) {
      const res = await a.request(path);
      expect(res.headers.get('vary'), path).toBe('Accept-Encoding, Origin');
      expect(res.headers.get('x-policy')).toBe('yes');
    }
    expect((await a.request('/same')).headers.get('vary')).toBe('origin');
    expect((await a.request('/plain')).headers.get('vary')).toBe('Origin');
  });

  it('merges records so', () => {
    expect(withHeaderPolicy({ Vary: 'Accept-Encoding', A: '1' }, { Vary: 'Origin', A: '2' })).toEqual({ Vary: 'Accept-Encoding, Origin', A: '2' });
    expect(withHeaderPolicy({ A: '1' }, { Vary: 'Origin' })).toEqual({ A: '1', Vary: 'Origin' });
    expect(withHeaderPolicy({ Vary: 'Accept-Encoding' }, { A: '2' })).toEqual({ Vary: 'Accept-Encoding', A: '2' });
  });
});

describe('policies', () => {
  it('lets other sites load widget bundles and images, and read the API, but not frame or load the pages', () => {
    expect(SITE_HEADERS['Cross-Origin-Resource-Policy']).toBe('same-origin');
    expect(WIDGET_HEADERS['Cross-Origin-Resource-Policy']).toBe('cross-origin');
    expect(IMAGE_HEADERS['Cross-Origin-Resource-Policy']).toBe('cross-origin');
    // The API's CORS header depends on the request's origin: middleware/cors.ts adds it.
    expect(Object.keys(API_HEADERS)).not.toContain('Access-Control-Allow-Origin');
    expect(Object.keys(API_HEADERS)).not.toContain('Access-Control-Allow-Credentials');
    for (const policy of [SITE_HEADERS, WIDGET_HEADERS, IMAGE_HEADERS, API_HEADERS]) {
      expect(policy['X-Content-Type-Options']).toBe('nosniff');
      expect(policy['Content-Security-Policy']).toMatch(/frame-ancestors '(self|none)'/);
    }
  });
});

describe('Content-Security-Policy', () => {
  /** A policy's directives, by name. */
  const directives = (csp: string) =>
    new Map(
      csp.split(';').map((directive) => {
        const [name, ...values] = directive.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );

  it('allows nothing inline and nothing evaluated, in any policy', () => {
    for (const policy of [SITE_HEADERS, WIDGET_HEADERS, IMAGE_HEADERS, MEDIA_HEADERS, API_HEADERS, pageHeaders('bm9uY2Ugb2YgYSB0ZXN0IQ==')]) {
      expect(policy['Content-Security-Policy']).not.toMatch(/unsafe-|\*/);
    }
  });

  it('gives a page its own nonce for styles only, and any other answer of the site none', () => {
    const page = directives(pageHeaders('bm9uY2Ugb2YgYSB0ZXN0IQ==')['Content-Security-Policy']);
    expect(page.get('style-src')).toEqual(["'self'", "'nonce-bm9uY2Ugb2YgYSB0ZXN0IQ=='"]);
    expect(page.get('script-src')).toEqual(["'self'"]);
    const file = directives(SITE_HEADERS['Content-Security-Policy']);
    expect(file.get('style-src')).toEqual(["'self'"]);
    // The rest of the page's policy is the site's.
    page.delete('style-src');
    file.delete('style-src');
    expect(page).toEqual(file);
    expect(siteCsp()).toBe(SITE_HEADERS['Content-Security-Policy']);
    // And its other headers too.
    const { 'Content-Security-Policy': _page, ...pageRest } = pageHeaders('x');
    const { 'Content-Security-Policy': _site, ...siteRest } = SITE_HEADERS;
    expect(pageRest).toEqual(siteRest);
  });

  it('sets a page’s nonce through completeResponse, for that answer only', async () => {
    const a = new Hono();
    a.use(frontDoor({ policies: { site: SITE_HEADERS } }));
    const prepared = { 'Content-Type': 'text/html', 'Content-Length': '2' };
    a.get('/page', (c) => {
      c.set('headerPolicy', pageHeaders(c.req.query('n')!));
      return completeResponse(c, 200, new TextEncoder().encode('ok'), prepared);
    });
    a.get('/file', (c) => completeResponse(c, 200, new TextEncoder().encode('ok'), prepared));
    expect((await a.request('/page?n=one')).headers.get('content-security-policy')).toContain("style-src 'self' 'nonce-one';");
    expect((await a.request('/page?n=two')).headers.get('content-security-policy')).toContain("style-src 'self' 'nonce-two';");
    expect((await a.request('/file')).headers.get('content-security-policy')).toBe(SITE_HEADERS['Content-Security-Policy']);
  });
});
