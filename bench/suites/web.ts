/**
 * First load, as a visitor's browser gets it: Debian's Chromium against the
 * production build served by the real server on 127.0.0.1, every file over
 * the network (HTTP cache off, a fresh browser context per load). For each
 * route and viewport, the median of RUNS loads: JavaScript bytes on the wire
 * and decoded, all bytes, Largest Contentful Paint and what painted it (the
 * server's HTML, as a chapter's text and a search's results, or the app),
 * Cumulative Layout Shift (tests/support/page-metrics.ts). Then the sizes of
 * the built bundles.
 *
 * Targets (issue 15): the JavaScript of /lire under 150 KB gzip (the
 * scripts the page loaded, each at its precompressed gzip size: what a
 * client without brotli receives), LCP under 1 s and CLS under 0.05 on
 * every route at both viewports; each row says which it meets.
 *
 * Needs the build: `npm run build && npm run bench -- web`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { loadConfig } from '../../packages/api/src/config.js';
import { assertChromium, CHROMIUM_ARGS, CHROMIUM_PATH, VIEWPORTS, type ViewportName } from '../../tests/support/chromium.js';
import { describeShifts, FIRST_LOAD_ROUTES, measurePageLoad, type PageLoad } from '../../tests/support/page-metrics.js';
import { requireBuild, type Suite } from '../lib.js';

/** Loads per route and viewport; the median is reported. */
const RUNS = Number(process.env.WEB_RUNS) || 3;

export const JS_TARGET_BYTES = 150_000;
export const LCP_TARGET_MS = 1000;
export const CLS_TARGET = 0.05;

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

/** Gzip size of each script of the site (its precompressed .gz, made by the build), by URL path. */
const gzipSizes = new Map<string, number>();
function gzipSize(urlPath: string): number {
  let size = gzipSizes.get(urlPath);
  if (size === undefined) {
    const { webRoot, widgetsRoot } = loadConfig();
    const file = urlPath.startsWith('/widgets/') ? path.join(widgetsRoot, urlPath.slice('/widgets/'.length)) : path.join(webRoot, urlPath);
    size = existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : gzipSync(readFileSync(file), { level: 9 }).length;
    gzipSizes.set(urlPath, size);
  }
  return size;
}

/** The gzip bytes of the scripts a load fetched. */
const jsGzip = (load: PageLoad) => load.scripts.reduce((n, s) => n + gzipSize(s.path), 0);

interface Measured {
  route: string;
  viewport: ViewportName;
  loads: PageLoad[];
}

/** The built bundles: each host chunk (named without its hash) and the script-tag widget bundle. */
function bundleSizes(): { name: string; raw: number; gzip: number; brotli: number }[] {
  const { webRoot, widgetsRoot } = loadConfig();
  const assets = path.join(webRoot, 'assets');
  const files = [
    ...readdirSync(assets)
      .filter((f) => f.endsWith('.js') || f.endsWith('.css'))
      .map((f) => ({ name: f.replace(/-[\w-]{8}(\.\w+)$/, '$1'), file: path.join(assets, f) })),
    // The script-tag embed: its loader and its chunks (sizes per page: scripts/embed-budget.ts).
    { name: 'parole-widgets.js', file: path.join(widgetsRoot, 'parole-widgets.js') },
    ...readdirSync(path.join(widgetsRoot, 'embed'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => ({ name: `embed/${f.replace(/-[\w-]{8}(\.\w+)$/, '$1')}`, file: path.join(widgetsRoot, 'embed', f) })),
  ];
  return files
    .map(({ name, file }) => {
      const body = readFileSync(file);
      return {
        name,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      };
    })
    .sort((a, b) => b.raw - a.raw);
}

export const webSuite: Suite = {
  name: 'web',
  title: 'First load in Chromium',
  async run({ servers }) {
    const index = requireBuild();
    assertChromium();
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
    const measured: Measured[] = FIRST_LOAD_ROUTES.flatMap((route) =>
      (Object.keys(VIEWPORTS) as ViewportName[]).map((viewport) => ({ route, viewport, loads: [] })),
    );
    try {
      // Round after round over every route, so that other work on the machine spreads over all of them.
      for (let run = 0; run < RUNS; run++) {
        for (const m of measured) {
          const context = await browser.newContext({ viewport: VIEWPORTS[m.viewport], locale: 'fr-FR' });
          try {
            const page = await context.newPage();
            m.loads.push(await measurePageLoad(page, `${servers.parole}${encodeURI(m.route)}`));
          } finally {
            await context.close();
          }
        }
      }
    } finally {
      await browser.close();
    }

    const rows = measured.map((m) => ({
      ...m,
      js: median(m.loads.map((l) => l.js.transfer)),
      jsGzip: median(m.loads.map(jsGzip)),
      jsDecoded: median(m.loads.map((l) => l.js.decoded)),
      total: median(m.loads.map((l) => l.total.transfer)),
      lcp: median(m.loads.map((l) => l.lcp ?? Infinity)),
      lcpByServer: m.loads.filter((l) => l.lcpServerRendered).length,
      cls: median(m.loads.map((l) => l.cls)),
    }));
    /** What painted the largest element: the server's HTML, the app, or each in some loads. */
    const painter = (byServer: number, loads: number) => (byServer === loads ? 'server' : byServer === 0 ? 'app' : `server ${byServer}/${loads}`);
    const read = rows.find((r) => r.route === '/lire/43/3' && r.viewport === 'desktop')!;
    const jsMet = rows.filter((r) => r.route.startsWith('/lire/')).every((r) => r.jsGzip < JS_TARGET_BYTES);
    const lcpMet = rows.every((r) => r.lcp < LCP_TARGET_MS);
    const clsMet = rows.every((r) => r.cls < CLS_TARGET);
    const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
    const encodings = [...new Set(read.loads.flatMap((l) => l.scripts.map((s) => s.encoding || 'none')))].join(', ');

    const worst = rows
      .filter((r) => r.cls >= CLS_TARGET)
      .map((r) => {
        const load = [...r.loads].sort((a, b) => b.cls - a.cls)[0];
        const biggest = [...load.shifts].sort((a, b) => b.value - a.value).slice(0, 3);
        return `- \`${r.route}\` ${r.viewport} (worst load, CLS ${load.cls.toFixed(3)}): ${describeShifts(biggest).join(' | ')}`;
      });

    const bundles = bundleSizes();
    const built = statSync(index).mtime.toISOString().slice(0, 16).replace('T', ' ');
    const markdown = [
      `Median of ${RUNS} cold loads per route and viewport (desktop ${VIEWPORTS.desktop.width}×${VIEWPORTS.desktop.height}, ` +
        `phone ${VIEWPORTS.phone.width}×${VIEWPORTS.phone.height}), Debian's Chromium headless, production build of ${built} UTC ` +
        'served by the real server on 127.0.0.1 (no network throttling). KB = 1,000 bytes; "on the wire" is ' +
        'Resource Timing\'s transfer size (compressed body and headers); "JS gzip" the scripts the page loaded at their gzip size (level 9, as precompressed by the build); ' +
        '"LCP painted by": the server\'s HTML (a chapter\'s text, a search\'s results, before any script) or the app, in how many of the loads.',
      '',
      `| Route | viewport | JS gzip (KB) | JS on the wire (KB) | JS decoded (KB) | all bytes on the wire (KB) | LCP (ms) | LCP painted by | CLS | targets (JS < ${kb(JS_TARGET_BYTES)} KB gzip on \`/lire\`, LCP < ${LCP_TARGET_MS} ms, CLS < ${CLS_TARGET}) |`,
      '|---|---|---:|---:|---:|---:|---:|---|---:|---|',
      ...rows.map((r) => {
        const missed = [
          ...(r.route.startsWith('/lire/') && r.jsGzip >= JS_TARGET_BYTES ? ['JS'] : []),
          ...(r.lcp >= LCP_TARGET_MS ? ['LCP'] : []),
          ...(r.cls >= CLS_TARGET ? ['CLS'] : []),
        ];
        return `| \`${r.route}\` | ${r.viewport} | ${kb(r.jsGzip)} | ${kb(r.js)} | ${kb(r.jsDecoded)} | ${kb(r.total)} | ${Math.round(r.lcp)} | ${painter(r.lcpByServer, r.loads.length)} | ${r.cls.toFixed(3)} | ${missed.length === 0 ? 'met' : `NOT met: ${missed.join(', ')}`} |`;
      }),
      '',
      `- **JavaScript of \`/lire/43/3\`: ${kb(read.jsGzip)} KB gzip** (target < ${kb(JS_TARGET_BYTES)} KB on every \`/lire\` route: ${verdict(jsMet)}), ` +
        `${kb(read.js)} KB on the wire as Chromium gets it (scripts' Content-Encoding: ${encodings}).`,
      `- **LCP: ${Math.round(Math.max(...rows.map((r) => r.lcp)))} ms at worst** (target < ${LCP_TARGET_MS} ms on every route: ${verdict(lcpMet)}).`,
      `- **CLS: ${Math.max(...rows.map((r) => r.cls)).toFixed(3)} at worst** (target < ${CLS_TARGET} on every route and viewport: ${verdict(clsMet)}).`,
      ...(worst.length > 0 ? ['', 'Largest shifts where CLS misses its target (element, box before → after):', '', ...worst] : []),
      '',
      '**Built bundles** (gzip level 9 and brotli quality 11, as served):',
      '',
      '| File | raw (KB) | gzip (KB) | brotli (KB) |',
      '|---|---:|---:|---:|',
      ...bundles.map((b) => `| \`${b.name}\` | ${kb(b.raw)} | ${kb(b.gzip)} | ${kb(b.brotli)} |`),
      '',
      'Run alone: `npm run build && npm run bench -- web` (`WEB_RUNS=5` for more loads per route). ' +
        'Layout shift and the compressed scripts are also guarded by `tests/e2e/first-load.test.ts`.',
    ].join('\n');
    return { markdown, passed: jsMet && lcpMet && clsMet };
  },
};
