/**
 * A first visit on a 390-px touch phone (issue 47, « A first visit »), in
 * Chromium against the real server, every gesture a real tap: the search box
 * holds the last word, and a tap selects it whole so that typing replaces it
 * (it searched « Seigneuramour »), « Effacer » empties it; a word of the cloud
 * is searched in whole words once, the reader's own mode staying theirs; the
 * reader says « Touchez un verset » there, and a tap does select a verse.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pathOf, useJourney } from './harness.js';

const field = (page: Page) => page.getByRole('searchbox', { name: 'Rechercher' });
/** The phone's search toggle, while the field is hidden behind it. */
const searchToggle = (page: Page) => page.getByRole('button', { name: 'Rechercher', expanded: false });
/** Where the field's selection runs: [start, end]. */
const selection = (page: Page) => field(page).evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd]);
/** What the site keeps on the device (the specification's field names). */
const kept = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('parole:state') ?? '{}') as { word?: string; exact?: string; wordList?: string[] });
const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().textContent();

/** The results of a search have come: « Trouvé N ». */
async function resultsShown(page: Page) {
  await expect.poll(async () => (await heading(page)) ?? '', { timeout: 20_000 }).toMatch(/^Trouvé\s*\d/);
}

describe('a first visit on a phone', () => {
  const journey = useJourney(undefined, 'phone');

  it('replaces the word the search box holds with what is typed after a tap, and empties it with « Effacer »', async () => {
    // A reader who searched « Seigneur » before: the box holds it.
    const page = await journey.open('/rechercher/Seigneur/atnt/nex');
    await resultsShown(page);
    await expect.poll(async () => (await kept(page)).word).toBe('Seigneur');
    await journey.goto(page, '/');

    // The toggle shows the field; a tap into it, and « amour » replaces the word.
    await searchToggle(page).tap();
    await field(page).tap();
    expect(await field(page).inputValue()).toBe('Seigneur');
    expect(await selection(page)).toEqual([0, 'Seigneur'.length]);
    await page.keyboard.type('amour');
    expect(await field(page).inputValue()).toBe('amour');
    await page.keyboard.press('Enter');
    await expect.poll(() => pathOf(page)).toBe('/rechercher/amour/atnt/nex');
    await resultsShown(page);

    // On the results page, the field shown again and tapped while it has no focus: the same.
    await searchToggle(page).tap();
    await page.getByRole('heading', { level: 1 }).first().tap();
    await field(page).tap();
    expect(await selection(page)).toEqual([0, 'amour'.length]);
    // « Effacer » empties the field, the focus back in it, ready for the next word.
    await page.getByRole('button', { name: 'Effacer' }).tap();
    expect(await field(page).inputValue()).toBe('');
    expect(await field(page).evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.type('berger');
    await page.keyboard.press('Enter');
    await expect.poll(() => pathOf(page)).toBe('/rechercher/berger/atnt/nex');
    await page.close();
  });

  it('searches a word of the cloud in whole words once, the reader’s next search in their own mode', async () => {
    const page = await journey.open('/tagcloud/43');
    const jesus = page.locator('svg[data-testid="word-cloud"] text[data-mot="Jésus"]');
    await jesus.waitFor({ timeout: 20_000 });
    expect((await kept(page)).exact ?? 'nex').toBe('nex');

    await jesus.tap();
    await expect.poll(() => pathOf(page)).toBe('/rechercher/J%C3%A9sus/43/exa');
    await resultsShown(page);
    // The word joined the history, as every search's; the reader's mode is still theirs.
    await expect.poll(async () => (await kept(page)).wordList).toContain('Jésus');
    expect((await kept(page)).exact).toBe('nex');
    await searchToggle(page).tap();
    expect(await page.getByRole('button', { name: 'Exact' }).getAttribute('aria-pressed')).toBe('false');

    // The next search typed: in the reader's mode, over the whole Bible.
    await field(page).tap();
    await page.keyboard.type('berger');
    await page.keyboard.press('Enter');
    await expect.poll(() => pathOf(page)).toBe('/rechercher/berger/atnt/nex');
    await resultsShown(page);
    expect((await kept(page)).exact).toBe('nex');
    await page.close();
  });

  it('says « Touchez un verset » on a touch screen, and a tap selects a verse and another deselects it', async () => {
    const page = await journey.open('/lire/19/23');
    const verse = page.locator('[data-verset="3"]');
    await verse.waitFor();
    const hint = page.getByText(/^Touchez un verset pour le sélectionner\.$|^Sélection : /);
    await expect.poll(() => hint.textContent()).toBe('Touchez un verset pour le sélectionner.');
    expect(await page.getByText('Double-cliquez sur un verset', { exact: false }).count()).toBe(0);

    await verse.tap();
    await expect.poll(() => verse.getAttribute('aria-pressed')).toBe('true');
    expect(await hint.textContent()).toBe('Sélection : Psaumes 23:3');
    await page.locator('[data-verset="5"]').tap();
    await expect.poll(() => hint.textContent()).toBe('Sélection : Psaumes 23:3,5');
    await verse.tap();
    await expect.poll(() => verse.getAttribute('aria-pressed')).toBe('false');
    expect(await hint.textContent()).toBe('Sélection : Psaumes 23:5');
    await page.close();
  });
});

describe('the search box with a mouse', () => {
  const journey = useJourney();

  it('selects the whole word on a click into the field (the press that focuses it puts the caret first), so typing replaces it', async () => {
    const page = await journey.open('/rechercher/Seigneur/atnt/nex');
    await resultsShown(page);
    const box = (await field(page).boundingBox())!;
    await page.mouse.click(box.x + 30, box.y + box.height / 2);
    expect(await selection(page)).toEqual([0, 'Seigneur'.length]);
    await page.keyboard.type('amour');
    expect(await field(page).inputValue()).toBe('amour');
    await page.close();
  });
});
