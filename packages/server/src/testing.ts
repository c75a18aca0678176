/**
 * Test support: the server's whole app (the API and the pages beside it,
 * app.ts) over the real database, as @parole/api's openTestApp opens it.
 */
import { openTestApp, type AccountOptions, type AiOptions, type QuizOptions, type TestApp } from '@parole/api/testing';
import type { Config } from '@parole/api/config';
import { pagesApp } from '@parole/pages';

/**
 * openTestApp's test app with the site's pages mounted beside the API, as
 * the server mounts them (createServerApp).
 * @example const t = await openTestServerApp({ webRoot: web.dir }); const res = await t.app.request('/lire/43/3'); await t.close();
 */
export function openTestServerApp(overrides: Partial<Config> = {}, quiz: QuizOptions = {}, accounts: AccountOptions = {}, ai: AiOptions = {}): Promise<TestApp> {
  return openTestApp(overrides, quiz, accounts, ai, (shared, config) => pagesApp({ ...shared, config }));
}
