/** The messages between the search pool (main thread) and a search thread (worker.ts). */
import type { ExactMode, Scope, SearchQuery } from '@parole/bible';
import type { StaticResults } from '../share/search-results.js';
import type { FromPoolThread } from '../worker-pool.js';

/** What every thread is started with (`workerData`). */
export interface SearchWorkerData {
  /** The Bible database, opened read-only by each thread. */
  databasePath: string;
}

/**
 * A task of a search thread: answer a search, or make the static results of
 * a search's answer (its JSON, share/search-results.ts) for a search page.
 */
export type SearchTask =
  | { kind: 'search'; query: SearchQuery; exact: ExactMode; scope: Scope }
  | { kind: 'results'; query: SearchQuery; exact: ExactMode; scope: Scope; answer: Uint8Array<ArrayBuffer> };

/** A task as posted to a thread, with its id. */
export type ToSearchWorker = { id: number } & SearchTask;

/**
 * What a task gives: a search's JSON (UTF-8), its strong entity tag and the
 * time it took in ms, or the static results of an answer and their time.
 */
export type SearchThreadResult =
  | { kind: 'search'; body: Uint8Array<ArrayBuffer>; etag: string; ms: number }
  | { kind: 'results'; results: StaticResults; ms: number };

/**
 * What a search thread sends (worker-pool.ts): ready once the text is loaded
 * and indexed, then each task's result, or why it failed.
 */
export type FromSearchWorker = FromPoolThread<SearchThreadResult>;
