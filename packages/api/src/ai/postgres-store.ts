/**
 * The AI usage store in the PostgreSQL state database (state/postgres.ts),
 * shared by several nodes: the same ai_usage table and answers as the
 * SQLite store (ai/sqlite-store.ts), and the guarantees of ai/store.ts
 * across nodes. Admitting is a transaction that makes sure the day's row
 * exists, then locks it (SELECT … FOR UPDATE) before deciding: concurrent
 * requests of a user, on any nodes, are decided one after the other and
 * cannot together go over a limit. addTokens is one UPDATE, never below 0.
 */
import type { PostgresState } from '../state/postgres.js';
import type { AiUsageStore } from './store.js';

interface UsageRow {
  tokens: number;
  minute_start: number;
  minute_requests: number;
}

/**
 * The store over the PostgreSQL state database's pool.
 * @example const usage = createPostgresAiUsageStore(state);
 */
export function createPostgresAiUsageStore(db: PostgresState): AiUsageStore {
  return {
    admit({ userId, day, minuteStart, reserve }, { requestsPerMinute, dailyTokens }) {
      return db.transaction(async (tx) => {
        await tx.run('INSERT INTO ai_usage (user_id, day) VALUES ($1, $2) ON CONFLICT (user_id, day) DO NOTHING', [userId, day]);
        const [row] = await tx.query<UsageRow>('SELECT tokens, minute_start, minute_requests FROM ai_usage WHERE user_id = $1 AND day = $2 FOR UPDATE', [
          userId,
          day,
        ]);
        // A later window starts again at 1; the same one (or an earlier one, from a clock behind another node's) counts up.
        const window = Math.max(row.minute_start, minuteStart);
        const hits = minuteStart > row.minute_start ? 1 : row.minute_requests + 1;
        const fits = hits <= requestsPerMinute && row.tokens + reserve <= dailyTokens;
        await tx.run(
          `UPDATE ai_usage SET minute_start = $1, minute_requests = $2, tokens = tokens + $3, requests = requests + $4
            WHERE user_id = $5 AND day = $6`,
          [window, hits, fits ? reserve : 0, fits ? 1 : 0, userId, day],
        );
        if (hits > requestsPerMinute) return { admitted: false, reason: 'requests' } as const;
        if (!fits) return { admitted: false, reason: 'budget' } as const;
        return { admitted: true } as const;
      });
    },

    async addTokens(userId, day, tokens) {
      if (tokens === 0) return;
      await db.run('UPDATE ai_usage SET tokens = GREATEST(0, tokens + $1) WHERE user_id = $2 AND day = $3', [Math.round(tokens), userId, day]);
    },

    async tokensUsed(userId, day) {
      const [row] = await db.query<{ tokens: number }>('SELECT tokens FROM ai_usage WHERE user_id = $1 AND day = $2', [userId, day]);
      return row?.tokens ?? 0;
    },
  };
}
