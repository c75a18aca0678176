/**
 * An account's whole life as its user meets it, in Chromium against the real
 * server: made with `npm run user`, logged in on /login, LOGOUT with the
 * name in the menu, the AI helper asked on a chapter (against the one
 * stand-in: a small OpenAI-compatible server on 127.0.0.1), logged out, and
 * sent to /login by the next call that needs a session once the server has
 * ended it; a session ended on the server shown as ended at the next page
 * load, and « Retour » on /login going back where the visitor was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loadConfig } from '../../packages/api/src/config.js';
import { userCommand } from '../support/npm-run.js';
import { startAiStandIn, type AiStandIn } from '../../packages/api/src/ai/testing.js';
import { tempTree, type TempTree } from '../support/temp-tree.js';
import { pathOf, useJourney } from './harness.js';

const PASSWORD = 'lampe à mes pieds 119';

let state: TempTree;
let provider: AiStandIn;
beforeAll(async () => {
  state = await tempTree('parole-accounts-e2e-', {});
  provider = await startAiStandIn();
});
afterAll(async () => {
  await provider.close();
  await state.remove();
});

/** `npm run user -- …args` on the journey's state database, `input` on its standard input. */
const user = (args: string[], input = '') => userCommand(state.path('state.sqlite'), args, input);

const openMenu = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true }).click();

describe('an account, in Chromium', () => {
  const journey = useJourney(() => ({
    stateDatabasePath: state.path('state.sqlite'),
    ai: { ...loadConfig().ai, baseURL: provider.baseURL, apiKey: 'sk-e2e-stand-in' },
  }));

  it('logs in, asks the AI helper on a chapter, logs out, and is sent to /login once its session is gone', async () => {
    expect(await user(['add', 'Marie'], `${PASSWORD}\n`)).toBe('User "Marie" added.\n');

    const page = await journey.open('/login');
    await expect.poll(() => page.title()).toBe('Se connecter — Parole');
    // A wrong password: the spec's one message, above the form.
    await page.getByLabel('Nom d’utilisateur').fill('Marie');
    await page.getByLabel('Mot de passe', { exact: true }).fill('pas le bon mot de passe');
    await page.getByRole('button', { name: 'Connecter' }).click();
    await expect.poll(() => page.getByText('Login et/ou password erroné !').count()).toBe(1);

    await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Connecter' }).click();
    await expect.poll(() => pathOf(page)).toBe('/');
    await openMenu(page);
    await expect.poll(() => page.getByText('LOGOUT (Marie)').count()).toBe(1);
    await page.keyboard.press('Escape');

    // The AI section of the reader, for logged-in users: option 1 on Jean 3.
    await journey.goto(page, '/lire/43/3');
    const section = page.getByRole('region', { name: 'Assistant IA' });
    await section.getByLabel('Option').selectOption({ label: '1. Résumé' });
    await section.getByRole('button', { name: 'Help (c:chap)' }).click();
    const answer = section.getByRole('region', { name: 'Réponse' });
    await expect.poll(() => answer.textContent()).toContain('Réponse de démonstration');
    // The words come before the answer's end (streamed): the counts line follows with its `done`.
    await expect.poll(() => section.getByText(/^Tokens \(en milliers\) : question [\d,]+ · réponse [\d,]+ · total [\d,]+$/).count()).toBe(1);
    // The server built the prompt: the configured translation and the chapter's text.
    const sent = JSON.stringify(provider.requests.at(-1)!.body);
    expect(sent).toContain('Louis Segond 1910');
    expect(sent).toContain('Car Dieu a tant aimé le monde');
    expect(sent).not.toContain('sk-e2e-stand-in');

    // LOGOUT: the server ends the session; the menu and the AI section forget the user.
    await openMenu(page);
    await page.getByRole('button', { name: 'LOGOUT (Marie)' }).click();
    await expect.poll(() => page.getByText('LOGOUT (Marie)').count()).toBe(0);
    await journey.goto(page, '/lire/43/3');
    expect(await page.getByRole('region', { name: 'Assistant IA' }).count()).toBe(0);

    // Logged in again, then the account is removed on the server (its sessions end with it):
    // the next call that needs a session answers 401, and the site goes to /login.
    await journey.goto(page, '/login');
    await page.getByLabel('Nom d’utilisateur').fill('Marie');
    await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Connecter' }).click();
    await expect.poll(() => pathOf(page)).toBe('/');
    await journey.goto(page, '/lire/43/3');
    const again = page.getByRole('region', { name: 'Assistant IA' });
    await again.getByLabel('Option').selectOption({ label: '1. Résumé' });
    await user(['remove', 'Marie']);
    await again.getByRole('button', { name: 'Help (c:chap)' }).click();
    await expect.poll(() => pathOf(page)).toBe('/login');
    await openMenu(page);
    expect(await page.getByText('LOGOUT (Marie)').count()).toBe(0);
    await page.close();
  });

  it('shows a session the server ended as ended at the next page load, asking nothing of logged-out visitors', async () => {
    expect(await user(['add', 'Paul'], `${PASSWORD}\n`)).toBe('User "Paul" added.\n');
    const page = await journey.open('/login');
    const sessionChecks: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/session') sessionChecks.push(request.url());
    });
    // Logged out: no page load asks the server about a session.
    await journey.goto(page, '/lire/43/3');
    await journey.goto(page, '/aide');
    expect(sessionChecks).toEqual([]);

    await journey.goto(page, '/login');
    await page.getByLabel('Nom d’utilisateur').fill('Paul');
    await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Connecter' }).click();
    await expect.poll(() => pathOf(page)).toBe('/');
    await journey.goto(page, '/lire/43/3');
    await expect.poll(() => page.getByRole('region', { name: 'Assistant IA' }).count()).toBe(1);
    expect(sessionChecks.length).toBeGreaterThan(0);

    // The operator sets a new password: the user's sessions end on the server, the cookies stay in the browser.
    await user(['passwd', 'Paul'], 'une toute autre lampe 2027\n');
    await page.reload();
    await expect.poll(() => page.getByRole('region', { name: 'Assistant IA' }).count()).toBe(0);
    expect(pathOf(page)).toBe('/lire/43/3');
    await openMenu(page);
    await expect.poll(() => page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'LIVRES' }).count()).toBe(1);
    expect(await page.getByText('LOGOUT (Paul)').count()).toBe(0);
    await page.keyboard.press('Escape');

    // Logged out again: further loads ask nothing.
    const before = sessionChecks.length;
    await journey.goto(page, '/aide');
    expect(sessionChecks.length).toBe(before);
    await page.close();
  });

  it('goes back from /login with « Retour » to the page the visitor was on, or home when there is none', async () => {
    // /login typed over /aide: a new document, the site's page before it in the tab's history.
    const page = await journey.open('/aide');
    await journey.goto(page, '/login');
    await page.getByRole('link', { name: 'Retour', exact: true }).click();
    await expect.poll(() => pathOf(page)).toBe('/aide');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toBe('Infos');

    // /login first in the tab: home.
    const first = await journey.open('/login');
    await first.getByRole('link', { name: 'Retour', exact: true }).click();
    await expect.poll(() => pathOf(first)).toBe('/');
    await page.close();
    await first.close();
  });
});
