import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pathOf, swipe, useJourney } from './harness.js';

const verse = (page: Page, n: number) => page.locator(`[data-verset="${n}"]`);

describe('reading journey in Chromium', () => {
  const journey = useJourney();

  it('opens Jean 3 with verse 16 selected, copies, and moves between chapters', async () => {
    await journey.allowClipboard();
    const page = await journey.open('/lire/43/3/16');

    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Jean 3');
    await expect.poll(() => verse(page, 16).getAttribute('aria-pressed')).toBe('true');
    expect(await verse(page, 15).getAttribute('aria-pressed')).toBe('false');
    expect(await verse(page, 16).textContent()).toContain('Car Dieu a tant aimé le monde');
    await expect.poll(() => verse(page, 16).isVisible()).toBe(true);
    expect(await page.title()).toContain('Jean 3');

    // Double click adds verse 17; the selection copy carries the reference.
    await verse(page, 17).dblclick();
    expect(await verse(page, 17).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Copier les versets sélectionnés' }).click();
    await expect
      .poll(() => page.getByText('Le(s) verset(s) a(ont) été copié(s) dans le presse-papier').count())
      .toBeGreaterThan(0);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^Car Dieu a tant aimé le monde.*\(Jean 3:16-17\)$/s);

    // Arrow key: next chapter, selection cleared.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => pathOf(page)).toBe('/lire/43/4');
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Jean 4');
    await expect.poll(() => page.locator('[aria-pressed="true"][data-verset]').count()).toBe(0);

    // Swipes: right goes back, left goes forward.
    await swipe(page, 120);
    await expect.poll(() => pathOf(page)).toBe('/lire/43/3');
    await swipe(page, -120);
    await expect.poll(() => pathOf(page)).toBe('/lire/43/4');
    // A short move is not a swipe (40 px tolerance).
    await swipe(page, -20);
    await page.waitForTimeout(300);
    expect(pathOf(page)).toBe('/lire/43/4');

    // Across a book boundary with the keyboard.
    await journey.goto(page, '/lire/1/50');
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Genèse 50');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Exode 1');
    await page.close();
  });

  it('reaches a book from the menu and /select', async () => {
    const page = await journey.open('/lire/43/3');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('dialog');
    await menu.getByRole('link', { name: 'LIVRES', exact: true }).click();
    await expect.poll(() => pathOf(page)).toBe('/select');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    await page.getByRole('link', { name: 'Apocalypse', exact: true }).click();
    await expect.poll(() => pathOf(page)).toBe('/lire/66/1');
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Apocalypse 1');
    await page.close();
  });

  it('keeps display settings on the device across a reload', async () => {
    const page = await journey.open('/lire/19/23');
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Psaumes 23');
    await page.getByRole('button', { name: "Réglages d'affichage" }).click();
    await page.getByRole('button', { name: 'Agrandir la taille du texte' }).click();
    const fontSize = () => page.getByRole('group', { name: 'Versets' }).evaluate((e) => getComputedStyle(e).fontSize);
    const before = await fontSize();
    await page.reload();
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Psaumes 23');
    expect(await fontSize()).toBe(before);
    expect(before).toBe(`${16 * 1.05}px`);
    await page.close();
  });

  it('gives back what the previous version stored on the device, and stores a change under the same names', async () => {
    // The document as earlier versions wrote it: the specification's field names (§3).
    const page = await journey.open('/aide');
    await page.evaluate(() => {
      localStorage.clear();
      localStorage.setItem('parole:state', JSON.stringify({ verset: { book: 43, chapter: 3 }, dieu: true }));
    });
    await journey.goto(page, '/lire');
    await expect.poll(() => pathOf(page)).toBe('/lire/43/3');
    await expect.poll(() => verse(page, 16).locator('span.dieu').first().textContent()).toBe('Dieu');

    await page.getByRole('button', { name: "Réglages d'affichage" }).click();
    await page.getByRole('button', { name: 'Noms divins en évidence' }).click();
    await expect.poll(() => verse(page, 16).locator('span.dieu').count()).toBe(0);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('parole:state') ?? '{}') as Record<string, unknown>);
    expect(stored).toMatchObject({ verset: { book: 43, chapter: 3 }, dieu: false });
    expect(Object.keys(stored)).not.toContain('divineNames');
    expect(Object.keys(stored)).not.toContain('lastRead');
    await page.evaluate(() => localStorage.clear());
    await page.close();
  });

  it('shows 8 chapters then "..." on a phone, and expands the rest', async () => {
    const page = await journey.open('/lire/19/1', { mobile: true });
    const bar = page.getByRole('navigation', { name: 'Chapitres' });
    await expect.poll(() => bar.getByRole('link').count()).toBe(8);
    await bar.getByRole('button', { name: 'Afficher tous les chapitres' }).click();
    await expect.poll(() => bar.getByRole('link').count()).toBe(150);
    await page.close();
  });

  it('prints a chapter with the translation name in the footer', async () => {
    const page = await journey.open('/print/43/3?noprint=1');
    await expect.poll(() => page.getByText('Version : Louis Segond 1910').count()).toBe(1);
    // The footer shows before the chapter arrives: wait for the text itself.
    await expect.poll(() => page.locator('body').textContent()).toContain('Car Dieu a tant aimé le monde');
    await page.close();
  });
});
