import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_BODY_LIMIT } from './app.js';
import { antiForgeryHeaders, browserHeaders, cookiesSet, openTestApp, type TestApp } from './testing.js';

let t: TestApp;
/** Cookies and headers of a browser that has asked GET /sanctum/csrf-cookie of `t`. */
let passing: Record<string, string>;
beforeAll(async () => {
  t = await openTestApp();
  passing = await antiForgeryHeaders(t.app);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.request(url, { headers });

/** Asks each of `urls` with `request` and expects the JSON refusal `{ message }` with `status`. */
async function expectRefusals(request: (url: string) => Response | Promise<Response>, urls: string[], status: number, message: string) {
  for (const url of urls) {
    const res = await request(url);
    expect(res.status, url).toBe(status);
    expect(await res.json(), url).toEqual({ message });
  }
}

/** A request that passes the anti-forgery check of the app whose cookies and headers `base` holds (`t`'s by default). */
function withToken(init: RequestInit & { headers?: Record<string, string> } = {}, base: Record<string, string> = passing): RequestInit {
  return { method: 'POST', ...init, headers: { ...base, ...init.headers } };
}

describe('GET /api/lire/:id/:chap', () => {
  it('answers the chapter as JSON with a strong ETag and an hour of caching', async () => {
    const res = await get('/api/lire/43/3');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    expect(res.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    const body = await res.json();
    expect(Object.keys(body)).toEqual(['versets', 'chapitres', 'titres', 'traduction_id']);
  });

  it('answers 304 without a body when If-None-Match holds the ETag (weak or strong)', async () => {
    const etag = (await get('/api/lire/43/3')).headers.get('etag')!;
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const res = await get('/api/lire/43/3', { 'If-None-Match': header });
      expect(res.status).toBe(304);
      expect(res.headers.get('etag')).toBe(etag);
      expect(await res.text()).toBe('');
    }
    expect((await get('/api/lire/43/3', { 'If-None-Match': '"other"' })).status).toBe(200);
    expect((await get('/api/lire/43/4', { 'If-None-Match': etag })).status).toBe(200);
  });

  it('answers gzip to clients that accept it, with its own ETag', async () => {
    const plain = await get('/api/lire/19/119');
    const res = await get('/api/lire/19/119', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('etag')).not.toBe(plain.headers.get('etag'));
    const unzipped = gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8');
    expect(JSON.parse(unzipped)).toEqual(await plain.json());
  });

  it('answers /api/print with the same document', async () => {
    const lire = await get('/api/lire/1/1');
    const print = await get('/api/print/1/1');
    expect(print.status).toBe(200);
    expect(print.headers.get('etag')).toBe(lire.headers.get('etag'));
    expect(await print.json()).toEqual(await lire.json());
  });

  it.each([
    'abc/1', '0/1', '67/1', '1.5/1', '999/1', '-1/1', '01/1', '1e1/1', '%201/1', '0x1/1',
    '43/0', '43/22', '43/1.5', '43/-1', '43/abc', '43/999', '43/03', '29/5', '39/4',
  ])('answers 404 "Livre ou chapitre introuvable" for /api/lire/%s', async (params) => {
    for (const route of ['lire', 'print']) {
      const res = await get(`/api/${route}/${params}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Livre ou chapitre introuvable' });
    }
  });
});

describe('GET /api/info', () => {
  it('answers the configured translation, contact, AI models and cross references’ credit, never the AI key', async () => {
    const res = await get('/api/info');
    expect(await res.json()).toEqual({
      traduction: { nom: t.config.translation.name, copyright: t.config.translation.copyright },
      contact: t.config.contact,
      references: { texte: 'Références croisées : OpenBible.info (CC BY)', lien: 'https://www.openbible.info/labs/cross-references/' },
      ia: { configure: t.config.ai.apiKey !== undefined, modeles: t.config.ai.models, modele: t.config.ai.defaultModel, limites: t.config.ai.limitsUrl },
    });
    const keyed = await openTestApp({ ai: { ...t.config.ai, apiKey: 'sk-secret-key' } });
    try {
      const body = await (await keyed.app.request('/api/info')).text();
      expect(JSON.parse(body).ia.configure).toBe(true);
      expect(body).not.toContain('sk-secret-key');
    } finally {
      await keyed.close();
    }
  });

  it('is revalidated each time, and answers 304 while it is the same', async () => {
    const res = await get('/api/info');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const again = await get('/api/info', { 'If-None-Match': res.headers.get('etag')! });
    expect(again.status).toBe(304);
  });
});

describe('unknown and failing routes', () => {
  it('answers 404 "Ressource introuvable" for an unknown API path', async () => {
    await expectRefusals(get, ['/api/nothing', '/api/lire/43', '/api/lire/43/3/16', '/api'], 404, 'Ressource introuvable');
  });

  it('answers 400 to malformed percent-encoding instead of failing', async () => {
    await expectRefusals(get, ['/api/lire/%E0%A4%A/1', '/api/lire/43/%', '/%ZZ', '/lire/%C3', '/api/info?q=%E0'], 400, 'Requête invalide');
  });

  it('answers 500 "Erreur interne du serveur" when a handler throws, and logs it', async () => {
    const local = await openTestApp();
    local.app.get('/api/boom', () => {
      throw new Error('kaboom');
    });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const res = await local.app.request('/api/boom');
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ message: 'Erreur interne du serveur' });
      // One JSON line (log.ts): the request, and the error with its stack on the line.
      expect(log).toHaveBeenCalledTimes(1);
      const line = JSON.parse(String(log.mock.calls[0]![0])) as Record<string, unknown>;
      expect(line).toMatchObject({ level: 'error', method: 'GET', route: '/api/boom', msg: 'GET /api/boom: kaboom', err: { type: 'Error', message: 'kaboom' } });
      expect(String(log.mock.calls[0]![0])).not.toContain('\n');
    } finally {
      log.mockRestore();
      await local.close();
    }
  });
});

describe('anti-forgery', () => {
  let local: TestApp;
  let localPassing: Record<string, string>;
  beforeAll(async () => {
    local = await openTestApp();
    local.app.post('/api/echo', async (c) => c.json({ received: await c.req.text() }));
    localPassing = await antiForgeryHeaders(local.app);
  });
  afterAll(() => local.close());

  it('hands out a readable XSRF-TOKEN cookie, bound to an HttpOnly session cookie', async () => {
    const res = await get('/sanctum/csrf-cookie');
    expect(res.status).toBe(204);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const cookies = cookiesSet(res);
    expect(cookies['XSRF-TOKEN'].line).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{43}; Path=\/; SameSite=Lax$/);
    expect(cookies.parole_session.line).toMatch(/^parole_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
    // Over plain HTTP (local use) a cookie cannot be Secure, so neither can have the __Host- prefix.
    expect(Object.keys(cookies).sort()).toEqual(['XSRF-TOKEN', 'parole_session']);
    const other = cookiesSet(await get('/sanctum/csrf-cookie'));
    expect(other['XSRF-TOKEN'].value).not.toBe(cookies['XSRF-TOKEN'].value);
  });

  it('sets both cookies Secure with the __Host- prefix (Path=/, no Domain) when the request came over HTTPS', async () => {
    const res = await local.app.request('https://parole.example/sanctum/csrf-cookie');
    const cookies = cookiesSet(res);
    expect(cookies['__Host-XSRF-TOKEN'].line).toMatch(/^__Host-XSRF-TOKEN=[A-Za-z0-9_-]{43}; Path=\/; Secure; SameSite=Lax$/);
    expect(cookies['__Host-parole_session'].line).toMatch(/^__Host-parole_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect(Object.keys(cookies).sort()).toEqual(['__Host-XSRF-TOKEN', '__Host-parole_session']);
    // The page's script reads it, echoes it, and the write passes.
    const headers = browserHeaders(res);
    expect(headers['X-XSRF-TOKEN']).toBe(cookies['__Host-XSRF-TOKEN'].value);
    const write = await local.app.request('https://parole.example/api/echo', withToken({ body: 'ok' }, headers));
    expect(write.status).toBe(200);
  });

  it('lets a write through with the token echoed in X-XSRF-TOKEN and X-Requested-With', async () => {
    const res = await local.app.request('/api/echo', withToken({ body: 'ok' }, localPassing));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: 'ok' });
  });

  it.each([
    ['no token at all', { Cookie: '', 'X-XSRF-TOKEN': '' }],
    ['a header that differs from the token', { 'X-XSRF-TOKEN': 'abc124' }],
    ['the header without the session cookie', { Cookie: '' }],
    ['the cookie without the header', { 'X-XSRF-TOKEN': '' }],
    ['no X-Requested-With', { 'X-Requested-With': '' }],
    ['a token and cookie made up alike (a plain double submit)', { Cookie: 'XSRF-TOKEN=abc123', 'X-XSRF-TOKEN': 'abc123' }],
  ])('refuses a write with %s: 403', async (_, headers) => {
    const res = await local.app.request('/api/echo', withToken({ headers }, localPassing));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'Jeton anti-falsification invalide' });
  });

  it('refuses a forged write before routing, even to a path that does not exist', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const res = await t.app.request('/api/does-not-exist', { method });
      expect(res.status, method).toBe(403);
    }
    const allowed = await t.app.request('/api/does-not-exist', withToken());
    expect(allowed.status).toBe(404);
  });

  it(`refuses a body over ${API_BODY_LIMIT / 1024} KB with 413`, async () => {
    const res = await local.app.request('/api/echo', withToken({ body: 'x'.repeat(API_BODY_LIMIT + 1) }, localPassing));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'Requête trop volumineuse' });
    const fits = await local.app.request('/api/echo', withToken({ body: 'x'.repeat(API_BODY_LIMIT) }, localPassing));
    expect(fits.status).toBe(200);
  });
});

describe('cross-origin reads (embeds on other sites)', () => {
  const origin = 'https://eglise.example.org';

  it('answers a preflight for a read from any origin, before the anti-forgery check', async () => {
    const res = await t.app.request('/api/lire/43/3', {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'x-requested-with' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toBe('GET,HEAD');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-requested-with');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('lets any origin read, without credentials', async () => {
    const res = await get('/api/lire/43/3', { Origin: origin, 'X-Requested-With': 'XMLHttpRequest' });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('does not open writes to other origins', async () => {
    const res = await t.app.request('/api/does-not-exist', {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
    });
    expect(res.headers.get('access-control-allow-methods')).not.toContain('POST');
    const write = await t.app.request('/api/does-not-exist', { method: 'POST', headers: { Origin: origin } });
    expect(write.status).toBe(403);
  });
});

describe('security headers', () => {
  it('sends HSTS of a year, nosniff, no referrer and a frame-ancestors rule on every kind of answer', async () => {
    // The pages' answers (share images, sitemap, robots.txt) too: packages/pages/src/app.test.ts.
    const paths = ['/api/lire/43/3', '/api/lire/43/99', '/api/nothing', '/img/themes/paix.svg', '/mp3/0/1.mp3'];
    for (const path of paths) {
      const res = await get(path);
      const hsts = /^max-age=(\d+); includeSubDomains$/.exec(res.headers.get('strict-transport-security') ?? '');
      expect(Number(hsts?.[1]), path).toBeGreaterThanOrEqual(31_536_000);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(res.headers.get('content-security-policy'), path).toMatch(/frame-ancestors '(?:none|self)'/);
    }
  });

  it('sends the API set on API answers', async () => {
    const res = await get('/api/lire/43/3');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('sends the same set and the CORS read header on every kind of API answer', async () => {
    const chapter = await get('/api/lire/43/3');
    const answers = [
      chapter,
      await get('/api/lire/43/3', { 'Accept-Encoding': 'gzip' }),
      await get('/api/lire/43/3', { 'If-None-Match': chapter.headers.get('etag')! }),
      await get('/api/info'),
      await get('/api/lire/43/99'),
      await get('/api/rechercher/amour/atnt/nex'),
      await get('/api/rechercher/amour/zz/nex'),
      await get('/api/nothing-here'),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 200, 304, 200, 404, 200, 400, 404]);
    for (const res of answers) {
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('sends the site’s CSP elsewhere: its own scripts and styles, nothing inline, nothing evaluated', async () => {
    const res = await get('/sanctum/csrf-cookie');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    // Not a page: no nonce either (a page's own is tested in tests/api/share-head.test.ts).
    expect(csp).toContain("style-src 'self';");
    expect(csp).not.toMatch(/unsafe-|nonce-/);
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("media-src 'self' data:");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
