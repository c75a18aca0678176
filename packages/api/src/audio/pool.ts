/**
 * A pool of synthesis threads (synthesis-worker.ts), bounded by the
 * configuration (AUDIO_WORKERS, by default the machine's cores), sharing the
 * work of every chapter being made.
 *
 * Work is a segment (the announcement, a verse): a few tens of milliseconds
 * of CPU. Segments wait in one queue per chapter, and a free thread takes
 * the next segment of the next chapter in turn, so a chapter asked for while
 * another long one is being made starts within a segment's time (its first
 * byte within a second, docs/decisions/audio.md), and a lone chapter uses
 * every thread.
 */
import { Worker } from 'node:worker_threads';
import type { FromWorker, ToWorker, WorkerSettings } from './protocol.js';
import { SAMPLE_RATE, SPEECH } from './settings.js';

/** A synthesized segment: its MP3 frames and its length. */
export interface Segment {
  mp3: Uint8Array<ArrayBuffer>;
  samples: number;
  /** Time the worker spent on it, in ms. */
  ms: number;
}

/** Why a segment was not made. */
export class SynthesisError extends Error {
  override name = 'SynthesisError';
}

interface Task {
  job: string;
  text: string;
  pauseMs: number;
  resolve(segment: Segment): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  task: Task | null;
  id: number;
}

export interface PoolOptions {
  /** Threads at most (at least 1). */
  size: number;
  /** Called with a line when a thread fails (the server logs it). */
  log?: (line: string) => void;
}

/** The worker's script: plain JavaScript, so that it starts the same under tsx, vitest or plain Node. */
const WORKER_URL = new URL('./synthesis-worker.mjs', import.meta.url);

/** What every thread is started with. */
const WORKER_SETTINGS: WorkerSettings = { voice: SPEECH.voice, rate: SPEECH.rate, sampleRate: SAMPLE_RATE, bitrate: SPEECH.bitrate };

/** Threads that die before their voice loads, in a row, before the pool gives up. */
const MAX_START_FAILURES = 3;

export class SynthesisPool {
  readonly size: number;
  private readonly log: (line: string) => void;
  private readonly slots = new Set<Slot>();
  /** Queued segments per chapter, in the order chapters take turns. */
  private readonly queues = new Map<string, Task[]>();
  private nextId = 1;
  private closed = false;
  private startFailures = 0;
  private readyWaiters: Array<() => void> = [];

  constructor({ size, log = console.error }: PoolOptions) {
    this.size = Math.max(1, Math.floor(size));
    this.log = log;
  }

  /** Segments waiting and being made. */
  get load(): { queued: number; busy: number; threads: number } {
    let queued = 0;
    for (const q of this.queues.values()) queued += q.length;
    let busy = 0;
    for (const s of this.slots) if (s.task) busy++;
    return { queued, busy, threads: this.slots.size };
  }

  /**
   * Starts every thread and resolves when their voices are loaded (about
   * 0.3 s), so that the first chapter asked for does not wait for them.
   */
  warm(): Promise<void> {
    while (!this.closed && this.slots.size < this.size) this.spawn();
    if ([...this.slots].every((s) => s.ready)) return Promise.resolve();
    return new Promise((resolve) => this.readyWaiters.push(resolve));
  }

  /**
   * Speaks `text` followed by `pauseMs` of silence, as MP3 frames. `job`
   * names the chapter: chapters take turns for the threads.
   * @example const { mp3 } = await pool.synthesize('1/1', 'Genèse, chapitre un.', 700);
   */
  synthesize(job: string, text: string, pauseMs: number): Promise<Segment> {
    if (this.closed) return Promise.reject(new SynthesisError('the synthesis pool is closed'));
    return new Promise<Segment>((resolve, reject) => {
      const queue = this.queues.get(job);
      const task = { job, text, pauseMs, resolve, reject };
      if (queue) queue.push(task);
      else this.queues.set(job, [task]);
      this.dispatch();
    });
  }

  /** Drops the queued segments of `job` (a chapter that failed): they reject. Segments being made finish. */
  cancel(job: string, reason = 'cancelled'): void {
    const queue = this.queues.get(job);
    if (!queue) return;
    this.queues.delete(job);
    for (const task of queue) task.reject(new SynthesisError(reason));
  }

  /**
   * Stops every thread at once, as a crash would: the segments being made
   * reject; queued ones wait for the new threads. For tests of failures.
   */
  async interrupt(): Promise<void> {
    await Promise.all([...this.slots].map((s) => s.worker.terminate()));
  }

  /** Stops the threads; queued and running segments reject. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of [...this.queues.keys()]) this.cancel(job, 'the synthesis pool is closed');
    await Promise.all([...this.slots].map((s) => s.worker.terminate()));
    this.slots.clear();
    for (const resolve of this.readyWaiters.splice(0)) resolve();
  }

  private spawn(): void {
    const worker = new Worker(WORKER_URL, { workerData: WORKER_SETTINGS, name: 'parole-synthesis' });
    const slot: Slot = { worker, ready: false, task: null, id: 0 };
    this.slots.add(slot);
    worker.on('message', (message: FromWorker) => this.onMessage(slot, message));
    worker.on('error', (err) => this.log(`Audio: synthesis thread failed: ${err.message}`));
    worker.on('exit', (code) => this.onExit(slot, code));
  }

  private onMessage(slot: Slot, message: FromWorker): void {
    if (message.type === 'ready') {
      slot.ready = true;
      this.startFailures = 0;
      if ([...this.slots].every((s) => s.ready) && this.slots.size >= this.size) {
        for (const resolve of this.readyWaiters.splice(0)) resolve();
      }
      this.dispatch();
      return;
    }
    const task = slot.task;
    if (!task || message.id !== slot.id) return;
    slot.task = null;
    if (message.type === 'done') task.resolve({ mp3: message.mp3, samples: message.samples, ms: message.ms });
    else task.reject(new SynthesisError(`synthesis failed: ${message.message}`));
    this.dispatch();
  }

  private onExit(slot: Slot, code: number): void {
    this.slots.delete(slot);
    const task = slot.task;
    slot.task = null;
    task?.reject(new SynthesisError(`the synthesis thread stopped (exit code ${code})`));
    if (this.closed) return;
    if (!slot.ready && ++this.startFailures >= MAX_START_FAILURES) {
      // The voice cannot load (a missing data file…): fail what waits rather than retry forever.
      this.log(`Audio: ${MAX_START_FAILURES} synthesis threads in a row stopped before loading the voice; giving up until the next request.`);
      this.startFailures = 0;
      for (const job of [...this.queues.keys()]) this.cancel(job, 'the synthesis threads cannot start');
      for (const resolve of this.readyWaiters.splice(0)) resolve();
      return;
    }
    // A new thread at once, warmed up before the next chapter needs it.
    if (this.slots.size < this.size) this.spawn();
    this.dispatch();
  }

  /** Gives queued segments to idle threads, chapters in turn; starts threads up to the size. */
  private dispatch(): void {
    if (this.closed) return;
    for (const slot of this.slots) {
      if (!slot.ready || slot.task) continue;
      const task = this.nextTask();
      if (!task) return;
      slot.task = task;
      slot.id = this.nextId++;
      slot.worker.postMessage({ id: slot.id, text: task.text, pauseMs: task.pauseMs } satisfies ToWorker);
    }
    // More work than ready threads: start the missing ones.
    if (this.queues.size > 0) while (this.slots.size < this.size) this.spawn();
  }

  /** The first queued segment of the chapter whose turn it is; that chapter then goes to the back of the line. */
  private nextTask(): Task | undefined {
    for (const [job, queue] of this.queues) {
      const task = queue.shift();
      this.queues.delete(job);
      if (queue.length > 0) this.queues.set(job, queue); // to the back: Map keeps insertion order
      if (task) return task;
    }
    return undefined;
  }
}
