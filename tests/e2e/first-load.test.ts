/**
 * A visitor's first load, in Chromium against the real server and the
 * production build, every file over the network: nothing moves while the
 * page loads (Cumulative Layout Shift under 0.05, desktop and phone), and the
 * reading page's JavaScript comes brotli-compressed, under 150 KB on the
 * wire. Bytes and layout shift are not timings, so they are checked here;
 * how fast it loads (LCP) belongs to the benchmark (`npm run bench -- web`).
 */
import { describe, expect, it } from 'vitest';
import { describeShifts, FIRST_LOAD_ROUTES, measurePageLoad } from '../support/page-metrics.js';
import { useJourney, WIDTHS } from './harness.js';

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
