/**
 * Parts loaded on demand whose code fails to come (PartBoundary, lazyPart:
 * packages/widgets/src/internal/lazy.tsx), on the production build in
 * Chromium: the request of one chunk is aborted as a dropped connection
 * would, the part is opened, and in its place a French notice shows, the
 * rest of the page still there; the request let through again, « Réessayer »
 * loads the part. On the site (React: the menu, a page) and in the
 * script-tag embed (Preact's compat layer: the Reader's settings). Needs
 * `npm run build` first.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useChurchPage, useJourney } from './harness.js';

const NOTICE = 'Cette partie n’a pas pu être chargée. Vérifiez votre connexion puis réessayez.';

/**
 * Aborts the requests of the scripts whose URL matches `pattern`, as a
 * dropped connection would; returns what lets them through again, the
 * paths aborted so far and the paths loaded since.
 */
async function cut(page: Page, pattern: RegExp) {
  const aborted: string[] = [];
  const loaded: string[] = [];
  const handler = (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
    aborted.push(new URL(route.request().url()).pathname);
    return route.abort('internetdisconnected');
  };
  page.on('requestfinished', (request) => {
    if (pattern.test(request.url())) loaded.push(new URL(request.url()).pathname);
  });
  await page.route(pattern, handler);
  return { aborted, loaded, restore: () => page.unroute(pattern, handler) };
}

/** The accessible name (or text) of what has the keyboard focus, inside shadow roots too. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
  });

/** The text shown in the page's <main>, the top bar and the footer: not a blank page. */
const visibleText = (page: Page, selector: string) => page.locator(selector).evaluate((el) => (el as HTMLElement).innerText.trim());

describe('a part loaded on demand whose code fails to come, in Chromium', () => {
  const journey = useJourney();

  /**
   * A page of the site in a browser without service workers: once the site's
   * worker controls the pages (the whole profile, from the first test on),
   * it answers the chunks from its precache, which no route of the page sees;
   * the failure here is that of a chunk it has not cached yet (a first visit,
   * a deploy that replaced the chunks).
   */
  async function openSite(path: string) {
    const page = await journey.page();
    await page.addInitScript(() => delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker);
    await journey.goto(page, path);
    return page;
  }

  it('the site’s menu: the notice under the top bar, focus on the toggle; « Réessayer » opens the menu', async () => {
    const page = await openSite('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const menuChunk = await cut(page, /\/assets\/Menu-[\w-]+\.js$/);

    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await toggle.click();
    const alert = page.getByRole('alert').filter({ hasText: NOTICE });
    await alert.waitFor();
    expect(menuChunk.aborted.length).toBeGreaterThan(0);
    expect(await alert.locator('p').textContent()).toBe(NOTICE);
    expect(await alert.isVisible()).toBe(true);
    // Not a blank page: the top bar, the home page and the footer are still there.
    expect(await visibleText(page, 'header')).not.toBe('');
    expect(await visibleText(page, 'main')).not.toBe('');
    expect(await visibleText(page, 'footer')).not.toBe('');
    expect(await page.getByRole('dialog', { name: 'Menu' }).count()).toBe(0);
    expect(await focusedName(page)).toBe('Menu');

    // The connection is back: « Réessayer » runs the import again, and Chromium fetches the chunk again.
    await menuChunk.restore();
    await alert.getByRole('button', { name: 'Réessayer' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    // The same address, asked again: Chromium does not keep a failed dynamic import.
    expect(menuChunk.loaded).toEqual([menuChunk.aborted[0]]);
    expect(await page.getByText(NOTICE).count()).toBe(0);
    expect(await focusedName(page)).toBe('LIVRES');
    // It closes as always, focus back on the toggle.
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await focusedName(page)).toBe('Menu');
    await page.close();
  });

  it('a page: the notice in the page area, the layout usable; « Réessayer » shows the page', async () => {
    const page = await openSite('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const helpChunk = await cut(page, /\/assets\/HelpPage-[\w-]+\.js$/);

    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'INFOS' }).click();
    const alert = page.locator('main').getByRole('alert').filter({ hasText: NOTICE });
    await alert.waitFor();
    expect(helpChunk.aborted.length).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/aide');
    expect(await visibleText(page, 'header')).not.toBe('');
    expect(await visibleText(page, 'footer')).not.toBe('');
    // The layout still works: the menu opens and closes.
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'detached' });

    await helpChunk.restore();
    await alert.getByRole('button', { name: 'Réessayer' }).click();
    expect(await page.getByRole('heading', { level: 1, name: 'Infos' }).textContent()).toBe('Infos');
    expect(await page.getByText(NOTICE).count()).toBe(0);
    await page.close();
  });

  describe('in the script-tag embed (Preact)', () => {
    const church = useChurchPage(
      journey,
      (site) =>
        `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Paroisse</title></head><body>` +
        `<h1>Notre paroisse</h1><div id="w" data-bible-widget="reader" data-livre="43" data-chapitre="3"></div>` +
        `<script src="${site}/widgets/parole-widgets.js" defer></script></body></html>`,
    );

    it('the Reader’s settings: the notice under the buttons, the chapter still there; « Réessayer » opens them', async () => {
      const page = await journey.page();
      const settingsChunk = await cut(page, /\/widgets\/embed\/SettingsPanel-[\w-]+\.js$/);
      await page.goto(church.url);
      const widget = page.locator('#w');
      await expect.poll(() => widget.locator('[data-verset="16"]').textContent(), { timeout: 15_000 }).toContain('Car Dieu a tant aimé le monde');

      const toggle = widget.getByRole('button', { name: "Réglages d'affichage" });
      await toggle.click();
      const alert = widget.getByRole('alert').filter({ hasText: NOTICE });
      await alert.waitFor();
      expect(settingsChunk.aborted.length).toBeGreaterThan(0);
      expect(await alert.isVisible()).toBe(true);
      expect(await widget.locator('[data-verset="16"]').isVisible()).toBe(true);
      expect(await focusedName(page)).toBe("Réglages d'affichage");

      await settingsChunk.restore();
      await alert.getByRole('button', { name: 'Réessayer' }).click();
      await widget.getByRole('region', { name: "Réglages d'affichage" }).waitFor();
      expect(settingsChunk.loaded).toEqual([settingsChunk.aborted[0]]);
      expect(await widget.getByText(NOTICE).count()).toBe(0);
      expect(await focusedName(page)).toBe("Réglages d'affichage");
      await page.close();
    });
  });
});
