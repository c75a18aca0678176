/**
 * The AI helper's budget (docs/decisions/ai.md, "Budget and limits"):
 * reserve, then settle. Before the provider is asked, a request reserves
 * the answer's maximum and a generous estimate of its prompt, in the same
 * atomic step that checks the user's per-minute limit and what is left of
 * the day (the store's `admit`); once the call has ended, the reservation
 * is replaced by what it cost. So concurrent requests cannot together
 * overspend: each sees the others' reservations.
 *
 * How a reservation ends, one rule each (Reservation below):
 * - an answer, whole or stopped, is charged the provider's counts, else the
 *   prompt's estimate and what was written (3 characters a token): a
 *   reader who stops before the first words pays the prompt's estimate
 *   (the prompt reached the provider, which bills it: issue 45);
 * - a reader gone before the provider is asked owes nothing;
 * - a failure before any word gives it all back, but a time-out, which
 *   keeps it: the provider may have answered, and billed, after we stopped
 *   waiting.
 */
import type { AiBudgetResponse, AiTokenCounts } from '@parole/bible';
import { fixedWindow } from '../state/rate-limits.js';
import type { AiCompletion, AiMessage, AiProviderError } from './provider.js';
import { estimateTokens } from './prompt.js';
import type { AiLimits, AiUsageStore } from './store.js';

/**
 * The day a time counts in for the budget: UTC, 'YYYY-MM-DD'.
 * @example usageDay(Date.UTC(2026, 10, 23, 23, 59)) // '2026-11-23'
 */
export const usageDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/**
 * Whole seconds from `at` to the next midnight UTC, when the budgets start again (at least 1).
 * @example secondsToNextDay(Date.UTC(2026, 10, 23, 23, 59)) // 60
 */
export const secondsToNextDay = (at: number) => fixedWindow(at, 86_400_000).retryAfter;

/**
 * The tokens of a completion: the provider's counts, or a generous estimate
 * from what it wrote (3 characters a token) and the prompt's estimate when
 * it gave none.
 * @example tokensOf({ text: 'x'.repeat(30), usage: null }, 100) // { promptTokens: 100, completionTokens: 10, totalTokens: 110 }
 */
export function tokensOf(completion: Pick<AiCompletion, 'text' | 'usage'>, promptEstimate: number): AiTokenCounts {
  if (completion.usage) return completion.usage;
  const completionTokens = Math.ceil(completion.text.length / 3);
  return { promptTokens: promptEstimate, completionTokens, totalTokens: promptEstimate + completionTokens };
}

/** A request's tokens, reserved from the user's day until the call has ended. */
export interface Reservation {
  admitted: true;
  /** The day it counts in ('YYYY-MM-DD', UTC): the day it was admitted, even if the call ends after midnight. */
  day: string;
  /** The tokens reserved: the answer's maximum and the prompt's estimate. */
  reserved: number;
  /** The prompt's estimate (estimateTokens), charged when the provider gives no counts. */
  promptEstimate: number;
  /**
   * Gives the whole reservation back: nothing reached the provider (the
   * reader left before it was asked), or nothing came of it.
   */
  release(): Promise<void>;
  /**
   * A call that failed before any word: a time-out keeps the reservation
   * (the provider may bill it), any other failure gives it back.
   */
  failed(error: AiProviderError): Promise<void>;
  /**
   * Replaces the reservation by what the call cost (tokensOf: the provider's
   * counts, else the prompt's estimate and what was written; a reader who
   * stopped before the first words settles with no text, and pays the
   * prompt's estimate). Settles once: a second call changes nothing and
   * resolves with the first one's counts.
   */
  settle(completion: Pick<AiCompletion, 'text' | 'usage'>): Promise<AiTokenCounts>;
}

/** A request refused: too many this minute, or not enough left of the day; `retryAfter` in seconds (to the next minute, or to midnight UTC). */
export interface BudgetRefusal {
  admitted: false;
  reason: 'requests' | 'budget';
  retryAfter: number;
  /**
   * Refused by the day's budget while a shorter answer fits (issue 47): what
   * is left today, the prompt's estimate rounded up to the hundred (« environ
   * 1 700 »), and the longest answer that fits with it.
   */
  advice?: BudgetAdvice;
}

/** What a request refused by the day's budget may still ask today. */
export interface BudgetAdvice {
  left: number;
  prompt: number;
  answer: number;
}

/**
 * The advice of a refusal by the day's budget: null when even the prompt
 * does not fit in what is left (then only tomorrow helps).
 * @example budgetAdvice(2000, 1671) // { left: 2000, prompt: 1700, answer: 300 }
 */
export function budgetAdvice(left: number, promptEstimate: number): BudgetAdvice | null {
  // Rounded up, so that the answer advised always fits with the prompt's own estimate.
  const prompt = Math.ceil(promptEstimate / 100) * 100;
  const answer = left - prompt;
  return answer >= 1 ? { left, prompt, answer } : null;
}

export interface AiBudget {
  /**
   * The user's day so far: the budget, the tokens counted (reservations
   * included) and what is left (GET /api/oaibudget).
   * @example await budget.today(7) // { quotidien: 50000, utilises: 1430, restants: 48570 }
   */
  today(userId: number): Promise<AiBudgetResponse>;
  /**
   * Counts a request of `userId` in its minute and, when admitted, reserves
   * `maxTokens` and the estimate of `messages` from the user's day.
   * @example const r = await budget.reserve(7, messages, 600); if (!r.admitted) … else await r.settle(completion);
   */
  reserve(userId: number, messages: readonly AiMessage[], maxTokens: number): Promise<Reservation | BudgetRefusal>;
}

/**
 * The budget of the users' AI requests, kept in `store` (never in memory:
 * several servers share it), under `limits`, by the clock `now`.
 * @example const budget = createAiBudget(store, { requestsPerMinute: 10, dailyTokens: 50_000 });
 */
export function createAiBudget(store: AiUsageStore, limits: AiLimits, now: () => number = Date.now, spent: (tokens: number) => void = () => undefined): AiBudget {
  return {
    async today(userId) {
      const utilises = await store.tokensUsed(userId, usageDay(now()));
      return { quotidien: limits.dailyTokens, utilises, restants: Math.max(0, limits.dailyTokens - utilises) };
    },
    async reserve(userId, messages, maxTokens) {
      const at = now();
      const day = usageDay(at);
      const minute = fixedWindow(at, 60_000);
      const promptEstimate = estimateTokens(messages);
      const reserved = maxTokens + promptEstimate;
      const admission = await store.admit({ userId, day, minuteStart: minute.start, reserve: reserved }, limits);
      if (!admission.admitted) {
        const { reason } = admission;
        if (reason === 'requests') return { admitted: false, reason, retryAfter: minute.retryAfter };
        // What is left (others' reservations counted): a shorter answer may fit today.
        const left = Math.max(0, limits.dailyTokens - (await store.tokensUsed(userId, day)));
        const advice = budgetAdvice(left, promptEstimate);
        return { admitted: false, reason, retryAfter: secondsToNextDay(at), ...(advice && { advice }) };
      }
      let settled: Promise<AiTokenCounts> | undefined;
      return {
        admitted: true,
        day,
        reserved,
        promptEstimate,
        release: () => store.addTokens(userId, day, -reserved),
        failed: async (error) => {
          if (error.kind !== 'timeout') await store.addTokens(userId, day, -reserved);
        },
        settle: (completion) =>
          (settled ??= (async () => {
            const tokens = tokensOf(completion, promptEstimate);
            await store.addTokens(userId, day, tokens.totalTokens - reserved);
            spent(tokens.totalTokens);
            return tokens;
          })()),
      };
    },
  };
}
