/**
 * The share images (routes/share.ts, share/image.ts) through the real app on
 * the real database: a PNG of 1200×630, a long passage kept inside its box,
 * the drawing of Jean 3:16 compared with a committed reference within a
 * tolerance, caching, and refusals. Also /sitemap.xml and /robots.txt.
 *
 * The reference image, tests/api/fixtures/share-jean-3-16.png, is what the
 * server draws for /partage/43/3/16.png. After a deliberate change of the
 * drawing (and of IMAGE_VERSION), write it again with
 *   UPDATE_SHARE_REFERENCE=1 npx vitest run --project unit tests/api/share-image.test.ts
 * and look at it before committing it.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BOOKS, CHAPTER_COUNT } from '@parole/bible';
import { defaultStyle } from '@parole/widgets';
import { REPO_ROOT } from '../../packages/api/src/config.js';
import type { TestApp } from '../../packages/api/src/testing.js';
import { SHARE_COLORS } from '../../packages/pages/src/colors.js';
import { openTestServerApp } from '../../packages/server/src/testing.js';

const REFERENCE = path.join(REPO_ROOT, 'tests/api/fixtures/share-jean-3-16.png');
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let t: TestApp;
beforeAll(async () => {
  t = await openTestServerApp({ siteUrl: 'https://parole.example.org' });
});
afterAll(() => t?.close());

async function image(url: string, init?: RequestInit): Promise<{ res: Response; png: PNG; bytes: Buffer }> {
  const res = await t.app.request(url, init);
  expect(res.status, url).toBe(200);
  const bytes = Buffer.from(await res.arrayBuffer());
  return { res, bytes, png: PNG.sync.read(bytes) };
}

const hex = (png: PNG, x: number, y: number) => {
  const i = (y * png.width + x) * 4;
  return `#${[png.data[i], png.data[i + 1], png.data[i + 2]].map((n) => n.toString(16).padStart(2, '0')).join('')}`;
};

/** The rows of `png` between `top` and `bottom` that hold a pixel other than the background, right of the band. */
function inkedRows(png: PNG, top: number, bottom: number): number[] {
  const rows: number[] = [];
  for (let y = top; y < bottom; y++) {
    for (let x = 40; x < png.width; x++) {
      if (hex(png, x, y) !== SHARE_COLORS.background) {
        rows.push(y);
        break;
      }
    }
  }
  return rows;
}

describe('a share image', () => {
  it('is a PNG of 1200×630 in the site’s colours, cached a week with an entity tag', async () => {
    const { res, bytes, png } = await image('/partage/43/3/16.png');
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
    expect([png.width, png.height]).toEqual([1200, 630]);
    expect(res.headers.get('cache-control')).toBe('public, max-age=604800');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    // The new testament's band on the left, the background elsewhere.
    expect(hex(png, 10, 300)).toBe(SHARE_COLORS.newTestament);
    expect(hex(png, 1190, 10)).toBe(SHARE_COLORS.background);
    expect(hex(png, 10, 300)).toBe(defaultStyle.colors.newTestament);
    const old = await image('/partage/19/23.png');
    expect(hex(old.png, 10, 300)).toBe(SHARE_COLORS.oldTestament);
  });

  it('draws in the widgets’ colours', () => {
    for (const [name, value] of Object.entries(SHARE_COLORS)) {
      expect(value, name).toBe(defaultStyle.colors[name as keyof typeof SHARE_COLORS]);
    }
  });

  it('is answered 304 on revalidation, the same bytes otherwise', async () => {
    const first = await image('/partage/43/3/16.png');
    const etag = first.res.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await t.app.request('/partage/43/3/16.png', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect((await image('/partage/43/3/16.png')).bytes).toEqual(first.bytes);
    // Another passage, another tag.
    expect((await t.app.request('/partage/43/3/17.png')).headers.get('etag')).not.toBe(etag);
  });

  it('keeps a long passage inside its box: the rows above the footer’s rule are background', async () => {
    for (const url of ['/partage/19/119.png', '/partage/19/119/1-176.png', '/partage/1/1/1-31.png']) {
      const { png } = await image(url);
      const rows = inkedRows(png, 100, 522);
      expect(rows.length, url).toBeGreaterThan(200);
      // The text box ends at 496 px; descenders may reach a little below, never the rule.
      expect(Math.max(...rows), url).toBeLessThan(512);
      // Nothing drawn at the right margin (x ≥ 1140) in the text's rows.
      for (let y = 130; y < 512; y++) expect(hex(png, 1150, y), `${url} ${y}`).toBe(SHARE_COLORS.background);
    }
  });

  it('draws Jean 3:16 as the committed reference does, within a tolerance', async () => {
    const { png, bytes } = await image('/partage/43/3/16.png');
    if (process.env.UPDATE_SHARE_REFERENCE === '1' || !existsSync(REFERENCE)) {
      if (process.env.CI) throw new Error(`missing reference image ${REFERENCE}`);
      await writeFile(REFERENCE, bytes);
    }
    const reference = PNG.sync.read(await readFile(REFERENCE));
    expect([reference.width, reference.height]).toEqual([1200, 630]);
    const differing = pixelmatch(png.data, reference.data, undefined, 1200, 630, { threshold: 0.2 });
    // Anti-aliasing may differ between Skia builds; a changed text or layout moves thousands of pixels.
    expect(differing).toBeLessThan(1200 * 630 * 0.002);
    // And the reference is not the image of any passage: another verse differs a lot.
    const other = (await image('/partage/43/3/17.png')).png;
    expect(pixelmatch(other.data, reference.data, undefined, 1200, 630, { threshold: 0.2 })).toBeGreaterThan(5000);
  });

  it('exists for the site itself', async () => {
    const { png } = await image('/partage/parole.png');
    expect([png.width, png.height]).toEqual([1200, 630]);
    expect(hex(png, 10, 300)).toBe(SHARE_COLORS.oldTestament);
  });

  it('answers 404 with a French message for a passage that does not exist, never a 500', async () => {
    const CASES: Array<[string, string]> = [
      ['/partage/43/22.png', 'Livre ou chapitre introuvable'],
      ['/partage/67/1.png', 'Livre ou chapitre introuvable'],
      ['/partage/43/3.jpg', 'Livre ou chapitre introuvable'],
      ['/partage/43/03.png', 'Livre ou chapitre introuvable'],
      ['/partage/43/3/37.png', 'Versets introuvables dans ce chapitre'],
      ['/partage/43/3/0.png', 'Versets introuvables dans ce chapitre'],
      ['/partage/43/3/abc.png', 'Versets introuvables dans ce chapitre'],
      ['/partage/43/3/16', 'Versets introuvables dans ce chapitre'],
      [`/partage/43/3/${'1,'.repeat(500)}2.png`, 'Versets introuvables dans ce chapitre'],
      ['/partage/43/3/%3Cscript%3E.png', 'Versets introuvables dans ce chapitre'],
      // One address per image: the compact form only.
      ['/partage/43/3/16,17.png', 'Versets introuvables dans ce chapitre'],
      ['/partage/43/3/17,16.png', 'Versets introuvables dans ce chapitre'],
    ];
    for (const [url, message] of CASES) {
      const res = await t.app.request(url);
      expect(res.status, url).toBe(404);
      expect(await res.json(), url).toEqual({ message });
    }
    for (const url of ['/partage', '/partage/', '/partage/43', '/partage/43/3/16/1.png']) {
      expect((await t.app.request(url)).status, url).toBe(404);
    }
  });
});

describe('a share image in another translation (issue 41)', () => {
  it('draws the passage in the translation’s numbering and text, its own image', async () => {
    const darby = await image('/partage/1/32/1.png?traduction=darby');
    const segond = await image('/partage/1/31/55.png');
    expect(darby.png.width).toBe(1200);
    expect(darby.res.headers.get('etag')).not.toBe(segond.res.headers.get('etag'));
    await image('/partage/1/32/33.png?traduction=darby');
    await image('/partage/29/3.png?traduction=martin');
  });

  it('refuses what the translation does not have, and a translation the server does not have', async () => {
    expect((await t.app.request('/partage/1/32/33.png')).status).toBe(404);
    expect((await t.app.request('/partage/29/4.png?traduction=martin')).status).toBe(404);
    const unknown = await t.app.request('/partage/43/3.png?traduction=kjv');
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ message: 'Traduction inconnue : choisissez lsg, darby ou martin.' });
  });
});

describe('/sitemap.xml and /robots.txt', () => {
  it('lists every chapter, theme, the home and help pages, absolute', async () => {
    const res = await t.app.request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    const locs = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><\/url>/g)].map((m) => m[1]);
    expect(new Set(locs).size).toBe(locs.length);
    for (const loc of locs) expect(loc).toMatch(/^https:\/\/parole\.example\.org\//);
    const chapters = locs.filter((l) => l.includes('/lire/'));
    expect(chapters).toHaveLength(CHAPTER_COUNT);
    expect(chapters[0]).toBe('https://parole.example.org/lire/1/1');
    expect(chapters.at(-1)).toBe(`https://parole.example.org/lire/66/${BOOKS[65].chapters}`);
    expect(locs).toContain('https://parole.example.org/');
    expect(locs).toContain('https://parole.example.org/aide');
    expect(locs).toContain('https://parole.example.org/theme');
    const themes = (await (await t.app.request('/api/theme')).json()) as { themes: Array<{ id: number }> };
    for (const { id } of themes.themes) expect(locs).toContain(`https://parole.example.org/theme/${id}`);
    // Nothing a crawler should not fetch.
    expect(locs.some((l) => /\/(rechercher|partie|login|joue|print)\b/.test(l))).toBe(false);
  });

  it('robots.txt allows all but the API and personal or transient pages, and names the sitemap', async () => {
    const res = await t.app.request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await res.text();
    const lines = text.trim().split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/api/', '/partie/', '/login', '/joue', '/rechercher/']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain('Allow: /');
    expect(lines.at(-1)).toBe('Sitemap: https://parole.example.org/sitemap.xml');
    // Link previews fetch the pages and their images.
    expect(text).not.toMatch(/Disallow: \/(partage|lire)/);
  });
});

describe('the drawing limit', () => {
  const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

  it('refuses, per client address, new drawings beyond a minute’s allowance, never images already drawn', async () => {
    // One minute throughout (5 s into it), whatever the run's duration.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:05Z'));
    const limited = await openTestServerApp();
    try {
      const get = (url: string, address: string) => limited.app.request(url, {}, from(address));
      // Drawn once, from elsewhere: free for everyone afterwards.
      expect((await get('/partage/43/3/16.png', '192.0.2.90')).status).toBe(200);
      // Thirty new drawings a minute from one address (Psaume 119's verses, one each)…
      for (let verse = 1; verse <= 30; verse++) expect((await get(`/partage/19/119/${verse}.png`, '192.0.2.91')).status, `verse ${verse}`).toBe(200);
      // …then the next new one is refused, in French, with when to try again.
      const refused = await get('/partage/19/119/31.png', '192.0.2.91');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect(await refused.json()).toEqual({ message: 'Trop d’images de partage demandées depuis votre réseau : réessayez dans une minute.' });
      // An image already drawn is still served to that address, and another address draws new ones.
      expect((await get('/partage/43/3/16.png', '192.0.2.91')).status).toBe(200);
      expect((await get('/partage/19/119/31.png', '192.0.2.92')).status).toBe(200);
    } finally {
      vi.useRealTimers();
      await limited.close();
    }
  }, 60_000);
});
