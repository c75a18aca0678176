/**
 * The AI helper on a phone (issue 30), in Chromium as a touch phone
 * (390×844, the viewport meta honoured) against the real server and the one
 * stand-in (an OpenAI-compatible server on 127.0.0.1): the reader with the
 * AI section fits the screen down to 320 px, « Help (c:chap) » takes a tap,
 * the wait is shown, the answer is brought into view; this site's own limit
 * is said as such; a refused length marks its field; a session ended on the
 * server leads to /login with a word, then back to the chapter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { aiHelperOf, fillLogin, useAiStandIn, usePhoneAiJourney } from './ai-journey.js';
import { pathOf } from './harness.js';

const PASSWORD = 'lampe à mes pieds 119';
const NEW_PASSWORD = 'une toute autre lampe 2027';

const ai = useAiStandIn('parole-ai-phone-e2e-');

/** Where each control of the section lies, and the page's own width. */
async function layout(page: Page, section: Locator) {
  const controls = await section
    .locator('select, input, textarea, button')
    .evaluateAll((elements) =>
      elements.map((e) => {
        const r = e.getBoundingClientRect();
        return { name: e.getAttribute('id') ?? e.textContent ?? '', left: r.left, right: r.right, width: r.width, height: r.height };
      }),
    );
  const page_ = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  return { controls, ...page_ };
}

describe('the AI helper on a phone', () => {
  const journey = usePhoneAiJourney(ai, { requestsPerMinute: 1 });
  let page: Page;
  const section = () => aiHelperOf(page).section;
  const ask = () => aiHelperOf(page).ask;

  const logIn = (password: string) => fillLogin(page, 'Ruth', password);

  beforeAll(async () => {
    await ai.user(['add', 'Ruth'], `${PASSWORD}\n`);
    page = await journey.open('/login');
    await logIn(PASSWORD);
    await page.waitForURL((url) => url.pathname === '/');
  });
  afterAll(() => page.close());

  /** Every control of the section on screen, 24 px at least, and the page no wider than the screen. */
  async function expectFits(width: number, what: string) {
    const { controls, scrollWidth, innerWidth } = await layout(page, section());
    expect(innerWidth).toBe(width);
    expect(scrollWidth, `${what}: the page lays out ${scrollWidth} px wide on a ${width}-px screen`).toBeLessThanOrEqual(width);
    expect(controls.length).toBeGreaterThanOrEqual(4);
    for (const c of controls) {
      expect(c.left, `${what}: ${c.name} starts on screen`).toBeGreaterThanOrEqual(0);
      expect(c.right, `${what}: ${c.name} ends on screen`).toBeLessThanOrEqual(width);
      expect(Math.min(c.width, c.height), `${what}: ${c.name} is a 24-px target`).toBeGreaterThanOrEqual(24);
    }
  }

  it('fits a 390-px and a 320-px screen with every control of every kind of option, 24-px targets, the longest option chosen', async () => {
    await journey.goto(page, '/lire/43/3');
    await expect.poll(() => section().count()).toBe(1);
    // Each option's own fields: the summary's length (1), the character (9), the free request and its checkbox (100);
    // the longest label (7), which hides « Help (c:livre) ».
    for (const option of ['1. Résumé', '9. Faits marquants sur un personnage', '100. Autre', '7. Analyse du verset ou du passage sélectionné dans toute la Bible']) {
      await section().getByLabel('Option').selectOption({ label: option });
      for (const width of [390, 320]) {
        await page.setViewportSize({ width, height: 844 });
        await expectFits(width, option);
      }
    }
    await page.setViewportSize({ width: 390, height: 844 });
  });

  it('takes a tap on « Help (c:chap) », shows the wait to everyone, and brings the answer into view without taking focus', async () => {
    await journey.goto(page, '/lire/43/3');
    await section().getByLabel('Option').selectOption({ label: '1. Résumé' });
    const long = Array.from({ length: 12 }, (_, i) => `Paragraphe ${i + 1} de la réponse, assez long pour remplir l’écran d’un téléphone.`).join('\n\n');
    ai.provider.queue({ delayMs: 1500, content: `## Réponse longue\n\n${long}` });
    await ask().tap();
    const waiting = section().getByRole('status');
    await expect.poll(() => waiting.textContent()).toContain('Réponse en cours…');
    expect(await waiting.getByText('Réponse en cours…').isVisible()).toBe(true);
    // « Arrêter » beside it fits too, a 24-px target, on the narrowest screen.
    await page.setViewportSize({ width: 320, height: 844 });
    expect(await section().getByRole('button', { name: 'Arrêter la réponse', exact: true }).count()).toBe(1);
    await expectFits(320, 'while the answer is coming');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await ask().evaluate((button) => button === document.activeElement)).toBe(true);
    // The reader scrolls back up to the text while waiting: the answer arrives below, out of view.
    await page.evaluate(() => window.scrollTo(0, 0));
    const answer = section().getByRole('region', { name: 'Réponse' });
    await expect.poll(() => answer.count()).toBe(1);
    await expect
      .poll(() => answer.evaluate((e) => Math.round(e.getBoundingClientRect().top)), { timeout: 5_000 })
      .toBeLessThan(844);
    const top = await answer.evaluate((e) => e.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(await ask().evaluate((button) => button === document.activeElement)).toBe(true);
  });

  it('says this site’s own limit as such, with when to ask again', async () => {
    // The limit is per minute: a fresh minute when the current one is about to end.
    const second = new Date().getSeconds();
    if (second > 50) await new Promise((r) => setTimeout(r, (61 - second) * 1000));
    await journey.goto(page, '/lire/43/3');
    await section().getByLabel('Option').selectOption({ label: '2. Personnages et leurs rôles' });
    const alert = section().getByRole('alert');
    // One request a minute: the first may still be allowed, the second is not.
    for (let attempt = 0; attempt < 2 && (await alert.count()) === 0; attempt++) {
      await ask().tap();
      await expect.poll(async () => (await section().getByRole('region', { name: 'Réponse' }).count()) + (await alert.count())).toBe(1);
    }
    await expect.poll(() => alert.textContent()).toMatch(/^Limite de ce site atteinte : trop de demandes à l’assistant IA en une minute\.Vous pourrez redemander dans \d+\u00a0s\.$/);
    expect(await alert.getByRole('link').count()).toBe(0);
  });

  it('marks the field of a refused length, focus in it', async () => {
    await journey.goto(page, '/lire/43/3');
    await section().getByLabel('Option').selectOption({ label: '3. Ce que le texte dit de Dieu et de l’homme' });
    const tokens = section().getByLabel('Tokens max');
    await tokens.fill('4001');
    await ask().tap();
    await expect.poll(() => section().getByRole('alert').textContent()).toBe('Incorrect selection !');
    expect(await tokens.getAttribute('aria-invalid')).toBe('true');
    expect(await tokens.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await section().getByText('Un nombre entier de 1 à 4 000.').isVisible()).toBe(true);
  });

  it('after the session ended on the server: /login saying so, then back to the chapter once logged in again', async () => {
    await journey.goto(page, '/lire/43/3');
    await section().getByLabel('Option').selectOption({ label: '4. Leçons pour moi et pour mon Église' });
    // An operator sets a new password: the user's sessions end on the server.
    await ai.user(['passwd', 'Ruth'], `${NEW_PASSWORD}\n`);
    await ask().tap();
    await expect.poll(() => pathOf(page)).toBe('/login');
    await expect.poll(() => page.getByText('Votre session a expiré. Reconnectez-vous pour reprendre là où vous en étiez.').count()).toBe(1);
    await logIn(NEW_PASSWORD);
    await expect.poll(() => pathOf(page)).toBe('/lire/43/3');
    await expect.poll(() => section().count()).toBe(1);
  });
});
