/**
 * Chapter audio, GET /mp3/{id}/{chap}.mp3, through the app with real
 * synthesis threads over the real database, in a temporary cache folder:
 * valid MP3 of a plausible length, 404s, the cache answering byte ranges,
 * one synthesis for concurrent requests, and no corrupt file after a
 * synthesis is killed, a full disk or a failure.
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMp3 } from '../../packages/api/src/audio/mp3.js';
import { SynthesisPool } from '../../packages/api/src/audio/pool.js';
import { SPEECH } from '../../packages/api/src/audio/settings.js';
import { audioApp, closeAudioParts, openAudioParts, type AudioParts } from '../support/audio.js';
import { filesIn, tempTree, type TempTree } from '../support/temp-tree.js';

let pool: SynthesisPool;
let tree: TempTree;
const logs: string[] = [];
const log = (line: string) => logs.push(line);

/** Counts the segments the pool is asked for, per chapter. */
const asked = new Map<string, number>();

/** An app whose audio caches in `dir` (a fresh folder per block of tests), over the shared pool. */
const appWith = (options: { dir: string; minFreeBytes?: number; recordingsDir?: string; audioPool?: SynthesisPool }) => audioApp(parts, log, options);

async function bytesOf(res: Response): Promise<Uint8Array> {
  return new Uint8Array(await res.arrayBuffer());
}

let parts: AudioParts;
beforeAll(async () => {
  parts = await openAudioParts('parole-audio-', log, (job) => asked.set(job, (asked.get(job) ?? 0) + 1));
  ({ pool, tree } = parts);
}, 60_000);

afterAll(() => closeAudioParts(parts));

describe('a short chapter (Psaume 117, two verses)', () => {
  let app: Hono;
  let first: Uint8Array;

  beforeAll(() => {
    ({ app } = appWith({ dir: tree.path('short') }));
  });

  it('is synthesized on first request and streamed as valid MP3 frames of a plausible length', async () => {
    const res = await app.request('/mp3/19/117.mp3');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('audio/mpeg');
    expect(res.headers.get('X-Parole-Audio')).toBe('live');
    expect(res.headers.get('Accept-Ranges')).toBe('none');
    expect(res.headers.get('Cross-Origin-Resource-Policy')).toBe('cross-origin');
    first = await bytesOf(res);
    const mp3 = readMp3(first);
    expect(mp3).toMatchObject({ sampleRate: 22_050, channels: 1, bitrates: [SPEECH.bitrate], tagBytes: 0 });
    // "Psaume cent dix-sept." and 29 words: about 12 s at 165 words a minute, with the pauses.
    expect(mp3.seconds).toBeGreaterThan(8);
    expect(mp3.seconds).toBeLessThan(25);
  });

  it('is then answered from the cache, the same bytes, with its length, entity tag and a month of caching', async () => {
    const res = await app.request('/mp3/19/117.mp3');
    expect(res.status).toBe(200);
    expect(res.headers.get('X-Parole-Audio')).toBe('cache');
    expect(res.headers.get('Accept-Ranges')).toBe('bytes');
    expect(res.headers.get('Content-Length')).toBe(String(first.length));
    expect(res.headers.get('ETag')).toMatch(/^"[\w-]{20}"$/);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=2592000');
    expect(await bytesOf(res)).toEqual(first);
    expect((await filesIn(tree.path('short'))).map((f) => f.replace(/\.[\w-]{20}\./, '.KEY.')).sort()).toEqual([path.join('19', '117.KEY.mp3'), path.join('19', '117.KEY.vtt')]);
  });

  it('answers a byte range of the cached file (seeking), the last bytes, and refuses one past the end', async () => {
    const range = await app.request('/mp3/19/117.mp3', { headers: { Range: 'bytes=100-199' } });
    expect(range.status).toBe(206);
    expect(range.headers.get('Content-Range')).toBe(`bytes 100-199/${first.length}`);
    expect(range.headers.get('Content-Length')).toBe('100');
    expect(await bytesOf(range)).toEqual(first.slice(100, 200));

    const tail = await app.request('/mp3/19/117.mp3', { headers: { Range: 'bytes=-50' } });
    expect(tail.status).toBe(206);
    expect(await bytesOf(tail)).toEqual(first.slice(-50));

    const open = await app.request('/mp3/19/117.mp3', { headers: { Range: `bytes=${first.length - 10}-` } });
    expect(open.status).toBe(206);
    expect(await bytesOf(open)).toEqual(first.slice(-10));

    const past = await app.request('/mp3/19/117.mp3', { headers: { Range: `bytes=${first.length}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('Content-Range')).toBe(`bytes */${first.length}`);
  });

  it('revalidates by entity tag, and ignores a range for another version (If-Range)', async () => {
    const etag = (await app.request('/mp3/19/117.mp3', { method: 'HEAD' })).headers.get('ETag')!;
    expect((await app.request('/mp3/19/117.mp3', { headers: { 'If-None-Match': etag } })).status).toBe(304);
    const stale = await app.request('/mp3/19/117.mp3', { headers: { Range: 'bytes=0-9', 'If-Range': '"another"' } });
    expect(stale.status).toBe(200);
    expect(await bytesOf(stale)).toEqual(first);
    const fresh = await app.request('/mp3/19/117.mp3', { headers: { Range: 'bytes=0-9', 'If-Range': etag } });
    expect(fresh.status).toBe(206);
  });

  it('is synthesized to the same bytes again when its file is gone (the entity tag names the content)', async () => {
    await rm(tree.path('short'), { recursive: true });
    const again = await app.request('/mp3/19/117.mp3');
    expect(again.headers.get('X-Parole-Audio')).toBe('live');
    expect(await bytesOf(again)).toEqual(first);
  });

  it('is served from a recordings folder first when it holds the file', async () => {
    const recordings = await tempTree('parole-recordings-', { '19/117.mp3': first.slice(0, 4000) });
    try {
      const { app: withRecordings } = appWith({ dir: tree.path('short'), recordingsDir: recordings.dir });
      const res = await withRecordings.request('/mp3/19/117.mp3');
      expect(res.headers.get('X-Parole-Audio')).toBe('recording');
      expect(res.headers.get('Content-Length')).toBe('4000');
      expect((await withRecordings.request('/mp3/19/116.mp3', { method: 'HEAD' })).headers.get('X-Parole-Audio')).not.toBe('recording');
    } finally {
      await recordings.remove();
    }
  });
});

describe('requests that name no chapter', () => {
  it.each(['/mp3/1/51.mp3', '/mp3/67/1.mp3', '/mp3/0/1.mp3', '/mp3/1/0.mp3', '/mp3/1/01.mp3', '/mp3/1/1.ogg', '/mp3/1/x.mp3', '/mp3/1/1', '/mp3/1'])(
    '%s is a 404 in JSON',
    async (url) => {
      const { app } = appWith({ dir: tree.path('none') });
      const res = await app.request(url);
      expect(res.status).toBe(404);
      expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({ message: expect.stringMatching(/introuvable/) });
    },
  );

  it('never starts a synthesis for them', async () => {
    expect((await filesIn(tree.path('none'))).length).toBe(0);
  });
});

describe('two requests for one chapter at once', () => {
  it('share one synthesis: each segment is made once, both get the same bytes', async () => {
    const { app, audio } = appWith({ dir: tree.path('concurrent') });
    asked.delete('19/134');
    const [a, b] = await Promise.all([app.request('/mp3/19/134.mp3'), app.request('/mp3/19/134.mp3')]);
    const [bytesA, bytesB] = await Promise.all([bytesOf(a), bytesOf(b)]);
    expect(bytesA.length).toBeGreaterThan(1000);
    expect(bytesB).toEqual(bytesA);
    const script = await audio.script(19, 134);
    expect(asked.get('19/134')).toBe(script!.segments.length);
    // A third, after, is the cache's.
    expect((await app.request('/mp3/19/134.mp3')).headers.get('X-Parole-Audio')).toBe('cache');
    expect(asked.get('19/134')).toBe(script!.segments.length);
  });

  it('a late listener gets the bytes made before it came, then the rest', async () => {
    const { app } = appWith({ dir: tree.path('late') });
    const early = await app.request('/mp3/43/3.mp3');
    const reader = early.body!.getReader();
    await reader.read(); // the announcement is out: the synthesis is under way
    const late = await app.request('/mp3/43/3.mp3');
    expect(late.headers.get('X-Parole-Audio')).toBe('live');
    const lateBytes = await bytesOf(late);
    const rest: Uint8Array[] = [];
    for (let r = await reader.read(); !r.done; r = await reader.read()) rest.push(r.value);
    const file = (await readdir(path.join(tree.path('late'), '43'))).find((name) => name.endsWith('.mp3'))!;
    const cached = await readFile(path.join(tree.path('late'), '43', file));
    expect(lateBytes).toEqual(new Uint8Array(cached));
    expect(readMp3(lateBytes).seconds).toBeGreaterThan(120);
  }, 60_000);
});

describe('when things go wrong', () => {
  it('a synthesis killed mid-chapter leaves no file, and the next request is made afresh', async () => {
    const dir = tree.path('killed');
    const { app } = appWith({ dir });
    const res = await app.request('/mp3/43/1.mp3');
    const reader = res.body!.getReader();
    await reader.read();
    await pool.interrupt(); // as a crash of the threads would
    await expect(
      (async () => {
        for (let r = await reader.read(); !r.done; r = await reader.read());
      })(),
    ).rejects.toThrow(/synthesis thread stopped/);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await filesIn(dir)).toEqual([]); // neither the .mp3 nor its temporary file
    expect(logs.some((l) => l.includes('Audio 43/1: synthesis failed'))).toBe(true);

    // The pool starts new threads: a short chapter plays, and is cached.
    const after = await app.request('/mp3/19/117.mp3');
    expect(after.status).toBe(200);
    readMp3(await bytesOf(after));
    expect((await filesIn(dir)).map((f) => path.extname(f)).sort()).toEqual(['.mp3', '.vtt']); // the audio and its verse timings
  }, 60_000);

  it('a full cache disk is a 507 in JSON, logged, before anything is synthesized', async () => {
    const { app } = appWith({ dir: tree.path('full'), minFreeBytes: Number.MAX_SAFE_INTEGER });
    const res = await app.request('/mp3/19/133.mp3');
    expect(res.status).toBe(507);
    expect(await res.json()).toEqual({ message: 'Le serveur n’a plus la place de préparer l’audio de ce chapitre.' });
    expect(logs.some((l) => l.includes('audio cache disk full'))).toBe(true);
    expect(await filesIn(tree.path('full'))).toEqual([]);
  });

  it('a failed synthesis is a 500 in JSON, logged, and leaves no file', async () => {
    const broken = new SynthesisPool({ size: 1, log });
    await broken.close(); // every segment now fails
    const { app } = appWith({ dir: tree.path('failed'), audioPool: broken });
    const res = await app.request('/mp3/19/133.mp3');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: 'L’audio de ce chapitre n’a pas pu être préparé. Réessayez dans un instant.' });
    expect(logs.some((l) => l.includes('GET /mp3/19/133.mp3: audio synthesis failed'))).toBe(true);
    expect(await filesIn(tree.path('failed'))).toEqual([]);
  });

  it('a cache folder that cannot be written is a 500 in JSON, not a crash', async () => {
    const file = await tempTree('parole-not-a-folder-', { 'cache': 'a file where the folder should be' });
    try {
      const { app } = appWith({ dir: file.path('cache') });
      const res = await app.request('/mp3/19/133.mp3');
      expect(res.status).toBeGreaterThanOrEqual(500);
      expect(await res.json()).toHaveProperty('message');
    } finally {
      await file.remove();
    }
  });

  it('HEAD looks without starting a synthesis', async () => {
    const { app } = appWith({ dir: tree.path('head') });
    asked.delete('19/131');
    const res = await app.request('/mp3/19/131.mp3', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('audio/mpeg');
    expect(asked.get('19/131')).toBeUndefined();
  });
});

describe('the warm-up (AUDIO_WARM_UP)', () => {
  /** The process's CPU (every thread's) over `ms`, in ms. */
  async function cpuOver(ms: number): Promise<number> {
    const before = process.cpuUsage();
    await new Promise((resolve) => setTimeout(resolve, ms));
    const used = process.cpuUsage(before);
    return (used.user + used.system) / 1000;
  }

  /** The process's CPU (every thread's) in the 1.5 s after a fresh one-thread pool is ready, in ms. */
  async function cpuAfterStart(warmUp: boolean): Promise<number> {
    // The file's shared pool warms up too: wait until the process is idle (10 s at most).
    for (let i = 0; i < 40 && (await cpuOver(250)) > 40; i++);
    const fresh = new SynthesisPool({ size: 1, warmUp, log });
    try {
      await fresh.warm();
      return await cpuOver(1_500);
    } finally {
      await fresh.close();
    }
  }

  it('speaks its throw-away sentences once a thread is ready, and none when switched off', async () => {
    const without = await cpuAfterStart(false);
    const withWarmUp = await cpuAfterStart(true);
    // About 1.5 s of a core for the ten sentences (and V8 compiling what they ran); next to nothing without.
    expect(without).toBeLessThan(300);
    expect(withWarmUp).toBeGreaterThan(without + 600);
  }, 30_000);
});
