/**
 * A streamed answer's life (docs/decisions/ai.md, "Streamed answers"), from
 * the provider's request to the budget's settlement; the route sends its
 * events as Server-Sent Events.
 *
 * The provider's stream is read until its first words: a failure or an end
 * before them is answered as a call without streaming is (a refusal), and a
 * reader who stopped before them is gone, charged the prompt's estimate.
 * Then each part is an event as it comes, until:
 * - its end: `done` with the provider's counts (or the estimate);
 * - the answer reaching what `maxTokens` allows (capAnswer's limit): the
 *   rest is not asked for (the provider's request is aborted), the note
 *   that it was cut follows, then `done`;
 * - the provider failing, or silent for `timeoutSeconds`: `error`;
 * - the reader stopping (the request closed, or the answer's body
 *   cancelled: `stop()`): the provider's request is aborted, the events end.
 * Whatever the end, the reservation is settled with the provider's counts
 * or, without them, the estimate of the prompt and of what was written.
 */
import { REFUSALS as R, type AiStreamEvent } from '@parole/bible';
import { AI_PROVIDER_MESSAGES as P } from '../messages.js';
import { EMPTY_ANSWER, failedBeforeWords, failureOf, READER_GONE, refused, type AiCall, type AiCallLog, type AiReaderGone, type AiRefused } from './call.js';
import { AI_ANSWER_CHARS_PER_TOKEN, capAnswer } from './prompt.js';
import { AiProviderError, providerError, type AiProvider, type AiStreamPart } from './provider.js';

/** An answer being written: its events, and how the reader stops it. */
export interface AiAnswerStream {
  kind: 'stream';
  /**
   * The answer's events: `delta`s as the words come, then `done` or
   * `error`; settled and logged before it ends, whatever ends it (left
   * unread, when its iterator is returned: as an answer stopped there). It
   * never throws but for the usage store's own failure.
   */
  events: AsyncIterable<AiStreamEvent>;
  /** The reader left (the answer's body was cancelled): the provider's request is aborted and the events end. */
  stop(): void;
}

export interface AiStreamDeps {
  provider: AiProvider;
  /** The reader's signal: aborted when they close the request. */
  signal: AbortSignal;
  /** The longest silence of the provider, before its first words or between two parts. */
  timeoutSeconds: number;
  log: AiCallLog;
}

/**
 * A watch over the waits for the provider: one that lasts `ms` calls
 * `onSilence` (which aborts the provider's request) and is remembered, so
 * that the failure it causes reads as a time-out.
 */
function silenceWatch(ms: number, onSilence: () => void) {
  let silent = false;
  return {
    get silent() {
      return silent;
    },
    async wait<T>(read: () => Promise<T>): Promise<T> {
      const timer = setTimeout(() => {
        silent = true;
        onSilence();
      }, ms);
      try {
        return await read();
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/**
 * Asks the provider for `call`'s answer as it is written, and waits for
 * its first words: refused (the provider failed or wrote nothing) or gone
 * (the reader left) before them, else the answer's stream.
 * @example const started = await streamAnswer(call, { provider, signal: request.signal, timeoutSeconds: 60, log: callLog(console.warn) });
 */
export async function streamAnswer(call: AiCall, { provider, signal, timeoutSeconds, log }: AiStreamDeps): Promise<AiRefused | AiReaderGone | AiAnswerStream> {
  const { model, messages, maxTokens, reservation } = call;
  const abort = new AbortController();
  const silence = silenceWatch(timeoutSeconds * 1000, () => abort.abort());
  // The reader stopped the answer (closed the request): seen as the request's abort or the body's cancel, whichever comes first.
  let readerGone = false;
  const readerLeft = () => {
    readerGone = true;
    abort.abort();
  };
  signal.addEventListener('abort', readerLeft, { once: true });
  const done = () => signal.removeEventListener('abort', readerLeft);
  const failure = (error: unknown) => (silence.silent ? new AiProviderError('timeout') : providerError(error));

  const parts = provider.stream({ model, messages, maxTokens, signal: abort.signal })[Symbol.asyncIterator]();
  let first: IteratorResult<AiStreamPart>;
  try {
    first = await silence.wait(async () => {
      let part: IteratorResult<AiStreamPart>;
      do part = await parts.next();
      while (!part.done && part.value.type === 'text' && part.value.text === '');
      return part;
    });
  } catch (error) {
    done();
    if (readerGone) {
      // The prompt reached the provider, which may bill it: the reader is charged its estimate, as after any word.
      await reservation.settle({ text: '', usage: null });
      log.stopped(call, 'before its first words');
      return READER_GONE;
    }
    return failedBeforeWords(call, failure(error), log, timeoutSeconds);
  }
  if (first.done || first.value.type === 'end') {
    done();
    await reservation.settle({ text: '', usage: !first.done && first.value.type === 'end' ? first.value.usage : null });
    log.failure(call, 'empty answer');
    return refused(EMPTY_ANSWER);
  }

  async function* events(): AsyncGenerator<AiStreamEvent> {
    const limit = maxTokens * AI_ANSWER_CHARS_PER_TOKEN;
    let text = '';
    let sent = 0;
    let part: IteratorResult<AiStreamPart> = first;
    try {
      while (!part.done) {
        if (part.value.type === 'end') {
          const { truncated, usage } = part.value;
          const tokens = await reservation.settle({ text, usage });
          if (text.trim() === '') {
            log.failure(call, 'empty answer');
            yield { type: 'error', ...EMPTY_ANSWER };
          } else {
            if (truncated) yield { type: 'delta', text: `\n\n${P.truncated}` };
            yield { type: 'done', ...tokens };
          }
          return;
        }
        text += part.value.text;
        if (text.length > limit) {
          // What maxTokens allows, never taking back what was sent; the rest is not asked for.
          const end = Math.max(capAnswer(text, maxTokens).text.length, sent);
          abort.abort();
          yield { type: 'delta', text: text.slice(sent, end) };
          log.cut(call, `over ${limit} characters`);
          const tokens = await reservation.settle({ text, usage: null });
          yield { type: 'delta', text: `\n\n${P.truncated}` };
          yield { type: 'done', ...tokens };
          return;
        }
        yield { type: 'delta', text: part.value.text };
        sent = text.length;
        part = await silence.wait(() => parts.next());
      }
    } catch (error) {
      if (readerGone || signal.aborted) {
        await reservation.settle({ text, usage: null });
        log.stopped(call, `${text.length} characters`);
      } else {
        const why = failure(error);
        await reservation.settle({ text, usage: null });
        log.failure(call, `${why.message} after ${text.length} characters`);
        const { status, detail } = failureOf(why, timeoutSeconds);
        if (!readerGone) yield { type: 'error', status, message: R.aiProviderFailed(status, detail).message };
      }
    } finally {
      done();
      // Ends the provider's request unless it ended already.
      void parts.return?.(undefined).catch(() => undefined);
      // Settled above whatever the end; events left unread (their reader broke off) are settled as an answer stopped there.
      await reservation.settle({ text, usage: null });
    }
  }

  return { kind: 'stream', events: events(), stop: readerLeft };
}
