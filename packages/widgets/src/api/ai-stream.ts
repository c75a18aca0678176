/**
 * The reader of a streamed AI answer (BibleApi's `aiStream`; the
 * contract's ai-stream.ts): the answer, opened by the client's one transport
 * (axios's fetch adapter, `responseType: 'stream'`: headers, anti-forgery
 * token, credentials, the 401 hook and the refusals' errors are the
 * client's), read as Server-Sent Events with eventsource-parser, under a
 * time-out of silence rather than of the whole answer. A module of its own,
 * loaded by the client with the first streamed answer, so that neither the
 * script-tag embed nor the site's first load carries it
 * (docs/decisions/ai.md, "Streamed answers").
 */
import type { AxiosResponse, AxiosResponseHeaders } from 'axios';
import { AI_CLIENT_TIMEOUT_MS, AI_STREAM_TYPE, readAiStreamEvent, type AiStreamEvent, type AiTokenCounts } from '@parole/bible';
import { messages } from '../messages.js';
import { ApiRequestError, errorOfFetchFailure } from './errors.js';

/** What `aiStream` calls as the answer arrives. */
export interface AiStreamHandlers {
  /** The next words of the answer's markdown, in order. */
  onDelta(text: string): void;
}

/** The client's RequestOptions for this answer (declared here: the client imports this module, not the reverse). */
interface StreamOptions {
  signal?: AbortSignal;
  timeout?: number;
}

/**
 * Sends the request through the client's transport, aborted by `signal`:
 * resolves with the answer (its body a stream, or null) once its headers
 * have come, rejects with an ApiRequestError (a refusal with the server's
 * message, after the 401 hook; no answer; an abort).
 */
export type OpenAiStream = (signal: AbortSignal) => Promise<AxiosResponse<ReadableStream<Uint8Array> | null>>;

/** Whether a JSON document is a whole AI answer (from a server that does not stream). */
function isAiResponse(value: unknown): value is AiTokenCounts & { response: string } {
  if (typeof value !== 'object' || value === null) return false;
  const { response, promptTokens, completionTokens, totalTokens } = value as Record<string, unknown>;
  return typeof response === 'string' && readAiStreamEvent('done', JSON.stringify({ promptTokens, completionTokens, totalTokens })) !== null;
}

const countsOf = ({ promptTokens, completionTokens, totalTokens }: AiTokenCounts): AiTokenCounts => ({ promptTokens, completionTokens, totalTokens });

/**
 * Opens the answer with `open` (the client's request) and reads it as
 * `aiStream` says: each `delta` handed to `onDelta`, the counts of `done`;
 * an ApiRequestError for everything else. `timeout` is the longest silence:
 * before the answer, and between two pieces of it.
 * @example const counts = await readAiStream((signal) => http.request({ …, signal }), { onDelta }, { signal, timeout });
 */
export async function readAiStream(open: OpenAiStream, handlers: AiStreamHandlers, { signal, timeout = AI_CLIENT_TIMEOUT_MS }: StreamOptions): Promise<AiTokenCounts> {
  const network = (cause?: unknown) => new ApiRequestError(messages.api.network, { status: 0, kind: 'network', cause });
  // Loaded while the request goes: the events are read with it. ESM only, so imported, never required.
  const parserLoading = import('eventsource-parser');
  parserLoading.catch(() => undefined);

  // The request's own controller: aborted by the caller's signal, or by a silence longer than `timeout`.
  const controller = new AbortController();
  const stop = () => controller.abort();
  if (signal?.aborted) stop();
  signal?.addEventListener('abort', stop, { once: true });
  let silent = false;
  let silence: ReturnType<typeof setTimeout> | undefined;
  const listen = () => {
    clearTimeout(silence);
    silence = setTimeout(() => {
      silent = true;
      stop();
    }, timeout);
  };
  // The transport's error is kept as it is (a refusal's message and status, no answer); an abort is told apart here: the caller's, or a silence.
  const failure = (error: unknown) => {
    if (silent) return new ApiRequestError(messages.api.timeout, { status: 0, kind: 'timeout', cause: error });
    return error instanceof ApiRequestError && error.kind !== 'canceled' ? error : errorOfFetchFailure(error, signal);
  };

  try {
    listen();
    let answer: Awaited<ReturnType<OpenAiStream>>;
    try {
      answer = await open(controller.signal);
    } catch (error) {
      throw failure(error);
    }
    const body = answer.data;

    // axios hands every answer's headers over as AxiosHeaders (dispatchRequest), whatever the adapter.
    const type = String((answer.headers as AxiosResponseHeaders).get('content-type') ?? '');
    if (!type.includes(AI_STREAM_TYPE)) {
      // A server that answers the whole document (it does not stream): one piece, then its counts.
      let document: unknown;
      try {
        document = type.includes('application/json') && body ? await new Response(body).json() : undefined;
      } catch (error) {
        throw controller.signal.aborted ? failure(error) : network(error);
      }
      if (!isAiResponse(document)) throw network();
      handlers.onDelta(document.response);
      return countsOf(document);
    }
    if (!body) throw network();

    let createParser: Awaited<typeof parserLoading>['createParser'];
    try {
      ({ createParser } = await parserLoading);
    } catch (error) {
      throw network(error);
    }
    const events: AiStreamEvent[] = [];
    const parser = createParser({
      onEvent: ({ event, data }) => {
        const read = readAiStreamEvent(event, data);
        if (read) events.push(read);
      },
    });
    const reader = body.getReader();
    const decoder = new TextDecoder();
    const release = () => void reader.cancel().catch(() => undefined);
    // fetch fails the body when its signal aborts; the read in progress ends here too, whatever the adapter.
    controller.signal.addEventListener('abort', release, { once: true });
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        listen();
        chunk = await reader.read();
      } catch (error) {
        throw failure(error);
      }
      if (controller.signal.aborted) throw failure(controller.signal.reason);
      parser.feed(chunk.done ? decoder.decode() : decoder.decode(chunk.value, { stream: true }));
      // The handlers run outside the read's try: what they throw is theirs, not a network failure.
      for (const event of events.splice(0)) {
        // Stopped by the caller between two pieces of one chunk: nothing more is handed on.
        if (controller.signal.aborted) throw failure(controller.signal.reason);
        if (event.type === 'delta') {
          handlers.onDelta(event.text);
        } else if (event.type === 'done') {
          release();
          return countsOf(event);
        } else {
          release();
          throw new ApiRequestError(event.message, { status: event.status, kind: 'http' });
        }
      }
      // The body ended without `done`: the answer is incomplete (a connection cut, a proxy's end).
      if (chunk.done) throw network();
    }
  } finally {
    clearTimeout(silence);
    signal?.removeEventListener('abort', stop);
  }
}
