/**
 * The search threads: searches the cache does not hold run here, off the
 * event loop, so that no search, however costly, delays the other requests
 * (docs/decisions/api.md, "Search threads").
 *
 * Each thread (search-worker.mjs, worker.ts) opens the Bible database
 * read-only and holds its own copy of the text and word index (about 60 MB;
 * docs/performance.md). Searches wait in one first-in, first-out queue of
 * bounded length: beyond it a search is refused at once (SearchBusyError, a
 * 503 with Retry-After) instead of piling up memory and latency. A thread
 * that dies fails its search (SearchThreadError, a 500) and is replaced.
 *
 * The threads' life (start, ready, death, replacement) is worker-pool.ts's,
 * shared with the synthesis threads; this pool's queue is first in, first
 * out and bounded (audio/pool.ts shares threads between chapters instead).
 */
import { DEFAULT_TRANSLATION, type ExactMode, type Scope, type SearchQuery } from '@parole/bible';
import { WorkerPool, type PoolTask } from '../worker-pool.js';
import type { SearchTask, SearchThreadResult, SearchWorkerData } from './protocol.js';

/** A search's answer, ready to send: its JSON (UTF-8), its strong entity tag, and the time the search and its serialization took, in ms. */
export type SearchAnswer = SearchThreadResult;

/** Answers searches: the pool's threads, or the event loop (inProcessSearch in search/answers.ts). */
export interface SearchRunner {
  /** The answer of a search in `translation` (the default's when absent), which the runner has. */
  answer(query: SearchQuery, exact: ExactMode, scope: Scope, translation?: string): Promise<SearchAnswer>;
}

/** Too many searches wait already: try again shortly. */
export class SearchBusyError extends Error {
  override name = 'SearchBusyError';
}

/** The thread running a search stopped, or the pool is closed. */
export class SearchThreadError extends Error {
  override name = 'SearchThreadError';
}

type Task = PoolTask<SearchTask, SearchThreadResult>;

export interface SearchPoolOptions {
  /** The Bible database each thread opens read-only. */
  databasePath: string;
  /**
   * The translations a search may be in, the default first: each thread
   * loads the default's text at once, another's on its first search there
   * (about 0.3 s). Only the default's without it.
   */
  translations?: readonly string[];
  /** Threads (at least 1). */
  size: number;
  /** Searches that may wait for a thread (at least 1). */
  queueLength: number;
  /** Called with a line when a thread fails (the server logs it). */
  log?: (line: string) => void;
}

const WORKER_URL = new URL('./search-worker.mjs', import.meta.url);

export class SearchPool extends WorkerPool<SearchTask, SearchThreadResult> implements SearchRunner {
  readonly queueLength: number;
  private readonly queue: Task[] = [];

  constructor({ databasePath, translations = [DEFAULT_TRANSLATION], size, queueLength, log }: SearchPoolOptions) {
    super({
      size,
      log,
      script: WORKER_URL,
      workerData: { databasePath, translations } satisfies SearchWorkerData,
      name: 'parole-search',
      words: { label: 'Search', thread: 'search thread', load: 'the text' },
      stopped: (message) => new SearchThreadError(message),
      failed: (message) => new Error(`search failed: ${message}`),
    });
    this.queueLength = Math.max(1, Math.floor(queueLength));
  }

  /**
   * The answer of a search, made by a thread. Rejects with SearchBusyError
   * when queueLength searches already wait, SearchThreadError when its
   * thread stops or the pool is closed.
   * @example const { body, etag } = await pool.answer(parseSearchQuery('berger'), 'nex', 'atnt');
   * @example await pool.answer(parseSearchQuery('berger'), 'nex', 'atnt', 'martin');
   */
  answer(query: SearchQuery, exact: ExactMode, scope: Scope, translation: string = DEFAULT_TRANSLATION): Promise<SearchAnswer> {
    return this.run({ query, exact, scope, translation });
  }

  /** Queues `task`, or refuses it at once when queueLength tasks already wait. */
  private run(task: SearchTask): Promise<SearchThreadResult> {
    if (this.closed) return Promise.reject(new SearchThreadError('the search pool is closed'));
    if (!this.hasIdleThread() && this.queue.length >= this.queueLength) return Promise.reject(new SearchBusyError(`${this.queue.length} searches wait already`));
    return new Promise<SearchThreadResult>((resolve, reject) => {
      this.queue.push({ message: task, resolve, reject });
      this.dispatch();
    });
  }

  protected nextTask(): Task | undefined {
    return this.queue.shift();
  }

  protected queued(): number {
    return this.queue.length;
  }

  protected failQueued(reason: string): void {
    for (const task of this.queue.splice(0)) task.reject(new SearchThreadError(reason));
  }
}
