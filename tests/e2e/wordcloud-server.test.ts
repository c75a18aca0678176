/**
 * The word cloud laid out on the server (issue 48): /tagcloud's HTML holds
 * the drawn cloud before any script runs, the app takes it over with no
 * layout shift and without running d3-cloud (no canvas is made: d3-cloud
 * measures every word on one), the words still search themselves, and the
 * server's measures hold in Chromium: drawn by Chromium's own fonts, no two
 * words share a pixel.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { readPageCloudLayouts, type PageCloudLayout } from '@parole/bible';
import { describeShifts, measurePageLoad } from '../support/page-metrics.js';
import { htmlOnceDrawn, pathOf, useJourney, useScriptlessPages, WIDTHS } from './harness.js';

const CLOUD = '/tagcloud';

/** The page data of a page's HTML (the element's text). */
const pageDataOf = (html: string) => /<script type="application\/json" id="parole-page-data">([\s\S]*?)<\/script>/.exec(html)?.[1];

describe('the word cloud page, laid out on the server', () => {
  const journey = useJourney();
  let layouts: PageCloudLayout[] = [];

  // A page waits for its cloud a while only (wordcloud-page.ts, CLOUD_PAGE_WAIT_MS), and this machine
  // may be busy: the page is asked first, as by an earlier visitor, until the server has laid it out.
  beforeAll(async () => {
    const html = await htmlOnceDrawn(journey.url(CLOUD), (page) => readPageCloudLayouts(pageDataOf(page)).length > 0, 'its cloud');
    layouts = readPageCloudLayouts(pageDataOf(html));
  });

  describe('without JavaScript', () => {
    const scriptless = useScriptlessPages();

    for (const { width, mobile } of WIDTHS) {
      it(`shows the cloud in the page's HTML, at the widget's height (${width})`, async () => {
        const page = await scriptless.open(mobile);
        const context = page.context();
        await page.goto(journey.url(CLOUD));
        const shown = page.locator(`svg[data-testid="word-cloud-${mobile ? 'narrow' : 'wide'}"]`);
        const hidden = page.locator(`svg[data-testid="word-cloud-${mobile ? 'wide' : 'narrow'}"]`);
        expect(await shown.isVisible()).toBe(true);
        expect(await hidden.isVisible()).toBe(false);
        expect(await shown.getAttribute('height')).toBe(mobile ? '350' : '700');
        expect(await shown.locator('text[data-mot="Jésus"]').count()).toBe(1);
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Nuage de mots');
        await context.close();
      });
    }
  });

  for (const { width, mobile } of WIDTHS) {
    it(`is taken over by the app with no layout shift, without laying it out again (${width})`, async () => {
      const page = await journey.page({ mobile });
      // d3-cloud measures each word on a canvas: none made means no layout ran on this thread.
      await page.addInitScript(() => {
        const counts = { canvases: 0 };
        (window as unknown as { __counts: typeof counts }).__counts = counts;
        const create = Document.prototype.createElement;
        Document.prototype.createElement = function (this: Document, name: string, options?: ElementCreationOptions) {
          if (String(name).toLowerCase() === 'canvas') counts.canvases++;
          return create.call(this, name, options);
        } as typeof create;
      });
      const clouds: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/tagcloud')) clouds.push(request.url());
      });
      const load = await measurePageLoad(page, journey.url(CLOUD));
      expect(await page.locator('.parole-static').count()).toBe(0);
      const svg = page.locator('svg[data-testid="word-cloud"]');
      expect(await svg.locator('text').count()).toBe(layouts.find((l) => l.height === (mobile ? 350 : 700))!.placed.length);
      expect(await svg.getAttribute('height')).toBe(mobile ? '350' : '700');
      expect(await page.locator('[aria-busy="true"]').count()).toBe(0);
      expect(load.cls, describeShifts(load.shifts).join('\n')).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __counts: { canvases: number } }).__counts.canvases)).toBe(0);
      expect(clouds).toEqual([]);
      await page.close();
    });
  }

  it('searches a word clicked in the taken-over cloud, and one chosen with the keyboard', async () => {
    const page = await journey.open(CLOUD);
    await page.locator('svg[data-testid="word-cloud"] text[data-mot="Jésus"]').click();
    await expect.poll(() => pathOf(page)).toBe('/rechercher/J%C3%A9sus/nt/exa');
    await page.goBack();
    await expect.poll(() => pathOf(page)).toBe(CLOUD);
    const button = page.getByRole('button', { name: /^Rechercher « Dieu »/ });
    await button.focus();
    expect(await button.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => pathOf(page)).toBe('/rechercher/Dieu/nt/exa');
    await page.close();
  });

  it('holds in Chromium’s own fonts: drawn as the page draws them, no two words share a pixel', async () => {
    const page = await journey.open('/aide');
    const shared = await page.evaluate((all) => {
      const found: string[] = [];
      for (const { width, height, placed } of all) {
        const owner = new Int16Array(width * height).fill(-1);
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
        placed.forEach((word, i) => {
          ctx.clearRect(0, 0, width, height);
          ctx.save();
          ctx.font = `normal normal 600 ${word.size}px Georgia, 'Times New Roman', serif`;
          ctx.textAlign = 'center';
          ctx.translate(width / 2 + word.x, height / 2 + word.y);
          ctx.rotate((word.rotate * Math.PI) / 180);
          ctx.fillText(word.word, 0, 0);
          ctx.restore();
          const { data } = ctx.getImageData(0, 0, width, height);
          for (let p = 0; p < width * height; p++) {
            if (data[p * 4 + 3]! <= 128) continue;
            if (owner[p]! >= 0 && owner[p] !== i) found.push(`${placed[owner[p]!]!.word}/${word.word} (${width}×${height})`);
            owner[p] = i;
          }
        });
      }
      return [...new Set(found)];
    }, layouts);
    expect(shared).toEqual([]);
    await page.close();
  });
});
