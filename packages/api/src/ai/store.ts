/**
 * What the AI helper keeps: each user's requests and tokens per day, behind
 * a small interface with ids and numbers only, so that another
 * implementation (PostgreSQL, for several servers) needs nothing but its
 * own table. Nothing of it lives in a server's memory.
 *
 * What every implementation must guarantee (docs/decisions/ai.md):
 * - admit is one atomic step: of concurrent requests of one user, no more
 *   are admitted than the per-minute limit allows, and the tokens they
 *   reserve never take the day's total above the budget;
 * - addTokens is atomic too, and a day's total never goes below 0;
 * - what a call has resolved is durable.
 */

/** A request asking to be admitted. */
export interface AiAdmission {
  userId: number;
  /** The day it counts in, UTC, 'YYYY-MM-DD'. */
  day: string;
  /** Start of the one-minute window it counts in (ms since the epoch). */
  minuteStart: number;
  /** Tokens to reserve from the day's budget: the answer's maximum and the prompt's estimate. */
  reserve: number;
}

export interface AiLimits {
  /** Requests one user may make per minute window. */
  requestsPerMinute: number;
  /** Tokens one user may spend per day. */
  dailyTokens: number;
}

/** Admitted (its tokens reserved), or refused and why: too many requests this minute, or not enough budget left today. */
export type AiAdmissionResult = { admitted: true } | { admitted: false; reason: 'requests' | 'budget' };

export interface AiUsageStore {
  /**
   * Counts a request of `userId` in its minute window (refused ones too)
   * and, when the window's count is within `limits.requestsPerMinute` and
   * `reserve` fits in what is left of `limits.dailyTokens` on `day`,
   * reserves it and counts the request as admitted. One atomic step.
   */
  admit(request: AiAdmission, limits: AiLimits): Promise<AiAdmissionResult>;
  /**
   * Adds `tokens` (negative to give back) to the user's total of `day`, never
   * below 0: settles a reservation once the provider's count is known.
   * @example await store.addTokens(3, '2026-11-23', usage.totalTokens - reserved);
   */
  addTokens(userId: number, day: string, tokens: number): Promise<void>;
  /** The user's total of `day` (spent and still reserved). */
  tokensUsed(userId: number, day: string): Promise<number>;
}
