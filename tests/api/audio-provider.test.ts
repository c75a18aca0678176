/**
 * The speech provider (issue 27, "Voices"): chapters spoken by an
 * OpenAI-compatible `/v1/audio/speech` through the real `openai` SDK,
 * against the stand-in server of audio/testing.ts on loopback, with the
 * real database and eSpeak NG's real threads for the fallback. Its answers
 * become one stream of bare frames (tags and header frames removed,
 * silence for the pauses in its format), with the same verse timings and
 * cache as eSpeak NG's, under a key of its own; when it fails, eSpeak NG
 * reads the chapter (or its rest), it is logged, and its key is in no log.
 */
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WebVTTParser } from 'webvtt-parser';
import { PROVIDER_REST_MS } from '../../packages/api/src/audio/synthesis.js';
import { readMp3 } from '../../packages/api/src/audio/mp3.js';
import { speechProvider } from '../../packages/api/src/audio/open.js';
import { SAMPLE_RATE, SPEECH } from '../../packages/api/src/audio/settings.js';
import { secondsFor, STAND_IN_FORMAT, startSpeechStandIn, type SpeechStandIn } from '../../packages/api/src/audio/testing.js';
import { audioApp, closeAudioParts, openAudioParts, type AudioParts } from '../support/audio.js';
import { filesIn } from '../support/temp-tree.js';

const KEY = 'sk-test-speech-7f3a9c2e41b8d605';
const logs: string[] = [];
const log = (line: string) => logs.push(line);
let parts: AudioParts;
let speech: SpeechStandIn;

beforeAll(async () => {
  parts = await openAudioParts('parole-audio-provider-', log, () => undefined);
  speech = await startSpeechStandIn();
}, 60_000);
afterAll(async () => {
  await speech?.close();
  await closeAudioParts(parts);
});
beforeEach(() => {
  speech.requests.length = 0;
  speech.reply = () => ({ kind: 'mp3' });
});

/** An app whose chapters the stand-in speaks (no retry, so that a failure shows at once), caching in `dir`. */
function providerApp(dir: string) {
  const provider = speechProvider({ baseURL: speech.baseURL, apiKey: KEY, model: 'tts-test', voice: 'claire', concurrency: 3, timeoutSeconds: 10 });
  return audioApp(parts, log, { dir: parts.tree.path(dir), provider });
}

const parse = (text: string) => new WebVTTParser().parse(text, 'metadata');

/** Whether `bytes` hold `text` (a tag's or a header frame's name) anywhere. */
const holds = (bytes: Uint8Array, text: string) => Buffer.from(bytes).includes(text);

describe('a chapter spoken by the provider (3 Jean: 15 verses)', () => {
  let mp3: Uint8Array;

  it('asks for each segment as MP3, with the configured model, voice and key, and streams its frames as one MP3 stream', async () => {
    const { app, audio } = providerApp('spoken');
    const res = await app.request('/mp3/64/1.mp3');
    expect(res.status).toBe(200);
    expect(res.headers.get('X-Parole-Audio')).toBe('live');
    // Not kept by the browser while being made: its end could still be eSpeak NG's.
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('ETag')).toBeNull();
    mp3 = new Uint8Array(await res.arrayBuffer());

    const script = (await audio.script(64, 1))!;
    expect(speech.requests.map((r) => r.input).sort()).toEqual([...script.segments].sort());
    for (const r of speech.requests) {
      expect(r).toMatchObject({ model: 'tts-test', voice: 'claire', responseFormat: 'mp3', authorization: `Bearer ${KEY}` });
    }
    // The announcement first: a new listener waits for it alone.
    expect(speech.requests[0].input).toBe(script.segments[0]);

    const info = readMp3(mp3);
    expect(info.sampleRate).toBe(STAND_IN_FORMAT.sampleRate);
    expect(info.bitrates).toEqual([STAND_IN_FORMAT.bitrate]);
    expect(info.tagBytes).toBe(0);
    for (const header of ['ID3', 'TAG', 'Info', 'Xing']) expect(holds(mp3, header), header).toBe(false);
    // Each segment as long as the provider spoke it, then its pause.
    const expected = script.segments.reduce((sum, text, i) => sum + secondsFor(text) + (i === 0 ? SPEECH.pauseAfterAnnouncementMs : SPEECH.pauseAfterVerseMs) / 1000, 0);
    expect(Math.abs(info.seconds - expected)).toBeLessThan(script.segments.length * 0.1);
  });

  it('has its verse timings from the same segments, ending where its audio ends, cached beside it under a key of its own', async () => {
    const { app } = providerApp('spoken');
    const res = await app.request('/mp3/64/1/versets.vtt');
    expect(res.status).toBe(200);
    const etag = res.headers.get('ETag')!;
    const { cues, errors } = parse(await res.text());
    expect(errors).toEqual([]);
    expect(cues.map((c) => c.id)).toEqual(Array.from({ length: 15 }, (_, i) => String(i + 1)));
    expect(Math.abs(cues.at(-1)!.endTime - readMp3(mp3).seconds)).toBeLessThan(0.1);
    expect(await filesIn(parts.tree.path('spoken'), { keys: true })).toEqual([path.join('64', '1.KEY.mp3'), path.join('64', '1.KEY.vtt')]);

    // Then served from the cache, with its entity tag, asking the provider nothing.
    speech.requests.length = 0;
    const again = await app.request('/mp3/64/1.mp3');
    expect(again.headers.get('X-Parole-Audio')).toBe('cache');
    expect(again.headers.get('Cache-Control')).toBe('public, max-age=2592000');
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(mp3);
    expect(etag).toBe(`${again.headers.get('ETag')!.slice(0, -1)}-vtt"`);
    expect(speech.requests).toEqual([]);

    // eSpeak NG's file of the same chapter is another one.
    const espeak = audioApp(parts, log, { dir: parts.tree.path('spoken') }).app;
    const theirs = await espeak.request('/mp3/64/1.mp3', { method: 'HEAD' });
    expect(theirs.headers.get('ETag')).not.toBe(again.headers.get('ETag'));
  });
});

describe('when the provider fails', () => {
  it('on the first segment: eSpeak NG reads the chapter, cached as its own, logged without the key; the provider rests', async () => {
    speech.reply = () => ({ kind: 'fail', status: 401 });
    const { app } = providerApp('refused');
    const res = await app.request('/mp3/65/1.mp3');
    expect(res.status).toBe(200);
    expect(res.headers.get('ETag')).toMatch(/^"[\w-]{20}"$/);
    const info = readMp3(new Uint8Array(await res.arrayBuffer()));
    expect(info.sampleRate).toBe(SAMPLE_RATE);
    expect(logs.some((l) => l.includes('Audio 65/1: speech provider call failed: refused (HTTP 401); eSpeak NG reads this chapter'))).toBe(true);
    expect(await filesIn(parts.tree.path('refused'), { keys: true })).toEqual([path.join('65', '1.KEY.mp3'), path.join('65', '1.KEY.vtt')]);

    // Resting: the next chapter is eSpeak NG's at once, the provider not asked.
    const asked = speech.requests.length;
    const next = await app.request('/mp3/63/1.mp3');
    expect(readMp3(new Uint8Array(await next.arrayBuffer())).sampleRate).toBe(SAMPLE_RATE);
    expect(speech.requests.length).toBe(asked);
    expect(PROVIDER_REST_MS).toBeGreaterThanOrEqual(30_000);
  }, 60_000);

  it('with an answer that is not MP3: the same', async () => {
    speech.reply = () => ({ kind: 'body', contentType: 'application/json', body: '{"audio":"none"}' });
    const { app } = providerApp('malformed');
    const res = await app.request('/mp3/19/117.mp3');
    expect(readMp3(new Uint8Array(await res.arrayBuffer())).sampleRate).toBe(SAMPLE_RATE);
    expect(logs.some((l) => l.includes('Audio 19/117: speech provider call failed: malformed; eSpeak NG reads this chapter'))).toBe(true);
  }, 60_000);

  it('mid-chapter: eSpeak NG reads the rest in the provider’s format, the whole chapter and its timings served, nothing cached', async () => {
    // The first four segments spoken, every later request refused (the stand-in answers in the order asked).
    speech.reply = (_, index) => (index < 4 ? { kind: 'mp3' } : { kind: 'fail', status: 500 });
    const { app } = providerApp('mixed');
    const [res, timings] = await Promise.all([app.request('/mp3/64/1.mp3'), app.request('/mp3/64/1/versets.vtt')]);
    expect(res.status).toBe(200);
    const mp3 = new Uint8Array(await res.arrayBuffer());
    // One stream: every frame at the provider's rate (readMp3 refuses a change of rate).
    const info = readMp3(mp3);
    expect(info.sampleRate).toBe(STAND_IN_FORMAT.sampleRate);
    expect(logs.some((l) => /Audio 64\/1: speech provider call failed: unavailable \(HTTP 500\) at segment \d+ of 16; eSpeak NG reads the rest/.test(l))).toBe(true);

    expect(timings.status).toBe(200);
    expect(timings.headers.get('Cache-Control')).toBe('no-store');
    expect(timings.headers.get('ETag')).toBeNull();
    const { cues } = parse(await timings.text());
    expect(cues).toHaveLength(15);
    expect(Math.abs(cues.at(-1)!.endTime - info.seconds)).toBeLessThan(0.1);
    expect(await filesIn(parts.tree.path('mixed'))).toEqual([]);
  }, 60_000);
});

describe('the logs', () => {
  it('never hold the key, nor the provider’s error text', () => {
    expect(logs.length).toBeGreaterThan(0);
    for (const line of logs) {
      expect(line).not.toContain(KEY);
      expect(line).not.toContain('Incorrect API key');
    }
  });
});
