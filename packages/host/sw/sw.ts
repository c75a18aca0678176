/**
 * The site's service worker (docs/decisions/offline.md), built by
 * vite-plugin-pwa's injectManifest strategy: the build puts the list of the
 * app shell's files (index.html and the hashed files under /assets/) in
 * self.__WB_MANIFEST.
 *
 * - The app shell is precached and served from the cache; a new build is a
 *   new worker that waits until the reader presses "Recharger" (SKIP_WAITING
 *   below); nothing is ever half-applied.
 * - Pages (navigations) always go to the network first, since the server
 *   renders each page's head and text; offline, the precached shell renders
 *   the page from the cached API answers, under a nonce of its own
 *   (withFreshNonce below).
 * - Chapters, plan days, themes, their images, /api/info and
 *   /api/traductions: network first (fresh online), the cache offline; a
 *   chapter downloaded by "Lire hors ligne" is found in its translation's
 *   downloaded Bible too; a verse's cross references are composed from the
 *   downloaded Bible's books of references and chapters when not kept.
 * - A chapter's audio and verse timings kept by "Lire hors ligne" are
 *   answered from their cache, byte ranges included (the player asks for
 *   ranges), in the translation asked for; any other audio goes to the
 *   network, and is not stored.
 * - Everything else (search, the quiz, accounts, the AI helper, /widgets,
 *   /partage, any write) is not routed: the browser fetches it as if there
 *   were no worker, and nothing of it is stored.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import * as navigationPreload from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { createPartialResponse } from 'workbox-range-requests';
import { NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { api, images, isServerPath, matchPath, media, type Route } from '@parole/bible';
import {
  CACHE_PREFIX,
  DOWNLOAD_HEADER,
  isOfflineBibleCache,
  OFFLINE_AUDIO_CACHE,
  offlineBibleCache,
  offlineKey,
  RUNTIME_CACHES,
  translationOf,
} from '../src/pwa/caches.js';
import { offlineReferences } from '../src/pwa/offlineReferences.js';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

/** The shell every page of the site is rendered from when the network is away. */
const SHELL = '/index.html';

/**
 * Beyond this wait a page or an answer comes from the cache when it has one
 * (a train's tunnel, a weak signal): the text is the same, the reader waits less.
 */
const NETWORK_TIMEOUT_SECONDS = 4;

/** A last segment naming a file (/robots.txt, /sitemap.xml, /sw.js): not a page. */
const FILE_NAME = /[^/]\.[a-z0-9]+$/i;

// Without a directory index and clean URLs, "/" is not the precached raw
// index.html: every page, the home page too, goes to the server first.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
// Precaches of older Workbox versions (their format changed) are removed.
cleanupOutdatedCaches();
// The page's request starts while the worker starts up, rather than after.
navigationPreload.enable();

/** A same-origin GET of one of the contract's `routes`, not a download's own request. */
const reads =
  (...routes: Route<unknown>[]) =>
  ({ url, request }: { url: URL; request: Request }): boolean =>
    url.origin === self.location.origin &&
    request.method === 'GET' &&
    !request.headers.has(DOWNLOAD_HEADER) &&
    routes.some((route) => matchPath(route, url.pathname) !== null);

/** Only complete answers are kept: never a refusal (404, 422) nor an opaque answer. */
const complete = () => new CacheableResponsePlugin({ statuses: [200] });

/** At most `maxEntries` answers, the least recently used dropped first, and all dropped if storage runs out. */
const bounded = (maxEntries: number) => new ExpirationPlugin({ maxEntries, purgeOnQuotaError: true });

/**
 * When no visited copy of a chapter is kept, the downloaded Bible's copy:
 * the downloaded Bible of the translation the request names (`traduction`;
 * Louis Segond 1910's without), whose entries are keyed by path alone (the
 * download stores them so).
 */
const downloadedBible: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) => {
    if (cachedResponse) return cachedResponse;
    const url = new URL(request.url);
    const name = offlineBibleCache(translationOf(url));
    // Opening a cache creates it: a translation never downloaded is looked up without making one.
    if (!(await caches.has(name))) return null;
    const cache = await caches.open(name);
    return (await cache.match(url.pathname, { ignoreVary: true })) ?? null;
  },
};

/**
 * Network first: online, the reader gets the server's answer (revalidated
 * by its ETag, so cheap) and the cache is refreshed; offline, or after
 * NETWORK_TIMEOUT_SECONDS, the cached answer. The answers carry
 * `Vary: Accept-Encoding, Origin`; the cache matches whatever the request's
 * headers, since the body is the same document.
 */
const networkFirst = (cacheName: string, maxEntries: number, extra: WorkboxPlugin[] = []) =>
  new NetworkFirst({
    cacheName,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    matchOptions: { ignoreVary: true },
    plugins: [complete(), bounded(maxEntries), ...extra],
  });

// Enough for every chapter read in months, a year of plan days, all themes.
registerRoute(reads(api.chapter), networkFirst(RUNTIME_CACHES.chapters, 400, [downloadedBible]));
registerRoute(reads(api.planDay), networkFirst(RUNTIME_CACHES.plan, 400));
/**
 * When no copy of a verse's cross references read online is kept, the
 * answer composed from the request's translation's downloaded Bible: its
 * books' references without texts and its chapters (offlineReferences).
 */
const downloadedReferences: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) => cachedResponse ?? (await offlineReferences(new URL(request.url))),
};

// A verse's cross references as the panel asked them (its limite and traduction in the key): offline once read,
// and any verse's after « Lire hors ligne » (issue 43).
registerRoute(reads(api.crossReferences), networkFirst(RUNTIME_CACHES.references, 400, [downloadedReferences]));
registerRoute(reads(api.themes, api.theme), networkFirst(RUNTIME_CACHES.themes, 100));
// The translations' list: what the site offers, offline too (the help page's "Lire hors ligne" lists them).
registerRoute(reads(api.info, api.translations), networkFirst(RUNTIME_CACHES.info, 2));
// A theme's image does not change with its text: shown at once, refreshed behind.
registerRoute(
  reads(images.theme),
  new StaleWhileRevalidate({ cacheName: RUNTIME_CACHES.themeImages, matchOptions: { ignoreVary: true }, plugins: [complete(), bounded(150)] }),
);

// Kept audio first (what "Lire hors ligne" kept plays offline), in the translation asked for, else
// the network as without a worker.
registerRoute(reads(media.chapterAudio, media.chapterTimings), async ({ request, url }) => {
  const cache = await caches.open(OFFLINE_AUDIO_CACHE);
  const kept = await cache.match(offlineKey(url), { ignoreVary: true });
  if (!kept) return fetch(request);
  return request.headers.has('range') ? createPartialResponse(request, kept) : kept;
});

/** Pages from the server (their own head and text), the precached shell when it cannot be reached. */
const pages = new NetworkOnly({ networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS });
registerRoute(
  ({ url, request }) =>
    request.mode === 'navigate' && url.origin === self.location.origin && !isServerPath(url.pathname) && !FILE_NAME.test(url.pathname),
  async (options) => {
    try {
      return await pages.handle(options);
    } catch (error) {
      const shell = await matchPrecache(SHELL);
      if (shell) return withFreshNonce(shell);
      throw error;
    }
  },
);

/** A nonce of the server's form (packages/pages' page.ts): 128 random bits, base64. */
function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/**
 * The kept shell under a new nonce. The server gave it one, in its
 * Content-Security-Policy (`style-src 'self' 'nonce-…'`, which the cached
 * answer replays with it) and in its `nonce="…"` attributes, where
 * styled-components reads it; the pair matches, so the page would be
 * styled as it is, but every offline page would then share one nonce. So
 * both get a new one, as each answer of the server does. A shell with no
 * nonce (a CSP without one) is served as it is.
 */
async function withFreshNonce(shell: Response): Promise<Response> {
  const csp = shell.headers.get('Content-Security-Policy');
  const old = csp?.match(/'nonce-([A-Za-z0-9+/_=-]+)'/)?.[1];
  if (!csp || !old) return shell;
  const nonce = newNonce();
  const html = (await shell.text()).replaceAll(`nonce="${old}"`, `nonce="${nonce}"`);
  const headers = new Headers(shell.headers);
  headers.set('Content-Security-Policy', csp.replaceAll(`'nonce-${old}'`, `'nonce-${nonce}'`));
  // The body is now this text, decoded: its former length and coding no longer describe it.
  headers.delete('Content-Length');
  headers.delete('Content-Encoding');
  return new Response(html, { status: shell.status, statusText: shell.statusText, headers });
}

/**
 * The first worker of a browser has no older version to replace: it takes
 * the open pages at once (they already run this build), so the page that
 * installed it works offline without a reload. A later worker waits for the
 * reader's "Recharger".
 */
let firstInstall = false;
self.addEventListener('install', () => {
  firstInstall = self.registration.active === null;
});
self.addEventListener('activate', (event) => {
  const work: Promise<unknown>[] = [removeUnknownCaches()];
  if (firstInstall) work.push(self.clients.claim());
  event.waitUntil(Promise.all(work));
});

/** "Recharger": the page (src/pwa/register.ts) asks the waiting worker to take over. */
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/**
 * Caches of the site that no part of this version uses (a renamed runtime
 * cache of an older build) are deleted; the precache (Workbox's own name),
 * every translation's downloaded Bible and the kept audio are kept.
 */
async function removeUnknownCaches(): Promise<void> {
  const known = new Set<string>([...Object.values(RUNTIME_CACHES), OFFLINE_AUDIO_CACHE]);
  for (const name of await caches.keys()) {
    if (name.startsWith(CACHE_PREFIX) && !known.has(name) && !isOfflineBibleCache(name)) await caches.delete(name);
  }
}
