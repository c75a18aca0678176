/**
 * A chapter's verse timings, GET /mp3/{id}/{chap}/versets.vtt (issue 27),
 * through the app with real synthesis threads over the real database: a
 * WebVTT document the W3C's parser (webvtt-parser, the specification's
 * reference implementation) reads without an error, one cue per verse in
 * order, the last ending where the audio ends, kept in the cache beside the
 * audio under the same key and answered from there; a recording without
 * timings says so.
 */
import path from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebVTTParser } from 'webvtt-parser';
import { REFUSALS, type ChapterResponse } from '@parole/bible';
import { ABANDON_AFTER_MS } from '../../packages/api/src/audio/production.js';
import { readMp3 } from '../../packages/api/src/audio/mp3.js';
import { audioApp, closeAudioParts, openAudioParts, type AudioParts } from '../support/audio.js';
import { filesIn, tempTree } from '../support/temp-tree.js';

const logs: string[] = [];
let parts: AudioParts;
beforeAll(async () => {
  parts = await openAudioParts('parole-audio-timings-', (line) => logs.push(line), () => undefined);
}, 60_000);
afterAll(() => closeAudioParts(parts));

const parse = (text: string) => new WebVTTParser().parse(text, 'metadata');

describe('the verse timings of 3 Jean (15 verses)', () => {
  let app: Hono;
  let vtt: string;
  let etag: string;

  beforeAll(() => {
    ({ app } = audioApp(parts, (line) => logs.push(line), { dir: parts.tree.path('timings') }));
  });

  it('are made with the audio when asked first, as WebVTT: one cue per verse, in order, ids the verse numbers, texts the verses’', async () => {
    const res = await app.request('/mp3/64/1/versets.vtt');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/vtt; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=2592000');
    expect(res.headers.get('Cross-Origin-Resource-Policy')).toBe('cross-origin');
    etag = res.headers.get('ETag')!;
    expect(etag).toMatch(/^"[\w-]{20}-vtt"$/);
    vtt = await res.text();

    const { cues, errors } = parse(vtt);
    expect(errors).toEqual([]);
    const chapter = (await (await app.request('/api/lire/64/1')).json()) as ChapterResponse;
    expect(cues.map((c) => c.id)).toEqual(chapter.versets.map((v) => String(v.verset)));
    // The announcement ("Troisième épître de Jean.") comes first; then each verse where the previous one ends.
    expect(cues[0].startTime).toBeGreaterThan(0.5);
    for (const [i, cue] of cues.entries()) {
      expect(cue.endTime, `verse ${cue.id}`).toBeGreaterThan(cue.startTime + 0.3);
      if (i > 0) expect(cue.startTime).toBeCloseTo(cues[i - 1].endTime, 3);
    }
    expect(cues[0].text).toBe('L’ancien, à Gaïus, le bien-aimé, que j’aime dans la vérité.');
  });

  it('end where the audio ends, within 100 ms', async () => {
    const audio = await app.request('/mp3/64/1.mp3');
    expect(audio.headers.get('X-Parole-Audio')).toBe('cache');
    const seconds = readMp3(new Uint8Array(await audio.arrayBuffer())).seconds;
    const { cues } = parse(vtt);
    expect(Math.abs(cues.at(-1)!.endTime - seconds)).toBeLessThan(0.1);
  });

  it('are kept in the cache beside the audio, under its key, and answered from there', async () => {
    expect(await filesIn(parts.tree.path('timings'), { keys: true })).toEqual([path.join('64', '1.KEY.mp3'), path.join('64', '1.KEY.vtt')]);
    const audioEtag = (await app.request('/mp3/64/1.mp3', { method: 'HEAD' })).headers.get('ETag')!;
    expect(etag).toBe(`${audioEtag.slice(0, -1)}-vtt"`);
    const again = await app.request('/mp3/64/1/versets.vtt');
    expect(again.status).toBe(200);
    expect(again.headers.get('ETag')).toBe(etag);
    expect(await again.text()).toBe(vtt);
    const revalidated = await app.request('/mp3/64/1/versets.vtt', { headers: { 'If-None-Match': etag } });
    expect(revalidated.status).toBe(304);
  });

  it('refuse a chapter that does not exist, as the audio does', async () => {
    for (const url of ['/mp3/64/2/versets.vtt', '/mp3/67/1/versets.vtt', '/mp3/64/01/versets.vtt']) {
      const res = await app.request(url);
      expect(res.status, url).toBe(404);
      expect(await res.json()).toEqual({ message: REFUSALS.chapterNotFound.message });
    }
  });
});

describe('the verse timings of a chapter being made', () => {
  it('are answered once it is complete, and keep it going when its audio’s listener leaves', async () => {
    const { app } = audioApp(parts, (line) => logs.push(line), { dir: parts.tree.path('made') });
    const audio = await app.request('/mp3/63/1.mp3');
    const reader = audio.body!.getReader();
    await reader.read();
    const timings = app.request('/mp3/63/1/versets.vtt');
    await reader.cancel();
    // Past the time after which a chapter nobody hears is cancelled.
    await new Promise((resolve) => setTimeout(resolve, ABANDON_AFTER_MS + 300));
    const res = await timings;
    expect(res.status).toBe(200);
    const { cues, errors } = parse(await res.text());
    expect(errors).toEqual([]);
    expect(cues.map((c) => c.id)).toEqual(Array.from({ length: 13 }, (_, i) => String(i + 1)));
    expect(await filesIn(parts.tree.path('made'), { keys: true })).toEqual([path.join('63', '1.KEY.mp3'), path.join('63', '1.KEY.vtt')]);
  }, 60_000);
});

describe('a recording', () => {
  it('without a timings file beside it: said so, in French; with one: served', async () => {
    const audio = await (await audioApp(parts, () => undefined, { dir: parts.tree.path('timings') }).app.request('/mp3/64/1.mp3')).arrayBuffer();
    const recordings = await tempTree('parole-recordings-', { '64/1.mp3': new Uint8Array(audio), '19/117.mp3': new Uint8Array(audio), '19/117.vtt': 'WEBVTT\n\n1\n00:00:01.000 --> 00:00:02.000\nLouez\n' });
    try {
      const { app } = audioApp(parts, () => undefined, { dir: parts.tree.path('recorded'), recordingsDir: recordings.dir, recordingsName: 'Bible audio, lue par Marie Martin' });
      // Whose voice it is, for the player's note, readable by an embed's page too.
      const head = await app.request('/mp3/64/1.mp3', { method: 'HEAD' });
      expect(head.headers.get('X-Parole-Audio')).toBe('recording');
      expect(decodeURIComponent(head.headers.get('X-Parole-Audio-Name')!)).toBe('Bible audio, lue par Marie Martin');
      expect(head.headers.get('Access-Control-Expose-Headers')).toBe('X-Parole-Audio, X-Parole-Audio-Name');
      // A chapter without a recording is the synthesizer's, and has no name.
      const synthesized = await app.request('/mp3/19/116.mp3', { method: 'HEAD' });
      expect(synthesized.headers.get('X-Parole-Audio')).toBe('live');
      expect(synthesized.headers.get('X-Parole-Audio-Name')).toBeNull();
      const missing = await app.request('/mp3/64/1/versets.vtt');
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ message: REFUSALS.timingsMissing.message });
      const given = await app.request('/mp3/19/117/versets.vtt');
      expect(given.status).toBe(200);
      expect(given.headers.get('Content-Type')).toBe('text/vtt; charset=utf-8');
      expect(parse(await given.text()).cues.map((c) => c.id)).toEqual(['1']);
      // Nothing was synthesized for either.
      expect(await filesIn(parts.tree.path('recorded'), { keys: true })).toEqual([]);
    } finally {
      await recordings.remove();
    }
  });
});
