/**
 * Chapter audio in Chromium against the real server, synthesizing into a
 * fresh cache folder: the reader's player plays a chapter and goes on to
 * the next one, the reader following it; the plan plays the next chapter
 * of the day when one ends. The tracks are played four times faster, so a
 * short psalm ends within seconds.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../packages/api/src/config.js';
import { pathOf, useJourney } from './harness.js';

const cacheDir = mkdtempSync(join(tmpdir(), 'parole-audio-e2e-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

interface Playback {
  src: string;
  currentTime: number;
  paused: boolean;
  error: number | null;
}

/** The page's `<audio>` element: what it plays and where it is. */
const playback = (page: Page): Promise<Playback | null> =>
  page.evaluate(() => {
    const audio = document.querySelector('audio');
    return audio && { src: new URL(audio.currentSrc || audio.src, location.href).pathname, currentTime: audio.currentTime, paused: audio.paused, error: audio.error?.code ?? null };
  });

/** Plays every track of the page's `<audio>` four times faster (a new source resets the rate to the default one). */
const faster = (page: Page) =>
  page.evaluate(() => {
    const audio = document.querySelector('audio')!;
    audio.defaultPlaybackRate = 4;
    audio.playbackRate = 4;
  });

/** Waits until the page plays `src`: its position moves past `seconds`. */
async function playing(page: Page, src: string, seconds = 0.5): Promise<void> {
  await expect
    .poll(() => playback(page), { timeout: 30_000 })
    .toMatchObject({ src, paused: false, error: null, currentTime: expect.toSatisfy((t: number) => t > seconds) });
}

describe('chapter audio journey in Chromium', () => {
  const journey = useJourney(() => ({ audio: { ...loadConfig().audio, cacheDir, workers: 2 } }));

  it('plays a chapter from the reader’s player, then the next one, the reader following it', async () => {
    const page = await journey.open('/lire/19/117');
    await page.getByRole('button', { name: 'Écouter Psaumes 117' }).click();
    const panel = page.getByRole('region', { name: 'Lecture audio de Psaumes 117' });
    await expect.poll(() => panel.isVisible()).toBe(true);
    expect(await panel.getByText(/^Voix de synthèse/).textContent()).toContain('le suivant commence');

    // It plays: the position moves.
    await playing(page, '/mp3/19/117.mp3');
    await expect.poll(() => panel.getByRole('status').textContent()).toBe('Lecture de Psaumes 117');
    const at = (await playback(page))!.currentTime;
    await expect.poll(async () => (await playback(page))!.currentTime).toBeGreaterThan(at);

    // At its end, the next psalm plays and the reader shows it.
    await faster(page);
    await expect.poll(() => pathOf(page), { timeout: 30_000 }).toBe('/lire/19/118');
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Psaumes 118');
    await playing(page, '/mp3/19/118.mp3');
    expect(await page.getByRole('region', { name: 'Lecture audio de Psaumes 118' }).isVisible()).toBe(true);
  });

  it('plays the next chapter of the day when one ends in the plan', async () => {
    // 30 August: Psaumes 116, 117 and 118, then Marc 2.
    const page = await journey.open('/bible1an/8/30');
    const oldTestament = page.getByRole('region', { name: 'Ancien Testament' });
    await oldTestament.getByRole('button', { name: 'Écouter Psaumes 117' }).click();
    await playing(page, '/mp3/19/117.mp3');
    expect(await oldTestament.getByRole('button', { name: 'Mettre en pause Psaumes 117' }).textContent()).toBe('Pause');

    await faster(page);
    await playing(page, '/mp3/19/118.mp3');
    await expect.poll(() => oldTestament.getByRole('button', { name: 'Mettre en pause Psaumes 118' }).count()).toBe(1);
    expect(await oldTestament.getByRole('button', { name: 'Écouter Psaumes 117' }).count()).toBe(1);

    // Its button pauses it.
    await oldTestament.getByRole('button', { name: 'Mettre en pause Psaumes 118' }).click();
    await expect.poll(async () => (await playback(page))!.paused).toBe(true);
    await expect.poll(() => oldTestament.getByRole('button', { name: 'Écouter Psaumes 118' }).count()).toBe(1);
  });
});
