/**
 * What the accessibility journeys share (accessibility.test.ts,
 * accessibility-phone.test.ts): the site's pages, how to wait until one has
 * drawn its data, and axe-core's WCAG A/AA violations on it. The two widths
 * are two files so that they run side by side (two workers), not one after
 * the other at the end of the run.
 */
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { A11Y_RUN_OPTIONS, describeViolations } from '../support/a11y.js';
import type { Journey } from './harness.js';

/** Every kind of page of the site. */
export const PAGES = [
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
export async function settled(page: Page): Promise<void> {
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
export async function violations(page: Page): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, 0));
  // Evaluated through the DevTools protocol, which the site's CSP (script-src 'self') does not govern.
  await page.evaluate(axe.source);
  const results = await page.evaluate(
    (options) => (window as unknown as { axe: typeof axe }).axe.run(document, options),
    A11Y_RUN_OPTIONS,
  );
  return describeViolations(results.violations);
}

/** The test that opens every page at one width (`mobile`: the phone's) and checks it with axe. */
export function everyPageHasNoViolation(journey: Journey, width: string, mobile: boolean): void {
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
