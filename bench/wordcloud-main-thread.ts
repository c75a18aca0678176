/**
 * The word cloud's cost on the visitor's main thread (issue 48), in Chromium
 * with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate), as Lighthouse's
 * mobile run slows it: the long tasks (over 50 ms, PerformanceObserver
 * 'longtask') of a load of /tagcloud, a phone's viewport, every file over the
 * network, until the page has settled.
 *
 * - `server`: the page as sent, the cloud laid out by the server (no d3-cloud
 *   in the browser);
 * - `client`: the same page with its layouts cut out of the page data (the
 *   route's HTML rewritten on the way), so that the app lays the cloud out
 *   itself on the main thread, as before issue 48.
 *
 * Not a suite of `npm run bench` (its numbers are kept by hand in
 * docs/performance.md, "Word cloud: the layout's main-thread cost"):
 * `npx tsx --conditions=parole-source bench/wordcloud-main-thread.ts [runs]`
 * after `npm run build`.
 */
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, VIEWPORTS } from '../tests/support/chromium.js';
import { percentile, requireBuild, startServers } from './lib.js';

const RUNS = Number(process.argv[2] ?? 5);
/** The two ways of laying the cloud out, and the help page (no cloud: the app's own start) for reference. */
type Variant = 'server' | 'client' | 'help page';
const THROTTLE = 4;
const SETTLE_MS = 3_000;

/** Long tasks of one load of `url`: their durations in ms. */
async function longTasks(page: Page, url: string, variant: Variant): Promise<number[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  if (variant === 'client') {
    await page.route(url, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/,"cloudLayouts":\[[\s\S]*?\]\}<\/script>/, '}</script>');
      await route.fulfill({ response, body: html });
    });
  }
  await page.addInitScript(() => {
    const tasks: number[] = [];
    (window as unknown as { __longTasks: number[] }).__longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(SETTLE_MS);
  const tasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
  await cdp.detach();
  return tasks;
}

requireBuild();
const { servers, stop } = await startServers();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
try {
  const url = `${servers.parole}/tagcloud`;
  // Laid out once by the server before the runs, as by an earlier visitor.
  for (let i = 0; i < 20 && !(await (await fetch(url)).text()).includes('cloudLayouts'); i++);
  const variants: Variant[] = ['client', 'server', 'help page'];
  const results = new Map(variants.map((v) => [v, { totals: [] as number[], longest: [] as number[], blocking: [] as number[] }]));
  // Interleaved, so that the machine's other work weighs on each variant alike.
  for (let run = 0; run < RUNS; run++) {
    for (const variant of variants) {
      const context = await browser.newContext({ viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true, locale: 'fr-FR', serviceWorkers: 'block' });
      const tasks = await longTasks(await context.newPage(), variant === 'help page' ? `${servers.parole}/aide` : url, variant);
      const r = results.get(variant)!;
      r.totals.push(tasks.reduce((a, b) => a + b, 0));
      r.longest.push(Math.max(0, ...tasks));
      // Total blocking time as Lighthouse counts it: each task's part over 50 ms.
      r.blocking.push(tasks.reduce((a, b) => a + Math.max(0, b - 50), 0));
      await context.close();
    }
  }
  const median = (values: number[]) => Math.round(percentile(values, 50));
  for (const [variant, r] of results) {
    console.log(
      `| ${variant} | ${median(r.totals)} | ${median(r.longest)} | ${median(r.blocking)} | ${r.blocking.map(Math.round).join(', ')} |`,
    );
  }
} finally {
  await browser.close();
  await stop();
}
