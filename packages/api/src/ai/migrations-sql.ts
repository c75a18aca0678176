/**
 * The AI helper's table in the writable state database, as one migration
 * (docs/decisions/ai.md, "Budget and limits"), in either database's dialect,
 * so that it takes its place in the state database's one ordered list of
 * migrations (state/schema.ts), next to the feature's other code.
 * Like every migration, once released it is history: never edited, a
 * change is a new migration.
 *
 * ai_usage(user_id, day, tokens, requests, minute_start, minute_requests):
 * one row per user and day (UTC, 'YYYY-MM-DD'):
 * - tokens: spent and reserved that day (a request reserves its estimate
 *   before the provider is called, and the reservation is replaced by the
 *   provider's count afterwards: concurrent requests cannot overspend);
 * - requests: requests admitted that day;
 * - minute_start, minute_requests: the fixed one-minute window (ms since the
 *   epoch) of the per-minute limit and its hits so far.
 *
 * user_id is the accounts' user id: a user removed takes their usage with them.
 * It is version 4 of the state database (state/schema.ts).
 */
import type { Dialect } from '../state/dialect.js';

export const AI_USAGE_MIGRATION_NAME = 'AI usage per user and day';

export const aiUsageSql = (d: Dialect) => `
  CREATE TABLE ai_usage (
    user_id ${d.bigint} NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    day TEXT NOT NULL CHECK (length(day) = 10),
    tokens ${d.bigint} NOT NULL DEFAULT 0 CHECK (tokens >= 0),
    requests INTEGER NOT NULL DEFAULT 0 CHECK (requests >= 0),
    minute_start ${d.bigint} NOT NULL DEFAULT 0,
    minute_requests INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (user_id, day)
  )${d.withoutRowid};
`;
