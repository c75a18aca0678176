/**
 * The built site and widget bundles as the real server sends them over TCP:
 * the brotli or gzip form made by the build (precompress.ts) chosen by
 * Accept-Encoding, with the right type, length, Vary and caching, HEAD like
 * GET.
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
import { precompressDirectory } from '../../packages/api/src/precompress.js';
import { startServer, type RunningServer } from '../../packages/api/src/server.js';

/** What Chromium sends. */
const BROWSER = 'gzip, deflate, br, zstd';

/** Text that compresses as the real files do, long enough for compression to pay. */
const filler = (line: string, times: number) => Array.from({ length: times }, (_, i) => `${line} ${i}`).join('\n');
const INDEX_HTML = `<!doctype html><html lang="fr"><head><title>Parole</title></head><body><div id="root"></div>${filler('<!-- page -->', 40)}</body></html>`;
const ASSET_JS = filler('export const verse = (n) => `verset ${n}`;', 300);
const WIDGETS_JS = filler('var ParoleWidgets = window.ParoleWidgets || {};', 300);
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
  await writeFile(path.join(webRoot, 'assets', 'index-Bx12cd34.js'), ASSET_JS);
  await writeFile(path.join(widgetsRoot, 'parole-widgets.iife.js'), WIDGETS_JS);
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
    { url: '/widgets/parole-widgets.iife.js', text: WIDGETS_JS, type: 'text/javascript; charset=utf-8' },
    { url: '/favicon.svg', text: FAVICON_SVG, type: 'image/svg+xml; charset=utf-8' },
    { url: '/index.html', text: INDEX_HTML, type: 'text/html; charset=utf-8' },
    { url: '/lire/43/3', text: INDEX_HTML, type: 'text/html; charset=utf-8' },
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
    for (const { url, text, type } of FILES) {
      for (const { accept, encoding } of CASES) {
        const label = `${url} (Accept-Encoding: ${accept ?? 'none'})`;
        const res = await request(url, { encoding: accept });
        expect(res.status, label).toBe(200);
        expect(res.headers['content-encoding'], label).toBe(encoding);
        expect(res.headers['content-type'], label).toBe(type);
        expect(res.headers.vary, label).toBe('Accept-Encoding');
        expect(Number(res.headers['content-length']), label).toBe(res.body.length);
        expect(decoded(res), label).toBe(text);
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
        const { date: _getDate, ...getHeaders } = get.headers;
        const { date: _headDate, ...headHeaders } = head.headers;
        expect(headHeaders, label).toEqual(getHeaders);
      }
    }
  });

  it('caches hashed assets for a year, the page and un-hashed files not without revalidation, widgets for an hour', async () => {
    const expected: Record<string, string> = {
      '/assets/index-Bx12cd34.js': 'public, max-age=31536000, immutable',
      '/': 'no-cache',
      '/index.html': 'no-cache',
      '/lire/43/3': 'no-cache',
      '/favicon.svg': 'no-cache',
      '/widgets/parole-widgets.iife.js': 'public, max-age=3600',
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
    const widgets = await request('/widgets/parole-widgets.iife.js', { encoding: BROWSER });
    expect(widgets.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(widgets.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 404 for a missing file even where a browser accepts every encoding', async () => {
    for (const url of ['/assets/gone-123.js', '/widgets/gone.js']) {
      expect((await request(url, { encoding: BROWSER })).status, url).toBe(404);
    }
  });
});
