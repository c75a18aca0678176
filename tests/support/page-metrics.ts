/**
 * What a visitor's browser gets on a first visit, measured in Chromium: bytes
 * on the wire (Resource Timing), Largest Contentful Paint and Cumulative
 * Layout Shift (with the elements that moved), and the Content-Encoding of
 * every script. One definition for the benchmark (bench/suites/web.ts, which
 * times) and the regression guards (tests/e2e/first-load.test.ts, which only
 * check bytes and layout shift, never a time).
 */
import type { Page } from 'playwright-core';

/**
 * The routes whose first load is measured (benchmark) and guarded (e2e):
 * the pages with content that arrives late, the home page and the themes.
 */
export const FIRST_LOAD_ROUTES = [
  '/lire/43/3',
  '/lire/19/119',
  '/rechercher/lumière/atnt/nex',
  '/rechercher/berger/43/exa',
  '/bible1an/1/1',
  '/',
  '/theme',
] as const;

/** One shifted element: a short selector and its box before and after. */
export interface ShiftSource {
  node: string;
  from: string;
  to: string;
}

/** One layout-shift entry not caused by input. */
export interface Shift {
  value: number;
  /** ms after navigation start. */
  time: number;
  sources: ShiftSource[];
}

export interface Bytes {
  /** On the wire: compressed body and response headers. */
  transfer: number;
  /** After decompression. */
  decoded: number;
}

export interface Script extends Bytes {
  path: string;
  /** The response's Content-Encoding ('' when none). */
  encoding: string;
}

export interface PageLoad {
  /** Cumulative Layout Shift: the largest session window (shifts under 1 s apart, at most 5 s long). */
  cls: number;
  shifts: Shift[];
  /** Largest Contentful Paint, ms after navigation start; undefined when nothing was painted. */
  lcp: number | undefined;
  lcpElement: string;
  /**
   * Whether the largest paint was of what the server wrote into #root before
   * any script ran (`.parole-static`: a chapter's text, a search's results),
   * rather than of the app: its element is in it, or it was painted before
   * the app's first render removed it.
   */
  lcpServerRendered: boolean;
  /** JavaScript files (paths ending in .js). */
  js: Bytes;
  scripts: Script[];
  /** The document and everything it loaded (scripts, styles, images, API answers). */
  total: Bytes;
}

/**
 * Installed before any script of the page: keeps the layout shifts (with a
 * description of their sources, taken while the nodes still exist) and the
 * latest LCP candidate. Plain JavaScript in a string, so that no compiler
 * helper ends up in the page.
 */
const OBSERVERS = `(() => {
  const describe = (node) => {
    if (!node || node.nodeType !== 1) return node ? node.nodeName : '(removed)';
    let s = node.tagName.toLowerCase();
    if (node.id) s += '#' + node.id;
    const cls = typeof node.className === 'string' ? node.className.trim().split(/\\s+/).filter(Boolean).slice(0, 2) : [];
    if (cls.length) s += '.' + cls.join('.');
    for (const a of ['data-testid', 'data-verset', 'role', 'aria-label']) {
      if (node.hasAttribute(a)) s += '[' + a + '="' + node.getAttribute(a).slice(0, 30) + '"]';
    }
    const parent = node.parentElement;
    return (parent ? (parent.tagName.toLowerCase() + (parent.id ? '#' + parent.id : '') + ' > ') : '') + s;
  };
  const box = (r) => Math.round(r.x) + ',' + Math.round(r.y) + ' ' + Math.round(r.width) + 'x' + Math.round(r.height);
  const m = (window.__pageMetrics = { shifts: [], lcp: undefined, lcpElement: '', lcpInStatic: false, staticGoneAt: undefined });
  // When the app's first render removed what the server wrote (.parole-static): a paint before it was
  // the server's, even when the LCP entry arrives after the element left the document (its element then null).
  const removals = new MutationObserver((records) => {
    for (const r of records) {
      for (const n of r.removedNodes) {
        if (n.nodeType === 1 && n.classList.contains('parole-static')) {
          m.staticGoneAt = performance.now();
          removals.disconnect();
          return;
        }
      }
    }
  });
  removals.observe(document, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', () => {
    if (!document.querySelector('.parole-static')) removals.disconnect();
  });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      m.shifts.push({
        value: e.value,
        time: e.startTime,
        sources: (e.sources || []).map((s) => ({ node: describe(s.node), from: box(s.previousRect), to: box(s.currentRect) })),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (!last) return;
    m.lcp = last.startTime;
    m.lcpElement = describe(last.element);
    m.lcpInStatic = Boolean(last.element && last.element.closest('.parole-static'));
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})();`;

/** What the page reports of one response: its URL and sizes. */
interface Entry extends Bytes {
  name: string;
}

/** Reads what OBSERVERS kept and Resource Timing's sizes (a string too, for the same reason). */
const COLLECT = `(() => {
  const sizes = (e) => ({ name: e.name, transfer: e.transferSize, decoded: e.decodedBodySize });
  const m = window.__pageMetrics;
  return {
    ...m,
    lcpServerRendered: m.lcpInStatic || (m.lcp !== undefined && m.staticGoneAt !== undefined && m.lcp < m.staticGoneAt),
    navigation: sizes(performance.getEntriesByType('navigation')[0]),
    resources: performance.getEntriesByType('resource').map(sizes),
  };
})()`;

/** Time left after the network is idle for late work (a chapter bar measuring itself, fonts) to move things. */
const SETTLE_MS = 1000;

/**
 * Largest session window of layout shifts, as Chromium and web-vitals define
 * CLS: shifts less than 1 s apart, in a window of at most 5 s.
 * @example cumulativeLayoutShift([{ value: 0.1, time: 0, sources: [] }]) // 0.1
 */
export function cumulativeLayoutShift(shifts: readonly Pick<Shift, 'value' | 'time'>[]): number {
  let max = 0;
  let sum = 0;
  let first = -Infinity;
  let previous = -Infinity;
  for (const s of shifts) {
    if (s.time - previous < 1000 && s.time - first < 5000) {
      sum += s.value;
    } else {
      sum = s.value;
      first = s.time;
    }
    previous = s.time;
    max = Math.max(max, sum);
  }
  return max;
}

/**
 * Opens `url` in `page` as a first visit (the HTTP cache and any service
 * worker are switched off for the page, so every file comes over the network) and measures it once the
 * network has been idle for half a second and the page had another second
 * to settle.
 * @example const load = await measurePageLoad(page, `${site.url}/lire/43/3`);
 */
export async function measurePageLoad(page: Page, url: string): Promise<PageLoad> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // A first visit has no service worker yet: one installed by an earlier load of
  // the same browser would otherwise answer from its precache (docs/decisions/offline.md).
  await cdp.send('Network.setBypassServiceWorker', { bypass: true });
  const encodings = new Map<string, string>();
  const onResponse = (response: { url(): string; headers(): Record<string, string> }) => {
    encodings.set(response.url(), response.headers()['content-encoding'] ?? '');
  };
  page.on('response', onResponse);
  await page.addInitScript({ content: OBSERVERS });
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(SETTLE_MS);
    const measured = (await page.evaluate(COLLECT)) as Pick<PageLoad, 'shifts' | 'lcp' | 'lcpElement' | 'lcpServerRendered'> & {
      navigation: Entry;
      resources: Entry[];
    };
    const scripts: Script[] = measured.resources
      .filter((r) => new URL(r.name).pathname.endsWith('.js'))
      .map((r) => ({ path: new URL(r.name).pathname, transfer: r.transfer, decoded: r.decoded, encoding: encodings.get(r.name) ?? '' }));
    const sum = (list: readonly Bytes[]): Bytes => ({
      transfer: list.reduce((n, r) => n + r.transfer, 0),
      decoded: list.reduce((n, r) => n + r.decoded, 0),
    });
    return {
      cls: cumulativeLayoutShift(measured.shifts),
      shifts: measured.shifts,
      lcp: measured.lcp,
      lcpElement: measured.lcpElement,
      lcpServerRendered: measured.lcpServerRendered,
      js: sum(scripts),
      scripts,
      total: sum([measured.navigation, ...measured.resources]),
    };
  } finally {
    page.off('response', onResponse);
    await cdp.detach();
  }
}

/**
 * The shifts of a load, one line each with their sources, so that a failing
 * check says what moved.
 * @example describeShifts(load.shifts) // ['0.1203 at 412 ms: main > div.sc-x 0,64 1280x300 → 0,180 1280x300']
 */
export function describeShifts(shifts: readonly Shift[]): string[] {
  return shifts.map(
    (s) =>
      `${s.value.toFixed(4)} at ${Math.round(s.time)} ms: ` +
      s.sources.map((src) => `${src.node} ${src.from} → ${src.to}`).join('; '),
  );
}
