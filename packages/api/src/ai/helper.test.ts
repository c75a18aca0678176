/**
 * The AI helper without HTTP (ai/helper.ts, ai/stream.ts): which budget
 * rule each end of a call takes, whole and streamed, and the answer capped
 * at what maxTokens allows. Real parts, as the route's tests: the Bible
 * database's text, a usage store on a temporary SQLite file, the `openai`
 * SDK against the one stand-in, the OpenAI-compatible server of
 * ai/testing.ts on 127.0.0.1. The reader's signal is an AbortController of
 * the test's; the route's own answers (statuses, headers, Server-Sent
 * Events over TCP) are tests/api/ai.test.ts and tests/api/ai-stream.test.ts.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REFUSALS as R, type AiStreamEvent } from '@parole/bible';
import { loadConfig, type AiConfig } from '../config.js';
import { createChapterTextStore } from '../db/reader.js';
import { Database } from '../db/sqlite.js';
import { AI_PROVIDER_MESSAGES as P } from '../messages.js';
import { createAiHelper, type AiHelper, type AiQuestion } from './helper.js';
import { AI_ANSWER_CHARS_PER_TOKEN } from './prompt.js';
import { createOpenAiProvider } from './provider.js';
import type { AiAnswerStream } from './stream.js';
import { openTestAiUsageStore, startAiStandIn, type AiStandIn } from './testing.js';

/** 23 November 2026, 14:05:30 UTC. */
const NOW = Date.UTC(2026, 10, 23, 14, 5, 30);
const DAY = '2026-11-23';
const MODEL = 'openai/gpt-oss-120b';
const JEAN_3: AiQuestion = { book: 43, chapter: 3, prompt: 'Résume ce chapitre (Jean 3) en 100 mots environ.', maxTokens: 600, model: MODEL };
/** The longest silence of the provider, in these tests: 1 s. */
const TIMEOUT_SECONDS = 1;

let db: Database;
let usage: Awaited<ReturnType<typeof openTestAiUsageStore>>;
let provider: AiStandIn;
let helper: AiHelper;
let logs: string[];
/** A user of their own for each test: every test starts from an empty day. */
let user = 0;

beforeAll(async () => {
  db = await Database.open(loadConfig().databasePath, { readonly: true });
  usage = await openTestAiUsageStore();
  provider = await startAiStandIn();
  const ai: AiConfig = { ...loadConfig().ai, requestsPerMinute: 10_000, dailyTokens: 100_000_000, timeoutSeconds: TIMEOUT_SECONDS };
  helper = createAiHelper({
    ai,
    sources: new Map([['lsg', { name: 'Louis Segond 1910', bible: createChapterTextStore(db) }]]),
    store: usage,
    provider: createOpenAiProvider({ baseURL: provider.baseURL, apiKey: 'sk-helper-test', timeoutMs: TIMEOUT_SECONDS * 1000, maxRetries: 0 }),
    now: () => NOW,
    log: (line) => void logs.push(line),
  });
});
afterAll(async () => {
  await provider.close();
  await usage.close();
  await db.close();
});
afterEach(() => provider.reset());

/** A new user, whose day is empty. */
function newUser(): number {
  logs = [];
  return ++user;
}

/** The reader's signal: still there unless aborted. */
const reader = () => new AbortController();

/** What the provider was sent last: the prompt's estimate, as the budget makes it (3 characters a token, 8 a message). */
function promptEstimate(): number {
  const { messages } = provider.requests.at(-1)!.body;
  return Math.ceil(messages.map((m) => m.content).join('').length / 3) + 8 * messages.length;
}

/** The provider's counts of its last answer `text` (the stand-in counts 4 characters a token). */
function providerCount(text: string): number {
  const { messages } = provider.requests.at(-1)!.body;
  return Math.ceil(messages.map((m) => m.content).join('').length / 4) + Math.ceil(text.length / 4);
}

const until = async (check: () => boolean, what: string) => {
  const end = performance.now() + 5_000;
  while (!check()) {
    if (performance.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

/** The stream's events, all of them. */
async function eventsOf(stream: AiAnswerStream): Promise<AiStreamEvent[]> {
  const all: AiStreamEvent[] = [];
  for await (const event of stream.events) all.push(event);
  return all;
}

const textOf = (events: AiStreamEvent[]) => events.map((e) => (e.type === 'delta' ? e.text : '')).join('');

async function started(id: number, question: AiQuestion = JEAN_3, signal = reader().signal): Promise<AiAnswerStream> {
  const outcome = await helper.stream(id, question, signal);
  if (outcome.kind !== 'stream') throw new Error(`not streamed: ${JSON.stringify(outcome)}`);
  return outcome;
}

describe('before the provider is asked', () => {
  it('refuses an unknown model, a chapter the database lacks, or a day spent, asking the provider nothing', async () => {
    const id = newUser();
    expect(await helper.answer(id, { ...JEAN_3, model: 'inconnu/modele' }, reader().signal)).toEqual({ kind: 'refused', refusal: R.aiUnknownModel });
    expect(await helper.stream(id, { ...JEAN_3, chapter: 22 }, reader().signal)).toEqual({ kind: 'refused', refusal: R.aiBook });
    // The whole day reserved by an earlier request.
    await usage.admit({ userId: id, day: DAY, minuteStart: 0, reserve: 100_000_000 }, { requestsPerMinute: 10_000, dailyTokens: 100_000_000 });
    expect(await helper.answer(id, JEAN_3, reader().signal)).toEqual({
      kind: 'refused',
      refusal: R.aiBudgetSpent,
      headers: { 'Retry-After': String(9 * 3600 + 54 * 60 + 30) },
    });
    expect(provider.requests).toEqual([]);
  });

  it.each(['answer', 'stream'] as const)('owes nothing when the reader left before the provider was asked (%s)', async (how) => {
    const id = newUser();
    const gone = reader();
    gone.abort();
    expect(await helper[how](id, JEAN_3, gone.signal)).toEqual({ kind: 'gone' });
    expect(provider.requests).toEqual([]);
    expect(await usage.tokensUsed(id, DAY)).toBe(0);
    expect(logs).toEqual([`AI answer stopped by the reader: user ${id}, model ${MODEL}, 43/3, before the provider was asked`]);
  });
});

describe('an answer in one piece', () => {
  it('is charged the provider’s counts', async () => {
    const id = newUser();
    const outcome = await helper.answer(id, JEAN_3, reader().signal);
    if (outcome.kind !== 'answer') throw new Error(outcome.kind);
    expect(outcome.answer.totalTokens).toBe(providerCount(outcome.answer.response));
    expect(await usage.tokensUsed(id, DAY)).toBe(outcome.answer.totalTokens);
  });

  it('gives the reservation back when the provider fails, and keeps it when it times out', async () => {
    const refusedBy = newUser();
    provider.queue({ status: 401 });
    expect(await helper.answer(refusedBy, JEAN_3, reader().signal)).toEqual({ kind: 'refused', refusal: R.aiProviderFailed(502, P.accessRefused(401)) });
    expect(await usage.tokensUsed(refusedBy, DAY)).toBe(0);

    const waited = newUser();
    provider.queue({ delayMs: TIMEOUT_SECONDS * 1000 + 1_000 });
    expect(await helper.answer(waited, JEAN_3, reader().signal)).toEqual({ kind: 'refused', refusal: R.aiProviderFailed(504, P.timeout(TIMEOUT_SECONDS)) });
    expect(await usage.tokensUsed(waited, DAY)).toBe(JEAN_3.maxTokens + promptEstimate());
    expect(logs).toEqual([`AI request failed: user ${waited}, model ${MODEL}, 43/3, AI provider call failed: timeout`]);
  });

  it('is cut at what maxTokens allows, with the note, and the cut logged', async () => {
    const id = newUser();
    const long = 'amour '.repeat(200);
    provider.queue({ content: long });
    const outcome = await helper.answer(id, { ...JEAN_3, maxTokens: 50 }, reader().signal);
    if (outcome.kind !== 'answer') throw new Error(outcome.kind);
    const [text, note] = outcome.answer.response.split('\n\n');
    expect(note).toBe(P.truncated);
    expect(text.length).toBeLessThanOrEqual(50 * AI_ANSWER_CHARS_PER_TOKEN);
    expect(long.startsWith(text)).toBe(true);
    expect(logs).toEqual([`AI answer cut: user ${id}, model ${MODEL}, ${long.length} characters for maxtokens 50`]);
    // Charged as the provider counts it: it wrote it all.
    expect(await usage.tokensUsed(id, DAY)).toBe(providerCount(long));
  });
});

describe('a streamed answer', () => {
  it('gives the words in order, then done with the provider’s counts, which are charged', async () => {
    const id = newUser();
    provider.queue({ content: 'Au commencement était la Parole.', chunkLength: 5 });
    const events = await eventsOf(await started(id));
    expect(textOf(events)).toBe('Au commencement était la Parole.');
    const total = providerCount('Au commencement était la Parole.');
    expect(events.at(-1)).toMatchObject({ type: 'done', totalTokens: total });
    expect(await usage.tokensUsed(id, DAY)).toBe(total);
  });

  it('charges the prompt’s estimate when the reader stops before the first words, and says the reader stopped it', async () => {
    const id = newUser();
    provider.queue({ content: 'lumière '.repeat(40), delayMs: 3_000 });
    const stop = reader();
    const outcome = helper.stream(id, { ...JEAN_3, maxTokens: 4_000 }, stop.signal);
    await until(() => provider.requests.length === 1, 'the provider to be asked');
    stop.abort();
    expect(await outcome).toEqual({ kind: 'gone' });
    expect(await usage.tokensUsed(id, DAY)).toBe(promptEstimate());
    expect(logs).toEqual([`AI answer stopped by the reader: user ${id}, model ${MODEL}, 43/3, before its first words`]);
    await until(() => provider.requests[0].leftEarly === true, 'the provider’s request to be closed');
  });

  it('charges the prompt and what was written when the reader stops mid-answer, and asks for no more', async () => {
    const id = newUser();
    provider.queue({ content: 'verset '.repeat(400), chunkLength: 14, chunkDelayMs: 20 });
    const stream = await started(id, { ...JEAN_3, maxTokens: 4_000 });
    let seen = '';
    for await (const event of stream.events) {
      if (event.type === 'delta') seen += event.text;
      // The answer's body cancelled: the route's streamSSE reports it so.
      if (seen.length >= 42) stream.stop();
    }
    expect(await usage.tokensUsed(id, DAY)).toBe(promptEstimate() + Math.ceil(seen.length / 3));
    expect(logs).toEqual([`AI answer stopped by the reader: user ${id}, model ${MODEL}, 43/3, ${seen.length} characters`]);
    await until(() => provider.requests[0].leftEarly === true, 'the provider’s request to be closed');
  });

  it('settles events left unread as an answer stopped there, and asks for no more', async () => {
    const id = newUser();
    provider.queue({ content: 'verset '.repeat(400), chunkLength: 14, chunkDelayMs: 20 });
    const events = (await started(id, { ...JEAN_3, maxTokens: 4_000 })).events[Symbol.asyncIterator]();
    const first = await events.next();
    expect(first.value).toEqual({ type: 'delta', text: 'verset verset ' });
    await events.return?.(undefined);
    expect(await usage.tokensUsed(id, DAY)).toBe(promptEstimate() + Math.ceil(14 / 3));
    await until(() => provider.requests[0].leftEarly === true, 'the provider’s request to be closed');
  });

  it('is cut at what maxTokens allows: the rest not asked for, the note, done, the cut logged', async () => {
    const id = newUser();
    provider.queue({ content: 'amour '.repeat(2_000), chunkLength: 30, chunkDelayMs: 5 });
    const events = await eventsOf(await started(id, { ...JEAN_3, maxTokens: 50 }));
    const text = textOf(events);
    expect(text.endsWith(`\n\n${P.truncated}`)).toBe(true);
    expect(text.length - `\n\n${P.truncated}`.length).toBeLessThanOrEqual(50 * AI_ANSWER_CHARS_PER_TOKEN);
    expect(events.at(-1)!.type).toBe('done');
    expect(logs).toEqual([`AI answer cut: user ${id}, model ${MODEL}, over ${50 * AI_ANSWER_CHARS_PER_TOKEN} characters for maxtokens 50`]);
    await until(() => provider.requests[0].leftEarly === true, 'the provider’s request to be closed');
  });

  it('is refused, its reservation given back, when the provider fails before its first words', async () => {
    const id = newUser();
    provider.queue({ status: 500 });
    expect(await helper.stream(id, JEAN_3, reader().signal)).toEqual({ kind: 'refused', refusal: R.aiProviderFailed(502, P.unavailable(500)) });
    expect(await usage.tokensUsed(id, DAY)).toBe(0);
  });

  it('is refused, its reservation kept, when the provider is silent until the time-out before its first words', async () => {
    const id = newUser();
    provider.queue({ content: 'paix', delayMs: TIMEOUT_SECONDS * 1000 + 1_000 });
    expect(await helper.stream(id, JEAN_3, reader().signal)).toEqual({ kind: 'refused', refusal: R.aiProviderFailed(504, P.timeout(TIMEOUT_SECONDS)) });
    expect(await usage.tokensUsed(id, DAY)).toBe(JEAN_3.maxTokens + promptEstimate());
  });

  it('is refused when the provider writes nothing, charged what it counts', async () => {
    const id = newUser();
    provider.queue({ content: '' });
    expect(await helper.stream(id, JEAN_3, reader().signal)).toEqual({ kind: 'refused', refusal: R.aiProviderFailed(502, P.empty) });
    expect(await usage.tokensUsed(id, DAY)).toBe(providerCount(''));
    expect(logs).toEqual([`AI request failed: user ${id}, model ${MODEL}, 43/3, empty answer`]);
  });

  it('ends with an error event when the provider fails mid-answer, and charges what was written', async () => {
    const id = newUser();
    provider.queue({ content: 'grâce '.repeat(100), chunkLength: 10, chunkDelayMs: 30, breakAfterChunks: 4 });
    const events = await eventsOf(await started(id, { ...JEAN_3, maxTokens: 4_000 }));
    expect(textOf(events)).toBe('grâce '.repeat(100).slice(0, 40));
    expect(events.at(-1)).toEqual({ type: 'error', ...R.aiProviderFailed(502, P.network) });
    expect(await usage.tokensUsed(id, DAY)).toBe(promptEstimate() + Math.ceil(40 / 3));
    expect(logs).toEqual([`AI request failed: user ${id}, model ${MODEL}, 43/3, AI provider call failed: network after 40 characters`]);
  });
});
