/**
 * The site's pages as the server sends them: the built index.html with the
 * page's own head (heads.ts) in place of the generic title and description,
 * and for a chapter its text inside #root, which the app replaces when it
 * starts (docs/decisions/share.md). Every value is HTML-escaped here.
 *
 * A rendered page is kept, with its gzip and brotli forms and its entity
 * tag, in a bounded cache by origin and path; the template is read again
 * when index.html changes on disk (a new build), looked at at most once a
 * second, so a deploy is seen within a second.
 */
import { readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress as brotliCallback, constants, gzip as gzipCallback } from 'node:zlib';
import { encode, strongEtag, type Encoded } from '../http.js';
import { SITE_NAME, type PageHead, type StaticChapter } from './heads.js';
import { promiseLru, type PromiseLru } from '../memo.js';
import { escapeHtml } from './text.js';

export const HTML_TYPE = 'text/html; charset=utf-8';
/** Revalidated each time (a 304 when unchanged), so that a deploy or a new text is seen at once. */
export const PAGE_CACHE_CONTROL = 'no-cache';
/** How often index.html is looked at on disk: a new build is seen within this time. */
export const TEMPLATE_CHECK_MS = 1_000;
/** Longest path rendered as itself; a longer one gets the generic head, never kept. */
export const MAX_PAGE_PATH = 1000;

/** A rendered page in the three forms the server sends. */
export interface RenderedPage {
  identity: Encoded;
  gzip: Encoded;
  br: Encoded;
}

const gzip = promisify(gzipCallback);
const brotli = promisify(brotliCallback);

/**
 * Compression levels of the rendered pages: each is compressed once and
 * kept, and a chapter page of 40 KB takes a few milliseconds at these
 * levels (brotli's highest costs ten times more for a few per cent).
 */
const GZIP_LEVEL = 6;
const BROTLI_QUALITY = 7;

/** The same element, removed before the page's own is written. */
const TITLE = /<title>[\s\S]*?<\/title>\s*/i;
const DESCRIPTION = /<meta\s+name="description"[\s\S]*?>\s*/i;
const ROOT = /<div id="root"><\/div>/;
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>\s*/i;

/**
 * The chapter's text before the app starts: the reader's fonts, measure and
 * colours (the app's light default: it follows no system dark mode), and
 * the page's margin and scrollbar room as the app's global style sets them,
 * so that nothing jumps when the app replaces it. Static CSS, no script: the
 * site's Content-Security-Policy allows inline styles only.
 */
const STATIC_STYLE = `<style>
html{scrollbar-gutter:stable}body{margin:0;background:#ffffff}
.parole-static{max-width:72rem;margin:0 auto;padding:1rem 1rem 1.5rem;color:#1f1f24;font-family:Georgia,'Times New Roman',serif;font-size:1.125rem;line-height:1.6}
.parole-static h1{margin:0 0 .5rem;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;font-size:1.75rem;line-height:1.25}
.parole-static .parole-static-old{color:#6b3fa0}.parole-static .parole-static-new{color:#00758a}
.parole-static h2{margin:1rem 0 .5rem;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;font-size:1.05em;line-height:1.3}
.parole-static p{margin:0 0 .25rem;padding:0 .25rem}
.parole-static sup{margin-right:.25em;font-family:system-ui,sans-serif;font-size:.7em;font-weight:700}
.parole-static nav{display:flex;justify-content:space-between;gap:1rem;margin-top:1.5rem;font-family:system-ui,sans-serif}
.parole-static a{color:#1a5fd0}
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
 * the other tags of the build kept, and a chapter's text inside #root (its
 * <noscript> message, which says the Bible needs JavaScript, then dropped).
 */
export function renderPage(template: string, head: PageHead, origin: string | undefined): string {
  const tags = `${headTags(head, origin)}${head.chapter ? `\n    ${STATIC_STYLE}` : ''}`;
  let html = template.replace(DESCRIPTION, '');
  // Where the generic title was (before the build's scripts), else at the end of the head, else first.
  if (TITLE.test(html)) html = html.replace(TITLE, () => `${tags}\n    `);
  else if (html.includes('</head>')) html = html.replace('</head>', () => `  ${tags}\n  </head>`);
  else html = `${tags}\n${html}`;
  if (head.chapter) {
    const text = staticChapterHtml(head.chapter);
    html = html.replace(NOSCRIPT, '').replace(ROOT, () => `<div id="root">${text}</div>`);
  }
  return html;
}

/** The three forms of a rendered page with their entity tags and headers. */
export async function encodePage(html: string): Promise<RenderedPage> {
  const identity = new TextEncoder().encode(html);
  const etag = strongEtag(html);
  const options = { cacheControl: PAGE_CACHE_CONTROL, contentType: HTML_TYPE };
  const [gzipped, brotlied] = await Promise.all([
    gzip(identity, { level: GZIP_LEVEL }),
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: identity.byteLength } }),
  ]);
  const br = encode(new Uint8Array(brotlied), etag, false, options);
  const brEtag = `${etag.slice(0, -1)}-br"`;
  return {
    identity: encode(identity, etag, false, options),
    gzip: encode(new Uint8Array(gzipped), etag, true, options),
    br: {
      ...br,
      etag: brEtag,
      headers: { ...br.headers, ETag: brEtag, 'Content-Encoding': 'br' },
      notModified: { ...br.notModified, ETag: brEtag },
    },
  };
}

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

/**
 * The form of a rendered page an Accept-Encoding value asks for: brotli
 * first, then gzip (named, as browsers name them), else the page itself.
 */
export function pickEncoding(page: RenderedPage, acceptEncoding: string | undefined): Encoded {
  return page[formFor(acceptEncoding)];
}

/** Accept-Encoding values whose form formFor() keeps (the map starts again when full). */
const ACCEPT_ENCODING_VALUES_KEPT = 64;
const forms = new Map<string, keyof RenderedPage>();

/** The form an Accept-Encoding value asks for; clients send one of a few values, each parsed once. */
function formFor(acceptEncoding: string | undefined): keyof RenderedPage {
  if (!acceptEncoding) return 'identity';
  let form = forms.get(acceptEncoding);
  if (form === undefined) {
    form = accepts(acceptEncoding, 'br') ? 'br' : accepts(acceptEncoding, 'gzip') || accepts(acceptEncoding, 'x-gzip') ? 'gzip' : 'identity';
    if (forms.size >= ACCEPT_ENCODING_VALUES_KEPT) forms.clear();
    forms.set(acceptEncoding, form);
  }
  return form;
}

export interface PageRenderer {
  /** The rendered page of `path` for `origin`, or null when the site has no index.html. */
  page(path: string, origin: string | undefined): Promise<RenderedPage | null>;
}

/**
 * Renders and keeps the pages of the site built in `indexPath`'s folder;
 * `headOf` says what each path's head is.
 * @example const pages = createPageRenderer(path.join(webRoot, 'index.html'), (p) => headFor(p, sources));
 */
export function createPageRenderer(indexPath: string, headOf: (path: string) => Promise<PageHead>, capacity = 2000): PageRenderer {
  let template: { version: string; html: string } | undefined;
  let cache: PromiseLru<string, RenderedPage> = promiseLru(capacity);
  // index.html is looked at on disk at most every TEMPLATE_CHECK_MS (a stat per page cost more than the rest of a kept page).
  let checked = 0;
  let checking: Promise<string | null> | undefined;
  let current: string | null = null;

  /** The template, looked at again when TEMPLATE_CHECK_MS have passed. */
  function currentTemplate(): Promise<string | null> {
    const now = Date.now();
    if (now - checked >= TEMPLATE_CHECK_MS) {
      checked = now;
      checking = readTemplate().then(
        (html) => (current = html),
        (err: unknown) => {
          checked = 0; // tried again by the next request
          throw err;
        },
      );
    }
    return checking ?? Promise.resolve(current);
  }

  /** index.html, read again (and the cache emptied) when its size or time changes: a new build. */
  async function readTemplate(): Promise<string | null> {
    let version: string;
    try {
      const info = await stat(indexPath);
      version = `${info.size}:${info.mtimeMs}`;
    } catch {
      return null;
    }
    if (template?.version !== version) {
      template = { version, html: await readFile(indexPath, 'utf8') };
      cache = promiseLru(capacity);
    }
    return template.html;
  }

  return {
    async page(path, origin) {
      const html = await currentTemplate();
      if (html === null) return null;
      if (path.length > MAX_PAGE_PATH) return encodePage(renderPage(html, await headOf('/…'), origin));
      return cache.get(`${origin ?? ''} ${path}`, async () => encodePage(renderPage(html, await headOf(path), origin)));
    },
  };
}
