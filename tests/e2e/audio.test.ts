/**
 * Chapter audio in Chromium against the real server, synthesizing into a
 * fresh cache folder: the reader's player plays a chapter and goes on to
 * the next one, the reader following it; the plan plays the next chapter
 * of the day when one ends, and marks the one heard read. The text follows
 * the reading (issue 27): the verse being read is marked from the chapter's
 * verse timings (a `<track>` the browser reads), a click plays a verse from
 * its start, the address's verse starts the reading, and the speed chosen
 * in the settings is kept after a reload. Side by side (issue 42), the same
 * follows the first column. The tracks are played faster, so a short psalm
 * ends within seconds.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../packages/api/src/config.js';
import { cueStart, faster, markedVerse as currentVerse, playback, playing } from './audio-page.js';
import { pathOf, useJourney } from './harness.js';

const cacheDir = mkdtempSync(join(tmpdir(), 'parole-audio-e2e-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

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

  it('marks the verse being read as the reading moves on, and plays a verse from its start when clicked', async () => {
    const page = await journey.open('/lire/19/117');
    await page.getByRole('button', { name: 'Écouter Psaumes 117' }).click();
    await playing(page, '/mp3/19/117.mp3');
    // The browser read the chapter's two cues.
    await expect.poll(() => cueStart(page, 2), { timeout: 30_000 }).toBeGreaterThan(1);
    await expect.poll(() => currentVerse(page), { timeout: 30_000 }).toBe(1);
    await faster(page, 2);
    await expect.poll(() => currentVerse(page), { timeout: 30_000 }).toBe(2);
    expect(await page.locator('[data-verset="2"]').getAttribute('aria-current')).toBe('true');
    expect(await page.locator('[data-verset="1"]').getAttribute('aria-current')).toBeNull();

    // A click on verse 1 plays it from its start.
    await page.evaluate(() => document.querySelector('audio')!.pause());
    const start = (await cueStart(page, 1))!;
    await page.locator('[data-verset="1"]').click();
    await expect.poll(async () => (await playback(page))!.paused).toBe(false);
    const at = (await playback(page))!.currentTime;
    expect(at).toBeGreaterThanOrEqual(start - 0.05);
    expect(at).toBeLessThan((await cueStart(page, 2))!);
    await expect.poll(() => currentVerse(page)).toBe(1);
  });

  it('follows the first column side by side: Segond’s verse being read marked in its row, a verse played from its start when clicked, the next psalm still beside Darby', async () => {
    const page = await journey.open('/lire/19/117?traduction=lsg,darby');
    const rows = page.locator('[data-rangee]');
    const segond = (verse: number) => rows.nth(verse - 1).locator(`[data-traduction="lsg"] [data-verset="${verse}"]`);
    await expect.poll(() => rows.count()).toBe(2);
    await page.getByRole('button', { name: 'Écouter Psaumes 117' }).click();
    // The player reads the first translation's chapter.
    await playing(page, '/mp3/19/117.mp3');
    await expect.poll(() => cueStart(page, 2), { timeout: 30_000 }).toBeGreaterThan(1);
    await expect.poll(() => currentVerse(page), { timeout: 30_000 }).toBe(1);
    expect(await segond(1).getAttribute('aria-current')).toBe('true');
    await faster(page, 2);
    await expect.poll(() => currentVerse(page), { timeout: 30_000 }).toBe(2);
    expect(await segond(2).getAttribute('aria-current')).toBe('true');
    expect(await segond(1).getAttribute('aria-current')).toBeNull();
    // Darby's column is read only: nothing of it is marked.
    expect(await rows.locator('[data-traduction="darby"] [aria-current]').count()).toBe(0);

    // A click on Segond's verse 1 plays it from its start.
    await page.evaluate(() => document.querySelector('audio')!.pause());
    const start = (await cueStart(page, 1))!;
    await segond(1).click();
    await expect.poll(async () => (await playback(page))!.paused).toBe(false);
    const at = (await playback(page))!.currentTime;
    expect(at).toBeGreaterThanOrEqual(start - 0.05);
    expect(at).toBeLessThan((await cueStart(page, 2))!);
    await expect.poll(() => currentVerse(page)).toBe(1);

    // At its end, the next psalm plays, the reader following it beside Darby still.
    await faster(page);
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search, { timeout: 30_000 }).toBe('/lire/19/118?traduction=lsg,darby');
    await playing(page, '/mp3/19/118.mp3');
    await expect.poll(() => rows.first().locator('[data-traduction="darby"] [data-reference="118:1"]').count()).toBe(1);
    await page.close();
  });

  it('starts the reading at the verse of the address', async () => {
    const page = await journey.open('/lire/19/117/2');
    await page.getByRole('button', { name: 'Écouter Psaumes 117' }).click();
    await playing(page, '/mp3/19/117.mp3', { seconds: 0 });
    const start = (await cueStart(page, 2))!;
    await expect.poll(async () => (await playback(page))!.currentTime, { timeout: 30_000 }).toBeGreaterThanOrEqual(start - 0.05);
    await expect.poll(() => currentVerse(page)).toBe(2);
  });

  it('keeps the speed chosen in the settings after a reload', async () => {
    const page = await journey.open('/lire/19/117');
    await page.getByRole('button', { name: "Réglages d'affichage" }).click();
    await page.getByLabel('Vitesse de lecture').selectOption('1.5');
    await page.reload();
    await page.getByRole('button', { name: "Réglages d'affichage" }).click();
    expect(await page.getByLabel('Vitesse de lecture').inputValue()).toBe('1.5');
    await page.getByRole('button', { name: 'Écouter Psaumes 117' }).click();
    await playing(page, '/mp3/19/117.mp3');
    expect(await page.evaluate(() => document.querySelector('audio')!.playbackRate)).toBe(1.5);
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
    // Heard to its end, Psaumes 117 is marked read; Psaumes 118, being heard, is not yet.
    const item = (title: string) => oldTestament.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect.poll(() => item('Psaumes 117').getByText('Lu', { exact: true }).count()).toBe(1);
    expect(await item('Psaumes 118').getByText('Lu', { exact: true }).count()).toBe(0);

    // Its button pauses it.
    await oldTestament.getByRole('button', { name: 'Mettre en pause Psaumes 118' }).click();
    await expect.poll(async () => (await playback(page))!.paused).toBe(true);
    await expect.poll(() => oldTestament.getByRole('button', { name: 'Écouter Psaumes 118' }).count()).toBe(1);
  });
});
