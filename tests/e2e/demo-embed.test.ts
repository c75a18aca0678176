/**
 * The demo church site (`npm run demo:embed`, demo/serve.ts) in Chromium,
 * against the real site started with ALLOWED_ORIGINS set to exactly the
 * demo page's origin: the cross-origin embed a webmaster copies, proven by
 * reading the day's plan, playing a whole game and searching a word; a page
 * of an origin not in the list cannot read the API. The last test writes the
 * README's screenshot of the demo (docs/images/embed-demo.png).
 *
 * Locators are by role, label, id or data attribute (no XPath, no
 * document.querySelector): they find a widget in the page or in its open
 * shadow root alike.
 */
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChapterResponse } from '@parole/bible';
import { REPO_ROOT } from '../../packages/api/src/config.js';
import { startDemo, WIDGETS_SCRIPT, type RunningDemo } from '../../demo/serve.js';
import { VIEWPORTS } from '../support/chromium.js';
import { tempTree, type TempTree } from '../support/temp-tree.js';
import { useChurchPage, useJourney, type Journey } from './harness.js';
import { bookButton, booksFor, round } from './quiz-answers.js';

/** The README's screenshot of the demo page. */
const SCREENSHOT = path.join(REPO_ROOT, 'docs', 'images', 'embed-demo.png');

/** A free port of 127.0.0.1, so the site can be told the demo's origin before either starts. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * The real site, allowing exactly the demo page's origin, and the demo
 * server on that origin, for one describe block.
 */
function useDemo(planDate?: { month: number; day: number }): { journey: Journey; readonly demo: RunningDemo; readonly origin: string } {
  let port = 0;
  let state: TempTree;
  let demo: RunningDemo | undefined;
  // Registered before useJourney's hooks, so they run first.
  beforeAll(async () => {
    port = await freePort();
    state = await tempTree('parole-demo-e2e-', {});
  });
  const origin = () => `http://127.0.0.1:${port}`;
  const journey = useJourney(() => ({ allowedOrigins: [origin()], stateDatabasePath: state.path('state.sqlite') }));
  beforeAll(async () => {
    demo = await startDemo({ site: journey.site.url, port, host: '127.0.0.1', planDate });
  });
  afterAll(async () => {
    await demo?.close();
    await state?.remove();
  });
  return {
    journey,
    get demo() {
      if (!demo) throw new Error('useDemo: the demo starts in beforeAll');
      return demo;
    },
    get origin() {
      return origin();
    },
  };
}

/** Opens the demo page, recording its console's errors (a CORS refusal is one). */
async function openDemo(journey: Journey, demo: RunningDemo): Promise<{ page: Page; consoleErrors: string[] }> {
  const page = await journey.page();
  const consoleErrors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto(demo.url);
  return { page, consoleErrors };
}

describe('the demo church site, on an origin of ALLOWED_ORIGINS, in Chromium', () => {
  const ctx = useDemo();
  const { journey } = ctx;

  it('is served on another origin, the one the site allows, and embeds from the site', async () => {
    const { demo, origin } = ctx;
    expect(new URL(demo.url).origin).toBe(origin);
    expect(origin).not.toBe(new URL(journey.site.url).origin);
    const html = await (await fetch(demo.url)).text();
    expect(html).toContain(`<script src="${journey.site.url}${WIDGETS_SCRIPT}"`);
    expect((await fetch(new URL('style.css', demo.url))).headers.get('content-type')).toMatch(/^text\/css/);
    expect((await fetch(new URL('nothing', demo.url))).status).toBe(404);
  });

  it('opens the day’s reading in the plan: its text unfolds in place, its link leads to the full site', async () => {
    const { page, consoleErrors } = await openDemo(journey, ctx.demo);
    const plan = page.locator('#plan');
    // Today's plan: 2-3 old testament chapters and one of the new.
    await expect.poll(() => plan.locator('[data-chapitre]').count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    const first = plan.locator('[data-chapitre]').first();
    const [book, chapter] = ((await first.getAttribute('data-chapitre')) ?? '').split('/').map(Number);
    const title = (await first.getByRole('heading', { level: 3 }).textContent()) ?? '';
    expect(await first.getByRole('link', { name: `Lire ${title}` }).getAttribute('href')).toBe(`${journey.site.url}/lire/${book}/${chapter}`);

    const { versets } = (await (await fetch(`${journey.site.url}/api/lire/${book}/${chapter}`)).json()) as ChapterResponse;
    await first.getByRole('button', { name: 'Afficher le texte' }).click();
    const text = first.getByRole('list', { name: `Texte de ${title}` });
    await expect.poll(() => text.getByRole('listitem').count()).toBe(versets.length);
    expect(await first.getByRole('button', { name: 'Masquer le texte' }).getAttribute('aria-expanded')).toBe('true');
    expect(await first.getByText('Lu', { exact: true }).count()).toBe(1);

    // The parish's own page is untouched.
    expect(await page.getByRole('heading', { level: 1, name: 'Bienvenue à Saint-Étienne' }).count()).toBe(1);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it('plays a whole game of the quiz: ten answers, then the summary with the score', async () => {
    const { page, consoleErrors } = await openDemo(journey, ctx.demo);
    const quiz = page.locator('#jeu-biblique');
    await quiz.getByRole('textbox', { name: 'Pseudo' }).fill('Étienne');
    await quiz.getByRole('button', { name: '(Re) Jouer' }).click();
    // Right on odd rounds, wrong on even ones: 5/10.
    for (let n = 1; n <= 10; n++) {
      await round(quiz, n).waitFor();
      const { right, wrong } = await booksFor(quiz);
      await bookButton(quiz, n % 2 === 1 ? right : wrong).click();
    }
    await quiz.getByRole('heading', { level: 1, name: 'Partie de Étienne' }).waitFor();
    expect(await quiz.getByText('5/10', { exact: true }).count()).toBe(1);
    expect(await quiz.getByRole('list', { name: 'Versets de la partie' }).getByRole('listitem').count()).toBe(10);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it('searches a word: “berger” finds verses, each linked to the full site', async () => {
    const { page, consoleErrors } = await openDemo(journey, ctx.demo);
    const search = page.locator('#recherche');
    const field = search.getByRole('searchbox', { name: 'Rechercher' });
    await field.fill('berger');
    await field.press('Enter');
    const results = search.getByRole('list', { name: 'Versets trouvés' }).getByRole('link');
    await expect.poll(() => results.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await search.getByRole('heading', { level: 1 }).first().textContent()).toMatch(/^Trouvé\s*\d/);
    for (const href of await results.evaluateAll((links) => links.slice(0, 5).map((a) => a.getAttribute('href') ?? ''))) {
      expect(href).toMatch(new RegExp(`^${journey.site.url}/lire/\\d+/\\d+/\\d+$`));
    }
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  describe('a page on an origin not in the list', () => {
    const stranger = useChurchPage(
      journey,
      (site) => `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>Autre site</title></head>
<body>
  <h1>Un site que Parole ne connaît pas</h1>
  <div id="plan" data-bible-widget="plan" data-api="${site}" data-site="${site}"></div>
  <script src="${site}${WIDGETS_SCRIPT}" defer></script>
</body></html>`,
    );

    it('cannot read the API: the browser refuses the answers, the widget says so in French', async () => {
      expect(new URL(stranger.url).origin).not.toBe(ctx.origin);
      const page = await journey.page();
      const refused: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') refused.push(message.text());
      });
      await page.goto(stranger.url);
      const plan = page.locator('#plan');
      await expect
        .poll(() => plan.getByText('Impossible de joindre le serveur. Vérifiez votre connexion.').count(), { timeout: 15_000 })
        .toBeGreaterThan(0);
      expect(await plan.locator('[data-chapitre]').count()).toBe(0);
      // The browser says why: the answer carries no Access-Control-Allow-Origin for this page.
      expect(refused.join('\n')).toMatch(/CORS policy/);
      await page.close();
    });
  });
});

describe('the screenshot of the demo church site (docs/images/embed-demo.png)', () => {
  // A fixed date (31 August: Psaumes 119 and 120) and a fresh state database (no games listed): the same picture on every run.
  const ctx = useDemo({ month: 8, day: 31 });
  const { journey } = ctx;

  it('shows the parish’s page with the plan, the search box and the quiz loaded, at desktop width', async () => {
    const { page, consoleErrors } = await openDemo(journey, ctx.demo);
    expect(page.viewportSize()).toEqual(VIEWPORTS.desktop);
    const plan = page.locator('#plan');
    await expect.poll(() => plan.getByRole('heading', { level: 3 }).allTextContents(), { timeout: 15_000 }).toEqual(
      expect.arrayContaining(['Psaumes 119', 'Psaumes 120']),
    );
    await page.locator('#recherche').getByRole('searchbox', { name: 'Rechercher' }).waitFor();
    const quiz = page.locator('#jeu-biblique');
    await quiz.getByRole('button', { name: '(Re) Jouer' }).waitFor();
    await expect.poll(() => quiz.getByText('Aucune partie terminée pour l’instant.').count()).toBeGreaterThan(0);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    // The parish's own colours and font on the widgets (issue 31): its bordeaux on the main action.
    const play = quiz.getByRole('button', { name: '(Re) Jouer' });
    expect(await play.evaluate((button) => [getComputedStyle(button).backgroundColor, getComputedStyle(button).fontFamily])).toEqual([
      'rgb(122, 31, 43)',
      'Georgia, "DejaVu Serif", serif',
    ]);

    mkdirSync(path.dirname(SCREENSHOT), { recursive: true });
    const png = await page.screenshot({ path: SCREENSHOT, fullPage: true, animations: 'disabled', caret: 'hide' });
    // A PNG of the whole page: desktop width, taller than one screen.
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(VIEWPORTS.desktop.width);
    expect(png.readUInt32BE(20)).toBeGreaterThan(VIEWPORTS.desktop.height);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });
});
