/**
 * The login attempt's decision (state/rate-limits.ts, decideAttempt), which
 * both rate limits' implementations run under their lock, on plain streaks.
 * The contract suite (state/rate-limits.process.test.ts) checks the same rules
 * through SQLite and PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import { decideAttempt, type StreakRule } from './rate-limits.js';

/** Two free failures, then 10 s per failure beyond; forgotten after 100 s. */
const rule = (key: string): StreakRule => ({ key, delayMs: (failures) => (failures < 2 ? 0 : (failures - 1) * 10_000), forgetAfterMs: 100_000 });

describe('decideAttempt', () => {
  it('lets a first attempt through: each streak starts at 1 and asks its action’s old streaks to be forgotten', () => {
    expect(decideAttempt([rule('login-account marie'), rule('login-address 203.0.113.5')], [null, null], 500_000)).toEqual({
      allowed: true,
      writes: [
        { key: 'login-account marie', failures: 1, forgetBefore: 400_000 },
        { key: 'login-address 203.0.113.5', failures: 1, forgetBefore: 400_000 },
      ],
    });
  });

  it('counts one more failure on a streak that goes on, without forgetting anything', () => {
    expect(decideAttempt([rule('login-account marie')], [{ failures: 1, lastAt: 490_000 }], 500_000)).toEqual({
      allowed: true,
      writes: [{ key: 'login-account marie', failures: 2 }],
    });
  });

  it('refuses until the latest end of the streaks’ waits, writing nothing', () => {
    const rules = [rule('login-account marie'), rule('login-address 203.0.113.5')];
    const streaks = [
      { failures: 2, lastAt: 495_000 }, // waits until 505 000
      { failures: 3, lastAt: 490_000 }, // waits until 510 000
    ];
    expect(decideAttempt(rules, streaks, 500_000)).toEqual({ allowed: false, retryAt: 510_000 });
    expect(decideAttempt(rules, streaks, 510_000)).toMatchObject({ allowed: true });
  });
});
