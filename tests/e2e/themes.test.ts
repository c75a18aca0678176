import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pathOf, useJourney } from './harness.js';

const grid = (page: Page) => page.getByRole('list', { name: 'Liste des thèmes' });

/** Each card's name and whether its image loaded (a decoded picture has a width). */
async function cards(page: Page): Promise<Array<{ name: string; loaded: boolean; src: string }>> {
  return grid(page)
    .locator('li')
    .evaluateAll((items) =>
      items.map((li) => {
        const img = li.querySelector('img');
        return { name: li.textContent ?? '', loaded: !!img && img.complete && img.naturalWidth > 0, src: img?.getAttribute('src') ?? '' };
      }),
    );
}

describe('themes journey in Chromium', () => {
  const journey = useJourney();

  it('lists the themes with their images, opens Paix, reads a passage and comes back', async () => {
    const page = await journey.page();
    // A CSP refusal or a failed image would show here.
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await journey.goto(page, '/theme');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toBe('Thèmes');
    expect(await page.title()).toBe('Thèmes — Parole');

    // At least 24 themes, each named and with its image actually drawn.
    await expect.poll(async () => (await cards(page)).length).toBeGreaterThanOrEqual(24);
    await expect.poll(async () => (await cards(page)).every((c) => c.loaded)).toBe(true);
    const all = await cards(page);
    expect(all.map((c) => c.name)).toEqual(expect.arrayContaining(['Amour', 'Foi', 'Espérance', 'Paix', 'Pardon', 'Prière', 'Joie']));
    expect(all.every((c) => c.name.trim().length > 0 && /^\/img\/themes\/[a-z-]+\.svg$/.test(c.src))).toBe(true);

    // Paix: its verse cards, a range in one card.
    await grid(page).getByRole('link', { name: 'Paix', exact: true }).click();
    await expect.poll(() => pathOf(page)).toMatch(/^\/theme\/\d+$/);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Paix' }).count()).toBe(1);
    const verses = page.getByRole('list', { name: 'Versets du thème Paix' });
    await expect.poll(() => verses.getByRole('listitem').count()).toBeGreaterThanOrEqual(8);
    const range = verses.getByRole('listitem').filter({ hasText: 'Philippiens 4:6-7' });
    expect(await range.locator('[data-verset-id]').count()).toBe(2);
    const themePath = pathOf(page);

    // A passage opens in the reader, its verses selected.
    await range.getByRole('link', { name: 'Lire Philippiens 4:6-7 dans son chapitre' }).click();
    await expect.poll(() => pathOf(page)).toBe('/lire/50/4/6-7');
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Philippiens 4');
    await expect.poll(() => page.locator('[data-verset="6"]').getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('[data-verset="7"]').getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('[data-verset="5"]').getAttribute('aria-pressed')).toBe('false');

    // Back to the theme, then to the list with its link.
    await page.goBack();
    await expect.poll(() => pathOf(page)).toBe(themePath);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Paix' }).count()).toBe(1);
    await page.getByRole('link', { name: 'Retour aux thèmes' }).click();
    await expect.poll(() => pathOf(page)).toBe('/theme');
    await expect.poll(async () => (await cards(page)).length).toBeGreaterThanOrEqual(24);

    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it('is reached by clicks from the home page’s tiles and from the menu, on a desktop and a phone', async () => {
    for (const mobile of [false, true]) {
      const page = await journey.open('/', { mobile });
      await page.getByRole('navigation', { name: 'Accès rapides' }).getByRole('link', { name: 'THÈMES' }).click();
      await expect.poll(() => pathOf(page)).toBe('/theme');
      await expect.poll(async () => (await cards(page)).length).toBeGreaterThanOrEqual(24);

      await journey.goto(page, '/lire/43/3');
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'THÈMES' }).click();
      await expect.poll(() => pathOf(page)).toBe('/theme');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toBe('Thèmes');
      await page.close();
    }
  });

  it('says in French that a theme does not exist', async () => {
    const page = await journey.open('/theme/999');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Thème introuvable');
    await journey.goto(page, '/theme/paix');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toBe('Thème introuvable');
    await page.getByRole('link', { name: 'Retour aux thèmes' }).click();
    await expect.poll(() => pathOf(page)).toBe('/theme');
    await page.close();
  });

  it('shows the grid on a phone, two cards a row', async () => {
    const page = await journey.open('/theme', { mobile: true });
    await expect.poll(async () => (await cards(page)).length).toBeGreaterThanOrEqual(24);
    const tops = await grid(page).locator('li').evaluateAll((items) => items.slice(0, 4).map((li) => Math.round(li.getBoundingClientRect().top)));
    expect(tops[0]).toBe(tops[1]);
    expect(tops[2]).toBeGreaterThan(tops[1]);
    await page.close();
  });
});
