/**
 * Every page of the site in Chromium, checked with axe-core against WCAG 2.2
 * A and AA, colour contrast included (which jsdom cannot check: the stories'
 * test covers every widget state without it). Desktop width here, phone
 * width in accessibility-phone.test.ts, and the open menu and bookmarks
 * drawer (with its confirmation over it), since each lays the page out
 * differently.
 */
import { describe, expect, it } from 'vitest';
import { everyPageHasNoViolation, settled, violations } from './a11y-pages.js';
import { useJourney } from './harness.js';

describe('accessibility of every page in Chromium (axe-core, WCAG 2.2 AA)', () => {
  const journey = useJourney();

  everyPageHasNoViolation(journey, 'desktop', false);

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
