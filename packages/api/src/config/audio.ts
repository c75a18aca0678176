/**
 * Chapter audio: the recordings, the cache of synthesized chapters, the
 * synthesis threads and their bounds, and the speech provider's voice
 * (docs/decisions/audio.md).
 */
import os from 'node:os';
import path from 'node:path';
import { read, readCount, readPath, readSwitch, readUrl, REPO_ROOT, type Env } from './env.js';

/** Chapter audio's configuration (docs/decisions/audio.md). */
export interface AudioConfig {
  /** Folder of recordings, `{book}/{chapter}.mp3`, served before any synthesis; none when undefined. */
  recordingsDir: string | undefined;
  /** The recordings' name as listeners see it (« Bible audio, lue par … »); none: « Enregistrement ». */
  recordingsName: string | undefined;
  /** Folder of synthesized chapters, created when missing. */
  cacheDir: string;
  /** Synthesis threads at most. */
  workers: number;
  /**
   * Whether each synthesis thread, once started, speaks a few throw-away
   * sentences while idle so that the first chapter after a start is made at
   * full speed (AUDIO_WARM_UP; docs/decisions/audio.md, "Warm-up").
   */
  warmUp: boolean;
  /** Free space the cache's disk must keep, in bytes: below it, no new chapter is synthesized (507). */
  minFreeBytes: number;
  /**
   * Chapters being synthesized at once at most, listened to or waiting for
   * a thread: beyond it a new chapter is refused (503, Retry-After), while
   * joining one being made is never refused (docs/decisions/audio.md, "Bounds").
   */
  maxSyntheses: number;
  /** The speech provider's voice (docs/decisions/audio.md, "Voices"); eSpeak NG's alone when undefined (no SPEECH_API_KEY). */
  provider: SpeechProviderConfig | undefined;
}

/** An OpenAI-compatible speech provider (`/v1/audio/speech`). The key never leaves the server, nor reaches a log. */
export interface SpeechProviderConfig {
  baseURL: string;
  apiKey: string;
  model: string;
  voice: string;
  /** Its requests in flight at most, on this server. */
  concurrency: number;
  /** How long one segment may take, in seconds. */
  timeoutSeconds: number;
}

/**
 * The default bound on chapters synthesized at once: four per thread, and at
 * least 12, twice what one client address may start in a minute
 * (AUDIO_SYNTHESES_PER_MINUTE, 6), so that one address alone never fills it
 * and locks the others out. The threads take the chapters' segments in
 * turn, each making 30 to 60 s of audio a second, so with 12 chapters on
 * one thread each still plays 2.5 to 5 times faster than real time (a new
 * chapter's first byte does not depend on it: its announcement goes before
 * the others' segments, audio/pool.ts).
 * @example defaultMaxSyntheses(4) // 16
 */
export const defaultMaxSyntheses = (workers: number): number => Math.max(12, 4 * workers);

/**
 * The default number of synthesis threads: every core but one, which stays for the API's other requests.
 * @example defaultAudioWorkers() // 1 on two cores
 */
export const defaultAudioWorkers = (): number => Math.max(1, os.availableParallelism() - 1);

function readSpeechProvider(env: Env): SpeechProviderConfig | undefined {
  const apiKey = read(env, 'SPEECH_API_KEY');
  if (apiKey === undefined) return undefined;
  const id = (name: string, fallback: string) => {
    const value = read(env, name) ?? fallback;
    if (!/^[\w.:/-]{1,100}$/.test(value)) throw new Error(`Invalid ${name}: "${value}" is not an id.`);
    return value;
  };
  return {
    baseURL: readUrl(env, 'SPEECH_BASE_URL', 'https://api.openai.com/v1'),
    apiKey,
    model: id('SPEECH_MODEL', 'gpt-4o-mini-tts'),
    voice: id('SPEECH_VOICE', 'alloy'),
    concurrency: readCount(env, 'SPEECH_CONCURRENCY', 4, 64, 1),
    timeoutSeconds: readCount(env, 'SPEECH_TIMEOUT_SECONDS', 30, 300, 1),
  };
}

/**
 * The AUDIO_* and SPEECH_* variables.
 * @example readAudio({ AUDIO_WORKERS: '3' }).maxSyntheses // 12
 */
export function readAudio(env: Env): AudioConfig {
  const recordings = read(env, 'AUDIO_RECORDINGS_DIR');
  const workers = readCount(env, 'AUDIO_WORKERS', defaultAudioWorkers(), 64, 1);
  return {
    recordingsDir: recordings === undefined ? undefined : path.resolve(recordings),
    recordingsName: read(env, 'AUDIO_RECORDINGS_NAME'),
    cacheDir: readPath(env, 'AUDIO_CACHE_DIR', path.join(REPO_ROOT, 'data', 'audio-cache')),
    workers,
    warmUp: readSwitch(env, 'AUDIO_WARM_UP', true),
    minFreeBytes: readCount(env, 'AUDIO_CACHE_MIN_FREE_MB', 200, 1_000_000) * 1e6,
    maxSyntheses: readCount(env, 'AUDIO_MAX_SYNTHESES', defaultMaxSyntheses(workers), 10_000, 1),
    provider: readSpeechProvider(env),
  };
}
