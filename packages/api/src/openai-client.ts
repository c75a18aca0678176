/**
 * What the server's two OpenAI-compatible providers share (the AI helper's
 * chat completions, ai/provider.ts; the speech provider's voices,
 * audio/speech-provider.ts): one way to make the `openai` SDK's client, and
 * one reading of its errors.
 *
 * Neither lets the SDK's own text out: its error messages and bodies are
 * the provider's, which may echo what was sent or part of the key
 * ("Incorrect API key provided: sk-abc…xyz"), and anything that reaches a
 * log or an answer could carry them. Only the kind of failure and the HTTP
 * status leave, in words of ours. The SDK's own logging is off.
 */
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';

export interface OpenAiClientOptions {
  /** Base URL of the OpenAI-compatible API (`…/v1`). */
  baseURL: string;
  apiKey: string;
  /** Milliseconds before a call gives up (the SDK's `timeout`). */
  timeoutMs: number;
  /** Retries of a failed call (the SDK's `maxRetries`; its default, 2, is not ours). */
  maxRetries: number;
  /** Replaces the global fetch (tests). */
  fetch?: typeof fetch;
}

/** The SDK's client, reading nothing from the environment and logging nothing. */
export function openAiClient(options: OpenAiClientOptions): OpenAI {
  return new OpenAI({
    baseURL: options.baseURL,
    apiKey: options.apiKey,
    // Never read from the environment (OPENAI_ORG_ID, OPENAI_PROJECT_ID): only what the configuration says.
    organization: null,
    project: null,
    timeout: options.timeoutMs,
    maxRetries: options.maxRetries,
    // The SDK logs retries and warnings with request details: not in our logs.
    logLevel: 'off',
    fetch: options.fetch,
  });
}

/**
 * Why a provider call failed:
 * - `timeout`: no answer within the configured time;
 * - `network`: the provider could not be reached (or the call was aborted);
 * - `rate-limit`: the provider's own limit (429);
 * - `refused`: the provider refused the request or the key (4xx);
 * - `unavailable`: the provider failed (5xx);
 * - `malformed`: an answer that is not what was asked for.
 */
export type ProviderFailureKind = 'timeout' | 'network' | 'rate-limit' | 'refused' | 'unavailable' | 'malformed';

/** What failed in an SDK call, by what the SDK threw: its kind, and the HTTP status when the provider answered one. */
export function providerFailure(error: unknown): { kind: ProviderFailureKind; status?: number } {
  if (error instanceof APIConnectionTimeoutError) return { kind: 'timeout' };
  if (error instanceof APIUserAbortError || error instanceof APIConnectionError) return { kind: 'network' };
  if (error instanceof APIError && typeof error.status === 'number') {
    const status = error.status;
    if (status === 429) return { kind: 'rate-limit', status };
    if (status === 408) return { kind: 'timeout', status };
    return { kind: status >= 500 ? 'unavailable' : 'refused', status };
  }
  return { kind: 'malformed' };
}

/** A failed provider call. Its message is ours (`AI provider call failed: refused (HTTP 401)`), never the provider's text. */
export abstract class ProviderCallError extends Error {
  constructor(
    /** Whose call: `AI provider`, `speech provider`. */
    provider: string,
    readonly kind: ProviderFailureKind,
    /** The provider's HTTP status, when it answered one. */
    readonly status?: number,
  ) {
    super(`${provider} call failed: ${status === undefined ? kind : `${kind} (HTTP ${status})`}`);
  }
}
