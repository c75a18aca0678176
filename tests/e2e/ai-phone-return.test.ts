/**
 * The AI helper on a phone, around the answer (issue 47, "Asking the AI
 * helper on a phone" and "A first visit"), in Chromium as a 390-px touch
 * phone against the real server and the one stand-in provider (127.0.0.1):
 * a logged-out reader is told in one line that the helper is for logged-in
 * users, with « Se connecter » coming back to the chapter; after the session
 * expires, the login page says so aloud with the focus in the name field,
 * and the login comes back to the helper with the question as it was, ready
 * to send with one tap, never sent by itself; the per-minute refusal counts
 * down, « 53 s » on one line; a streamed answer's start is brought into view
 * once as its first words arrive, and not when the reader scrolled meanwhile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { aiHelperOf, fillLogin, logInAs, useAiStandIn, usePhoneAiJourney } from './ai-journey.js';
import { pathOf } from './harness.js';

const PASSWORD = 'lampe à mes pieds 119';
const NEW_PASSWORD = 'une toute autre lampe 2027';
const HEIGHT = 844;

const ai = useAiStandIn('parole-ai-return-e2e-');

describe('the AI helper on a phone: logging in, the limit’s wait, the answer’s start (issue 47)', () => {
  const journey = usePhoneAiJourney(ai, { requestsPerMinute: 1 });
  let page: Page;
  const section = () => aiHelperOf(page).section;
  const ask = () => aiHelperOf(page).ask;
  const answer = () => section().getByRole('region', { name: 'Réponse' });
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('name') ?? document.activeElement?.textContent ?? document.activeElement?.tagName);

  /** A new user (each has a minute's request of their own), logged in through the login page. */
  const logIn = (name: string) => logInAs(journey, page, name, PASSWORD);

  beforeAll(async () => {
    for (const name of ['Anne', 'Ruth', 'Booz', 'Orpa', 'Noémi']) await ai.user(['add', name], `${PASSWORD}\n`);
    page = await journey.open('/');
    page.setDefaultTimeout(20_000);
  }, 180_000);
  afterAll(() => page.close());

  it('tells a logged-out reader in one line that the helper is for logged-in users, and « Se connecter » comes back to the chapter', async () => {
    await journey.goto(page, '/lire/43/3');
    const invite = page.getByText(/^L’assistant IA est réservé aux utilisateurs connectés\./);
    await invite.waitFor();
    const link = page.getByRole('link', { name: 'Se connecter' });
    expect(await link.count()).toBe(1);
    // Its address is /login alone: the way back rides in the history's state, which the login page reads as a path of this site only.
    expect(await link.getAttribute('href')).toBe('/login');
    expect(await section().count()).toBe(0);
    await link.tap();
    await expect.poll(() => pathOf(page)).toBe('/login');
    await fillLogin(page, 'Anne', PASSWORD);
    await expect.poll(() => pathOf(page)).toBe('/lire/43/3');
    await expect.poll(() => section().count()).toBe(1);
    expect(await invite.count()).toBe(0);
  });

  it('after the session expires: the login page says so aloud, focus in the name field; back at the helper with the question ready, sent only by a tap', async () => {
    await logIn('Ruth');
    await journey.goto(page, '/lire/43/3');
    await section().getByLabel('Option').selectOption({ label: '100. Autre' });
    await section().getByLabel('Votre demande').fill('Que veut dire naître de nouveau ?');
    await section().getByLabel('Tokens max').fill('300');
    // An operator sets a new password: the user's sessions end on the server.
    await ai.user(['passwd', 'Ruth'], `${NEW_PASSWORD}\n`);
    const asked = ai.provider.requests.length;
    await ask().tap();
    await expect.poll(() => pathOf(page)).toBe('/login');
    const notice = page.getByRole('status').filter({ hasText: 'Votre session a expiré. Reconnectez-vous pour reprendre là où vous en étiez.' });
    await expect.poll(() => notice.count()).toBe(1);
    await expect.poll(focused).toBe('name');

    await fillLogin(page, 'Ruth', NEW_PASSWORD);
    await expect.poll(() => pathOf(page)).toBe('/lire/43/3');
    await expect.poll(() => section().count()).toBe(1);
    // The choices as they were, the ask button focused and on screen: one tap sends.
    await expect.poll(() => section().getByLabel('Option').inputValue()).toBe('100');
    expect(await section().getByLabel('Votre demande').inputValue()).toBe('Que veut dire naître de nouveau ?');
    expect(await section().getByLabel('Tokens max').inputValue()).toBe('300');
    await expect.poll(() => ask().evaluate((button) => button === document.activeElement)).toBe(true);
    await expect
      .poll(() => ask().evaluate((button) => ({ top: Math.round(button.getBoundingClientRect().top), bottom: Math.round(button.getBoundingClientRect().bottom) })))
      .toSatisfy(({ top, bottom }: { top: number; bottom: number }) => top >= 0 && bottom <= HEIGHT);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // Not asked again by itself, and nothing of it left on the device.
    await new Promise((r) => setTimeout(r, 1000));
    expect(ai.provider.requests.length).toBe(asked);
    expect(await answer().count()).toBe(0);
    expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }))).not.toContain('naître de nouveau');
    await ask().tap();
    await expect.poll(() => answer().count(), { timeout: 10_000 }).toBe(1);
    expect(ai.provider.requests.at(-1)!.body.max_tokens).toBe(300);
  });

  it('counts the per-minute refusal’s wait down each second, « N s » on one line, then says one may ask again', async () => {
    // The limit is per minute: a fresh minute when the current one is about to end, so that the wait is long enough to see it go down.
    const second = new Date().getSeconds();
    if (second > 50) await new Promise((r) => setTimeout(r, (61 - second) * 1000));
    await logIn('Booz');
    await journey.goto(page, '/lire/19/23');
    await section().getByLabel('Option').selectOption({ label: '2. Personnages et leurs rôles' });
    const alert = section().getByRole('alert');
    for (let attempt = 0; attempt < 2 && (await alert.count()) === 0; attempt++) {
      await ask().tap();
      await expect.poll(async () => (await answer().count()) + (await alert.count()), { timeout: 10_000 }).toBe(1);
    }
    const wait = section().getByText(/^Vous pourrez redemander dans /);
    await expect.poll(() => wait.textContent()).toMatch(/^Vous pourrez redemander dans \d+\u00a0s\.$/);
    const seconds = async () => Number((await wait.textContent())!.replace(/\D/g, ''));
    const first = await seconds();
    await expect.poll(seconds, { timeout: 5_000 }).toBeLessThanOrEqual(first - 2);
    // The number and « s » on one line: one line box for the whole wait, at 320 px too.
    await page.setViewportSize({ width: 320, height: HEIGHT });
    const lines = await wait.evaluate((p) => {
      const range = document.createRange();
      range.selectNodeContents(p);
      const text = p.textContent ?? '';
      const at = text.search(/\d/);
      const node = p.firstChild!;
      range.setStart(node, at);
      range.setEnd(node, text.length);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines).toBe(1);
    await page.setViewportSize({ width: 390, height: HEIGHT });
    await expect.poll(async () => section().getByText('Vous pouvez redemander maintenant.').count(), { timeout: 70_000 }).toBe(1);
    expect(await wait.count()).toBe(0);
  }, 120_000);

  it('brings a streamed answer’s start into view once, as its first words arrive, not at each piece', async () => {
    await logIn('Orpa');
    await journey.goto(page, '/lire/19/23');
    await section().getByLabel('Option').selectOption({ label: '1. Résumé' });
    ai.provider.queue({ content: 'Le Seigneur est mon berger, dit le psalmiste, et rien ne lui manque. '.repeat(30), chunkLength: 12, chunkDelayMs: 60 });
    // The button at the foot of the screen: the answer will start below it, out of sight.
    await ask().evaluate((button) => button.scrollIntoView({ block: 'end' }));
    await ask().tap();
    await expect.poll(() => answer().count(), { timeout: 10_000 }).toBe(1);
    // Its start in the upper half of the screen once the scroll has ended, and it stays there while words keep coming.
    await expect
      .poll(() => answer().evaluate((e) => Math.round(e.getBoundingClientRect().top)), { timeout: 5_000 })
      .toSatisfy((top: number) => top >= 0 && top < HEIGHT / 2);
    await page.waitForTimeout(300);
    const scrolled = await page.evaluate(() => window.scrollY);
    const height = await answer().evaluate((e) => e.getBoundingClientRect().height);
    await expect.poll(() => answer().evaluate((e) => e.getBoundingClientRect().height)).toBeGreaterThan(height + 40);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await section().getByRole('button', { name: 'Arrêter la réponse', exact: true }).tap();
  });

  it('leaves the reader where they scrolled while waiting for the first words', async () => {
    await logIn('Noémi');
    await journey.goto(page, '/lire/19/23');
    await section().getByLabel('Option').selectOption({ label: '1. Résumé' });
    ai.provider.queue({ delayMs: 2000, content: 'Une réponse qui arrive après que le lecteur est remonté lire le psaume. '.repeat(20), chunkLength: 12, chunkDelayMs: 40 });
    await ask().tap();
    // The reader goes back up to the psalm with a finger (a wheel here: the page's own scrolling) while the answer is awaited.
    const asked = await page.evaluate(() => window.scrollY);
    await page.mouse.move(195, 300);
    await page.mouse.wheel(0, -600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(asked - 300);
    await page.waitForTimeout(200);
    const place = await page.evaluate(() => window.scrollY);
    await expect.poll(() => answer().count(), { timeout: 10_000 }).toBe(1);
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => window.scrollY)).toBe(place);
  });
});
