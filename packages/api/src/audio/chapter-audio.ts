/**
 * Chapter audio: where the MP3 of a chapter comes from, and how a missing
 * one is made.
 *
 * 1. A recording (AUDIO_RECORDINGS_DIR/{book}/{chapter}.mp3), when the folder
 *    is configured and holds the file.
 * 2. The synthesized file in the cache (cache.ts), when it was made before.
 * 3. Otherwise a synthesis: the chapter's segments (script.ts) are spoken
 *    by the speech provider when one is configured (speech-provider.ts),
 *    else encoded by eSpeak NG's pool (pool.ts), and each one, in order, goes at once
 *    to every listener and to the cache's temporary file, renamed into place
 *    when the chapter is complete. One synthesis per chapter at a time:
 *    a second request for it joins the first, receiving the bytes made so
 *    far and then following.
 *
 * Bounds (docs/decisions/audio.md, "Bounds"): at most `maxSyntheses`
 * chapters are made at once (a new one beyond is refused with
 * SynthesesBusyError, joining one is never refused); a caller may refuse a
 * new synthesis itself (`admit`, the route's limit per client address); and
 * a chapter whose every listener left is cancelled, its temporary file
 * removed.
 *
 * The speech provider (docs/decisions/audio.md, "Voices"): its chapters are
 * cached under their own key (its model and voice in it). When it fails on
 * a chapter's first segment, eSpeak NG reads the chapter (cached as
 * eSpeak NG's); when it fails later, eSpeak NG reads the rest in the
 * provider's format, and that chapter is served but not cached. Either way
 * it is logged, and the provider rests PROVIDER_REST_MS: chapters started
 * meanwhile are eSpeak NG's (or the cache's).
 */
import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { defaultMaxSyntheses } from '../config.js';
import type { AudioTextStore } from '../db/audio.js';
import { promiseMemo } from '../memo.js';
import { audioKey, type AudioCache, type CachedFile, type CacheWriter } from './cache.js';
import type { SynthesisPool } from './pool.js';
import { formatOf, readMp3, type Mp3Format } from './mp3.js';
import { chapterSegments } from './script.js';
import { SPEECH } from './settings.js';
import { SpeechProviderError, type SpeechProvider } from './speech-provider.js';
import { webVtt, type VerseCue } from './timings.js';

/** A chapter's script: what is spoken, segment by segment, the verse each reads, and the cache key. */
interface Script {
  segments: string[];
  /** The verse each segment reads (null for the announcement), with its text as the reader shows it. */
  verses: ({ verse: number; text: string } | null)[];
  /** eSpeak NG's cache key. */
  key: string;
  /** The speech provider's cache key, when one is configured. */
  providerKey: string | null;
}

/** Where a chapter's verse timings come from: a file (the cache's, or beside a recording), or a synthesis just made. */
export type TimingsSource =
  | { kind: 'file'; path: string; size: number; etag: string }
  /** Made just now; no entity tag for a chapter that is not cached (its answer is not to be kept). */
  | { kind: 'text'; vtt: string; etag: string | null }
  /** A recording without a timings file beside it: it plays, the text does not follow it. */
  | { kind: 'missing' };

/** Where a chapter's bytes come from. */
export type AudioSource =
  | { kind: 'recording' | 'cache'; path: string; size: number; etag: string }
  /** Being made: its entity tag is the production's, known once it started. */
  | { kind: 'live'; production: Production }
  /** Not made yet, and not started (a HEAD request only looks). */
  | { kind: 'pending'; etag: string };

export interface ChapterAudioOptions {
  texts: AudioTextStore;
  pool: SynthesisPool;
  cache: AudioCache;
  /** Folder of recordings, `{book}/{chapter}.mp3`; none when undefined. */
  recordingsDir?: string;
  /** The recordings' name as listeners see it (AUDIO_RECORDINGS_NAME). */
  recordingsName?: string;
  /** Chapters synthesized at once at most (AUDIO_MAX_SYNTHESES); four per thread, at least 12, by default. */
  maxSyntheses?: number;
  /** The speech provider's voice (SPEECH_API_KEY…); eSpeak NG's alone when undefined. */
  provider?: SpeechProvider;
  log?: (line: string) => void;
}

/** A new synthesis refused: `maxSyntheses` chapters are already being made. */
export class SynthesesBusyError extends Error {
  override name = 'SynthesesBusyError';
}

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

/**
 * How long the speech provider rests after it failed on a chapter: the
 * chapters started meanwhile are eSpeak NG's, rather than each wait for a
 * provider that is down (a minute of eSpeak NG for the few listeners of that
 * minute, against a time-out each).
 */
export const PROVIDER_REST_MS = 60_000;

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

/** The strong entity tag of a synthesized chapter: its cache key. */
const synthesizedEtag = (key: string) => `"${key}"`;

/** The entity tag of a synthesized chapter's timings. */
const timingsEtag = (key: string) => `"${key}-vtt"`;

/** A recording's entity tag, from its size and modification time (a replaced file gets a new one). */
const recordingEtag = (size: number, mtimeMs: number) =>
  `"r-${createHash('sha256').update(`${size}:${mtimeMs}`).digest('base64url').slice(0, 16)}"`;

export class ChapterAudio {
  private readonly texts: AudioTextStore;
  readonly pool: SynthesisPool;
  readonly cache: AudioCache;
  private readonly recordingsDir: string | undefined;
  /** The recordings' name as listeners see it, when configured. */
  readonly recordingsName: string | undefined;
  readonly log: (line: string) => void;
  /** Each chapter's segments and cache key, computed once (1,189 entries at most). */
  private readonly scripts = promiseMemo<string, Script | null>();
  /** Syntheses in progress, by chapter. */
  private readonly productions = new Map<string, Production>();
  /** Chapters synthesized at once at most. */
  readonly maxSyntheses: number;
  /** Syntheses started so far: each one's own name in the pool. */
  private serial = 0;
  /** The speech provider, when configured. */
  readonly provider: SpeechProvider | undefined;
  /** When the provider may speak again after a failure (ms since the epoch). */
  private providerRestsUntil = 0;

  constructor({ texts, pool, cache, recordingsDir, recordingsName, maxSyntheses, provider, log = console.error }: ChapterAudioOptions) {
    this.texts = texts;
    this.pool = pool;
    this.provider = provider;
    this.cache = cache;
    this.recordingsDir = recordingsDir;
    this.recordingsName = recordingsName;
    this.maxSyntheses = Math.max(1, maxSyntheses ?? defaultMaxSyntheses(pool.size));
    this.log = log;
  }

  /** Chapters being synthesized now. */
  get syntheses(): number {
    return this.productions.size;
  }

  /** The segments to speak for a chapter, the verse each reads, and their cache key; null for a chapter without text. */
  script(book: number, chapter: number): Promise<Script | null> {
    return this.scripts(`${book}/${chapter}`, async () => {
      const verses = await this.texts.chapterText(book, chapter);
      if (!verses) return null;
      const parts = chapterSegments(book, chapter, verses);
      const segments = parts.map((p) => p.text);
      const texts = new Map(verses.map((v) => [v.verse, v.text]));
      return {
        segments,
        verses: parts.map((p) => (p.verse === null ? null : { verse: p.verse, text: texts.get(p.verse) ?? '' })),
        key: audioKey(segments),
        providerKey: this.provider ? audioKey(segments, this.provider.voice) : null,
      };
    });
  }

  /** The provider, unless none is configured or it rests after a failure. */
  private speakingProvider(): SpeechProvider | null {
    return this.provider && Date.now() >= this.providerRestsUntil ? this.provider : null;
  }

  /**
   * The cache keys a chapter is looked up by, best first; the last is the
   * one a synthesis started now would write: the provider's alone while it
   * speaks, then eSpeak NG's while it rests, eSpeak NG's alone without one.
   */
  private keys(script: Script): string[] {
    if (script.providerKey === null) return [script.key];
    return this.speakingProvider() ? [script.providerKey] : [script.providerKey, script.key];
  }

  /**
   * Where the chapter's verse timings come from: beside a recording (its
   * `{chapter}.vtt`; `missing` without), the cache's beside the synthesized
   * file, or the synthesis: one being made is waited for, and one not made
   * yet is started as `source` starts it (`admit`, the same bounds and
   * errors). While it waits, the request counts as a listener of the
   * synthesis (it is not abandoned under it) until `signal` aborts (the
   * client left). Null for a chapter without text.
   */
  async timings(book: number, chapter: number, { admit, signal }: { admit?: () => void; signal?: AbortSignal } = {}): Promise<TimingsSource | null> {
    const recording = await this.recording(book, chapter);
    if (recording?.kind === 'recording') {
      const file = path.join(path.dirname(recording.path), `${chapter}.vtt`);
      const found = await stat(file).catch(() => null);
      if (!found?.isFile() || found.size === 0) return { kind: 'missing' };
      return { kind: 'file', path: file, size: found.size, etag: recordingEtag(found.size, found.mtimeMs) };
    }
    const script = await this.script(book, chapter);
    if (!script) return null;
    if (!this.productions.has(`${book}/${chapter}`)) {
      const cached = await this.cachedTimings(book, chapter, script);
      if (cached) return cached;
    }
    const source = await this.source(book, chapter, { admit });
    if (source?.kind === 'live') {
      const { production } = source;
      const unfollow = production.follow({ chunk: () => undefined, end: () => undefined, fail: () => undefined });
      signal?.addEventListener('abort', unfollow, { once: true });
      try {
        await production.finished;
      } finally {
        signal?.removeEventListener('abort', unfollow);
        unfollow();
      }
      return { kind: 'text', vtt: production.timings!, etag: production.kept ? timingsEtag(production.key) : null };
    }
    // Cached by another process between the two looks.
    return this.cachedTimings(book, chapter, script);
  }

  private async cachedTimings(book: number, chapter: number, script: Script): Promise<TimingsSource | null> {
    for (const key of this.keys(script)) {
      const cached = await this.cache.findTimings(book, chapter, key);
      if (cached) return { kind: 'file', ...cached, etag: timingsEtag(key) };
    }
    return null;
  }

  /**
   * Where the chapter's MP3 comes from; starts its synthesis when there is
   * none yet (unless `start` is false: a HEAD request only looks). Null
   * for a chapter without text. When a synthesis should start, throws
   * CacheFullError when the cache's disk is full, SynthesesBusyError when
   * `maxSyntheses` chapters are being made, and whatever `admit` throws
   * (called only then: a cached chapter or one being made never is).
   * @example const source = await audio.source(43, 3, { admit: () => checkLimit(address) });
   */
  async source(book: number, chapter: number, { start = true, admit }: { start?: boolean; admit?: () => void } = {}): Promise<AudioSource | null> {
    const recording = await this.recording(book, chapter);
    if (recording) return recording;
    const script = await this.script(book, chapter);
    if (!script) return null;
    const running = this.productions.get(`${book}/${chapter}`);
    if (running) return { kind: 'live', production: running };
    const keys = this.keys(script);
    for (const key of keys) {
      const cached = await this.cache.find(book, chapter, key);
      if (cached) return { kind: 'cache', ...cached, etag: synthesizedEtag(key) };
    }
    if (!start) return { kind: 'pending', etag: synthesizedEtag(keys.at(-1)!) };
    return { kind: 'live', production: await this.produce(book, chapter, script, admit) };
  }

  /**
   * The chapter's cache file, synthesized now when missing (for
   * `npm run audio:build`); a recording counts as done.
   */
  async ensure(book: number, chapter: number): Promise<{ made: boolean; size: number; seconds: number } | null> {
    const source = await this.source(book, chapter);
    if (!source) return null;
    if (source.kind === 'pending') throw new Error('unreachable: a synthesis was asked for');
    if (source.kind !== 'live') return { made: false, size: source.size, seconds: 0 };
    const file = await source.production.finished;
    if (!file) throw new Error(`${book}/${chapter}: synthesized but not cached (see the log)`);
    return { made: true, size: file.size, seconds: source.production.seconds };
  }

  private async recording(book: number, chapter: number): Promise<AudioSource | null> {
    if (!this.recordingsDir) return null;
    const file = path.join(this.recordingsDir, String(book), `${chapter}.mp3`);
    try {
      const s = await stat(file);
      if (!s.isFile() || s.size === 0) return null;
      return { kind: 'recording', path: file, size: s.size, etag: recordingEtag(s.size, s.mtimeMs) };
    } catch {
      return null;
    }
  }

  /**
   * Starts the synthesis of a chapter, shared by every request until it
   * ends, or joins the one another request started meanwhile.
   */
  private async produce(book: number, chapter: number, script: Script, admit?: () => void): Promise<Production> {
    const job = `${book}/${chapter}`;
    // Checked before anything is sent, so that a full disk is a clear error.
    await this.cache.checkRoom();
    // Another request may have started it while the disk was checked.
    const running = this.productions.get(job);
    if (running) return running;
    // From here to the registration nothing awaits: the bound and the caller's limit count exactly.
    if (this.productions.size >= this.maxSyntheses) throw new SynthesesBusyError(`${this.productions.size} chapters are being synthesized`);
    admit?.();
    const forget = () => {
      if (this.productions.get(job) === production) this.productions.delete(job);
    };
    // The pool's name for this synthesis: its own, so that cancelling it never drops another
    // synthesis of the same chapter (a later one, or another ChapterAudio's on a shared pool).
    const poolJob = `${job}#${++this.serial}`;
    // Registered before the first await of the run, so a concurrent request joins it.
    const production = new Production(
      (p) => this.run(book, chapter, script, p, poolJob),
      () => {
        // Forgotten at once: a request from now on starts the chapter afresh rather than follow one that stops.
        forget();
        this.cancel(poolJob, new AbandonedError().message);
      },
    );
    this.productions.set(job, production);
    production.finished.then(forget, forget);
    return production;
  }

  /** Drops a synthesis's queued segments, wherever they wait. */
  private cancel(poolJob: string, reason: string): void {
    this.pool.cancel(poolJob, reason);
    this.provider?.cancel(poolJob, reason);
  }

  /**
   * Asks for the segments from `from` on, all at once (each voice takes
   * them in turn with other chapters', the first one before all): from the
   * provider when given, else from eSpeak NG's pool, in `format` when given.
   */
  private ask(poolJob: string, script: Script, from: number, provider: SpeechProvider | null, format?: Mp3Format): Promise<Uint8Array>[] {
    const tasks = script.segments.slice(from).map((text, k) => {
      const pauseMs = from + k === 0 ? SPEECH.pauseAfterAnnouncementMs : SPEECH.pauseAfterVerseMs;
      const first = k === 0;
      return provider
        ? provider.speak(poolJob, text, pauseMs, { first }).then((segment) => segment.mp3)
        : this.pool.synthesize(poolJob, text, pauseMs, { first, format }).then((segment) => segment.mp3);
    });
    for (const t of tasks) t.catch(() => undefined);
    return tasks;
  }

  private async run(book: number, chapter: number, script: Script, production: Production, poolJob: string): Promise<CachedFile | null> {
    const job = `${book}/${chapter}`;
    const started = performance.now();
    let provider = this.speakingProvider();
    let tasks = this.ask(poolJob, script, 0, provider);
    // The provider's format, from its first segment: every later one must share it.
    let format: Mp3Format | null = null;
    let writer: CacheWriter | null = null;
    try {
      for (let i = 0; i < script.segments.length; i++) {
        let mp3: Uint8Array;
        try {
          mp3 = await tasks[i];
          if (provider) {
            const own = formatOf(mp3).format;
            if (format === null) format = own;
            else if (own.sampleRate !== format.sampleRate || own.channels !== format.channels) throw new SpeechProviderError('malformed');
          }
        } catch (err) {
          if (!provider || production.abandoned || !(err instanceof SpeechProviderError)) throw err;
          // The provider failed: eSpeak NG reads from this segment on, in the provider's format if it began the chapter.
          provider.cancel(poolJob, 'the speech provider failed on an earlier segment');
          provider = null;
          this.providerRestsUntil = Date.now() + PROVIDER_REST_MS;
          production.kept = i === 0;
          this.log(
            i === 0
              ? `Audio ${job}: ${err.message}; eSpeak NG reads this chapter, and the chapters started in the next ${PROVIDER_REST_MS / 1000} s`
              : `Audio ${job}: ${err.message} at segment ${i + 1} of ${script.segments.length}; eSpeak NG reads the rest, and this chapter is served but not cached`,
          );
          tasks = [...tasks.slice(0, i), ...this.ask(poolJob, script, i, null, format ?? undefined)];
          mp3 = await tasks[i];
        }
        if (i === 0) {
          // The voice is known: the cache file is the one of its key.
          production.voice = provider ? 'provider' : 'espeak';
          production.key = provider ? script.providerKey! : script.key;
          writer = await this.cache.writer(book, chapter, production.key);
        }
        if (!production.kept && writer) {
          await writer.discard().catch(() => undefined);
          writer = null;
        }
        // A verse's cue runs from its segment's first frame to the next one's, its pause included.
        const seconds = readMp3(mp3).seconds;
        const start = production.seconds;
        const read = script.verses[i];
        if (read) production.cues.push({ verse: read.verse, start, end: start + seconds, text: read.text });
        production.push(mp3, seconds);
        if (!writer) continue;
        try {
          await writer.write(mp3);
        } catch (err) {
          // A full disk mid-file: the listeners still get the chapter, the cache does not.
          this.log(`Audio ${job}: the cache file could not be written, the chapter is served without it: ${(err as Error).message}`);
          await writer.discard().catch(() => undefined);
          writer = null;
        }
      }
      production.timings = webVtt(production.cues);
      let file: CachedFile | null = null;
      if (writer) {
        try {
          // The timings first: a cached chapter always has them.
          await this.cache.writeTimings(book, chapter, production.key, production.timings);
          file = await writer.commit();
        } catch (err) {
          this.log(`Audio ${job}: the cache file could not be completed: ${(err as Error).message}`);
          await writer.discard().catch(() => undefined);
        }
      }
      const ms = performance.now() - started;
      const voice = production.voice === 'espeak' ? 'by eSpeak NG' : production.kept ? 'by the speech provider' : 'by the speech provider, then eSpeak NG';
      this.log(`Audio ${job}: ${production.seconds.toFixed(0)} s synthesized ${voice} in ${(ms / 1000).toFixed(1)} s (${(production.seconds / (ms / 1000)).toFixed(0)}× real time)`);
      return file;
    } catch (err) {
      // An abandoned chapter's queue was dropped then.
      if (!production.abandoned) this.cancel(poolJob, 'an earlier segment of the chapter failed');
      await writer?.discard().catch(() => undefined);
      if (production.abandoned) {
        this.log(`Audio ${job}: every listener left after ${production.seconds.toFixed(0)} s of audio: synthesis cancelled, nothing cached`);
        throw new AbandonedError();
      }
      this.log(`Audio ${job}: synthesis failed: ${(err as Error).message}`);
      throw err;
    }
  }
}
