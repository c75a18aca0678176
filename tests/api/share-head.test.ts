/**
 * The head each page of the site is sent with (share/heads.ts, share/page.ts),
 * on the real database through the real app: title, description, canonical,
 * robots, Open Graph and Twitter tags per route family; a chapter's text in
 * #root; hostile paths never reflected raw; the rendered page's nonce
 * (new in each answer, the same in its CSP and its page), caching and
 * encodings, and the template's other tags kept.
 */
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../packages/api/src/testing.js';
import { openTestServerApp } from '../../packages/server/src/testing.js';
import { builtIndex } from '../support/built-index.js';
import { trimAtWord } from '../../packages/pages/src/text.js';
import { crawlHead, type CrawledHead } from '../support/page-head.js';

const ORIGIN = 'https://parole.example.org';
/** The site's own index.html, as the build writes it (with the build's script tag). */
let template: string;
let t: TestApp;
let web: Awaited<ReturnType<typeof builtIndex>>;

beforeAll(async () => {
  web = await builtIndex('parole-share-head-');
  template = web.template;
  t = await openTestServerApp({ webRoot: web.dir, siteUrl: ORIGIN });
});
afterAll(async () => {
  await t?.close();
  await web?.remove();
});

/** The answer's style nonce, as its CSP names it. */
const nonceOf = (res: Response): string | undefined => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];

/** A page's text with its nonce, the one thing that differs between its answers, blanked. */
const withoutNonce = (res: Response, html: string): string => html.replaceAll(`nonce="${nonceOf(res)}"`, 'nonce=""');

/** The head as a crawler reads it, with exactly one title. */
function parseHead(html: string): CrawledHead {
  const head = crawlHead(html);
  expect(head.titles).toHaveLength(1);
  return head;
}

async function page(url: string, init?: RequestInit): Promise<{ res: Response; html: string; head: CrawledHead }> {
  const res = await t.app.request(url, init);
  const html = await res.text();
  return { res, html, head: parseHead(html) };
}

describe('the head of the reading pages', () => {
  it('names a verse, its translation and the site, with the verse as description and its image', async () => {
    const { res, head } = await page('/lire/43/3/16');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(head.title).toBe('Jean 3:16 — Louis Segond 1910 · Parole');
    expect(head.description).toMatch(/^Car Dieu a tant aimé le monde qu’il a donné son Fils unique/);
    expect(head.description!.length).toBeLessThanOrEqual(155);
    expect(head.canonical).toBe(`${ORIGIN}/lire/43/3`);
    expect(head.robots).toBeUndefined();
    expect(head.meta).toMatchObject({
      'og:type': 'article',
      'og:site_name': 'Parole',
      'og:locale': 'fr_FR',
      'og:title': 'Jean 3:16 — Louis Segond 1910 · Parole',
      'og:description': head.description,
      'og:url': `${ORIGIN}/lire/43/3/16`,
      'og:image': `${ORIGIN}/partage/43/3/16.png`,
      'og:image:width': '1200',
      'og:image:height': '630',
      'twitter:card': 'summary_large_image',
      'twitter:image': `${ORIGIN}/partage/43/3/16.png`,
      'twitter:title': head.title,
    });
    expect(head.meta['og:image:alt']).toMatch(/^Jean 3:16 \(Louis Segond 1910\) : Car Dieu a tant aimé/);
  });

  it('names a range and a list of verses, their texts joined', async () => {
    const range = (await page('/lire/43/3/16-18')).head;
    expect(range.title).toBe('Jean 3:16-18 — Louis Segond 1910 · Parole');
    expect(range.meta['og:image']).toBe(`${ORIGIN}/partage/43/3/16-18.png`);
    expect(range.description).toMatch(/…$/);
    const list = (await page('/lire/1/1/3,1')).head;
    expect(list.title).toBe('Genèse 1:1,3 — Louis Segond 1910 · Parole');
    expect(list.description).toBe('Au commencement, Dieu créa les cieux et la terre. Dieu dit: Que la lumière soit! Et la lumière fut.');
  });

  it('describes a chapter by its opening, trimmed at a word', async () => {
    const { head } = await page('/lire/19/119');
    expect(head.title).toBe('Psaumes 119 — Louis Segond 1910 · Parole');
    expect(head.canonical).toBe(`${ORIGIN}/lire/19/119`);
    expect(head.meta['og:url']).toBe(`${ORIGIN}/lire/19/119`);
    expect(head.meta['og:image']).toBe(`${ORIGIN}/partage/19/119.png`);
    expect(head.description!.length).toBeLessThanOrEqual(155);
    expect(head.description).toMatch(/ [^ ]+…$/);
    expect(head.description).toMatch(/^Heureux ceux qui sont intègres dans leur voie/);
  });

  it('gives a book without chapter its first chapter, and a selection the chapter lacks the chapter', async () => {
    const book = (await page('/lire/65')).head;
    expect(book.title).toBe('Jude 1 — Louis Segond 1910 · Parole');
    expect(book.canonical).toBe(`${ORIGIN}/lire/65/1`);
    for (const url of ['/lire/43/3/99', '/lire/43/3/abc', '/lire/43/3/0']) {
      const { head } = await page(url);
      expect(head.title, url).toBe('Jean 3 — Louis Segond 1910 · Parole');
      expect(head.meta['og:image'], url).toBe(`${ORIGIN}/partage/43/3.png`);
    }
  });

  it('keeps addresses that name no chapter, /lire alone and the print layout out of search engines', async () => {
    for (const url of ['/lire/43/22', '/lire/67/1', '/lire/0/1']) {
      const { res, head } = await page(url);
      expect(res.status, url).toBe(200);
      expect(head.title, url).toBe('Passage introuvable · Parole');
      expect(head.robots, url).toBe('noindex');
      expect(head.canonical, url).toBeUndefined();
    }
    expect((await page('/lire')).head).toMatchObject({ title: 'Lire la Bible · Parole', robots: 'noindex' });
    const print = (await page('/print/43/3')).head;
    expect(print.title).toBe('Jean 3 (impression) — Louis Segond 1910 · Parole');
    expect(print.robots).toBe('noindex');
    expect(print.meta['og:image']).toBe(`${ORIGIN}/partage/43/3.png`);
  });

  it('writes the chapter’s text inside #root, escaped, with links to the chapters around it', async () => {
    const { html } = await page('/lire/43/3');
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));
    expect(root).toContain('<h1 class="parole-static-new">Jean 3</h1>');
    expect(root).toContain('<p id="v16"><sup>16</sup>Car Dieu a tant aimé le monde');
    expect(root.match(/<p id="v\d+">/g)).toHaveLength(36);
    expect(root).toContain('<a href="/lire/43/2" rel="prev">← Jean 2</a>');
    expect(root).toContain('<a href="/lire/43/4" rel="next">Jean 4 →</a>');
    // Headings of the source, as the reader shows them.
    expect(root).toMatch(/<h2>[^<]+<\/h2>/);
    // Its message that the Bible needs JavaScript would now be wrong.
    expect(html).not.toContain('<noscript>');
    // No script of its own: the site's CSP allows none inline.
    expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script type="module" crossorigin src="/assets/index-Test1234.js">']);
    expect((await page('/lire/66/22')).html).not.toContain('rel="next"');
  });
});

describe('the head of a reading page in another translation (issue 41)', () => {
  it('names Darby and draws its share card, its text and its links in Darby’s numbering', async () => {
    const { head, html } = await page('/lire/1/32/1?traduction=darby');
    expect(head.title).toBe('Genèse 32:1 — Darby 1885 · Parole');
    expect(head.description).toMatch(/^Et Laban se leva de bon matin/);
    expect(head.canonical).toBe(`${ORIGIN}/lire/1/32?traduction=darby`);
    expect(head.meta).toMatchObject({
      'og:url': `${ORIGIN}/lire/1/32/1?traduction=darby`,
      'og:image': `${ORIGIN}/partage/1/32/1.png?traduction=darby`,
    });
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));
    expect(root.match(/<p id="v\d+">/g)).toHaveLength(33);
    expect(root).toContain('<a href="/lire/1/33?traduction=darby" rel="next">Genèse 33 →</a>');
  });

  it('reads a chapter only the translation has, and keeps an unknown translation out of search engines', async () => {
    expect((await page('/lire/39/4?traduction=martin')).head.title).toBe('Malachie 4 — Martin 1744 · Parole');
    expect((await page('/lire/39/4')).head.title).toBe('Passage introuvable · Parole');
    expect((await page('/lire/43/3?traduction=kjv')).head).toMatchObject({ title: 'Traduction inconnue · Parole', robots: 'noindex' });
    // Another query changes nothing, and Segond's head is the one it was.
    expect((await page('/lire/43/3/16?utm=x')).head.title).toBe('Jean 3:16 — Louis Segond 1910 · Parole');
  });

  it('sends no Segond results with a search page in another translation: the app asks them in it', async () => {
    const { html, head } = await page('/rechercher/berger/atnt/nex?traduction=martin');
    expect(head.description).toContain('(Martin 1744)');
    expect(html).not.toContain('parole-page-data');
  });
});

describe('the head of the plan, the themes and the word cloud in another translation (issue 41)', () => {
  it('names the translation read, its address carrying it, where Segond’s pages name Segond or none', async () => {
    const plan = (await page('/bible1an/1/1?traduction=darby')).head;
    expect(plan.title).toBe('Bible en 1 an — 1er janvier · Parole');
    expect(plan.description).toBe('Bible (Darby 1885) en 1 an, lectures du 1er janvier : Genèse 1-3 ; Matthieu 1.');
    expect(plan.canonical).toBe(`${ORIGIN}/bible1an/1/1?traduction=darby`);
    expect(plan.meta['og:url']).toBe(`${ORIGIN}/bible1an/1/1?traduction=darby`);
    expect((await page('/bible1an?traduction=martin')).head.description).toMatch(/^Lire toute la Bible \(Martin 1744\) en un an/);
    expect((await page('/bible1an/1/1')).head.description).toBe('Bible en 1 an, lectures du 1er janvier : Genèse 1-3 ; Matthieu 1.');

    for (const [url, name] of [['/theme?traduction=darby', 'Darby 1885'], ['/tagcloud/19?traduction=martin', 'Martin 1744'], ['/tagcloud?traduction=lsg', 'Louis Segond 1910']] as const) {
      const { head } = await page(url);
      expect(head.description).toContain(`(${name})`);
      expect(head.description).not.toContain(name === 'Louis Segond 1910' ? 'Darby' : 'Louis Segond 1910');
    }
  });

  it('draws a theme’s first verse in the translation read, in its numbering and its words', async () => {
    const ask = async (query: string) =>
      ((await (await t.app.request(`/api/theme${query}`)).json()) as { themes: Array<{ id: number; versets21: { livre_id: number; chapitre: number; verset: number; texte: string } }> }).themes;
    const [segond, darby] = [await ask(''), await ask('?traduction=darby')];
    const theme = segond[0];
    const v = darby.find((d) => d.id === theme.id)!.versets21;
    const { head } = await page(`/theme/${theme.id}?traduction=darby`);
    expect(head.meta['og:image']).toBe(`${ORIGIN}/partage/${v.livre_id}/${v.chapitre}/${v.verset}.png?traduction=darby`);
    expect(head.meta['og:image:alt']).toContain('(Darby 1885) : ');
    expect(head.meta['og:image:alt']).toContain(v.texte.replace(/<[^>]+>/g, '').slice(0, 20));
    expect(head.meta['og:image:alt']).not.toContain(theme.versets21.texte.replace(/<[^>]+>/g, '').slice(0, 40));
  });

  it('keeps a translation the server lacks out of search engines, as the reading page does', async () => {
    for (const url of ['/bible1an?traduction=kjv', '/theme/1?traduction=kjv', '/tagcloud?traduction=kjv']) {
      expect((await page(url)).head).toMatchObject({ title: 'Traduction inconnue · Parole', robots: 'noindex' });
    }
  });
});

describe('the head of the other pages', () => {
  const CASES: Array<{ url: string; title: string; index: boolean; description?: RegExp }> = [
    { url: '/', title: 'Parole — La Bible en ligne', index: true, description: /^Parole : lire la Bible en français/ },
    { url: '/select', title: 'Livres de la Bible · Parole', index: true, description: /66 livres/ },
    { url: '/rechercher/berger/43/exa', title: 'Recherche « berger » — Jean · Parole', index: false, description: /le mot « berger » : Jean\.$/ },
    { url: '/rechercher/Dieu%20amour/atnt/nex', title: 'Recherche « Dieu amour » — Toute la Bible · Parole', index: false },
    { url: '/rechercher/a/atnt/nex', title: 'Recherche · Parole', index: false },
    { url: '/bible1an', title: 'Bible en 1 an · Parole', index: true, description: /un an/ },
    { url: '/bible1an/1/1', title: 'Bible en 1 an — 1er janvier · Parole', index: true, description: /lectures du 1er janvier : Genèse 1-3 ; Matthieu 1\.$/ },
    { url: '/bible1an/2/29', title: 'Bible en 1 an — 29 février · Parole', index: true },
    { url: '/bible1an/2/30', title: 'Bible en 1 an · Parole', index: false },
    { url: '/theme', title: 'Thèmes · Parole', index: true, description: /par thème : / },
    { url: '/theme/999999', title: 'Thème introuvable · Parole', index: false },
    { url: '/tagcloud', title: 'Nuage de mots — Nouveau Testament · Parole', index: true },
    { url: '/tagcloud/at', title: 'Nuage de mots — Ancien Testament · Parole', index: true },
    { url: '/tagcloud/19', title: 'Nuage de mots — Psaumes · Parole', index: true },
    { url: '/tagcloud/xyz', title: 'Nuage de mots · Parole', index: false },
    { url: '/aide', title: 'Infos · Parole', index: true, description: /^Infos sur Parole/ },
    { url: '/jeu', title: 'Jeu biblique · Parole', index: true, description: /de quel livre/ },
    { url: '/joue', title: 'Jouer — Jeu biblique · Parole', index: false },
    { url: '/joue/43', title: 'Jouer — Jeu biblique · Parole', index: false },
    { url: '/partie/12', title: 'Résumé de la partie · Parole', index: false },
    { url: '/login', title: 'Se connecter · Parole', index: false },
    { url: '/une-page-inconnue', title: 'Page introuvable · Parole', index: false },
  ];

  it.each(CASES)('$url: $title', async ({ url, title, index, description }) => {
    const { res, head, html } = await page(url);
    expect(res.status).toBe(200);
    expect(head.title).toBe(title);
    expect(head.meta['og:title']).toBe(title);
    expect(head.meta['og:locale']).toBe('fr_FR');
    expect(head.meta['twitter:card']).toBe('summary_large_image');
    expect(head.meta['og:url']).toBe(ORIGIN + new URL(url, ORIGIN).pathname);
    expect(head.meta['og:image']).toMatch(new RegExp(`^${ORIGIN}/partage/`));
    expect(head.robots).toBe(index ? undefined : 'noindex');
    expect(head.canonical).toBe(index ? ORIGIN + url : undefined);
    expect(head.description!.length).toBeGreaterThan(20);
    expect(head.description!.length).toBeLessThanOrEqual(200);
    if (description) expect(head.description).toMatch(description);
    // Only the reading pages carry a text, search pages their results (search-page.test.ts) and word
    // cloud pages their cloud once the server has laid it out (issue 48, wordcloud-server.test.ts);
    // the others keep the app's message for readers without JavaScript.
    if (url.startsWith('/tagcloud') && index) expect(html).toMatch(/<div id="root">(?:<\/div>|<div class="parole-static parole-static-cloud">)/);
    else if (!url.startsWith('/rechercher/') || !head.title.includes('«')) expect(html).toContain('<div id="root"></div>');
  });

  it('describes one theme by its own sentence, its image being its first verse', async () => {
    const themes = (await (await t.app.request('/api/theme')).json()) as { themes: Array<{ id: number; nom: string; description: string; versets21: { livre_id: number; chapitre: number; verset: number } }> };
    const theme = themes.themes[0];
    const { head } = await page(`/theme/${theme.id}`);
    expect(head.title).toBe(`${theme.nom} — Thèmes · Parole`);
    expect(head.description).toBe(trimAtWord(theme.description, 155));
    const v = theme.versets21;
    expect(head.meta['og:image']).toBe(`${ORIGIN}/partage/${v.livre_id}/${v.chapitre}/${v.verset}.png`);
  });
});

describe('hostile paths', () => {
  const HOSTILE = [
    '/lire/43/3/<script>alert(1)</script>',
    '/lire/43/3/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    '/rechercher/%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E/atnt/nex',
    "/rechercher/'%3E%3Csvg%20onload%3Dalert(1)%3E/atnt/nex",
    '/rechercher/%3C%2Ftitle%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E/atnt/nex',
    '/theme/%22onmouseover=%22alert(1)',
    `/une-page/${'<x>'.repeat(50)}`,
    `/lire/${'9'.repeat(5000)}`,
    `/rechercher/${'a'.repeat(3000)}/atnt/nex`,
  ];

  it.each(HOSTILE)('never reflects %s raw, and answers a page (never a 500)', async (url) => {
    const { res, html, head } = await page(url);
    expect(res.status).toBe(200);
    // The template's own tags and the page's: nothing else opens a tag.
    expect(html).not.toMatch(/<(script|img|svg)[^>]*(alert|onerror|onload)/i);
    expect(html).not.toMatch(/<\/title>\s*<script/i);
    expect(html).not.toContain('"onmouseover');
    // The build's script, and for a search the page's data (its answer, never run: search-page.test.ts).
    const scripts = html.match(/<script\b[^>]*>/g)!.filter((tag) => tag !== '<script type="module" crossorigin src="/assets/index-Test1234.js">');
    expect(scripts).toEqual(url.startsWith('/rechercher/') && scripts.length > 0 ? ['<script type="application/json" id="parole-page-data">'] : []);
    expect(html.match(/<script\b/g)!.length).toBe(scripts.length + 1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(head.title.length).toBeLessThan(200);
    expect(html.length).toBeLessThan(template.length + 20_000);
  });

  it('escapes a search word with markup in every tag it appears in', async () => {
    const { html, head } = await page('/rechercher/%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E/atnt/nex');
    expect(head.title).toBe('Recherche « "><img src=x onerror=alert(1)> » — Toute la Bible · Parole');
    expect(html).toContain('<title>Recherche « &quot;&gt;&lt;img src=x onerror=alert(1)&gt; » — Toute la Bible · Parole</title>');
    expect(head.robots).toBe('noindex');
  });

  it('keeps an overlong path out of the head', async () => {
    const { head } = await page(`/une-page/${'a'.repeat(2000)}`);
    expect(head.title).toBe('Page introuvable · Parole');
    expect(head.meta['og:url']).not.toContain('aaaa');
  });
});

describe('the rendered page', () => {
  it('keeps the template’s other tags and replaces its title and description', async () => {
    const { html } = await page('/lire/43/3');
    expect(html).toContain('<meta name="theme-color" content="#6b3fa0" />');
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    expect(html).not.toContain('Parole — La Bible en ligne</title>');
    expect(html.match(/<meta\s+name="description"/g)).toHaveLength(1);
  });

  it('is revalidated each time and kept by no shared cache; no entity tag, so never a 304 (its nonce is new each time)', async () => {
    const first = await t.app.request('/lire/43/3');
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    expect(first.headers.get('vary')).toBe('Accept-Encoding');
    expect(first.headers.get('etag')).toBeNull();
    // A browser that kept an entity tag of an earlier build gets the page.
    const again = await t.app.request('/lire/43/3', { headers: { 'If-None-Match': '"abc"' } });
    expect(again.status).toBe(200);
  });

  it('sends brotli or gzip when accepted, the same page once decoded', async () => {
    const plain = await t.app.request('/lire/19/119');
    const plainText = withoutNonce(plain, await plain.text());
    const br = await t.app.request('/lire/19/119', { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(brBody.length);
    expect(withoutNonce(br, brotliDecompressSync(brBody).toString())).toBe(plainText);
    expect(brBody.length).toBeLessThan(Buffer.byteLength(plainText) / 3);
    const gz = await t.app.request('/lire/19/119', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const gzBody = Buffer.from(await gz.arrayBuffer());
    expect(Number(gz.headers.get('content-length'))).toBe(gzBody.length);
    expect(withoutNonce(gz, gunzipSync(gzBody).toString())).toBe(plainText);
  });

  it('keeps the site’s security headers', async () => {
    const res = await t.app.request('/lire/43/3/16');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('the style nonce of an HTML answer', () => {
  it('allows no inline style nor evaluated code, but the answer’s own nonce, the one its page hands to styled-components', async () => {
    for (const url of ['/', '/lire/43/3', '/lire/43/3/16', '/rechercher/berger/atnt/nex', '/bible1an', '/quiz', '/aide', '/index.html', '/une-page-absente']) {
      const res = await t.app.request(url);
      const csp = res.headers.get('content-security-policy')!;
      expect(csp, url).not.toContain('unsafe-');
      const nonce = nonceOf(res);
      // 128 random bits in base64.
      expect(nonce, url).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(csp, url).toContain(`style-src 'self' 'nonce-${nonce}';`);
      const html = await res.text();
      expect(html, url).toContain(`<meta property="csp-nonce" nonce="${nonce}" />`);
      // Every nonce the page names is this one.
      expect(new Set([...html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1])), url).toEqual(new Set([nonce]));
      // No style attribute: the CSP would refuse it.
      expect(html, url).not.toMatch(/\sstyle=/i);
    }
  });

  it('is new in every answer, the same page kept and cached or not', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++) {
      for (const url of ['/lire/43/3', '/lire/43/3', '/index.html']) nonces.add(nonceOf(await t.app.request(url))!);
    }
    expect(nonces.size).toBe(15);
  });

  it('is on the chapter’s server-written <style> too', async () => {
    const res = await t.app.request('/lire/43/3');
    const html = await res.text();
    expect(html).toContain(`<style nonce="${nonceOf(res)}">`);
    expect(html.match(/<style/g)).toHaveLength(1);
  });

  it('cannot be planted by a page’s own text', async () => {
    // A search word shaped like a nonce attribute stays escaped text, never a nonce of the page.
    const res = await t.app.request(`/rechercher/${encodeURIComponent('" nonce="abc')}/atnt/nex`);
    const html = await res.text();
    expect(new Set([...html.matchAll(/ nonce="([^"]*)"/g)].map((m) => m[1]))).toEqual(new Set([nonceOf(res)]));
  });
});

describe('the public origin', () => {
  it('is the request’s Host when SITE_URL is not set, and nothing absolute for a Host that is not a host name', async () => {
    const other = await openTestServerApp({ webRoot: web.dir, siteUrl: undefined });
    try {
      const own = parseHead(await (await other.app.request('/lire/43/3', { headers: { Host: 'bible.example:8080' } })).text());
      expect(own.canonical).toBe('http://bible.example:8080/lire/43/3');
      expect(own.meta['og:image']).toBe('http://bible.example:8080/partage/43/3.png');
      const bad = await other.app.request('/lire/43/3', { headers: { Host: 'evil.example/"><script>' } });
      const html = await bad.text();
      expect(bad.status).toBe(200);
      const head = parseHead(html);
      expect(head.canonical).toBeUndefined();
      expect(head.meta['og:image']).toBeUndefined();
      expect(head.title).toBe('Jean 3 — Louis Segond 1910 · Parole');
      expect(html).not.toContain('evil.example');
    } finally {
      await other.close();
    }
  });
});
