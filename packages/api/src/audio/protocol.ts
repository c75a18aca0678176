/** The messages between the pool (main thread) and a synthesis worker. */
import type { FromPoolThread } from '../worker-pool.js';
import type { Mp3Format } from './mp3.js';

/** Speak `text`, then `pauseMs` of silence, as MP3. */
export interface ToWorker {
  id: number;
  text: string;
  pauseMs: number;
  /** Resampled and encoded so (a chapter begun by the speech provider); the settings' own format when absent. */
  format?: Mp3Format;
}

/**
 * What a synthesis thread sends (worker-pool.ts): ready once its voice is
 * loaded, then a segment's MP3 frames, its length in samples and the time it
 * took, or why it failed.
 */
export type FromWorker = FromPoolThread<{ mp3: Uint8Array<ArrayBuffer>; samples: number; ms: number }>;

/** What a worker is started with (`workerData`): how to speak and encode (settings.ts). */
export interface WorkerSettings {
  voice: string;
  /** Words per minute. */
  rate: number;
  sampleRate: number;
  /** kbit/s. */
  bitrate: number;
  /** Throw-away sentences spoken while idle after the voice loads (0: none). */
  warmUps: number;
}
