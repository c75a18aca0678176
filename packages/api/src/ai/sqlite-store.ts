/**
 * The AI usage store over an SQLite state database that holds the ai_usage
 * table (migrations-sql.ts). Every write runs in the connection's exclusive
 * sections (db/sqlite.ts): admitting is a transaction (read the day's row,
 * decide, write), so concurrent requests of a user are decided one after
 * the other and cannot together go over a limit; other processes on the
 * same file wait for the write lock (BEGIN IMMEDIATE).
 */
import type { Database } from '../db/sqlite.js';
import type { AiUsageStore } from './store.js';

interface UsageRow {
  tokens: number;
  minute_start: number;
  minute_requests: number;
}

/**
 * The store over `db`, which must hold the ai_usage table.
 * @example const usage = createSqliteAiUsageStore(stateDb);
 */
export function createSqliteAiUsageStore(db: Database): AiUsageStore {
  return {
    admit({ userId, day, minuteStart, reserve }, { requestsPerMinute, dailyTokens }) {
      return db.transaction(async () => {
        await db.query('INSERT INTO ai_usage (user_id, day) VALUES (?, ?) ON CONFLICT (user_id, day) DO NOTHING', [userId, day]);
        const [row] = await db.query<UsageRow>('SELECT tokens, minute_start, minute_requests FROM ai_usage WHERE user_id = ? AND day = ?', [
          userId,
          day,
        ]);
        // A later window starts again at 1; the same one (or an earlier one, from a clock behind another server's) counts up.
        const window = Math.max(row.minute_start, minuteStart);
        const hits = minuteStart > row.minute_start ? 1 : row.minute_requests + 1;
        const fits = hits <= requestsPerMinute && row.tokens + reserve <= dailyTokens;
        await db.query(
          `UPDATE ai_usage SET minute_start = ?, minute_requests = ?, tokens = tokens + ?, requests = requests + ?
            WHERE user_id = ? AND day = ?`,
          [window, hits, fits ? reserve : 0, fits ? 1 : 0, userId, day],
        );
        if (hits > requestsPerMinute) return { admitted: false, reason: 'requests' } as const;
        if (!fits) return { admitted: false, reason: 'budget' } as const;
        return { admitted: true } as const;
      });
    },

    async addTokens(userId, day, tokens) {
      if (tokens === 0) return;
      await db.exclusive(() =>
        db.query('UPDATE ai_usage SET tokens = MAX(0, tokens + ?) WHERE user_id = ? AND day = ?', [Math.round(tokens), userId, day]),
      );
    },

    async tokensUsed(userId, day) {
      const [row] = await db.query<{ tokens: number }>('SELECT tokens FROM ai_usage WHERE user_id = ? AND day = ?', [userId, day]);
      return row?.tokens ?? 0;
    },
  };
}
