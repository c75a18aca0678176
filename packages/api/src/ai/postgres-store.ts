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
import { admitIn, type UsageDialect } from './admission.js';
import type { AiUsageStore } from './store.js';

/** PostgreSQL's numbered placeholders; the day's row is locked until the transaction ends. */
const POSTGRES: UsageDialect = { param: (n) => `$${n}`, lockRow: ' FOR UPDATE' };

/**
 * The store over the PostgreSQL state database's pool.
 * @example const usage = createPostgresAiUsageStore(state);
 */
export function createPostgresAiUsageStore(db: PostgresState): AiUsageStore {
  return {
    admit(request, limits) {
      return db.transaction((tx) => admitIn(tx, POSTGRES, request, limits));
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
