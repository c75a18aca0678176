/**
 * The rate limits' counters, shared by every feature: the quiz's game
 * creation per client address (fixed windows) and the accounts' failed logins
 * per account and per address (streaks of failures with growing delays).
 * They live in the state database, not in memory, because several servers
 * will share them (docs/decisions/quiz.md, "Rate limit";
 * docs/decisions/accounts.md, "Throttling").
 *
 * One table, `rate_limits(key, window_start, hits)` (migration 2), one row per
 * key. A key is `action subject` (`newGame 203.0.113.5`, `login-account marie`):
 * the action names the kind of counter and its rule, and rows are forgotten
 * per action, so one feature's clean-up never touches another's counters.
 * - A **fixed window** counter (countHit): `window_start` is the window's
 *   start, `hits` the hits in it.
 * - A **failure streak** (attempt): `window_start` is the time of the
 *   streak's last counted failure (the delay's window starts there), `hits`
 *   the failures in a row.
 *
 * Every operation is one atomic step (a transaction in the connection's
 * exclusive sections), safe under concurrent callers and across processes
 * sharing the file: concurrent requests count exactly, and concurrent login
 * attempts cannot pass together where one at a time would be refused.
 */
import { isIPv6 } from 'node:net';
import type { Database } from '../db/sqlite.js';
import { preparer } from './database.js';

/** A failure streak's rule, for one key. */
export interface StreakRule {
  /** `action subject`: the action before the first space. */
  key: string;
  /**
   * How long an attempt must wait after the streak's last failure, given
   * the failures so far (0: no wait). Grows with the failures.
   */
  delayMs(failures: number): number;
  /** A streak whose last failure is at least this old is forgotten: the next failure starts it again at 1. */
  forgetAfterMs: number;
}

/** An attempt's outcome: let through (and counted), or refused until `retryAt` (and counted nowhere). */
export type AttemptResult = { allowed: true } | { allowed: false; retryAt: number };

/** A streak as stored, for tests and tools. */
export interface Streak {
  failures: number;
  lastAt: number;
}

export interface RateLimits {
  /**
   * Counts a hit of `key` in the fixed window starting at `windowStart` and
   * resolves with that window's hits so far, this one included. A key's
   * count starts again at 1 in a later window; counts of earlier windows
   * (of the same action) may be forgotten.
   */
  countHit(key: string, windowStart: number): Promise<number>;
  /**
   * An attempt at `at` under every rule of `rules` (a login: its account and
   * its client address). When any of their streaks still waits, the attempt
   * is refused and nothing is counted (waiting attempts never lengthen the
   * wait). Otherwise it is counted at once as a failure of each streak, so
   * that concurrent attempts see each other; a success then takes it back
   * (`forget`, `undoFailure`). One atomic step.
   */
  attempt(rules: readonly StreakRule[], at: number): Promise<AttemptResult>;
  /** Forgets `key`'s counter (a success ends the streak). */
  forget(key: string): Promise<void>;
  /** Takes back one failure of `key`'s streak (an attempt that succeeded), keeping the others. */
  undoFailure(key: string): Promise<void>;
  /** The streak stored under `key`, or null. */
  streak(key: string): Promise<Streak | null>;
}

/**
 * One hit in a fixed window: a new key, or a key whose window is over,
 * starts at 1; the same window counts up. (A window older than the stored
 * one, from a clock behind another server's, counts in the newer one.)
 */
const HIT_SQL = `INSERT INTO rate_limits (key, window_start, hits) VALUES ($key, $window, 1)
ON CONFLICT (key) DO UPDATE SET
  hits = CASE WHEN excluded.window_start > window_start THEN 1 ELSE hits + 1 END,
  window_start = MAX(window_start, excluded.window_start)
RETURNING hits`;

/** Rows of one action (`$from` is `action `, `$to` is `action!`: the keys starting with `action `) older than `$before`. */
const FORGET_OLDER_SQL = 'DELETE FROM rate_limits WHERE window_start < $before AND key >= $from AND key < $to';

const STREAK_SQL = 'SELECT window_start, hits FROM rate_limits WHERE key = ?';

const SET_STREAK_SQL = `INSERT INTO rate_limits (key, window_start, hits) VALUES ($key, $at, $hits)
ON CONFLICT (key) DO UPDATE SET window_start = excluded.window_start, hits = excluded.hits`;

/** The bounds of the keys of `key`'s action: `newGame 1.2.3.4` → ['newGame ', 'newGame!']. */
export function actionRange(key: string): { $from: string; $to: string } {
  const space = key.indexOf(' ');
  const action = space < 0 ? key : key.slice(0, space);
  return { $from: `${action} `, $to: `${action}!` };
}

/** The streak a stored row still counts at `at` under `rule`, or null when there is none or it is forgotten. */
export function liveStreak(row: { window_start: number; hits: number } | undefined, rule: StreakRule, at: number): Streak | null {
  if (!row || row.hits <= 0 || at - row.window_start >= rule.forgetAfterMs) return null;
  return { failures: row.hits, lastAt: row.window_start };
}

/** A streak's write of an attempt let through: its failures from now on, and whether its action's old streaks are to be forgotten. */
export interface StreakWrite {
  key: string;
  failures: number;
  /**
   * A streak starting again (1 failure): its action's streaks whose last
   * failure is before this are over, forgotten so the table stays small.
   */
  forgetBefore?: number;
}

/**
 * An attempt's decision at `at` under `rules`, given each rule's live streak
 * (liveStreak, in the same order): refused until the latest end of their
 * waits when any still waits (nothing to write); else let through, each
 * streak counting one more failure.
 */
export function decideAttempt(
  rules: readonly StreakRule[],
  streaks: ReadonlyArray<Streak | null>,
  at: number,
): { allowed: false; retryAt: number } | { allowed: true; writes: StreakWrite[] } {
  const waits = rules.map((rule, i) => {
    const streak = streaks[i];
    return streak ? streak.lastAt + rule.delayMs(streak.failures) : -Infinity;
  });
  const retryAt = Math.max(...waits);
  if (retryAt > at) return { allowed: false, retryAt };
  const writes = rules.map((rule, i): StreakWrite => {
    const failures = (streaks[i]?.failures ?? 0) + 1;
    return failures === 1 ? { key: rule.key, failures, forgetBefore: at - rule.forgetAfterMs } : { key: rule.key, failures };
  });
  return { allowed: true, writes };
}

/**
 * The counters over the state database's connection (state/database.ts).
 * @example const limits = createSqliteRateLimits(state); await limits.countHit('newGame 203.0.113.5', window.start);
 */
export function createSqliteRateLimits(db: Database): RateLimits {
  const statement = preparer(db);
  const readStreak = async (key: string) => (await (await statement(STREAK_SQL)).all<{ window_start: number; hits: number }>([key]))[0];

  return {
    async countHit(key, windowStart) {
      const [hit, forget] = await Promise.all([statement(HIT_SQL), statement(FORGET_OLDER_SQL)]);
      return db.exclusive(async () => {
        const [{ hits }] = await hit.all<{ hits: number }>({ $key: key, $window: windowStart });
        // A key's first hit of a window: forget its action's windows before it, so the table stays small.
        if (hits === 1) await forget.run({ $before: windowStart, ...actionRange(key) });
        return hits;
      });
    },

    async attempt(rules, at) {
      const [set, forget] = await Promise.all([statement(SET_STREAK_SQL), statement(FORGET_OLDER_SQL)]);
      await statement(STREAK_SQL);
      return db.transaction(async (): Promise<AttemptResult> => {
        const streaks = await Promise.all(rules.map(async (rule) => liveStreak(await readStreak(rule.key), rule, at)));
        const decision = decideAttempt(rules, streaks, at);
        if (!decision.allowed) return decision;
        for (const { key, failures, forgetBefore } of decision.writes) {
          await set.run({ $key: key, $at: at, $hits: failures });
          if (forgetBefore !== undefined) await forget.run({ $before: forgetBefore, ...actionRange(key) });
        }
        return { allowed: true };
      });
    },

    async forget(key) {
      const remove = await statement('DELETE FROM rate_limits WHERE key = ?');
      await db.exclusive(() => remove.run([key]));
    },

    async undoFailure(key) {
      const undo = await statement('UPDATE rate_limits SET hits = hits - 1 WHERE key = ? AND hits > 0');
      await db.exclusive(() => undo.run([key]));
    },

    async streak(key) {
      const row = await readStreak(key);
      return row ? { failures: row.hits, lastAt: row.window_start } : null;
    },
  };
}

// Keys and windows: what every limit per client address needs.

/**
 * The key a client address counts under: an IPv4 address as it is (also when
 * written IPv4-mapped, `::ffff:203.0.113.5`), an IPv6 address by its /64
 * prefix (one subscriber commonly holds a whole /64, so counting single
 * addresses would let one client take thousands), 'unknown' when the socket
 * tells none.
 * @example addressKey('::ffff:203.0.113.5') // '203.0.113.5'
 * @example addressKey('2001:db8:1:2:aaaa::1') // '2001:db8:1:2::/64'
 */
export function addressKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const v4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (v4) return v4[1];
  const bare = address.split('%')[0];
  return isIPv6(bare) ? `${prefix64(bare)}::/64` : address;
}

/** The first four groups of an IPv6 address, written without leading zeros. */
function prefix64(address: string): string {
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])));
  const [head, tail] = address.toLowerCase().split('::');
  const first = groupsOf(head);
  const last = tail === undefined ? [] : groupsOf(tail);
  const groups = tail === undefined ? first : [...first, ...Array<string>(8 - first.length - last.length).fill('0'), ...last];
  return groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':');
}

/**
 * The fixed window `now` falls in (windows of `windowMs` from the epoch), and
 * the whole seconds until it ends (a Retry-After, at least 1).
 * @example fixedWindow(1_000_650_000, 600_000) // { start: 1_000_200_000, retryAfter: 150 }
 */
export function fixedWindow(now: number, windowMs: number): { start: number; retryAfter: number } {
  const start = now - (((now % windowMs) + windowMs) % windowMs);
  return { start, retryAfter: Math.max(1, Math.ceil((start + windowMs - now) / 1000)) };
}

/**
 * A fixed-window limit per client address counted in this process's memory:
 * for limits that protect this server's CPU (the share images' drawings, the
 * chapters' syntheses), where counting per server is the right measure and
 * costs no database write. Only the current window's counters are kept.
 * Returns the function that counts one hit for an address: the seconds to
 * wait when that hit is over the limit (it is counted all the same), else 0.
 * @example
 * const overLimit = memoryWindowLimit(6, 60_000);
 * if (overLimit(clientAddress(c)) > 0) … // 429 with Retry-After
 */
export function memoryWindowLimit(perWindow: number, windowMs: number, now: () => number = Date.now): (address: string | undefined) => number {
  let window = fixedWindow(now(), windowMs);
  let counts = new Map<string, number>();
  return (address) => {
    const current = fixedWindow(now(), windowMs);
    if (current.start !== window.start) counts = new Map();
    window = current;
    const key = addressKey(address);
    const hits = (counts.get(key) ?? 0) + 1;
    counts.set(key, hits);
    return hits > perWindow ? current.retryAfter : 0;
  };
}
