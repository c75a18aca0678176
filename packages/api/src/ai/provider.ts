/**
 * The AI provider: one chat completion from any OpenAI-compatible API,
 * through the `openai` SDK (docs/decisions/ai.md, "Provider").
 *
 * What leaves this module is ours, never the provider's: a completion (the
 * text, the token counts, why it stopped) or an AiProviderError whose kind
 * and status say what failed and whose message we wrote. The SDK's errors
 * are not passed on, not even as a `cause`: their messages and bodies are
 * the provider's text, which may echo the prompt or part of the key
 * ("Incorrect API key provided: sk-abc…xyz"), and anything that reaches a
 * log or an answer could carry them. The SDK's own logging is off.
 */
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';

/** A message of the conversation sent to the model. */
export interface AiMessage {
  role: 'system' | 'user';
  content: string;
}

export interface AiCompletionRequest {
  model: string;
  messages: readonly AiMessage[];
  /** Longest answer, in tokens (`max_tokens`). */
  maxTokens: number;
}

export interface AiCompletion {
  /** The answer (markdown), as the model wrote it; may be empty. */
  text: string;
  /** True when the answer stopped at `maxTokens` (finish_reason "length"). */
  truncated: boolean;
  /** The provider's counts; null when it gave none. */
  usage: { promptTokens: number; completionTokens: number; totalTokens: number } | null;
}

/**
 * Why a provider call failed:
 * - `timeout`: no answer within the configured time;
 * - `network`: the provider could not be reached;
 * - `rate-limit`: the provider's own limit (429);
 * - `refused`: the provider refused the request or the key (4xx);
 * - `unavailable`: the provider failed (5xx);
 * - `malformed`: an answer that is not a chat completion.
 */
export type AiProviderErrorKind = 'timeout' | 'network' | 'rate-limit' | 'refused' | 'unavailable' | 'malformed';

/** A failed provider call. Its message is ours, never the provider's text. */
export class AiProviderError extends Error {
  override readonly name = 'AiProviderError';

  constructor(
    readonly kind: AiProviderErrorKind,
    /** The provider's HTTP status, when it answered one. */
    readonly status?: number,
  ) {
    super(status === undefined ? `AI provider call failed: ${kind}` : `AI provider call failed: ${kind} (HTTP ${status})`);
  }
}

export interface AiProvider {
  /** One chat completion; rejects with an AiProviderError only. */
  complete(request: AiCompletionRequest): Promise<AiCompletion>;
}

export interface AiProviderOptions {
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

/** The error of a failed SDK call, by what the SDK threw. */
export function providerError(error: unknown): AiProviderError {
  if (error instanceof AiProviderError) return error;
  if (error instanceof APIConnectionTimeoutError) return new AiProviderError('timeout');
  if (error instanceof APIUserAbortError || error instanceof APIConnectionError) return new AiProviderError('network');
  if (error instanceof APIError && typeof error.status === 'number') {
    const status = error.status;
    if (status === 429) return new AiProviderError('rate-limit', status);
    if (status === 408) return new AiProviderError('timeout', status);
    return new AiProviderError(status >= 500 ? 'unavailable' : 'refused', status);
  }
  return new AiProviderError('malformed');
}

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.round(value) : null);

/**
 * The provider of the configuration, over the `openai` SDK.
 * @example const provider = createOpenAiProvider({ baseURL: config.ai.baseURL, apiKey, timeoutMs: 60_000, maxRetries: 0 });
 * @example const { text, usage } = await provider.complete({ model: 'openai/gpt-oss-120b', messages, maxTokens: 600 });
 */
export function createOpenAiProvider(options: AiProviderOptions): AiProvider {
  const client = new OpenAI({
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

  return {
    async complete({ model, messages, maxTokens }) {
      let completion: OpenAI.Chat.Completions.ChatCompletion;
      try {
        completion = await client.chat.completions.create({
          model,
          messages: messages.map((m) => ({ role: m.role, content: m.content })),
          // max_tokens, not max_completion_tokens: the field every OpenAI-compatible server reads.
          max_tokens: maxTokens,
        });
      } catch (error) {
        throw providerError(error);
      }
      const choice = Array.isArray(completion?.choices) ? completion.choices[0] : undefined;
      const content: unknown = choice?.message?.content;
      if (!choice || (content !== null && content !== undefined && typeof content !== 'string')) throw new AiProviderError('malformed');
      const usage = completion.usage;
      const promptTokens = count(usage?.prompt_tokens);
      const completionTokens = count(usage?.completion_tokens);
      const totalTokens = count(usage?.total_tokens) ?? (promptTokens !== null && completionTokens !== null ? promptTokens + completionTokens : null);
      return {
        text: typeof content === 'string' ? content : '',
        truncated: choice.finish_reason === 'length',
        usage:
          promptTokens !== null && completionTokens !== null && totalTokens !== null ? { promptTokens, completionTokens, totalTokens } : null,
      };
    },
  };
}
