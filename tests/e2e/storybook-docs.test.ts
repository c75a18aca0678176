/**
 * The catalogue's docs pages as a designer or a webmaster reads them (issue
 * 51, « Docs pages that work »): the production build (storybook-static/,
 * built by `npm run build-storybook`, which `npm test`'s test:prepare runs)
 * served from disk on 127.0.0.1 and opened in Debian's Chromium. Every docs
 * page shows its stories without a dialog opened over the page; the
 * « Intégration » page's snippets copy the HTML a webmaster pastes, and its
 * widgets follow the toolbar's Palette.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../packages/api/src/config.js';
import { launchBrowser, type Browser } from './harness.js';

const STATIC = path.join(REPO_ROOT, 'storybook-static');

/**
 * The docs pages of the built catalogue, read when the file is collected:
 * without the build, every test of this file fails at once, saying so.
 */
function docsPages(): Array<{ id: string; title: string }> {
  const index = path.join(STATIC, 'index.json');
  if (!existsSync(index)) {
    throw new Error(`${index} is missing: run \`npm run build-storybook\` first (npm test's test:prepare builds it).`);
  }
  const { entries } = JSON.parse(readFileSync(index, 'utf8')) as { entries: Record<string, { id: string; title: string; type: string }> };
  return Object.values(entries).filter((entry) => entry.type === 'docs');
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

/** storybook-static/ as a static site on a free loopback port (no file outside it is served). */
async function serveStatic(): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = path.join(STATIC, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    if (!file.startsWith(STATIC + path.sep)) return void response.writeHead(403).end();
    readFile(file).then(
      (body) => response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/**
 * What covers the docs page once its stories are drawn: the visible
 * dialogs of the page (a native <dialog> opened with showModal() sits in
 * the top layer, over everything; shadow roots included, where the embeds
 * draw), and whether the point at the viewport's centre is docs content.
 * A story drawn in a frame of its own (docs.story.inline: false) keeps its
 * dialogs in that frame.
 */
async function coveringOverlays(page: Page): Promise<{ dialogs: string[]; centre: string | null }> {
  return page.evaluate(() => {
    const all = (root: Document | ShadowRoot): Element[] =>
      [...root.querySelectorAll('*')].flatMap((element) => [element, ...(element.shadowRoot ? all(element.shadowRoot) : [])]);
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    const dialogs = all(document)
      .filter((element) => element.matches('[role="dialog"], [role="alertdialog"], [aria-modal="true"], dialog[open]') && shown(element))
      .map((element) => `${element.tagName.toLowerCase()} « ${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60)} »`);
    const hit = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
    const inDocs = hit?.closest('.sbdocs') && !hit.closest('dialog, [aria-modal="true"]');
    return { dialogs, centre: inDocs ? null : (hit?.outerHTML.slice(0, 120) ?? 'nothing') };
  });
}

const pages = docsPages();

describe('the catalogue’s docs pages (storybook-static/)', () => {
  let site: { url: string; server: Server };
  let browser: Browser;
  beforeAll(async () => {
    site = await serveStatic();
    browser = await launchBrowser();
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => site?.server.close(resolve));
  });

  it.for(pages)('$title: its stories are drawn and no overlay covers the page', async ({ id }) => {
    const page = await browser.newPage();
    try {
      await page.goto(`${site.url}/iframe.html?id=${encodeURIComponent(id)}&viewMode=docs`);
      await page.locator('.sbdocs-content h1').first().waitFor({ timeout: 30_000 });
      // The stories' code, and the dialogs' (loaded when they first show), are there once the network is quiet.
      await page.waitForLoadState('networkidle');
      expect(await coveringOverlays(page)).toEqual({ dialogs: [], centre: null });
      // The stories drawn in a frame of their own (stories/support.tsx modalInDocs) show their dialog there.
      for (const frame of await page.locator('.sbdocs iframe').all()) {
        await frame.scrollIntoViewIfNeeded();
        await expect.poll(() => frame.contentFrame().locator('dialog[open]').count(), { timeout: 30_000 }).toBe(1);
      }
    } finally {
      await page.close();
    }
  });

  /** The « Intégration » page, with the toolbar's globals given (as its URL carries them). */
  async function integration(globals = ''): Promise<Page> {
    const page = await browser.newPage();
    await page.goto(`${site.url}/iframe.html?id=${encodeURIComponent('intégration--integration')}&viewMode=docs${globals}`);
    await page.locator('.sbdocs-content h1').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    return page;
  }
  const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

  it('« Intégration »: each snippet’s « Copier le code » copies its HTML, and the canvas’s « Copy code » the same HTML, not JSX', async () => {
    const page = await integration();
    try {
      const buttons = page.getByRole('button', { name: 'Copier le code' });
      const snippets = page.locator('[data-testid="embed"] ~ pre');
      // The page draws its stories one after the other: every embed with its snippet and its button, however many came so far.
      const embeds = page.locator('[data-testid="embed"]');
      const drawn = async () => {
        const [e, s, b] = [await embeds.count(), await snippets.count(), await buttons.count()];
        return e >= 6 && s === e && b === e;
      };
      await expect.poll(drawn, { timeout: 30_000 }).toBe(true);
      for (const [index, button] of (await buttons.all()).entries()) {
        const html = (await snippets.nth(index).textContent())!;
        expect(html).toMatch(/^<script src="https:\/\/VOTRE-SITE\/widgets\/parole-widgets\.js" defer><\/script>\n<div data-bible-widget="[a-z]+"[^]*><\/div>$/);
        await page.evaluate(() => navigator.clipboard.writeText(''));
        await button.click();
        await expect.poll(() => clipboard(page)).toBe(html);
        await expect.poll(() => page.getByRole('status').nth(index).textContent()).toBe('Code copié dans le presse-papier.');
      }
      // Storybook's own button under the first canvas (the plan's story).
      await page.getByRole('button', { name: 'Copy code' }).first().click();
      await expect.poll(() => clipboard(page)).toBe(await snippets.first().textContent());
    } finally {
      await page.close();
    }
  });

  it('« Intégration »: the Palette « Sombre » reaches the embedded widgets, and their snippets say data-scheme="dark"', async () => {
    /** The plan's heading colour inside its shadow root: light text on the dark palette. */
    const headingLightness = (page: Page) =>
      page.locator('[data-testid="embed"] [data-bible-widget="plan"]').first().evaluate((element) => {
        const heading = element.shadowRoot!.querySelector('h1, h2')!;
        const [r, g, b] = getComputedStyle(heading).color.match(/\d+/g)!.map(Number);
        return (r! + g! + b!) / 3 / 255;
      });
    const light = await integration();
    const dark = await integration('&globals=scheme:dark');
    try {
      await expect.poll(() => headingLightness(light)).toBeLessThan(0.5);
      await expect.poll(() => headingLightness(dark)).toBeGreaterThan(0.5);
      expect(await light.locator('[data-testid="embed"] ~ pre').first().textContent()).not.toContain('data-scheme');
      expect(await dark.locator('[data-testid="embed"] ~ pre').first().textContent()).toContain('data-scheme="dark"');
    } finally {
      await light.close();
      await dark.close();
    }
  });
});
