/**
 * The AI usage store over an SQLite state database that holds the ai_usage
 * table (migration 4, state/schema.ts). Every write runs in the
 * connection's exclusive sections (db/sqlite.ts): admitting is a
 * transaction (read the day's row, decide, write), so concurrent requests
 * of a user are decided one after the other and cannot together go over a
 * limit; other processes on the same file wait for the write lock (BEGIN
 * IMMEDIATE).
 */
import type { Database } from '../db/sqlite.js';
import { admitIn, type UsageDialect } from './admission.js';
import type { AiUsageStore } from './store.js';

/** SQLite's positional placeholders; its transaction (BEGIN IMMEDIATE) already holds the write lock. */
const SQLITE: UsageDialect = { param: () => '?', lockRow: '' };

/**
 * The store over `db`, which must hold the ai_usage table.
 * @example const usage = createSqliteAiUsageStore(stateDb);
 */
export function createSqliteAiUsageStore(db: Database): AiUsageStore {
  return {
    admit(request, limits) {
      return db.transaction(() => admitIn(db, SQLITE, request, limits));
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
