/** The messages between the search pool (main thread) and a search thread (worker.ts). */
import type { ExactMode, Scope, SearchQuery } from '@parole/bible';
import type { FromPoolThread } from '../worker-pool.js';

/** What every thread is started with (`workerData`). */
export interface SearchWorkerData {
  /** The Bible database, opened read-only by each thread. */
  databasePath: string;
}

/** Answer this search. */
export interface ToSearchWorker {
  id: number;
  query: SearchQuery;
  exact: ExactMode;
  scope: Scope;
}

/**
 * What a search thread sends (worker-pool.ts): ready once the text is loaded
 * and indexed, then an answer's JSON (UTF-8), its strong entity tag and the
 * time it took in ms, or why it failed.
 */
export type FromSearchWorker = FromPoolThread<{ body: Uint8Array<ArrayBuffer>; etag: string; ms: number }>;
