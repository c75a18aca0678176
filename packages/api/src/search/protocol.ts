/** The messages between the search pool (main thread) and a search thread (worker.ts). */
import type { ExactMode, Scope, SearchQuery } from '@parole/bible';
import type { FromPoolThread } from '../worker-pool.js';

/** What every thread is started with (`workerData`). */
export interface SearchWorkerData {
  /** The Bible database, opened read-only by each thread. */
  databasePath: string;
  /** The translations a search may be in, the default first (its text loaded at once, the others' on their first search). */
  translations: readonly string[];
}

/**
 * A task of a search thread: answer a search. Its answer is data, the
 * contract's JSON; a search page draws it (packages/pages).
 */
export interface SearchTask {
  query: SearchQuery;
  exact: ExactMode;
  scope: Scope;
  /** One of the thread's translations (SearchWorkerData). */
  translation: string;
}

/** A task as posted to a thread, with its id. */
export type ToSearchWorker = { id: number } & SearchTask;

/** What a task gives: a search's JSON (UTF-8), its strong entity tag and the time it took in ms. */
export interface SearchThreadResult {
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  ms: number;
}

/**
 * What a search thread sends (worker-pool.ts): ready once the text is loaded
 * and indexed, then each task's result, or why it failed.
 */
export type FromSearchWorker = FromPoolThread<SearchThreadResult>;
