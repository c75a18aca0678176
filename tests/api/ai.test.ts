/**
 * The AI helper through app.request(): the real Bible database, the real
 * Hono app and `openai` SDK, a fresh usage database, an injected clock, and
 * the one stand-in of these tests: a small OpenAI-compatible server on
 * 127.0.0.1 (packages/api/src/ai/testing.ts). Users log in through the real
 * flow (GET /sanctum/csrf-cookie, POST /api/login) on a fresh state database.
 */
import { format } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  AI_MESSAGES,
  AI_OPTION_IDS,
  aiFailureMessage,
  buildAiRequest,
  CONTRACT_MESSAGES as M,
  htmlToText,
  REFUSALS,
  XSRF_HEADER,
  type AiResponse,
  type ChapterResponse,
} from '@parole/bible';
import { createApp } from '../../packages/api/src/app.js';
import type { AiConfig } from '../../packages/api/src/config.js';
import { AI_PROVIDER_MESSAGES as P } from '../../packages/api/src/messages.js';
import type { AiProvider } from '../../packages/api/src/ai/provider.js';
import { AI_ANSWER_CHARS_PER_TOKEN } from '../../packages/api/src/ai/prompt.js';
import { startAiStandIn, type AiStandIn } from '../../packages/api/src/ai/testing.js';
import { antiForgeryHeaders, openTestApp } from '../../packages/api/src/testing.js';
import { MARIE, openAiApp, type AiApp } from '../support/ai.js';

/** 23 November 2026, 14:05:30 UTC. */
const START = Date.UTC(2026, 10, 23, 14, 5, 30);
const DAY = '2026-11-23';
const KEY = 'sk-parole-test-QX7Z9K';
const JEAN_3 = { id: 43, chap: 3, pre: 'Résume ce chapitre (Jean 3) en 100 mots environ.', maxtokens: 600, model: 'openai/gpt-oss-120b' };

let provider: AiStandIn;
beforeAll(async () => {
  provider = await startAiStandIn();
});
afterAll(() => provider.close());

/** An app with its own state database and clock, the provider configured on the stand-in unless `options.provider` says otherwise. */
const aiApp = (ai: Partial<AiConfig> = {}, options: { provider?: AiProvider | null } = {}) => openAiApp(provider, { apiKey: KEY, ...ai }, { ...options, now: START });


async function expectRefusal(res: Response, status: number, message: string) {
  expect(res.status).toBe(status);
  expect(await res.json()).toEqual({ message });
  expect(res.headers.get('cache-control')).toBe('no-store');
}

/** The user message the stand-in received last. */
const lastUserMessage = () => provider.requests.at(-1)!.body.messages.find((m) => m.role === 'user')!.content;

/** The app most tests share: limits high enough never to be met. */
let a: AiApp;
beforeAll(async () => {
  a = await aiApp({ requestsPerMinute: 10_000, dailyTokens: 100_000_000 });
});
afterAll(() => a.close());
afterEach(() => {
  provider.reset();
  vi.restoreAllMocks();
});

describe('POST /api/oairequest', () => {
  describe('who may ask', () => {
    it('answers 401 without a session, and asks the provider nothing', async () => {
      await expectRefusal(await a.ask(JEAN_3, null), 401, M.loginRequired);
      expect(provider.requests).toHaveLength(0);
    });

    it('needs the anti-forgery token like every write', async () => {
      const res = await a.ask(JEAN_3, MARIE, { [XSRF_HEADER]: 'b'.repeat(43) });
      expect(res.status).toBe(403);
      expect(provider.requests).toHaveLength(0);
    });

    it('answers 503 when no key is configured (the section says so too, from /api/info)', async () => {
      const bare = await aiApp({ apiKey: undefined });
      try {
        await expectRefusal(await bare.ask(JEAN_3), 503, M.aiNotConfigured);
        expect(((await (await bare.app.request('/api/info')).json()) as { ia: { configure: boolean } }).ia.configure).toBe(false);
        // Still 401 first for a visitor: nothing of the configuration is told.
        expect((await bare.ask(JEAN_3, null)).status).toBe(401);
      } finally {
        await bare.close();
      }
    });

    it('is not there at all when the app is built without the AI deps', async () => {
      const t = await openTestApp();
      const db = t.db;
      try {
        const plain = createApp({ db, config: t.config });
        const res = await plain.request('/api/oairequest', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...(await antiForgeryHeaders(plain)) },
          body: JSON.stringify(JEAN_3),
        });
        expect(res.status).toBe(404);
      } finally {
        await t.close();
      }
    });
  });

  describe('a chapter request', () => {
    it('answers the provider’s markdown and token counts', async () => {
      const res = await a.ask(JEAN_3);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const answer = (await res.json()) as AiResponse;
      expect(answer.response).toMatch(/^## Réponse de démonstration/);
      expect(answer.promptTokens).toBeGreaterThan(500);
      expect(answer.completionTokens).toBeGreaterThan(10);
      expect(answer.totalTokens).toBe(answer.promptTokens + answer.completionTokens);
    });

    it('sends the model, maxtokens and the key, and builds the prompt: French, markdown, the configured translation only, the chapter’s text, then the request', async () => {
      await a.ask(JEAN_3);
      const [request] = provider.requests;
      expect(request.authorization).toBe(`Bearer ${KEY}`);
      expect(request.body.model).toBe('openai/gpt-oss-120b');
      expect(request.body.max_tokens).toBe(600);
      const [system, user] = request.body.messages;
      expect(system.role).toBe('system');
      expect(system.content).toContain('Réponds toujours en français.');
      expect(system.content).toContain('Markdown');
      expect(system.content).toContain('n’écris jamais de HTML');
      expect(system.content).toContain(`Ta seule source biblique est la traduction « ${a.config.translation.name} »`);
      expect(system.content).not.toMatch(/Segond 21/);
      expect(user.role).toBe('user');
      expect(user.content).toMatch(/^Passage étudié : Jean 3 \(Louis Segond 1910\)/);
      expect(user.content).toContain('\n<texte>\n1 Mais il y eut un homme d’entre les pharisiens, nommé Nicodème, un chef des Juifs,\n');
      expect(user.content).toContain('\n16 Car Dieu a tant aimé le monde');
      expect(user.content).toContain('\n36 ');
      expect(user.content).toMatch(/<\/texte>\n\nDemande :\nRésume ce chapitre \(Jean 3\) en 100 mots environ\.$/);
      // The plain text: no markup of the verse HTML.
      expect(user.content).not.toMatch(/<span|class=/);
    });

    it('names and quotes the translation asked for, Darby 1885, its verses in its numbering (issue 41)', async () => {
      // Darby's Genèse 32 has 33 verses; its first is Segond's 31:55 (Laban's farewell).
      const res = await a.ask({ ...JEAN_3, id: 1, chap: 32, pre: 'Résume ce chapitre (Genèse 32) en 100 mots environ.' }, MARIE, {}, '?traduction=darby');
      expect(res.status).toBe(200);
      const [system, user] = provider.requests[0].body.messages;
      expect(system.content).toContain('Ta seule source biblique est la traduction « Darby 1885 » : cite-la exactement, ne cite aucune autre traduction');
      expect(system.content).not.toContain('Louis Segond');
      expect(user.content).toMatch(/^Passage étudié : Genèse 32 \(Darby 1885\), dont voici le texte/);
      const darby = (await (await a.app.request('/api/lire/1/32?traduction=darby')).json()) as ChapterResponse;
      expect(darby.versets).toHaveLength(33);
      const quoted = user.content.split('\n<texte>\n')[1]!.split('\n</texte>')[0]!.split('\n');
      expect(quoted).toEqual(darby.versets.map((v) => `${v.verset} ${htmlToText(v.texte)}`));
      expect(quoted[0]).toMatch(/^1 Et Laban se leva de bon matin, et /);
    });

    it('reads the chapter in the translation’s numbering, and refuses a translation the server does not have, asking nothing', async () => {
      // Martin's Malachie has 4 chapters; the table's (Segond's) 3.
      expect((await a.ask({ ...JEAN_3, id: 39, chap: 4 }, MARIE, {}, '?traduction=martin')).status).toBe(200);
      expect(lastUserMessage()).toMatch(/^Passage étudié : Malachie 4 \(Martin 1744\)/);
      provider.reset();
      await expectRefusal(await a.ask({ ...JEAN_3, id: 39, chap: 4 }), 400, M.aiBook);
      await expectRefusal(await a.ask(JEAN_3, MARIE, {}, '?traduction=kjv'), 400, 'Traduction inconnue : choisissez lsg, darby ou martin.');
      await expectRefusal(await a.ask(JEAN_3, MARIE, {}, '?traduction=Darby'), 400, 'Traduction inconnue : choisissez lsg, darby ou martin.');
      expect(provider.requests).toEqual([]);
      // Segond's, named or not, is the prompt it always was.
      expect((await a.ask(JEAN_3, MARIE, {}, '?traduction=lsg')).status).toBe(200);
      expect(lastUserMessage()).toMatch(/^Passage étudié : Jean 3 \(Louis Segond 1910\)/);
    });

    it('takes 600 tokens and the configured model when the body leaves them out', async () => {
      const res = await a.ask({ id: 43, chap: 3, pre: 'Résume.' });
      expect(res.status).toBe(200);
      expect(provider.requests[0].body).toMatchObject({ model: a.config.ai.defaultModel, max_tokens: 600 });
    });

    it('sends the book’s name only for a whole book (chap 0)', async () => {
      expect((await a.ask({ ...JEAN_3, id: 19, chap: 0, pre: 'Donne le plan de ce livre (Psaumes).' })).status).toBe(200);
      const user = lastUserMessage();
      expect(user).toMatch(/^Passage étudié : le livre Psaumes en entier \(Louis Segond 1910\)\. Son texte n’est pas joint/);
      expect(user).not.toContain('<texte>');
      expect(user).toMatch(/Demande :\nDonne le plan de ce livre \(Psaumes\)\.$/);
    });

    it('sends the longest chapter whole (Psaume 119)', async () => {
      expect((await a.ask({ ...JEAN_3, id: 19, chap: 119 })).status).toBe(200);
      expect(lastUserMessage()).toContain('\n176 ');
    });

    it.each(AI_OPTION_IDS)('builds option %i’s request into the prompt as the section sends it', async (option) => {
      const pre = buildAiRequest(option, { book: 43, chapter: 3, verses: [16, 17, 18], character: 'Nicodème', freeText: 'Qui était Nicodème ?', wholeBible: true, year: 2026 })!;
      const res = await a.ask({ ...JEAN_3, pre });
      expect(res.status).toBe(200);
      expect(lastUserMessage().endsWith(`\n\nDemande :\n${pre}`)).toBe(true);
      expect(lastUserMessage()).toContain('<texte>');
    });

    it('adds a note to an answer cut at maxtokens', async () => {
      provider.queue({ content: '## Début\n\nUne réponse coupée', finishReason: 'length' });
      const answer = (await (await a.ask(JEAN_3)).json()) as AiResponse;
      expect(answer.response).toBe(`## Début\n\nUne réponse coupée\n\n${P.truncated}`);
    });

    it('cuts an answer far longer than maxtokens allows, and says so', async () => {
      const flood = 'Une phrase de la réponse. '.repeat(200_000);
      provider.queue({ content: flood });
      const res = await a.ask({ ...JEAN_3, maxtokens: 50 });
      expect(res.status).toBe(200);
      const answer = (await res.json()) as AiResponse;
      expect(answer.response.slice(-P.truncated.length - 2)).toBe(`\n\n${P.truncated}`);
      const kept = answer.response.slice(0, -`\n\n${P.truncated}`.length);
      expect(kept.length).toBeLessThanOrEqual(50 * AI_ANSWER_CHARS_PER_TOKEN);
      expect(kept.length).toBeGreaterThan(0.8 * 50 * AI_ANSWER_CHARS_PER_TOKEN - 1);
      expect(flood.startsWith(kept)).toBe(true);
      expect(flood[kept.length]).toBe(' ');
    });

    it('relays whole an answer within what maxtokens allows', async () => {
      const answer = 'Mot '.repeat(Math.floor((50 * AI_ANSWER_CHARS_PER_TOKEN) / 4));
      provider.queue({ content: answer });
      expect(((await (await a.ask({ ...JEAN_3, maxtokens: 50 })).json()) as AiResponse).response).toBe(answer);
    });

    it('estimates the counts when the provider gives none', async () => {
      provider.queue({ content: 'Réponse sans compte.', usage: null });
      const answer = (await (await a.ask(JEAN_3)).json()) as AiResponse;
      expect(answer.promptTokens).toBeGreaterThan(1_000);
      expect(answer.completionTokens).toBe(Math.ceil('Réponse sans compte.'.length / 3));
    });

    it('passes markdown carrying HTML or script on as text: the section renders it inert', async () => {
      const hostile = '# Titre\n\n<script>alert(1)</script>\n\n[lien](javascript:alert(1))';
      provider.queue({ content: hostile });
      expect(((await (await a.ask(JEAN_3)).json()) as AiResponse).response).toBe(hostile);
    });
  });

  describe('refusals, before anything is asked of the provider', () => {
    it.each([
      [{ model: 'gpt-4o' }, 400, M.aiUnknownModel],
      [{ model: 'gpt 4' }, 400, M.aiUnknownModel],
      [{ maxtokens: 0 }, 400, M.aiMaxTokens],
      [{ maxtokens: 4001 }, 400, M.aiMaxTokens],
      [{ maxtokens: 'beaucoup' }, 400, M.aiMaxTokens],
      [{ pre: '' }, 400, AI_MESSAGES.incorrectSelection],
      [{ pre: 'x'.repeat(4001) }, 413, M.aiPromptTooLong],
      [{ chap: 22 }, 400, M.aiBook],
      [{ id: 0 }, 400, M.aiBook],
    ])('%j: %i', async (change, status, message) => {
      await expectRefusal(await a.ask({ ...JEAN_3, ...change }), status, message);
      expect(provider.requests).toHaveLength(0);
    });

    it('refuses a body that is not JSON', async () => {
      expect((await a.ask('{"id":')).status).toBe(400);
    });
  });

  describe('provider failures: the specification’s text and what failed, never the provider’s words', () => {
    it.each([
      [429, 502, P.rateLimit],
      [500, 502, P.unavailable(500)],
      [503, 502, P.unavailable(503)],
      [401, 502, P.accessRefused(401)],
      [404, 502, P.modelUnavailable],
      [400, 502, P.refused(400)],
    ])('provider %i → %i', async (providerStatus, status, detail) => {
      const b = await aiApp();
      try {
        vi.spyOn(console, 'warn').mockImplementation(() => undefined);
        provider.queue({ status: providerStatus });
        await expectRefusal(await b.ask(JEAN_3), status, aiFailureMessage(detail));
        // maxRetries 0: one call only.
        expect(provider.requests).toHaveLength(1);
        // Nothing was produced: the reservation is given back.
        expect(await b.store.tokensUsed(await b.idOf(MARIE), DAY)).toBe(0);
      } finally {
        await b.close();
      }
    });

    it('answers 504 after the configured time-out, and keeps the reservation (the provider may bill it)', async () => {
      const b = await aiApp({ timeoutSeconds: 1 });
      try {
        vi.spyOn(console, 'warn').mockImplementation(() => undefined);
        provider.queue({ delayMs: 5_000 });
        const started = Date.now();
        await expectRefusal(await b.ask(JEAN_3), 504, aiFailureMessage(P.timeout(1)));
        expect(Date.now() - started).toBeLessThan(4_000);
        expect(await b.store.tokensUsed(await b.idOf(MARIE), DAY)).toBeGreaterThan(600);
      } finally {
        await b.close();
      }
    });

    it('answers 502 when the provider cannot be reached', async () => {
      const b = await aiApp({ baseURL: 'http://127.0.0.1:9/v1' });
      try {
        vi.spyOn(console, 'warn').mockImplementation(() => undefined);
        await expectRefusal(await b.ask(JEAN_3), 502, aiFailureMessage(P.network));
      } finally {
        await b.close();
      }
    });

    it.each([
      ['not a chat completion', { body: { hello: 'world' } }, P.malformed],
      ['content of the wrong type', { body: { choices: [{ message: { content: 42 } }] } }, P.malformed],
    ])('answers 502 for %s', async (_why, reply, detail) => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      provider.queue(reply);
      await expectRefusal(await a.ask(JEAN_3), 502, aiFailureMessage(detail));
    });

    it('answers 502 for an empty answer, and counts the tokens the provider spent on it', async () => {
      const b = await aiApp();
      try {
        vi.spyOn(console, 'warn').mockImplementation(() => undefined);
        provider.queue({ content: '', finishReason: 'length', usage: { prompt_tokens: 1_500, completion_tokens: 600, total_tokens: 2_100 } });
        await expectRefusal(await b.ask(JEAN_3), 502, aiFailureMessage(P.empty));
        expect(await b.store.tokensUsed(await b.idOf(MARIE), DAY)).toBe(2_100);
      } finally {
        await b.close();
      }
    });

    it('puts the key in no answer and no log line, nor the provider’s error text that echoes it', async () => {
      const b = await aiApp();
      const lines: string[] = [];
      for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
        vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void lines.push(format(...args)));
      }
      try {
        const bodies: string[] = [];
        for (const reply of [{ status: 401 }, { status: 500 }, { status: 429 }, { body: 'pas du JSON' }]) {
          provider.queue(reply);
          bodies.push(await (await b.ask(JEAN_3)).text());
        }
        const all = [...bodies, ...lines].join('\n');
        expect(lines.length).toBeGreaterThan(0);
        for (const secret of [KEY, KEY.slice(0, 6), KEY.slice(-4), 'Incorrect API key', 'Request was']) expect(all).not.toContain(secret);
        // The log says what failed, for whom, with which model.
        expect(lines[0]).toBe(`AI request failed: user ${await b.idOf(MARIE)}, model openai/gpt-oss-120b, 43/3, AI provider call failed: refused (HTTP 401)`);
        expect(await (await b.app.request('/api/info')).text()).not.toContain(KEY);
      } finally {
        await b.close();
      }
    });
  });

  describe('limits and budget', () => {
    it('refuses a user’s requests over the per-minute limit until the next minute, with Retry-After', async () => {
      const b = await aiApp({ requestsPerMinute: 3 });
      try {
        for (let i = 0; i < 3; i++) expect((await b.ask(JEAN_3)).status).toBe(200);
        const refused = await b.ask(JEAN_3);
        await expectRefusal(refused, 429, M.aiTooManyRequests);
        expect(refused.headers.get('retry-after')).toBe('30');
        expect(provider.requests).toHaveLength(3);
        // Another user is not held back.
        expect((await b.ask(JEAN_3, 'Paul')).status).toBe(200);
        b.clock.now += 30_000;
        expect((await b.ask(JEAN_3)).status).toBe(200);
      } finally {
        await b.close();
      }
    });

    it('reserves before the call and settles with the provider’s count, until the day’s budget is spent; the next day starts again', async () => {
      const b = await aiApp({ dailyTokens: 6_000 });
      try {
        provider.setDefault(() => ({ content: 'Réponse.', usage: { prompt_tokens: 1_200, completion_tokens: 300, total_tokens: 1_500 } }));
        for (let i = 1; i <= 3; i++) {
          expect((await b.ask(JEAN_3)).status).toBe(200);
          expect(await b.store.tokensUsed(await b.idOf(MARIE), DAY)).toBe(1_500 * i);
        }
        // 1,500 left: not enough for a reservation of 600 and the prompt's estimate (about 1,600 for Jean 3).
        const refused = await b.ask(JEAN_3);
        await expectRefusal(refused, 429, M.aiBudgetSpent);
        // 14:05:30 UTC → midnight UTC.
        expect(refused.headers.get('retry-after')).toBe(String(9 * 3600 + 54 * 60 + 30));
        expect(provider.requests).toHaveLength(3);
        expect((await b.ask(JEAN_3, 'Paul')).status).toBe(200);
        b.clock.now = Date.UTC(2026, 10, 24, 0, 0, 1);
        expect((await b.ask(JEAN_3)).status).toBe(200);
      } finally {
        await b.close();
      }
    });

    it('tells a user who has spent nothing what is left and the longest answer that fits, and says the day’s budget (issue 47)', async () => {
      const b = await aiApp({ dailyTokens: 2_000 });
      try {
        const budget = async (name: string | null = MARIE) =>
          b.app.request('/api/oaibudget', { headers: name ? await b.headersOf(name) : await antiForgeryHeaders(b.app) });
        const fresh = await budget();
        expect(fresh.status).toBe(200);
        expect(fresh.headers.get('cache-control')).toBe('no-store');
        expect(await fresh.json()).toEqual({ quotidien: 2_000, utilises: 0, restants: 2_000 });
        // Jean 3's prompt is about 1,670 tokens: with 600 asked, 2,000 is not enough; 300 is.
        const refused = await b.ask(JEAN_3);
        const advice = (await refused.clone().json()).message as string;
        await expectRefusal(refused, 429, REFUSALS.aiBudgetAdvice(2_000, 1_700, 300, false).message);
        expect(advice.replace(/\u202f/g, ' ')).toBe(
          'Il reste 2 000 tokens aujourd’hui ; ce chapitre en demande environ 1 700 : choisissez 300 tokens de réponse au plus',
        );
        // It may be asked again at once, with less.
        expect(refused.headers.get('retry-after')).toBeNull();
        expect(provider.requests).toHaveLength(0);
        expect(await b.store.tokensUsed(await b.idOf(MARIE), DAY)).toBe(0);
        provider.setDefault(() => ({ content: 'Réponse.', usage: { prompt_tokens: 1_500, completion_tokens: 100, total_tokens: 1_600 } }));
        expect((await b.ask({ ...JEAN_3, maxtokens: 300 })).status).toBe(200);
        expect(await (await budget()).json()).toEqual({ quotidien: 2_000, utilises: 1_600, restants: 400 });
        // 400 left: not even the prompt fits; tomorrow, as before.
        await expectRefusal(await b.ask({ ...JEAN_3, maxtokens: 1 }), 429, M.aiBudgetSpent);
        // A whole book's request is « ce livre ».
        const book = await b.ask({ ...JEAN_3, chap: 0, maxtokens: 4_000 }, 'Paul');
        expect((await book.json()).message).toMatch(/^Il reste 2\u202f000 tokens aujourd’hui ; ce livre en demande environ \d+ : choisissez [\d\u202f]+ tokens de réponse au plus$/);
        expect((await budget(null)).status).toBe(401);
      } finally {
        await b.close();
      }
    });

    it('cannot be overspent by concurrent requests: each reserves before the provider answers', async () => {
      const b = await aiApp({ dailyTokens: 8_000, requestsPerMinute: 100 });
      try {
        provider.setDefault(() => ({ delayMs: 100, usage: { prompt_tokens: 1_500, completion_tokens: 600, total_tokens: 2_100 } }));
        const answers = await Promise.all(Array.from({ length: 10 }, () => b.ask(JEAN_3)));
        const statuses = answers.map((r) => r.status);
        // A reservation is 600 + the prompt's generous estimate (about 2,300 for Jean 3): three fit in 8,000.
        expect(statuses.filter((s) => s === 200)).toHaveLength(3);
        expect(statuses.filter((s) => s === 429)).toHaveLength(7);
        expect(provider.requests).toHaveLength(3);
        expect(await b.store.tokensUsed(await b.idOf(MARIE), DAY)).toBe(3 * 2_100);
      } finally {
        await b.close();
      }
    });
  });
});
