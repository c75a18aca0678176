/**
 * The budget's rules (ai/budget.ts), each on its own, on a real usage store
 * (SQLite on a temporary file) and a clock of the test's: what a request
 * reserves, when it is refused, and what each way of ending it leaves in the
 * user's day. The helper's tests (ai/helper.test.ts) and the route's
 * (tests/api/ai.test.ts, tests/api/ai-stream.test.ts) check that each end
 * of a call takes the rule it should.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAiBudget, tokensOf, type AiBudget, type BudgetRefusal, type Reservation } from './budget.js';
import { estimateTokens } from './prompt.js';
import { AiProviderError } from './provider.js';
import { openTestAiUsageStore } from './testing.js';

/** 23 November 2026, 14:05:30 UTC. */
const START = Date.UTC(2026, 10, 23, 14, 5, 30);
const DAY = '2026-11-23';
/** A prompt of 3,000 characters: its estimate is 1,000 tokens and 8 for its message. */
const MESSAGES = [{ role: 'user' as const, content: 'x'.repeat(3_000) }];
const ESTIMATE = 1_008;

let usage: Awaited<ReturnType<typeof openTestAiUsageStore>>;
let clock: number;
let budget: AiBudget;
/** A user of their own for each test: every test starts from an empty day. */
let user = 0;

beforeAll(async () => {
  usage = await openTestAiUsageStore();
  budget = createAiBudget(usage, { requestsPerMinute: 3, dailyTokens: 10_000 }, () => clock);
});
afterAll(() => usage.close());

/** A new user, their first request reserved at START. */
async function reserved(maxTokens = 600): Promise<{ id: number; reservation: Reservation }> {
  clock = START;
  const id = ++user;
  const reservation = await budget.reserve(id, MESSAGES, maxTokens);
  if (!reservation.admitted) throw new Error(`not admitted: ${reservation.reason}`);
  return { id, reservation };
}

describe('tokensOf', () => {
  it('takes the provider’s counts when it gives them', () => {
    const counts = { promptTokens: 700, completionTokens: 50, totalTokens: 750 };
    expect(tokensOf({ text: 'anything', usage: counts }, 1_000)).toBe(counts);
  });

  it('estimates the prompt and 3 characters a token of what was written otherwise', () => {
    expect(tokensOf({ text: 'x'.repeat(31), usage: null }, 1_000)).toEqual({ promptTokens: 1_000, completionTokens: 11, totalTokens: 1_011 });
  });
});

describe('a request', () => {
  it('reserves the answer’s maximum and the prompt’s estimate, in the day it was admitted', async () => {
    expect(estimateTokens(MESSAGES)).toBe(ESTIMATE);
    const { id, reservation } = await reserved(600);
    expect(reservation).toMatchObject({ admitted: true, day: DAY, reserved: 600 + ESTIMATE, promptEstimate: ESTIMATE });
    expect(await usage.tokensUsed(id, DAY)).toBe(600 + ESTIMATE);
  });

  it('is refused beyond the minute’s requests, until the next minute', async () => {
    const { id } = await reserved(1);
    await budget.reserve(id, MESSAGES, 1);
    await budget.reserve(id, MESSAGES, 1);
    expect(await budget.reserve(id, MESSAGES, 1)).toEqual({ admitted: false, reason: 'requests', retryAfter: 30 } satisfies BudgetRefusal);
    clock = START + 30_000;
    expect((await budget.reserve(id, MESSAGES, 1)).admitted).toBe(true);
  });

  it('is refused when its reservation does not fit in what is left of the day, until midnight UTC', async () => {
    const { id } = await reserved(8_000);
    expect(await budget.reserve(id, MESSAGES, 1_000)).toEqual({ admitted: false, reason: 'budget', retryAfter: 9 * 3600 + 54 * 60 + 30 } satisfies BudgetRefusal);
  });
});

describe('how a reservation ends', () => {
  it('an answer is charged the provider’s counts instead of the reservation', async () => {
    const { id, reservation } = await reserved();
    const counts = { promptTokens: 700, completionTokens: 50, totalTokens: 750 };
    expect(await reservation.settle({ text: 'Réponse.', usage: counts })).toBe(counts);
    expect(await usage.tokensUsed(id, DAY)).toBe(750);
  });

  it('an answer without counts (stopped, cut, failed mid-answer) is charged the prompt’s estimate and what was written', async () => {
    const { id, reservation } = await reserved();
    await reservation.settle({ text: 'x'.repeat(300), usage: null });
    expect(await usage.tokensUsed(id, DAY)).toBe(ESTIMATE + 100);
  });

  it('a reader who stops before the first words pays the prompt’s estimate (issue 45)', async () => {
    const { id, reservation } = await reserved();
    expect(await reservation.settle({ text: '', usage: null })).toEqual({ promptTokens: ESTIMATE, completionTokens: 0, totalTokens: ESTIMATE });
    expect(await usage.tokensUsed(id, DAY)).toBe(ESTIMATE);
  });

  it('a reader gone before the provider is asked owes nothing', async () => {
    const { id, reservation } = await reserved();
    await reservation.release();
    expect(await usage.tokensUsed(id, DAY)).toBe(0);
  });

  it('a failure before any word gives it all back', async () => {
    for (const error of [new AiProviderError('refused', 401), new AiProviderError('network'), new AiProviderError('malformed')]) {
      const { id, reservation } = await reserved();
      await reservation.failed(error);
      expect(await usage.tokensUsed(id, DAY)).toBe(0);
    }
  });

  it('a time-out keeps it: the provider may have answered, and billed, after we stopped waiting', async () => {
    const { id, reservation } = await reserved(600);
    await reservation.failed(new AiProviderError('timeout'));
    expect(await usage.tokensUsed(id, DAY)).toBe(600 + ESTIMATE);
  });

  it('is settled once: a second settlement changes nothing and answers the first one’s counts', async () => {
    const { id, reservation } = await reserved();
    const first = await reservation.settle({ text: 'x'.repeat(30), usage: null });
    expect(await reservation.settle({ text: 'x'.repeat(3_000), usage: null })).toEqual(first);
    expect(await usage.tokensUsed(id, DAY)).toBe(ESTIMATE + 10);
  });

  it('is settled in the day it was admitted, even after midnight', async () => {
    const { id, reservation } = await reserved();
    clock = Date.UTC(2026, 10, 24, 0, 0, 5);
    await reservation.settle({ text: '', usage: { promptTokens: 10, completionTokens: 2, totalTokens: 12 } });
    expect(await usage.tokensUsed(id, DAY)).toBe(12);
    expect(await usage.tokensUsed(id, '2026-11-24')).toBe(0);
  });
});
