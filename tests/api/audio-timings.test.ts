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

describe('a chapter of another translation (issue 41): Darby’s Psaumes 117', () => {
  let app: Hono;
  const dir = () => parts.tree.path('translations');

  beforeAll(() => {
    ({ app } = audioApp(parts, (line) => logs.push(line), { dir: dir() }));
  });

  it('is read from Darby’s text, its timings counting Darby’s verses, its audio and timings kept in a folder of its own', async () => {
    // Segond's first, to show that Darby's does not replace it.
    const segond = await app.request('/mp3/19/117/versets.vtt');
    expect(segond.status).toBe(200);
    const segondVtt = await segond.text();

    const res = await app.request('/mp3/19/117/versets.vtt?traduction=darby');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/vtt; charset=utf-8');
    const { cues, errors } = parse(await res.text());
    expect(errors).toEqual([]);
    const darby = (await (await app.request('/api/lire/19/117?traduction=darby')).json()) as ChapterResponse;
    expect(darby.traduction_id).toBe('darby');
    expect(cues.map((c) => c.id)).toEqual(darby.versets.map((v) => String(v.verset)));
    // Darby's words, not Segond's: « …demeure à toujours. Louez Jah ! »
    expect(cues.map((c) => c.text)).toEqual(darby.versets.map((v) => v.texte.replace(/<[^>]+>/g, '')));
    expect(cues.at(-1)!.text).toMatch(/Louez Jah !$/);
    expect(parse(segondVtt).cues.map((c) => c.text)).not.toEqual(cues.map((c) => c.text));

    const audio = await app.request('/mp3/19/117.mp3?traduction=darby');
    expect(audio.status).toBe(200);
    expect(audio.headers.get('X-Parole-Audio')).toBe('cache');
    const seconds = readMp3(new Uint8Array(await audio.arrayBuffer())).seconds;
    expect(Math.abs(cues.at(-1)!.endTime - seconds)).toBeLessThan(0.1);
    // Its own entity tag (what was spoken differs), and Segond's file is still there, where it always was.
    const segondAudio = await app.request('/mp3/19/117.mp3', { method: 'HEAD' });
    expect(segondAudio.headers.get('X-Parole-Audio')).toBe('cache');
    expect(segondAudio.headers.get('ETag')).not.toBe(audio.headers.get('ETag'));
    expect(await filesIn(dir(), { keys: true })).toEqual(
      ['19/117.KEY.mp3', '19/117.KEY.vtt', 'darby/19/117.KEY.mp3', 'darby/19/117.KEY.vtt'].map((f) => path.join(...f.split('/'))),
    );
    expect(logs.some((l) => l.startsWith('Audio darby/19/117: '))).toBe(true);
  });

  it('leaves Segond’s unchanged: the same answer with or without ?traduction=lsg', async () => {
    const plain = await app.request('/mp3/19/117.mp3');
    const named = await app.request('/mp3/19/117.mp3?traduction=lsg');
    expect(named.headers.get('ETag')).toBe(plain.headers.get('ETag'));
    expect(new Uint8Array(await named.arrayBuffer())).toEqual(new Uint8Array(await plain.arrayBuffer()));
    const timings = await app.request('/mp3/19/117/versets.vtt?traduction=lsg');
    expect(parse(await timings.text()).cues[0].text).toBe('Louez l’Éternel, vous toutes les nations, Célébrez-le, vous tous les peuples!');
  });

  it('is a chapter of the translation’s numbering: Martin’s Malachie 4, which Segond’s table does not have', async () => {
    // HEAD looks without synthesizing.
    const martin = await app.request('/mp3/39/4.mp3?traduction=martin', { method: 'HEAD' });
    expect(martin.status).toBe(200);
    expect(martin.headers.get('X-Parole-Audio')).toBe('live');
    for (const url of ['/mp3/39/4.mp3', '/mp3/39/4/versets.vtt', '/mp3/39/5.mp3?traduction=martin']) {
      const res = await app.request(url);
      expect(res.status, url).toBe(404);
      expect(await res.json()).toEqual({ message: REFUSALS.chapterNotFound.message });
    }
  });

  it('refuses a translation the server does not have, in French, as every read does, and makes nothing', async () => {
    for (const url of ['/mp3/19/117.mp3?traduction=kjv', '/mp3/19/117/versets.vtt?traduction=kjv', '/mp3/19/117.mp3?traduction=Darby', '/mp3/19/116.mp3?traduction=']) {
      const res = await app.request(url);
      expect(res.status, url).toBe(400);
      expect(await res.json()).toEqual({ message: 'Traduction inconnue : choisissez lsg, darby ou martin.' });
    }
    expect((await filesIn(dir())).filter((f) => f.includes('116') || f.startsWith('kjv'))).toEqual([]);
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
      // The recordings are Segond's: another translation's chapter is synthesized from its own text (issue 41).
      const darby = await app.request('/mp3/19/117.mp3?traduction=darby', { method: 'HEAD' });
      expect(darby.headers.get('X-Parole-Audio')).toBe('live');
      expect(darby.headers.get('X-Parole-Audio-Name')).toBeNull();
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
