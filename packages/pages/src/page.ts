/**
 * The site's pages as the server sends them: the built index.html with the
 * page's own head (heads.ts) in place of the generic title and description,
 * and for a chapter its text inside #root, which the app replaces when it
 * starts (docs/decisions/share.md); for a search, its first results, drawn
 * by the widgets themselves (search-page.ts). Every value is HTML-escaped here.
 *
 * Every HTML answer carries a nonce of its own, fresh and random, in its
 * Content-Security-Policy (`style-src 'self' 'nonce-…'`) and in the page:
 * `<meta property="csp-nonce" nonce="…">`, where styled-components (and
 * vite's module preloader) read it for the <style> elements they add, and
 * on the server's own <style> elements (docs/decisions/host.md#content-security-policy).
 *
 * A rendered page is kept, split where its nonce goes, in a bounded cache by
 * origin and path; each answer joins the pieces around a new nonce and
 * compresses the result (under a millisecond for the longest chapter). A
 * search page is kept without its results, cut where they go: they are the
 * search's, drawn once per kept answer (search-page.ts) and written into
 * each answer, or left out when the search cannot be had in time.
 * No entity tag: no two answers are the same. The template is read again
 * when index.html changes on disk (a new build), looked at at most once a
 * second, so a deploy is seen within a second.
 */
import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress as brotliCallback, constants, gzip as gzipCallback } from 'node:zlib';
import type { Context } from 'hono';
import { defaultStyle, type Scope } from '@parole/bible';
import { requestHeader } from '@parole/api/http';
import { completeResponse, pageHeaders, type HeaderRecord } from '@parole/api/headers';
import { promiseLru, type PromiseLru } from '@parole/api/memo';
import type { SearchInput } from '@parole/api/search/answers';
import { SITE_NAME, type PageHead, type StaticChapter } from './heads.js';
import { cssFonts, escapeHtml } from './text.js';

export const HTML_TYPE = 'text/html; charset=utf-8';
/**
 * Revalidated each time, so that a deploy or a new text is seen within a second
 * (with no entity tag, a revalidation is a new answer), and never kept by a
 * shared cache: each answer's nonce is its own (docs/decisions/host.md).
 */
export const PAGE_CACHE_CONTROL = 'private, no-cache';
/** How often index.html is looked at on disk: a new build is seen within this time. */
export const TEMPLATE_CHECK_MS = 1_000;
/** Longest path rendered as itself; a longer one gets the generic head, never kept. */
export const MAX_PAGE_PATH = 1000;
/** The path of the bare template (the app shell the service worker keeps for offline use, sw/sw.ts). */
export const SHELL_PATH = '/index.html';

/**
 * Stands, in a kept page, where each answer's nonce goes: random per
 * process, so no text of a page (a search word in its title) can contain it.
 */
const NONCE_MARK = `nonce-mark-${randomBytes(16).toString('hex')}`;
/** Stands, in a kept search page, where its results go: random per process, like NONCE_MARK. */
const RESULTS_MARK = `results-mark-${randomBytes(16).toString('hex')}`;

/** A rendered page, cut where each answer's nonce goes. */
export interface NoncedPage {
  /** The page's bytes between its nonces (one more piece than nonces). */
  readonly pieces: readonly Uint8Array[];
  /** Their total length. */
  readonly length: number;
}

const gzip = promisify(gzipCallback);
const brotli = promisify(brotliCallback);

/**
 * Compression levels of an answer, made for each answer: brotli 5 is within
 * 1 % of brotli 7's size on the site's pages and never slower, and a page
 * of the longest chapter (23 KB) takes under a millisecond at these levels
 * (docs/decisions/host.md#content-security-policy).
 */
const GZIP_LEVEL = 6;
const BROTLI_QUALITY = 5;

/**
 * A new nonce: 128 random bits, base64 (CSP Level 3 asks for at least 128
 * bits, never reused).
 */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The element that hands the page's nonce to its scripts (styled-components, vite's preloader). */
const NONCE_META = `<meta property="csp-nonce" nonce="${NONCE_MARK}" />`;

const DOCTYPE = /^\s*<!doctype[^>]*>/i;

/** `html` with NONCE_META at the end of its head, else after its doctype, else first. */
function withNonceMeta(html: string): string {
  if (html.includes('</head>')) return html.replace('</head>', () => `  ${NONCE_META}\n  </head>`);
  if (DOCTYPE.test(html)) return html.replace(DOCTYPE, (doctype) => `${doctype}${NONCE_META}`);
  return `${NONCE_META}\n${html}`;
}

/** `html` cut where it names the nonce mark. */
function cutAtNonces(html: string): NoncedPage {
  const encoder = new TextEncoder();
  const pieces = html.split(NONCE_MARK).map((piece) => encoder.encode(piece));
  return { pieces, length: pieces.reduce((sum, piece) => sum + piece.byteLength, 0) };
}

/**
 * The page's bytes with `nonce` wherever it goes.
 * @example new TextDecoder().decode(pageWithNonce(page, 'bm9uY2U=')) // '…<meta property="csp-nonce" nonce="bm9uY2U=" />…'
 */
export function pageWithNonce(page: NoncedPage, nonce: string): Uint8Array<ArrayBuffer> {
  const value = new TextEncoder().encode(nonce);
  const bytes = new Uint8Array(page.length + value.byteLength * (page.pieces.length - 1));
  let at = 0;
  page.pieces.forEach((piece, i) => {
    if (i > 0) {
      bytes.set(value, at);
      at += value.byteLength;
    }
    bytes.set(piece, at);
    at += piece.byteLength;
  });
  return bytes;
}

/** The same element, removed before the page's own is written. */
const TITLE = /<title>[\s\S]*?<\/title>\s*/i;
const DESCRIPTION = /<meta\s+name="description"[\s\S]*?>\s*/i;
const ROOT = /<div id="root"><\/div>/;
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>\s*/i;

/** The palette the app starts in (its light default), and its fonts as CSS writes them. */
const { colors } = defaultStyle;
const fonts = cssFonts(defaultStyle.fonts);

/**
 * The chapter's text before the app starts: the reader's fonts, measure and
 * colours (the app's light default: it follows no system dark mode), and
 * the page's margin and scrollbar room as the app's global style sets them,
 * so that nothing jumps when the app replaces it. Static CSS, no script,
 * allowed by the answer's nonce.
 */
const STATIC_STYLE = `<style nonce="${NONCE_MARK}">
html{scrollbar-gutter:stable}body{margin:0;background:${colors.background}}
.parole-static{max-width:72rem;margin:0 auto;padding:1rem 1rem 1.5rem;color:${colors.text};font-family:${fonts.text};font-size:1.125rem;line-height:1.6}
.parole-static h1{margin:0 0 .5rem;font-family:${fonts.ui};font-size:1.75rem;line-height:1.25}
.parole-static .parole-static-old{color:${colors.oldTestament}}.parole-static .parole-static-new{color:${colors.newTestament}}
.parole-static h2{margin:1rem 0 .5rem;font-family:${fonts.ui};font-size:1.05em;line-height:1.3}
.parole-static p{margin:0 0 .25rem;padding:0 .25rem}
.parole-static sup{margin-right:.25em;font-family:system-ui,sans-serif;font-size:.7em;font-weight:700}
.parole-static nav{display:flex;justify-content:space-between;gap:1rem;margin-top:1.5rem;font-family:system-ui,sans-serif}
.parole-static a{color:${colors.accent}}
</style>`;

/** The tags of a head: title, description, canonical, robots, Open Graph, Twitter card. */
export function headTags(head: PageHead, origin: string | undefined): string {
  const e = escapeHtml;
  const absolute = (path: string) => (origin === undefined ? undefined : `${origin}${path}`);
  const lines = [`<title>${e(head.title)}</title>`, `<meta name="description" content="${e(head.description)}" />`];
  if (!head.index) lines.push('<meta name="robots" content="noindex" />');
  const canonical = head.canonical && absolute(head.canonical);
  if (canonical) lines.push(`<link rel="canonical" href="${e(canonical)}" />`);
  const og: Array<[string, string | undefined]> = [
    ['og:type', head.type],
    ['og:site_name', SITE_NAME],
    ['og:locale', 'fr_FR'],
    ['og:title', head.title],
    ['og:description', head.description],
    ['og:url', absolute(head.url)],
    ['og:image', absolute(head.image)],
    ['og:image:type', 'image/png'],
    ['og:image:width', '1200'],
    ['og:image:height', '630'],
    ['og:image:alt', head.imageAlt],
  ];
  for (const [property, content] of og) {
    if (content !== undefined) lines.push(`<meta property="${property}" content="${e(content)}" />`);
  }
  const twitter: Array<[string, string | undefined]> = [
    ['twitter:card', 'summary_large_image'],
    ['twitter:title', head.title],
    ['twitter:description', head.description],
    ['twitter:image', absolute(head.image)],
    ['twitter:image:alt', head.imageAlt],
  ];
  for (const [name, content] of twitter) {
    if (content !== undefined) lines.push(`<meta name="${name}" content="${e(content)}" />`);
  }
  return lines.join('\n    ');
}

/** A chapter's text as plain semantic HTML, every text escaped. */
export function staticChapterHtml(chapter: StaticChapter): string {
  const e = escapeHtml;
  const lines = chapter.lines.map((line) =>
    'verse' in line ? `<p id="v${line.verse}"><sup>${line.verse}</sup>${e(line.text)}</p>` : `<h2>${e(line.heading)}</h2>`,
  );
  const links = [
    chapter.previous && `<a href="${e(chapter.previous.path)}" rel="prev">← ${e(chapter.previous.label)}</a>`,
    chapter.next && `<a href="${e(chapter.next.path)}" rel="next">${e(chapter.next.label)} →</a>`,
  ].filter(Boolean);
  return [
    `<article class="parole-static" aria-label="${e(`${chapter.title} (${chapter.translation})`)}">`,
    `<h1 class="parole-static-${chapter.testament}">${e(chapter.title)}</h1>`,
    ...lines,
    links.length > 0 ? `<nav aria-label="Chapitres">${links.join('')}</nav>` : '',
    `<p><small>${e(chapter.translation)}</small></p>`,
    '</article>',
  ].join('\n');
}

/**
 * index.html with `head` in it: the generic title and description replaced,
 * the other tags of the build kept, the nonce's meta element added, and a
 * chapter's text inside #root (its <noscript> message, which says the Bible
 * needs JavaScript, then dropped). With `results`, a search page's:
 * RESULTS_MARK inside #root where its results go, with their style. The
 * nonce is the mark that pageWithNonce() replaces.
 */
export function renderPage(template: string, head: PageHead, origin: string | undefined, { results = false } = {}): string {
  const style = head.chapter ? STATIC_STYLE : '';
  const tags = `${headTags(head, origin)}${style ? `\n    ${style}` : ''}`;
  let html = template.replace(DESCRIPTION, '');
  // Where the generic title was (before the build's scripts), else at the end of the head, else first.
  if (TITLE.test(html)) html = html.replace(TITLE, () => `${tags}\n    `);
  else if (html.includes('</head>')) html = html.replace('</head>', () => `  ${tags}\n  </head>`);
  else html = `${tags}\n${html}`;
  const root = head.chapter ? staticChapterHtml(head.chapter) : results ? RESULTS_MARK : undefined;
  if (root !== undefined) html = html.replace(NOSCRIPT, '').replace(ROOT, () => `<div id="root">${root}</div>`);
  return withNonceMeta(html);
}

/** A page as kept: its bytes, and for a search or word cloud page the same cut where its results go. */
interface KeptPage {
  /** The page as sent without results (any page but a search's or a word cloud's is only this). */
  page: NoncedPage;
  /** `fill` gives the inside of #root for a client (null: the page without it). */
  results?: { fill: (client?: string) => Promise<InsertedPieces | null>; before: NoncedPage; after: NoncedPage };
}

/**
 * `before`, the `inserted` pieces (each given as its chunks), then `after`,
 * as one page: where two meet, the last piece of one and the first of the
 * next (no nonce between them) joined; each piece's bytes copied once.
 */
function joinPages(before: NoncedPage, inserted: InsertedPieces, after: NoncedPage): NoncedPage {
  const groups: Uint8Array[][] = before.pieces.map((piece) => [piece]);
  inserted.forEach((chunks, i) => (i === 0 ? groups.at(-1)!.push(...chunks) : groups.push([...chunks])));
  after.pieces.forEach((piece, i) => (i === 0 ? groups.at(-1)!.push(piece) : groups.push([piece])));
  const pieces = groups.map((chunks) => (chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)));
  return { pieces, length: pieces.reduce((sum, piece) => sum + piece.byteLength, 0) };
}

/** How an answer is compressed. */
export type PageCoding = 'br' | 'gzip' | 'identity';

/** True when an Accept-Encoding value accepts `coding` by name with a non-zero quality. */
function accepts(header: string | undefined, coding: string): boolean {
  if (!header) return false;
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    if (name !== coding) continue;
    const q = params.find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}

/** Accept-Encoding values whose coding pickCoding() keeps (the map starts again when full): clients send one of a few values, each parsed once. */
const ACCEPT_ENCODING_VALUES_KEPT = 64;
const codings = new Map<string, PageCoding>();

/**
 * The coding an Accept-Encoding value asks for: brotli first, then gzip
 * (named, as browsers name them), else none.
 * @example pickCoding('gzip, deflate, br, zstd') // 'br'
 */
export function pickCoding(acceptEncoding: string | undefined): PageCoding {
  if (!acceptEncoding) return 'identity';
  let coding = codings.get(acceptEncoding);
  if (coding === undefined) {
    coding = accepts(acceptEncoding, 'br') ? 'br' : accepts(acceptEncoding, 'gzip') || accepts(acceptEncoding, 'x-gzip') ? 'gzip' : 'identity';
    if (codings.size >= ACCEPT_ENCODING_VALUES_KEPT) codings.clear();
    codings.set(acceptEncoding, coding);
  }
  return coding;
}

/**
 * `body` in `coding`, at the levels of a page's answer (GZIP_LEVEL,
 * BROTLI_QUALITY); the endpoints bench's baseline for pages does the same.
 */
export async function compressPage(body: Uint8Array<ArrayBuffer>, coding: PageCoding): Promise<Uint8Array<ArrayBuffer>> {
  if (coding === 'identity') return body;
  const out =
    coding === 'gzip'
      ? await gzip(body, { level: GZIP_LEVEL })
      : await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } });
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength) as Uint8Array<ArrayBuffer>;
}

/** The headers of a page's answer in each coding, but for its length and security policy. */
const PAGE_ANSWER_HEADERS: Record<PageCoding, HeaderRecord> = {
  identity: { 'Content-Type': HTML_TYPE, 'Cache-Control': PAGE_CACHE_CONTROL, Vary: 'Accept-Encoding' },
  gzip: { 'Content-Type': HTML_TYPE, 'Cache-Control': PAGE_CACHE_CONTROL, Vary: 'Accept-Encoding', 'Content-Encoding': 'gzip' },
  br: { 'Content-Type': HTML_TYPE, 'Cache-Control': PAGE_CACHE_CONTROL, Vary: 'Accept-Encoding', 'Content-Encoding': 'br' },
};

/**
 * Answers `page` with a new nonce, in the coding the request accepts, under
 * the site's headers with that nonce in the CSP (@parole/api's headers.ts).
 * @example return sendPage(c, await pages.page('/lire/43/3', origin));
 */
export async function sendPage(c: Context, page: NoncedPage): Promise<Response> {
  const nonce = newNonce();
  const coding = pickCoding(requestHeader(c, 'accept-encoding'));
  const body = await compressPage(pageWithNonce(page, nonce), coding);
  c.set('headerPolicy', pageHeaders(nonce));
  return completeResponse(c, 200, body, PAGE_ANSWER_HEADERS[coding], { 'Content-Length': String(body.byteLength) });
}

/** Bytes to put into a page: its pieces between the nonces they name, each as the chunks that make it. */
export type InsertedPieces = readonly (readonly Uint8Array[])[];

/**
 * The inside of #root for a search page's results (search-page.ts,
 * searchPageResults), or null to send the page without them; `client` is
 * the address that asks. Never rejects.
 */
export type SearchPageResults = (search: SearchInput, client?: string) => Promise<InsertedPieces | null>;

export interface PageRendererOptions {
  /** Pages kept, least recently used out (2,000 by default). */
  capacity?: number;
  /** Where search pages get their results; without it, search pages carry none. */
  searchResults?: SearchPageResults;
  /** Where word cloud pages get their widget (wordcloud-page.ts); without it, they carry none. */
  wordCloud?: (scope: Scope) => Promise<InsertedPieces | null>;
}

export interface PageRenderer {
  /** The rendered page of `path` for `origin`, asked by `client` (an address), or null when the site has no index.html. */
  page(path: string, origin: string | undefined, client?: string): Promise<NoncedPage | null>;
  /** index.html itself with the nonce's meta element (the offline shell), or null when there is none. */
  shell(): Promise<NoncedPage | null>;
}

/**
 * Renders and keeps the pages of the site built in `indexPath`'s folder;
 * `headOf` says what each path's head is, `searchResults` where a search
 * page's results come from.
 * @example const pages = createPageRenderer(path.join(webRoot, 'index.html'), (p) => headFor(p, sources), { searchResults: searchPageResults(answers) });
 */
export function createPageRenderer(
  indexPath: string,
  headOf: (path: string) => Promise<PageHead>,
  { capacity = 2000, searchResults, wordCloud }: PageRendererOptions = {},
): PageRenderer {
  let template: { version: string; html: string; shell: NoncedPage } | undefined;
  let cache: PromiseLru<string, KeptPage> = promiseLru(capacity);
  // index.html is looked at on disk at most every TEMPLATE_CHECK_MS (a stat per page cost more than the rest of a kept page).
  let checked = 0;
  let checking: Promise<typeof template | null> | undefined;

  /** The template, looked at again when TEMPLATE_CHECK_MS have passed. */
  function currentTemplate(): Promise<typeof template | null> {
    const now = Date.now();
    if (now - checked >= TEMPLATE_CHECK_MS || !checking) {
      checked = now;
      checking = readTemplate();
      checking.catch(() => {
        checked = 0; // tried again by the next request
      });
    }
    return checking;
  }

  /** index.html, read again (and the cache emptied) when its size or time changes: a new build. */
  async function readTemplate(): Promise<typeof template | null> {
    let version: string;
    try {
      const info = await stat(indexPath);
      version = `${info.size}:${info.mtimeMs}`;
    } catch {
      return null;
    }
    if (template?.version !== version) {
      const html = await readFile(indexPath, 'utf8');
      template = { version, html, shell: cutAtNonces(withNonceMeta(html)) };
      cache = promiseLru(capacity);
    }
    return template;
  }

  /** What fills a search or word cloud page's #root, when the page is one and the renderer has it. */
  function fillOf(head: PageHead): ((client?: string) => Promise<InsertedPieces | null>) | undefined {
    const { search, wordCloud: scope } = head;
    if (search && searchResults) return (client) => searchResults(search, client);
    if (scope && wordCloud) return () => wordCloud(scope);
    return undefined;
  }

  /** The page of `head`, and for a search or word cloud page the same cut where its results go (none when the template has no #root). */
  function keep(html: string, head: PageHead, origin: string | undefined): KeptPage {
    const page = cutAtNonces(renderPage(html, head, origin));
    const fill = fillOf(head);
    if (!fill) return { page };
    const [before, after] = renderPage(html, head, origin, { results: true }).split(RESULTS_MARK);
    if (after === undefined) return { page };
    return { page, results: { fill, before: cutAtNonces(before), after: cutAtNonces(after) } };
  }

  return {
    async page(path, origin, client) {
      const current = await currentTemplate();
      if (!current) return null;
      const { html } = current;
      if (path.length > MAX_PAGE_PATH) return cutAtNonces(renderPage(html, await headOf('/…'), origin));
      const kept = await cache.get(`${origin ?? ''} ${path}`, async () => keep(html, await headOf(path), origin));
      if (!kept.results) return kept.page;
      const root = await kept.results.fill(client);
      return root ? joinPages(kept.results.before, root, kept.results.after) : kept.page;
    },
    async shell() {
      return (await currentTemplate())?.shell ?? null;
    },
  };
}
