import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestAiUsageStore } from './testing.js';

type Store = Awaited<ReturnType<typeof openTestAiUsageStore>>;
let store: Store;

beforeEach(async () => {
  store = await openTestAiUsageStore();
});
afterEach(() => store.close());

const DAY = '2026-11-23';
const MINUTE = Date.UTC(2026, 10, 23, 14, 5);
const LIMITS = { requestsPerMinute: 3, dailyTokens: 1_000 };

describe('the SQLite AI usage store', () => {
  it('starts a user’s day at 0', async () => {
    expect(await store.tokensUsed(7, DAY)).toBe(0);
  });

  it('admits a request and reserves its tokens, then settles them with the real count', async () => {
    expect(await store.admit({ userId: 7, day: DAY, minuteStart: MINUTE, reserve: 700 }, LIMITS)).toEqual({ admitted: true });
    expect(await store.tokensUsed(7, DAY)).toBe(700);
    await store.addTokens(7, DAY, 250 - 700);
    expect(await store.tokensUsed(7, DAY)).toBe(250);
    const [row] = await store.db.query<{ requests: number }>('SELECT requests FROM ai_usage WHERE user_id = 7');
    expect(row.requests).toBe(1);
  });

  it('refuses a reservation that does not fit in what is left of the day, and reserves nothing for it', async () => {
    await store.admit({ userId: 7, day: DAY, minuteStart: MINUTE, reserve: 800 }, LIMITS);
    expect(await store.admit({ userId: 7, day: DAY, minuteStart: MINUTE, reserve: 201 }, LIMITS)).toEqual({ admitted: false, reason: 'budget' });
    expect(await store.tokensUsed(7, DAY)).toBe(800);
    expect(await store.admit({ userId: 7, day: DAY, minuteStart: MINUTE, reserve: 200 }, LIMITS)).toEqual({ admitted: true });
    expect(await store.tokensUsed(7, DAY)).toBe(1_000);
  });

  it('counts requests per minute window, refused ones too, and starts again in the next window', async () => {
    const ask = (minuteStart: number) => store.admit({ userId: 7, day: DAY, minuteStart, reserve: 1 }, LIMITS);
    for (let i = 0; i < 3; i++) expect(await ask(MINUTE)).toEqual({ admitted: true });
    expect(await ask(MINUTE)).toEqual({ admitted: false, reason: 'requests' });
    expect(await ask(MINUTE)).toEqual({ admitted: false, reason: 'requests' });
    expect(await store.tokensUsed(7, DAY)).toBe(3);
    expect(await ask(MINUTE + 60_000)).toEqual({ admitted: true });
    // A request stamped with an earlier window (a clock behind another server's) counts in the newer one.
    expect(await ask(MINUTE)).toEqual({ admitted: true });
  });

  it('keeps users and days apart', async () => {
    await store.admit({ userId: 7, day: DAY, minuteStart: MINUTE, reserve: 1_000 }, LIMITS);
    expect(await store.admit({ userId: 8, day: DAY, minuteStart: MINUTE, reserve: 1_000 }, LIMITS)).toEqual({ admitted: true });
    expect(await store.admit({ userId: 7, day: '2026-11-24', minuteStart: MINUTE + 86_400_000, reserve: 1_000 }, LIMITS)).toEqual({ admitted: true });
    expect(await store.tokensUsed(7, DAY)).toBe(1_000);
  });

  it('never takes a day below 0', async () => {
    await store.admit({ userId: 7, day: DAY, minuteStart: MINUTE, reserve: 100 }, LIMITS);
    await store.addTokens(7, DAY, -500);
    expect(await store.tokensUsed(7, DAY)).toBe(0);
  });

  it('admits concurrent requests one after the other: never more than the budget or the minute allow', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => store.admit({ userId: 7, day: DAY, minuteStart: MINUTE, reserve: 300 }, { requestsPerMinute: 10, dailyTokens: 1_000 })),
    );
    expect(results.filter((r) => r.admitted)).toHaveLength(3);
    expect(results.filter((r) => !r.admitted && r.reason === 'budget')).toHaveLength(7);
    expect(results.filter((r) => !r.admitted && r.reason === 'requests')).toHaveLength(10);
    expect(await store.tokensUsed(7, DAY)).toBe(900);
  });
});
