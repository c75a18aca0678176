import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pathOf, useJourney, type Journey } from './harness.js';

const field = (page: Page) => page.getByRole('searchbox', { name: 'Rechercher' });
const verse = (page: Page, n: number) => page.locator(`[data-verset="${n}"]`);

/** The number of a French count ("1 234", grouped with a narrow no-break space). */
const toNumber = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

/** N of the results heading "Trouvé N", once the results are in (NaN while loading). */
async function found(page: Page): Promise<number> {
  const heading = (await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '';
  const m = /^Trouvé\s*([\d\s\u202f\u00a0]+)/.exec(heading);
  return m ? toNumber(m[1]) : NaN;
}

/** The counts of the BIBLE, AT and NT filter buttons. */
async function testamentCounts(page: Page): Promise<{ bible: number; at: number; nt: number }> {
  const group = page.getByRole('group', { name: 'Filtrer les résultats' });
  // "BIBLE (Toute la Bible) 1 234 versets": the labels hold no digit.
  const count = async (name: string) => toNumber(await group.getByRole('button', { name: new RegExp(`^${name} `) }).textContent());
  return { bible: await count('BIBLE'), at: await count('AT'), nt: await count('NT') };
}

/** The book numbers of the result links. */
async function resultBooks(page: Page): Promise<number[]> {
  const hrefs = await page.getByRole('list', { name: 'Versets trouvés' }).getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((href) => Number(/^\/lire\/(\d+)\/\d+\/\d+$/.exec(href)?.[1] ?? NaN));
}

/** A page on a device that has never seen the site (no history, no bookmarks). */
async function freshPage(journey: Journey, to: string, options?: { mobile?: boolean }): Promise<Page> {
  const page = await journey.open('/aide', options);
  await page.evaluate(() => localStorage.clear());
  await journey.goto(page, to);
  return page;
}

async function submit(page: Page, text: string) {
  await field(page).fill(text);
  await field(page).press('Enter');
}

describe('search journey in Chromium', () => {
  const journey = useJourney();

  it('searches words, toggles exact, filters on the NT and opens a result', async () => {
    const page = await freshPage(journey, `/`);
    await submit(page, 'eternel berger');

    await expect.poll(() => pathOf(page)).toBe('/rechercher/eternel%20berger/atnt/nex');
    await expect.poll(() => found(page)).toBeGreaterThan(0);
    const all = await found(page);
    const counts = await testamentCounts(page);
    expect(counts.bible).toBe(all);
    expect(counts.at + counts.nt).toBe(counts.bible);
    expect(await page.title()).toBe('Recherche : eternel berger — Parole');
    expect(await field(page).inputValue()).toBe('eternel berger');

    // Whole words only: a subset of the same search, rerun at once. The old
    // count stays on screen until the new search starts loading: wait for its answer.
    const exactAnswer = page.waitForResponse((r) => r.url().endsWith('/api/rechercher/eternel%20berger/atnt/exa'));
    await page.getByRole('button', { name: 'Exact', exact: true }).click();
    await expect.poll(() => pathOf(page)).toBe('/rechercher/eternel%20berger/atnt/exa');
    await exactAnswer;
    await expect.poll(() => found(page)).toBeGreaterThan(0);
    const exact = await found(page);
    expect(exact).toBeLessThanOrEqual(all);
    expect((await testamentCounts(page)).bible).toBe(exact);
    expect(await page.getByRole('list', { name: 'Versets trouvés' }).getByRole('link').count()).toBe(Math.min(exact, 100));

    // The NT only: "eternel berger" has no hit there (the NT says "Seigneur"), which the page says.
    expect((await testamentCounts(page)).nt).toBe(0);
    await page.getByRole('group', { name: 'Filtrer les résultats' }).getByRole('button', { name: /^NT / }).click();
    await expect.poll(() => pathOf(page)).toBe('/rechercher/eternel%20berger/nt/exa');
    await expect.poll(() => found(page)).toBe(0);
    // Shown, and announced in the widget's live region.
    expect(await page.getByText("La recherche n'a retourné aucun résultat ...").count()).toBeGreaterThan(0);
    expect(await resultBooks(page)).toEqual([]);

    // A word the NT has: every link of the NT filter leads to books 40-66.
    await submit(page, 'berger');
    await expect.poll(() => pathOf(page)).toBe('/rechercher/berger/atnt/exa');
    await expect.poll(() => found(page)).toBeGreaterThan(0);
    const nt = (await testamentCounts(page)).nt;
    expect(nt).toBeGreaterThan(0);
    await page.getByRole('group', { name: 'Filtrer les résultats' }).getByRole('button', { name: /^NT / }).click();
    await expect.poll(() => pathOf(page)).toBe('/rechercher/berger/nt/exa');
    await expect.poll(() => found(page)).toBe(nt);
    const books = await resultBooks(page);
    expect(books.length).toBe(Math.min(nt, 100));
    expect(books.every((book) => book >= 40 && book <= 66)).toBe(true);

    // A result opens its chapter with the verse selected, in the same page.
    const first = page.getByRole('list', { name: 'Versets trouvés' }).getByRole('link').first();
    const href = (await first.getAttribute('href'))!;
    const [, , book, chapter, numero] = href.split('/');
    await first.click();
    await expect.poll(() => pathOf(page)).toBe(`/lire/${book}/${chapter}/${numero}`);
    await expect.poll(() => verse(page, Number(numero)).getAttribute('aria-pressed')).toBe('true');

    // Back to the results: the box shows the word of the address again.
    await page.goBack();
    await expect.poll(() => pathOf(page)).toBe('/rechercher/berger/nt/exa');
    await expect.poll(() => field(page).inputValue()).toBe('berger');
    await page.goBack();
    await page.goBack();
    await expect.poll(() => pathOf(page)).toBe('/rechercher/eternel%20berger/nt/exa');
    await expect.poll(() => field(page).inputValue()).toBe('eternel berger');
    await page.close();
  });

  it('shows the word of a results address reached directly', async () => {
    const page = await freshPage(journey, `/rechercher/${encodeURIComponent('"Dieu est amour"')}/atnt/nex`);
    await expect.poll(() => found(page)).toBeGreaterThan(0);
    expect(await field(page).inputValue()).toBe('"Dieu est amour"');
    expect(await page.getByRole('button', { name: 'Expression entre guillemets' }).getAttribute('aria-pressed')).toBe('true');
    await page.close();
  });

  it('refuses an invalid results address in French, with a way home', async () => {
    const page = await freshPage(journey, `/rechercher/amour/67/nex`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Recherche impossible');
    await page.getByRole('link', { name: "Retour à l'accueil", exact: true }).click();
    await expect.poll(() => pathOf(page)).toBe('/');
    await page.close();
  });

  it('jumps to a reference, then edits and clears the history', async () => {
    const page = await freshPage(journey, `/`);
    await submit(page, 'eternel berger');
    await expect.poll(() => found(page)).toBeGreaterThan(0);

    await submit(page, '..jn 3.16');
    await expect.poll(() => pathOf(page)).toBe('/lire/43/3/16');
    await expect.poll(() => verse(page, 16).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.getByRole('status').getByText("Verset dans ou ajouté à l'historique").count()).toBe(1);

    // Both entries are in the history, oldest first.
    await page.getByRole('button', { name: 'Historique : 2' }).click();
    await page.getByRole('button', { name: 'Modifier', exact: true }).click();
    await page.getByRole('button', { name: "Retirer « eternel berger » de l'historique" }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Historique : 1' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Tout effacer' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect.poll(() => confirm.getByText('Vraiment bien sûr ?').count()).toBe(1);
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Historique : 0' }).count()).toBe(1);

    // Kept on the device: still empty after a reload.
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Historique : 0' }).count()).toBe(1);
    await page.close();
  });

  it('bookmarks a verse, keeps it across a reload and opens it', async () => {
    const page = await freshPage(journey, `/lire/19/23`);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Psaumes 23');
    await verse(page, 1).dblclick();
    await expect.poll(() => verse(page, 1).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Marque-page', exact: true }).click();
    await expect.poll(() => page.getByText('Marque-page ajouté : Psaumes 23:1').count()).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: 'Marque-pages : 1' }).count()).toBe(1);

    await page.reload();
    await page.getByRole('button', { name: 'Marque-pages : 1' }).click();
    const drawer = page.getByRole('dialog', { name: 'Marque-pages' });
    const link = drawer.getByRole('link', { name: /^Psaumes 23/ });
    expect(await link.textContent()).toBe('Psaumes 23:1');
    await link.click();
    await expect.poll(() => pathOf(page)).toBe('/lire/19/23/1');
    await expect.poll(() => page.getByRole('dialog', { name: 'Marque-pages' }).count()).toBe(0);
    await expect.poll(() => verse(page, 1).getAttribute('aria-pressed')).toBe('true');
    await page.close();
  });

  it('searches from the mobile toggle', async () => {
    const page = await freshPage(journey, `/`, { mobile: true });
    await page.getByRole('button', { name: 'Rechercher', exact: true }).first().click();
    await submit(page, 'berger');
    await expect.poll(() => pathOf(page)).toBe('/rechercher/berger/atnt/nex');
    await expect.poll(() => found(page)).toBeGreaterThan(0);
    await page.close();
  });
});
