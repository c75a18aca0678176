/**
 * Chapter audio's bounds (docs/decisions/audio.md, "Bounds"), with real
 * synthesis threads over the real database, in a temporary cache folder:
 *
 * - new syntheses per client address and minute (429, Retry-After, French),
 *   where a cached chapter and joining one being made never count;
 * - chapters synthesized at once (AUDIO_MAX_SYNTHESES: 503, Retry-After),
 *   joining one being made still answered;
 * - both counting every translation's chapters together (issue 41);
 * - a flood from one address that disconnects: over the real HTTP server,
 *   its chapters' syntheses are cancelled (their queued segments dropped,
 *   nothing left in the cache), and another address's new chapter starts
 *   ahead of their queue (the issue measured 6.6 s to its first byte): a
 *   count of the flood's segments made meanwhile, not a time.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REFUSALS } from '@parole/bible';
import type { ChapterAudio } from '../../packages/api/src/audio/chapter-audio.js';
import { readMp3 } from '../../packages/api/src/audio/mp3.js';
import { type SynthesisPool } from '../../packages/api/src/audio/pool.js';
import { ABANDON_AFTER_MS } from '../../packages/api/src/audio/production.js';
import type { Config } from '../../packages/api/src/config.js';
import { AUDIO_BUSY_RETRY_AFTER_SECONDS, AUDIO_SYNTHESES_PER_MINUTE } from '../../packages/api/src/routes/audio.js';
import { audioApp, closeAudioParts, openAudioParts, type AudioParts } from '../support/audio.js';
import { filesIn, type TempTree } from '../support/temp-tree.js';

let pool: SynthesisPool;
let tree: TempTree;
const logs: string[] = [];
const log = (line: string) => logs.push(line);

/** Segments the pool has finished, per chapter (its job). */
const made = new Map<string, number>();
/** What `made` held when each chapter's first segment was queued. */
const madeWhenQueued = new Map<string, Map<string, number>>();

/** An app whose audio caches in `dir`, over the shared pool of two threads. */
const appWith = (options: { dir: string; maxSyntheses?: number; config?: Partial<Config> }) => audioApp(parts, log, options);

/** The bindings of a request from `address` (app.request's third argument). */
const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

/** Waits until `check` holds, polling; fails naming `what` after `ms`. */
async function until(what: string, check: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const end = performance.now() + ms;
  while (!(await check())) {
    if (performance.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The French refusal of a new chapter over the limit per address, for `seconds`. */
const limitMessage = (seconds: number) => `Trop de chapitres à lire demandés depuis votre réseau : réessayez dans ${seconds} s.`;

let parts: AudioParts;
beforeAll(async () => {
  parts = await openAudioParts('parole-audio-bounds-', log, (job, segment) => {
    if (!madeWhenQueued.has(job)) madeWhenQueued.set(job, new Map(made));
    segment.then(() => made.set(job, (made.get(job) ?? 0) + 1), () => undefined);
  });
  ({ pool, tree } = parts);
}, 60_000);

afterAll(() => closeAudioParts(parts));

describe('the limit of new syntheses per client address', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it(`refuses the ${AUDIO_SYNTHESES_PER_MINUTE + 1}th new chapter of a minute from one address (its /64), never a cached chapter nor one being made, never another address`, async () => {
    // One minute throughout (5 s into it), whatever the run's duration.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:00:05Z'));
    const { app, audio } = appWith({ dir: tree.path('limit') });
    const get = (url: string, address: string) => app.request(url, {}, from(address));

    // Made once, from elsewhere: in the cache for everyone afterwards.
    const cached = await get('/mp3/19/117.mp3', '192.0.2.10');
    expect(cached.headers.get('X-Parole-Audio')).toBe('live');
    await cached.arrayBuffer();

    // Six short psalms, each a new synthesis, from one IPv6 subscriber (its /64 counts)…
    const psalms = [134, 131, 133, 123, 100, 93];
    expect(psalms).toHaveLength(AUDIO_SYNTHESES_PER_MINUTE);
    for (const [i, psalm] of psalms.entries()) {
      const res = await get(`/mp3/19/${psalm}.mp3`, `2001:db8:1:2::${i + 1}`);
      expect(res.status, `Psaume ${psalm}`).toBe(200);
      expect(res.headers.get('X-Parole-Audio')).toBe('live');
      readMp3(new Uint8Array(await res.arrayBuffer()));
    }
    // …then the next new one is refused, in French, with when to try again: the window's end, 55 s.
    const refused = await get('/mp3/19/150.mp3', '2001:db8:1:2::ff');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('55');
    expect(refused.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await refused.json()).toEqual({ message: limitMessage(55) });
    expect(audio.syntheses).toBe(0); // nothing was started for it
    // Another translation adds no room (issue 41): Darby's Psaume 117, new, counts in the same limit.
    const otherTranslation = await get('/mp3/19/117.mp3?traduction=darby', '2001:db8:1:2::ff');
    expect(otherTranslation.status).toBe(429);
    expect(await otherTranslation.json()).toEqual({ message: limitMessage(55) });
    expect(audio.syntheses).toBe(0);

    // A cached chapter is still served to that address, and does not count.
    const fromCache = await get('/mp3/19/117.mp3', '2001:db8:1:2::1');
    expect(fromCache.status).toBe(200);
    expect(fromCache.headers.get('X-Parole-Audio')).toBe('cache');

    // Another address starts new chapters; the limited one joins it while it is made.
    const other = await get('/mp3/19/119.mp3', '192.0.2.11');
    expect(other.status).toBe(200);
    const otherReader = other.body!.getReader();
    await otherReader.read();
    const joined = await get('/mp3/19/119.mp3', '2001:db8:1:2::1');
    expect(joined.status).toBe(200);
    expect(joined.headers.get('X-Parole-Audio')).toBe('live');
    expect(audio.syntheses).toBe(1);
    await joined.body!.cancel();
    await otherReader.cancel();

    // The next minute, the address starts new chapters again.
    vi.setSystemTime(new Date('2026-11-27T10:01:00Z'));
    const nextMinute = await get('/mp3/19/150.mp3', '2001:db8:1:2::ff');
    expect(nextMinute.status).toBe(200);
    await nextMinute.arrayBuffer();
  }, 120_000);
});

describe('the bound on chapters synthesized at once', () => {
  it('refuses a new chapter with 503 while the bound is reached, still answers joining one and cached ones, and frees a place when a chapter is left', async () => {
    const dir = tree.path('bound');
    const { app, audio } = appWith({ dir, maxSyntheses: 2 });
    // A cached chapter, made first.
    await (await app.request('/mp3/19/117.mp3', {}, from('192.0.2.20'))).arrayBuffer();

    // Two long chapters being made, from two addresses (the limit per address plays no part).
    const long = await Promise.all(['/mp3/19/119.mp3', '/mp3/19/78.mp3'].map((url, i) => app.request(url, {}, from(`192.0.2.${21 + i}`))));
    const readers = long.map((res) => res.body!.getReader());
    for (const reader of readers) await reader.read();
    expect(audio.syntheses).toBe(2);

    const busy = await app.request('/mp3/19/133.mp3', {}, from('192.0.2.23'));
    expect(busy.status).toBe(503);
    expect(busy.headers.get('Retry-After')).toBe(String(AUDIO_BUSY_RETRY_AFTER_SECONDS));
    expect(await busy.json()).toEqual({ message: REFUSALS.audioBusy.message });
    expect(logs.some((l) => l.includes('GET /mp3/19/133.mp3: refused, 2 chapters are being synthesized'))).toBe(true);
    // Every translation's syntheses count in the one bound (issue 41).
    const busyDarby = await app.request('/mp3/19/117.mp3?traduction=darby', {}, from('192.0.2.24'));
    expect(busyDarby.status).toBe(503);
    expect(await busyDarby.json()).toEqual({ message: REFUSALS.audioBusy.message });

    // Joining a chapter being made, and a cached one, are never refused.
    const joined = await app.request('/mp3/19/119.mp3', {}, from('192.0.2.23'));
    expect(joined.status).toBe(200);
    expect(joined.headers.get('X-Parole-Audio')).toBe('live');
    const cached = await app.request('/mp3/19/117.mp3', {}, from('192.0.2.23'));
    expect(cached.headers.get('X-Parole-Audio')).toBe('cache');
    await cached.arrayBuffer();

    // Psaume 78's only listener leaves and asks again at once (a browser's seek): it joins, from the first byte.
    await readers[1].cancel();
    const again = await app.request('/mp3/19/78.mp3', {}, from('192.0.2.22'));
    expect(again.headers.get('X-Parole-Audio')).toBe('live');
    expect(audio.syntheses).toBe(2);
    // Then it leaves for good: the synthesis stops, and a new chapter takes its place.
    await again.body!.cancel();
    await until('Psaume 78 cancelled', () => audio.syntheses === 1);
    const next = await app.request('/mp3/19/133.mp3', {}, from('192.0.2.23'));
    expect(next.status).toBe(200);
    await next.arrayBuffer();

    // Psaume 119 still has a listener (the one who joined) when the first leaves: it goes on.
    await readers[0].cancel();
    await new Promise((resolve) => setTimeout(resolve, ABANDON_AFTER_MS + 200));
    expect(audio.syntheses).toBe(1);
    await joined.body!.cancel();
    await until('Psaume 119 cancelled', () => audio.syntheses === 0);
    await until('the part files removed', async () => (await filesIn(dir)).every((f) => f.endsWith('.mp3') || f.endsWith('.vtt')));
    expect((await filesIn(dir)).map((f) => f.replace(/\.[\w-]{20}\./, '.KEY.')).sort()).toEqual(
      ['19/117.KEY.mp3', '19/117.KEY.vtt', '19/133.KEY.mp3', '19/133.KEY.vtt'].map((f) => path.join(...f.split('/'))),
    );
  }, 120_000);
});

describe('a flood from one address that then leaves, over the real server', () => {
  let server: ServerType;
  let base: string;
  let audio: ChapterAudio;
  const dir = () => tree.path('flood');

  beforeAll(async () => {
    // The clients' addresses come from X-Forwarded-For, as behind a reverse proxy.
    const opened = appWith({ dir: dir(), config: { trustedProxies: ['127.0.0.1'] } });
    audio = opened.audio;
    server = serve({ fetch: opened.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    vi.useRealTimers();
    (server as Server | undefined)?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('cancels the syntheses nobody hears any more, leaves nothing in the cache, and another address’s chapter starts ahead of their queue', async () => {
    // One minute throughout, so that the limit's window does not end mid-flood.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T11:00:05Z'));
    const logsBefore = logs.length;
    // 24 chapters nobody has heard, long ones first, from one address, as in the issue.
    const long = ['19/119', '19/78', '19/89', '19/18', '19/106', '19/105'];
    const others = Array.from({ length: 18 }, (_, i) => `19/${60 + i}`);
    const flood = new AbortController();
    // The answers are kept: fetch cancels the body of an answer collected as garbage, which would leave early.
    const answers: Response[] = [];
    for (const chapter of [...long, ...others]) {
      const res = await fetch(`${base}/mp3/${chapter}.mp3`, { headers: { 'X-Forwarded-For': '198.51.100.7' }, signal: flood.signal });
      answers.push(res);
      if (res.status !== 200) await res.arrayBuffer();
    }
    const statuses = answers.map((res) => res.status);
    // Six start (the limit per address), the others are refused before anything is made.
    expect(statuses).toEqual([...Array<number>(6).fill(200), ...Array<number>(18).fill(429)]);
    expect(audio.syntheses).toBe(6);
    // What the two threads make of the flood's chapters: a count, not a time.
    const floodIn = (counts: Map<string, number>) => long.reduce((sum, c) => sum + (counts.get(c) ?? 0), 0);
    const madeOfFlood = () => floodIn(made);
    /**
     * The flood's segments finished between the queueing of chapter `chapter`'s first segment,
     * asked from `address`, and the chapter's first byte; the rest is read, so that the chapter
     * completes. Ahead of the queue, that first segment waits for the segments already on the two
     * threads, and the other thread may finish one or two more while one thread makes it: a
     * handful. Behind the queue, hundreds. A count of segments holds on a fast or a busy machine
     * alike (issue 48: no test timed by the machine's load).
     */
    const floodMadeBeforeFirstByte = async (chapter: string, address: string) => {
      madeWhenQueued.delete(chapter);
      const res = await fetch(`${base}/mp3/${chapter}.mp3`, { headers: { 'X-Forwarded-For': address } });
      const reader = res.body!.getReader();
      const first = await reader.read();
      const meanwhile = madeOfFlood() - floodIn(madeWhenQueued.get(chapter)!);
      expect(res.status).toBe(200);
      expect(first.value!.length).toBeGreaterThan(0);
      for (let r = await reader.read(); !r.done; r = await reader.read());
      return meanwhile;
    };
    const segments = (await Promise.all(long.map(async (c) => (await audio.script(19, Number(c.split('/')[1])))!.segments.length))).reduce((a, b) => a + b);
    expect(pool.load.queued).toBeGreaterThan(segments / 2); // hundreds of segments wait

    // While those six are being made, a new listener's chapter starts first, ahead of their queue.
    expect(await floodMadeBeforeFirstByte('19/1', '203.0.113.9')).toBeLessThanOrEqual(6);

    // The client leaves; a new listener comes at once, from another address.
    const madeBefore = madeOfFlood();
    flood.abort();
    expect(await floodMadeBeforeFirstByte('19/23', '203.0.113.8')).toBeLessThanOrEqual(6);

    // The flood's chapters were cancelled: their queued segments dropped, most never made, nothing cached.
    await until('the flood cancelled', () => audio.syntheses === 0 && pool.load.queued === 0 && pool.load.busy === 0);
    // Only what the threads made in the seconds before the cancellation was made after the client left: most segments never were.
    expect(madeOfFlood() - madeBefore).toBeLessThan((segments - madeBefore) / 2);
    expect(madeOfFlood()).toBeLessThan(segments / 2);
    await until('the part files removed', async () => (await filesIn(dir())).every((f) => f.endsWith('.mp3') || f.endsWith('.vtt')));
    // Only the two chapters heard to their end are cached, each with its verse timings.
    expect((await filesIn(dir())).map((f) => f.replace(/\.[\w-]{20}\./, '.KEY.')).sort()).toEqual(
      ['19/1.KEY.mp3', '19/1.KEY.vtt', '19/23.KEY.mp3', '19/23.KEY.vtt'].map((f) => path.join(...f.split('/'))),
    );
    expect(logs.slice(logsBefore).filter((l) => /every listener left .* synthesis cancelled, nothing cached/.test(l))).toHaveLength(6);
  }, 120_000);
});
