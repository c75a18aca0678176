/**
 * The built site and the embeddable widget bundles.
 *
 * - `/assets/*`: vite's content-hashed files, cached for a year.
 * - any other GET that names a file of the site: that file, revalidated each time.
 * - any other GET (a route of the history-mode site such as /lire/43/3):
 *   index.html with the page's own head and, for a chapter, its text
 *   (../page.ts), revalidated each time so a deploy is seen at once;
 *   /index.html itself is the bare template (the service worker's offline
 *   shell). Each carries a nonce of its own for its styles (../page.ts).
 * - `/widgets/*`: the script-tag embed, loadable by other sites: its loader
 *   (parole-widgets.js) cached for an hour and revalidated by entity tag,
 *   answered from memory (memoryFile), its content-hashed chunks
 *   (/widgets/embed/*-[hash].js) for a year.
 *
 * Every file is answered in its brotli or gzip form, made by the build
 * (precompress.ts), when the request accepts it; a page is compressed for
 * each answer, since its nonce makes each answer different.
 *
 * /api, /sanctum, /assets, /widgets, /img, /mp3 and /partage never fall back to
 * index.html, nor does a path outside the site's routes whose last segment
 * names a file (/robots.txt): a missing script, image or JSON document must
 * be a 404, not a page.
 */
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Hono, type MiddlewareHandler } from 'hono';
import { serveStatic, type ServeStaticOptions } from '@hono/node-server/serve-static';
import { getMimeType } from 'hono/utils/mime';
import { isServerPath, pages, SERVER_SEGMENTS, translationParam, WIDGET_SCRIPTS } from '@parole/bible';
import type { Config } from '@parole/api/config';
import { COMPRESSIBLE_EXTENSIONS, VARIANTS } from '../precompress.js';
import { clientAddress, encode, requestHeader, sendEncoded, strongEtag, type Encoded } from '@parole/api/http';
import { pickCoding, sendPage, SHELL_PATH, type PageCoding, type PageRenderer } from '../page.js';
import { publicOrigin } from '../origin.js';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The embed's loader has a stable name (parole-widgets.js), so embedding sites get a fix within the hour. */
export const WIDGETS_CACHE_CONTROL = 'public, max-age=3600';

/** The embed's chunks, named by their content hash (embed/runtime-C7kHIIdf.js and its source map): never revalidated. */
const HASHED_WIDGET_FILE = /^\/widgets\/embed\/[\w.-]+-[\w-]{8}\.js(?:\.map)?$/;

/**
 * What the site publishes of the widgets' build: the embed (its loader,
 * chunks and manifest) and the reference tagger (parole-tagger.js), not the npm package's files (esm/, index.cjs,
 * index.d.ts) that share the folder; their source maps only with
 * PUBLIC_SOURCE_MAPS.
 */
const SCRIPTS: ReadonlySet<string> = new Set(Object.values(WIDGET_SCRIPTS));
const EMBED_CHUNK = /^\/widgets\/embed\/[\w.-]+\.(?:js|json)$/;
const EMBED_CHUNK_MAP = /^\/widgets\/embed\/[\w.-]+\.js\.map$/;
const isEmbedFile = (path: string) => SCRIPTS.has(path) || EMBED_CHUNK.test(path);
const isEmbedSourceMap = (path: string) => (path.endsWith('.map') && SCRIPTS.has(path.slice(0, -'.map'.length))) || EMBED_CHUNK_MAP.test(path);

/**
 * First segments of the site's routes (@parole/bible's page table). A path
 * under one of them is always a page, whatever its last segment holds: a
 * search word may contain dots (/rechercher/v.1/atnt/nex,
 * /rechercher/..jn%203.16/atnt/nex).
 */
export const SITE_ROUTES: ReadonlySet<string> = new Set(
  Object.values(pages)
    .map((page) => page.path.split('/')[1])
    .filter((segment) => segment !== ''),
);

/** A last segment that names a file: something, a dot, an extension of letters and digits. */
const FILE_NAME = /[^/]\.[a-z0-9]+$/i;

/**
 * True when `path` names a file rather than a page: outside the site's
 * routes, with a last segment such as favicon.ico or 3.mp3. Such a path
 * that is not a file of the site answers 404 instead of index.html, so that
 * a crawler or a broken <img> gets an honest answer (docs/decisions/api.md).
 * @example namesFile('/robots.txt') // true
 * @example namesFile('/rechercher/v.1/atnt/nex') // false
 */
export function namesFile(path: string): boolean {
  return FILE_NAME.test(path) && !SITE_ROUTES.has(path.split('/')[1] ?? '');
}

/** Media types of the files the build precompresses. */
const COMPRESSIBLE_TYPES: ReadonlySet<string> = new Set(COMPRESSIBLE_EXTENSIONS.map((ext) => getMimeType(`file.${ext}`)!));

/**
 * serveStatic answering a file's brotli or gzip form when the request's
 * Accept-Encoding names it (br first). serveStatic adds Vary only when it
 * picked a form; the file itself depends on Accept-Encoding as much, or a
 * shared cache could hand it, or a form, to the wrong client. So every file
 * of a compressible type gets `Vary: Accept-Encoding`. (A coding listed
 * with a q-value is not recognised by serveStatic, so never sent against
 * the client's wish; browsers list bare codings.)
 */
const precompressed = (options: ServeStaticOptions): MiddlewareHandler => {
  const serve = serveStatic({ ...options, precompressed: true });
  return async (c, next) => {
    const res = await serve(c, next);
    if (res instanceof Response && COMPRESSIBLE_TYPES.has(res.headers.get('Content-Type') ?? '')) {
      res.headers.set('Vary', 'Accept-Encoding');
    }
    return res;
  };
};

/**
 * `serve` (a serveStatic middleware) with Cache-Control set on the files it
 * finds. Its onFound hook runs after the response is built, too late for
 * c.header(); a file not found falls through untouched.
 */
const withCacheControl =
  (serve: MiddlewareHandler, value: string): MiddlewareHandler =>
  async (c, next) => {
    const res = await serve(c, next);
    if (res instanceof Response) res.headers.set('Cache-Control', value); // otherwise next() answered
    return res;
  };

/** The query parameter of a page in another translation (issue 41), as the contract's pages declare it. */
const TRANSLATION_WIRE = pages.read.query.translation?.wire ?? 'traduction';

/** URLs whose pathname pathnameOf() keeps (the map starts again when full). */
const PATHNAMES_KEPT = 2_000;
const pathnames = new Map<string, string>();

/**
 * The pathname of an absolute URL as URL normalizes it (percent-encoded), and
 * its `traduction` when it names one of the contract's shape (a page's head
 * in another translation, issue 41; any other query changes no page), parsed
 * once per URL of the recent requests.
 * @example pathnameOf('https://bible.example/lire/1/32?traduction=darby&x=1') // '/lire/1/32?traduction=darby'
 */
function pathnameOf(url: string): string {
  let pathname = pathnames.get(url);
  if (pathname === undefined) {
    const parsed = new URL(url);
    const translation = parsed.search === '' ? null : parsed.searchParams.get(TRANSLATION_WIRE);
    pathname = translation !== null && translationParam.parse(translation) !== null ? `${parsed.pathname}?${TRANSLATION_WIRE}=${translation}` : parsed.pathname;
    if (pathnames.size >= PATHNAMES_KEPT) pathnames.clear();
    pathnames.set(url, pathname);
  }
  return pathname;
}

/** How often a file answered from memory is looked at on disk again (a new build is seen within this time). */
export const MEMORY_FILE_CHECK_MS = 1_000;

/**
 * A file of the build answered from memory in its three forms (the build's
 * .br and .gz beside it), with an entity tag: a request is then a lookup
 * and a write, where serveStatic opens and streams the file each time (ten
 * times the CPU: docs/performance.md, "endpoints"). For the embed's loader,
 * which every page of every embedding site asks for. The file is looked at
 * again at most every MEMORY_FILE_CHECK_MS and read again when its size or
 * time changed. Falls through (next) when the file is missing.
 */
export function memoryFile(file: string, cacheControl: string): MiddlewareHandler {
  const contentType = getMimeType(file) ?? 'application/octet-stream';
  let kept: { version: string; forms: Record<PageCoding, Encoded> } | undefined;
  let checked = 0;
  let checking: Promise<void> | undefined;

  const load = async () => {
    const s = await stat(file).catch(() => undefined);
    const version = s ? `${s.size} ${s.mtimeMs}` : undefined;
    if (version === undefined) {
      kept = undefined;
      return;
    }
    if (kept?.version === version) return;
    const identity = new Uint8Array(await readFile(file));
    const etag = strongEtag(new TextDecoder().decode(identity));
    const options = { cacheControl, contentType };
    const variant = async (suffix: string) => readFile(`${file}${suffix}`).then((b) => new Uint8Array(b), () => undefined);
    const [br, gz] = await Promise.all([variant(VARIANTS.br), variant(VARIANTS.gzip)]);
    const plain = encode(identity, etag, false, options);
    const brEtag = `${etag.slice(0, -1)}-br"`;
    const brForm = br && encode(br, etag, false, options);
    kept = {
      version,
      forms: {
        identity: plain,
        gzip: gz ? encode(gz, etag, true, options) : plain,
        br: brForm
          ? { ...brForm, etag: brEtag, headers: { ...brForm.headers, ETag: brEtag, 'Content-Encoding': 'br' }, notModified: { ...brForm.notModified, ETag: brEtag } }
          : gz
            ? encode(gz, etag, true, options)
            : plain,
      },
    };
  };

  return async (c, next) => {
    const now = Date.now();
    if (now - checked >= MEMORY_FILE_CHECK_MS) {
      checked = now;
      checking = load().finally(() => (checking = undefined));
    }
    if (checking) await checking;
    if (!kept) return next();
    return sendEncoded(c, kept.forms[pickCoding(requestHeader(c, 'accept-encoding'))]);
  };
}

/**
 * The static sub-app; empty when neither directory exists (API-only
 * deployment, or tests). Mount it last, at '/'. The site's pages are only
 * ever answered by `pages`: the raw index.html names no nonce, so its
 * styles would be refused by the site's CSP.
 * @example app.route('/', staticRoutes(config, pages));
 */
export function staticRoutes(
  { webRoot, widgetsRoot, siteUrl, publicSourceMaps = false }: Pick<Config, 'webRoot' | 'widgetsRoot'> & Partial<Pick<Config, 'siteUrl' | 'publicSourceMaps'>>,
  pages: PageRenderer,
): Hono {
  const app = new Hono();

  if (existsSync(widgetsRoot)) {
    const widgets = precompressed({ root: widgetsRoot, rewriteRequestPath: (p) => p.slice(`/${SERVER_SEGMENTS.widgets}`.length) });
    const hashed = withCacheControl(widgets, IMMUTABLE);
    const stable = withCacheControl(widgets, WIDGETS_CACHE_CONTROL);
    // The loader, asked by every page that embeds a widget: from memory, with an entity tag.
    app.get(WIDGET_SCRIPTS.embed, memoryFile(path.join(widgetsRoot, path.basename(WIDGET_SCRIPTS.embed)), WIDGETS_CACHE_CONTROL));
    app.use(`/${SERVER_SEGMENTS.widgets}/*`, (c, next) => {
      const path = c.req.path;
      if (!isEmbedFile(path) && !(publicSourceMaps && isEmbedSourceMap(path))) return next();
      return HASHED_WIDGET_FILE.test(path) ? hashed(c, next) : stable(c, next);
    });
  }

  if (existsSync(webRoot)) {
    app.use(`/${SERVER_SEGMENTS.assets}/*`, withCacheControl(precompressed({ root: webRoot }), IMMUTABLE));
    // A page of the site (/, /lire/43/3) or the shell (/index.html): rendered with its head and a nonce, before any file of that name.
    app.get('*', async (c, next) => {
      const path = c.req.path;
      if (path !== SHELL_PATH && (isServerPath(path) || namesFile(path))) return next();
      const page = path === SHELL_PATH ? await pages.shell() : await pages.page(pathnameOf(c.req.url), publicOrigin(c, siteUrl), clientAddress(c));
      return page ? sendPage(c, page) : next();
    });
    const files = withCacheControl(precompressed({ root: webRoot }), 'no-cache');
    app.use('*', (c, next) => (isServerPath(c.req.path) || c.req.path === SHELL_PATH ? next() : files(c, next)));
  }
  return app;
}
