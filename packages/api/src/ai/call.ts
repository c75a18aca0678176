/**
 * One admitted AI call, as the helper (ai/helper.ts) and its streamed
 * answer (ai/stream.ts) share it: its facts, the outcomes that end it
 * before an answer, how a provider's failure reads (our words, never the
 * provider's: docs/decisions/ai.md, "Errors"), and its one log line.
 */
import { REFUSALS as R, type Refusal } from '@parole/bible';
import { AI_PROVIDER_MESSAGES as P } from '../messages.js';
import type { Reservation } from './budget.js';
import type { AiMessage, AiProviderError } from './provider.js';

/** One admitted call's facts, for its provider request, its log lines and its settlement. */
export interface AiCall {
  userId: number;
  model: string;
  messages: AiMessage[];
  book: number;
  chapter: number;
  maxTokens: number;
  /** Its tokens, reserved from the user's day until it ends (ai/budget.ts). */
  reservation: Reservation;
}

/** A question refused before or by the provider: the contract's refusal, and the headers to send with it (Retry-After). */
export interface AiRefused {
  kind: 'refused';
  refusal: Refusal;
  headers?: Record<string, string>;
}

/** The reader closed the request before the answer began: nobody reads what is answered. */
export interface AiReaderGone {
  kind: 'gone';
}

/** @example return refused(REFUSALS.aiTooManyRequests, { 'Retry-After': '30' }); */
export const refused = (refusal: Refusal, headers?: Record<string, string>): AiRefused => ({ kind: 'refused', refusal, headers });

export const READER_GONE: AiReaderGone = { kind: 'gone' };

/** The refusal of an answer the model left empty (a reasoning model that spent maxtokens thinking): 502, its tokens charged. */
export const EMPTY_ANSWER = R.aiProviderFailed(502, P.empty);

/**
 * The status and detail (our words) of a failed provider call.
 * @example failureOf(new AiProviderError('timeout'), 60) // { status: 504, detail: 'Le fournisseur d’IA n’a pas répondu dans les 60 secondes.' }
 */
export function failureOf(error: AiProviderError, timeoutSeconds: number): { status: 502 | 504; detail: string } {
  switch (error.kind) {
    case 'timeout':
      return { status: 504, detail: P.timeout(timeoutSeconds) };
    case 'network':
      return { status: 502, detail: P.network };
    case 'rate-limit':
      return { status: 502, detail: P.rateLimit };
    case 'refused': {
      const status = error.status ?? 400;
      if (status === 401 || status === 403) return { status: 502, detail: P.accessRefused(status) };
      if (status === 404) return { status: 502, detail: P.modelUnavailable };
      return { status: 502, detail: P.refused(status) };
    }
    case 'unavailable':
      return { status: 502, detail: P.unavailable(error.status) };
    case 'malformed':
      return { status: 502, detail: P.malformed };
  }
}

/**
 * A provider call that failed before any word: its reservation given back,
 * or kept after a time-out (Reservation.failed), the failure logged, and
 * refused with the specification's failure text and what failed.
 */
export async function failedBeforeWords(call: AiCall, error: AiProviderError, log: AiCallLog, timeoutSeconds: number): Promise<AiRefused> {
  await call.reservation.failed(error);
  log.failure(call, error.message);
  const { status, detail } = failureOf(error, timeoutSeconds);
  return refused(R.aiProviderFailed(status, detail));
}

/**
 * What a call's end writes in the log, one line each: who, which model,
 * which passage, what happened. No key, no prompt, no answer, no provider
 * text.
 */
export interface AiCallLog {
  /** `AI request failed: user 7, model m, 43/3, <what>` */
  failure(call: AiCall, what: string): void;
  /** `AI answer stopped by the reader: user 7, model m, 43/3, <when>` (the reader closed the request). */
  stopped(call: AiCall, when: string): void;
  /** `AI answer cut: user 7, model m, <length> for maxtokens N` (the answer reached what maxtokens allows). */
  cut(call: AiCall, length: string): void;
}

/**
 * The call log written as lines to `log`.
 * @example callLog(console.warn).stopped(call, 'before its first words')
 */
export function callLog(log: (line: string) => void): AiCallLog {
  const who = (call: AiCall) => `user ${call.userId}, model ${call.model}`;
  return {
    failure: (call, what) => log(`AI request failed: ${who(call)}, ${call.book}/${call.chapter}, ${what}`),
    stopped: (call, when) => log(`AI answer stopped by the reader: ${who(call)}, ${call.book}/${call.chapter}, ${when}`),
    cut: (call, length) => log(`AI answer cut: ${who(call)}, ${length} for maxtokens ${call.maxTokens}`),
  };
}
