/**
 * The life of a pool of worker threads, shared by the synthesis threads
 * (audio/pool.ts) and the search threads (search/pool.ts); each pool keeps
 * its own queue and the order in which tasks take a thread.
 *
 * A thread says `ready` once loaded (a voice, a text), then takes one task
 * at a time and answers it `done` or `failed`, naming the task's id. A
 * thread that dies fails its task and is replaced at once; threads that
 * die before they are ready, several in a row, make the pool fail what
 * waits instead of retrying forever. Threads are started as work needs
 * them, up to the pool's size, or all at once by warm().
 */
import { Worker } from 'node:worker_threads';

/** What a thread sends: ready once, then one answer per task (its result beside `type` and `id`). */
export type FromPoolThread<R> = { type: 'ready' } | ({ type: 'done'; id: number } & R) | { type: 'failed'; id: number; message: string };

/** A task waiting for, or held by, a thread. */
export interface PoolTask<M, R> {
  /** What is posted to the thread, with the task's id. */
  message: M;
  resolve(result: R): void;
  reject(error: Error): void;
}

interface Slot<M, R> {
  worker: Worker;
  ready: boolean;
  task: PoolTask<M, R> | null;
  id: number;
}

export interface WorkerPoolOptions {
  /** Threads at most (at least 1). */
  size: number;
  /** The thread's script: plain JavaScript, so that it starts the same under tsx, vitest or plain Node. */
  script: URL;
  /** What every thread is started with. */
  workerData: unknown;
  /** The threads' name, as `parole-search`. */
  name: string;
  /** How the log names the threads and what they load: `{ label: 'Search', thread: 'search thread', load: 'the text' }`. */
  words: { label: string; thread: string; load: string };
  /** The error a task gets when its thread stopped, the pool closed or cannot start. */
  stopped(message: string): Error;
  /** The error a task gets when its thread answered `failed`. */
  failed(message: string): Error;
  /** Called with a line when a thread fails (the server logs it). */
  log?: (line: string) => void;
}

/** Threads that die before they are ready, in a row, before the pool fails what waits. */
const MAX_START_FAILURES = 3;

export abstract class WorkerPool<M, R> {
  readonly size: number;
  protected closed = false;
  private readonly options: WorkerPoolOptions;
  private readonly log: (line: string) => void;
  private readonly slots = new Set<Slot<M, R>>();
  private nextId = 1;
  private startFailures = 0;
  private readyWaiters: Array<() => void> = [];

  constructor(options: WorkerPoolOptions) {
    this.options = options;
    this.size = Math.max(1, Math.floor(options.size));
    this.log = options.log ?? console.error;
  }

  /** The next queued task, in the pool's order, taken off its queue; undefined when none waits. */
  protected abstract nextTask(): PoolTask<M, R> | undefined;
  /** Tasks waiting for a thread. */
  protected abstract queued(): number;
  /** Rejects every queued task with `error(reason)` and forgets them. */
  protected abstract failQueued(reason: string): void;

  /** Tasks waiting and running, and the threads alive. */
  get load(): { queued: number; busy: number; threads: number } {
    let busy = 0;
    for (const s of this.slots) if (s.task) busy++;
    return { queued: this.queued(), busy, threads: this.slots.size };
  }

  /** Whether a thread is ready and free: a new task would start at once. */
  protected hasIdleThread(): boolean {
    return [...this.slots].some((s) => s.ready && !s.task);
  }

  /** Starts every thread and resolves when each is ready, so that the first task does not wait for them. */
  warm(): Promise<void> {
    while (!this.closed && this.slots.size < this.size) this.spawn();
    if ([...this.slots].every((s) => s.ready)) return Promise.resolve();
    return new Promise((resolve) => this.readyWaiters.push(resolve));
  }

  /** Stops every thread at once, as a crash would: running tasks reject, queued ones wait for the new threads. For tests. */
  async interrupt(): Promise<void> {
    await Promise.all([...this.slots].map((s) => s.worker.terminate()));
  }

  /** Stops the threads; queued and running tasks reject. */
  async close(): Promise<void> {
    this.closed = true;
    this.failQueued(`the ${this.options.words.label.toLowerCase()} pool is closed`);
    await Promise.all([...this.slots].map((s) => s.worker.terminate()));
    this.slots.clear();
    for (const resolve of this.readyWaiters.splice(0)) resolve();
  }

  /** Gives queued tasks to ready threads, in the pool's order; starts threads up to the size while work waits. */
  protected dispatch(): void {
    if (this.closed) return;
    for (const slot of this.slots) {
      if (!slot.ready || slot.task) continue;
      const task = this.nextTask();
      if (!task) return;
      slot.task = task;
      slot.id = this.nextId++;
      slot.worker.postMessage({ id: slot.id, ...task.message });
    }
    if (this.queued() > 0) while (this.slots.size < this.size) this.spawn();
  }

  private spawn(): void {
    const { script, workerData, name, words } = this.options;
    const worker = new Worker(script, { workerData, name });
    const slot: Slot<M, R> = { worker, ready: false, task: null, id: 0 };
    this.slots.add(slot);
    worker.on('message', (message: FromPoolThread<R>) => this.onMessage(slot, message));
    worker.on('error', (err) => this.log(`${words.label}: a ${words.thread} failed: ${err.message}`));
    worker.on('exit', (code) => this.onExit(slot, code));
  }

  private onMessage(slot: Slot<M, R>, message: FromPoolThread<R>): void {
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
    if (message.type === 'done') {
      const { type: _type, id: _id, ...result } = message;
      task.resolve(result as unknown as R);
    } else {
      task.reject(this.options.failed(message.message));
    }
    this.dispatch();
  }

  private onExit(slot: Slot<M, R>, code: number): void {
    const { words, stopped } = this.options;
    this.slots.delete(slot);
    const task = slot.task;
    slot.task = null;
    task?.reject(stopped(`the ${words.thread} stopped (exit code ${code})`));
    if (this.closed) return;
    if (!slot.ready && ++this.startFailures >= MAX_START_FAILURES) {
      // What the threads load cannot be read: fail what waits rather than retry forever.
      this.log(`${words.label}: ${MAX_START_FAILURES} ${words.thread}s in a row stopped before loading ${words.load}; giving up until the next task.`);
      this.startFailures = 0;
      this.failQueued(`the ${words.thread}s cannot start`);
      for (const resolve of this.readyWaiters.splice(0)) resolve();
      return;
    }
    // A new thread at once, ready before the next task needs it.
    if (this.slots.size < this.size) this.spawn();
    this.dispatch();
  }
}
