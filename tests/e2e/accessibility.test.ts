/**
 * Every page of the site in Chromium, checked with axe-core against WCAG 2.2
 * A and AA, colour contrast included (which jsdom cannot check: the stories'
 * test covers every widget state without it). Desktop and phone widths, and
 * the open menu and bookmarks drawer (with its confirmation over it), since
 * each lays the page out differently.
 */
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { A11Y_RUN_OPTIONS, describeViolations } from '../support/a11y.js';
import { useJourney, WIDTHS } from './harness.js';

const PAGES = [
  '/',
  '/select',
  '/lire/43/3/16',
  '/rechercher/amour/atnt/nex',
  '/bible1an/1/1',
  '/theme',
  '/theme/1',
  '/tagcloud/nt',
  '/aide',
  '/integrer',
  '/print/19/23?noprint=1',
  '/jeu',
  '/page-qui-n-existe-pas',
];

/** Waits until the page has drawn its data: no loading bar, nothing busy, fonts ready. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 15_000 })
    .toBe(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * axe-core's WCAG A/AA violations on the page, scrolled to its top: axe's
 * target-size rule counts a control scrolled beneath the sticky top bar as
 * obscured (the reader scrolls to its selected verse), which says nothing of
 * the page itself.
 */
async function violations(page: Page): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, 0));
  // Evaluated through the DevTools protocol, which the site's CSP (script-src 'self') does not govern.
  await page.evaluate(axe.source);
  const results = await page.evaluate(
    (options) => (window as unknown as { axe: typeof axe }).axe.run(document, options),
    A11Y_RUN_OPTIONS,
  );
  return describeViolations(results.violations);
}

describe('accessibility of every page in Chromium (axe-core, WCAG 2.2 AA)', () => {
  const journey = useJourney();

  for (const { width, mobile } of WIDTHS) {
    it(`has no violation on any page, ${width} width`, async () => {
      const page = await journey.page({ mobile });
      const found: Record<string, string[]> = {};
      for (const path of PAGES) {
        await journey.goto(page, path);
        await settled(page);
        const list = await violations(page);
        if (list.length > 0) found[path] = list;
      }
      expect(found).toEqual({});
      await page.close();
    });
  }

  it('has no violation with the menu open', async () => {
    const page = await journey.open('/');
    await settled(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
    expect(await violations(page)).toEqual([]);
    await page.close();
  });

  it('has no violation with the bookmarks drawer open, and its confirmation over it', async () => {
    const page = await journey.open('/lire/43/3/16');
    await settled(page);
    await page.getByRole('button', { name: 'Marque-page', exact: true }).click();
    await page.getByRole('button', { name: /^Marque-pages : [1-9]/ }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Marque-pages' }).count()).toBe(1);
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Tout effacer' }).click();
    await expect.poll(() => page.getByRole('alertdialog').count()).toBe(1);
    expect(await violations(page)).toEqual([]);
    await page.close();
  });
});
