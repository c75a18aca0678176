/**
 * Registers the service worker (sw/sw.ts, built as /sw.js) with the
 * browser's own API, and wires its life to the page
 * (docs/decisions/offline.md):
 *
 * - Registered once the page has loaded and the browser is idle, so that
 *   the worker's start and its precaching (the app shell's files) never
 *   compete with the page's own first load.
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
  const container = navigator.serviceWorker;
  // A new version took the page (this one asked, or another page of the site
  // did): reload, once, so the page runs the version that serves it. A page
  // that no worker controlled when it loaded is only being claimed by the
  // browser's first worker, whichever page installed it (the install may span
  // several pages): no reload, which would also race with the reader's own
  // navigation.
  const hadController = container.controller !== null;
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if (!hadController || reloading) return;
    reloading = true;
    window.location.reload();
  });

  const registration = await container.register(SERVICE_WORKER_URL);

  // A worker that installs with an active one in place is a new version: it
  // waits (sw.ts), and the reader is asked. One that installs with none is
  // the browser's first: it takes the page at once, and is handed the
  // answers the page loaded before it (Workbox's CACHE_URLS message).
  const watched = new WeakSet<ServiceWorker>();
  const watch = (worker: ServiceWorker | null) => {
    if (!worker || watched.has(worker)) return;
    watched.add(worker);
    const first = registration.active === null;
    const onState = () => {
      if (worker.state === 'installed' && !first && registration.waiting === worker) offerUpdate(worker);
      else if (worker.state === 'activated' && first) {
        worker.removeEventListener('statechange', onState);
        keepLoadedAnswers(worker);
      }
    };
    worker.addEventListener('statechange', onState);
    onState();
  };
  // Found before this page registered (a visit's own update check), or after.
  if (registration.waiting && registration.active) offerUpdate(registration.waiting);
  watch(registration.installing);
  registration.addEventListener('updatefound', () => watch(registration.installing));
}

/** The banner; "Recharger" asks the waiting worker to take over (sw.ts's SKIP_WAITING), the reload follows its `controllerchange`. */
function offerUpdate(worker: ServiceWorker): void {
  announceUpdate(() => worker.postMessage({ type: 'SKIP_WAITING' }));
}

/** Hands the first worker the answers it would have kept had it been there (its routes decide which it stores). */
function keepLoadedAnswers(worker: ServiceWorker): void {
  const urlsToCache = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin && KEPT.test(url.pathname))
    .map((url) => url.href);
  if (urlsToCache.length > 0) worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
}
