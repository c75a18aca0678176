/**
 * The rate limits' counters (state/rate-limits.ts, the interface and its
 * rules) in the PostgreSQL state database (state/postgres.ts), shared by
 * every node: the same table, `rate_limits(key, window_start, hits)`, and the
 * same answers as the SQLite implementation.
 *
 * - countHit is one INSERT … ON CONFLICT DO UPDATE: PostgreSQL locks the
 *   key's row for it, so concurrent hits from any node count exactly.
 * - attempt, forget and undoFailure take a transaction-level advisory lock
 *   per key (in a fixed order, so two attempts never wait for each other in
 *   a circle) before reading and writing: concurrent logins on any node are
 *   decided one after the other, as one at a time would be. An advisory lock
 *   needs no row, so an attempt refused leaves nothing behind.
 */
import { actionRange, decideAttempt, liveStreak, type AttemptResult, type RateLimits, type Streak } from './rate-limits.js';
import type { PostgresQueries, PostgresState } from './postgres.js';

/** The first key of the rate limits' advisory locks (the second is the key's hash); the migrations' lock is a single 64-bit key, another space. */
const RATE_LIMIT_LOCKS = 0x726c; // "rl"

/** One hit in a fixed window: a new key, or a key whose window is over, starts at 1; the same (or an earlier) window counts up in the newer one. */
const HIT_SQL = `INSERT INTO rate_limits AS r (key, window_start, hits) VALUES ($1, $2, 1)
ON CONFLICT (key) DO UPDATE SET
  hits = CASE WHEN excluded.window_start > r.window_start THEN 1 ELSE r.hits + 1 END,
  window_start = GREATEST(r.window_start, excluded.window_start)
RETURNING hits`;

/**
 * Rows of one action ($2 ≤ key < $3: the keys starting with `action `) older
 * than $1. Housekeeping only: rows another transaction holds are skipped
 * (a later clean-up takes them), so it never waits nor deadlocks.
 */
const FORGET_OLDER_SQL = `DELETE FROM rate_limits WHERE key IN (
  SELECT key FROM rate_limits WHERE window_start < $1 AND key >= $2 AND key < $3 FOR UPDATE SKIP LOCKED)`;

const STREAK_SQL = 'SELECT window_start, hits FROM rate_limits WHERE key = $1';

const SET_STREAK_SQL = `INSERT INTO rate_limits (key, window_start, hits) VALUES ($1, $2, $3)
ON CONFLICT (key) DO UPDATE SET window_start = excluded.window_start, hits = excluded.hits`;

/** Takes the advisory locks of `keys` for the transaction, in the order of their hashes. */
async function lockKeys(tx: PostgresQueries, keys: readonly string[]): Promise<void> {
  const hashes = await tx.query<{ h: number }>('SELECT DISTINCT hashtext(k) AS h FROM unnest($1::text[]) AS k ORDER BY h', [[...keys]]);
  for (const { h } of hashes) await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [RATE_LIMIT_LOCKS, h]);
}

const forgetOlder = (tx: PostgresQueries, before: number, key: string) => {
  const { $from, $to } = actionRange(key);
  return tx.run(FORGET_OLDER_SQL, [before, $from, $to]);
};

/**
 * The counters over the PostgreSQL state database's pool.
 * @example const limits = createPostgresRateLimits(state); await limits.countHit('newGame 203.0.113.5', window.start);
 */
export function createPostgresRateLimits(db: PostgresState): RateLimits {
  return {
    async countHit(key, windowStart) {
      const [{ hits }] = await db.query<{ hits: number }>(HIT_SQL, [key, windowStart]);
      // A key's first hit of a window: forget its action's windows before it, so the table stays small.
      if (hits === 1) await forgetOlder(db, windowStart, key);
      return hits;
    },

    attempt(rules, at) {
      return db.transaction(async (tx): Promise<AttemptResult> => {
        await lockKeys(
          tx,
          rules.map((rule) => rule.key),
        );
        const streaks: Array<Streak | null> = [];
        for (const rule of rules) {
          const [row] = await tx.query<{ window_start: number; hits: number }>(STREAK_SQL, [rule.key]);
          streaks.push(liveStreak(row, rule, at));
        }
        const decision = decideAttempt(rules, streaks, at);
        if (!decision.allowed) return decision;
        for (const { key, failures, forgetBefore } of decision.writes) {
          await tx.run(SET_STREAK_SQL, [key, at, failures]);
          if (forgetBefore !== undefined) await forgetOlder(tx, forgetBefore, key);
        }
        return { allowed: true };
      });
    },

    async forget(key) {
      await db.transaction(async (tx) => {
        await lockKeys(tx, [key]);
        await tx.run('DELETE FROM rate_limits WHERE key = $1', [key]);
      });
    },

    async undoFailure(key) {
      await db.transaction(async (tx) => {
        await lockKeys(tx, [key]);
        await tx.run('UPDATE rate_limits SET hits = hits - 1 WHERE key = $1 AND hits > 0', [key]);
      });
    },

    async streak(key) {
      const [row] = await db.query<{ window_start: number; hits: number }>(STREAK_SQL, [key]);
      return row ? { failures: row.hits, lastAt: row.window_start } : null;
    },
  };
}
