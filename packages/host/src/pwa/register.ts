/**
 * Registers the service worker (sw/sw.ts, built as /sw.js) with
 * workbox-window, and wires its life to the page (docs/decisions/offline.md):
 *
 * - Registered once the page has loaded and the browser is idle, so that
 *   the worker's start and its precaching (the app shell's files) never
 *   compete with the page's own first load; workbox-window itself (about
 *   2.4 KB brotli) is loaded then, not with the page.
 * - The first worker of a browser takes the page at once (sw.ts); the
 *   answers the page loaded before that are handed to it to keep
 *   (Workbox's CACHE_URLS message), so the page being read works offline
 *   without a reload.
 * - A new version (a new build) waits: the update banner asks the reader;
 *   "Recharger" lets it take over (SKIP_WAITING), and every page it takes
 *   reloads, so none runs half of one version and half of the other.
 */
import { announceUpdate } from './updates.js';

/** Where the build writes the worker: the site's root, so that its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

/** Answers the worker may keep (it decides which: sw.ts's routes). */
const KEPT = /^\/(?:api|img)\//;

/** Registers the worker when the page is idle; nothing where the browser has none. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const whenIdle = () => {
    // The site works without it; say why in the console, for whoever looks.
    const run = () => void start().catch((error: unknown) => console.warn('Parole: service worker not registered', error));
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 10_000 });
    else setTimeout(run, 1_000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

async function start(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox(SERVICE_WORKER_URL);

  wb.addEventListener('waiting', () => {
    announceUpdate(() => wb.messageSkipWaiting());
  });
  // A new version took the page (this one asked, or another page of the site
  // did): reload, so the page runs the version that serves it. A page that no
  // worker controlled when it loaded is only being claimed by the browser's
  // first worker, whichever page installed it (the install may span several
  // pages): no reload, which would also race with the reader's own navigation.
  const hadController = navigator.serviceWorker.controller !== null;
  wb.addEventListener('controlling', (event) => {
    if (hadController && (event.isUpdate || event.isExternal)) window.location.reload();
  });
  wb.addEventListener('activated', (event) => {
    if (event.isUpdate || event.isExternal) return;
    const urlsToCache = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === window.location.origin && KEPT.test(url.pathname))
      .map((url) => url.href);
    if (urlsToCache.length > 0) wb.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache } }).catch(() => undefined);
  });

  await wb.register();
}
