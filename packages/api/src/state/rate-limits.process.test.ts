/**
 * The rate limits' contract (state/rate-limits.ts), one suite run against
 * both implementations: SQLite (a new file) and PostgreSQL (a new database
 * on a throwaway cluster); then concurrent callers on two PostgreSQL nodes
 * (two pools on one database) count exactly.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStateDatabase } from './database.js';
import { createPostgresRateLimits } from './postgres-rate-limits.js';
import { createSqliteRateLimits, type RateLimits, type StreakRule } from './rate-limits.js';
import { usePostgres } from './testing.js';

const postgres = usePostgres();
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'parole-limits-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Two free failures, then a wait of 10 s per failure beyond; forgotten after 100 s. */
const rule = (key: string): StreakRule => ({ key, delayMs: (failures) => (failures < 2 ? 0 : (failures - 1) * 10_000), forgetAfterMs: 100_000 });

function describeRateLimits(name: string, open: () => Promise<{ limits: RateLimits; close(): Promise<void> }>) {
  describe(`the shared rate limits (${name})`, () => {
    let limits: RateLimits;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ limits, close } = await open());
    });
    afterAll(() => close());

    it('counts failure streaks with their waits, counting nothing while an attempt waits', async () => {
      expect(await limits.attempt([rule('login-account a')], 0)).toEqual({ allowed: true });
      expect(await limits.attempt([rule('login-account a')], 1_000)).toEqual({ allowed: true });
      expect(await limits.attempt([rule('login-account a')], 2_000)).toEqual({ allowed: false, retryAt: 11_000 });
      expect(await limits.streak('login-account a')).toEqual({ failures: 2, lastAt: 1_000 });
      expect(await limits.attempt([rule('login-account a')], 11_000)).toEqual({ allowed: true });
      expect(await limits.attempt([rule('login-account a')], 12_000)).toEqual({ allowed: false, retryAt: 31_000 });
      // Forgotten after 100 s without a failure: starts again at 1.
      expect(await limits.attempt([rule('login-account a')], 111_000)).toEqual({ allowed: true });
      expect(await limits.streak('login-account a')).toEqual({ failures: 1, lastAt: 111_000 });
    });

    it('refuses when any of the rules waits, and then counts none of them', async () => {
      await limits.attempt([rule('login-account b')], 0);
      await limits.attempt([rule('login-account b')], 0);
      expect(await limits.attempt([rule('login-account c'), rule('login-account b')], 1_000)).toEqual({ allowed: false, retryAt: 10_000 });
      expect(await limits.streak('login-account c')).toBeNull();
    });

    it('takes a failure back, or forgets the streak', async () => {
      await limits.attempt([rule('login-address x')], 0);
      await limits.attempt([rule('login-address x')], 0);
      await limits.undoFailure('login-address x');
      expect(await limits.streak('login-address x')).toEqual({ failures: 1, lastAt: 0 });
      await limits.forget('login-address x');
      expect(await limits.streak('login-address x')).toBeNull();
    });

    it('forgets old rows per action only: the quiz’s windows never erase a login streak, nor the reverse', async () => {
      await limits.attempt([rule('login-account old')], 5_000);
      // A new quiz window far later forgets older quiz windows, not the streak.
      await limits.countHit('newGame 192.0.2.1', 0);
      expect(await limits.countHit('newGame 192.0.2.2', 600_000)).toBe(1);
      expect(await limits.streak('login-account old')).not.toBeNull();
      expect(await limits.streak('newGame 192.0.2.1')).toBeNull();
      // A streak starting again forgets its action's finished streaks, not the quiz's windows.
      expect(await limits.attempt([rule('login-account new')], 1_000_000)).toEqual({ allowed: true });
      expect(await limits.streak('login-account old')).toBeNull();
      expect(await limits.streak('newGame 192.0.2.2')).not.toBeNull();
    });

    it('lets exactly as many concurrent attempts through as one at a time would', async () => {
      const results = await Promise.all(Array.from({ length: 8 }, () => limits.attempt([rule('login-account busy')], 2_000_000)));
      expect(results.filter((r) => r.allowed)).toHaveLength(2);
    });
  });
}

describeRateLimits('SQLite', async () => {
  const db = await openStateDatabase(path.join(dir, 'state.sqlite'));
  return { limits: createSqliteRateLimits(db), close: () => db.close() };
});

describeRateLimits('PostgreSQL', async () => {
  const state = await postgres.open();
  return { limits: createPostgresRateLimits(state), close: () => state.close() };
});

describe('the PostgreSQL rate limits on two nodes', () => {
  const twoNodes = async () => {
    const a = await postgres.open();
    const b = await postgres.open(a.url);
    return [createPostgresRateLimits(a), createPostgresRateLimits(b)] as const;
  };

  it('counts concurrent hits from both nodes exactly', async () => {
    const nodes = await twoNodes();
    const hits = await Promise.all(Array.from({ length: 40 }, (_, i) => nodes[i % 2].countHit('newGame 203.0.113.9', 600_000)));
    expect(hits.sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(await nodes[0].countHit('newGame 203.0.113.9', 600_000)).toBe(41);
  });

  it('lets exactly as many concurrent login attempts through, from both nodes, as one at a time would', async () => {
    const nodes = await twoNodes();
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) => nodes[i % 2].attempt([rule('login-account shared'), rule('login-address 192.0.2.1')], 2_000_000)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(2);
    expect(await nodes[1].streak('login-account shared')).toEqual({ failures: 2, lastAt: 2_000_000 });
    expect(await nodes[0].streak('login-address 192.0.2.1')).toEqual({ failures: 2, lastAt: 2_000_000 });
  });

  it('takes back failures from both nodes at once exactly', async () => {
    const nodes = await twoNodes();
    const free: StreakRule = { key: 'login-address 192.0.2.2', delayMs: () => 0, forgetAfterMs: 100_000 };
    for (let i = 0; i < 10; i++) await nodes[0].attempt([free], 0);
    await Promise.all(Array.from({ length: 6 }, (_, i) => nodes[i % 2].undoFailure('login-address 192.0.2.2')));
    expect(await nodes[1].streak('login-address 192.0.2.2')).toEqual({ failures: 4, lastAt: 0 });
  });
});
