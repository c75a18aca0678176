/**
 * "Lire hors ligne" for listening: a chapter's or a plan day's audio, with
 * the verse timings, kept in the cache the service worker answers the player
 * from (OFFLINE_AUDIO_CACHE, sw/sw.ts), and removed again
 * (docs/decisions/offline.md, "Audio").
 *
 * The size comes first: `prepareAudio` asks the server for each chapter's
 * timings, which it answers once the chapter's audio is made (it makes it
 * when it must, within its bounds), then the audio's length (HEAD). Keeping
 * then downloads each file out of the HTTP cache (no-store: one copy, here).
 *
 * In a translation (issue 41): its chapters' audio, in its numbering, each
 * file kept under its path and `traduction` (offlineKey), apart from the
 * same chapter's in another translation.
 */
import type { ChapterRef } from '@parole/bible';
import { chapterTrack, type BibleApi } from '@parole/widgets';
import { DOWNLOAD_HEADER, OFFLINE_AUDIO_CACHE, offlineKey } from './caches.js';

/** The chapters kept together (a chapter, a plan day), and the translation they are read in (the default's when absent). */
export interface AudioChapters {
  chapters: readonly ChapterRef[];
  translation?: string;
}

/** The two files of a chapter's audio: the MP3 and its verse timings, as the player asks them. */
function filesOf(client: BibleApi, ref: ChapterRef, translation: string | undefined): { audio: string; timings: string } {
  const track = chapterTrack(client, ref, translation);
  return { audio: track.src, timings: track.timings! };
}

/** Waits `ms`, or rejects when `signal` aborts. */
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });

/**
 * A download's own request: past the worker's routes and the HTTP cache.
 * A refusal for too many new chapters a minute (429: a book's chapters are
 * made one after the other) is waited out, as its Retry-After says, then
 * asked again.
 */
async function get(url: string, signal: AbortSignal, method = 'GET'): Promise<Response> {
  for (;;) {
    const answer = await fetch(url, { method, signal, cache: 'no-store', credentials: 'omit', headers: { [DOWNLOAD_HEADER]: '1' } });
    if (answer.status !== 429) return answer;
    await pause(Math.max(1, Number(answer.headers.get('Retry-After')) || 10) * 1000, signal);
  }
}

/** The cache's key of a URL: its path and translation (the worker looks answers up by the same key). */
const keyOf = (url: string) => offlineKey(new URL(url, location.href));

/**
 * Bytes the chapters' audio takes, once the server has made it (the timings
 * are answered when the audio is complete). Rejects when a chapter cannot be
 * had (offline, refused). `onProgress` is told how many chapters are ready.
 */
export async function prepareAudio(
  client: BibleApi,
  { chapters, translation }: AudioChapters,
  signal: AbortSignal,
  onProgress?: (done: number) => void,
): Promise<number> {
  let total = 0;
  for (const [index, ref] of chapters.entries()) {
    const { audio, timings } = filesOf(client, ref, translation);
    const made = await get(timings, signal);
    // 404: a recording without timings, which plays without them.
    if (!made.ok && made.status !== 404) throw new Error(`GET ${timings}: ${made.status}`);
    total += (await made.arrayBuffer()).byteLength;
    const head = await get(audio, signal, 'HEAD');
    if (!head.ok) throw new Error(`HEAD ${audio}: ${head.status}`);
    total += Number(head.headers.get('Content-Length') ?? 0);
    onProgress?.(index + 1);
  }
  return total;
}

/** Keeps the chapters' audio and timings on the device; what was kept stays when it stops. */
export async function keepAudio(client: BibleApi, { chapters, translation }: AudioChapters, signal: AbortSignal): Promise<void> {
  const cache = await caches.open(OFFLINE_AUDIO_CACHE);
  for (const ref of chapters) {
    const { audio, timings } = filesOf(client, ref, translation);
    for (const url of [timings, audio]) {
      const answer = await get(url, signal);
      if (answer.status === 404 && url === timings) continue;
      if (answer.status !== 200) throw new Error(`GET ${url}: ${answer.status}`);
      await cache.put(keyOf(url), answer);
    }
  }
}

/** Whether every chapter's audio is kept. */
export async function audioKept(client: BibleApi, { chapters, translation }: AudioChapters): Promise<boolean> {
  if (chapters.length === 0 || !(await caches.has(OFFLINE_AUDIO_CACHE))) return false;
  const cache = await caches.open(OFFLINE_AUDIO_CACHE);
  for (const ref of chapters) if (!(await cache.match(keyOf(filesOf(client, ref, translation).audio)))) return false;
  return true;
}

/** Removes the chapters' kept audio and timings. */
export async function removeAudio(client: BibleApi, { chapters, translation }: AudioChapters): Promise<void> {
  const cache = await caches.open(OFFLINE_AUDIO_CACHE);
  for (const ref of chapters) {
    const { audio, timings } = filesOf(client, ref, translation);
    await cache.delete(keyOf(audio));
    await cache.delete(keyOf(timings));
  }
}
