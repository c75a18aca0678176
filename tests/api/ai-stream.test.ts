/**
 * The AI helper's streamed answers (issue 28): POST /api/oairequest with
 * `Accept: text/event-stream`, served over real TCP on 127.0.0.1 by
 * @hono/node-server (so that a client leaving is a closed connection), with
 * the real `openai` SDK against the stand-in provider of
 * packages/api/src/ai/testing.ts, which streams as slowly as told, breaks,
 * goes silent, and notes when its client left.
 */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { createParser } from 'eventsource-parser';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AI_STREAM_TYPE, readAiStreamEvent, REFUSALS as R, type AiStreamEvent } from '@parole/bible';
import { AI_PROVIDER_MESSAGES as P } from '../../packages/api/src/messages.js';
import { standInAnswer, startAiStandIn, type AiStandIn } from '../../packages/api/src/ai/testing.js';
import { MARIE, openAiApp, type AiApp } from '../support/ai.js';

const KEY = 'sk-parole-stream-8JW2XQ';
const DAY = '2026-11-23';
const JEAN_3 = { id: 43, chap: 3, pre: 'Résume ce chapitre (Jean 3) en 100 mots environ.', maxtokens: 600, model: 'openai/gpt-oss-120b' };
const STREAM = { Accept: AI_STREAM_TYPE };

let provider: AiStandIn;
let a: AiApp;
let server: ServerType;
let origin: string;
let logs: string[];

beforeAll(async () => {
  provider = await startAiStandIn();
  a = await openAiApp(provider, { apiKey: KEY, requestsPerMinute: 10_000, dailyTokens: 100_000_000, timeoutSeconds: 2 }, { now: Date.UTC(2026, 10, 23, 14) });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: a.app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await a?.close();
  await provider?.close();
});
beforeEach(() => {
  logs = [];
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void logs.push(args.join(' ')));
});
afterEach(() => {
  provider.reset();
  vi.restoreAllMocks();
});

/** POST /api/oairequest over TCP, as Marie, asking for the stream. */
async function ask(body: unknown, signal?: AbortSignal): Promise<Response> {
  const headers = { ...(await a.headersOf(MARIE)), ...STREAM, 'Content-Type': 'application/json' };
  return fetch(`${origin}/api/oairequest`, { method: 'POST', headers, body: JSON.stringify(body), signal });
}

/** The events of a streamed answer as they come. */
async function* events(res: Response): AsyncGenerator<AiStreamEvent> {
  const queue: AiStreamEvent[] = [];
  const parser = createParser({
    onEvent: ({ event, data }) => {
      const read = readAiStreamEvent(event, data);
      if (!read) throw new Error(`an event outside the contract: ${event} ${data}`);
      queue.push(read);
    },
  });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    while (queue.length > 0) yield queue.shift()!;
    const { done, value } = await reader.read();
    if (done) break;
    parser.feed(value);
  }
  while (queue.length > 0) yield queue.shift()!;
}

async function allEvents(res: Response) {
  const all: AiStreamEvent[] = [];
  for await (const e of events(res)) all.push(e);
  return all;
}

const textOf = (list: AiStreamEvent[]) =>
  list
    .filter((e) => e.type === 'delta')
    .map((e) => (e as { text: string }).text)
    .join('');

const until = async (check: () => boolean, what: string, ms = 5000) => {
  const end = performance.now() + ms;
  while (!check()) {
    if (performance.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('a streamed answer', () => {
  it('comes as Server-Sent Events: the words in order, then done with the provider’s counts, settled in the budget', async () => {
    const before = await a.store.tokensUsed(await a.idOf(MARIE), DAY);
    const res = await ask(JEAN_3);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-accel-buffering')).toBe('no');
    const list = await allEvents(res);
    const request = provider.requests.at(-1)!;
    expect(request.body).toMatchObject({ stream: true, stream_options: { include_usage: true }, max_tokens: 600 });
    expect(textOf(list)).toBe(standInAnswer(request));
    expect(list.filter((e) => e.type === 'delta').length).toBeGreaterThan(5);
    const done = list.at(-1)!;
    expect(done.type).toBe('done');
    const tokens = Math.ceil(request.body.messages.map((m) => m.content).join('').length / 4) + Math.ceil(standInAnswer(request).length / 4);
    expect(done).toMatchObject({ totalTokens: tokens });
    expect((await a.store.tokensUsed(await a.idOf(MARIE), DAY)) - before).toBe(tokens);
  });

  it('gives the first words as soon as the provider sends them, long before the answer ends', async () => {
    // The provider sends two chunks, then waits for the test: the reader must have the first words by then.
    // An order of events, not a time (issue 48): a server that kept the answer until its end would never
    // give them, and the test would fail on its time-out.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const content = 'mot '.repeat(60);
    provider.queue({ content, chunkLength: 8, holdAfterChunks: { chunks: 2, until: held } });
    const res = await ask(JEAN_3);
    const list: AiStreamEvent[] = [];
    let sentAtFirstWords: number | undefined;
    for await (const e of events(res)) {
      if (e.type === 'delta' && sentAtFirstWords === undefined) {
        sentAtFirstWords = provider.requests.at(-1)!.chunksSent;
        release();
      }
      list.push(e);
    }
    expect(sentAtFirstWords).toBeLessThanOrEqual(2);
    expect(provider.requests.at(-1)!.chunksSent).toBe(content.length / 8);
    expect(textOf(list)).toBe(content);
    expect(list.at(-1)!.type).toBe('done');
  });

  it('stops when the reader stops: the provider’s request aborted, what was written counted instead of the reservation', async () => {
    provider.queue({ content: 'verset '.repeat(400), chunkLength: 14, chunkDelayMs: 40 });
    const id = await a.idOf(MARIE);
    const before = await a.store.tokensUsed(id, DAY);
    const stop = new AbortController();
    const res = await ask({ ...JEAN_3, maxtokens: 4000 }, stop.signal);
    let seen = '';
    try {
      for await (const e of events(res)) {
        if (e.type === 'delta') seen += e.text;
        if (seen.length > 100) stop.abort();
      }
    } catch (error) {
      expect((error as Error).name).toBe('AbortError');
    }
    const request = provider.requests.at(-1)!;
    await until(() => request.leftEarly === true, 'the provider’s request to be closed');
    expect(request.chunksSent).toBeLessThan(200);
    await until(() => logs.some((l) => l.startsWith('AI answer stopped by the reader: user')), 'the log line');
    const used = (await a.store.tokensUsed(id, DAY)) - before;
    // The prompt (about 1,700 tokens) and what was written, far below the 4,000 reserved for the answer.
    expect(used).toBeGreaterThan(1000);
    expect(used).toBeLessThan(3000);
  });

  // Issue 45: a stop before the first words gave the whole reservation back, so
  // a script could send chapter-size prompts to the provider for free.
  it('charges the prompt when the reader stops before the first words, and says the reader stopped it', async () => {
    provider.queue({ content: 'lumière '.repeat(40), delayMs: 3000 });
    const id = await a.idOf(MARIE);
    const before = await a.store.tokensUsed(id, DAY);
    const stop = new AbortController();
    const asked = ask({ ...JEAN_3, maxtokens: 4000 }, stop.signal);
    await until(() => provider.requests.length === 1, 'the provider to be asked');
    await new Promise((resolve) => setTimeout(resolve, 400));
    stop.abort();
    await expect(asked).rejects.toMatchObject({ name: 'AbortError' });
    const request = provider.requests.at(-1)!;
    await until(() => request.leftEarly === true, 'the provider’s request to be closed');
    await until(() => logs.some((l) => l.startsWith('AI answer stopped by the reader: user')), 'the log line');
    expect(logs.filter((l) => l.startsWith('AI request failed'))).toEqual([]);
    expect(logs.find((l) => l.startsWith('AI answer stopped by the reader'))).toMatch(
      /^AI answer stopped by the reader: user \d+, model openai\/gpt-oss-120b, 43\/3, before its first words$/,
    );
    // The prompt's estimate (Jean 3: about 1,700 tokens), not nothing, and not the 4,000 reserved for the answer.
    const used = (await a.store.tokensUsed(id, DAY)) - before;
    expect(used).toBe(Math.ceil(request.body.messages.map((m) => m.content).join('').length / 3) + 8 * request.body.messages.length);
  });

  it.each([
    ['streamed', STREAM],
    ['in one piece', { Accept: 'application/json' }],
  ])('asks the provider nothing and charges nothing when the reader left before the call (%s)', async (_, accept) => {
    const id = await a.idOf(MARIE);
    const before = await a.store.tokensUsed(id, DAY);
    // A request already closed when the route reaches the provider (the reader left during the checks).
    const closed = new AbortController();
    closed.abort();
    const headers = { ...(await a.headersOf(MARIE)), ...accept, 'Content-Type': 'application/json' };
    const res = await a.app.fetch(new Request(`${origin}/api/oairequest`, { method: 'POST', headers, body: JSON.stringify(JEAN_3), signal: closed.signal }));
    expect(res.status).toBe(499);
    expect(provider.requests).toEqual([]);
    expect((await a.store.tokensUsed(id, DAY)) - before).toBe(0);
    expect(logs).toEqual([expect.stringMatching(/^AI answer stopped by the reader: user \d+, model openai\/gpt-oss-120b, 43\/3, before the provider was asked$/)]);
  });

  it('says so in an error event when the provider fails mid-answer, and counts what was written', async () => {
    provider.queue({ content: 'grâce '.repeat(100), chunkLength: 10, chunkDelayMs: 30, breakAfterChunks: 4 });
    const id = await a.idOf(MARIE);
    const before = await a.store.tokensUsed(id, DAY);
    const list = await allEvents(await ask({ ...JEAN_3, maxtokens: 4000 }));
    expect(textOf(list)).toBe('grâce '.repeat(100).slice(0, 40));
    expect(list.at(-1)).toMatchObject({ type: 'error', status: 502, message: R.aiProviderFailed(502, P.network).message });
    // The prompt (Jean 3: about 1,700 tokens) and what was written, not the 4,000 reserved for the answer.
    const used = (await a.store.tokensUsed(id, DAY)) - before;
    expect(used).toBeGreaterThan(1000);
    expect(used).toBeLessThan(3000);
    expect(logs.some((l) => /^AI request failed: user \d+, model openai\/gpt-oss-120b, 43\/3, AI provider call failed: network after 40 characters$/.test(l))).toBe(true);
  });

  it('says so when the provider goes silent mid-answer for AI_TIMEOUT_SECONDS', async () => {
    provider.queue({ content: 'paix '.repeat(50), chunkLength: 10, stallAfterChunks: 2 });
    const list = await allEvents(await ask(JEAN_3));
    expect(textOf(list)).toBe('paix '.repeat(50).slice(0, 20));
    expect(list.at(-1)).toMatchObject({ type: 'error', status: 504, message: R.aiProviderFailed(504, P.timeout(2)).message });
    await until(() => provider.requests.at(-1)!.leftEarly === true, 'the silent provider’s request to be closed');
  });

  it('cuts an answer at what maxtokens allows, asks for no more, and says it was cut', async () => {
    provider.queue({ content: 'amour '.repeat(2000), chunkLength: 30, chunkDelayMs: 5 });
    const list = await allEvents(await ask({ ...JEAN_3, maxtokens: 50 }));
    const text = textOf(list);
    expect(text.endsWith(`\n\n${P.truncated}`)).toBe(true);
    expect(text.length - `\n\n${P.truncated}`.length).toBeLessThanOrEqual(400);
    expect(list.at(-1)!.type).toBe('done');
    await until(() => provider.requests.at(-1)!.leftEarly === true, 'the provider’s request to be closed');
    expect(logs.some((l) => l.startsWith('AI answer cut: user'))).toBe(true);
  });

  it('adds the note when the provider stopped at max_tokens itself', async () => {
    provider.queue({ content: 'Début de réponse', finishReason: 'length' });
    const list = await allEvents(await ask(JEAN_3));
    expect(textOf(list)).toBe(`Début de réponse\n\n${P.truncated}`);
  });

  it('answers as without streaming when the provider refuses before its first words, or writes nothing', async () => {
    const id = await a.idOf(MARIE);
    const before = await a.store.tokensUsed(id, DAY);
    provider.queue({ status: 401 });
    const refused = await ask(JEAN_3);
    expect(refused.status).toBe(502);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await refused.json()).toEqual({ message: R.aiProviderFailed(502, P.accessRefused(401)).message });
    // Given back: nothing was written.
    expect(await a.store.tokensUsed(id, DAY)).toBe(before);

    provider.queue({ content: '' });
    const empty = await ask(JEAN_3);
    expect(empty.status).toBe(502);
    expect(await empty.json()).toEqual({ message: R.aiProviderFailed(502, P.empty).message });
  });

  it('refuses as the JSON call does before anything is asked (no session: 401)', async () => {
    const res = await fetch(`${origin}/api/oairequest`, { method: 'POST', headers: { ...STREAM, 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' }, body: JSON.stringify(JEAN_3) });
    expect([401, 403]).toContain(res.status);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('never puts the key or the provider’s text in an event or a log line', async () => {
    provider.queue({ content: 'a '.repeat(40), chunkLength: 6, chunkDelayMs: 30, breakAfterChunks: 2 }, { status: 500 });
    const events1 = JSON.stringify(await allEvents(await ask(JEAN_3)));
    const res = await ask(JEAN_3);
    const body = await res.text();
    for (const text of [events1, body, ...logs]) {
      expect(text).not.toContain(KEY);
      expect(text).not.toContain(KEY.slice(-4));
      expect(text).not.toContain('Incorrect API key');
    }
    expect(logs.length).toBeGreaterThan(0);
  });
});
