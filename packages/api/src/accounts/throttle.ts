/**
 * Failed logins are throttled per account and per client address, with
 * delays that grow with each failure in a row (OWASP ASVS 2.2.1;
 * docs/decisions/accounts.md, "Throttling"):
 *
 * | streak of | free failures | then waits after the last failure | at most | forgotten after |
 * |---|---|---|---|---|
 * | an account (its name, whether it exists or not) | 5 | 1 s, 2 s, 4 s… | 1 minute | 15 minutes without a failure |
 * | a client address (IPv4, or IPv6 /64) | 20 | 1 s, 2 s, 4 s… | 15 minutes | 1 hour without a failure |
 *
 * - **A real user is never locked out for long**: an attacker guessing
 *   their password makes them wait at most a minute from the attacker's last
 *   guess, never more, since attempts refused while waiting count nowhere
 *   (they cannot lengthen the wait). A guesser gets about 70 guesses an hour
 *   on one account, whatever the number of their addresses, and one address
 *   about 4 an hour across all accounts once its streak is long.
 * - A success ends the account's streak and takes back the address's count
 *   of that attempt; it does not end the address's streak (an attacker with
 *   an account of their own could otherwise clear their address's streak
 *   between guesses).
 * - Unknown names are throttled the same way as real ones: a refusal
 *   never says whether an account exists.
 * - **Every login, right or wrong, counts per address** in a fixed window:
 *   LOGIN_ADDRESS_WINDOW's 60 logins per 10 minutes (the game creation's
 *   figure: a youth group behind one church's address logs in twice each),
 *   then 429 until the window ends. Each login costs an argon2id hash and a
 *   session, so a script holding one good password (300 logins in 3 s) is
 *   stopped before either, and the streaks above need not count successes.
 * - Counters are in the state database (state/rate-limits.ts), not in
 *   memory: several servers will share them. Each attempt is checked and
 *   counted in one atomic step, so concurrent guesses cannot slip through
 *   together.
 */
import { addressKey, fixedWindow, type AttemptResult, type RateLimits, type StreakRule } from '../state/rate-limits.js';

/** A streak's rule: failures allowed without waiting, then a doubling wait from `baseMs` up to `capMs`. */
export interface ThrottleRule {
  free: number;
  baseMs: number;
  capMs: number;
  forgetAfterMs: number;
}

export const ACCOUNT_THROTTLE: ThrottleRule = { free: 5, baseMs: 1_000, capMs: 60_000, forgetAfterMs: 15 * 60_000 };
export const ADDRESS_THROTTLE: ThrottleRule = { free: 20, baseMs: 1_000, capMs: 15 * 60_000, forgetAfterMs: 60 * 60_000 };

/** Logins from one client address, right or wrong, per fixed window. */
export const LOGIN_ADDRESS_WINDOW = { limit: 60, windowMs: 10 * 60_000 } as const;

/**
 * The wait after `failures` failures in a row: none for the free ones, then
 * baseMs, twice that, and so on, never more than capMs.
 * @example growingDelay(ACCOUNT_THROTTLE)(5) // 1000
 * @example growingDelay(ACCOUNT_THROTTLE)(20) // 60000
 */
export const growingDelay =
  ({ free, baseMs, capMs }: ThrottleRule) =>
  (failures: number): number =>
    failures < free ? 0 : Math.min(capMs, baseMs * 2 ** Math.min(failures - free, 30));

/** The rate limits' key of an account's streak (by the name's unique form, whether the account exists or not). */
export const accountKey = (nameKey: string) => `login-account ${nameKey}`;

/** The rate limits' key of a client address's streak. */
export const loginAddressKey = (address: string | undefined) => `login-address ${addressKey(address)}`;

/** The rate limits' key of a client address's logins in a window. */
export const loginWindowKey = (address: string | undefined) => `login-window ${addressKey(address)}`;

export interface LoginThrottle {
  /**
   * A login attempt on the account `nameKey` from `address` at `at`: refused
   * with the time it may be tried again, or let through and counted as a
   * failure until `succeeded` says otherwise.
   */
  attempt(nameKey: string, address: string | undefined, at: number): Promise<AttemptResult>;
  /** The attempt let through was a success: the account's streak ends, the address's count of it is taken back. */
  succeeded(nameKey: string, address: string | undefined): Promise<void>;
}

/**
 * The throttle of logins over the shared counters.
 * @example const throttle = loginThrottle(limits); const result = await throttle.attempt('marie', '203.0.113.5', Date.now());
 */
export function loginThrottle(
  limits: RateLimits,
  rules: { account: ThrottleRule; address: ThrottleRule; window: { limit: number; windowMs: number } } = {
    account: ACCOUNT_THROTTLE,
    address: ADDRESS_THROTTLE,
    window: LOGIN_ADDRESS_WINDOW,
  },
): LoginThrottle {
  const streakRule = (key: string, rule: ThrottleRule): StreakRule => ({ key, delayMs: growingDelay(rule), forgetAfterMs: rule.forgetAfterMs });
  return {
    async attempt(nameKey, address, at) {
      const window = fixedWindow(at, rules.window.windowMs);
      if ((await limits.countHit(loginWindowKey(address), window.start)) > rules.window.limit) {
        return { allowed: false, retryAt: window.start + rules.window.windowMs };
      }
      return limits.attempt([streakRule(accountKey(nameKey), rules.account), streakRule(loginAddressKey(address), rules.address)], at);
    },
    async succeeded(nameKey, address) {
      await limits.forget(accountKey(nameKey));
      await limits.undoFailure(loginAddressKey(address));
    },
  };
}
