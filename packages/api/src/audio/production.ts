/**
 * One chapter being made, as its listeners see it (chapter-audio.ts starts
 * it, synthesis.ts fills it): the bytes so far, given at once to a listener
 * who joins and then each new segment as it comes, the verse timings, and
 * the cache file it ends in. A chapter whose every listener left is
 * abandoned ABANDON_AFTER_MS later, unless one came back meanwhile
 * (docs/decisions/audio.md, "Bounds").
 */
import type { CachedFile } from './cache.js';
import { synthesizedEtag } from './etags.js';
import type { VerseCue } from './timings.js';

/** Why a synthesis stopped when its last listener left (its production fails with it). */
export class AbandonedError extends Error {
  override name = 'AbandonedError';
  constructor() {
    super('every listener left: the synthesis is cancelled');
  }
}

/**
 * How long a chapter being made waits, once its last listener left, before
 * its synthesis is cancelled: a browser that cuts its request and asks
 * again at once (a seek in a chapter not yet complete, a reload) joins it
 * rather than start it again (and count against its limit a second time);
 * two seconds cost two threads' worth of segments of unheard work at most.
 */
export const ABANDON_AFTER_MS = 2000;

/** Receives a production's bytes. */
interface Listener {
  chunk(bytes: Uint8Array): void;
  end(): void;
  fail(error: Error): void;
}

/**
 * One chapter being synthesized: its bytes so far, the listeners following
 * it, and the cache file it ends in. When its last listener leaves, it is
 * abandoned (`onAbandoned`): nobody hears the rest, so it is not made.
 */
export class Production {
  private readonly chunks: Uint8Array[] = [];
  private readonly listeners = new Set<Listener>();
  private state: 'running' | 'done' | 'failed' = 'running';
  private error: Error | null = null;
  /** Bytes produced so far. */
  size = 0;
  /** Seconds the MP3 frames produced so far play for. */
  seconds = 0;
  /** The cache key of the voice that speaks it, set before its first bytes. */
  key = '';
  /** Who speaks it, set before its first bytes: a chapter of the speech provider may end in eSpeak NG's voice. */
  voice: 'espeak' | 'provider' = 'espeak';
  /** False once eSpeak NG took over a chapter begun by the provider: served, not cached, not to be kept. */
  kept = true;
  /** The verse timings of the segments produced so far. */
  readonly cues: VerseCue[] = [];
  /** The chapter's WebVTT, once it is complete. */
  timings: string | null = null;
  /** Resolves once the first bytes exist, or the synthesis ended; rejects when it failed before any. */
  readonly started: Promise<void>;
  /** Resolves with the cache file (null when it could not be written), rejects when the synthesis failed. */
  readonly finished: Promise<CachedFile | null>;
  /** True once every listener left and the synthesis was told to stop. */
  abandoned = false;
  private resolveStarted!: () => void;
  private rejectStarted!: (error: Error) => void;
  private readonly onAbandoned: () => void;

  /**
   * `run` makes the chapter, pushing its segments; `onAbandoned` is called
   * once, when the last listener has left and none came back meanwhile.
   */
  constructor(run: (production: Production) => Promise<CachedFile | null>, onAbandoned: () => void = () => undefined) {
    this.onAbandoned = onAbandoned;
    this.started = new Promise((resolve, reject) => {
      this.resolveStarted = resolve;
      this.rejectStarted = reject;
    });
    this.started.catch(() => undefined);
    this.finished = run(this).then(
      (file) => {
        this.state = 'done';
        this.resolveStarted();
        for (const l of this.listeners) l.end();
        this.listeners.clear();
        return file;
      },
      (error: Error) => {
        this.state = 'failed';
        this.error = error;
        this.rejectStarted(error);
        for (const l of this.listeners) l.fail(error);
        this.listeners.clear();
        throw error;
      },
    );
    this.finished.catch(() => undefined);
  }

  /**
   * The answer's entity tag once the production started: its key for
   * eSpeak NG's; none for the provider's, whose end may yet be eSpeak NG's
   * (the file it ends in, once cached, has its own).
   */
  get etag(): string | null {
    return this.voice === 'provider' ? null : synthesizedEtag(this.key);
  }

  /** Adds a segment's bytes: kept for later listeners, given to the present ones. */
  push(bytes: Uint8Array, seconds: number): void {
    this.chunks.push(bytes);
    this.size += bytes.length;
    this.seconds += seconds;
    for (const l of this.listeners) l.chunk(bytes);
    this.resolveStarted();
  }

  /**
   * Calls `listener` with every byte so far, then with each new one; returns
   * the unsubscribe. The last listener's unsubscribe abandons the synthesis.
   */
  follow(listener: Listener): () => void {
    for (const c of this.chunks) listener.chunk(c);
    if (this.state === 'done') listener.end();
    else if (this.state === 'failed') listener.fail(this.error!);
    else this.listeners.add(listener);
    return () => {
      if (this.listeners.delete(listener) && this.listeners.size === 0) this.abandonLater();
    };
  }

  /**
   * Abandons the synthesis ABANDON_AFTER_MS after its last listener left,
   * if still nobody listens: a browser that drops its request to ask again
   * (a seek, a reload) joins it in the meantime and gets it from its start.
   */
  private abandonLater(): void {
    setTimeout(() => {
      if (this.state !== 'running' || this.listeners.size > 0 || this.abandoned) return;
      this.abandoned = true;
      this.onAbandoned();
    }, ABANDON_AFTER_MS).unref();
  }

  /**
   * The whole chapter as a stream: the bytes so far at once, then each
   * segment as it is made. Cancelling it (the client left) stops this
   * listener; when it was the last one, the synthesis stops too.
   */
  stream(): ReadableStream<Uint8Array> {
    let unfollow: () => unknown = () => undefined;
    return new ReadableStream<Uint8Array>({
      start: (controller) => {
        unfollow = this.follow({
          chunk: (bytes) => controller.enqueue(bytes),
          end: () => controller.close(),
          fail: (error) => controller.error(error),
        });
      },
      cancel: () => {
        unfollow();
      },
    });
  }
}
