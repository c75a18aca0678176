/**
 * What the offline journeys (offline.test.ts, offline-audio.test.ts) read of
 * the site's caches: a page the worker controls, with the answer it loaded kept.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { controlledBySiteWorker, type Journey } from './harness.js';

/** Whether `cache` holds the answer of `path`. */
export const cached = (page: Page, cache: string, path: string) =>
  page.evaluate(async ({ cache, path }) => (await (await caches.open(cache)).match(path, { ignoreVary: true })) !== undefined, { cache, path });

/** Opens `path` and waits until the worker controls the page and keeps the answer it loaded from `api` (its path, with or without a query). */
export async function visit(journey: Journey, path: string, cache: string, api: string): Promise<Page> {
  const page = await journey.open(path);
  await controlledBySiteWorker(page);
  await expect
    .poll(
      () =>
        page.evaluate(
          async ({ cache, api }) => (await (await caches.open(cache)).keys()).some((r) => new URL(r.url).pathname === api),
          { cache, api },
        ),
      { timeout: 20_000 },
    )
    .toBe(true);
  return page;
}
