/**
 * Admitting a request, shared by the AI usage stores (ai/sqlite-store.ts,
 * ai/postgres-store.ts): the decision (given the user's row of the day and
 * the request, what to write back and what to answer, decideAdmission) and
 * its statements (admitIn), which each store runs inside its own atomic
 * step: SQLite's transaction under the connection's write lock, PostgreSQL's
 * with the row locked FOR UPDATE.
 */
import type { AiAdmission, AiAdmissionResult, AiLimits } from './store.js';

/** A user's row of a day in ai_usage, as admitting reads it. */
export interface UsageRow {
  tokens: number;
  minute_start: number;
  minute_requests: number;
}

/** What admitting writes to the day's row, and the answer. */
export interface AdmissionDecision {
  /** The minute window the row counts in from now on. */
  minuteStart: number;
  /** The requests counted in that window, this one included (refused ones too). */
  minuteRequests: number;
  /** Tokens to add to the day's total: the reservation when admitted, else 0. */
  addTokens: number;
  /** Admitted requests to add to the day's count: 1 or 0. */
  addRequests: number;
  result: AiAdmissionResult;
}

/**
 * Decides a request against the day's row: it counts in its minute window,
 * and is admitted when the window's count is within the per-minute limit
 * and its reservation fits in what is left of the day's budget.
 * @example
 * const row = { tokens: 900, minute_start: 60_000, minute_requests: 1 };
 * decideAdmission(row, { minuteStart: 60_000, reserve: 200 }, { requestsPerMinute: 5, dailyTokens: 1000 }).result // { admitted: false, reason: 'budget' }
 */
export function decideAdmission(
  row: UsageRow,
  { minuteStart, reserve }: Pick<AiAdmission, 'minuteStart' | 'reserve'>,
  limits: AiLimits,
): AdmissionDecision {
  // A later window starts again at 1; the same one (or an earlier one, from a clock behind another server's) counts up.
  const window = Math.max(row.minute_start, minuteStart);
  const hits = minuteStart > row.minute_start ? 1 : row.minute_requests + 1;
  const fits = hits <= limits.requestsPerMinute && row.tokens + reserve <= limits.dailyTokens;
  const result: AiAdmissionResult =
    hits > limits.requestsPerMinute ? { admitted: false, reason: 'requests' } : !fits ? { admitted: false, reason: 'budget' } : { admitted: true };
  return { minuteStart: window, minuteRequests: hits, addTokens: fits ? reserve : 0, addRequests: fits ? 1 : 0, result };
}

/** What admitIn asks of a connection: SQLite's Database, or a PostgreSQL transaction. */
export interface UsageQueries {
  query<R extends object>(sql: string, params: Array<string | number>): Promise<R[]>;
}

/** How a store writes its statements: its nth placeholder, and what it adds to the read to lock the row. */
export interface UsageDialect {
  param(n: number): string;
  /** `' FOR UPDATE'` on PostgreSQL; '' on SQLite, whose transaction already holds the write lock. */
  lockRow: string;
}

/**
 * Admits `request` (or refuses it) on `q`, which must be inside the store's
 * atomic step: makes sure the day's row exists, reads it (locked), decides,
 * writes the decision back.
 * @example return db.transaction((tx) => admitIn(tx, { param: (n) => `$${n}`, lockRow: ' FOR UPDATE' }, request, limits));
 */
export async function admitIn(q: UsageQueries, { param, lockRow }: UsageDialect, request: AiAdmission, limits: AiLimits): Promise<AiAdmissionResult> {
  const { userId, day } = request;
  const [user, ofDay] = [param(1), param(2)];
  await q.query(`INSERT INTO ai_usage (user_id, day) VALUES (${user}, ${ofDay}) ON CONFLICT (user_id, day) DO NOTHING`, [userId, day]);
  const [row] = await q.query<UsageRow>(`SELECT tokens, minute_start, minute_requests FROM ai_usage WHERE user_id = ${user} AND day = ${ofDay}${lockRow}`, [
    userId,
    day,
  ]);
  const decision = decideAdmission(row, request, limits);
  await q.query(
    `UPDATE ai_usage SET minute_start = ${param(1)}, minute_requests = ${param(2)}, tokens = tokens + ${param(3)}, requests = requests + ${param(4)}
      WHERE user_id = ${param(5)} AND day = ${param(6)}`,
    [decision.minuteStart, decision.minuteRequests, decision.addTokens, decision.addRequests, userId, day],
  );
  return decision.result;
}
