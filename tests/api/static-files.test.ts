/**
 * The built site and widget bundles as the real server sends them over TCP:
 * the brotli or gzip form made by the build (precompress.ts) chosen by
 * Accept-Encoding, with the right type, length, Vary and caching, HEAD like
 * GET; and which paths answer the page, which a 404. A route of the site
 * answers index.html rendered with its head (share/page.ts, whose own
 * tests are tests/api/share-head.test.ts) and a nonce of its own,
 * compressed for each answer; /index.html is the bare template with its nonce.
 *
 * node:http, not fetch: fetch would decompress the body and hide its length
 * on the wire.
 */
import http from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages } from '@parole/bible';
import { precompressDirectory } from '../../packages/pages/src/precompress.js';
import { namesFile } from '../../packages/pages/src/routes/static.js';
import { startServer, type RunningServer } from '../../packages/server/src/server.js';

/** What Chromium sends. */
const BROWSER = 'gzip, deflate, br, zstd';

/** Text that compresses as the real files do, long enough for compression to pay. */
const filler = (line: string, times: number) => Array.from({ length: times }, (_, i) => `${line} ${i}`).join('\n');
const INDEX_HTML = `<!doctype html><html lang="fr"><head><title>Parole</title></head><body><div id="root"></div>${filler('<!-- page -->', 40)}</body></html>`;
const ASSET_JS = filler('export const verse = (n) => `verset ${n}`;', 300);
const WIDGETS_JS = filler('var ParoleWidgets = window.ParoleWidgets || {};', 300);
const CHUNK_JS = filler('export const mountWidget = (element) => element;', 300);
const SOURCE_MAP = JSON.stringify({ version: 3, sources: ['../src/embed/runtime.ts'], mappings: '' });
/** A chunk of the embed, named by its content hash as the build names them. */
const CHUNK = '/widgets/embed/runtime-C7kHIIdf.js';
/** A checkout's metadata, which a web root must never publish. */
const GIT_CONFIG = '[remote "origin"]\n\turl = https://forge.example/parole.git\n';
/** A file an operator publishes on purpose under /.well-known/. */
const CONTACT_TXT = 'Contact: mailto:securite@parole.example\n';

/** The build's service worker and web app manifest (vite-plugin-pwa writes them at the root of the site). */
const SW_JS = filler("self.addEventListener('fetch', () => undefined);", 200);
const MANIFEST = JSON.stringify({ name: 'Parole — La Bible en ligne', short_name: 'Parole', lang: 'fr', start_url: '/', display: 'standalone' });
const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${filler('<circle cx="16" cy="16" r="8"/>', 20)}</svg>`;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

let server: RunningServer;
let dir: string;

function request(url: string, { method = 'GET', encoding }: { method?: string; encoding?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = encoding === undefined ? {} : { 'Accept-Encoding': encoding };
    http
      .request(`${server.url}${url}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}

/** True when `html` is INDEX_HTML rendered with a page's head: its body kept, one title. */
function isPage(html: string): boolean {
  const body = INDEX_HTML.slice(INDEX_HTML.indexOf('</div>'));
  // One title in the head (a word cloud's SVG words have titles of their own in the body, issue 48).
  const head = html.slice(0, html.indexOf('</head>'));
  return html.startsWith('<!doctype html><html lang="fr"><head>') && html.endsWith(body) && head.match(/<title>/g)?.length === 1 && html.includes('og:title');
}

/** The answer's style nonce, named by its CSP (a page's), or undefined. */
const nonceOf = ({ headers }: Answer): string | undefined => /'nonce-([^']+)'/.exec(String(headers['content-security-policy']))?.[1];

/** A page's text with its nonce, the one thing that differs between its answers, blanked. */
function sameFor(answer: Answer, text: string): string {
  const nonce = nonceOf(answer);
  return nonce === undefined ? text : text.replaceAll(`nonce="${nonce}"`, 'nonce=""');
}

/** The body as the browser reads it, decoded by its Content-Encoding. */
function decoded({ headers, body }: Answer): string {
  const encoding = headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return gunzipSync(body).toString();
  expect(encoding).toBeUndefined();
  return body.toString();
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'parole-precompressed-'));
  const webRoot = path.join(dir, 'web');
  const widgetsRoot = path.join(dir, 'widgets');
  await mkdir(path.join(webRoot, 'assets'), { recursive: true });
  await mkdir(widgetsRoot);
  await writeFile(path.join(webRoot, 'index.html'), INDEX_HTML);
  await writeFile(path.join(webRoot, 'favicon.svg'), FAVICON_SVG);
  await writeFile(path.join(webRoot, 'sw.js'), SW_JS);
  await writeFile(path.join(webRoot, 'manifest.webmanifest'), MANIFEST);
  await writeFile(path.join(webRoot, 'assets', 'index-Bx12cd34.js'), ASSET_JS);
  await writeFile(path.join(widgetsRoot, 'parole-widgets.js'), WIDGETS_JS);
  await mkdir(path.join(widgetsRoot, 'embed'));
  await writeFile(path.join(widgetsRoot, 'embed', 'runtime-C7kHIIdf.js'), CHUNK_JS);
  await writeFile(path.join(widgetsRoot, 'embed', 'manifest.json'), '{"runtime":"runtime-C7kHIIdf.js","widgets":{}}');
  // What the build also writes there, for the npm package and for debugging: not the embed.
  await writeFile(path.join(widgetsRoot, 'embed', 'runtime-C7kHIIdf.js.map'), SOURCE_MAP);
  await writeFile(path.join(widgetsRoot, 'parole-widgets.js.map'), SOURCE_MAP);
  await writeFile(path.join(widgetsRoot, 'index.cjs'), CHUNK_JS);
  await writeFile(path.join(widgetsRoot, 'index.d.ts'), 'export {};');
  await mkdir(path.join(widgetsRoot, 'esm'));
  await writeFile(path.join(widgetsRoot, 'esm', 'index.js'), CHUNK_JS);
  // What a web root must never publish, were it a checkout (ASVS 13.4.1), and what an operator may.
  await mkdir(path.join(webRoot, '.git'));
  await writeFile(path.join(webRoot, '.git', 'config'), GIT_CONFIG);
  await writeFile(path.join(webRoot, '.git', 'HEAD'), 'ref: refs/heads/main\n');
  await writeFile(path.join(webRoot, '.env'), 'AI_API_KEY=sk-do-not-serve\n');
  await mkdir(path.join(webRoot, 'assets', '.cache'));
  await writeFile(path.join(webRoot, 'assets', '.cache', 'x.js'), ASSET_JS);
  await mkdir(path.join(webRoot, '.well-known'));
  await writeFile(path.join(webRoot, '.well-known', 'contact.txt'), CONTACT_TXT);
  // The build's own step makes the forms.
  await precompressDirectory(webRoot);
  await precompressDirectory(widgetsRoot);
  server = await startServer({ host: '127.0.0.1', port: 0, webRoot, widgetsRoot });
});
afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('precompressed static files', () => {
  const FILES = [
    { url: '/assets/index-Bx12cd34.js', text: ASSET_JS, type: 'text/javascript; charset=utf-8' },
    { url: '/widgets/parole-widgets.js', text: WIDGETS_JS, type: 'text/javascript; charset=utf-8' },
    { url: CHUNK, text: CHUNK_JS, type: 'text/javascript; charset=utf-8' },
    { url: '/favicon.svg', text: FAVICON_SVG, type: 'image/svg+xml; charset=utf-8' },
    // Pages (the bare template too): the page as sent without Accept-Encoding.
    { url: '/index.html', text: null, type: 'text/html; charset=utf-8' },
    { url: '/lire/43/3', text: null, type: 'text/html; charset=utf-8' },
    { url: '/', text: null, type: 'text/html; charset=utf-8' },
  ];
  const CASES = [
    { accept: BROWSER, encoding: 'br' },
    { accept: 'br', encoding: 'br' },
    { accept: 'gzip, deflate', encoding: 'gzip' },
    { accept: 'br;q=0, gzip', encoding: 'gzip' },
    { accept: 'identity', encoding: undefined },
    { accept: undefined, encoding: undefined },
  ];

  it('sends brotli when accepted, gzip otherwise, the file itself without Accept-Encoding', async () => {
    for (const { url, text: file, type } of FILES) {
      const plain = await request(url);
      const text = file ?? sameFor(plain, plain.body.toString());
      if (file === null && url !== '/index.html') expect(isPage(text), url).toBe(true);
      if (url === '/index.html') expect(text).toBe(INDEX_HTML.replace('</head>', '  <meta property="csp-nonce" nonce="" />\n  </head>'));
      for (const { accept, encoding } of CASES) {
        const label = `${url} (Accept-Encoding: ${accept ?? 'none'})`;
        const res = await request(url, { encoding: accept });
        expect(res.status, label).toBe(200);
        expect(res.headers['content-encoding'], label).toBe(encoding);
        expect(res.headers['content-type'], label).toBe(type);
        expect(res.headers.vary, label).toBe('Accept-Encoding');
        expect(Number(res.headers['content-length']), label).toBe(res.body.length);
        expect(sameFor(res, decoded(res)), label).toBe(text);
        if (encoding) expect(res.body.length, label).toBeLessThan(Buffer.byteLength(text) / 2);
      }
    }
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    for (const { url } of FILES) {
      for (const { accept } of CASES) {
        const label = `${url} (Accept-Encoding: ${accept ?? 'none'})`;
        const [get, head] = await Promise.all([request(url, { encoding: accept }), request(url, { method: 'HEAD', encoding: accept })]);
        expect(head.status, label).toBe(200);
        expect(head.body.length, label).toBe(0);
        // A page's nonce is new in each answer, and with it its compressed length; each request has its own id (issue 50).
        const { date: _getDate, 'content-security-policy': getCsp, 'content-length': getLength, 'x-request-id': getId, ...getHeaders } = get.headers;
        const { date: _headDate, 'content-security-policy': headCsp, 'content-length': headLength, 'x-request-id': headId, ...headHeaders } = head.headers;
        expect(headHeaders, label).toEqual(getHeaders);
        expect([getId, headId], label).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/), expect.stringMatching(/^[0-9a-f-]{36}$/)]);
        if (nonceOf(get) === undefined) expect([headCsp, headLength], label).toEqual([getCsp, getLength]);
        else expect(String(headCsp).replace(nonceOf(head)!, ''), label).toBe(String(getCsp).replace(nonceOf(get)!, ''));
      }
    }
  });

  it('caches hashed assets and embed chunks for a year, pages (privately) and un-hashed files not without revalidation, the embed loader for an hour', async () => {
    const expected: Record<string, string> = {
      '/assets/index-Bx12cd34.js': 'public, max-age=31536000, immutable',
      // Pages: each answer's nonce is its own, never for a shared cache.
      '/': 'private, no-cache',
      '/index.html': 'private, no-cache',
      '/lire/43/3': 'private, no-cache',
      '/favicon.svg': 'no-cache',
      '/widgets/parole-widgets.js': 'public, max-age=3600',
      [CHUNK]: 'public, max-age=31536000, immutable',
      // Not hashed: it may change under the same name.
      '/widgets/embed/manifest.json': 'public, max-age=3600',
    };
    for (const [url, cacheControl] of Object.entries(expected)) {
      for (const encoding of [BROWSER, undefined]) {
        const res = await request(url, { encoding });
        expect(res.headers['cache-control'], `${url} ${encoding}`).toBe(cacheControl);
      }
    }
  });

  it('keeps the security headers of each part of the site', async () => {
    const asset = await request('/assets/index-Bx12cd34.js', { encoding: BROWSER });
    expect(asset.headers['content-security-policy']).toContain("script-src 'self'");
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const url of ['/widgets/parole-widgets.js', CHUNK]) {
      const widgets = await request(url, { encoding: BROWSER });
      expect(widgets.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
      expect(widgets.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('lets other sites load the embed: its chunks are ES modules, fetched with CORS', async () => {
    for (const url of ['/widgets/parole-widgets.js', CHUNK, '/widgets/embed/manifest.json']) {
      for (const method of ['GET', 'HEAD']) {
        const res = await request(url, { method, encoding: BROWSER });
        expect(res.status, `${method} ${url}`).toBe(200);
        expect(res.headers['access-control-allow-origin'], `${method} ${url}`).toBe('*');
        // Never with credentials: the files are the same for everyone.
        expect(res.headers['access-control-allow-credentials'], `${method} ${url}`).toBeUndefined();
      }
    }
    // The site's own files stay same-origin.
    expect((await request('/assets/index-Bx12cd34.js', { encoding: BROWSER })).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers 404 for a missing file even where a browser accepts every encoding', async () => {
    for (const url of ['/assets/gone-123.js', '/widgets/gone.js', '/gone.svg']) {
      expect((await request(url, { encoding: BROWSER })).status, url).toBe(404);
    }
  });
});

describe('the service worker and the web app manifest', () => {
  it('serves sw.js as a script of the site, compressed, revalidated on every check so a new build is seen at once', async () => {
    for (const encoding of [BROWSER, undefined]) {
      const res = await request('/sw.js', { encoding });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(decoded(res)).toBe(SW_JS);
      // At the root, its scope is the whole site: no Service-Worker-Allowed needed.
      expect(res.headers['service-worker-allowed']).toBeUndefined();
      // Same-origin only: no other site may load it.
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    }
    expect((await request('/sw.js', { encoding: BROWSER })).headers['content-encoding']).toBe('br');
  });

  it('serves the manifest with its media type, revalidated', async () => {
    const res = await request('/manifest.webmanifest', { encoding: BROWSER });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(decoded(res))).toMatchObject({ short_name: 'Parole', lang: 'fr' });
  });

  it('lets the pages register the worker and read the manifest, and nothing else: the CSP stays strict', async () => {
    for (const url of ['/', '/lire/43/3', '/sw.js']) {
      const csp = String((await request(url, { encoding: BROWSER })).headers['content-security-policy'] ?? '');
      expect(csp, url).toContain("worker-src 'self'");
      expect(csp, url).toContain("manifest-src 'self'");
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).not.toContain('unsafe-eval');
      expect(csp.match(/script-src[^;]*/)?.[0], url).not.toContain('unsafe-inline');
    }
  });
});

describe('paths that name a file', () => {
  /** GET (as a browser) and HEAD of `url` both answer `status`; resolves with the GET's answer. */
  async function getAndHead(url: string, status: number): Promise<Answer> {
    const [get, head] = await Promise.all([request(url, { encoding: BROWSER }), request(url, { method: 'HEAD' })]);
    expect(get.status, url).toBe(status);
    expect(head.status, `HEAD ${url}`).toBe(status);
    return get;
  }

  it('answer 404 with a message when no such file exists, for GET and HEAD', async () => {
    for (const url of [
      '/img/x.png',
      '/mp3/43/3/1.mp3',
      '/favicon.ico',
      '/wp-login.php',
      '/.well-known/security.txt',
      '/site.webmanifest',
      '/assets/gone-123.js',
      '/img/themes',
      '/mp3/43',
    ]) {
      const res = await getAndHead(url, 404);
      expect(res.headers['content-type'], url).toBe('application/json; charset=UTF-8');
      expect(JSON.parse(decoded(res)), url).toEqual({ message: 'Ressource introuvable' });
    }
  });

  it('still answer the page on every route of the site, dots in a search word included', async () => {
    for (const url of [
      '/',
      '/lire/43/3/16',
      '/lire/43/3/16-18',
      '/rechercher/jean%203.16/atnt/nex',
      '/rechercher/..jn%203.16/atnt/nex',
      '/rechercher/..1%20cor%2013.4/atnt/nex',
      '/rechercher/v.1/atnt/nex',
      '/rechercher/index.html/atnt/exa',
      '/rechercher/v.1',
      '/bible1an/1/1',
      '/theme/3',
      '/tagcloud/nt',
      '/print/43/3',
      '/aide',
      '/une-page-inconnue',
    ]) {
      expect(isPage(decoded(await getAndHead(url, 200))), url).toBe(true);
    }
  });

  it('are told from pages by namesFile', () => {
    for (const path of ['/robots.txt', '/favicon.ico', '/img/x.png', '/a/b/c.JS', '/.well-known/security.txt']) {
      expect(namesFile(path), path).toBe(true);
    }
    for (const path of ['/', '/lire/43/3', '/rechercher/v.1/atnt/nex', '/rechercher/a.b', '/theme/x.png', '/inconnue', '/a.']) {
      expect(namesFile(path), path).toBe(false);
    }
  });

  it('answer the page for every route of the table with a dotted last segment', async () => {
    for (const page of Object.values(pages).filter((p) => p.path !== '/')) {
      const url = `/${page.path.split('/')[1]}/v.1`;
      expect(isPage(decoded(await getAndHead(url, 200))), url).toBe(true);
    }
  });
});

describe('hidden files (names starting with a dot)', () => {
  it('serves nothing whose name starts with a dot, even when the web root holds .git and .env', async () => {
    for (const url of ['/.git/config', '/.git/HEAD', '/.git/', '/.env', '/%2Egit/config', '/.%67it/HEAD', '/assets/.cache/x.js', '/.git\\config']) {
      for (const method of ['GET', 'HEAD']) {
        const res = await request(url, { method, encoding: BROWSER });
        expect(res.status, `${method} ${url}`).toBe(404);
        if (method === 'GET') {
          expect(JSON.parse(res.body.toString()), url).toEqual({ message: 'Ressource introuvable' });
          expect(res.headers['strict-transport-security'], url).toMatch(/^max-age=31536000/);
        }
      }
    }
  });

  it('still serves /.well-known/ and the pages and searches whose words start with a dot', async () => {
    const file = await request('/.well-known/contact.txt', { encoding: BROWSER });
    expect(file.status).toBe(200);
    expect(decoded(file)).toBe(CONTACT_TXT);
    expect(isPage(decoded(await request('/rechercher/.env/atnt/nex', { encoding: BROWSER })))).toBe(true);
    const search = await request('/api/rechercher/.git/atnt/nex');
    expect(search.status).toBe(200);
  });
});

describe('what the widgets folder publishes', () => {
  const NOT_THE_EMBED = ['/widgets/index.cjs', '/widgets/index.d.ts', '/widgets/esm/index.js'];
  const MAPS = ['/widgets/parole-widgets.js.map', '/widgets/embed/runtime-C7kHIIdf.js.map'];

  it('serves the embed only, and its source maps not by default', async () => {
    for (const url of [...NOT_THE_EMBED, ...MAPS]) {
      const res = await request(url, { encoding: BROWSER });
      expect(res.status, url).toBe(404);
      expect(JSON.parse(res.body.toString()), url).toEqual({ message: expect.any(String) });
    }
  });

  it('serves the source maps with PUBLIC_SOURCE_MAPS, and still nothing of the npm package', async () => {
    const debugging = await startServer({ host: '127.0.0.1', port: 0, webRoot: path.join(dir, 'web'), widgetsRoot: path.join(dir, 'widgets'), publicSourceMaps: true });
    try {
      const get = (url: string) => fetch(`${debugging.url}${url}`);
      for (const url of MAPS) {
        const res = await get(url);
        expect(res.status, url).toBe(200);
        expect(await res.text(), url).toBe(SOURCE_MAP);
      }
      for (const url of NOT_THE_EMBED) expect((await get(url)).status, url).toBe(404);
    } finally {
      await debugging.close();
    }
  });
});
