/**
 * What the AI helper's API tests share (tests/api/ai.test.ts,
 * tests/api/ai-stream.test.ts): an app with its own state database and
 * clock, the provider configured on the stand-in server of
 * packages/api/src/ai/testing.ts, users logged in through the real flow.
 */
import { providerOf } from '../../packages/api/src/app.js';
import type { AiProvider } from '../../packages/api/src/ai/provider.js';
import type { AiStandIn } from '../../packages/api/src/ai/testing.js';
import { loadConfig, type AiConfig } from '../../packages/api/src/config.js';
import { antiForgeryHeaders, logIn, openTestApp, type LoggedIn } from '../../packages/api/src/testing.js';

/** The user the tests ask as by default. */
export const MARIE = 'Marie';

/**
 * An app whose AI provider is `standIn` (unless `options.provider` says
 * otherwise), its clock starting at `options.now`.
 * @example const a = await openAiApp(standIn, { apiKey: 'sk-test' }, { now: Date.UTC(2026, 10, 23) }); await a.ask(body); await a.close();
 */
export async function openAiApp(standIn: AiStandIn, ai: Partial<AiConfig> = {}, options: { provider?: AiProvider | null; now: number }) {
  const clock = { now: options.now };
  const aiConfig = { ...loadConfig().ai, baseURL: standIn.baseURL, ...ai };
  const t = await openTestApp({ ai: aiConfig }, {}, {}, { now: () => clock.now, provider: options.provider === undefined ? providerOf(aiConfig) : options.provider });
  const users = new Map<string, Promise<LoggedIn>>();
  /** The user `name`, made and logged in through the real flow on first use. */
  const user = (name: string) => {
    if (!users.has(name)) users.set(name, logIn(t, name));
    return users.get(name)!;
  };
  /**
   * POST /api/oairequest as the site's client sends it, as `name`'s session
   * (null: none, only the anonymous token); `query` follows the path
   * (`?traduction=darby`).
   */
  const ask = async (body: unknown, name: string | null = MARIE, headers: Record<string, string> = {}, query = '') =>
    t.app.request(`/api/oairequest${query}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(name ? (await user(name)).headers : await antiForgeryHeaders(t.app)),
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  /** The id of the user `name`. */
  const idOf = async (name: string) => (await user(name)).id;
  /** The headers of `name`'s writes (session cookie, anti-forgery token, X-Requested-With), for a request over TCP. */
  const headersOf = async (name: string) => (await user(name)).headers;
  return { app: t.app, config: t.config, clock, store: t.aiUsage, ask, idOf, headersOf, close: () => t.close() };
}

export type AiApp = Awaited<ReturnType<typeof openAiApp>>;
