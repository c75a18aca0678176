/**
 * The answers a client has already received, kept for its lifetime, and its
 * requests in flight, shared. Every answer of the read API is immutable while
 * the server runs (a new source text means a restart), so an answer once
 * received is the answer: going back to a chapter shows it at once, and the
 * footer, the reader's copy header and the print layout ask GET /api/info
 * once between them.
 *
 * A request in flight is shared by every caller of the same URL and aborted
 * only when all of them have left (a widget unmounted, a key changed). A
 * failed request is not kept: the next call asks again.
 */
import { api, formatPath, type ApiName, type PageAnswer, type ResponseOf, type RouteInput } from '@parole/bible';
import type { BibleApi } from './client.js';
import { ApiRequestError } from './errors.js';
import { messages } from '../messages.js';

/** Answers kept per client, least recently used dropped first. */
export const CACHE_ENTRIES = 64;

interface Pending {
  promise: Promise<unknown>;
  controller: AbortController;
  users: number;
}

interface ClientCache {
  answers: Map<string, unknown>;
  pending: Map<string, Pending>;
}

const caches = new WeakMap<BibleApi, ClientCache>();

function cacheOf(client: BibleApi): ClientCache {
  let cache = caches.get(client);
  if (!cache) {
    cache = { answers: new Map(), pending: new Map() };
    caches.set(client, cache);
  }
  return cache;
}

/** The key of a request: its URL, as the table formats it. */
export function requestKey<N extends ApiName>(name: N, input: RouteInput<(typeof api)[N]>): string {
  return `${name} ${formatPath(api[name], input)}`;
}

/**
 * The kept answer of a request, if any. A use (`touch`) moves it to the end
 * of the eviction order; a look from a render does not change the cache.
 */
export function cachedAnswer<N extends ApiName>(client: BibleApi, key: string, touch = false): { data: ResponseOf<(typeof api)[N]> } | undefined {
  const { answers } = cacheOf(client);
  if (!answers.has(key)) return undefined;
  const data = answers.get(key);
  if (touch) {
    answers.delete(key);
    answers.set(key, data);
  }
  return { data: data as ResponseOf<(typeof api)[N]> };
}

/**
 * Keeps answers the client has from elsewhere as if it had received them: a
 * page's data, which the server sent with the page (@parole/bible's
 * readPageData), so that the app's first render shows them without asking
 * the API again.
 * @example primeAnswers(client, readPageData(document.getElementById(PAGE_DATA_ID)?.textContent));
 */
export function primeAnswers(client: BibleApi, answers: readonly PageAnswer[]): void {
  const kept = cacheOf(client).answers;
  for (const { name, input, answer } of answers) {
    kept.set(requestKey(name, input as RouteInput<(typeof api)[typeof name]>), answer);
    if (kept.size > CACHE_ENTRIES) kept.delete(kept.keys().next().value!);
  }
}

const canceled = () => new ApiRequestError(messages.api.canceled, { status: 0, kind: 'canceled' });

/**
 * Asks `client` for an endpoint's answer, from the cache when it has it, else
 * joining the same request in flight, else sending it. `fresh` skips the
 * kept answer (a "Réessayer").
 * @example const info = await requestCached(client, 'info', {});
 */
export function requestCached<N extends ApiName>(
  client: BibleApi,
  name: N,
  input: RouteInput<(typeof api)[N]>,
  { signal, fresh = false }: { signal?: AbortSignal; fresh?: boolean } = {},
): Promise<ResponseOf<(typeof api)[N]>> {
  type Answer = ResponseOf<(typeof api)[N]>;
  const key = requestKey(name, input);
  const cache = cacheOf(client);
  const hit = fresh ? undefined : cachedAnswer<N>(client, key, true);
  if (hit) return Promise.resolve(hit.data);
  if (signal?.aborted) return Promise.reject(canceled());

  let pending = fresh ? undefined : cache.pending.get(key);
  if (!pending) {
    const controller = new AbortController();
    const call = client[name] as (input: unknown, options: { signal: AbortSignal }) => Promise<Answer>;
    const entry: Pending = { controller, users: 0, promise: Promise.resolve() };
    entry.promise = call(input, { signal: controller.signal }).then(
      (data) => {
        if (cache.pending.get(key) === entry) cache.pending.delete(key);
        cache.answers.set(key, data);
        if (cache.answers.size > CACHE_ENTRIES) cache.answers.delete(cache.answers.keys().next().value!);
        return data;
      },
      (error: unknown) => {
        if (cache.pending.get(key) === entry) cache.pending.delete(key);
        throw error;
      },
    );
    // A request nobody waits for any more must not leave an unhandled rejection behind.
    entry.promise.catch(() => {});
    cache.pending.set(key, entry);
    pending = entry;
  }

  const shared = pending;
  shared.users++;
  return new Promise<Answer>((resolve, reject) => {
    const leave = () => {
      signal?.removeEventListener('abort', onAbort);
      shared.users--;
    };
    const onAbort = () => {
      leave();
      // The last one out aborts the request itself.
      if (shared.users === 0) {
        shared.controller.abort();
        if (cache.pending.get(key) === shared) cache.pending.delete(key);
      }
      reject(canceled());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    shared.promise.then(
      (data) => {
        if (signal?.aborted) return;
        leave();
        resolve(data as Answer);
      },
      (error: unknown) => {
        if (signal?.aborted) return;
        leave();
        reject(error);
      },
    );
  });
}
