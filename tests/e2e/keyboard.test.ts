/**
 * The site with the keyboard only, in Chromium: skip link, search with a
 * reference, verse selection and copy, the menu (opened, closed with Esc,
 * focus given back), all without a pointer.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pathOf, useJourney } from './harness.js';

/** What has the keyboard focus: its role or tag, and its accessible text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return '';
    return `${el.getAttribute('role') ?? el.tagName.toLowerCase()}: ${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? ''}`;
  });

/** Presses Tab until `match` has the focus (at most `limit` times). */
async function tabTo(page: Page, match: RegExp, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (match.test(await focused(page))) return;
  }
  throw new Error(`${match} never got the focus; last: ${await focused(page)}`);
}

describe('keyboard journey in Chromium', () => {
  const journey = useJourney();

  it('skips to the content, jumps to a reference, selects and copies a verse, and uses the menu', async () => {
    await journey.allowClipboard();
    const page = await journey.open('/');
    await page.locator('h1').first().waitFor();

    // The first Tab reaches the skip link, which moves the focus past the top bar.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('a: Aller au contenu');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);

    // The search field, a reference, Enter: Jean 3 with verse 16 selected.
    await page.keyboard.press('Shift+Tab');
    await tabTo(page, /^input/);
    await page.keyboard.type('..jn 3.16');
    await page.keyboard.press('Enter');
    await expect.poll(() => pathOf(page)).toBe('/lire/43/3/16');
    await expect.poll(() => page.locator('[data-verset="16"]').getAttribute('aria-pressed')).toBe('true');

    // Verses are buttons: Tab to verse 17, Space selects it, then copy the selection.
    await page.locator('[data-verset="16"]').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-verset'))).toBe('17');
    await page.keyboard.press('Space');
    expect(await page.locator('[data-verset="17"]').getAttribute('aria-pressed')).toBe('true');
    await page.locator('[data-verset="17"]').press('Enter');
    expect(await page.locator('[data-verset="17"]').getAttribute('aria-pressed')).toBe('false');
    await page.locator('[data-verset="17"]').press('Enter');
    await page.getByRole('button', { name: 'Copier les versets sélectionnés' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/\(Jean 3:16-17\)$/);

    // The menu: Enter opens it with the focus inside, Esc closes it and gives the focus back.
    await page.getByRole('button', { name: 'Menu' }).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog');
    await expect.poll(() => menu.count()).toBe(1);
    expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);
    expect(await focused(page)).toBe('button: Menu');

    // And through the menu to the book list, with the keyboard.
    await page.keyboard.press('Enter');
    await tabTo(page, /LIVRES/);
    await page.keyboard.press('Enter');
    await expect.poll(() => pathOf(page)).toBe('/select');
  });
});
