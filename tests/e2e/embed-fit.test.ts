/**
 * Embeds that fit any place on a church's page (issue 32): each of the six
 * widgets in an `aside` 280, 320 and 800 px wide lays out within it (nothing
 * drawn past its box), whatever the window's width; a search in a sidebar is
 * kept short, with its way to every verse. Needs `npm run build` first.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EMBED_WIDGET_NAMES, EMBED_WIDGETS, expectContent, type EmbedWidgetName } from './embed-widgets.js';
import { useChurchPage, useJourney } from './harness.js';
import { bookButton, round } from './quiz-answers.js';

const WIDTHS = [280, 320, 800] as const;

const html = (body: string) =>
  `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Paroisse</title></head><body style="margin: 0">${body}</body></html>`;

/** A page's main column beside a sidebar of `width` px holding `widgets`, as a WordPress theme lays them out. */
const withSidebar = (width: number, widgets: string) =>
  `<div style="display: flex; gap: 24px; padding: 16px">
     <main style="flex: 1; min-width: 0"><h1>Paroisse Saint-Étienne</h1><p>Horaires des messes, activités, nouvelles.</p></main>
     <aside id="sidebar" style="flex: none; width: ${width}px">${widgets}</aside>
   </div>`;

function churchPage(site: string, pagePath: string): string {
  const loader = `<script src="${site}/widgets/parole-widgets.js" defer></script>`;
  const [, kind, name, width] = pagePath.split('/');
  if (kind === 'fit') {
    return html(withSidebar(Number(width), `<div id="w" data-bible-widget="${name}" ${EMBED_WIDGETS[name as EmbedWidgetName]}></div>`) + loader);
  }
  if (kind === 'sidebar-search') {
    // « berger » in the whole Bible: 65 verses; /sidebar-search/site leads to the site, /sidebar-search/alone pages in place.
    const site_ = name === 'site' ? ` data-site="${site}"` : '';
    return html(withSidebar(320, `<div id="search" data-bible-widget="search" data-word="berger"${site_}></div>`) + loader);
  }
  return html('');
}

/**
 * What the widget in `host` draws past the host's left or right edge: every
 * visible element of its shadow tree, down to those that clip their content
 * (a box that scrolls is checked itself, not what scrolls inside it).
 */
function overflowOf(host: Locator): Promise<string[]> {
  return host.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const found: string[] = [];
    const visit = (node: Element) => {
      const style = getComputedStyle(node);
      if (style.display === 'none') return;
      const rect = node.getBoundingClientRect();
      // Drawn: not hidden, and more than the 1-px box of text kept for screen readers only.
      const drawn = style.visibility !== 'hidden' && rect.width > 0 && rect.height > 0 && (rect.width > 1 || rect.height > 1);
      if (drawn && (rect.left < box.left - 0.5 || rect.right > box.right + 0.5)) {
        const name = node.getAttribute('aria-label') ?? node.textContent?.trim().slice(0, 30) ?? '';
        found.push(`<${node.localName}${node.id ? `#${node.id}` : ''}> « ${name} » from ${Math.round(rect.left - box.left)} to ${Math.round(rect.right - box.left)} px in a box of ${Math.round(box.width)}`);
      }
      if (node !== element && style.overflowX !== 'visible') return;
      for (const child of node.shadowRoot?.children ?? node.children) visit(child);
    };
    visit(element);
    return found;
  });
}

describe('each widget within the width it is given, in Chromium', () => {
  const journey = useJourney();
  const church = useChurchPage(journey, churchPage);

  for (const name of EMBED_WIDGET_NAMES) {
    it(`${name}: nothing past its box at ${WIDTHS.join(', ')} px, in a wide window`, async () => {
      const page = await journey.page();
      for (const width of WIDTHS) {
        await page.goto(new URL(`/fit/${name}/${width}`, church.url).href);
        await expectContent(page, '#w', name);
        const host = page.locator('#w');
        expect((await host.boundingBox())!.width).toBe(width);
        expect(await overflowOf(host), `${name} at ${width} px`).toEqual([]);
      }
      await page.close();
    });
  }

  it('lays the search out by its own width, not the window’s: the filters behind « Filtres » in 320 px, beside the verses in 800', async () => {
    const page = await journey.page();
    for (const [width, collapsed] of [[320, 1], [800, 0]] as const) {
      await page.goto(new URL(`/fit/search/${width}`, church.url).href);
      await expectContent(page, '#w', 'search');
      expect(await page.locator('#w').getByRole('button', { name: 'Filtres' }).count(), `${width} px`).toBe(collapsed);
    }
    await page.close();
  });

  it('the plan’s chapter titles without data-site: text, not links the keyboard cannot use', async () => {
    const page = await journey.page();
    await page.goto(new URL('/fit/plan/280', church.url).href);
    await expectContent(page, '#w', 'plan');
    const titles = page.locator('#w').getByRole('heading', { level: 3 });
    expect(await titles.first().textContent()).toMatch(/\d/);
    expect(await page.locator('#w').locator('h3 a, h3 [tabindex], h3 [role="link"]').count()).toBe(0);
    expect(await titles.first().evaluate((title) => getComputedStyle(title.firstElementChild ?? title).cursor)).not.toBe('pointer');
    await page.close();
  });

  it('the quiz’s game, its 66 books included, within 280 px', async () => {
    const page = await journey.page();
    await page.goto(new URL('/fit/quiz/280', church.url).href);
    const quiz = page.locator('#w');
    await expectContent(page, '#w', 'quiz');
    await quiz.getByRole('textbox', { name: 'Pseudo' }).fill('Marthe');
    await quiz.getByRole('button', { name: '(Re) Jouer' }).click();
    await round(quiz, 1).waitFor();
    await bookButton(quiz, 66).waitFor();
    expect(await overflowOf(quiz)).toEqual([]);
    await page.close();
  });
});

describe('a search in a 320-px sidebar, in Chromium', () => {
  const journey = useJourney();
  const church = useChurchPage(journey, churchPage);
  const open = async (variant: 'site' | 'alone'): Promise<{ page: Page; search: Locator }> => {
    const page = await journey.page();
    await page.goto(new URL(`/sidebar-search/${variant}`, church.url).href);
    const search = page.locator('#search');
    await expect.poll(() => search.getByRole('heading', { level: 1 }).first().textContent(), { timeout: 15_000 }).toBe('Trouvé 65');
    return { page, search };
  };
  const versesShown = (search: Locator) => search.getByRole('list', { name: 'Versets trouvés' }).getByRole('listitem').allTextContents();

  it('with data-site: a few verses, then « Voir les 65 résultats » to the site’s search', async () => {
    const { page, search } = await open('site');
    expect(await versesShown(search)).toHaveLength(5);
    expect(await overflowOf(search)).toEqual([]);
    expect((await search.boundingBox())!.height).toBeLessThan(2000);
    expect(await search.getByRole('link', { name: 'Voir les 65 résultats' }).getAttribute('href')).toBe(`${journey.site.url}/rechercher/berger/atnt/nex`);
    await page.close();
  });

  it('without it: pages of a few verses inside the widget, by keyboard', async () => {
    const { page, search } = await open('alone');
    const first = await versesShown(search);
    expect(first).toHaveLength(5);
    const pages = search.getByRole('navigation', { name: 'Pages de résultats' });
    expect(await pages.getByRole('status').textContent()).toBe('Versets 1 à 5 sur 65');
    const next = pages.getByRole('button', { name: 'Versets suivants' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => pages.getByRole('status').textContent()).toBe('Versets 6 à 10 sur 65');
    const second = await versesShown(search);
    expect(second).toHaveLength(5);
    expect(second[0]).not.toBe(first[0]);
    // The button keeps the focus; the status says which verses are shown.
    expect(await next.evaluate((button) => button === (button.getRootNode() as ShadowRoot).activeElement)).toBe(true);
    await pages.getByRole('button', { name: 'Versets précédents' }).click();
    expect(await versesShown(search)).toEqual(first);
    expect(await overflowOf(search)).toEqual([]);
    await page.close();
  });
});
