/**
 * The browser's Cache API in memory, for the DOM tests of what fills and
 * reads the service worker's caches ("Lire hors ligne"): jsdom has none.
 * Only what the site's pages call (open, has, delete, keys; put, match with
 * ignoreSearch, keys, delete), as the Fetch standard's Cache does it: entries
 * keyed by their absolute URL, an answer handed out as a copy. The journeys
 * in Chromium use the real one (tests/e2e/offline.test.ts). Imported by
 * tests only.
 */
import { vi } from 'vitest';

type Key = RequestInfo | URL;

/** An entry's URL, resolved against the page's address as the Cache API does. */
const urlOf = (key: Key) => new URL(key instanceof Request ? key.url : String(key), location.href);

class MemoryCache {
  readonly entries = new Map<string, Response>();

  async put(key: Key, response: Response): Promise<void> {
    // The standard reads the body whole before it keeps the entry.
    const body = await response.arrayBuffer();
    this.entries.set(urlOf(key).href, new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers }));
  }

  async match(key: Key, options: CacheQueryOptions = {}): Promise<Response | undefined> {
    const wanted = urlOf(key);
    for (const [href, response] of this.entries) {
      const url = new URL(href);
      const same = options.ignoreSearch ? url.origin + url.pathname === wanted.origin + wanted.pathname : href === wanted.href;
      if (same) return response.clone();
    }
    return undefined;
  }

  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((href) => new Request(href));
  }

  async delete(key: Key): Promise<boolean> {
    return this.entries.delete(urlOf(key).href);
  }
}

/** A CacheStorage in memory: its caches by name, for a test to fill or look into. */
export class MemoryCacheStorage {
  readonly caches = new Map<string, MemoryCache>();

  async open(name: string): Promise<MemoryCache> {
    let cache = this.caches.get(name);
    if (!cache) {
      cache = new MemoryCache();
      this.caches.set(name, cache);
    }
    return cache;
  }

  async has(name: string): Promise<boolean> {
    return this.caches.has(name);
  }

  async delete(name: string): Promise<boolean> {
    return this.caches.delete(name);
  }

  async keys(): Promise<string[]> {
    return [...this.caches.keys()];
  }

  /** The paths (and queries) a cache holds, sorted; [] for a cache that does not exist. */
  paths(name: string): string[] {
    return [...(this.caches.get(name)?.entries.keys() ?? [])].map((href) => new URL(href).pathname + new URL(href).search).sort();
  }
}

/**
 * Gives the page a Cache API in memory and a service worker container (what
 * offlineSupported() looks for), until vi.unstubAllGlobals() and the
 * returned `restore`.
 * @example const storage = offlineBrowser(); …; storage.restore();
 */
export function offlineBrowser(): MemoryCacheStorage & { restore(): void } {
  const storage = new MemoryCacheStorage();
  vi.stubGlobal('caches', storage);
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  return Object.assign(storage, {
    restore() {
      vi.unstubAllGlobals();
      delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    },
  });
}
