/** The messages between the search pool (main thread) and a search thread (worker.ts). */
import type { ExactMode, Scope, SearchQuery } from '@parole/bible';

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

export type FromSearchWorker =
  /** The text is loaded and indexed: the thread takes searches. */
  | { type: 'ready' }
  /** The answer's JSON (UTF-8), its strong entity tag and the time it took in ms. */
  | { type: 'done'; id: number; body: Uint8Array<ArrayBuffer>; etag: string; ms: number }
  | { type: 'failed'; id: number; message: string };
