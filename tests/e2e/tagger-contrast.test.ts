/**
 * The tagger's preview in a parish's own light colours, with every scheme
 * (issue 44): under `data-scheme="dark"`, or `auto` on a dark system, the
 * parish's cream background once took the dark palette's light text
 * (1.04:1). The preview follows the widgets' readable-colour rules
 * (readableColors): axe's WCAG AA rules, colour contrast included, pass on
 * the open preview in light, dark and auto, on a light and on a dark system.
 * Needs `npm run build` first.
 */
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { A11Y_RUN_OPTIONS, describeViolations } from '../support/a11y.js';
import { useChurchPage, useJourney } from './harness.js';

/** A parish's bordeaux and cream (the demo church's), given on the tagger's script tag. */
const PARISH = 'data-color-background="#fbf6ea" data-color-accent="#8b1a1a" data-color-border="#d9c7a7" data-font-ui="Georgia, serif"';

/** The page of `/{scheme}`: a sermon's paragraph, the tagger with the parish's colours and that scheme. */
const churchPage = (site: string, path: string) => `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Sermon</title>
<style>body { background: #fbf6ea; color: #2b1d14; font: 18px/1.5 Georgia, serif; }</style></head><body>
<h1>Le bon berger</h1>
<p>Lecture : Jean 10.11-18 ; puis Ps 23.</p>
<script src="${site}/widgets/parole-tagger.js" data-scheme="${path.slice(1)}" ${PARISH} defer></script></body></html>`;

describe('the tagger’s preview in a parish’s colours, every scheme, in Chromium', () => {
  const journey = useJourney();
  const church = useChurchPage(journey, churchPage);

  /** Opens the page of `scheme` on a system in `system`, opens « Ps 23 »'s preview, and runs axe on it. */
  const contrastOf = async (scheme: string, system: 'light' | 'dark'): Promise<{ page: Page; violations: string[] }> => {
    const page = await journey.page();
    await page.emulateMedia({ colorScheme: system });
    await page.goto(new URL(`/${scheme}`, church.url).href);
    const psalm = page.locator('a[data-parole-passage]', { hasText: 'Ps 23' });
    await psalm.waitFor({ timeout: 15_000 });
    await psalm.focus();
    const card = page.locator('[data-parole-preview]').getByRole('dialog');
    await expect.poll(() => card.textContent(), { timeout: 10_000 }).toContain('L’Éternel est mon berger');
    await page.addScriptTag({ content: axe.source });
    const results = await page.evaluate(
      (options) => (window as unknown as { axe: typeof axe }).axe.run('[data-parole-preview]', options),
      A11Y_RUN_OPTIONS,
    );
    return { page, violations: describeViolations(results.violations) };
  };

  it.each([
    ['light', 'light'],
    ['light', 'dark'],
    ['dark', 'light'],
    ['dark', 'dark'],
    ['auto', 'light'],
    ['auto', 'dark'],
  ] as const)('reads at AA with data-scheme="%s" on a %s system', async (scheme, system) => {
    const { page, violations } = await contrastOf(scheme, system);
    expect(violations).toEqual([]);
    // The parish's cream stays the preview's background, whatever the scheme.
    const background = await page.locator('[data-parole-preview]').getByRole('dialog').evaluate((e) => getComputedStyle(e).backgroundColor);
    expect(background).toBe('rgb(251, 246, 234)');
    await page.close();
  });
});
