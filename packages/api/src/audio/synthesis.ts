/**
 * The synthesis of one chapter (chapter-audio.ts starts it, one at a time
 * per chapter): its segments are spoken by the speech provider when one
 * speaks (speech-provider.ts), else by eSpeak NG's pool (pool.ts), and each
 * one, in order, goes at once to the chapter's listeners (production.ts),
 * with its verse's timing, and to the cache's temporary file, renamed into
 * place when the chapter is complete (cache.ts).
 *
 * When the provider fails (docs/decisions/audio.md, "Voices") on the
 * chapter's first segment, eSpeak NG reads the chapter (cached as eSpeak
 * NG's); when it fails later, eSpeak NG reads the rest in the provider's
 * format, and that chapter is served but not cached. Either way it is
 * logged, and the provider rests PROVIDER_REST_MS (`job.providerFailed`).
 */
import type { AudioCache, CachedFile, CacheWriter } from './cache.js';
import { formatOf, readMp3, type Mp3Format } from './mp3.js';
import type { SynthesisPool } from './pool.js';
import { AbandonedError, type Production } from './production.js';
import { SPEECH } from './settings.js';
import { SpeechProviderError, type SpeechProvider } from './speech-provider.js';
import { webVtt } from './timings.js';

/**
 * How long the speech provider rests after it failed on a chapter: the
 * chapters started meanwhile are eSpeak NG's, rather than each wait for a
 * provider that is down (a minute of eSpeak NG for the few listeners of that
 * minute, against a time-out each).
 */
export const PROVIDER_REST_MS = 60_000;

/** A chapter's script: what is spoken, segment by segment, the verse each reads, and the cache key. */
export interface Script {
  segments: string[];
  /** The verse each segment reads (null for the announcement), with its text as the reader shows it. */
  verses: ({ verse: number; text: string } | null)[];
  /** eSpeak NG's cache key. */
  key: string;
  /** The speech provider's cache key, when one is configured. */
  providerKey: string | null;
}

/** What a synthesis speaks with and writes to (a ChapterAudio's). */
export interface SynthesisParts {
  pool: SynthesisPool;
  cache: AudioCache;
  /** The speech provider, when one is configured (whether it speaks now or rests). */
  provider: SpeechProvider | undefined;
  log: (line: string) => void;
}

/** One chapter to synthesize. */
export interface SynthesisJob {
  book: number;
  chapter: number;
  /** Its name in the logs: `19/117`, or `darby/19/117` in another translation than the default. */
  name: string;
  script: Script;
  /** The pool's name for this synthesis: its own, so that cancelling it never drops another synthesis of the same chapter. */
  poolJob: string;
  /** The voice to begin with: the provider, or null for eSpeak NG's (none configured, or it rests). */
  provider: SpeechProvider | null;
  /** Called when the provider failed on this chapter, so that the next chapters are eSpeak NG's for a while. */
  providerFailed(): void;
}

/**
 * Drops a synthesis's queued segments, wherever they wait.
 * @example cancelSynthesis(audio, '43/3#7', new AbandonedError().message);
 */
export function cancelSynthesis({ pool, provider }: Pick<SynthesisParts, 'pool' | 'provider'>, poolJob: string, reason: string): void {
  pool.cancel(poolJob, reason);
  provider?.cancel(poolJob, reason);
}

/**
 * Asks for the segments from `from` on, all at once (each voice takes
 * them in turn with other chapters', the first one before all): from the
 * provider when given, else from eSpeak NG's pool, in `format` when given.
 */
function ask(pool: SynthesisPool, poolJob: string, script: Script, from: number, provider: SpeechProvider | null, format?: Mp3Format): Promise<Uint8Array>[] {
  const tasks = script.segments.slice(from).map((text, k) => {
    const pauseMs = from + k === 0 ? SPEECH.pauseAfterAnnouncementMs : SPEECH.pauseAfterVerseMs;
    const first = k === 0;
    return provider
      ? provider.speak(poolJob, text, pauseMs, { first }).then((segment) => segment.mp3)
      : pool.synthesize(poolJob, text, pauseMs, { first, format }).then((segment) => segment.mp3);
  });
  for (const t of tasks) t.catch(() => undefined);
  return tasks;
}

/**
 * Makes the chapter of `job` into `production` and the cache; resolves with
 * the cache file (null when it could not be written, or the chapter is not
 * to be kept), rejects when the synthesis failed or was abandoned
 * (AbandonedError).
 * @example const production = new Production((p) => synthesize(audio, job, p), onAbandoned);
 */
export async function synthesize(parts: SynthesisParts, job: SynthesisJob, production: Production): Promise<CachedFile | null> {
  const { pool, cache, log } = parts;
  const { book, chapter, script, poolJob, name } = job;
  const started = performance.now();
  let provider = job.provider;
  let tasks = ask(pool, poolJob, script, 0, provider);
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
        job.providerFailed();
        production.kept = i === 0;
        log(
          i === 0
            ? `Audio ${name}: ${err.message}; eSpeak NG reads this chapter, and the chapters started in the next ${PROVIDER_REST_MS / 1000} s`
            : `Audio ${name}: ${err.message} at segment ${i + 1} of ${script.segments.length}; eSpeak NG reads the rest, and this chapter is served but not cached`,
        );
        tasks = [...tasks.slice(0, i), ...ask(pool, poolJob, script, i, null, format ?? undefined)];
        mp3 = await tasks[i];
      }
      if (i === 0) {
        // The voice is known: the cache file is the one of its key.
        production.voice = provider ? 'provider' : 'espeak';
        production.key = provider ? script.providerKey! : script.key;
        writer = await cache.writer(book, chapter, production.key);
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
        log(`Audio ${name}: the cache file could not be written, the chapter is served without it: ${(err as Error).message}`);
        await writer.discard().catch(() => undefined);
        writer = null;
      }
    }
    production.timings = webVtt(production.cues);
    let file: CachedFile | null = null;
    if (writer) {
      try {
        // The timings first: a cached chapter always has them.
        await cache.writeTimings(book, chapter, production.key, production.timings);
        file = await writer.commit();
      } catch (err) {
        log(`Audio ${name}: the cache file could not be completed: ${(err as Error).message}`);
        await writer.discard().catch(() => undefined);
      }
    }
    const ms = performance.now() - started;
    const voice = production.voice === 'espeak' ? 'by eSpeak NG' : production.kept ? 'by the speech provider' : 'by the speech provider, then eSpeak NG';
    log(`Audio ${name}: ${production.seconds.toFixed(0)} s synthesized ${voice} in ${(ms / 1000).toFixed(1)} s (${(production.seconds / (ms / 1000)).toFixed(0)}× real time)`);
    return file;
  } catch (err) {
    // An abandoned chapter's queue was dropped then.
    if (!production.abandoned) cancelSynthesis(parts, poolJob, 'an earlier segment of the chapter failed');
    await writer?.discard().catch(() => undefined);
    if (production.abandoned) {
      log(`Audio ${name}: every listener left after ${production.seconds.toFixed(0)} s of audio: synthesis cancelled, nothing cached`);
      throw new AbandonedError();
    }
    log(`Audio ${name}: synthesis failed: ${(err as Error).message}`);
    throw err;
  }
}
