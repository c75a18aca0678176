/**
 * The AI helper's route (spec, sections 3, 4, 7 and 8; docs/decisions/ai.md):
 * POST /api/oairequest {id, chap, pre, maxtokens, model} → {response,
 * promptTokens, completionTokens, totalTokens}, for a logged-in user.
 *
 * A thin handler over the helper (ai/helper.ts, which checks the question,
 * keeps the budget and asks the provider): in order,
 * 1. the session (the injected `requireUser`: 401 without one);
 * 2. a configured provider (503 without a key);
 * 3. the body and the `traduction` query (issue 41), through the contract
 *    (400/413; `maxtokens` and `model` default to 600 and the configured
 *    default when absent);
 * 4. the helper's answer: a refusal (400, 413, 429 with Retry-After, 502,
 *    504), 499 for a reader gone before it began, the answer as JSON, or,
 *    asked with `Accept: text/event-stream`, its events as Server-Sent
 *    Events (hono/streaming) as the model writes them.
 *
 * GET /api/oaibudget (issue 47): the user's budget of the day, behind the
 * same session and key checks.
 *
 * No answer may be cached. The server's header policy (front.ts) is set on
 * these answers as on any other.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { streamSSE } from 'hono/streaming';
import { AI_DEFAULT_MAX_TOKENS, AI_STREAM_TYPE, aiStreamWire, api, REFUSALS as R, type RawInput } from '@parole/bible';
import type { AiConfig } from '../config.js';
import { refuse, requestHeader } from '../http.js';
import { validate } from '../middleware/validate.js';
import { createAiHelper, type AiSource } from '../ai/helper.js';
import type { AiProvider } from '../ai/provider.js';
import type { AiAnswerStream } from '../ai/stream.js';
import type { AiUsageStore } from '../ai/store.js';

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
  /** Each translation by id (the configuration's names, the database's text): the one a request names is the only source the model is told to use. */
  sources: ReadonlyMap<string, AiSource>;
  /**
   * The session check (accounts' `requireUser()`): answers REFUSALS.loginRequired
   * (401) without a session, else sets `user` and goes on.
   */
  requireUser: MiddlewareHandler<AiEnv>;
  /** The users' requests and tokens (ai/store.ts). */
  store: AiUsageStore;
  /** The provider; null when no key is configured (every request then answers 503). */
  provider: AiProvider | null;
  /** The clock, ms since the epoch (default Date.now). */
  now?: () => number;
  /** Told the tokens of each settled call (the metrics' AI tokens). */
  spent?: (tokens: number) => void;
  /** Where a failed provider call is logged, one line without key, prompt or provider text (default console.warn). */
  log?: (line: string) => void;
}

/** The headers of a streamed answer: never kept, never held back by a proxy (nginx reads X-Accel-Buffering). */
const STREAM_HEADERS = { 'Content-Type': `${AI_STREAM_TYPE}; charset=utf-8`, 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no' };

/**
 * The status of an answer to a reader who closed the request before it
 * began: nobody reads it; nginx's "client closed request", so that a log of
 * statuses tells it from an answer sent.
 */
const READER_GONE = 499;

/**
 * The answer's events as Server-Sent Events, through hono/streaming. A
 * reader who leaves cancels the body, which streamSSE reports to onAbort:
 * the helper stops the provider (it also sees the request's own abort,
 * whichever comes first). streamSSE's own headers are replaced by ours:
 * its `Connection` and `Transfer-Encoding` are the server's to choose (an
 * HTTP/1.0 proxy gets no chunks), and its `no-cache` would let a cache keep
 * the answer.
 */
function sendEvents(c: Context, answer: AiAnswerStream): Response {
  const res = streamSSE(c, async (sse) => {
    sse.onAbort(answer.stop);
    for await (const event of answer.events) await sse.writeSSE(aiStreamWire(event));
  });
  res.headers.delete('Connection');
  res.headers.delete('Transfer-Encoding');
  for (const [name, value] of Object.entries(STREAM_HEADERS)) res.headers.set(name, value);
  return res;
}

/**
 * The AI route, mounted at '/'.
 * @example app.route('/', aiRoutes({ ai: config.ai, sources, requireUser: requireUser(), store, provider }));
 */
export function aiRoutes({ ai, sources, requireUser, store, provider, now = Date.now, log = (line) => console.warn(line), spent }: AiRouteDeps): Hono<AiEnv> {
  const app = new Hono<AiEnv>();
  const helper = provider && createAiHelper({ ai, sources, store, provider, now, log, spent });

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

  // The user's budget of the day (issue 47), never kept: it changes with each answer.
  app.get(api.aiBudget.path, requireUser, async (c) => {
    if (!helper) return refuse(c, R.aiNotConfigured);
    c.header('Cache-Control', 'no-store');
    return c.json(await helper.budget(c.get('user').id));
  });

  app.post(
    api.aiRequest.path,
    requireUser,
    async (c, next) => (helper ? next() : refuse(c, R.aiNotConfigured)),
    validate(api.aiRequest, withDefaults),
    async (c) => {
      if (!helper) return refuse(c, R.aiNotConfigured);
      const question = c.req.valid('param');
      const user = c.get('user').id;
      const signal = c.req.raw.signal;
      const outcome = requestHeader(c, 'accept')?.includes(AI_STREAM_TYPE) ? await helper.stream(user, question, signal) : await helper.answer(user, question, signal);
      switch (outcome.kind) {
        case 'refused':
          return refuse(c, outcome.refusal, outcome.headers);
        case 'gone':
          return new Response(null, { status: READER_GONE });
        case 'answer':
          return c.json(outcome.answer);
        case 'stream':
          return sendEvents(c, outcome);
      }
    },
  );

  return app;
}
