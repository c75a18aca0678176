/**
 * The AI helper (spec, sections 3, 4, 7 and 8; docs/decisions/ai.md):
 * POST /api/oairequest {id, chap, pre, maxtokens, model} → {response,
 * promptTokens, completionTokens, totalTokens}, for a logged-in user.
 *
 * In order, each step answering its refusal:
 * 1. the session (the injected `requireUser`: 401 without one);
 * 2. a configured provider (503 without a key);
 * 3. the body, through the contract (400/413; `maxtokens` and `model`
 *    default to 600 and the configured default when absent);
 * 4. the model, one of the configuration's (400);
 * 5. the final prompt's size (413);
 * 6. the user's per-minute limit and daily token budget (429, Retry-After):
 *    the answer's maximum and the prompt's estimate are reserved before the
 *    call, in one atomic step, then settled with the provider's count;
 * 7. the provider's call: a failure or a time-out is 502/504 with the
 *    specification's failure text and what failed, in our own words.
 *
 * The key stays in the provider module: it is in no answer and no log line.
 * No answer may be cached.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import {
  AI_DEFAULT_MAX_TOKENS,
  api,
  getBook,
  REFUSALS as R,
  type AiResponse,
  type RawInput,
} from '@parole/bible';
import type { AiConfig } from '../config.js';
import type { ChapterTextStore } from '../db/reader.js';
import { refuse } from '../http.js';
import { AI_PROVIDER_MESSAGES as P } from '../messages.js';
import { validate } from '../middleware/validate.js';
import { AiProviderError, providerError, type AiCompletion, type AiProvider } from '../ai/provider.js';
import { AI_FINAL_PROMPT_MAX_CHARS, buildAiMessages, capAnswer, estimateTokens, promptLength } from '../ai/prompt.js';
import type { AiUsageStore } from '../ai/store.js';
import { fixedWindow } from '../state/rate-limits.js';

/** The user a session names, as the accounts' session middleware sets it (`c.get('user')`). */
export interface AiUser {
  id: number;
  name: string;
}

/** The Hono environment of the AI routes: the session's user. */
export type AiEnv = { Variables: { user: AiUser } };

export interface AiRouteDeps {
  /** The AI configuration (models, limits, time-out). */
  ai: AiConfig;
  /** The configured translation's name: the only source the model is told to use. */
  translationName: string;
  /**
   * The session check (accounts' `requireUser()`): answers REFUSALS.loginRequired
   * (401) without a session, else sets `user` and goes on.
   */
  requireUser: MiddlewareHandler<AiEnv>;
  /** The users' requests and tokens (ai/store.ts). */
  store: AiUsageStore;
  /** The chapters' plain text (db/reader.ts). */
  bible: ChapterTextStore;
  /** The provider; null when no key is configured (every request then answers 503). */
  provider: AiProvider | null;
  /** The clock, ms since the epoch (default Date.now). */
  now?: () => number;
  /** Where a failed provider call is logged, one line without key, prompt or provider text (default console.warn). */
  log?: (line: string) => void;
}

/** The day a time counts in for the budget: UTC, 'YYYY-MM-DD'. */
export const usageDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/** Whole seconds from `at` to the next midnight UTC, when the budgets start again (at least 1). */
export const secondsToNextDay = (at: number) => fixedWindow(at, 86_400_000).retryAfter;

/** The tokens of a completion: the provider's counts, or a generous estimate when it gave none. */
function tokensOf(completion: AiCompletion, promptEstimate: number) {
  if (completion.usage) return completion.usage;
  const completionTokens = Math.ceil(completion.text.length / 3);
  return { promptTokens: promptEstimate, completionTokens, totalTokens: promptEstimate + completionTokens };
}

/** The status and detail (our words) of a failed provider call. */
function failureOf(error: AiProviderError, timeoutSeconds: number): { status: 502 | 504; detail: string } {
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
 * The AI route, mounted at '/'.
 * @example app.route('/', aiRoutes({ ai: config.ai, translationName, requireUser: requireUser(), store, bible: createChapterTextStore(db), provider }));
 */
export function aiRoutes({ ai, translationName, requireUser, store, bible, provider, now = Date.now, log = (line) => console.warn(line) }: AiRouteDeps): Hono<AiEnv> {
  const app = new Hono<AiEnv>();
  const limits = { requestsPerMinute: ai.requestsPerMinute, dailyTokens: ai.dailyTokens };

  /** `maxtokens` and `model` may be left out: the specification's 600 and the configured default. */
  const withDefaults = (raw: RawInput): RawInput => ({
    ...raw,
    body: { ...raw.body, maxTokens: raw.body?.maxTokens ?? String(AI_DEFAULT_MAX_TOKENS), model: raw.body?.model ?? ai.defaultModel },
  });

  // Every answer of the call, refusals included, is the caller's own and of the moment.
  app.use(api.aiRequest.path, async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  });

  app.post(
    api.aiRequest.path,
    requireUser,
    async (c, next) => (provider ? next() : refuse(c, R.aiNotConfigured)),
    validate(api.aiRequest, withDefaults),
    async (c) => {
      const { book, chapter, prompt, maxTokens, model } = c.req.valid('param');
      const user = c.get('user');
      if (!provider) return refuse(c, R.aiNotConfigured);
      if (!ai.models.includes(model)) return refuse(c, R.aiUnknownModel);

      // The chapter's text for a chapter; a whole book is too long to send, its name only.
      const verses = chapter === 0 ? [] : await bible.chapterText(book, chapter);
      if (verses === null) return refuse(c, R.aiBook);
      const messages = buildAiMessages({ translation: translationName, bookName: getBook(book)!.name, chapter, verses, request: prompt });
      if (promptLength(messages) > AI_FINAL_PROMPT_MAX_CHARS) return refuse(c, R.aiPromptTooLarge);

      const at = now();
      const day = usageDay(at);
      const minute = fixedWindow(at, 60_000);
      const promptEstimate = estimateTokens(messages);
      const reserved = maxTokens + promptEstimate;
      const admission = await store.admit({ userId: user.id, day, minuteStart: minute.start, reserve: reserved }, limits);
      if (!admission.admitted) {
        const requests = admission.reason === 'requests';
        const retryAfter = String(requests ? minute.retryAfter : secondsToNextDay(at));
        return refuse(c, requests ? R.aiTooManyRequests : R.aiBudgetSpent, { 'Retry-After': retryAfter });
      }

      let completion: AiCompletion;
      try {
        completion = await provider.complete({ model, messages, maxTokens });
      } catch (error) {
        const failure = providerError(error);
        // A time-out may have been answered and billed after we stopped waiting: its reservation is kept.
        // Any other failure produced nothing: given back.
        if (failure.kind !== 'timeout') await store.addTokens(user.id, day, -reserved);
        log(`AI request failed: user ${user.id}, model ${model}, ${book}/${chapter}, ${failure.message}`);
        const { status, detail } = failureOf(failure, ai.timeoutSeconds);
        return refuse(c, R.aiProviderFailed(status, detail));
      }

      const tokens = tokensOf(completion, promptEstimate);
      await store.addTokens(user.id, day, tokens.totalTokens - reserved);
      if (completion.text.trim() === '') {
        log(`AI request failed: user ${user.id}, model ${model}, ${book}/${chapter}, empty answer`);
        return refuse(c, R.aiProviderFailed(502, P.empty));
      }
      const capped = capAnswer(completion.text, maxTokens);
      if (capped.cut) log(`AI answer cut: user ${user.id}, model ${model}, ${completion.text.length} characters for maxtokens ${maxTokens}`);
      const response = completion.truncated || capped.cut ? `${capped.text.trimEnd()}\n\n${P.truncated}` : capped.text;
      return c.json({ response, ...tokens } satisfies AiResponse);
    },
  );

  return app;
}
