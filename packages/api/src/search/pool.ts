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
 * Smaller than audio/pool.ts on purpose: that one shares threads fairly
 * between chapters of many segments; a search is one task.
 */
import { Worker } from 'node:worker_threads';
import type { ExactMode, Scope, SearchQuery } from '@parole/bible';
import type { FromSearchWorker, SearchWorkerData, ToSearchWorker } from './protocol.js';

/** A search's answer, ready to send. */
export interface SearchAnswer {
  /** The JSON of the answer, UTF-8. */
  body: Uint8Array<ArrayBuffer>;
  /** Its strong entity tag. */
  etag: string;
  /** Time the search and its serialization took, in ms. */
  ms: number;
}

/** Answers searches: the pool's threads, or the event loop (inProcessSearch in routes/search.ts). */
export interface SearchRunner {
  answer(query: SearchQuery, exact: ExactMode, scope: Scope): Promise<SearchAnswer>;
}

/** Too many searches wait already: try again shortly. */
export class SearchBusyError extends Error {
  override name = 'SearchBusyError';
}

/** The thread running a search stopped, or the pool is closed. */
export class SearchThreadError extends Error {
  override name = 'SearchThreadError';
}

interface Task {
  message: Omit<ToSearchWorker, 'id'>;
  resolve(answer: SearchAnswer): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  task: Task | null;
  id: number;
}

export interface SearchPoolOptions {
  /** The Bible database each thread opens read-only. */
  databasePath: string;
  /** Threads (at least 1). */
  size: number;
  /** Searches that may wait for a thread (at least 1). */
  queueLength: number;
  /** Called with a line when a thread fails (the server logs it). */
  log?: (line: string) => void;
}

const WORKER_URL = new URL('./search-worker.mjs', import.meta.url);

/** Threads that die before they are ready, in a row, before the pool fails what waits. */
const MAX_START_FAILURES = 3;

export class SearchPool implements SearchRunner {
  readonly size: number;
  readonly queueLength: number;
  private readonly databasePath: string;
  private readonly log: (line: string) => void;
  private readonly slots = new Set<Slot>();
  private readonly queue: Task[] = [];
  private nextId = 1;
  private closed = false;
  private startFailures = 0;
  private readyWaiters: Array<() => void> = [];

  constructor({ databasePath, size, queueLength, log = console.error }: SearchPoolOptions) {
    this.databasePath = databasePath;
    this.size = Math.max(1, Math.floor(size));
    this.queueLength = Math.max(1, Math.floor(queueLength));
    this.log = log;
  }

  /** Searches waiting and running, and the threads alive. */
  get load(): { queued: number; busy: number; threads: number } {
    let busy = 0;
    for (const s of this.slots) if (s.task) busy++;
    return { queued: this.queue.length, busy, threads: this.slots.size };
  }

  /** Starts every thread and resolves when each has loaded the text (about 0.5 s). */
  warm(): Promise<void> {
    while (!this.closed && this.slots.size < this.size) this.spawn();
    if ([...this.slots].every((s) => s.ready)) return Promise.resolve();
    return new Promise((resolve) => this.readyWaiters.push(resolve));
  }

  /**
   * The answer of a search, made by a thread. Rejects with SearchBusyError
   * when queueLength searches already wait, SearchThreadError when its
   * thread stops or the pool is closed.
   * @example const { body, etag } = await pool.answer(parseSearchQuery('berger'), 'nex', 'atnt');
   */
  answer(query: SearchQuery, exact: ExactMode, scope: Scope): Promise<SearchAnswer> {
    if (this.closed) return Promise.reject(new SearchThreadError('the search pool is closed'));
    const idle = [...this.slots].some((s) => s.ready && !s.task);
    if (!idle && this.queue.length >= this.queueLength) return Promise.reject(new SearchBusyError(`${this.queue.length} searches wait already`));
    return new Promise<SearchAnswer>((resolve, reject) => {
      this.queue.push({ message: { query, exact, scope }, resolve, reject });
      this.dispatch();
    });
  }

  /** Stops every thread at once, as a crash would: running searches reject, queued ones wait for the new threads. For tests. */
  async interrupt(): Promise<void> {
    await Promise.all([...this.slots].map((s) => s.worker.terminate()));
  }

  /** Stops the threads; queued and running searches reject. */
  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(new SearchThreadError('the search pool is closed'));
    await Promise.all([...this.slots].map((s) => s.worker.terminate()));
    this.slots.clear();
    for (const resolve of this.readyWaiters.splice(0)) resolve();
  }

  private spawn(): void {
    const workerData: SearchWorkerData = { databasePath: this.databasePath };
    const worker = new Worker(WORKER_URL, { workerData, name: 'parole-search' });
    const slot: Slot = { worker, ready: false, task: null, id: 0 };
    this.slots.add(slot);
    worker.on('message', (message: FromSearchWorker) => this.onMessage(slot, message));
    worker.on('error', (err) => this.log(`Search: a search thread failed: ${err.message}`));
    worker.on('exit', (code) => this.onExit(slot, code));
  }

  private onMessage(slot: Slot, message: FromSearchWorker): void {
    if (message.type === 'ready') {
      slot.ready = true;
      this.startFailures = 0;
      if (this.slots.size >= this.size && [...this.slots].every((s) => s.ready)) {
        for (const resolve of this.readyWaiters.splice(0)) resolve();
      }
      this.dispatch();
      return;
    }
    const task = slot.task;
    if (!task || message.id !== slot.id) return;
    slot.task = null;
    if (message.type === 'done') task.resolve({ body: message.body, etag: message.etag, ms: message.ms });
    else task.reject(new Error(`search failed: ${message.message}`));
    this.dispatch();
  }

  private onExit(slot: Slot, code: number): void {
    this.slots.delete(slot);
    const task = slot.task;
    slot.task = null;
    task?.reject(new SearchThreadError(`the search thread stopped (exit code ${code})`));
    if (this.closed) return;
    if (!slot.ready && ++this.startFailures >= MAX_START_FAILURES) {
      // The database cannot be read: fail what waits rather than retry forever.
      this.log(`Search: ${MAX_START_FAILURES} search threads in a row stopped before loading the text; giving up until the next search.`);
      this.startFailures = 0;
      for (const t of this.queue.splice(0)) t.reject(new SearchThreadError('the search threads cannot start'));
      for (const resolve of this.readyWaiters.splice(0)) resolve();
      return;
    }
    // A new thread at once, loaded before the next search needs it.
    if (this.slots.size < this.size) this.spawn();
  }

  /** Gives queued searches to idle threads; starts threads up to the size. */
  private dispatch(): void {
    if (this.closed) return;
    for (const slot of this.slots) {
      if (!slot.ready || slot.task) continue;
      const task = this.queue.shift();
      if (!task) return;
      slot.task = task;
      slot.id = this.nextId++;
      slot.worker.postMessage({ id: slot.id, ...task.message } satisfies ToSearchWorker);
    }
    if (this.queue.length > 0) while (this.slots.size < this.size) this.spawn();
  }
}
