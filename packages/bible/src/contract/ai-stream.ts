/**
 * POST /api/oairequest as a stream (issue 28; docs/decisions/ai.md,
 * "Streamed answers"): asked with `Accept: text/event-stream`, the answer
 * comes as Server-Sent Events as the model writes it. Everything refused
 * before the provider begins answering (401, 400, 413, 429, 503, and the
 * provider's own refusal or time-out before its first words: 502, 504) is
 * the same JSON answer as without streaming; the stream opens with the
 * first words.
 *
 * Events, each `event: <type>` and `data: <JSON>`:
 * - `delta` `{ "text": "…" }`: the next words of the answer (markdown), in
 *   order; the last one may be the note that the answer was cut;
 * - `done` `{ "promptTokens", "completionTokens", "totalTokens" }`: the
 *   answer is complete, with what it cost; nothing follows;
 * - `error` `{ "status": 502 | 504, "message": "…" }`: the provider failed
 *   or went silent mid-answer, `message` the text the JSON answer would
 *   carry (the specification's failure text, then what failed); nothing
 *   follows.
 *
 * A client stops the answer by closing the request: the server stops the
 * provider's and counts what was written.
 */
import type { REFUSALS } from './refusals.js';
import type { AiResponse } from './types.js';

/** The statuses of a failed provider: the refusal table's (502, 504). */
type AiFailureStatus = Parameters<typeof REFUSALS.aiProviderFailed>[0];

/** The media type a client asks for (Accept) and the stream answers with. */
export const AI_STREAM_TYPE = 'text/event-stream';

/** An answer's token counts. */
export type AiTokenCounts = Pick<AiResponse, 'promptTokens' | 'completionTokens' | 'totalTokens'>;

/** One event of the stream. */
export type AiStreamEvent = { type: 'delta'; text: string } | ({ type: 'done' } & AiTokenCounts) | { type: 'error'; status: AiFailureStatus; message: string };

/**
 * An event as the server writes it: its name and its data line.
 * @example aiStreamWire({ type: 'delta', text: 'Au ' }) // { event: 'delta', data: '{"text":"Au "}' }
 */
export function aiStreamWire(event: AiStreamEvent): { event: AiStreamEvent['type']; data: string } {
  const { type, ...data } = event;
  return { event: type, data: JSON.stringify(data) };
}

const count = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * An event as a client reads it from its name and data, checked; null for
 * what the contract does not declare (an event to ignore).
 * @example readAiStreamEvent('delta', '{"text":"Au "}') // { type: 'delta', text: 'Au ' }
 */
export function readAiStreamEvent(event: string | undefined, data: string): AiStreamEvent | null {
  let value: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(data);
    if (typeof parsed !== 'object' || parsed === null) return null;
    value = parsed as Record<string, unknown>;
  } catch {
    return null;
  }
  switch (event) {
    case 'delta':
      return typeof value.text === 'string' ? { type: 'delta', text: value.text } : null;
    case 'done':
      return count(value.promptTokens) && count(value.completionTokens) && count(value.totalTokens)
        ? { type: 'done', promptTokens: value.promptTokens as number, completionTokens: value.completionTokens as number, totalTokens: value.totalTokens as number }
        : null;
    case 'error':
      return (value.status === 502 || value.status === 504) && typeof value.message === 'string' ? { type: 'error', status: value.status, message: value.message } : null;
    default:
      return null;
  }
}
