/**
 * The AI provider: one chat completion from any OpenAI-compatible API,
 * through the `openai` SDK (docs/decisions/ai.md, "Provider").
 *
 * What leaves this module is ours, never the provider's: a completion (the
 * text, the token counts, why it stopped) or an AiProviderError whose kind
 * and status say what failed and whose message we wrote (openai-client.ts:
 * the SDK's errors are not passed on, not even as a `cause`).
 */
import type OpenAI from 'openai';
import { openAiClient, ProviderCallError, providerFailure, type OpenAiClientOptions, type ProviderFailureKind } from '../openai-client.js';

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

/** Why a provider call failed (openai-client.ts). */
export type AiProviderErrorKind = ProviderFailureKind;

/** A failed call of the AI provider. */
export class AiProviderError extends ProviderCallError {
  override readonly name = 'AiProviderError';

  constructor(kind: AiProviderErrorKind, status?: number) {
    super('AI provider', kind, status);
  }
}

/** A part of a streamed completion: the next words, or its end (why it stopped, what it cost). */
export type AiStreamPart = { type: 'text'; text: string } | ({ type: 'end' } & Pick<AiCompletion, 'truncated' | 'usage'>);

export interface AiProvider {
  /** One chat completion; rejects with an AiProviderError only. */
  complete(request: AiCompletionRequest): Promise<AiCompletion>;
  /**
   * One chat completion as the model writes it: its words, then its end.
   * Throws AiProviderError only (when the call fails or the stream breaks);
   * `signal` aborts the provider's request, as does leaving the loop early.
   */
  stream(request: AiCompletionRequest & { signal: AbortSignal }): AsyncIterable<AiStreamPart>;
}

export type AiProviderOptions = OpenAiClientOptions;

/** The error of a failed SDK call, by what the SDK threw. */
export function providerError(error: unknown): AiProviderError {
  if (error instanceof AiProviderError) return error;
  const { kind, status } = providerFailure(error);
  return new AiProviderError(kind, status);
}

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.round(value) : null);

/**
 * The provider of the configuration, over the `openai` SDK.
 * @example const provider = createOpenAiProvider({ baseURL: config.ai.baseURL, apiKey, timeoutMs: 60_000, maxRetries: 0 });
 * @example const { text, usage } = await provider.complete({ model: 'openai/gpt-oss-120b', messages, maxTokens: 600 });
 */
export function createOpenAiProvider(options: AiProviderOptions): AiProvider {
  const client = openAiClient(options);

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
      return { text: typeof content === 'string' ? content : '', truncated: choice.finish_reason === 'length', usage: usageOf(completion.usage) };
    },

    async *stream({ model, messages, maxTokens, signal }) {
      let stream: AsyncIterable<OpenAI.Chat.Completions.ChatCompletionChunk>;
      try {
        stream = await client.chat.completions.create(
          {
            model,
            messages: messages.map((m) => ({ role: m.role, content: m.content })),
            max_tokens: maxTokens,
            stream: true,
            // The counts come in a last chunk, when the provider gives them (OpenAI, Groq, vLLM, Ollama do).
            stream_options: { include_usage: true },
          },
          { signal },
        );
      } catch (error) {
        throw providerError(error);
      }
      let truncated = false;
      let usage: AiCompletion['usage'] = null;
      try {
        for await (const chunk of stream) {
          usage = usageOf(chunk?.usage) ?? usage;
          const choice = Array.isArray(chunk?.choices) ? chunk.choices[0] : undefined;
          const text: unknown = choice?.delta?.content;
          if (text !== null && text !== undefined && typeof text !== 'string') throw new AiProviderError('malformed');
          if (choice?.finish_reason === 'length') truncated = true;
          if (text) yield { type: 'text', text };
        }
      } catch (error) {
        // A connection cut mid-answer is fetch's TypeError ("terminated"), not an SDK error.
        throw error instanceof TypeError ? new AiProviderError('network') : providerError(error);
      }
      // The SDK ends an aborted stream as if it were complete: it is not.
      if (signal.aborted) throw new AiProviderError('network');
      yield { type: 'end', truncated, usage };
    },
  };
}

/** The provider's token counts, or null when it gave none that hold together. */
function usageOf(usage: OpenAI.Completions.CompletionUsage | null | undefined): AiCompletion['usage'] {
  const promptTokens = count(usage?.prompt_tokens);
  const completionTokens = count(usage?.completion_tokens);
  const totalTokens = count(usage?.total_tokens) ?? (promptTokens !== null && completionTokens !== null ? promptTokens + completionTokens : null);
  return promptTokens !== null && completionTokens !== null && totalTokens !== null ? { promptTokens, completionTokens, totalTokens } : null;
}
