/**
 * Chapter audio: where the MP3 of a chapter comes from, and how a missing
 * one is made.
 *
 * 1. A recording (AUDIO_RECORDINGS_DIR/{book}/{chapter}.mp3), when the folder
 *    is configured and holds the file.
 * 2. The synthesized file in the cache (cache.ts), when it was made before.
 * 3. Otherwise a synthesis (synthesis.ts): the chapter's segments (script.ts)
 *    are spoken by the speech provider when one is configured
 *    (speech-provider.ts), else encoded by eSpeak NG's pool (pool.ts), and
 *    each one, in order, goes at once to every listener and to the cache.
 *    One synthesis per chapter at a time: a second request for it joins the
 *    first (production.ts), receiving the bytes made so far and then
 *    following.
 *
 * Bounds (docs/decisions/audio.md, "Bounds"): at most `maxSyntheses`
 * chapters are made at once (a new one beyond is refused with
 * SynthesesBusyError, joining one is never refused); a caller may refuse a
 * new synthesis itself (`admit`, the route's limit per client address); and
 * a chapter whose every listener left is cancelled, its temporary file
 * removed.
 *
 * The speech provider (docs/decisions/audio.md, "Voices"): its chapters are
 * cached under their own key (its model and voice in it). When it fails,
 * eSpeak NG reads the chapter or its rest (synthesis.ts), and the provider
 * rests PROVIDER_REST_MS: chapters started meanwhile are eSpeak NG's (or
 * the cache's).
 *
 * Each translation (issue 41) is read in its own numbering, synthesized,
 * cached (`cache.of(translation)`) and timed on its own; the recordings are
 * Louis Segond 1910's only (they were recorded from its text). The bounds
 * count every translation's syntheses together: a translation adds no room.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_TRANSLATION } from '@parole/bible';
import { defaultMaxSyntheses } from '../config.js';
import type { AudioTextStore } from '../db/audio.js';
import { promiseMemo } from '../memo.js';
import { audioKey, type AudioCache } from './cache.js';
import { recordingEtag, synthesizedEtag, timingsEtag } from './etags.js';
import type { SynthesisPool } from './pool.js';
import { AbandonedError, Production } from './production.js';
import { chapterSegments } from './script.js';
import type { SpeechProvider } from './speech-provider.js';
import { cancelSynthesis, PROVIDER_REST_MS, synthesize, type Script } from './synthesis.js';

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
  /** Folder of recordings, `{book}/{chapter}.mp3`, of Louis Segond 1910's text; none when undefined. */
  recordingsDir?: string;
  /** The recordings' name as listeners see it (AUDIO_RECORDINGS_NAME). */
  recordingsName?: string;
  /** Chapters synthesized at once at most (AUDIO_MAX_SYNTHESES); four per thread, at least 12, by default. */
  maxSyntheses?: number;
  /** The speech provider's voice (SPEECH_API_KEY…); eSpeak NG's alone when undefined. */
  provider?: SpeechProvider;
  log?: (line: string) => void;
}

/** Which translation's chapter (the default's when absent): a translation the server has. */
interface OfTranslation {
  translation?: string;
}

/**
 * A chapter's name among the syntheses (the productions, the pool's jobs,
 * the logs): `19/117` for Louis Segond 1910's, as always, `darby/19/117`
 * for another translation's.
 */
const jobName = (book: number, chapter: number, translation: string) =>
  translation === DEFAULT_TRANSLATION ? `${book}/${chapter}` : `${translation}/${book}/${chapter}`;

/** A new synthesis refused: `maxSyntheses` chapters are already being made. */
export class SynthesesBusyError extends Error {
  override name = 'SynthesesBusyError';
}

/**
 * A chapter's audio, from wherever it comes (the recordings, the cache, a
 * synthesis started or joined), within the bounds; one per server.
 * @example const source = await audio.source(43, 3); if (source?.kind === 'live') return source.production.stream();
 */
export class ChapterAudio {
  private readonly texts: AudioTextStore;
  readonly pool: SynthesisPool;
  readonly cache: AudioCache;
  private readonly recordingsDir: string | undefined;
  /** The recordings' name as listeners see it, when configured. */
  readonly recordingsName: string | undefined;
  readonly log: (line: string) => void;
  /** Each chapter's segments and cache key, computed once (1,189 entries at most per translation). */
  private readonly scripts = promiseMemo<string, Script | null>();
  /** Syntheses in progress, by chapter (jobName: every translation's together, as the bounds count them). */
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

  /**
   * The segments to speak for a chapter of a translation (the default's when
   * absent), the verse each reads, and their cache key; null for a chapter
   * without text.
   */
  script(book: number, chapter: number, translation: string = DEFAULT_TRANSLATION): Promise<Script | null> {
    return this.scripts(jobName(book, chapter, translation), async () => {
      const verses = await this.texts.chapterText(book, chapter, translation);
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
  async timings(
    book: number,
    chapter: number,
    { admit, signal, translation = DEFAULT_TRANSLATION }: { admit?: () => void; signal?: AbortSignal } & OfTranslation = {},
  ): Promise<TimingsSource | null> {
    const recording = await this.recording(book, chapter, translation);
    if (recording?.kind === 'recording') {
      const file = path.join(path.dirname(recording.path), `${chapter}.vtt`);
      const found = await stat(file).catch(() => null);
      if (!found?.isFile() || found.size === 0) return { kind: 'missing' };
      return { kind: 'file', path: file, size: found.size, etag: recordingEtag(found.size, found.mtimeMs) };
    }
    const script = await this.script(book, chapter, translation);
    if (!script) return null;
    const cache = this.cache.of(translation);
    if (!this.productions.has(jobName(book, chapter, translation))) {
      const cached = await this.cachedTimings(cache, book, chapter, script);
      if (cached) return cached;
    }
    const source = await this.source(book, chapter, { admit, translation });
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
    return this.cachedTimings(cache, book, chapter, script);
  }

  private async cachedTimings(cache: AudioCache, book: number, chapter: number, script: Script): Promise<TimingsSource | null> {
    for (const key of this.keys(script)) {
      const cached = await cache.findTimings(book, chapter, key);
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
  async source(
    book: number,
    chapter: number,
    { start = true, admit, translation = DEFAULT_TRANSLATION }: { start?: boolean; admit?: () => void } & OfTranslation = {},
  ): Promise<AudioSource | null> {
    const recording = await this.recording(book, chapter, translation);
    if (recording) return recording;
    const script = await this.script(book, chapter, translation);
    if (!script) return null;
    const running = this.productions.get(jobName(book, chapter, translation));
    if (running) return { kind: 'live', production: running };
    const keys = this.keys(script);
    for (const key of keys) {
      const cached = await this.cache.of(translation).find(book, chapter, key);
      if (cached) return { kind: 'cache', ...cached, etag: synthesizedEtag(key) };
    }
    if (!start) return { kind: 'pending', etag: synthesizedEtag(keys.at(-1)!) };
    return { kind: 'live', production: await this.produce(book, chapter, translation, script, admit) };
  }

  /**
   * The chapter's cache file, synthesized now when missing (for
   * `npm run audio:build`); a recording counts as done.
   */
  async ensure(book: number, chapter: number, translation: string = DEFAULT_TRANSLATION): Promise<{ made: boolean; size: number; seconds: number } | null> {
    const source = await this.source(book, chapter, { translation });
    if (!source) return null;
    if (source.kind === 'pending') throw new Error('unreachable: a synthesis was asked for');
    if (source.kind !== 'live') return { made: false, size: source.size, seconds: 0 };
    const file = await source.production.finished;
    if (!file) throw new Error(`${book}/${chapter}: synthesized but not cached (see the log)`);
    return { made: true, size: file.size, seconds: source.production.seconds };
  }

  /** A recording of the chapter: Louis Segond 1910's only, whose text it was recorded from. */
  private async recording(book: number, chapter: number, translation: string): Promise<AudioSource | null> {
    if (!this.recordingsDir || translation !== DEFAULT_TRANSLATION) return null;
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
  private async produce(book: number, chapter: number, translation: string, script: Script, admit?: () => void): Promise<Production> {
    const job = jobName(book, chapter, translation);
    const cache = this.cache.of(translation);
    // Checked before anything is sent, so that a full disk is a clear error.
    await cache.checkRoom();
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
      (p) =>
        synthesize({ pool: this.pool, cache, provider: this.provider, log: this.log }, {
          book,
          chapter,
          name: job,
          script,
          poolJob,
          provider: this.speakingProvider(),
          providerFailed: () => {
            this.providerRestsUntil = Date.now() + PROVIDER_REST_MS;
          },
        }, p),
      () => {
        // Forgotten at once: a request from now on starts the chapter afresh rather than follow one that stops.
        forget();
        cancelSynthesis(this, poolJob, new AbandonedError().message);
      },
    );
    this.productions.set(job, production);
    production.finished.then(forget, forget);
    return production;
  }
}
