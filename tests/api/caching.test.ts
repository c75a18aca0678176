/**
 * What browsers and shared caches may keep, through the real app over the
 * real database (audio with real synthesis threads in a temporary cache
 * folder, share images really drawn): for the chapter, plan day, themes,
 * word cloud, audio and share image answers, an entity tag and
 * Cache-Control; a compressed body when the client accepts it and the body
 * is text (JSON), with `Vary: Accept-Encoding`, and none for MP3 and PNG;
 * and a repeat request naming the tag answered 304 with no body. Then the
 * embed's loader and a page of the site, answered from memory, in temporary
 * folders: a new build is seen within their check interval.
 */
import { writeFile } from 'node:fs/promises';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerApp } from '../../packages/server/src/app.js';
import { AudioCache } from '../../packages/api/src/audio/cache.js';
import { ChapterAudio } from '../../packages/api/src/audio/chapter-audio.js';
import { SynthesisPool } from '../../packages/api/src/audio/pool.js';
import { loadConfig } from '../../packages/api/src/config.js';
import { createAudioTextStore } from '../../packages/api/src/db/audio.js';
import { MEMORY_FILE_CHECK_MS } from '../../packages/pages/src/routes/static.js';
import { TEMPLATE_CHECK_MS } from '../../packages/pages/src/page.js';
import { Database } from '../../packages/api/src/db/sqlite.js';
import { tempTree, type TempTree } from '../support/temp-tree.js';

/** Chromium's Accept-Encoding. */
const BROWSER = 'gzip, deflate, br, zstd';

let db: Database;
let pool: SynthesisPool;
let tree: TempTree;
let app: Hono;

beforeAll(async () => {
  const config = { ...loadConfig(), webRoot: '/nonexistent/parole/web', widgetsRoot: '/nonexistent/parole/widgets' };
  db = await Database.open(config.databasePath, { readonly: true });
  pool = new SynthesisPool({ size: 1, log: () => undefined });
  tree = await tempTree('parole-caching-', {});
  const audio = new ChapterAudio({
    texts: createAudioTextStore(db),
    pool,
    cache: new AudioCache({ dir: tree.path('audio'), minFreeBytes: 0 }),
    log: () => undefined,
  });
  app = createServerApp({ db, config, audio });
}, 60_000);

afterAll(async () => {
  await pool?.close();
  await db?.close();
  await tree?.remove();
});

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

/** The body as the client reads it: decompressed by its Content-Encoding. */
async function decoded(res: Response): Promise<string> {
  const bytes = Buffer.from(await res.arrayBuffer());
  const encoding = res.headers.get('Content-Encoding');
  if (encoding === 'gzip') return gunzipSync(bytes).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(bytes).toString('utf8');
  expect(encoding).toBeNull();
  return bytes.toString('utf8');
}

/** Asks `path` with `headers`, then again with its tag: the 304 and its headers. */
async function expectRevalidation(path: string, headers: Record<string, string>, on?: Hono): Promise<void> {
  const get = (p: string, h: Record<string, string>) => (on ?? app).request(p, { headers: h });
  const first = await get(path, headers);
  // 206 for a byte range.
  const status = 'Range' in headers ? 206 : 200;
  expect(first.status).toBe(status);
  await first.arrayBuffer();
  const etag = first.headers.get('ETag');
  expect(etag).toMatch(/^(W\/)?"[^"]+"$/);
  const again = await get(path, { ...headers, 'If-None-Match': etag! });
  expect(again.status).toBe(304);
  expect((await again.arrayBuffer()).byteLength).toBe(0);
  expect(again.headers.get('ETag')).toBe(etag);
  expect(again.headers.get('Cache-Control')).toBe(first.headers.get('Cache-Control'));
  // Another tag is not a match: the whole answer again.
  const other = await get(path, { ...headers, 'If-None-Match': '"something-else"' });
  expect(other.status).toBe(status);
  await other.arrayBuffer();
}

const JSON_ANSWERS = [
  ['chapter', '/api/lire/43/3'],
  ['chapter to print', '/api/print/43/3'],
  ['parallel chapter', '/api/parallele/43/3?traductions=lsg,darby'],
  ['plan day', '/api/bible1an/3/14'],
  ['theme list', '/api/theme'],
  ['theme', '/api/theme/1'],
  ['word cloud', '/api/tagcloud/nt'],
  ['word cloud of a book', '/api/tagcloud/43'],
] as const;

describe.each(JSON_ANSWERS)('the %s (%s)', (_, path) => {
  it('carries an entity tag and Cache-Control, and varies by Accept-Encoding', async () => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('ETag')).toMatch(/^"[^"]+"$/);
    expect(res.headers.get('Cache-Control')).toMatch(/^public, max-age=\d+$/);
    expect(res.headers.get('Vary')).toMatch(/(^|,\s*)Accept-Encoding(\s*,|$)/i);
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(JSON.parse(await res.text())).toBeTypeOf('object');
  });

  it('is compressed when the client accepts it, to the same document, under another tag', async () => {
    const plain = await get(path);
    const compressed = await get(path, { 'Accept-Encoding': BROWSER });
    expect(['gzip', 'br']).toContain(compressed.headers.get('Content-Encoding'));
    expect(compressed.headers.get('Vary')).toMatch(/(^|,\s*)Accept-Encoding(\s*,|$)/i);
    expect(compressed.headers.get('ETag')).not.toBe(plain.headers.get('ETag'));
    const body = await decoded(compressed);
    expect(body).toBe(await plain.text());
    expect(Number(compressed.headers.get('Content-Length'))).toBeLessThan(new TextEncoder().encode(body).byteLength);
  });

  it('is not compressed for a client that refuses it', async () => {
    const res = await get(path, { 'Accept-Encoding': 'identity' });
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(JSON.parse(await res.text())).toBeTypeOf('object');
  });

  it('costs a 304 with no body when asked again with its tag, compressed or not', async () => {
    await expectRevalidation(path, {});
    await expectRevalidation(path, { 'Accept-Encoding': BROWSER });
  });
});

describe('chapter audio from the cache (/mp3/19/117.mp3)', () => {
  const path = '/mp3/19/117.mp3';

  beforeAll(async () => {
    // The first request synthesizes; the next ones are the cached file.
    const made = await get(path);
    expect(made.status).toBe(200);
    await made.arrayBuffer();
  }, 60_000);

  it('carries an entity tag, Cache-Control and byte ranges, and is never compressed (MP3 is)', async () => {
    const res = await get(path, { 'Accept-Encoding': BROWSER });
    expect(res.status).toBe(200);
    expect(res.headers.get('X-Parole-Audio')).toBe('cache');
    expect(res.headers.get('ETag')).toMatch(/^"[^"]+"$/);
    expect(res.headers.get('Cache-Control')).toMatch(/^public, max-age=\d+$/);
    expect(res.headers.get('Accept-Ranges')).toBe('bytes');
    expect(res.headers.get('Content-Encoding')).toBeNull();
    const body = new Uint8Array(await res.arrayBuffer());
    expect(body.byteLength).toBe(Number(res.headers.get('Content-Length')));
    // An MP3 frame's sync word.
    expect(body[0]).toBe(0xff);
    expect(body[1] & 0xe0).toBe(0xe0);
  });

  it('answers a range with those bytes of the same file, from memory as from disk', async () => {
    const whole = new Uint8Array(await (await get(path)).arrayBuffer());
    for (let i = 0; i < 2; i++) {
      const part = await get(path, { Range: 'bytes=100-1123' });
      expect(part.status).toBe(206);
      expect(part.headers.get('Content-Range')).toBe(`bytes 100-1123/${whole.byteLength}`);
      expect(part.headers.get('Content-Length')).toBe('1024');
      expect(part.headers.get('ETag')).toMatch(/^"[^"]+"$/);
      expect(new Uint8Array(await part.arrayBuffer())).toEqual(whole.subarray(100, 1124));
    }
    const past = await get(path, { Range: `bytes=${whole.byteLength}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get('Content-Range')).toBe(`bytes */${whole.byteLength}`);
  });

  it('costs a 304 with no body when asked again with its tag', async () => {
    await expectRevalidation(path, {});
    await expectRevalidation(path, { Range: 'bytes=0-99' });
  });
});

describe('a share image (/partage/43/3.png)', () => {
  const path = '/partage/43/3.png';

  it('carries an entity tag and Cache-Control, and is never compressed (PNG is)', async () => {
    const res = await get(path, { 'Accept-Encoding': BROWSER });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/png');
    expect(res.headers.get('ETag')).toMatch(/^"[^"]+"$/);
    expect(res.headers.get('Cache-Control')).toMatch(/^public, max-age=\d+$/);
    expect(res.headers.get('Content-Encoding')).toBeNull();
    const body = new Uint8Array(await res.arrayBuffer());
    expect(body.byteLength).toBe(Number(res.headers.get('Content-Length')));
    expect([...body.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it('costs a 304 with no body when asked again with its tag', async () => {
    await expectRevalidation(path, { 'Accept-Encoding': BROWSER });
  });
});

describe('the embed loader (/widgets/parole-widgets.js), answered from memory', () => {
  const source = `/* loader */ ${'document.querySelectorAll("[data-parole-widget]");\n'.repeat(40)}`;
  let files: TempTree;
  let widgets: Hono;

  beforeAll(async () => {
    files = await tempTree('parole-caching-widgets-', {
      'parole-widgets.js': source,
      'parole-widgets.js.gz': gzipSync(source),
      'parole-widgets.js.br': brotliCompressSync(source),
    });
    widgets = createServerApp({ db, config: { ...loadConfig(), webRoot: '/nonexistent/parole/web', widgetsRoot: files.dir } });
  });
  afterAll(() => files?.remove());

  it('carries an entity tag and an hour of caching, in brotli, gzip or plain as accepted', async () => {
    const forms = new Map<string, Response>();
    for (const accept of ['gzip, deflate, br', 'gzip', 'identity']) {
      const res = await widgets.request('/widgets/parole-widgets.js', { headers: { 'Accept-Encoding': accept } });
      expect(res.status).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('public, max-age=3600');
      expect(res.headers.get('Vary')).toMatch(/Accept-Encoding/i);
      expect(res.headers.get('Content-Type')).toMatch(/^text\/javascript/);
      expect(await decoded(res)).toBe(source);
      forms.set(accept, res);
    }
    expect(forms.get('gzip, deflate, br')!.headers.get('Content-Encoding')).toBe('br');
    expect(forms.get('gzip')!.headers.get('Content-Encoding')).toBe('gzip');
    expect(new Set([...forms.values()].map((r) => r.headers.get('ETag'))).size).toBe(3);
    const etag = forms.get('gzip, deflate, br')!.headers.get('ETag')!;
    const again = await widgets.request('/widgets/parole-widgets.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br', 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
  });

  it('sees a new build within MEMORY_FILE_CHECK_MS', async () => {
    const rebuilt = `${source}/* rebuilt */\n`;
    await writeFile(files.path('parole-widgets.js'), rebuilt);
    await writeFile(files.path('parole-widgets.js.br'), brotliCompressSync(rebuilt));
    await writeFile(files.path('parole-widgets.js.gz'), gzipSync(rebuilt));
    await new Promise((resolve) => setTimeout(resolve, MEMORY_FILE_CHECK_MS + 100));
    const res = await widgets.request('/widgets/parole-widgets.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(await decoded(res)).toBe(rebuilt);
  });
});

describe('a page of the site (index.html rendered with its head), kept in memory', () => {
  let files: TempTree;
  let site: Hono;
  const index = (title: string) => `<!doctype html><html><head><title>${title}</title></head><body><div id="root"></div></body></html>`;

  beforeAll(async () => {
    files = await tempTree('parole-caching-site-', { 'index.html': index('Première') });
    site = createServerApp({ db, config: { ...loadConfig(), webRoot: files.dir, widgetsRoot: '/nonexistent/parole/widgets' } });
  });
  afterAll(() => files?.remove());

  it('is private and no-cache with no entity tag (each answer names its own style nonce), in brotli when accepted', async () => {
    const res = await site.request('/lire/43/3', { headers: { 'Accept-Encoding': BROWSER } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Vary')).toMatch(/Accept-Encoding/i);
    expect(res.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(res.headers.get('ETag')).toBeNull();
    expect(await decoded(res)).toContain('Jean 3');
  });

  it('is rendered from a new build within TEMPLATE_CHECK_MS', async () => {
    await writeFile(files.path('index.html'), `${index('Seconde')}\n<!-- rebuilt -->`);
    await new Promise((resolve) => setTimeout(resolve, TEMPLATE_CHECK_MS + 100));
    const res = await site.request('/lire/43/3', { headers: { 'Accept-Encoding': BROWSER } });
    expect(await decoded(res)).toContain('<!-- rebuilt -->');
  });
});
