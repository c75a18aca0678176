/**
 * Real parts for user journeys: the real server (built site, real database)
 * on 127.0.0.1 and Debian's Chromium driven by playwright-core.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser as Chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import type { Config } from '../../packages/api/src/config.js';
import { startServer } from '../../packages/server/src/server.js';
import { assertChromium, CHROMIUM_ARGS, CHROMIUM_PATH, VIEWPORTS } from '../support/chromium.js';

export interface Site {
  url: string;
  close(): Promise<void>;
}

/**
 * Starts the real server (built host, real database) on a free loopback
 * port, with `overrides` on its configuration. Its state (games, accounts,
 * the per-address limits) is a database of its own in a temporary folder,
 * removed on close, unless `overrides` names one: journey files run two at a
 * time, and one file's games or limits must not reach another's.
 */
export async function startSite(overrides: Partial<Config> = {}): Promise<Site> {
  const own = overrides.stateDatabasePath === undefined ? mkdtempSync(join(tmpdir(), 'parole-site-')) : undefined;
  const server = await startServer({ ...(own && { stateDatabasePath: join(own, 'state.sqlite') }), ...overrides, host: '127.0.0.1', port: 0 });
  return {
    url: server.url,
    async close() {
      await server.close();
      if (own) rmSync(own, { recursive: true, force: true });
    },
  };
}

/**
 * The group's shared site (tests/setup/e2e-site.ts): the real server, a
 * process of its own, with the environment's configuration and a state
 * database of its own, for the journey blocks that change nothing of it;
 * stopping it is the global setup's. Without that setup (the harness used
 * elsewhere), a site of the block's own.
 */
function sharedSite(): Site | Promise<Site> {
  const url = inject('e2eSite');
  return url ? { url, close: async () => {} } : startSite();
}

export interface Browser {
  context: BrowserContext;
  /** Uncaught errors of every page opened so far; a journey asserts it stays empty. */
  pageErrors: Error[];
  newPage(options?: { mobile?: boolean }): Promise<Page>;
  close(): Promise<void>;
}

/** What Chromium is: a desktop, or a phone (390×844, touch, the page's viewport meta honoured, 3 device pixels a CSS pixel). */
export type Device = 'desktop' | 'phone';

/**
 * Pages with JavaScript off, as a visitor sees them before any script runs:
 * a Chromium of the block's own, launched before its tests and closed after.
 * Call in a describe block; `open` gives a page in a context of its own
 * (close it with `page.context().close()`).
 * @example const scriptless = useScriptlessPages(); … const page = await scriptless.open(true);
 */
export function useScriptlessPages(): { open(mobile: boolean): Promise<Page> } {
  let browser: Chromium | undefined;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  });
  afterAll(() => browser?.close());
  return {
    async open(mobile) {
      const context = await browser!.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS[mobile ? 'phone' : 'desktop'], locale: 'fr-FR' });
      return context.newPage();
    },
  };
}

/** Launches Chromium with a fresh profile folder, removed on close. */
export async function launchBrowser(device: Device = 'desktop'): Promise<Browser> {
  assertChromium();
  const profile = mkdtempSync(join(tmpdir(), 'parole-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
    locale: 'fr-FR',
    ...(device === 'phone'
      ? { viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true, deviceScaleFactor: 3 }
      : { viewport: VIEWPORTS.desktop }),
  });
  const pageErrors: Error[] = [];
  return {
    context,
    pageErrors,
    async newPage(options) {
      const page = await context.newPage();
      if (options?.mobile) await page.setViewportSize(VIEWPORTS.phone);
      page.on('pageerror', (error) => pageErrors.push(error));
      return page;
    },
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** The two widths the site is checked at, for journeys that run at both. */
export const WIDTHS = [
  { width: 'desktop', mobile: false },
  { width: 'phone', mobile: true },
] as const;

/** A finger on a page's screen: taps at a point of the viewport, in CSS pixels. */
export interface TouchScreen {
  tap(x: number, y: number): Promise<void>;
}

/**
 * Makes `page` a touch screen, as a phone's: touch events, `(hover: none)`
 * and `(pointer: coarse)` match, and a tap is a touch that starts and ends
 * at one point (the browser makes the click of it, `pointerType` "touch").
 * Through Chromium's DevTools protocol, as Playwright's own `hasTouch` does:
 * that is an option of a whole context, and the journeys share one.
 * @example const screen = await touchScreen(page); await screen.tap(195, 400);
 */
export async function touchScreen(page: Page): Promise<TouchScreen> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  return {
    async tap(x, y) {
      await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    },
  };
}

/**
 * Waits until the site's service worker controls `page`. The page registers
 * it once the browser is idle (within 10 s: packages/host/src/pwa/register.ts)
 * and it then precaches the app shell before it takes the page: on a machine
 * as busy as the test run makes it, the two together may take over 20 s.
 */
export async function controlledBySiteWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 45_000 });
}

/**
 * Dispatches a one-finger horizontal swipe of `dx` CSS pixels on the reading
 * area, from the middle of its verse 1 (the first column's, side by side):
 * negative to the next chapter, positive to the previous one.
 * @example await swipe(page, -120); // the next chapter
 */
export async function swipe(page: Page, dx: number): Promise<void> {
  // The title changes with the URL; the verses arrive after it, and the
  // previous chapter's verse 1 may be replaced between two looks: look again
  // until one is there and laid out.
  const first = page.locator('[data-verset="1"]');
  let box = await first.boundingBox();
  for (let look = 1; !box && look < 50; look++) {
    await page.waitForTimeout(100);
    box = await first.boundingBox();
  }
  if (!box) throw new Error('verse 1 is not visible');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.locator('[data-verset="1"]').evaluate(
    (element, { x, y, dx }) => {
      const init = { bubbles: true, pointerType: 'touch', isPrimary: true, pointerId: 7, clientY: y };
      element.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: x }));
      element.dispatchEvent(new PointerEvent('pointermove', { ...init, clientX: x + dx / 2 }));
      element.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: x + dx }));
    },
    { x, y, dx },
  );
}

/**
 * Asks the site for `url` until its HTML holds what `has` looks for: a page
 * waits for what the server draws a while only (a search's results, a word
 * cloud's layout) and the machine may be busy, so a block opens its page
 * first, as an earlier visitor would, until the server has it. Resolves with
 * that HTML; fails after 20 tries.
 * @example await htmlOnceDrawn(journey.url('/tagcloud'), (html) => html.includes('cloudLayouts'), 'its cloud');
 */
export async function htmlOnceDrawn(url: string, has: (html: string) => boolean, what: string): Promise<string> {
  for (let tries = 1; ; tries++) {
    const html = await (await fetch(url)).text();
    if (has(html)) return html;
    if (tries === 20) throw new Error(`${url} came without ${what} 20 times in a row`);
  }
}

/** The path of the page's current address, as `/lire/43/3`. */
export const pathOf = (page: Page): string => new URL(page.url()).pathname;

export interface Journey {
  /** The real site: the group's shared one, or the block's own (useJourney's `overrides`). */
  readonly site: Site;
  /** The browser, launched before the block's tests. */
  readonly browser: Browser;
  /** The site's address of `path` (a path of the site, with its query). */
  url(path: string): string;
  /** A new blank page, at phone width with `mobile`. */
  page(options?: { mobile?: boolean }): Promise<Page>;
  /** Takes `page` to `path` of the site and waits until the app has drawn something. */
  goto(page: Page, path: string): Promise<void>;
  /** A new page at `path` of the site, once the app has drawn something. */
  open(path: string, options?: { mobile?: boolean }): Promise<Page>;
  /** Lets the site's pages read and write the clipboard (copy journeys). */
  allowClipboard(): Promise<void>;
}

/**
 * The real site and a browser for the journeys of one describe block:
 * the browser launched before its tests and closed after them, and every
 * test fails if a page threw an uncaught error. The site and browser are
 * read through the returned journey, inside tests and hooks. Without
 * `overrides`, the site is the group's shared one (tests/setup/e2e-site.ts),
 * for blocks whose checks read no state another file's journeys write. With
 * `overrides`, called when the block starts, the block gets a site of its
 * own with that configuration and a fresh state database (OWN_STATE: the
 * configuration unchanged). `device` 'phone' makes Chromium a touch phone
 * for the whole block.
 * @example
 * const journey = useJourney();
 * it('opens Jean 3', async () => {
 *   const page = await journey.open('/lire/43/3');
 * });
 */
/**
 * useJourney's `overrides` for a block whose checks read the state the
 * server keeps (the games' tables, the accounts, the limits): a site of its
 * own, with the configuration unchanged and a fresh state database, that no
 * other file's games or requests reach.
 * @example const journey = useJourney(OWN_STATE);
 */
export const OWN_STATE = (): Partial<Config> => ({});

export function useJourney(overrides?: () => Partial<Config>, device: Device = 'desktop'): Journey {
  let site: Site | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    site = overrides ? await startSite(overrides()) : await sharedSite();
    browser = await launchBrowser(device);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
  afterEach(() => {
    expect(browser?.pageErrors).toEqual([]);
  });
  const started = () => {
    if (!site || !browser) throw new Error('useJourney: the site and browser start in beforeAll; use them in a test or a hook');
    return { site, browser };
  };
  const journey: Journey = {
    get site() {
      return started().site;
    },
    get browser() {
      return started().browser;
    },
    url: (path) => `${started().site.url}${path}`,
    page: (options) => started().browser.newPage(options),
    async goto(page, path) {
      await page.goto(journey.url(path));
      // The app mounts into #root: before that, the page is the HTML shell, empty
      // or with the chapter's text for readers without JavaScript (.parole-static).
      await page.locator('#root > :not(.parole-static)').first().waitFor();
    },
    async open(path, options) {
      const page = await journey.page(options);
      await journey.goto(page, path);
      return page;
    },
    allowClipboard: () => started().browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: started().site.url }),
  };
  return journey;
}

/**
 * A church's page on another origin (another port of 127.0.0.1) serving the
 * HTML `page` makes with the site's address: how a webmaster embeds the
 * widgets. `page` gets the site's address and the requested path (one server
 * may serve several pages); `options.headers` adds response headers (a
 * Content-Security-Policy). Started before the block's tests, closed after them.
 * @example const church = useChurchPage(journey, (site) => `<div data-bible-widget="quiz" data-api="${site}"></div>…`);
 */
export function useChurchPage(
  journey: Journey,
  page: (site: string, path: string) => string,
  options: { headers?: (site: string, path: string) => Record<string, string> } = {},
): { readonly url: string } {
  let church: Server | undefined;
  let url = '';
  beforeAll(async () => {
    church = createServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://church').pathname;
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...options.headers?.(journey.site.url, path) });
      res.end(page(journey.site.url, path));
    });
    await new Promise<void>((resolve) => church!.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(church.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    if (!church) return;
    const closed = new Promise<void>((resolve) => church!.close(() => resolve()));
    // The browser still holds keep-alive connections to the church's server: cut
    // them, or close() waits for them (about 100 s).
    church.closeAllConnections();
    await closed;
  });
  return {
    get url() {
      return url;
    },
  };
}
