/** The messages between the pool (main thread) and a synthesis worker. */

/** Speak `text`, then `pauseMs` of silence, as MP3. */
export interface ToWorker {
  id: number;
  text: string;
  pauseMs: number;
}

export type FromWorker =
  /** The voice is loaded: the worker takes segments. */
  | { type: 'ready' }
  /** A segment's MP3 frames, its length in samples and the time it took. */
  | { type: 'done'; id: number; mp3: Uint8Array<ArrayBuffer>; samples: number; ms: number }
  | { type: 'failed'; id: number; message: string };

/** What a worker is started with (`workerData`): how to speak and encode (settings.ts). */
export interface WorkerSettings {
  voice: string;
  /** Words per minute. */
  rate: number;
  sampleRate: number;
  /** kbit/s. */
  bitrate: number;
}
