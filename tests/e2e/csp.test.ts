/**
 * The site under its own Content-Security-Policy, in Chromium against the
 * real server and the production build: every main page opens styled with
 * no violation of a policy that allows no inline style and no evaluated
 * code, each answer with a nonce of its own that the page hands to
 * styled-components (docs/decisions/host.md#content-security-policy); and
 * offline, the service worker's shell is styled under a new nonce too.
 *
 * Violations are collected by an init script given as a string (a function
 * compiled by tsx would carry helpers the page lacks).
 */
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { controlledBySiteWorker, useJourney } from './harness.js';

/** Runs in every document before its own scripts: keeps each violation's directive and what it blocked. */
const COLLECT_VIOLATIONS = `
  window.__violations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__violations.push(event.effectiveDirective + ' ' + (event.blockedURI || 'inline') + ' ' + (event.sample || ''));
  }, true);
`;

/** The main pages of the site (@parole/bible's page table), each with something only that page shows. */
const PAGES = [
  '/',
  '/select',
  '/lire/43/3',
  '/lire/19/119/105',
  '/rechercher/berger/atnt/nex',
  '/bible1an',
  '/bible1an/8/31',
  '/theme',
  '/theme/4',
  '/jeu',
  '/joue',
  '/tagcloud',
  '/aide',
  '/login',
  '/print/43/3?noprint=1',
  '/une-page-absente',
];

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

/** What shows the page is styled by styled-components under the CSP, and the nonces involved. */
const styling = (page: Page) =>
  page.evaluate(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
    const styles = [...document.querySelectorAll<HTMLStyleElement>('style[data-styled]')];
    const element = document.querySelector('#root *');
    return {
      meta: meta?.nonce ?? null,
      // Nonce hiding: once the policy applies, the attribute is emptied, the property keeps the value.
      metaAttribute: meta?.getAttribute('nonce') ?? null,
      styleNonces: [...new Set(styles.map((style) => style.nonce))],
      rules: styles.reduce((sum, style) => sum + (style.sheet?.cssRules.length ?? 0), 0),
      // The global style's: the browser's default is content-box, an 8px body margin.
      boxSizing: element ? getComputedStyle(element).boxSizing : null,
      bodyMargin: getComputedStyle(document.body).margin,
    };
  });

/** Waits until the app is drawn and styled, then checks the page's styling and that nothing was refused. */
async function expectStyledWithoutViolation(page: Page, label: string, nonce: string) {
  await expect.poll(async () => (await styling(page)).rules, { timeout: 20_000, message: label }).toBeGreaterThan(10);
  const found = await styling(page);
  expect(found, label).toEqual({
    meta: nonce,
    metaAttribute: '',
    styleNonces: [nonce],
    rules: found.rules,
    boxSizing: 'border-box',
    bodyMargin: '0px',
  });
  expect(await violations(page), label).toEqual([]);
}

/** The nonce an answer's CSP names, after checking the policy allows nothing inline or evaluated. */
function nonceOfPolicy(csp: string | null | undefined, label: string): string {
  expect(csp, label).toBeTypeOf('string');
  expect(csp, label).not.toContain('unsafe-');
  const nonce = /style-src 'self' 'nonce-([A-Za-z0-9+/]{22}==)'/.exec(csp!)?.[1];
  expect(nonce, label).toBeDefined();
  return nonce!;
}

describe('the site under its Content-Security-Policy, in Chromium', () => {
  const journey = useJourney();
  afterEach(() => journey.browser.context.setOffline(false));

  it('opens every main page styled, with no violation, under a nonce of its own', async () => {
    const page = await journey.page();
    await page.addInitScript({ content: COLLECT_VIOLATIONS });
    const nonces = new Set<string>();
    for (const path of PAGES) {
      const res = await page.goto(journey.url(path));
      const nonce = nonceOfPolicy(await res?.headerValue('content-security-policy'), path);
      nonces.add(nonce);
      await page.locator('#root > :not(.parole-static)').first().waitFor();
      await expectStyledWithoutViolation(page, path, nonce);
    }
    expect(nonces.size).toBe(PAGES.length);
    // Moving inside the app (styles added later, for a page not yet drawn) stays within the policy.
    await page.goto(journey.url('/lire/43/3'));
    await page.getByRole('link', { name: 'Chapitre 4' }).first().click();
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Jean 4');
    expect(await violations(page)).toEqual([]);
    await page.close();
  });

  it('refuses a style the page did not name: the policy is enforced, not only sent', async () => {
    const page = await journey.page();
    await page.addInitScript({ content: COLLECT_VIOLATIONS });
    await journey.goto(page, '/aide');
    const applied = await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'body { padding-left: 77px; }';
      document.head.append(style);
      const div = document.createElement('div');
      div.setAttribute('style', 'padding-left: 77px');
      document.body.append(div);
      return [getComputedStyle(document.body).paddingLeft, getComputedStyle(div).paddingLeft];
    });
    expect(applied).toEqual(['0px', '0px']);
    await expect.poll(() => violations(page)).toHaveLength(2);
    expect((await violations(page)).every((v) => v.startsWith('style-src-'))).toBe(true);
    await page.close();
  });

  it('styles the offline shell of the service worker under a new nonce, with no violation', async () => {
    const page = await journey.page();
    await page.addInitScript({ content: COLLECT_VIOLATIONS });
    await journey.goto(page, '/lire/43/3');
    await controlledBySiteWorker(page);
    const online = (await styling(page)).meta!;
    // The shell as the worker keeps it: with the CSP and nonce of the answer it was fetched in.
    const keptShellPolicy = () =>
      page.evaluate(async () => {
        for (const name of await caches.keys()) {
          const cache = await caches.open(name);
          for (const request of await cache.keys()) {
            if (new URL(request.url).pathname === '/index.html') return (await cache.match(request))?.headers.get('content-security-policy') ?? null;
          }
        }
        return null;
      });
    await expect.poll(keptShellPolicy, { timeout: 20_000 }).not.toBeNull();
    const kept = nonceOfPolicy((await keptShellPolicy())!, 'kept shell');
    // The chapter's answer kept for offline reading.
    await expect
      .poll(() => page.evaluate(async () => (await caches.match('/api/lire/43/3', { ignoreVary: true })) !== undefined), { timeout: 20_000 })
      .toBe(true);

    await journey.browser.context.setOffline(true);
    const shells = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const res = await page.reload();
      const nonce = nonceOfPolicy(await res?.headerValue('content-security-policy'), `offline reload ${i + 1}`);
      shells.add(nonce);
      await expect.poll(() => page.locator('[data-verset="16"]').textContent(), { timeout: 20_000 }).toContain('Car Dieu a tant aimé le monde');
      await expectStyledWithoutViolation(page, `offline reload ${i + 1}`, nonce);
    }
    // Each offline load has its own nonce, neither the online page's nor the kept shell's.
    expect(shells.size).toBe(2);
    expect(shells.has(online)).toBe(false);
    expect(shells.has(kept)).toBe(false);
    await page.close();
  });
});
