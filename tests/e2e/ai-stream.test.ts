/**
 * A streamed AI answer in Chromium against the real server (issue 28):
 * logged in, a reader asks the AI helper on a chapter and sees its first
 * words while the stand-in provider (packages/api/src/ai/testing.ts, on
 * 127.0.0.1) is still writing, then stops it with « Arrêter »: the
 * provider's request is closed, the words received stay, and the status
 * says it was stopped; a second answer streams to its end, announced once;
 * all of it behind the site's service worker, which keeps none of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../packages/api/src/config.js';
import { startAiStandIn, type AiStandIn } from '../../packages/api/src/ai/testing.js';
import { userCommand } from '../support/npm-run.js';
import { tempTree, type TempTree } from '../support/temp-tree.js';
import { controlledBySiteWorker, pathOf, useJourney } from './harness.js';

const PASSWORD = 'ta parole est une lampe';

let state: TempTree;
let provider: AiStandIn;
beforeAll(async () => {
  state = await tempTree('parole-ai-stream-e2e-', {});
  provider = await startAiStandIn();
});
afterAll(async () => {
  await provider.close();
  await state.remove();
});

describe('a streamed AI answer, in Chromium', () => {
  const journey = useJourney(() => ({
    stateDatabasePath: state.path('state.sqlite'),
    ai: { ...loadConfig().ai, baseURL: provider.baseURL, apiKey: 'sk-e2e-stream' },
  }));

  it('shows the first words before the answer ends, stops it, then streams one to its end', async () => {
    expect(await userCommand(state.path('state.sqlite'), ['add', 'Marie'], `${PASSWORD}\n`)).toBe('User "Marie" added.\n');
    const page = await journey.open('/login');
    await page.getByLabel('Nom d’utilisateur').fill('Marie');
    await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Connecter' }).click();
    await expect.poll(() => pathOf(page)).toBe('/');

    await journey.goto(page, '/lire/43/3');
    // Behind the site's service worker, as a returning reader is: it must let the stream through, never kept.
    await controlledBySiteWorker(page);
    const section = page.getByRole('region', { name: 'Assistant IA' });
    await section.getByLabel('Option').selectOption({ label: '1. Résumé' });

    // 200 chunks 100 ms apart: 20 s of writing.
    provider.queue({ content: '**Nicodème** vient de nuit. '.repeat(40), chunkLength: 6, chunkDelayMs: 100 });
    await section.getByRole('button', { name: 'Help (c:chap)' }).click();
    await expect.poll(() => section.getByText('Nicodème', { exact: false }).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const request = provider.requests.at(-1)!;
    expect(request.body.stream).toBe(true);
    expect(request.chunksSent!).toBeLessThan(150);
    expect(request.leftEarly).toBeUndefined();
    // The markdown is rendered as it comes: bold is bold.
    expect(await section.locator('strong', { hasText: 'Nicodème' }).count()).toBeGreaterThan(0);

    await section.getByRole('button', { name: 'Arrêter' }).click();
    await expect.poll(() => request.leftEarly, { timeout: 10_000 }).toBe(true);
    await expect.poll(() => section.getByRole('status').textContent()).toContain('Réponse arrêtée.');
    const kept = await section.getByText('Nicodème', { exact: false }).count();
    expect(kept).toBeGreaterThan(0);
    expect(await section.getByRole('button', { name: 'Arrêter' }).count()).toBe(0);

    // A short one, to its end: the answer and its counts.
    await section.getByRole('button', { name: 'Help (c:chap)' }).click();
    await expect.poll(() => section.getByRole('status').textContent(), { timeout: 10_000 }).toContain('Réponse reçue.');
    expect(await section.getByRole('region', { name: 'Réponse' }).textContent()).toContain('Réponse de démonstration');
    expect(await section.getByText(/^Tokens \(en milliers\) : question [\d,]+ · réponse [\d,]+ · total [\d,]+$/).count()).toBe(1);
    // Nothing of the answers was kept by the worker.
    const keptByTheWorker = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      return urls.filter((url) => url.includes('/api/oairequest'));
    });
    expect(keptByTheWorker).toEqual([]);
    await page.close();
  }, 120_000);
});
