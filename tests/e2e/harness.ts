/**
 * Real parts for user journeys: the real server (built site, real database)
 * on 127.0.0.1 and Debian's Chromium driven by playwright-core.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { startServer } from '../../packages/api/src/server.js';
import { assertChromium, CHROMIUM_ARGS, CHROMIUM_PATH, VIEWPORTS } from '../support/chromium.js';

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
  assertChromium();
  const profile = mkdtempSync(join(tmpdir(), 'parole-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
    viewport: VIEWPORTS.desktop,
    locale: 'fr-FR',
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
