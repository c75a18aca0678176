import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pathOf, useJourney } from './harness.js';

const column = (page: Page, name: string) => page.getByRole('region', { name });
const titles = (page: Page, name: string) => column(page, name).getByRole('heading', { level: 3 }).allTextContents();

describe('one-year plan journey in Chromium', () => {
  const journey = useJourney();

  it('opens today’s readings, changes date, reads a chapter and finds it marked read', async () => {
    const page = await journey.open('/bible1an');

    // Redirected to today's date (the browser's, as the menu's link).
    const today = await page.evaluate(() => {
      const d = new Date();
      return `/bible1an/${d.getMonth() + 1}/${d.getDate()}`;
    });
    await expect.poll(() => pathOf(page)).toBe(today);
    await expect.poll(async () => (await titles(page, 'Ancien Testament')).length).toBeGreaterThanOrEqual(2);
    expect((await titles(page, 'Nouveau Testament')).length).toBeGreaterThanOrEqual(1);
    expect(await page.getByRole('button', { name: 'Lectures d’aujourd’hui' }).getAttribute('aria-pressed')).toBe('true');

    // A month, then a day: 31 August is Psaume 119 and 120.
    await page.getByRole('button', { name: 'août' }).click();
    await expect.poll(() => pathOf(page)).toBe('/bible1an/8/1');
    await page.getByRole('button', { name: '31 août' }).click();
    await expect.poll(() => pathOf(page)).toBe('/bible1an/8/31');
    await expect.poll(() => titles(page, 'Ancien Testament')).toEqual(['Psaumes 119', 'Psaumes 120']);
    const nt = (await titles(page, 'Nouveau Testament'))[0];
    expect(await page.getByText('Lu', { exact: true }).count()).toBe(0);

    // Open the new testament chapter in the reader.
    await column(page, 'Nouveau Testament').getByRole('link', { name: `Lire ${nt}` }).click();
    await expect.poll(() => page.locator('h1').first().textContent()).toBe(nt);
    expect(pathOf(page)).toMatch(/^\/lire\/\d+\/\d+$/);

    // Back to the plan: the chapter is marked read, the others are not.
    await page.goBack();
    await expect.poll(() => pathOf(page)).toBe('/bible1an/8/31');
    const read = column(page, 'Nouveau Testament').getByText('Lu', { exact: true });
    await expect.poll(() => read.count()).toBe(1);
    expect(await column(page, 'Ancien Testament').getByText('Lu', { exact: true }).count()).toBe(0);

    // Kept on the device: still marked after a reload.
    await page.reload();
    await expect.poll(() => column(page, 'Nouveau Testament').getByText('Lu', { exact: true }).count()).toBe(1);

    // The text unfolds in place.
    const psaume120 = column(page, 'Ancien Testament').locator('[data-chapitre="19/120"]');
    await psaume120.getByRole('button', { name: 'Afficher le texte' }).click();
    await expect.poll(() => psaume120.getByRole('listitem').count()).toBe(7);
    await expect.poll(() => psaume120.getByText('Lu', { exact: true }).count()).toBe(1);
  });

  it('says that an impossible date is invalid, with a way to today', async () => {
    const page = await journey.open('/bible1an/2/30');
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Date invalide');
    await page.getByRole('link', { name: 'Voir les lectures d’aujourd’hui' }).click();
    await expect.poll(() => pathOf(page)).toMatch(/^\/bible1an\/\d+\/\d+$/);
  });
});
