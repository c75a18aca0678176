/**
 * A pool of synthesis threads (synthesis-worker.ts), bounded by the
 * configuration (AUDIO_WORKERS, by default the machine's cores), sharing the
 * work of every chapter being made.
 *
 * Work is a segment (the announcement, a verse): a few tens of milliseconds
 * of CPU. Segments wait in one queue per chapter (turns.ts), and a free
 * thread takes the next segment of the next chapter in turn, so a chapter
 * asked for while another long one is being made starts within a segment's
 * time (its first byte within a second, docs/decisions/audio.md), and a
 * lone chapter uses every thread. A chapter's first segment (`first`) goes
 * before every other chapter's next one: however many chapters are being
 * made, a new listener waits only for the segments already on the threads.
 * The threads' life (start, ready, death, replacement) is worker-pool.ts's,
 * shared with the search threads.
 */
import { WorkerPool, type PoolTask } from '../worker-pool.js';
import type { ToWorker, WorkerSettings } from './protocol.js';
import type { Mp3Format } from './mp3.js';
import { SAMPLE_RATE, SPEECH } from './settings.js';
import { ChapterTurns } from './turns.js';

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

type Task = PoolTask<Omit<ToWorker, 'id'>, Segment>;

export interface PoolOptions {
  /** Threads at most (at least 1). */
  size: number;
  /** Whether each thread warms up while idle once started (AUDIO_WARM_UP; true when absent). */
  warmUp?: boolean;
  /** Called with a line when a thread fails (the server logs it). */
  log?: (line: string) => void;
}

/** The worker's script: plain JavaScript, so that it starts the same under tsx, vitest or plain Node. */
const WORKER_URL = new URL('./synthesis-worker.mjs', import.meta.url);

/**
 * Sentences a thread speaks and throws away while idle, once its voice is
 * loaded: lamejs's first runs are ten times slower until V8 has compiled
 * them (docs/decisions/audio.md, "Warm-up"). About 2 s of a core per thread.
 */
const WARM_UPS = 10;

/** What every thread is started with. */
const workerSettings = (warmUp: boolean): WorkerSettings => ({
  voice: SPEECH.voice,
  rate: SPEECH.rate,
  sampleRate: SAMPLE_RATE,
  bitrate: SPEECH.bitrate,
  warmUps: warmUp ? WARM_UPS : 0,
});

export class SynthesisPool extends WorkerPool<Omit<ToWorker, 'id'>, Segment> {
  /** Queued segments, chapters taking turns (turns.ts). */
  private readonly turns = new ChapterTurns<Task>();

  constructor({ size, warmUp = true, log }: PoolOptions) {
    super({
      size,
      log,
      script: WORKER_URL,
      workerData: workerSettings(warmUp),
      name: 'parole-synthesis',
      words: { label: 'Audio', thread: 'synthesis thread', load: 'the voice' },
      stopped: (message) => new SynthesisError(message),
      failed: (message) => new SynthesisError(`synthesis failed: ${message}`),
    });
  }

  /**
   * Speaks `text` followed by `pauseMs` of silence, as MP3 frames. `job`
   * names the chapter: chapters take turns for the threads, and a segment
   * marked `first` (a chapter's announcement, what its listener waits for)
   * goes before them all. `format` encodes it otherwise than eSpeak NG's
   * own (to continue a chapter begun by the speech provider).
   * @example const { mp3 } = await pool.synthesize('1/1', 'Genèse, chapitre un.', 700, { first: true });
   */
  synthesize(job: string, text: string, pauseMs: number, { first = false, format }: { first?: boolean; format?: Mp3Format } = {}): Promise<Segment> {
    if (this.closed) return Promise.reject(new SynthesisError('the synthesis pool is closed'));
    return new Promise<Segment>((resolve, reject) => {
      this.turns.push(job, { message: { text, pauseMs, format }, resolve, reject }, first);
      this.dispatch();
    });
  }

  /**
   * Drops the queued segments of `job` (a chapter that failed, or that
   * nobody listens to any more): they reject. Segments being made finish.
   */
  cancel(job: string, reason = 'cancelled'): void {
    for (const task of this.turns.drop(job)) task.reject(new SynthesisError(reason));
  }

  protected nextTask(): Task | undefined {
    return this.turns.next();
  }

  protected queued(): number {
    return this.turns.size;
  }

  protected failQueued(reason: string): void {
    for (const job of this.turns.jobs()) this.cancel(job, reason);
  }
}
