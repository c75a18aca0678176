/**
 * A shared verse as the rest of the web sees it, against the real server
 * and the production build: a link-preview crawler (a plain GET, no
 * JavaScript) reads the verse's title, description and image; Chromium with
 * JavaScript off reads the chapter and follows its links; with JavaScript
 * the app takes the page over without moving anything (CLS under 0.05).
 */
import { PNG } from 'pngjs';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH, VIEWPORTS } from '../support/chromium.js';
import { describeShifts, measurePageLoad } from '../support/page-metrics.js';
import { useJourney, WIDTHS } from './harness.js';
import { crawlHead } from '../support/page-head.js';

/** What a link-preview crawler announces itself as. */
const CRAWLER = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';

describe('a shared verse', () => {
  const journey = useJourney();

  it('shows a link-preview crawler the verse, its translation and an image that answers a PNG', async () => {
    const res = await fetch(journey.url('/lire/43/3/16'), { headers: { 'User-Agent': CRAWLER } });
    expect(res.status).toBe(200);
    const { title, meta } = crawlHead(await res.text());
    const origin = journey.site.url;
    expect(title).toBe('Jean 3:16 — Louis Segond 1910 · Parole');
    expect(meta['og:title']).toBe(title);
    expect(meta.description).toBe(
      'Car Dieu a tant aimé le monde qu’il a donné son Fils unique, afin que quiconque croit en lui ne périsse point, mais qu’il ait la vie éternelle.',
    );
    expect(meta['og:url']).toBe(`${origin}/lire/43/3/16`);
    expect(meta['og:locale']).toBe('fr_FR');
    expect(meta['twitter:card']).toBe('summary_large_image');
    expect(meta['og:image']).toBe(`${origin}/partage/43/3/16.png`);

    const image = await fetch(meta['og:image'], { headers: { 'User-Agent': CRAWLER } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const png = PNG.sync.read(Buffer.from(await image.arrayBuffer()));
    expect([png.width, png.height]).toEqual([Number(meta['og:image:width']), Number(meta['og:image:height'])]);
    expect([png.width, png.height]).toEqual([1200, 630]);

    // robots.txt lets it fetch both, and names the sitemap.
    const robots = await (await fetch(journey.url('/robots.txt'))).text();
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(robots).not.toMatch(/Disallow: \/(lire|partage)/);
  });

  describe('without JavaScript', () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
    });
    afterAll(() => browser?.close());

    it('reads the chapter and follows its link to the next one', async () => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.phone, locale: 'fr-FR' });
      const page = await context.newPage();
      await page.goto(journey.url('/lire/43/3/16'));
      await expect(page.title()).resolves.toBe('Jean 3:16 — Louis Segond 1910 · Parole');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Jean 3');
      const verse = page.locator('#v16');
      expect(await verse.textContent()).toBe('16Car Dieu a tant aimé le monde qu’il a donné son Fils unique, afin que quiconque croit en lui ne périsse point, mais qu’il ait la vie éternelle.');
      expect(await verse.isVisible()).toBe(true);
      expect(await page.locator('article p[id^="v"]').count()).toBe(36);
      // Readable: the text is wrapped to the screen, not wider.
      const box = (await verse.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
      await page.getByRole('link', { name: 'Jean 4 →' }).click();
      await page.waitForURL(/\/lire\/43\/4$/);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Jean 4');
      await context.close();
    });
  });

  // A shared verse too: the reader scrolls to it once the chapter has been painted,
  // a scroll, not a layout shift (packages/widgets/src/reader/Reader.tsx).
  for (const { width, mobile } of WIDTHS) {
    it.each(['/lire/43/3', '/lire/19/119', '/lire/43/3/16', '/lire/19/119/150'])(`%s is taken over by the app without layout shift (${width})`, async (route) => {
      const page = await journey.page({ mobile });
      const load = await measurePageLoad(page, journey.url(route));
      // The app's reader replaced the static text.
      expect(await page.locator('.parole-static').count()).toBe(0);
      expect(await page.locator('[data-verset="1"][role="button"]').count()).toBe(1);
      expect(await page.locator('[aria-busy="true"]').count()).toBe(0);
      expect(load.cls, describeShifts(load.shifts).join('\n')).toBeLessThan(0.05);
      expect(load.lcp).toBeDefined();
      await page.close();
    });
  }

  it('opens a shared verse selected in the app, brought into view', async () => {
    const page = await journey.open('/lire/43/3/16', { mobile: true });
    const verse = page.locator('[data-verset="16"][aria-pressed="true"]');
    await verse.waitFor();
    expect(await page.locator('.parole-static').count()).toBe(0);
    await expect.poll(() => verse.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= innerHeight;
    })).toBe(true);
    await page.close();
  });
});
