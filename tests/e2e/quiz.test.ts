/**
 * The quiz as players meet it, in Chromium against the real server (real
 * Bible database, a fresh games database): a whole game on the site, by
 * clicks and by the keyboard, then in the tables; and a whole game in the
 * script-tag embed on a church's page served from another port.
 *
 * The right book is found as a player with a concordance would
 * (quiz-answers.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBook, type GameSummaryResponse } from '@parole/bible';
import { tempTree, type TempTree } from '../support/temp-tree.js';
import { pathOf, useChurchPage, useJourney } from './harness.js';
import { bookButton, booksFor, boxes, round, roundReadByAPerson } from './quiz-answers.js';

let games: TempTree;

beforeAll(async () => {
  games = await tempTree('parole-quiz-e2e-', {});
});
afterAll(() => games.remove());

describe('the quiz on the site, in Chromium', () => {
  const journey = useJourney(() => ({ stateDatabasePath: games.path('site.sqlite') }));

  // Ten rounds at a person's pace (quiz-answers.ts): about 30 s.
  it('plays a whole game (the first answer by the keyboard), shows the summary, and lists the game in the tables', { timeout: 120_000 }, async () => {
    const pseudo = `Jean ${process.pid % 10_000}`;
    const page = await journey.open('/jeu');
    await expect.poll(() => page.title()).toBe('Jeu biblique — Parole');
    // The spec's messages, then a valid nickname.
    await page.getByRole('button', { name: '(Re) Jouer' }).click();
    await expect.poll(() => page.getByText('Pseudo est obligatoire').count()).toBeGreaterThan(0);
    await page.getByRole('textbox', { name: 'Pseudo' }).fill('Léa');
    await page.getByRole('button', { name: '(Re) Jouer' }).click();
    await expect.poll(() => page.getByText('Pseudo doit avoir plus de 3 et max 12 charactères').count()).toBeGreaterThan(0);
    await page.getByRole('textbox', { name: 'Pseudo' }).fill(pseudo);
    await page.getByRole('button', { name: '(Re) Jouer' }).click();
    await expect.poll(() => pathOf(page)).toBe('/joue');
    // Each round at a person's pace: a game played at machine speed stays out of the tables.
    await roundReadByAPerson(page, 1);
    expect(await page.getByRole('timer').textContent()).toMatch(/^\d\d:\d\d$/);

    // Round 1 with the keyboard alone: Tab to the right book, Enter.
    const first = await booksFor(page);
    const target = getBook(first.right)!.name;
    let tabs = 0;
    while ((await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '')) !== target) {
      await page.keyboard.press('Tab');
      expect(++tabs, `${target} is reached by Tab`).toBeLessThan(200);
    }
    await page.keyboard.press('Enter');
    await expect.poll(() => pathOf(page)).toBe(`/joue/${first.right}`);
    await round(page, 2).waitFor();
    expect(await page.getByText(`Réponse précédente : ${target} — juste`).count()).toBe(1);

    // Rounds 2-10 by clicks: right on odd rounds, wrong on even ones.
    for (let n = 2; n <= 10; n++) {
      await roundReadByAPerson(page, n);
      const { right, wrong } = await booksFor(page);
      await bookButton(page, n % 2 === 1 ? right : wrong).click();
      if (n < 10) {
        await round(page, n + 1).waitFor();
        expect((await boxes(page)).slice(0, n + 1)).toEqual([...Array.from({ length: n }, (_, i) => (i % 2 === 0 ? 'correct' : 'wrong')), 'current']);
      }
    }

    await expect.poll(() => pathOf(page)).toMatch(/^\/partie\/\d+$/);
    const game = Number(pathOf(page).split('/')[2]);
    await page.getByRole('heading', { level: 1, name: `Partie de ${pseudo}` }).waitFor();
    expect(await page.getByText('5/10', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('list', { name: 'Versets de la partie' }).getByRole('listitem').count()).toBe(10);

    // The server agrees: ten rounds recorded, five right.
    const summary = (await (await fetch(`${journey.site.url}/api/partie/${game}`)).json()) as GameSummaryResponse;
    expect(summary.partie).toMatchObject({ id: game, pseudo, juste: 5, termine: true });
    expect(summary.joues).toHaveLength(10);

    // Home again: the game is in "Dernières parties", linked to its summary.
    await journey.goto(page, '/jeu');
    const last = page.getByRole('table', { name: 'Dernières parties' });
    const row = last.getByRole('row').filter({ hasText: pseudo });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('5/10');
    expect(await row.getByRole('link').getAttribute('href')).toBe(`/partie/${game}`);
    await page.close();
  });
});

/** A church's page on another origin with the quiz embedded by the script tag. */
const churchPage = (site: string) => `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>Paroisse — jeu</title></head>
<body>
  <h1>Le jeu des jeunes</h1>
  <div id="quiz" data-bible-widget="quiz" data-api="${site}" data-site="${site}"></div>
  <script src="${site}/widgets/parole-widgets.js" defer></script>
</body></html>`;

describe('the quiz embedded on a church’s site, in Chromium', () => {
  const journey = useJourney(() => ({ stateDatabasePath: games.path('embed.sqlite') }));
  const church = useChurchPage(journey, churchPage);

  it('plays a whole game across origins, resumes it after a reload, and links the summary to the full site', async () => {
    expect(new URL(church.url).origin).not.toBe(new URL(journey.site.url).origin);
    const page = await journey.page();
    await page.goto(church.url);
    const quiz = page.locator('#quiz');
    await quiz.getByRole('textbox', { name: 'Pseudo' }).fill('Paroisse');
    await quiz.getByRole('button', { name: '(Re) Jouer' }).click();

    for (let n = 1; n <= 10; n++) {
      await round(quiz, n).waitFor();
      if (n === 4) {
        // A reload of the church's page: the same game, at the same round.
        await page.reload();
        await round(quiz, 4).waitFor();
        expect((await boxes(quiz)).slice(0, 4)).toEqual(['correct', 'correct', 'correct', 'current']);
      }
      const { right } = await booksFor(quiz);
      await bookButton(quiz, right).click();
    }

    await quiz.getByRole('heading', { level: 1, name: 'Partie de Paroisse' }).waitFor();
    expect(await quiz.getByText('10/10', { exact: true }).count()).toBe(1);
    const link = quiz.getByRole('list', { name: 'Versets de la partie' }).getByRole('link').first();
    expect(await link.getAttribute('href')).toMatch(new RegExp(`^${journey.site.url}/lire/\\d+/\\d+/\\d+$`));
    // The church's own page is untouched.
    expect(await page.locator('body > h1').textContent()).toBe('Le jeu des jeunes');
    await page.close();
  });
});
