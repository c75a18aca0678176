/**
 * A visitor's first load, in Chromium against the real server and the
 * production build, every file over the network: nothing moves while the
 * page loads (Cumulative Layout Shift under 0.05, desktop and phone; none at
 * all on the help page and the embed builder), and the
 * reading page's JavaScript comes brotli-compressed, under 150 KB on the
 * wire. A search link's results are in its HTML, readable before any script
 * runs, and the app takes them over with no shift at all, without asking
 * the API again. Bytes, layout shift and what the page holds are not
 * timings, so they are checked here; how fast it loads (LCP), and whether
 * the largest paint was the server's HTML or the app's (which depends on
 * whether the script ran before the first paint: on a busy machine it can,
 * issue 48), belong to the benchmark (`npm run bench -- web`).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { describeShifts, FIRST_LOAD_ROUTES, measurePageLoad } from '../support/page-metrics.js';
import { htmlOnceDrawn, useJourney, useScriptlessPages, WIDTHS } from './harness.js';

/** The target of "good" CLS; a shift this large is seen by the reader. */
const CLS_LIMIT = 0.05;
/** The reading page's JavaScript on the wire (compressed bodies and headers), in bytes. */
const READ_JS_LIMIT = 150_000;

describe('first load in Chromium', () => {
  const journey = useJourney();

  for (const { width, mobile } of WIDTHS) {
    it.each(FIRST_LOAD_ROUTES)(`does not move while %s loads (${width})`, async (route) => {
      const page = await journey.page({ mobile });
      const load = await measurePageLoad(page, journey.url(encodeURI(route)));
      // The page really loaded: its content is there, not a loading state.
      expect(await page.locator('[aria-busy="true"]').count()).toBe(0);
      expect(load.cls, describeShifts(load.shifts).join('\n')).toBeLessThan(CLS_LIMIT);
      await page.close();
    });
  }

  // Pages whose code comes after the shell, and parts of them after the server's answers: nothing at
  // all moves (issue 47: the help page's footer, CLS 0.079; the builder's form, 0.116 on a phone).
  for (const { width, mobile } of WIDTHS) {
    it.each(['/aide', '/integrer'])(`does not move at all while %s loads (${width})`, async (route) => {
      const page = await journey.page({ mobile });
      const load = await measurePageLoad(page, journey.url(route));
      // The page's code came and drew it: its title and its sections (the builder's: settings, code, preview).
      expect(await page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
      expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(3);
      expect(load.cls, describeShifts(load.shifts).join('\n')).toBe(0);
      await page.close();
    });
  }

  it('sends the reading page’s JavaScript brotli-compressed, under 150 KB on the wire', async () => {
    const page = await journey.page();
    const load = await measurePageLoad(page, journey.url('/lire/43/3'));
    expect(load.scripts.length).toBeGreaterThan(1);
    for (const script of load.scripts) expect(script.encoding, script.path).toBe('br');
    expect(load.js.transfer).toBeLessThan(READ_JS_LIMIT);
    // What was decoded is the real bundle, several times larger than what came.
    expect(load.js.decoded).toBeGreaterThan(3 * load.js.transfer);
    await page.close();
  });
});

describe('a search link’s first load', () => {
  const journey = useJourney();
  const SEARCH = '/rechercher/lumière/atnt/nex';

  /** Where the first verse found is, the server's as the app's: beside the filter panel on a desktop, under « Filtres » on a phone. */
  const FIRST_VERSE = { desktop: { x: 385, y: 172 }, phone: { x: 32, y: 224 } };

  // A page waits for its search a short while only (share/search-page.ts, SEARCH_PAGE_WAIT_MS), and
  // this machine may be busy: the link is opened first, as by an earlier reader, until the server
  // has the search and its results, so that every page below has them.
  beforeAll(async () => {
    await htmlOnceDrawn(journey.url(encodeURI(SEARCH)), (html) => html.includes('id="parole-page-data"'), 'its results');
  });

  describe('without JavaScript', () => {
    const scriptless = useScriptlessPages();

    for (const { width, mobile } of WIDTHS) {
      it(`shows the results in the page, before any script runs (${width})`, async () => {
        const page = await scriptless.open(mobile);
        const context = page.context();
        await page.goto(journey.url(encodeURI(SEARCH)));
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Trouvé 171(Max : 100)');
        const rows = page.getByRole('list', { name: 'Versets trouvés' }).getByRole('listitem');
        expect(await rows.count()).toBe(100);
        const first = rows.first();
        expect(await first.getByRole('link').getAttribute('href')).toBe('/lire/1/1/3');
        expect(await first.locator('mark').first().textContent()).toBe('lumière');
        expect(await first.isVisible()).toBe(true);
        // Where the app puts it (below).
        const box = (await first.boundingBox())!;
        expect({ x: Math.round(box.x), y: Math.round(box.y) }).toEqual(FIRST_VERSE[width]);
        await context.close();
      });
    }
  });

  for (const { width, mobile } of WIDTHS) {
    it(`is taken over by the app with no layout shift and no new search (${width})`, async () => {
      const page = await journey.page({ mobile });
      const searches: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/rechercher/')) searches.push(request.url());
      });
      const load = await measurePageLoad(page, journey.url(encodeURI(SEARCH)));
      // The app's results replaced the server's, where they were.
      expect(await page.locator('.parole-static').count()).toBe(0);
      const rows = page.getByRole('list', { name: 'Versets trouvés' }).getByRole('listitem');
      expect(await rows.count()).toBe(100);
      const box = (await rows.first().boundingBox())!;
      expect({ x: Math.round(box.x), y: Math.round(box.y) }).toEqual(FIRST_VERSE[width]);
      expect(await page.locator('[aria-busy="true"]').count()).toBe(0);
      expect(load.cls, describeShifts(load.shifts).join('\n')).toBe(0);
      expect(searches).toEqual([]);
      // The search counts as done, as after asking the API: the word joined the history kept on the device.
      await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('parole:state') ?? '{}').wordList)).toContain('lumière');
      await page.close();
    });
  }
});
