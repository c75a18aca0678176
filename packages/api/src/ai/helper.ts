/**
 * The AI helper's answers (spec, sections 3, 4, 7 and 8;
 * docs/decisions/ai.md): a question checked, admitted by the budget, asked
 * of the provider, answered whole or as it is written, and settled. The
 * route (routes/ai.ts) validates the request and turns what this returns
 * into HTTP; nothing here knows of HTTP but the reader's signal (the
 * request closed).
 *
 * In order, each step answering its refusal:
 * 1. the model, one of the configuration's (400);
 * 2. the translation, the book or chapter, and the final prompt's size
 *    (400, 413);
 * 3. the user's per-minute limit and daily token budget (429, Retry-After:
 *    ai/budget.ts reserves the answer's maximum and the prompt's estimate);
 * 4. the reader still there (gone: nothing asked, nothing owed);
 * 5. the provider's call: a failure or a time-out is 502/504 with the
 *    specification's failure text and what failed, in our own words.
 *
 * The key stays in the provider module: it is in no answer and no log line.
 */
import { DEFAULT_TRANSLATION, getBook, REFUSALS as R, type AiBudgetResponse, type AiResponse, type api, type RouteInput } from '@parole/bible';
import type { AiConfig } from '../config.js';
import type { ChapterTextStore } from '../db/reader.js';
import { AI_PROVIDER_MESSAGES as P } from '../messages.js';
import { createAiBudget } from './budget.js';
import { callLog, EMPTY_ANSWER, failedBeforeWords, READER_GONE, refused, type AiCall, type AiReaderGone, type AiRefused } from './call.js';
import { AI_FINAL_PROMPT_MAX_CHARS, buildAiMessages, capAnswer, promptLength } from './prompt.js';
import { providerError, type AiProvider } from './provider.js';
import { streamAnswer, type AiAnswerStream } from './stream.js';
import type { AiUsageStore } from './store.js';

/** What a user asks: the contract's validated body (book, chapter, prompt, maxTokens, model) and translation. */
export type AiQuestion = RouteInput<typeof api.aiRequest>;

/**
 * A translation the helper studies and quotes (issue 41): its name, as the
 * configuration gives it (« Darby 1885 »), the only source the model is
 * told to use, and its chapters' plain text, in its own numbering.
 */
export interface AiSource {
  name: string;
  bible: Pick<ChapterTextStore, 'chapterText'>;
}

/** The whole answer, as the contract's AiResponse. */
export interface AiAnswered {
  kind: 'answer';
  answer: AiResponse;
}

export interface AiHelperDeps {
  /** The AI configuration (models, limits, time-out). */
  ai: AiConfig;
  /** Each translation of the server by id, the default (Louis Segond 1910) among them: what a question's `traduction` may name. */
  sources: ReadonlyMap<string, AiSource>;
  /** The users' requests and tokens (ai/store.ts). */
  store: AiUsageStore;
  /** The configured provider. */
  provider: AiProvider;
  /** The clock, ms since the epoch (default Date.now). */
  now?: () => number;
  /** Told the tokens of each settled call (the metrics' AI tokens). */
  spent?: (tokens: number) => void;
  /** Where a failed, cut or stopped call is logged, one line without key, prompt or provider text (default console.warn). */
  log?: (line: string) => void;
}

export interface AiHelper {
  /**
   * Answers `question` of user `userId` in one piece; `signal` is the
   * reader's (aborted: they closed the request).
   * @example const outcome = await helper.answer(7, { book: 43, chapter: 3, prompt: 'Résume.', maxTokens: 600, model }, request.signal);
   */
  answer(userId: number, question: AiQuestion, signal: AbortSignal): Promise<AiRefused | AiReaderGone | AiAnswered>;
  /**
   * Answers `question` as the model writes it: refused or gone until the
   * provider's first words, as answer() is, then a stream of events
   * (ai/stream.ts) that ends settled whatever stops it.
   * @example const outcome = await helper.stream(7, question, request.signal); if (outcome.kind === 'stream') for await (const e of outcome.events) …
   */
  stream(userId: number, question: AiQuestion, signal: AbortSignal): Promise<AiRefused | AiReaderGone | AiAnswerStream>;
  /**
   * The user's budget of the day (issue 47: shown beside « Tokens max », and
   * what a stopped or failed answer counted).
   * @example await helper.budget(7) // { quotidien: 50000, utilises: 1430, restants: 48570 }
   */
  budget(userId: number): Promise<AiBudgetResponse>;
}

/**
 * The AI helper over its configuration, store, texts and provider.
 * @example const helper = createAiHelper({ ai: config.ai, sources: new Map([['lsg', { name: 'Louis Segond 1910', bible: createChapterTextStore(db) }]]), store, provider });
 */
export function createAiHelper({ ai, sources, store, provider, now = Date.now, log = (line) => console.warn(line), spent }: AiHelperDeps): AiHelper {
  const budget = createAiBudget(store, { requestsPerMinute: ai.requestsPerMinute, dailyTokens: ai.dailyTokens }, now, spent);
  const calls = callLog(log);

  /** Steps 1 to 4: the question checked, its prompt built, its tokens reserved, its reader still there. */
  async function admit(userId: number, { book, chapter, prompt, maxTokens, model, translation }: AiQuestion, signal: AbortSignal): Promise<AiRefused | AiReaderGone | AiCall> {
    if (!ai.models.includes(model)) return refused(R.aiUnknownModel);
    // The translation asked for (the default's without one), the one the prompt names and quotes.
    const source = sources.get(translation ?? DEFAULT_TRANSLATION);
    if (!source) return refused(R.unknownTranslation([...sources.keys()]));
    // The chapter's text for a chapter, in the translation's numbering; a whole book is too long to send, its name only.
    const verses = chapter === 0 ? [] : await source.bible.chapterText(book, chapter);
    if (verses === null) return refused(R.aiBook);
    const messages = buildAiMessages({ translation: source.name, bookName: getBook(book)!.name, chapter, verses, request: prompt });
    if (promptLength(messages) > AI_FINAL_PROMPT_MAX_CHARS) return refused(R.aiPromptTooLarge);

    const reservation = await budget.reserve(userId, messages, maxTokens);
    if (!reservation.admitted) {
      const { advice } = reservation;
      // A shorter answer fits today: said so, and no Retry-After (it may be asked again at once; issue 47).
      if (advice) return refused(R.aiBudgetAdvice(advice.left, advice.prompt, advice.answer, chapter === 0));
      const headers = { 'Retry-After': String(reservation.retryAfter) };
      return refused(reservation.reason === 'requests' ? R.aiTooManyRequests : R.aiBudgetSpent, headers);
    }
    const call: AiCall = { userId, model, messages, book, chapter, maxTokens, reservation };
    // The reader left during the checks: nothing reached the provider, nothing is owed.
    if (signal.aborted) {
      await reservation.release();
      calls.stopped(call, 'before the provider was asked');
      return READER_GONE;
    }
    return call;
  }

  return {
    async answer(userId, question, signal) {
      const call = await admit(userId, question, signal);
      if (!('reservation' in call)) return call;
      const { model, messages, maxTokens } = call;
      let completion;
      try {
        completion = await provider.complete({ model, messages, maxTokens });
      } catch (error) {
        return failedBeforeWords(call, providerError(error), calls, ai.timeoutSeconds);
      }
      // Once a call in one piece is made, its answer is charged whole: the provider wrote it all.
      const tokens = await call.reservation.settle(completion);
      if (completion.text.trim() === '') {
        calls.failure(call, 'empty answer');
        return refused(EMPTY_ANSWER);
      }
      const capped = capAnswer(completion.text, maxTokens);
      if (capped.cut) calls.cut(call, `${completion.text.length} characters`);
      const response = completion.truncated || capped.cut ? `${capped.text.trimEnd()}\n\n${P.truncated}` : capped.text;
      return { kind: 'answer', answer: { response, ...tokens } };
    },

    budget: (userId) => budget.today(userId),

    async stream(userId, question, signal) {
      const call = await admit(userId, question, signal);
      if (!('reservation' in call)) return call;
      return streamAnswer(call, { provider, signal, timeoutSeconds: ai.timeoutSeconds, log: calls });
    },
  };
}
