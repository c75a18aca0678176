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
 * Asked with `Accept: text/event-stream`, the answer streams as the model
 * writes it (the contract's ai-stream.ts; docs/decisions/ai.md, "Streamed
 * answers"): the same steps and refusals until the provider's first words,
 * then events; the reader may stop it, and the budget is settled with the
 * prompt and what was written either way (nothing only when the reader left
 * before the provider was asked).
 *
 * The key stays in the provider module: it is in no answer and no log line.
 * No answer may be cached.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import {
  AI_DEFAULT_MAX_TOKENS,
  AI_STREAM_TYPE,
  aiStreamWire,
  api,
  getBook,
  REFUSALS as R,
  type AiResponse,
  type AiStreamEvent,
  type AiTokenCounts,
  type RawInput,
} from '@parole/bible';
import type { Context } from 'hono';
import type { AiConfig } from '../config.js';
import type { ChapterTextStore } from '../db/reader.js';
import { refuse, requestHeader } from '../http.js';
import { streamResponse } from '../middleware/headers.js';
import { AI_PROVIDER_MESSAGES as P } from '../messages.js';
import { validate } from '../middleware/validate.js';
import { AiProviderError, providerError, type AiCompletion, type AiMessage, type AiProvider, type AiStreamPart } from '../ai/provider.js';
import { AI_ANSWER_CHARS_PER_TOKEN, AI_FINAL_PROMPT_MAX_CHARS, buildAiMessages, capAnswer, estimateTokens, promptLength } from '../ai/prompt.js';
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

/** The tokens of a completion: the provider's counts, or a generous estimate from what it wrote when it gave none. */
function tokensOf(completion: Pick<AiCompletion, 'text' | 'usage'>, promptEstimate: number): AiTokenCounts {
  if (completion.usage) return completion.usage;
  const completionTokens = Math.ceil(completion.text.length / 3);
  return { promptTokens: promptEstimate, completionTokens, totalTokens: promptEstimate + completionTokens };
}

/** One call's facts, for its failure and its stream. */
interface Call {
  user: AiUser;
  model: string;
  messages: AiMessage[];
  book: number;
  chapter: number;
  maxTokens: number;
  day: string;
  /** Tokens reserved before the call. */
  reserved: number;
  promptEstimate: number;
}

/** The headers of a streamed answer: never kept, never held back by a proxy (nginx reads X-Accel-Buffering). */
const STREAM_HEADERS = { 'Content-Type': `${AI_STREAM_TYPE}; charset=utf-8`, 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no' };

/**
 * The status of an answer to a reader who closed the request before it
 * began: nobody reads it; nginx's "client closed request", so that a log of
 * statuses tells it from an answer sent.
 */
const READER_GONE = 499;

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

      const call = { user, model, messages, book, chapter, maxTokens, day, reserved, promptEstimate };
      // The reader left during the checks: nothing reached the provider, nothing is owed.
      if (c.req.raw.signal.aborted) {
        await store.addTokens(user.id, day, -reserved);
        logStopped(call, 'before the provider was asked');
        return new Response(null, { status: READER_GONE });
      }
      if (requestHeader(c, 'accept')?.includes(AI_STREAM_TYPE)) return streamed(c, call);

      let completion: AiCompletion;
      try {
        completion = await provider.complete({ model, messages, maxTokens });
      } catch (error) {
        return failed(c, call, providerError(error));
      }

      const tokens = tokensOf(completion, promptEstimate);
      await store.addTokens(user.id, day, tokens.totalTokens - reserved);
      if (completion.text.trim() === '') {
        logFailure(call, 'empty answer');
        return refuse(c, R.aiProviderFailed(502, P.empty));
      }
      const capped = capAnswer(completion.text, maxTokens);
      if (capped.cut) log(`AI answer cut: user ${user.id}, model ${model}, ${completion.text.length} characters for maxtokens ${maxTokens}`);
      const response = completion.truncated || capped.cut ? `${capped.text.trimEnd()}\n\n${P.truncated}` : capped.text;
      return c.json({ response, ...tokens } satisfies AiResponse);
    },
  );

  /** The one log line of a failed call: who, which model, what, and what failed (our words, never the provider's). */
  const logFailure = (call: Call, what: string) => log(`AI request failed: user ${call.user.id}, model ${call.model}, ${call.book}/${call.chapter}, ${what}`);
  /** The one log line of an answer the reader stopped (closed the request), and when. */
  const logStopped = (call: Call, when: string) => log(`AI answer stopped by the reader: user ${call.user.id}, model ${call.model}, ${call.book}/${call.chapter}, ${when}`);

  /**
   * A provider call that failed before any answer: a time-out may have been
   * answered and billed after we stopped waiting, so its reservation is
   * kept; any other failure produced nothing, and is given back.
   */
  async function failed(c: Context, call: Call, failure: AiProviderError): Promise<Response> {
    if (failure.kind !== 'timeout') await store.addTokens(call.user.id, call.day, -call.reserved);
    logFailure(call, failure.message);
    const { status, detail } = failureOf(failure, ai.timeoutSeconds);
    return refuse(c, R.aiProviderFailed(status, detail));
  }

  /**
   * The answer as Server-Sent Events. The provider's stream is read until
   * its first words (a failure or an end before them is the JSON answer of
   * a call without streaming), then each part is sent as it comes, until:
   * - its end: `done` with the provider's counts (or the estimate);
   * - the answer reaching what `maxTokens` allows (capAnswer's limit): the
   *   rest is not asked for (the provider's request is aborted), the note
   *   that it was cut follows, then `done`;
   * - the provider failing, or silent for AI_TIMEOUT_SECONDS: `error`;
   * - the reader stopping (the request closed): the provider's request is
   *   aborted.
   * Whatever the end, the reservation is settled with the provider's counts
   * or, without them, the estimate of the prompt and of what was written: a
   * reader who stops before the first words pays the prompt, which reached
   * the provider (issue 45).
   */
  async function streamed(c: Context, call: Call): Promise<Response> {
    const { user, model, messages, maxTokens, day, reserved, promptEstimate } = call;
    const abort = new AbortController();
    let timedOut = false;
    let silence: ReturnType<typeof setTimeout> | undefined;
    const waitForProvider = () => {
      clearTimeout(silence);
      silence = setTimeout(() => {
        timedOut = true;
        abort.abort();
      }, ai.timeoutSeconds * 1000);
    };
    // The reader stopped the answer (closed the request): seen as the request's abort or the body's cancel, whichever comes first.
    let readerGone = false;
    const readerLeft = () => {
      readerGone = true;
      abort.abort();
    };
    c.req.raw.signal.addEventListener('abort', readerLeft, { once: true });
    const done = () => {
      clearTimeout(silence);
      c.req.raw.signal.removeEventListener('abort', readerLeft);
    };
    const failure = (error: unknown) => (timedOut ? new AiProviderError('timeout') : providerError(error));

    const parts = provider!.stream({ model, messages, maxTokens, signal: abort.signal })[Symbol.asyncIterator]();
    let text = '';
    let first: IteratorResult<AiStreamPart>;
    waitForProvider();
    try {
      do first = await parts.next();
      while (!first.done && first.value.type === 'text' && first.value.text === '');
    } catch (error) {
      done();
      if (readerGone) {
        // The prompt reached the provider, which may bill it: the reader is charged its estimate, as after any word.
        await store.addTokens(user.id, day, promptEstimate - reserved);
        logStopped(call, 'before its first words');
        return new Response(null, { status: READER_GONE });
      }
      return failed(c, call, failure(error));
    }
    if (first.done || first.value.type === 'end') {
      done();
      const usage = !first.done && first.value.type === 'end' ? first.value.usage : null;
      await store.addTokens(user.id, day, tokensOf({ text, usage }, promptEstimate).totalTokens - reserved);
      logFailure(call, 'empty answer');
      return refuse(c, R.aiProviderFailed(502, P.empty));
    }

    const encoder = new TextEncoder();
    const event = (e: AiStreamEvent) => {
      const { event: name, data } = aiStreamWire(e);
      return encoder.encode(`event: ${name}\ndata: ${data}\n\n`);
    };
    const limit = maxTokens * AI_ANSWER_CHARS_PER_TOKEN;
    let sent = 0;
    let settled = false;
    const settle = async (usage: AiCompletion['usage']): Promise<AiTokenCounts> => {
      settled = true;
      done();
      const tokens = tokensOf({ text, usage }, promptEstimate);
      await store.addTokens(user.id, day, tokens.totalTokens - reserved);
      return tokens;
    };
    const body = new ReadableStream<Uint8Array>({
      start: async (controller) => {
        let part: IteratorResult<AiStreamPart> = first;
        try {
          while (!part.done) {
            if (part.value.type === 'end') {
              const { truncated, usage } = part.value;
              const tokens = await settle(usage);
              if (text.trim() === '') {
                logFailure(call, 'empty answer');
                controller.enqueue(event({ type: 'error', ...R.aiProviderFailed(502, P.empty) }));
              } else {
                if (truncated) controller.enqueue(event({ type: 'delta', text: `\n\n${P.truncated}` }));
                controller.enqueue(event({ type: 'done', ...tokens }));
              }
              break;
            }
            text += part.value.text;
            if (text.length > limit) {
              // What maxTokens allows, never taking back what was sent; the rest is not asked for.
              const end = Math.max(capAnswer(text, maxTokens).text.length, sent);
              controller.enqueue(event({ type: 'delta', text: text.slice(sent, end) }));
              abort.abort();
              log(`AI answer cut: user ${user.id}, model ${model}, over ${limit} characters for maxtokens ${maxTokens}`);
              const tokens = await settle(null);
              controller.enqueue(event({ type: 'delta', text: `\n\n${P.truncated}` }));
              controller.enqueue(event({ type: 'done', ...tokens }));
              break;
            }
            controller.enqueue(event({ type: 'delta', text: part.value.text }));
            sent = text.length;
            waitForProvider();
            part = await parts.next();
          }
        } catch (error) {
          if (readerGone || c.req.raw.signal.aborted) {
            if (!settled) await settle(null);
            logStopped(call, `${text.length} characters`);
          } else {
            const why = failure(error);
            if (!settled) await settle(null);
            logFailure(call, `${why.message} after ${text.length} characters`);
            const { status, detail } = failureOf(why, ai.timeoutSeconds);
            if (!readerGone) controller.enqueue(event({ type: 'error', status, message: R.aiProviderFailed(status, detail).message }));
          }
        } finally {
          done();
          // Ends the provider's request unless it ended already.
          void parts.return?.(undefined).catch(() => undefined);
          try {
            controller.close();
          } catch {
            // The reader left: the stream was cancelled.
          }
        }
      },
      cancel: readerLeft,
    });
    return streamResponse(c, 200, body, STREAM_HEADERS);
  }

  return app;
}
