/**
 * Stored and reflected XSS, in Chromium against the real server (issue 15):
 * markup and script carried by a quiz nickname (stored on the server, shown
 * in the game, its summary and the games tables), search words (reflected
 * in the URL, the results, the title and the head the server renders),
 * history entries and bookmarks (stored in localStorage by the site, and
 * tampered with there) and an AI answer (markdown from the provider with
 * HTML, script and javascript: links) all render as inert text: no script
 * runs (`window.__xss` stays undefined, no dialog opens), no element of a
 * payload exists in the DOM, and the payload is readable as text where the
 * site shows it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loadConfig } from '../../packages/api/src/config.js';
import { userCommand } from '../support/npm-run.js';
import { startAiStandIn, type AiStandIn } from '../../packages/api/src/ai/testing.js';
import { tempTree, type TempTree } from '../support/temp-tree.js';
import { pathOf, useJourney, type Journey } from './harness.js';
import { bookButton, roundReadByAPerson } from './quiz-answers.js';

const IMG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '<script>window.__xss=1</script>';
const SVG = '"><svg onload=window.__xss=1>';
const JS_LINK = 'javascript:window.__xss=1';

const PASSWORD = 'lampe à mes pieds 119';

let state: TempTree;
let provider: AiStandIn;
beforeAll(async () => {
  state = await tempTree('parole-xss-e2e-', {});
  provider = await startAiStandIn();
});
afterAll(async () => {
  await provider.close();
  await state.remove();
});

/** A page of the site that records every dialog (alert, confirm, prompt) it opens, dismissing it. */
async function watchedPage(journey: Journey, path: string, options?: { mobile?: boolean }): Promise<{ page: Page; dialogs: string[] }> {
  const page = await journey.page(options);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await journey.goto(page, path);
  return { page, dialogs };
}

/** Elements only a payload would have made: an image of src x, event handler attributes, javascript: links and frames, a script naming __xss. */
const payloadElements = (page: Page) =>
  page.evaluate(() =>
    [
      ...document.querySelectorAll('img[src="x"], svg[onload], [onerror], [onload], iframe, a[href^="javascript:" i], [src^="javascript:" i], meta[http-equiv="refresh" i]'),
      ...[...document.scripts].filter((s) => (s.textContent ?? '').includes('__xss')),
    ].map((e) => e.outerHTML.slice(0, 200)),
  );

/** Nothing ran and nothing of the payloads became an element (the handlers of an image that fails to load run soon after: given time). */
async function expectInert(page: Page, dialogs: string[]): Promise<void> {
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(await payloadElements(page)).toEqual([]);
}

/** The text of the page's body, as a reader sees it. */
const bodyText = (page: Page) => page.evaluate(() => document.body.innerText);

describe('hostile text renders inert, in Chromium', () => {
  const journey = useJourney(() => ({
    stateDatabasePath: state.path('state.sqlite'),
    ai: { ...loadConfig().ai, baseURL: provider.baseURL, apiKey: 'sk-e2e-stand-in' },
  }));

  it('the checks see a payload that did become markup (the detector itself); the page’s policy would still block its handler', async () => {
    const { page, dialogs } = await watchedPage(journey, '/aide');
    await page.evaluate((html) => document.querySelector('main')!.insertAdjacentHTML('beforeend', html), `${IMG}<a href="${JS_LINK}">x</a>`);
    expect(await payloadElements(page)).toHaveLength(2);
    // The second line of defence: the site's Content-Security-Policy allows no inline handler, so even markup that got in runs nothing.
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await page.close();
  });

  it('search words: reflected in the URL, the results, the title and the server-rendered head, as text', async () => {
    // (A search with no results is not kept in the history: the history's entries are the next test's.)
    for (const word of [IMG, SCRIPT, SVG]) {
      // Opened directly: the server renders the head of the URL, then the app the results.
      const { page, dialogs } = await watchedPage(journey, `/rechercher/${encodeURIComponent(word)}/atnt/nex`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toMatch(/^Trouvé/);
      await expectInert(page, dialogs);
      expect(await page.title()).toBe(`Recherche : ${word} — Parole`);
      // The server's head names the search in its text, never as markup.
      const head = await (await fetch(journey.url(`/rechercher/${encodeURIComponent(word)}/atnt/nex`))).text();
      expect(head).not.toContain(word);
      expect(await page.getByRole('searchbox', { name: 'Rechercher' }).inputValue()).toBe(word);
      await page.close();
    }

    // Typed in the search bar: the same, through the app's own navigation.
    const { page, dialogs } = await watchedPage(journey, '/');
    const field = page.getByRole('searchbox', { name: 'Rechercher' });
    await field.fill(SVG);
    await field.press('Enter');
    await expect.poll(() => decodeURIComponent(pathOf(page))).toBe(`/rechercher/${SVG}/atnt/nex`);
    await expect.poll(() => page.title()).toBe(`Recherche : ${SVG} — Parole`);
    await expectInert(page, dialogs);
    await page.close();
  });

  it('history entries and bookmarks stored on the device (tampered with in localStorage) show as text', async () => {
    const { page, dialogs } = await watchedPage(journey, '/aide');
    await page.evaluate(
      ({ words, excerpt }) => {
        localStorage.clear();
        localStorage.setItem(
          'parole:state',
          JSON.stringify({ wordList: words, bookmarks: [{ book: 43, chapter: 3, verses: '16', excerpt, date: '2026-11-23' }] }),
        );
      },
      { words: [IMG, SCRIPT, SVG], excerpt: `${SCRIPT}${IMG}` },
    );
    await journey.goto(page, '/lire/43/3');
    await page.getByRole('button', { name: 'Historique : 3' }).click();
    for (const word of [IMG, SCRIPT, SVG]) await expect.poll(() => page.getByText(word, { exact: true }).count()).toBeGreaterThan(0);
    await expectInert(page, dialogs);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Marque-pages : 1' }).click();
    const drawer = page.getByRole('dialog', { name: 'Marque-pages' });
    await drawer.waitFor();
    await expect.poll(async () => (await drawer.textContent()) ?? '').toContain(`${SCRIPT}${IMG}`);
    await expectInert(page, dialogs);
    await page.close();
  });

  // Ten rounds at a person's pace (quiz-answers.ts): about 30 s.
  it('a quiz nickname with markup: the game, its summary and the games tables show it as text', { timeout: 120_000 }, async () => {
    const pseudo = '<img src=x>'; // 11 characters: the longest markup a nickname may hold (4 to 12)
    const { page, dialogs } = await watchedPage(journey, '/jeu');
    await page.getByRole('textbox', { name: 'Pseudo' }).fill(pseudo);
    await page.getByRole('button', { name: '(Re) Jouer' }).click();
    await expect.poll(() => pathOf(page)).toBe('/joue');
    for (let n = 1; n <= 10; n++) {
      await roundReadByAPerson(page, n); // a game played at machine speed stays out of the tables
      if (n === 1) await expectInert(page, dialogs);
      await bookButton(page, 1).click();
    }
    await expect.poll(() => pathOf(page)).toMatch(/^\/partie\/\d+$/);
    await page.getByRole('heading', { level: 1, name: `Partie de ${pseudo}` }).waitFor();
    await expectInert(page, dialogs);

    await journey.goto(page, '/jeu');
    const row = page.getByRole('table', { name: 'Dernières parties' }).getByRole('row').filter({ hasText: pseudo });
    await expect.poll(() => row.count()).toBe(1);
    await expectInert(page, dialogs);
    await page.close();
  });

  it('an AI answer with HTML, script and javascript: links renders as inert text', async () => {
    await userCommand(state.path('state.sqlite'), ['add', 'Marie'], `${PASSWORD}\n`);

    const { page, dialogs } = await watchedPage(journey, '/login');
    await page.getByLabel('Nom d’utilisateur').fill('Marie');
    await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Connecter' }).click();
    await expect.poll(() => pathOf(page)).toBe('/');

    provider.queue({
      content: [
        `## Réponse piégée ${IMG}`,
        '',
        SCRIPT,
        '',
        `Un [lien markdown](${JS_LINK}), un <a href="${JS_LINK}">lien HTML</a>, une image ![image](${JS_LINK}) et ${SVG}.`,
        '',
        `<iframe src="${JS_LINK}"></iframe>`,
        '',
        `- point <b onmouseover="window.__xss=1">gras</b>`,
      ].join('\n'),
    });
    await journey.goto(page, '/lire/43/3');
    const section = page.getByRole('region', { name: 'Assistant IA' });
    await section.getByLabel('Option').selectOption({ label: '1. Résumé' });
    await section.getByRole('button', { name: 'Help (c:chap)' }).click();
    const answer = section.getByRole('region', { name: 'Réponse' });
    await expect.poll(() => answer.textContent()).toContain('Réponse piégée');
    await expectInert(page, dialogs);
    // Readable: the markdown's words are there, the links' texts among them.
    const text = (await answer.textContent()) ?? '';
    expect(text).toContain('lien markdown');
    expect(text).toContain('lien HTML');
    // Hovering and clicking everything of the answer runs nothing.
    for (const element of await answer.locator('a, b, img, span').all()) {
      await element.hover().catch(() => undefined);
      await element.click({ timeout: 1_000 }).catch(() => undefined);
    }
    await expectInert(page, dialogs);
    expect(pathOf(page)).toBe('/lire/43/3');
    expect(await bodyText(page)).toContain('Réponse piégée');
    await page.close();
  });
});
