/** The AI helper's provider (any OpenAI-compatible API) and what users may ask of it (docs/decisions/ai.md). */
import { listOf, read, readCount, readUrl, type Env } from './env.js';

/** The AI helper's configuration (docs/decisions/ai.md). The key never leaves the server. */
export interface AiConfig {
  /** Base URL of the OpenAI-compatible API. */
  baseURL: string;
  /** The provider's key; undefined: the helper is not configured (the call answers 503). */
  apiKey: string | undefined;
  /** The models a request may name; the default is one of them. */
  models: string[];
  defaultModel: string;
  /** The provider's page on its rate limits, linked from the failure message. */
  limitsUrl: string;
  /** Tokens one user may spend per day (UTC), prompts and answers together (docs/decisions/ai.md, "Budget"). */
  dailyTokens: number;
  /** Requests one user may make per minute. */
  requestsPerMinute: number;
  /** How long the server waits for the provider's answer, in seconds (under the browser's 120 s). */
  timeoutSeconds: number;
  /** How many times a failed provider call is retried (each retry may cost tokens and time). */
  maxRetries: number;
}

/** The spec's models (spec README: the eight identifiable ids; the ninth is unknown). */
export const DEFAULT_AI_MODELS = [
  'openai/gpt-oss-120b',
  'openai/gpt-oss-20b',
  'meta-llama/llama-4-scout-17b-16e-instruct',
  'meta-llama/llama-4-maverick-17b-128e-instruct',
  'llama-3.3-70b-versatile',
  'qwen-qwq-32b',
  'llama-3.1-8b-instant',
  'gemma2-9b-it',
] as const;

/**
 * AI_BASE_URL, AI_API_KEY, AI_MODELS, AI_DEFAULT_MODEL, AI_LIMITS_URL,
 * AI_DAILY_TOKENS, AI_REQUESTS_PER_MINUTE, AI_TIMEOUT_SECONDS and AI_MAX_RETRIES.
 * @example readAi({ AI_MODELS: 'a/b, c-d', AI_DEFAULT_MODEL: 'c-d' }).models // ['c-d', 'a/b']
 */
export function readAi(env: Env): AiConfig {
  const models = listOf(read(env, 'AI_MODELS') ?? DEFAULT_AI_MODELS.join(','));
  for (const model of models) {
    if (!/^[\w.:/-]{1,100}$/.test(model)) throw new Error(`Invalid AI_MODELS: "${model}" is not a model id.`);
  }
  if (models.length === 0) throw new Error('Invalid AI_MODELS: no model.');
  const defaultModel = read(env, 'AI_DEFAULT_MODEL') ?? models[0];
  if (!models.includes(defaultModel)) throw new Error(`Invalid AI_DEFAULT_MODEL: "${defaultModel}" is not one of AI_MODELS.`);
  return {
    baseURL: readUrl(env, 'AI_BASE_URL', 'https://api.groq.com/openai/v1'),
    apiKey: read(env, 'AI_API_KEY'),
    models: [defaultModel, ...models.filter((m) => m !== defaultModel)],
    defaultModel,
    limitsUrl: readUrl(env, 'AI_LIMITS_URL', 'https://console.groq.com/settings/limits'),
    dailyTokens: readCount(env, 'AI_DAILY_TOKENS', 50_000, 100_000_000, 1),
    requestsPerMinute: readCount(env, 'AI_REQUESTS_PER_MINUTE', 10, 10_000, 1),
    // At most 110 s: the browser gives up on the call after AI_CLIENT_TIMEOUT_MS (120 s),
    // and must receive the server's own time-out answer before that.
    timeoutSeconds: readCount(env, 'AI_TIMEOUT_SECONDS', 60, 110, 1),
    maxRetries: readCount(env, 'AI_MAX_RETRIES', 0, 5),
  };
}
