import { describe, expect, it } from 'vitest';
import { useChurchPage, useJourney } from './harness.js';

/**
 * A church's page on another origin (another port of 127.0.0.1) that embeds
 * widgets with the script-tag bundle served by the site: the path a
 * webmaster follows from the README.
 */
function churchPage(site: string): string {
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>Paroisse</title></head>
<body>
  <h1>Notre paroisse</h1>
  <div id="lecture" data-bible-widget="reader" data-api="${site}" data-site="${site}"
       data-livre="43" data-chapitre="3" data-selection="16"></div>
  <div id="plan" data-bible-widget="plan" data-api="${site}" data-site="${site}"></div>
  <script src="${site}/widgets/parole-widgets.iife.js" defer></script>
</body></html>`;
}

describe('widgets embedded on another site, in Chromium', () => {
  const journey = useJourney();

  const church = useChurchPage(journey, churchPage);

  it('reads the API across origins and links back to the full site', async () => {
    expect(new URL(church.url).origin).not.toBe(new URL(journey.site.url).origin);
    const page = await journey.page();
    await page.goto(church.url);

    const reader = page.locator('#lecture');
    await expect.poll(() => reader.locator('h1').first().textContent()).toBe('Jean 3');
    await expect.poll(() => reader.locator('[data-verset="16"]').getAttribute('aria-pressed')).toBe('true');
    expect(await reader.locator('[data-verset="16"]').textContent()).toContain('Car Dieu a tant aimé le monde');
    // Chapter links lead to the full site.
    const href = await reader.getByRole('navigation', { name: 'Chapitres' }).getByRole('link').nth(3).getAttribute('href');
    expect(href).toBe(`${journey.site.url}/lire/43/4`);

    // The plan widget, from the same bundle, shows today's readings.
    await expect.poll(() => page.locator('#plan').getByRole('heading', { level: 3 }).count()).toBeGreaterThanOrEqual(3);
    // The host page's own content is untouched.
    expect(await page.locator('body > h1').textContent()).toBe('Notre paroisse');
    await page.close();
  });
});
