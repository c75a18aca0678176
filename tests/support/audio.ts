/**
 * What the chapter audio's API tests share (tests/api/audio.test.ts,
 * tests/api/audio-bounds.test.ts): the real Bible database, one pool of two
 * synthesis threads warmed once per file, whose every segment a test may
 * watch, a temporary folder, and apps over them caching where a test says.
 */
import type { Hono } from 'hono';
import { createApp } from '../../packages/api/src/app.js';
import { AudioCache } from '../../packages/api/src/audio/cache.js';
import { ChapterAudio } from '../../packages/api/src/audio/chapter-audio.js';
import { SynthesisPool } from '../../packages/api/src/audio/pool.js';
import type { SpeechProvider } from '../../packages/api/src/audio/speech-provider.js';
import { loadConfig, type Config } from '../../packages/api/src/config.js';
import { createAudioTextStore } from '../../packages/api/src/db/audio.js';
import { Database } from '../../packages/api/src/db/sqlite.js';
import { tempTree, type TempTree } from './temp-tree.js';

export interface AudioParts {
  config: Config;
  db: Database;
  pool: SynthesisPool;
  tree: TempTree;
}

/**
 * Opens the parts: `onSegment` sees each segment the pool is asked for, with
 * its chapter (`job`, `19/117`), as it is asked.
 * @example const parts = await openAudioParts('parole-audio-', log, (job) => asked.set(job, (asked.get(job) ?? 0) + 1));
 */
export async function openAudioParts(prefix: string, log: (line: string) => void, onSegment: (job: string, segment: Promise<unknown>) => void): Promise<AudioParts> {
  const config = { ...loadConfig(), webRoot: '/nonexistent/parole/web', widgetsRoot: '/nonexistent/parole/widgets' };
  const db = await Database.open(config.databasePath, { readonly: true });
  const pool = new SynthesisPool({ size: 2, log });
  const synthesize = pool.synthesize.bind(pool);
  pool.synthesize = (job, text, pauseMs, options) => {
    const segment = synthesize(job, text, pauseMs, options);
    // The chapter, without the synthesis's own number (`19/117#3`).
    onSegment(job.replace(/#\d+$/, ''), segment);
    return segment;
  };
  await pool.warm();
  return { config, db, pool, tree: await tempTree(prefix, {}) };
}

/** Closes what openAudioParts opened (what of it was opened). */
export async function closeAudioParts(parts: Partial<AudioParts> | undefined): Promise<void> {
  await parts?.pool?.close();
  await parts?.db?.close();
  await parts?.tree?.remove();
}

/** An app whose audio caches in `dir`, over the parts' pool unless another is given. */
export function audioApp(
  parts: AudioParts,
  log: (line: string) => void,
  options: {
    dir: string;
    minFreeBytes?: number;
    recordingsDir?: string;
    recordingsName?: string;
    audioPool?: SynthesisPool;
    maxSyntheses?: number;
    provider?: SpeechProvider;
    config?: Partial<Config>;
  },
): { app: Hono; audio: ChapterAudio } {
  const cache = new AudioCache({ dir: options.dir, minFreeBytes: options.minFreeBytes ?? 0 });
  const audio = new ChapterAudio({
    texts: createAudioTextStore(parts.db),
    pool: options.audioPool ?? parts.pool,
    cache,
    recordingsDir: options.recordingsDir,
    recordingsName: options.recordingsName,
    maxSyntheses: options.maxSyntheses,
    provider: options.provider,
    log,
  });
  return { app: createApp({ db: parts.db, config: { ...parts.config, ...options.config }, audio }), audio };
}
