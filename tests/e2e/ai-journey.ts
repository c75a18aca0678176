/**
 * What the AI helper's journeys share: the one stand-in provider
 * (packages/api/src/ai/testing.ts, on 127.0.0.1) and a state database of the
 * file's own, made before its blocks and removed after them; users made by
 * the command line on that database; and a user logged in through the login
 * page, the previous one forgotten on the device.
 */
import { afterAll, beforeAll } from 'vitest';
import type { Page } from 'playwright-core';
import { startAiStandIn, type AiStandIn } from '../../packages/api/src/ai/testing.js';
import { loadConfig, type Config } from '../../packages/api/src/config.js';
import { userCommand } from '../support/npm-run.js';
import { tempTree, type TempTree } from '../support/temp-tree.js';
import { useJourney, type Journey } from './harness.js';

export interface AiJourneyParts {
  /** The stand-in provider, started before the file's blocks. */
  readonly provider: AiStandIn;
  /** The file's state database's path, for useJourney's `stateDatabasePath`. */
  statePath(): string;
  /** `npm run user -- …args` on that database (`input`: the password lines). */
  user(args: string[], input: string): Promise<string>;
}

/**
 * Starts the stand-in provider and a temporary state folder (`prefix`) before
 * the file's tests, and stops and removes them after. Call at the file's top level.
 * @example const ai = useAiStandIn('parole-ai-phone-e2e-'); // then ai.provider.queue({...})
 */
export function useAiStandIn(prefix: string): AiJourneyParts {
  let state: TempTree | undefined;
  let provider: AiStandIn | undefined;
  beforeAll(async () => {
    state = await tempTree(prefix, {});
    provider = await startAiStandIn();
  });
  afterAll(async () => {
    await provider?.close();
    await state?.remove();
  });
  const started = () => {
    if (!state || !provider) throw new Error('useAiStandIn: the stand-in starts in beforeAll; use it in a test or a hook');
    return { state, provider };
  };
  return {
    get provider() {
      return started().provider;
    },
    statePath: () => started().state.path('state.sqlite'),
    user: (args, input) => userCommand(started().state.path('state.sqlite'), args, input),
  };
}

/**
 * A phone's journey on a site of the file's own whose AI provider is the
 * stand-in, with `settings` over the configuration's AI settings. Call in a
 * describe block.
 * @example const journey = usePhoneAiJourney(ai, { requestsPerMinute: 1 });
 */
export function usePhoneAiJourney(ai: AiJourneyParts, settings: Partial<Config['ai']>): Journey {
  return useJourney(
    () => ({ stateDatabasePath: ai.statePath(), ai: { ...loadConfig().ai, baseURL: ai.provider.baseURL, apiKey: 'sk-e2e-stand-in', ...settings } }),
    'phone',
  );
}

/** The AI helper's section of `page`, and its first option's ask button. */
export const aiHelperOf = (page: Page) => {
  const section = page.getByRole('region', { name: 'Assistant IA' });
  return { section, ask: section.getByRole('button', { name: /^Help \(c:chap\)/ }) };
};

/** Fills the login page's fields and taps « Connecter ». */
export async function fillLogin(page: Page, name: string, password: string): Promise<void> {
  await page.getByLabel('Nom d’utilisateur').fill(name);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Connecter' }).tap();
}

/**
 * Logs `name` in through the login page, the previous user's login forgotten
 * on this device first (its cookies and the stored flag); home once done.
 * @example await logInAs(journey, page, 'Ruth', PASSWORD);
 */
export async function logInAs(journey: Journey, page: Page, name: string, password: string): Promise<void> {
  await journey.goto(page, '/');
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await journey.goto(page, '/login');
  await fillLogin(page, name, password);
  await page.waitForURL((url) => url.pathname === '/');
}
