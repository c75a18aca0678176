/**
 * The script-tag embed in a church webmaster's hands (issue 31): the
 * parish's own colours and font in light and in dark, read by axe's colour
 * contrast rule; the search kept short, its link to the full site; the
 * mistakes a webmaster makes, said in French. Needs `npm run build` first.
 */
import axe from 'axe-core';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { A11Y_RUN_OPTIONS, describeViolations } from '../support/a11y.js';
import { useChurchPage, useJourney } from './harness.js';
import { bookButton, booksFor, round } from './quiz-answers.js';

/** The parish's look: a cream page, a dark-red accent, its own fonts. */
const PARISH = 'data-color-background="#fbf6ea" data-color-accent="#8b1a1a" data-font-text="Georgia, serif" data-font-ui="Verdana, sans-serif"';

/** Per page: what the widgets add to the parish's look, and the page's own background. */
const LOOKS = {
  // The colours given for both palettes, light.
  light: { attributes: PARISH, page: '#fbf6ea' },
  // The same colours with data-scheme="dark" (issue 31: cream kept, dark palette's light text on it, 1.09:1).
  dark: { attributes: `${PARISH} data-scheme="dark"`, page: '#fbf6ea' },
  // A dark page: the dark palette's own background; the dark-red accent must read on it.
  'dark-own': { attributes: `${PARISH} data-scheme="dark" data-dark-color-background="#1f1b16"`, page: '#1f1b16' },
} as const;
type Look = keyof typeof LOOKS;

const html = (body: string, head = '') =>
  `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Paroisse</title>${head}</head><body>${body}</body></html>`;

function churchPage(site: string, pagePath: string): string {
  const loader = `<script src="${site}/widgets/parole-widgets.js" defer></script>`;
  const [, kind, name] = pagePath.split('/');
  if (kind === 'colours') {
    const look = LOOKS[name as Look];
    return html(
      `<h1>Paroisse Saint-Étienne</h1>
       <div id="plan" data-bible-widget="plan" data-mois="8" data-jour="31" ${look.attributes}></div>
       <div id="quiz" data-bible-widget="quiz" ${look.attributes}></div>${loader}`,
      `<style>body { background: ${look.page}; color: ${look.page === '#fbf6ea' ? '#222' : '#eee'}; }</style>`,
    );
  }
  if (kind === 'mistakes') {
    // A misspelt widget, and a colour the browser refuses, on 127.0.0.1 (hints shown) and with data-debug="false".
    const reader = (id: string, extra = '') =>
      `<div id="${id}" data-bible-widget="reader" data-livre="19" data-chapitre="117" data-color-accent="rouge-paroisse"${extra}></div>`;
    return html(
      `<div id="typo" data-bible-widget="plann"></div>${reader('colour')}${reader('published', ' data-debug="false"')}` +
        // A name in the case a webmaster types it, and an attribute one letter off.
        `<div id="capital" data-bible-widget="Plan" data-mois="8" data-jour="31" data-color-acent="#8b1a1a"></div>${loader}`,
    );
  }
  if (kind === 'search') {
    // /search/new-tab or /search/same-tab: « berger » (65 verses), 5 shown.
    const newTab = name === 'new-tab' ? ' data-new-tab' : '';
    return html(
      `<h1>Paroisse Saint-Étienne</h1>
       <div id="search" data-bible-widget="search" data-word="berger" data-max-results="5" data-site="${site}"${newTab}></div>
       <p id="after">Horaires des messes</p>${loader}`,
    );
  }
  return html('');
}

/** Axe's WCAG A/AA rules, colour contrast included, on the whole page. */
async function axeOn(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axe.source });
  const results = await page.evaluate((options) => (window as unknown as { axe: typeof axe }).axe.run(document, options), A11Y_RUN_OPTIONS);
  return describeViolations(results.violations);
}

/** The computed colours of a widget's root (its first element in the shadow root). */
const rootLook = (widget: Locator) =>
  widget.evaluate((host) => {
    const root = host.shadowRoot!.querySelector('div[lang="fr"] > *')!;
    const style = getComputedStyle(root);
    return { background: style.backgroundColor, color: style.color, font: style.fontFamily };
  });

describe('the embed with a parish’s own colours, in Chromium', () => {
  const journey = useJourney();
  const church = useChurchPage(journey, churchPage);
  /** A page of the parish, its quiz back on its home (no game of an earlier test in its localStorage). */
  const open = async (pagePath: string) => {
    const page = await journey.page();
    await page.addInitScript(() => localStorage.clear());
    await page.goto(new URL(pagePath, church.url).href);
    return page;
  };

  for (const look of Object.keys(LOOKS) as Look[]) {
    it(`keeps the plan and the quiz readable (axe, colour contrast AA included): ${look}`, async () => {
      const page = await open(`/colours/${look}`);
      const plan = page.locator('#plan');
      const quiz = page.locator('#quiz');
      await expect.poll(() => plan.getByRole('heading', { level: 3 }).count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
      // The text unfolded and marked read ("Lu": the plan's badge, text on the testament's colour).
      const first = plan.locator('[data-chapitre]').first();
      await first.getByRole('button', { name: 'Afficher le texte' }).click();
      await first.getByText('Lu', { exact: true }).waitFor();
      // A nickname too short: its refusal, in the error colour.
      const nickname = quiz.getByRole('textbox', { name: 'Pseudo' });
      await nickname.fill('Zoé');
      await quiz.getByRole('button', { name: '(Re) Jouer' }).click();
      await expect.poll(() => nickname.getAttribute('aria-invalid')).toBe('true');
      expect(await axeOn(page), `${look}: the quiz's home and the plan`).toEqual([]);

      // A game under way: a right and a wrong answer (the boxes' colours), the third verse asked.
      await nickname.fill('Étienne');
      await quiz.getByRole('button', { name: '(Re) Jouer' }).click();
      for (const n of [1, 2]) {
        await round(quiz, n).waitFor();
        const { right, wrong } = await booksFor(quiz);
        await bookButton(quiz, n === 1 ? right : wrong).click();
      }
      await round(quiz, 3).waitFor();
      expect(await axeOn(page), `${look}: a game of the quiz`).toEqual([]);

      const { background, color, font } = await rootLook(plan);
      if (look === 'dark-own') {
        expect(background).toBe('rgb(31, 27, 22)');
        expect(color).toBe('rgb(236, 236, 241)');
      } else {
        // The parish's cream, kept, with the light palette's dark text on it, in dark as in light.
        expect(background).toBe('rgb(251, 246, 234)');
        expect(color).toBe('rgb(31, 31, 36)');
      }
      expect(font).toBe('Verdana, sans-serif');
      await page.close();
    });
  }

  it('lightens the dark-red accent on a dark background, keeping it red', async () => {
    const page = await open('/colours/dark-own');
    const play = page.locator('#quiz').getByRole('button', { name: '(Re) Jouer' });
    await play.waitFor();
    const [r, g, b] = (await play.evaluate((button) => getComputedStyle(button).backgroundColor)).match(/\d+/g)!.map(Number);
    expect(r).toBeGreaterThan(139); // lighter than #8b1a1a
    expect(r).toBeGreaterThan(g! + 30);
    expect(r).toBeGreaterThan(b! + 30);
    await page.close();
  });
});

describe('the search embed kept short, its links to the full site, in Chromium', () => {
  const journey = useJourney();
  const church = useChurchPage(journey, churchPage);
  const open = async (pagePath: string) => {
    const page = await journey.page();
    await page.goto(new URL(pagePath, church.url).href);
    const search = page.locator('#search');
    await expect.poll(() => search.getByRole('heading', { level: 1 }).first().textContent(), { timeout: 15_000 }).toBe('Trouvé 65');
    return { page, search };
  };

  it('shows data-max-results verses, then « Voir les 65 résultats » that leads to the site’s search in the same tab', async () => {
    const { page, search } = await open('/search/same-tab');
    expect(await search.getByRole('list', { name: 'Versets trouvés' }).getByRole('listitem').count()).toBe(5);
    // A page's part, not 8,000 px of verses.
    expect((await search.boundingBox())!.height).toBeLessThan(1500);
    const more = search.getByRole('link', { name: 'Voir les 65 résultats' });
    const all = `${journey.site.url}/rechercher/berger/atnt/nex`;
    expect(await more.getAttribute('href')).toBe(all);
    await more.click();
    await page.waitForURL(all);
    await page.close();
  });

  it('with data-new-tab, opens « Voir les 65 résultats » and a verse in new tabs, the parish’s page staying', async () => {
    const { page, search } = await open('/search/new-tab');
    const church = page.url();
    for (const [link, url] of [
      [search.getByRole('link', { name: 'Voir les 65 résultats' }), `${journey.site.url}/rechercher/berger/atnt/nex`],
      [search.getByRole('list', { name: 'Versets trouvés' }).getByRole('link').first(), new RegExp(`^${journey.site.url}/lire/\\d+/\\d+/\\d+$`)],
    ] as const) {
      const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
      await tab.waitForLoadState('domcontentloaded');
      if (typeof url === 'string') expect(tab.url()).toBe(url);
      else expect(tab.url()).toMatch(url);
      // Opened without a way back to the parish's page (noopener).
      expect(await tab.evaluate(() => window.opener)).toBeNull();
      await tab.close();
    }
    expect(page.url()).toBe(church);
    await page.close();
  });
});

describe('a webmaster’s mistakes, said in French, in Chromium', () => {
  const journey = useJourney();
  const church = useChurchPage(journey, churchPage);

  it('names a misspelt widget with the valid names, and a refused colour in the console and, while the page is made, under the widget', async () => {
    const page = await journey.page();
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await page.goto(new URL('/mistakes', church.url).href);

    const unknown =
      'Widget inconnu : « plann ». Vouliez-vous dire « plan » ? data-bible-widget vaut plan, quiz, reader, search, themes ou wordcloud.';
    await expect.poll(() => page.locator('#typo').getByRole('note').textContent(), { timeout: 15_000 }).toBe(unknown);

    // The reader works, its accent ignored; the page is served from 127.0.0.1: the hint shows under it.
    const colour = page.locator('#colour');
    await expect.poll(() => colour.locator('[data-verset]').count()).toBe(2);
    const problem = 'data-color-accent="rouge-paroisse" est ignoré : une couleur CSS est attendue, par exemple #8b1a1a, rgb(139 26 26) ou darkred.';
    const hint = colour.locator('[data-parole-debug]');
    expect(await hint.getByRole('listitem').allTextContents()).toEqual([problem]);
    expect(await hint.textContent()).toContain('Parole : attributs à corriger');
    // With data-debug="false", as on the published page: the console only.
    await expect.poll(() => page.locator('#published [data-verset]').count()).toBe(2);
    expect(await page.locator('#published [data-parole-debug]').count()).toBe(0);

    await expect.poll(() => warnings).toEqual(expect.arrayContaining([`Parole : ${unknown}`, `Parole : ${problem}`]));
    expect(warnings.filter((w) => w === `Parole : ${problem}`)).toHaveLength(2);
    await page.close();
  });

  it('takes « Plan » for plan, and names the attribute a misspelt one was meant to be', async () => {
    const page = await journey.page();
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await page.goto(new URL('/mistakes', church.url).href);
    const plan = page.locator('#capital');
    await expect.poll(() => plan.getByRole('heading', { level: 3 }).allTextContents(), { timeout: 15_000 }).toEqual(expect.arrayContaining(['Psaumes 119']));
    const typo = 'data-color-acent est ignoré : le widget « plan » ne connaît pas cet attribut. Vouliez-vous dire data-color-accent ?';
    expect(await plan.locator('[data-parole-debug]').getByRole('listitem').allTextContents()).toEqual([typo]);
    expect(warnings).toContain(`Parole : ${typo}`);
    await page.close();
  });
});

