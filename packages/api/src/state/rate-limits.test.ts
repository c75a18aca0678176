import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/sqlite.js';
import { openStateDatabase } from './database.js';
import { createSqliteRateLimits, type RateLimits, type StreakRule } from './rate-limits.js';

let dir: string;
let db: Database;
let limits: RateLimits;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'parole-limits-'));
  db = await openStateDatabase(path.join(dir, 'state.sqlite'));
  limits = createSqliteRateLimits(db);
});
afterAll(async () => {
  await db.close();
  await rm(dir, { recursive: true, force: true });
});

/** Two free failures, then a wait of 10 s per failure beyond; forgotten after 100 s. */
const rule = (key: string): StreakRule => ({ key, delayMs: (failures) => (failures < 2 ? 0 : (failures - 1) * 10_000), forgetAfterMs: 100_000 });

describe('the shared rate limits', () => {
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
