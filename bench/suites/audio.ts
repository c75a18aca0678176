/**
 * Chapter audio (GET /mp3/{id}/{chap}.mp3): time to the first byte and to
 * the last, for a short chapter, a long one and Psaumes 119 (the longest),
 * cold (synthesized during the request) and cached (a file with byte
 * ranges), and the synthesis speed as a multiple of real time; then
 * Psaumes 119 asked for the moment the server starts, and a short chapter
 * asked for while Psaumes 119 is being made (the pool's turns).
 *
 * Then a flood (the issue: one client asked for 24 chapters nobody had
 * heard): cheap reads' p50/p99 and a new listener's first byte on an idle
 * server, while another address holds the chapters it could start (6 of
 * 24, the others refused), and right after that client leaves; reported
 * as ratios against the idle figures of the same run.
 *
 * Its own server, in this process, with the default number of synthesis
 * threads and an empty cache folder per round: each cold request is truly
 * the chapter's first. RUNS rounds; the median of each figure is kept.
 * Target: every first byte within 1 s (the issue: "Any chapter starts
 * playing within 1 second of the request, even the first time and even
 * Psaumes 119").
 */
import http from 'node:http';
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readMp3 } from '../../packages/api/src/audio/mp3.js';
import { loadConfig } from '../../packages/api/src/config.js';
import { startServer } from '../../packages/server/src/server.js';
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

function fetchTimed(base: string, urlPath: string, headers: Record<string, string> = {}): Promise<Timing> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${urlPath}`, { headers }, (res) => {
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

/** The flood's chapters: six long ones (what one address may start in a minute), then 18 more, refused. */
const FLOOD = ['19/119', '19/78', '19/89', '19/18', '19/106', '19/105', ...Array.from({ length: 18 }, (_, i) => `19/${60 + i}`)];
const CHEAP = '/api/lire/43/3';

/** Cheap reads' latency: 4 connections, 5 s after 1 s of warm-up. */
async function cheapReads(base: string): Promise<{ p50: number; p99: number }> {
  await autocannon({ url: `${base}${CHEAP}`, connections: 4, duration: 1 });
  const r = await autocannon({ url: `${base}${CHEAP}`, connections: 4, duration: 5 });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`cheap reads: ${r.non2xx} non-2xx responses and ${r.errors} errors`);
  return { p50: r.latency.p50, p99: r.latency.p99 };
}

/** One address asks for every chapter of FLOOD, one after the other; the answers are read as they come. */
async function flood(base: string): Promise<{ statuses: number[]; leave(): void }> {
  const requests: http.ClientRequest[] = [];
  const statuses: number[] = [];
  for (const chapter of FLOOD) {
    statuses.push(
      await new Promise<number>((resolve, reject) => {
        const req = http.get(`${base}/mp3/${chapter}.mp3`, { headers: { 'X-Forwarded-For': '198.51.100.7' } }, (res) => {
          res.on('error', () => undefined);
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        // After the answer came, an error is the client leaving (destroy): the promise is settled already.
        req.on('error', reject);
        requests.push(req);
      }),
    );
  }
  return { statuses, leave: () => requests.forEach((r) => r.destroy()) };
}

interface FloodFigures {
  idle: { reads: { p50: number; p99: number }; firstByteMs: number };
  flooded: { reads: { p50: number; p99: number }; firstByteMs: number; statuses: number[] };
  leftFirstByteMs: number;
}

/** The flood's round, on a fresh server that believes 127.0.0.1's X-Forwarded-For (so that the clients have their addresses). */
async function floodRound(): Promise<FloodFigures> {
  const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'parole-bench-audio-flood-'));
  const server = await startServer({ host: '127.0.0.1', port: 0, trustedProxies: ['127.0.0.1'], audio: { ...loadConfig().audio, cacheDir } });
  const from = (address: string) => ({ 'X-Forwarded-For': address });
  try {
    await new Promise((resolve) => setTimeout(resolve, 4000));
    const idle = { reads: await cheapReads(server.url), firstByteMs: (await fetchTimed(server.url, '/mp3/19/23.mp3', from('203.0.113.1'))).firstByteMs };
    const attack = await flood(server.url);
    const flooded = {
      reads: await cheapReads(server.url),
      firstByteMs: (await fetchTimed(server.url, '/mp3/19/24.mp3', from('203.0.113.2'))).firstByteMs,
      statuses: attack.statuses,
    };
    attack.leave();
    const leftFirstByteMs = (await fetchTimed(server.url, '/mp3/19/25.mp3', from('203.0.113.3'))).firstByteMs;
    return { idle, flooded, leftFirstByteMs };
  } finally {
    await server.close();
    rmSync(cacheDir, { recursive: true, force: true });
  }
}

/** The flood's figures as markdown, each as a ratio to the idle server's. */
function floodMarkdown(rounds: readonly FloodFigures[]): string {
  const m = (by: (f: FloodFigures) => number) => median(rounds.map(by));
  const ratio = (value: number, base: number) => `${(value / Math.max(base, 1)).toFixed(1)}×`;
  const started = rounds[0].flooded.statuses.filter((s) => s === 200).length;
  const refused = rounds[0].flooded.statuses.filter((s) => s === 429).length;
  const idle = { p50: m((f) => f.idle.reads.p50), p99: m((f) => f.idle.reads.p99), first: m((f) => f.idle.firstByteMs) };
  const fl = { p50: m((f) => f.flooded.reads.p50), p99: m((f) => f.flooded.reads.p99), first: m((f) => f.flooded.firstByteMs) };
  const left = m((f) => f.leftFirstByteMs);
  return `### A flood from one address

Median of ${rounds.length} round(s), each on a fresh server. One address asks for ${FLOOD.length} chapters nobody has heard (Psaumes 119, 78, 89, 18, 106, 105 first), reading what it gets: **${started} started, ${refused} refused (429)**. Meanwhile cheap reads (\`GET ${CHEAP}\`, 4 connections, 5 s) and a new listener from another address (a psalm not yet made); then that address leaves (its connections closed) and another new listener comes at once. Ratios are against the idle server of the same round.

| | cheap reads p50 (ms) | cheap reads p99 (ms) | new listener's first byte (ms) |
|---|---:|---:|---:|
| idle server (baseline) | ${idle.p50} | ${idle.p99} | ${ms(idle.first)} |
| during the flood | ${fl.p50} (${ratio(fl.p50, idle.p50)}) | ${fl.p99} (${ratio(fl.p99, idle.p99)}) | ${ms(fl.first)} (${ratio(fl.first, idle.first)}) |
| right after the flooding client left | — | — | ${ms(left)} (${ratio(left, idle.first)}) |`;
}

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

    const floods: FloodFigures[] = [];
    for (let run = 0; run < RUNS; run++) floods.push(await floodRound());

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
    worstFirstByte = Math.max(
      worstFirstByte,
      ...busy.map((t) => t.firstByteMs),
      ...atStart.map((t) => t.firstByteMs),
      ...floods.flatMap((f) => [f.idle.firstByteMs, f.flooded.firstByteMs, f.leftFirstByteMs]),
    );
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

${floodMarkdown(floods)}

How it is made: [decisions/audio.md](decisions/audio.md).`;
    return { markdown, passed };
  },
};
