/**
 * Real parts for user journeys: the real server (built site, real database)
 * on 127.0.0.1 and Debian's Chromium driven by playwright-core.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { startServer } from '../../packages/api/src/server.js';

/** Debian's Chromium; never a downloaded browser. Override with CHROMIUM_PATH. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Flags measured on this machine: the closed network refuses Chromium's
// background connections, so they are switched off.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Site {
  url: string;
  close(): Promise<void>;
}

/** Starts the real server (built host, real database) on a free loopback port. */
export async function startSite(): Promise<Site> {
  const site = await startServer({ host: '127.0.0.1', port: 0 });
  return site;
}

export interface Browser {
  context: BrowserContext;
  /** Uncaught errors of every page opened so far; a journey asserts it stays empty. */
  pageErrors: Error[];
  newPage(options?: { mobile?: boolean }): Promise<Page>;
  close(): Promise<void>;
}

/** Launches Chromium with a fresh profile folder, removed on close. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. Install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
  const profile = mkdtempSync(join(tmpdir(), 'parole-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
    viewport: { width: 1280, height: 900 },
    locale: 'fr-FR',
  });
  const pageErrors: Error[] = [];
  return {
    context,
    pageErrors,
    async newPage(options) {
      const page = await context.newPage();
      if (options?.mobile) await page.setViewportSize({ width: 390, height: 844 });
      page.on('pageerror', (error) => pageErrors.push(error));
      return page;
    },
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * The real site and a browser for the journeys of one describe block:
 * started before its tests (handed over through `ready`), closed after
 * them, and every test fails if a page threw an uncaught error.
 * @example
 * let site: Site, browser: Browser;
 * useJourney((s, b) => { site = s; browser = b; });
 */
export function useJourney(ready: (site: Site, browser: Browser) => void): void {
  let site: Site | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    site = await startSite();
    browser = await launchBrowser();
    ready(site, browser);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
  afterEach(() => {
    expect(browser?.pageErrors).toEqual([]);
  });
}
