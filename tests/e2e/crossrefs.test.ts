/**
 * Cross references in Chromium (issue 43), against the real server and its
 * database: the reader's « Références » of Jean 3:16 (Romains 5:8 first, and
 * opening it), the phone's sheet closed with Escape, axe with the panel open,
 * and the tagger's « Voir aussi » on a page of another origin (and
 * `data-references="false"`). Needs `npm run build` first.
 */
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { A11Y_RUN_OPTIONS, describeViolations } from '../support/a11y.js';
import { violations } from './a11y-pages.js';
import { pathOf, useChurchPage, useJourney } from './harness.js';

const TITLE = 'Références croisées de Jean 3:16';
const CREDIT = 'Références croisées : OpenBible.info (CC BY)';

/** Opens Jean 3 with verse 16 selected and its « Références »: the page, the button and the panel (or sheet). */
async function openReferences(page: Page) {
  const button = page.getByRole('button', { name: 'Références', exact: true });
  await expect.poll(() => button.isEnabled(), { timeout: 15_000 }).toBe(true);
  await button.click();
  return button;
}

describe('the reader’s « Références », in Chromium', () => {
  const journey = useJourney();

  it('lists Jean 3:16’s references, Romains 5:8 first, and opening it reads Romains 5:8', async () => {
    const page = await journey.open('/lire/43/3/16');
    await openReferences(page);
    const panel = page.getByRole('region', { name: TITLE });
    const links = panel.getByRole('listitem').getByRole('link');
    await expect.poll(() => links.count(), { timeout: 15_000 }).toBe(10);
    expect(await links.first().textContent()).toBe('Romains 5:8');
    expect(await panel.getByRole('listitem').first().textContent()).toContain('Mais Dieu prouve son amour envers nous');
    expect(await panel.getByRole('link', { name: CREDIT }).getAttribute('href')).toBe('https://www.openbible.info/labs/cross-references/');

    await panel.getByRole('button', { name: 'Voir plus' }).click();
    await expect.poll(() => links.count(), { timeout: 15_000 }).toBe(23);

    await links.first().click();
    await expect.poll(() => pathOf(page)).toBe('/lire/45/5/8');
    await page.getByRole('heading', { level: 1, name: 'Romains 5' }).waitFor();
    await expect.poll(() => page.locator('[data-verset="8"]').getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('region', { name: TITLE }).count()).toBe(0);
    await page.close();
  });

  it('passes axe with the panel open', async () => {
    const page = await journey.open('/lire/43/3/16');
    await openReferences(page);
    const panel = page.getByRole('region', { name: TITLE });
    await expect.poll(() => panel.getByRole('listitem').count(), { timeout: 15_000 }).toBe(10);
    expect(await violations(page)).toEqual([]);
    await page.close();
  });

  it('is a sheet from the bottom on a phone (390 px), closed with Escape, focus back on its button', async () => {
    const page = await journey.page({ mobile: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await journey.goto(page, '/lire/43/3/16');
    const button = await openReferences(page);
    const sheet = page.getByRole('dialog', { name: TITLE });
    await expect.poll(() => sheet.getByRole('listitem').count(), { timeout: 15_000 }).toBe(10);
    // From the bottom: the sheet's content ends at the bottom of the screen.
    const box = (await page.locator('dialog[open] > div').first().boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(844);
    // Across the screen from its left edge (the overlay keeps the page's scroll bar's room on its right).
    expect(box.x).toBe(0);
    expect(box.width).toBeGreaterThanOrEqual(360);
    expect(await violations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect.poll(() => sheet.count()).toBe(0);
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.close();
  });
});

/** A sermon of another origin with the tagger's script tag, its `attributes` as written. */
const sermon = (site: string, attributes: string) => `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Sermon</title></head><body>
<h1>Dieu a tant aimé</h1><p id="intro">Lecture : Jean 3.16, puis Ps 23.</p>
<script src="${site}/widgets/parole-tagger.js"${attributes} defer></script></body></html>`;

describe('the tagger’s « Voir aussi », on a page of another origin, in Chromium', () => {
  const journey = useJourney();
  const church = useChurchPage(journey, (site, path) => sermon(site, path === '/sans-references' ? ' data-references="false"' : ''));
  const hoverJean316 = async (path: string) => {
    const page = await journey.page();
    await page.goto(new URL(path, church.url).href);
    const reference = page.locator('a[data-parole-passage]', { hasText: 'Jean 3.16' });
    await reference.waitFor({ timeout: 15_000 });
    await reference.hover();
    const card = page.locator('[data-parole-preview]').getByRole('dialog');
    await expect.poll(() => card.textContent(), { timeout: 10_000 }).toContain('Car Dieu a tant aimé le monde');
    return { page, card };
  };

  it('shows the first three references as links to the site, with their credit, and passes axe', async () => {
    const { page, card } = await hoverJean316('/sermon');
    await expect.poll(() => card.textContent(), { timeout: 10_000 }).toContain('Voir aussi');
    const site = journey.site.url;
    const also = card.locator('p', { hasText: 'Voir aussi' }).getByRole('link');
    expect(await also.evaluateAll((links) => links.map((a) => [a.textContent, (a as HTMLAnchorElement).href]))).toEqual([
      ['Romains 5:8', `${site}/lire/45/5/8`],
      ['1 Jean 4:9-10', `${site}/lire/62/4/9`],
      ['Jean 3:15', `${site}/lire/43/3/15`],
    ]);
    expect(await card.getByRole('link', { name: CREDIT }).getAttribute('href')).toBe('https://www.openbible.info/labs/cross-references/');
    await page.addScriptTag({ content: axe.source });
    const results = await page.evaluate((options) => (window as unknown as { axe: typeof axe }).axe.run('[data-parole-preview]', options), A11Y_RUN_OPTIONS);
    expect(describeViolations(results.violations)).toEqual([]);
    await page.close();
  });

  it('shows none with data-references="false"', async () => {
    const { page, card } = await hoverJean316('/sans-references');
    // The passage has come; give « Voir aussi » the time it would take, and check it never came.
    await page.waitForTimeout(1000);
    expect(await card.textContent()).not.toContain('Voir aussi');
    expect(await card.getByRole('link').allTextContents()).toEqual(['Lire le chapitre']);
    await page.close();
  });
});
