/**
 * Chapter audio (GET /mp3/{id}/{chap}.mp3): time to the first byte and to
 * the last, for a short chapter, a long one and Psaumes 119 (the longest),
 * cold (synthesized during the request) and cached (a file with byte
 * ranges), and the synthesis speed as a multiple of real time; then
 * Psaumes 119 asked for the moment the server starts, and a short chapter
 * asked for while Psaumes 119 is being made (the pool's turns).
 *
 * Its own server, in this process, with the default number of synthesis
 * threads and an empty cache folder per round: each cold request is truly
 * the chapter's first. RUNS rounds; the median of each figure is kept.
 * Target: every first byte within 1 s (the issue: "Any chapter starts
 * playing within 1 second of the request, even the first time and even
 * Psaumes 119").
 */
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readMp3 } from '../../packages/api/src/audio/mp3.js';
import { loadConfig } from '../../packages/api/src/config.js';
import { startServer } from '../../packages/api/src/server.js';
import type { Suite } from '../lib.js';

const RUNS = Number(process.env.AUDIO_RUNS ?? 3);
const TARGET_FIRST_BYTE_MS = 1000;

const CHAPTERS = [
  { label: 'short: Psaume 117 (2 verses)', path: '/mp3/19/117.mp3' },
  { label: 'long: 1 Rois 8 (66 verses)', path: '/mp3/11/8.mp3' },
  { label: 'longest: Psaume 119 (176 verses)', path: '/mp3/19/119.mp3' },
] as const;

interface Timing {
  firstByteMs: number;
  totalMs: number;
  bytes: number;
  audioSeconds: number;
  source: string;
}

function fetchTimed(base: string, urlPath: string): Promise<Timing> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${urlPath}`, (res) => {
        if (res.statusCode !== 200) reject(new Error(`${urlPath} answered ${res.statusCode}`));
        let firstByteMs = -1;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => {
          if (firstByteMs < 0) firstByteMs = performance.now() - started;
          chunks.push(c);
        });
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            firstByteMs,
            totalMs: performance.now() - started,
            bytes: body.length,
            audioSeconds: readMp3(body).seconds,
            source: String(res.headers['x-parole-audio']),
          });
        });
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const ms = (value: number) => Math.round(value).toLocaleString('en-US');
const seconds = (value: number) => (value >= 60 ? `${Math.floor(value / 60)} min ${String(Math.round(value % 60)).padStart(2, '0')} s` : `${value.toFixed(1)} s`);

export const audioSuite: Suite = {
  name: 'audio',
  title: 'Chapter audio',
  async run() {
    const workers = loadConfig().audio.workers;
    const cold = new Map<string, Timing[]>();
    const cached = new Map<string, Timing[]>();
    const busy: Timing[] = [];
    const atStart: Timing[] = [];
    for (let run = 0; run < RUNS; run++) {
      const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'parole-bench-audio-'));
      const server = await startServer({ host: '127.0.0.1', port: 0, audio: { ...loadConfig().audio, cacheDir } });
      try {
        // The very first request, as the server starts listening (its threads still loading their voice).
        atStart.push(await fetchTimed(server.url, '/mp3/19/119.mp3'));
        rmSync(cacheDir, { recursive: true, force: true });
        // Then a server that has run for a while: its threads warmed up.
        await new Promise((resolve) => setTimeout(resolve, 4000));
        for (const c of CHAPTERS) {
          const first = await fetchTimed(server.url, c.path);
          if (first.source !== 'live') throw new Error(`${c.path}: expected a synthesis, got ${first.source}`);
          cold.set(c.path, [...(cold.get(c.path) ?? []), first]);
          const again = await fetchTimed(server.url, c.path);
          if (again.source !== 'cache') throw new Error(`${c.path}: expected the cache, got ${again.source}`);
          cached.set(c.path, [...(cached.get(c.path) ?? []), again]);
        }
        // A short chapter while the longest is being made, in a fresh cache.
        rmSync(cacheDir, { recursive: true, force: true });
        const long = fetchTimed(server.url, '/mp3/19/119.mp3');
        await new Promise((resolve) => setTimeout(resolve, 1000));
        busy.push(await fetchTimed(server.url, '/mp3/19/117.mp3'));
        await long;
      } finally {
        await server.close();
        rmSync(cacheDir, { recursive: true, force: true });
      }
    }

    const rows: string[] = [];
    let worstFirstByte = 0;
    let audioTotal = 0;
    let synthTotal = 0;
    for (const c of CHAPTERS) {
      const coldRuns = cold.get(c.path)!;
      const cachedRuns = cached.get(c.path)!;
      const audioSeconds = coldRuns[0].audioSeconds;
      const coldFirst = median(coldRuns.map((t) => t.firstByteMs));
      const coldTotal = median(coldRuns.map((t) => t.totalMs));
      worstFirstByte = Math.max(worstFirstByte, ...coldRuns.map((t) => t.firstByteMs), ...cachedRuns.map((t) => t.firstByteMs));
      audioTotal += audioSeconds;
      synthTotal += coldTotal / 1000;
      rows.push(
        `| ${c.label} | ${seconds(audioSeconds)} | ${Math.round(coldRuns[0].bytes / 1000).toLocaleString('en-US')} | ${ms(coldFirst)} | ${ms(coldTotal)} | ${ms(
          median(cachedRuns.map((t) => t.firstByteMs)),
        )} | ${ms(median(cachedRuns.map((t) => t.totalMs)))} | **${Math.round(audioSeconds / (coldTotal / 1000))}×** |`,
      );
    }
    const busyFirst = median(busy.map((t) => t.firstByteMs));
    worstFirstByte = Math.max(worstFirstByte, ...busy.map((t) => t.firstByteMs), ...atStart.map((t) => t.firstByteMs));
    const passed = worstFirstByte < TARGET_FIRST_BYTE_MS;
    const speed = audioTotal / synthTotal;

    const markdown = `Median of ${RUNS} rounds, each on a fresh server with an empty cache folder and its default ${workers} synthesis thread(s) (AUDIO_WORKERS: the cores but one), the client in the same process; eSpeak NG (voice \`fr\`, ${'22,050'} Hz mono) and lamejs (32 kbit/s CBR). "Cold": the chapter's first request, synthesized and streamed while made; "cached": the next one, a file. Times are from the request to the first and to the last byte of the body, on 127.0.0.1.

| Chapter | audio | KB | cold: first byte (ms) | cold: last byte (ms) | cached: first byte (ms) | cached: last byte (ms) | synthesis speed (× real time) |
|---|---:|---:|---:|---:|---:|---:|---:|
${rows.join('\n')}

- **First byte: ${ms(worstFirstByte)} ms at worst** over every request and round (target < ${TARGET_FIRST_BYTE_MS} ms: ${passed ? 'met' : 'NOT met'}).
- **Synthesis speed: ${Math.round(speed)}× real time** over the three chapters (audio length / time to the last byte, cold), with ${workers} thread(s).
- Psaume 119 asked for as the server starts listening (its threads still loading their voice and warming up): first byte in ${ms(median(atStart.map((t) => t.firstByteMs)))} ms (worst ${ms(Math.max(...atStart.map((t) => t.firstByteMs)))} ms), last in ${ms(median(atStart.map((t) => t.totalMs)))} ms.
- Psaume 117 asked for while Psaume 119 is being made: first byte in ${ms(busyFirst)} ms, last in ${ms(median(busy.map((t) => t.totalMs)))} ms (the pool gives the chapters' segments turns).

How it is made: [decisions/audio.md](decisions/audio.md).`;
    return { markdown, passed };
  },
};
