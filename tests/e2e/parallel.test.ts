/**
 * Side by side in Chromium, against the real server and database (issue
 * 42): Darby added to Genèse 31 with « Comparer », Laban's farewell in one
 * row with Segond's 31:55, in columns on a desktop and verse by verse on a
 * 390-px phone, without layout shift; Marc 9's merged row; Matthieu 23:14's
 * empty Darby cell and why; axe on the parallel page; selection and copy,
 * the display settings and a phone's swipe as in single reading; a parallel
 * reader embed on a church's page of another origin at 320 and 800 px.
 * (Audio following the first column: tests/e2e/audio.test.ts.) Needs
 * `npm run build` first.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { settled, violations } from './a11y-pages.js';
import { swipe, useChurchPage, useJourney } from './harness.js';

const rows = (scope: Page | Locator) => scope.locator('[data-rangee]');
const cell = (row: Locator, translation: string) => row.locator(`[data-traduction="${translation}"]`);
const numbers = (cellOf: Locator) => cellOf.locator('p > sup:first-child').allTextContents();
/** The page's path and query. */
const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;
const box = async (l: Locator) => (await l.boundingBox())!;

/** A church's page: a reader embed of Genèse 31 in Segond beside Darby, in a box of `width` pixels. */
function churchPage(site: string, path: string): string {
  const width = path === '/narrow' ? 320 : 800;
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Paroisse</title></head><body style="margin:0">
<div style="width:${width}px"><div id="w" data-bible-widget="reader" data-livre="1" data-chapitre="31" data-site="${site}" data-traduction="lsg,darby"></div></div>
<script src="${site}/widgets/parole-widgets.js" defer></script></body></html>`;
}

describe('side by side in Chromium', () => {
  const journey = useJourney();
  const church = useChurchPage(journey, churchPage);

  it('adds Darby to Genèse 31 with « Comparer »: Laban’s farewell in one row with Segond’s 31:55, in columns, without layout shift', async () => {
    const page = await journey.open('/lire/1/31');
    await expect.poll(() => page.locator('[data-verset]').count()).toBe(55);
    // Layout shifts not caused by the click itself (CLS's rule: 500 ms after an input are the input's).
    await page.evaluate(() => {
      const w = window as unknown as { shifts: number };
      w.shifts = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!e.hadRecentInput) w.shifts += e.value;
      }).observe({ type: 'layout-shift', buffered: false });
    });
    await page.getByRole('button', { name: 'Comparer avec Darby' }).click();
    await expect.poll(() => pathOf(page)).toBe('/lire/1/31?traduction=lsg,darby');
    await expect.poll(() => rows(page).count()).toBe(55);
    const last = rows(page).last();
    expect(await numbers(cell(last, 'lsg'))).toEqual(['55']);
    expect(await numbers(cell(last, 'darby'))).toEqual(['32:1']);
    expect(await cell(last, 'lsg').textContent()).toContain('Laban se leva de bon matin');
    expect(await cell(last, 'darby').textContent()).toContain('Et Laban se leva de bon matin');
    // Columns: the two cells side by side, their tops on one line.
    const [segond, darby] = [await box(cell(last, 'lsg')), await box(cell(last, 'darby'))];
    expect(darby.x).toBeGreaterThan(segond.x + segond.width - 1);
    expect(Math.abs(darby.y - segond.y)).toBeLessThan(1);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.05);

    // « Comparer les traductions » on Laban's farewell: each translation's verse in its own numbering.
    await page.locator('[data-verset="55"]').dblclick();
    await page.getByRole('button', { name: 'Comparer les traductions des versets sélectionnés' }).click();
    const versesPanel = page.getByRole('region', { name: 'Les versets sélectionnés dans chaque traduction' });
    await expect.poll(() => versesPanel.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Genèse 31:55 — Louis Segond 1910',
      'Genèse 32:1 — Darby 1885',
      'Genèse 31:55 — Martin 1744',
    ]);

    // The next chapter keeps the comparison; Darby's 32:1 was read in Segond's 31.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => pathOf(page)).toBe('/lire/1/32?traduction=lsg,darby');
    await expect.poll(() => numbers(cell(rows(page).first(), 'darby'))).toEqual(['2']);
    await page.close();
  });

  it('merges Segond’s Marc 9:50 and 9:51 into one row with Darby’s 9:50', async () => {
    const page = await journey.open('/lire/41/9?traduction=lsg,darby');
    await expect.poll(() => numbers(cell(rows(page).last(), 'lsg'))).toEqual(['50', '51']);
    const last = rows(page).last();
    expect(await numbers(cell(last, 'darby'))).toEqual(['50']);
    await page.close();
  });

  it('shows Matthieu 23:14’s empty Darby cell and why, and has no accessibility violation', async () => {
    const page = await journey.open('/lire/40/23?traduction=lsg,darby,martin');
    await expect.poll(() => rows(page).count()).toBe(39);
    const row = rows(page).nth(13);
    expect(await numbers(cell(row, 'lsg'))).toEqual(['14']);
    expect(await numbers(cell(row, 'martin'))).toEqual(['14']);
    const empty = cell(row, 'darby').getByText('absent de cette traduction');
    expect(await empty.getAttribute('title')).toContain('texte critique');
    await settled(page);
    expect(await violations(page)).toEqual([]);
    await page.close();
  });

  it('reads verse by verse on a 390-px phone: each counterpart under its verse, labelled, Marc 9’s merged row, Matthieu 23:14’s empty cell, nothing wider than the screen', async () => {
    const page = await journey.open('/lire/1/31', { mobile: true });
    await expect.poll(() => page.locator('[data-verset]').count()).toBe(55);
    await page.getByRole('button', { name: 'Comparer avec Darby' }).click();
    await expect.poll(() => rows(page).count()).toBe(55);
    const last = rows(page).last();
    const [segond, darby] = [await box(cell(last, 'lsg')), await box(cell(last, 'darby'))];
    expect(darby.y).toBeGreaterThanOrEqual(segond.y + segond.height - 1);
    expect(await cell(last, 'darby').getByText('Darby', { exact: true }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // Marc 9's merged row and Matthieu 23:14's empty Darby cell, verse by verse.
    await journey.goto(page, '/lire/41/9?traduction=lsg,darby');
    await expect.poll(() => numbers(cell(rows(page).last(), 'lsg'))).toEqual(['50', '51']);
    expect(await numbers(cell(rows(page).last(), 'darby'))).toEqual(['50']);
    await journey.goto(page, '/lire/40/23?traduction=lsg,darby');
    await expect.poll(() => numbers(cell(rows(page).nth(13), 'lsg'))).toEqual(['14']);
    expect(await cell(rows(page).nth(13), 'darby').getByText('absent de cette traduction').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.close();
  });

  it('turns the page with a swipe on a 390-px phone, keeping the comparison, the next chapter in Segond’s numbering', async () => {
    const page = await journey.open('/lire/1/31?traduction=lsg,darby', { mobile: true });
    await expect.poll(() => rows(page).count()).toBe(55);
    // Left: the next chapter, Segond's Genèse 32, whose verse 1 is Darby's 32:2 (Darby's 32:1 was read in Segond's 31).
    await swipe(page, -120);
    await expect.poll(() => pathOf(page)).toBe('/lire/1/32?traduction=lsg,darby');
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Genèse 32');
    await expect.poll(() => numbers(cell(rows(page).first(), 'darby'))).toEqual(['2']);
    expect(await numbers(cell(rows(page).first(), 'lsg'))).toEqual(['1']);
    expect(await rows(page).count()).toBe(32);
    expect(await numbers(cell(rows(page).last(), 'darby'))).toEqual(['33']);
    // Right: back to Genèse 31, Laban's farewell in its last row again.
    await swipe(page, 120);
    await expect.poll(() => pathOf(page)).toBe('/lire/1/31?traduction=lsg,darby');
    await expect.poll(() => numbers(cell(rows(page).last(), 'darby'))).toEqual(['32:1']);
    // A short move is not a swipe.
    await swipe(page, -20);
    await page.waitForTimeout(300);
    expect(pathOf(page)).toBe('/lire/1/31?traduction=lsg,darby');
    await page.close();
  });

  it('applies the display settings to every column: text size, leading, justification, verse numbers, divine names, kept after a reload', async () => {
    const page = await journey.open('/lire/19/23?traduction=lsg,darby');
    await expect.poll(() => rows(page).count()).toBeGreaterThan(0);
    const style = (translation: string, property: string) =>
      cell(rows(page).first(), translation).evaluate((e, property) => getComputedStyle(e).getPropertyValue(property), property);
    const allCells = page.locator('[data-rangee] [data-traduction]');
    expect(await style('lsg', 'font-size')).toBe('16px');
    expect(await style('darby', 'font-size')).toBe('16px');

    await page.getByRole('button', { name: "Réglages d'affichage" }).click();
    await page.getByRole('button', { name: 'Agrandir la taille du texte' }).click();
    await page.getByRole('button', { name: "Augmenter l'interligne" }).click();
    await page.getByRole('button', { name: 'Texte justifié' }).click();
    for (const translation of ['lsg', 'darby']) {
      await expect.poll(() => style(translation, 'font-size')).toBe(`${16 * 1.05}px`);
      expect(parseFloat(await style(translation, 'line-height')) / (16 * 1.05)).toBeCloseTo(1.6, 2);
      expect(await style(translation, 'text-align')).toBe('justify');
    }

    // Verse numbers off: no cell numbers its verses; on again: every cell does.
    const numbered = () => allCells.locator('p > sup:first-child').count();
    expect(await numbered()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Numéros des versets' }).click();
    await expect.poll(numbered).toBe(0);
    await page.getByRole('button', { name: 'Numéros des versets' }).click();
    await expect.poll(numbered).toBeGreaterThan(0);

    // Divine names, in Segond's column and in Darby's.
    const divine = (translation: string) => page.locator(`[data-rangee] [data-traduction="${translation}"] span.dieu`).count();
    expect(await divine('lsg')).toBe(0);
    await page.getByRole('button', { name: 'Noms divins en évidence' }).click();
    await expect.poll(() => divine('lsg')).toBeGreaterThan(0);
    expect(await divine('darby')).toBeGreaterThan(0);

    // Kept on the device: after a reload, side by side still, the text as large.
    await page.reload();
    await expect.poll(() => rows(page).count()).toBeGreaterThan(0);
    expect(pathOf(page)).toBe('/lire/19/23?traduction=lsg,darby');
    expect(await style('darby', 'font-size')).toBe(`${16 * 1.05}px`);
    expect(await divine('darby')).toBeGreaterThan(0);
    await page.close();
  });

  it('copies the selected rows, each translation’s text under its reference in its own numbering and its name', async () => {
    await journey.allowClipboard();
    const page = await journey.open('/lire/41/9?traduction=lsg,darby');
    await expect.poll(() => numbers(cell(rows(page).last(), 'lsg'))).toEqual(['50', '51']);
    // Segond's 9:51 selects the merged row: Segond's 9:50-51 and Darby's one 9:50.
    await page.locator('[data-verset="51"]').dblclick();
    expect(await page.locator('[data-verset="51"]').getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Copier les versets sélectionnés' }).click();
    await expect.poll(() => page.getByText('Le(s) verset(s) a(ont) été copié(s) dans le presse-papier').count()).toBeGreaterThan(0);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^Marc 9:50-51 — Louis Segond 1910\n50 .+\n51 .+\n\nMarc 9:50 — Darby 1885\n50 .+$/);
    await page.close();
  });

  it('lays a parallel reader embed out within its box on a church’s page: verse by verse at 320 px, columns at 800 px', async () => {
    const page = await journey.page();
    for (const [path, columns] of [
      ['/narrow', false],
      ['/wide', true],
    ] as const) {
      await page.goto(new URL(path, church.url).href);
      const widget = page.locator('#w');
      await expect.poll(() => rows(widget).count(), { timeout: 15_000 }).toBe(55);
      const last = rows(widget).last();
      expect(await numbers(cell(last, 'darby'))).toEqual(['32:1']);
      const [segond, darby] = [await box(cell(last, 'lsg')), await box(cell(last, 'darby'))];
      if (columns) expect(Math.abs(darby.y - segond.y)).toBeLessThan(1);
      else expect(darby.y).toBeGreaterThanOrEqual(segond.y + segond.height - 1);
      const widgetBox = await box(widget);
      expect(darby.x + darby.width).toBeLessThanOrEqual(widgetBox.x + widgetBox.width + 1);
      // Its links to the site keep the comparison.
      expect(await widget.getByRole('link', { name: 'Chapitre 2', exact: true }).getAttribute('href')).toBe(`${journey.site.url}/lire/1/2?traduction=lsg,darby`);
    }
    await page.close();
  });
});
