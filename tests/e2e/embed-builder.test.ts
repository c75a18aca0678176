/**
 * The webmaster's embed builder, /integrer (issue 25): a widget and its
 * settings, the live preview, and the code it gives pasted into a church's
 * page of another origin working as the preview showed. Needs
 * `npm run build` first.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useChurchPage, useJourney } from './harness.js';

/** What the church's page holds: the code copied from the builder, after a paragraph of its own. */
let pasted = '';
const SERMON = '<p>Dimanche : Psaume 23 et Jean 10.11-18.</p>';

describe('the embed builder, in Chromium', () => {
  const journey = useJourney();
  const church = useChurchPage(journey, () => `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Paroisse</title></head><body>${SERMON}${pasted}</body></html>`);
  const preview = (page: Page) => page.frameLocator('iframe[title="Aperçu du widget dans une page"]');
  const code = (page: Page) => page.getByLabel('Code HTML du widget, à copier dans votre page').textContent();

  it('makes a reader’s code, shows it live, and the code pasted into a parish’s page shows the same', async () => {
    const page = await journey.open('/integrer');
    await page.getByRole('heading', { level: 1, name: 'Créer un widget pour votre site' }).waitFor();
    // The plan first, live.
    await expect.poll(() => preview(page).locator('[data-bible-widget]').getByRole('heading', { level: 3 }).count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    await page.getByLabel('Widget', { exact: true }).selectOption({ label: 'La lecture d’un chapitre' });
    await page.getByLabel('Livre', { exact: true }).selectOption({ label: 'Psaumes' });
    await page.getByLabel('Chapitre', { exact: true }).selectOption('23');
    await page.getByLabel('Masquer le titre du widget (votre page a le sien)').check();
    const site = journey.site.url;
    await expect.poll(() => code(page)).toBe(
      `<script src="${site}/widgets/parole-widgets.js" defer></script>\n<div data-bible-widget="reader" data-site="${site}" data-hide-title data-livre="19" data-chapitre="23"></div>`,
    );
    const shown = preview(page).locator('[data-bible-widget]');
    await expect.poll(() => shown.locator('h1').first().textContent(), { timeout: 15_000 }).toBe('Psaumes 23');
    await expect.poll(() => shown.locator('[data-verset="1"]').textContent()).toContain('L’Éternel est mon berger');

    pasted = (await code(page))!;
    const parish = await journey.page();
    await parish.goto(church.url);
    const widget = parish.locator('[data-bible-widget]');
    await expect.poll(() => widget.locator('h1').first().textContent(), { timeout: 15_000 }).toBe('Psaumes 23');
    await expect.poll(() => widget.locator('[data-verset="1"]').textContent()).toContain('L’Éternel est mon berger');
    await parish.close();
    await page.close();
  });

  it('makes the tagger’s line: its preview links a sermon’s references, and so does the line pasted into a page', async () => {
    const page = await journey.open('/integrer');
    await page.getByLabel('Widget', { exact: true }).selectOption({ label: 'Les références de vos pages en liens' });
    await page.getByLabel('Ouvrir ce site dans un nouvel onglet').check();
    const site = journey.site.url;
    await expect.poll(() => code(page)).toBe(`<script src="${site}/widgets/parole-tagger.js" defer data-new-tab></script>`);
    await expect.poll(() => preview(page).locator('a[data-parole-passage]').count(), { timeout: 15_000 }).toBe(5);

    pasted = (await code(page))!;
    const parish = await journey.page();
    await parish.goto(church.url);
    await expect.poll(() => parish.locator('a[data-parole-passage]').evaluateAll((links) => links.map((a) => [a.textContent, (a as HTMLAnchorElement).href, (a as HTMLAnchorElement).target])), { timeout: 15_000 }).toEqual([
      ['Psaume 23', `${site}/lire/19/23`, '_blank'],
      ['Jean 10.11-18', `${site}/lire/43/10/11-18`, '_blank'],
    ]);
    await parish.close();
    await page.close();
  });

  it('dresses the whole widget (colours, fonts, corners) in a sidebar’s width, and the pasted code dresses it the same (issue 44)', async () => {
    const page = await journey.open('/integrer');
    await page.getByLabel('Widget', { exact: true }).selectOption({ label: 'La lecture d’un chapitre' });
    await page.getByLabel('Vos couleurs').check();
    await page.getByLabel('Police du texte biblique').selectOption({ label: 'Georgia (avec empattements)' });
    await page.getByLabel('Coins des encadrés').selectOption({ label: 'Carrés' });
    await page.getByLabel('Largeur de l’aperçu').selectOption({ label: 'Colonne latérale (300 px)' });
    await expect.poll(() => code(page)).toContain('data-color-old-testament="#7a4b1e" data-color-new-testament="#2f5d50" data-font-text="Georgia, serif" data-radius="0px"');
    expect(await page.locator('iframe[title="Aperçu du widget dans une page"]').evaluate((frame) => frame.getBoundingClientRect().width)).toBe(300);
    const verseFont = (widget: ReturnType<Page['locator']>) => widget.locator('[data-verset="16"]').evaluate((verse) => getComputedStyle(verse).fontFamily);
    const shown = preview(page).locator('[data-bible-widget]');
    await expect.poll(() => verseFont(shown).catch(() => ''), { timeout: 15_000 }).toBe('Georgia, serif');

    pasted = (await code(page))!;
    const parish = await journey.page();
    await parish.goto(church.url);
    const widget = parish.locator('[data-bible-widget]');
    await expect.poll(() => verseFont(widget).catch(() => ''), { timeout: 15_000 }).toBe('Georgia, serif');
    await parish.close();
    await page.close();
  });

  it('is reached from the footer (axe checks it with every page: accessibility.test.ts)', async () => {
    const page = await journey.open('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Intégrer Parole sur votre site' }).click();
    await page.getByRole('heading', { level: 1, name: 'Créer un widget pour votre site' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/integrer');
    await page.close();
  });
});
