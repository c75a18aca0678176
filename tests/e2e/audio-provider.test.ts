/**
 * A chapter spoken by the speech provider, in Chromium against the real
 * server configured as an operator would (SPEECH_*, here the stand-in
 * server of audio/testing.ts on loopback): the browser plays the stream
 * made of the provider's frames, its silences and, after the provider
 * failed mid-chapter, eSpeak NG's frames in the provider's format, to its
 * end; the text follows it; the player names the voice truthfully.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSpeechStandIn, type SpeechStandIn } from '../../packages/api/src/audio/testing.js';
import { loadConfig } from '../../packages/api/src/config.js';
import { pathOf, useJourney } from './harness.js';

const cacheDir = mkdtempSync(join(tmpdir(), 'parole-audio-provider-e2e-'));
let speech: SpeechStandIn;
beforeAll(async () => {
  speech = await startSpeechStandIn();
  // Psaumes 117 has three segments: the announcement and verse 1 are the provider's, verse 2 eSpeak NG's.
  speech.reply = (_, index) => (index < 2 ? { kind: 'mp3' } : { kind: 'fail', status: 503 });
});
afterAll(async () => {
  await speech?.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

/** The verse marked as being read (`aria-current`), or null. */
const currentVerse = (page: Page): Promise<number | null> =>
  page.evaluate(() => {
    const marked = document.querySelector('[data-verset][aria-current="true"]');
    return marked ? Number(marked.getAttribute('data-verset')) : null;
  });

const playback = (page: Page) =>
  page.evaluate(() => {
    const audio = document.querySelector('audio');
    return audio && { src: new URL(audio.currentSrc || audio.src, location.href).pathname, currentTime: audio.currentTime, error: audio.error?.code ?? null };
  });

describe('a chapter spoken by the speech provider', () => {
  const journey = useJourney(() => ({
    audio: {
      ...loadConfig().audio,
      cacheDir,
      workers: 2,
      provider: { baseURL: speech.baseURL, apiKey: 'sk-e2e-speech', model: 'tts-test', voice: 'claire', concurrency: 2, timeoutSeconds: 10 },
    },
  }));

  it('plays to its end, eSpeak NG’s rest included, the text following it, then the next chapter', async () => {
    const page = await journey.open('/lire/19/117');
    await page.getByRole('button', { name: 'Écouter Psaumes 117' }).click();
    const panel = page.getByRole('region', { name: 'Lecture audio de Psaumes 117' });
    await expect.poll(() => panel.isVisible()).toBe(true);
    await expect.poll(() => panel.getByText(/^Voix de synthèse/).count()).toBe(1);
    await expect
      .poll(() => playback(page), { timeout: 30_000 })
      .toMatchObject({ src: '/mp3/19/117.mp3', error: null, currentTime: expect.toSatisfy((t: number) => t > 0.3) });
    await expect.poll(() => currentVerse(page), { timeout: 30_000 }).toBe(1);
    await page.evaluate(() => {
      const audio = document.querySelector('audio')!;
      audio.defaultPlaybackRate = 2;
      audio.playbackRate = 2;
    });
    // Verse 2 is eSpeak NG's, resampled to the provider's format: the browser reads on into it, and past its end.
    await expect.poll(() => currentVerse(page), { timeout: 30_000 }).toBe(2);
    await expect.poll(() => pathOf(page), { timeout: 30_000 }).toBe('/lire/19/118');
    expect((await playback(page))!.error).toBeNull();
    expect(speech.requests.slice(0, 2).map((r) => r.voice)).toEqual(['claire', 'claire']);
  });
});
