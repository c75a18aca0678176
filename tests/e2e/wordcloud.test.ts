import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pathOf, useJourney } from './harness.js';


/** The words drawn in the cloud's svg, in document order. */
const drawnWords = (page: Page) =>
  page.locator('svg[data-testid="word-cloud"] text').evaluateAll((texts) => texts.map((t) => t.getAttribute('data-mot') ?? ''));

/**
 * Records, from the first script of the page on, every text a role="status"
 * element showed: the progress messages come and go too fast to be polled.
 */
async function recordStatuses(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __statuses: string[] }).__statuses = seen;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[role="status"]')) {
        const text = el.textContent?.trim();
        if (text && !seen.includes(text)) seen.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}
const statuses = (page: Page) => page.evaluate(() => (window as unknown as { __statuses: string[] }).__statuses);

describe('word cloud journey in Chromium', () => {
  const journey = useJourney();

  it('draws the NT cloud, switches to the AT and a book, and searches a word', async () => {
    const page = await journey.page();
    await recordStatuses(page);
    await journey.goto(page, '/tagcloud');

    // The new testament by default: the words as svg text, laid out by the server (issue 48:
    // wordcloud-server.test.ts); another scope is laid out here, with its progress message (below).
    await expect.poll(() => drawnWords(page).then((w) => w.length), { timeout: 20_000 }).toBe(100);
    expect(await page.getByRole('region', { name: 'Nuage de mots' }).getByRole('status').count()).toBe(0);
    const nt = await drawnWords(page);
    expect(nt).toContain('Jésus');
    expect(nt).not.toContain('Éternel');
    expect(await page.title()).toBe('Nuage de mots : Nouveau Testament — Parole');
    expect(await page.locator('svg[data-testid="word-cloud"]').getAttribute('height')).toBe('700');
    // The svg fills the container's width.
    const box = await page.locator('svg[data-testid="word-cloud"]').boundingBox();
    expect(box!.width).toBeGreaterThan(600);

    // AT: the address and the words change.
    await page.getByRole('button', { name: 'AT', exact: true }).click();
    await expect.poll(() => pathOf(page)).toBe('/tagcloud/at');
    await expect.poll(() => drawnWords(page), { timeout: 20_000 }).toContain('Éternel');
    expect(await statuses(page)).toContain('Calcul du nuage…');
    expect(await drawnWords(page)).not.toContain('Jésus');
    expect(await page.getByRole('button', { name: 'AT', exact: true }).getAttribute('aria-pressed')).toBe('true');

    // A book from the NT dropdown.
    await page.getByLabel('Livre du Nouveau Testament').selectOption({ label: 'Jean' });
    await expect.poll(() => pathOf(page)).toBe('/tagcloud/43');
    await expect.poll(() => drawnWords(page), { timeout: 20_000 }).toContain('Jésus');
    expect(await page.title()).toBe('Nuage de mots : Jean — Parole');

    // Back returns to the previous cloud.
    await page.goBack();
    await expect.poll(() => pathOf(page)).toBe('/tagcloud/at');
    await expect.poll(() => drawnWords(page), { timeout: 20_000 }).toContain('Éternel');
    await page.goForward();
    await expect.poll(() => drawnWords(page), { timeout: 20_000 }).toContain('Jésus');

    // A word: its search, whole word, in the cloud's scope, with results.
    await page.locator('svg[data-testid="word-cloud"] text[data-mot="Jésus"]').click();
    await expect.poll(() => pathOf(page)).toBe('/rechercher/J%C3%A9sus/43/exa');
    await expect.poll(async () => (await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '', { timeout: 20_000 }).toMatch(/^Trouvé\s*\d/);
    const links = await page.getByRole('list', { name: 'Versets trouvés' }).getByRole('link').evaluateAll((a) => a.map((l) => l.getAttribute('href')));
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((href) => href?.startsWith('/lire/43/'))).toBe(true);
    await page.close();
  });

  it('draws 350 px high on a phone', async () => {
    const page = await journey.open('/tagcloud/19', { mobile: true });
    await expect.poll(() => drawnWords(page).then((w) => w.length), { timeout: 20_000 }).toBeGreaterThan(50);
    expect(await page.locator('svg[data-testid="word-cloud"]').getAttribute('height')).toBe('350');
    const box = await page.locator('svg[data-testid="word-cloud"]').boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    await page.close();
  });

  it('explains an invalid livre in French', async () => {
    const page = await journey.open('/tagcloud/67');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toBe('Nuage de mots impossible');
    await page.close();
  });
});
