/**
 * The reference tagger on a church's page of another origin under a strict
 * Content-Security-Policy (issue 44): with the page's nonce on its script
 * tag (`nonce`, or `data-nonce` where a CMS strips it) the preview is styled
 * and the page reports no violation; without it, the preview still needs no
 * nonce where the browser has constructable style sheets, and where it has
 * none (removed here before the page's scripts run, as in a browser without
 * them) the tagger says so once in French in the console and keeps its links,
 * inserting no unstyled preview into the page. Needs `npm run build` first.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PREVIEW_BLOCKED } from '../../packages/widgets/src/tagger/styles.js';
import { useChurchPage, useJourney } from './harness.js';

const NONCE = 'cGFyb2xlLXRhZ2dlcg';

/** The parish's strict policy: its own nonce, the Parole site for the script and the API, nothing inline. */
const policyOf = (site: string) =>
  ["default-src 'none'", `script-src ${site} 'nonce-${NONCE}'`, `style-src 'nonce-${NONCE}'`, `connect-src ${site}`].join('; ');

/** The page's own first script (with its nonce): it keeps every violation the policy reports. */
const VIOLATIONS = `<script nonce="${NONCE}">window.violations = []; document.addEventListener('securitypolicyviolation', (e) => window.violations.push(e.violatedDirective + ' ' + e.blockedURI + ' ' + e.sourceFile));</script>`;

/** The tagger's script tag's attributes, by the page's path. */
const TAG_ATTRIBUTES: Record<string, string> = {
  '/nonce': ` nonce="${NONCE}"`,
  '/data-nonce': ` data-nonce="${NONCE}"`,
  '/no-nonce': '',
};

const churchPage = (site: string, path: string) => `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Sermon</title>${VIOLATIONS}
<style nonce="${NONCE}">body { font: 18px/1.5 Georgia, serif; margin: 2rem; }</style></head><body>
<h1>Le bon berger</h1>
<p id="intro">Lecture : Jean 10.11-18 ; puis Ps 23 et Mt 5–7.</p>
<p id="after">Horaires du dimanche.</p>
<script src="${site}/widgets/parole-tagger.js"${TAG_ATTRIBUTES[path] ?? ''} defer></script></body></html>`;

/** Makes the page's browser one without constructable style sheets, before any of its scripts runs. */
const withoutConstructableSheets = (page: Page) =>
  page.addInitScript(() => {
    for (const proto of [Document.prototype, ShadowRoot.prototype]) delete (proto as { adoptedStyleSheets?: unknown }).adoptedStyleSheets;
    delete (CSSStyleSheet.prototype as { replaceSync?: unknown }).replaceSync;
  });

describe('the reference tagger under a strict Content-Security-Policy, in Chromium', () => {
  const journey = useJourney();
  const church = useChurchPage(journey, churchPage, { headers: (site) => ({ 'Content-Security-Policy': policyOf(site) }) });

  /** Opens `path` (constructable sheets removed when asked), the page's console lines kept, once its references are linked. */
  const open = async (path: string, { constructable = true } = {}) => {
    const page = await journey.page();
    const consoleLines: string[] = [];
    page.on('console', (message) => consoleLines.push(message.text()));
    if (!constructable) await withoutConstructableSheets(page);
    await page.goto(new URL(path, church.url).href);
    await expect.poll(() => page.locator('a[data-parole-passage]').count(), { timeout: 15_000 }).toBe(3);
    return { page, consoleLines };
  };
  const violations = (page: Page) => page.evaluate(() => (window as unknown as { violations: string[] }).violations);

  /** Focuses « Ps 23 » and expects its styled preview: fixed above the text, the psalm's words in it. */
  const expectStyledPreview = async (page: Page) => {
    await page.locator('a[data-parole-passage]', { hasText: 'Ps 23' }).focus();
    const card = page.locator('[data-parole-preview]').getByRole('dialog');
    await expect.poll(() => card.textContent(), { timeout: 10_000 }).toContain('L’Éternel est mon berger');
    expect(await card.evaluate((e) => getComputedStyle(e).position)).toBe('fixed');
    // The whole passage of a range of chapters: « Matthieu 5-7 ».
    await page.locator('a[data-parole-passage]', { hasText: 'Mt 5–7' }).focus();
    await expect.poll(() => card.textContent(), { timeout: 10_000 }).toContain('Matthieu 5-7');
  };

  it.each([
    ['/nonce', 'nonce'],
    ['/data-nonce', 'data-nonce'],
  ])('styles the preview with the page’s nonce (%s, as %s), with no violation, where the browser has no constructable sheets', async (path) => {
    const { page, consoleLines } = await open(path, { constructable: false });
    await expectStyledPreview(page);
    expect(await violations(page)).toEqual([]);
    expect(consoleLines).not.toContain(PREVIEW_BLOCKED);
    await page.close();
  });

  it.each(['/nonce', '/data-nonce', '/no-nonce'])('styles the preview with a constructable sheet, nonce or not (%s), with no violation', async (path) => {
    const { page, consoleLines } = await open(path);
    await expectStyledPreview(page);
    expect(await violations(page)).toEqual([]);
    expect(consoleLines).not.toContain(PREVIEW_BLOCKED);
    await page.close();
  });

  it('keeps the links without previews, and says why once in French, when the policy blocks the preview’s styles', async () => {
    const { page, consoleLines } = await open('/no-nonce', { constructable: false });
    const links = await page.locator('a[data-parole-passage]').evaluateAll((all) => all.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(links).toEqual([
      ['Jean 10.11-18', `${journey.site.url}/lire/43/10/11-18`],
      ['Ps 23', `${journey.site.url}/lire/19/23`],
      ['Mt 5–7', `${journey.site.url}/lire/40/5`],
    ]);
    const before = await page.locator('#after').boundingBox();
    for (const text of ['Ps 23', 'Mt 5–7']) {
      await page.locator('a[data-parole-passage]', { hasText: text }).focus();
      await page.locator('a[data-parole-passage]', { hasText: text }).hover();
    }
    await page.waitForTimeout(500);
    // No preview inserted in the text, the page not pushed down.
    expect(await page.locator('[data-parole-preview]').count()).toBe(0);
    expect(await page.locator('#after').boundingBox()).toEqual(before);
    expect(consoleLines.filter((line) => line === PREVIEW_BLOCKED)).toHaveLength(1);
    // The links still lead to the site's reading page.
    await page.locator('a[data-parole-passage]', { hasText: 'Ps 23' }).click();
    await page.waitForURL(/\/lire\/19\/23$/);
    await page.close();
  });
});
