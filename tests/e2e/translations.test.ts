/**
 * The three translations in Chromium, against the real server and database
 * (issue 41): switching Genèse 31:55 in Segond to Darby lands on Darby's 32:1
 * selected; a Darby chapter read on a phone (the picker's short names,
 * Darby's signs and their legend); « berger » searched in Martin, the results
 * naming Martin; a reader embed and the reference tagger with
 * data-traduction="darby" on a church's page of another origin; an unknown
 * `traduction` said in French by the site and by the embed. Needs
 * `npm run build` first.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pathOf, useChurchPage, useJourney } from './harness.js';

const verse = (page: Page, n: number) => page.locator(`[data-verset="${n}"]`);
const selected = (page: Page) => page.locator('[data-verset][aria-pressed="true"]').evaluateAll((verses) => verses.map((v) => v.getAttribute('data-verset')));
const search = (page: Page) => page.getByRole('searchbox', { name: 'Rechercher' });

/** A church's pages: a reader embed and the tagger in Darby, and a reader embed in a translation the site does not have. */
function churchPage(site: string, path: string): string {
  const page = (body: string) => `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Paroisse</title></head><body>${body}</body></html>`;
  if (path === '/unknown') {
    return page(`<script src="${site}/widgets/parole-widgets.js" defer></script>
<div id="w" data-bible-widget="reader" data-livre="43" data-chapitre="3" data-traduction="kjv"></div>`);
  }
  return page(`<p id="sermon">Le départ de Laban : Gn 32.1 ; la lutte au Jabbok : Gn 32.25-33.</p>
<script src="${site}/widgets/parole-widgets.js" defer></script>
<div id="w" data-bible-widget="reader" data-livre="1" data-chapitre="32" data-selection="1" data-site="${site}" data-traduction="darby"></div>
<script src="${site}/widgets/parole-tagger.js" data-traduction="darby" defer></script>`);
}

describe('the translations in Chromium', () => {
  const journey = useJourney();
  const church = useChurchPage(journey, churchPage);

  it('switches Genèse 31:55 in Segond to Darby’s 32:1 selected, copies with Darby’s name, and reopens Darby', async () => {
    await journey.allowClipboard();
    const page = await journey.open('/lire/1/31/55');
    await expect.poll(() => selected(page)).toEqual(['55']);
    const laban = (await verse(page, 55).textContent())!;
    expect(laban).toContain('Laban se leva de bon matin');

    await page.getByRole('combobox', { name: 'Traduction' }).selectOption({ label: 'Darby 1885' });
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe('/lire/1/32/1?traduction=darby');
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Genèse 32');
    await expect.poll(() => selected(page)).toEqual(['1']);
    expect(await verse(page, 1).textContent()).toContain('Et Laban se leva de bon matin');
    expect(await page.locator('[data-verset]').count()).toBe(33);
    await expect.poll(() => page.getByRole('contentinfo').textContent()).toContain('Darby 1885 (édition Bibles et Publications Chrétiennes 2024) — domaine public');

    // The chapter's copy names the translation read.
    await page.getByRole('button', { name: 'Copier le chapitre' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/^Genèse 32.*Darby 1885/);

    // Remembered on the device: the last chapter read reopens in Darby, and the address says it.
    await journey.goto(page, '/lire');
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe('/lire/1/32?traduction=darby');
    await expect.poll(() => verse(page, 1).textContent()).toContain('Et Laban se leva de bon matin');

    // Back to Segond: the same place, its own numbering.
    await page.getByRole('combobox', { name: 'Traduction' }).selectOption({ label: 'Louis Segond 1910' });
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe('/lire/1/32');
    await expect.poll(() => page.locator('[data-verset]').count()).toBe(32);
    await page.close();
  });

  it('reads a Darby chapter on a phone: the short names, the signs raised, their legend, nothing wider than the screen', async () => {
    const page = await journey.open('/lire/1/32?traduction=darby', { mobile: true });
    await expect.poll(() => page.locator('[data-verset]').count()).toBe(33);
    const picker = page.getByRole('combobox', { name: 'Traduction' });
    expect(await picker.locator('option').allTextContents()).toEqual(['Segond', 'Darby', 'Martin']);
    expect(await picker.inputValue()).toBe('darby');
    // Darby's 32:2 opens with its * (numbered otherwise elsewhere): raised, not part of the words.
    const sign = verse(page, 2).locator('sup.sign-renumbered');
    expect(await sign.textContent()).toBe('*');
    expect(await sign.evaluate((el) => getComputedStyle(el).verticalAlign)).toBe('super');
    expect(await page.getByText('Signes du texte').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // A page turn stays in Darby.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => pathOf(page) + new URL(page.url()).search).toBe('/lire/1/33?traduction=darby');
    await page.close();
  });

  it('searches « berger » in Martin from the top bar: its results name Martin, their links lead to Martin', async () => {
    const page = await journey.open('/lire/43/10?traduction=martin');
    await expect.poll(() => page.locator('[data-verset]').count()).toBeGreaterThan(0);
    await search(page).fill('berger');
    await search(page).press('Enter');
    await expect.poll(() => pathOf(page) + new URL(page.url()).search).toBe('/rechercher/berger/atnt/nex?traduction=martin');
    await expect.poll(() => page.locator('main').textContent()).toContain('Martin 1744');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toMatch(/^Trouvé \d+/);
    const first = page.getByRole('list', { name: 'Versets trouvés' }).getByRole('link').first();
    expect(await first.getAttribute('href')).toMatch(/^\/lire\/\d+\/\d+\/\d+\?traduction=martin$/);
    await page.close();
  });

  it('shows a reader embed and the tagger with data-traduction="darby" on a church’s page of another origin', async () => {
    const site = journey.site.url;
    const page = await journey.page();
    await page.goto(new URL('/sermon', church.url).href);
    const widget = page.locator('#w');
    await expect.poll(() => widget.locator('h1').first().textContent(), { timeout: 15_000 }).toBe('Genèse 32');
    await expect.poll(() => widget.locator('[data-verset="1"]').getAttribute('aria-pressed')).toBe('true');
    expect(await widget.locator('[data-verset="1"]').textContent()).toContain('Et Laban se leva de bon matin');
    expect(await widget.getByRole('link', { name: 'Chapitre 2', exact: true }).getAttribute('href')).toBe(`${site}/lire/1/2?traduction=darby`);

    // The tagger reads « Gn 32.25-33 » in Darby's numbering (32 verses in Segond's) and previews Darby.
    await expect.poll(() => page.locator('a[data-parole-passage]').evaluateAll((links) => links.map((a) => [a.textContent, (a as HTMLAnchorElement).href])), { timeout: 15_000 }).toEqual([
      ['Gn 32.1', `${site}/lire/1/32/1?traduction=darby`],
      ['Gn 32.25-33', `${site}/lire/1/32/25-33?traduction=darby`],
    ]);
    await page.locator('a[data-parole-passage]', { hasText: 'Gn 32.1' }).hover();
    const card = page.locator('[data-parole-preview]').getByRole('dialog');
    await expect.poll(() => card.textContent(), { timeout: 10_000 }).toContain('Et Laban se leva de bon matin');
    expect(await card.getByText('Darby 1885').count()).toBe(1);
    // Darby's numbering came in its own chunk, once for the reader embed and the tagger (issue 48), which
    // Segond's tagger and embeds never ask (tests/e2e/tagger.test.ts, embed.test.ts's page with one plan widget).
    const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
    expect(fetched.filter((path) => path.includes('tagger-numbering'))).toEqual([expect.stringMatching(/^\/widgets\/embed\/tagger-numbering-[\w-]{8}\.js$/)]);
    await page.close();
  });

  it('sends the plan’s, a theme’s and the word cloud’s pages with heads naming the translation read, as a reading page’s', async () => {
    const page = await journey.open('/bible1an/1/1?traduction=darby');
    const meta = (name: string) => page.locator(`meta[name="${name}"], meta[property="${name}"]`).first().getAttribute('content');
    expect(await meta('description')).toBe('Bible (Darby 1885) en 1 an, lectures du 1er janvier : Genèse 1-3 ; Matthieu 1.');
    expect(await meta('og:url')).toMatch(/\/bible1an\/1\/1\?traduction=darby$/);
    await journey.goto(page, '/theme/4?traduction=darby');
    expect(await meta('og:image')).toMatch(/\/partage\/43\/14\/27\.png\?traduction=darby$/);
    expect(await meta('og:image:alt')).toMatch(/^Jean 14:27 \(Darby 1885\) : Je vous laisse la paix ; je vous donne ma paix/);
    await journey.goto(page, '/tagcloud?traduction=martin');
    expect(await meta('description')).toBe('Les cent mots les plus fréquents de la Bible (Martin 1744) : Nouveau Testament.');
    await page.close();
  });

  it('says in French a translation the site does not have: the reader page, an address no id can be, and the embed', async () => {
    const page = await journey.open('/lire/43/3?traduction=kjv');
    await expect.poll(() => page.getByText('Traduction inconnue : choisissez lsg, darby ou martin.').count()).toBe(1);
    await journey.goto(page, '/lire/43/3?traduction=Darby!');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toBe('Traduction inconnue');
    expect(await page.getByText('Traduction inconnue : choisissez lsg, darby ou martin.').count()).toBe(1);

    await page.goto(new URL('/unknown', church.url).href);
    await expect.poll(() => page.locator('#w').getByText('Traduction inconnue : choisissez lsg, darby ou martin.').count(), { timeout: 15_000 }).toBe(1);
    await page.close();
  });
});
