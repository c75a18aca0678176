/**
 * Chapter audio over the Bible database, as configured (AudioConfig): the
 * server's, the tests' and `npm run audio:build`'s.
 */
import type { AudioConfig, SpeechProviderConfig } from '../config.js';
import { createAudioTextStore } from '../db/audio.js';
import type { Database } from '../db/sqlite.js';
import { AudioCache } from './cache.js';
import { ChapterAudio } from './chapter-audio.js';
import { SynthesisPool } from './pool.js';
import { SpeechProvider } from './speech-provider.js';

/** The configured speech provider: one retry of a failed segment, then eSpeak NG (chapter-audio.ts). */
export const speechProvider = (config: SpeechProviderConfig, fetch?: typeof globalThis.fetch): SpeechProvider =>
  new SpeechProvider({ ...config, timeoutMs: config.timeoutSeconds * 1000, maxRetries: 1, fetch });

export interface OpenedAudio {
  audio: ChapterAudio;
  /** Starts the synthesis threads ahead of the first request (they load in about a second). */
  warm(): Promise<void>;
  /** Stops the synthesis threads; chapters being made are left unfinished (their temporary files removed). */
  close(): Promise<void>;
}

/**
 * @example const { audio, warm, close } = openChapterAudio(db, config.audio); void warm(); …; await close();
 */
export function openChapterAudio(db: Database, config: AudioConfig, log: (line: string) => void = console.error): OpenedAudio {
  const pool = new SynthesisPool({ size: config.workers, warmUp: config.warmUp, log });
  const cache = new AudioCache({ dir: config.cacheDir, minFreeBytes: config.minFreeBytes });
  const provider = config.provider && speechProvider(config.provider);
  const audio = new ChapterAudio({ texts: createAudioTextStore(db), pool, cache, recordingsDir: config.recordingsDir, recordingsName: config.recordingsName, maxSyntheses: config.maxSyntheses, provider, log });
  return {
    audio,
    async warm() {
      const removed = await cache.removeStaleParts();
      if (removed > 0) log(`Audio: ${removed} unfinished file(s) left by a stopped process removed from ${cache.dir}`);
      await pool.warm();
    },
    close: () => pool.close(),
  };
}
