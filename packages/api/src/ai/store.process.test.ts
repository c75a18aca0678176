/**
 * The AI usage store's contract (ai/store.ts), one suite run against both
 * implementations: SQLite (the migration's table in a new file) and
 * PostgreSQL (a new database on a throwaway cluster, two users in it); then
 * concurrent requests of one user on two PostgreSQL nodes.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPostgresAccountStore } from '../accounts/postgres-store.js';
import type { PostgresState } from '../state/postgres.js';
import { usePostgres } from '../state/testing.js';
import { createPostgresAiUsageStore } from './postgres-store.js';
import type { AiUsageStore } from './store.js';
import { openTestAiUsageStore } from './testing.js';

const postgres = usePostgres();

const DAY = '2026-11-23';
const MINUTE = Date.UTC(2026, 10, 23, 14, 5);
const LIMITS = { requestsPerMinute: 3, dailyTokens: 1_000 };

/** A store under test: two users of its database, and the requests counted for one of them. */
interface OpenedUsage {
  store: AiUsageStore;
  users: readonly [number, number];
  requests(userId: number, day: string): Promise<number>;
  close(): Promise<void>;
}

function describeAiUsageStore(name: string, open: () => Promise<OpenedUsage>) {
  describe(`the ${name} AI usage store`, () => {
    let store: AiUsageStore;
    let opened: OpenedUsage;
    let u7: number;
    let u8: number;
    beforeEach(async () => {
      opened = await open();
      store = opened.store;
      [u7, u8] = opened.users;
    });
    afterEach(() => opened.close());

    it('starts a user’s day at 0', async () => {
      expect(await store.tokensUsed(u7, DAY)).toBe(0);
    });

    it('admits a request and reserves its tokens, then settles them with the real count', async () => {
      expect(await store.admit({ userId: u7, day: DAY, minuteStart: MINUTE, reserve: 700 }, LIMITS)).toEqual({ admitted: true });
      expect(await store.tokensUsed(u7, DAY)).toBe(700);
      await store.addTokens(u7, DAY, 250 - 700);
      expect(await store.tokensUsed(u7, DAY)).toBe(250);
      expect(await opened.requests(u7, DAY)).toBe(1);
    });

    it('refuses a reservation that does not fit in what is left of the day, and reserves nothing for it', async () => {
      await store.admit({ userId: u7, day: DAY, minuteStart: MINUTE, reserve: 800 }, LIMITS);
      expect(await store.admit({ userId: u7, day: DAY, minuteStart: MINUTE, reserve: 201 }, LIMITS)).toEqual({ admitted: false, reason: 'budget' });
      expect(await store.tokensUsed(u7, DAY)).toBe(800);
      expect(await store.admit({ userId: u7, day: DAY, minuteStart: MINUTE, reserve: 200 }, LIMITS)).toEqual({ admitted: true });
      expect(await store.tokensUsed(u7, DAY)).toBe(1_000);
    });

    it('counts requests per minute window, refused ones too, and starts again in the next window', async () => {
      const ask = (minuteStart: number) => store.admit({ userId: u7, day: DAY, minuteStart, reserve: 1 }, LIMITS);
      for (let i = 0; i < 3; i++) expect(await ask(MINUTE)).toEqual({ admitted: true });
      expect(await ask(MINUTE)).toEqual({ admitted: false, reason: 'requests' });
      expect(await ask(MINUTE)).toEqual({ admitted: false, reason: 'requests' });
      expect(await store.tokensUsed(u7, DAY)).toBe(3);
      expect(await ask(MINUTE + 60_000)).toEqual({ admitted: true });
      // A request stamped with an earlier window (a clock behind another server's) counts in the newer one.
      expect(await ask(MINUTE)).toEqual({ admitted: true });
    });

    it('keeps users and days apart', async () => {
      await store.admit({ userId: u7, day: DAY, minuteStart: MINUTE, reserve: 1_000 }, LIMITS);
      expect(await store.admit({ userId: u8, day: DAY, minuteStart: MINUTE, reserve: 1_000 }, LIMITS)).toEqual({ admitted: true });
      expect(await store.admit({ userId: u7, day: '2026-11-24', minuteStart: MINUTE + 86_400_000, reserve: 1_000 }, LIMITS)).toEqual({ admitted: true });
      expect(await store.tokensUsed(u7, DAY)).toBe(1_000);
    });

    it('never takes a day below 0', async () => {
      await store.admit({ userId: u7, day: DAY, minuteStart: MINUTE, reserve: 100 }, LIMITS);
      await store.addTokens(u7, DAY, -500);
      expect(await store.tokensUsed(u7, DAY)).toBe(0);
    });

    it('admits concurrent requests one after the other: never more than the budget or the minute allow', async () => {
      const results = await Promise.all(
        Array.from({ length: 20 }, () => store.admit({ userId: u7, day: DAY, minuteStart: MINUTE, reserve: 300 }, { requestsPerMinute: 10, dailyTokens: 1_000 })),
      );
      expect(results.filter((r) => r.admitted)).toHaveLength(3);
      expect(results.filter((r) => !r.admitted && r.reason === 'budget')).toHaveLength(7);
      expect(results.filter((r) => !r.admitted && r.reason === 'requests')).toHaveLength(10);
      expect(await store.tokensUsed(u7, DAY)).toBe(900);
    });
  });
}

describeAiUsageStore('SQLite', async () => {
  const store = await openTestAiUsageStore();
  return {
    store,
    users: [7, 8],
    requests: async (userId, day) =>
      (await store.db.query<{ requests: number }>('SELECT requests FROM ai_usage WHERE user_id = ? AND day = ?', [userId, day]))[0].requests,
    close: () => store.close(),
  };
});

/** Two users in the PostgreSQL database of `state` (ai_usage's rows belong to users there). */
async function twoUsers(state: PostgresState): Promise<[number, number]> {
  const accounts = createPostgresAccountStore(state);
  const add = async (name: string) => (await accounts.addUser({ name, nameKey: name, passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$x$y', at: 0 }))!;
  return [await add('sept'), await add('huit')];
}

describeAiUsageStore('PostgreSQL', async () => {
  const state = await postgres.open();
  return {
    store: createPostgresAiUsageStore(state),
    users: await twoUsers(state),
    requests: async (userId, day) =>
      (await state.query<{ requests: number }>('SELECT requests FROM ai_usage WHERE user_id = $1 AND day = $2', [userId, day]))[0].requests,
    close: () => state.close(),
  };
});

describe('the PostgreSQL AI usage store on two nodes', () => {
  it('admits concurrent requests of one user from both nodes one after the other', async () => {
    const a = await postgres.open();
    const b = await postgres.open(a.url);
    const [user] = await twoUsers(a);
    const nodes = [createPostgresAiUsageStore(a), createPostgresAiUsageStore(b)];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        nodes[i % 2].admit({ userId: user, day: DAY, minuteStart: MINUTE, reserve: 300 }, { requestsPerMinute: 10, dailyTokens: 1_000 }),
      ),
    );
    expect(results.filter((r) => r.admitted)).toHaveLength(3);
    expect(results.filter((r) => !r.admitted && r.reason === 'budget')).toHaveLength(7);
    expect(results.filter((r) => !r.admitted && r.reason === 'requests')).toHaveLength(10);
    await Promise.all(Array.from({ length: 10 }, (_, i) => nodes[i % 2].addTokens(user, DAY, -50)));
    expect(await nodes[1].tokensUsed(user, DAY)).toBe(400);
  });
});
