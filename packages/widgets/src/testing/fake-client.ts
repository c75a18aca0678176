/**
 * The one fake client of the repository, for stories and tests: a BibleApi
 * (one method per endpoint of the table, like the real one) that answers
 * from the recordings of the real API. It behaves like the real client where
 * a widget can tell: answers arrive asynchronously, an aborted call rejects
 * as canceled, a request the server refuses rejects with the server's status
 * and French message. A request nobody recorded rejects with a message
 * saying so, never with an invented answer.
 */
import { api, formatPath, media, type AiResponse, type ApiName } from '@parole/bible';
import type { BibleApi, RequestOptions } from '../api/client.js';
import { ApiRequestError } from '../api/errors.js';
import { messages } from '../messages.js';
import { recordings, refusalOf, requestOf } from './recordings.js';

export interface FakeClient extends BibleApi {
  /** Every request made, in order, as `GET /api/lire/43/3`. */
  calls: string[];
}

/** Rejects as the real client does when `signal` aborts. */
export function abortable<T>(answer: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return answer;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new ApiRequestError(messages.api.canceled, { status: 0, kind: 'canceled' }));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    // Settled: the listener goes, as the real client's does (a signal may serve many requests).
    const settle = () => signal.removeEventListener('abort', onAbort);
    answer.then(
      (value) => {
        settle();
        resolve(value);
      },
      (error: unknown) => {
        settle();
        reject(error);
      },
    );
  });
}

type AnyMethod = (input?: unknown, options?: RequestOptions) => Promise<unknown>;

/**
 * A client answering from the recordings; `overrides` replace endpoints (a
 * promise that never settles to stay loading, a failure to show an error).
 * Overridden calls are counted in `calls` too.
 * @example const client = fakeClient({ info: () => Promise.reject(new Error('réseau')) });
 */
export function fakeClient(overrides: Partial<BibleApi> = {}): FakeClient {
  const calls: string[] = [];
  const answer = <N extends ApiName>(name: N, input: unknown): Promise<unknown> => {
    const request = requestOf(name, (input ?? {}) as never);
    const found = recordings.get(request);
    if (found && found.status < 400) return Promise.resolve(structuredClone(found.body));
    const refusal = refusalOf(name, (input ?? {}) as never);
    if (refusal) return Promise.reject(new ApiRequestError(refusal.message, { status: refusal.status, kind: 'http' }));
    // A value without a recording (a story's control set to another chapter) is the server not
    // answering: the widget shows its own French error state, as a reader would see it (issue 51);
    // the developer's hint is the cause.
    const cause = new Error(`fakeClient: no recorded answer for ${request} (scripts/record-fixtures.ts)`);
    return Promise.reject(new ApiRequestError(messages.api.network, { status: 0, kind: 'network', cause }));
  };
  const client = Object.fromEntries(
    (Object.keys(api) as ApiName[]).map((name) => {
      const override = overrides[name] as AnyMethod | undefined;
      const method: AnyMethod = (input, options) => {
        calls.push(`${api[name].method} ${requestOf(name, (input ?? {}) as never)}`);
        return override ? override(input, options) : abortable(answer(name, input), options?.signal);
      };
      return [name, method];
    }),
  );
  // Files are never fetched by the client: their URL is the same-origin path, as the real client's without baseURL.
  const mediaUrl: BibleApi['mediaUrl'] = overrides.mediaUrl ?? ((name, input) => formatPath(media[name], input));
  // The whole answer, made from the same recording (its JSON body and status).
  const response: BibleApi['response'] =
    overrides.response ??
    ((name, input, init) => {
      calls.push(`GET ${requestOf(name, input as never)}`);
      const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=UTF-8' } });
      return abortable(answer(name, input).then((body) => json(body, 200)), init?.signal ?? undefined);
    });
  // The AI's answer as a stream: the recorded answer (or refusal) of aiRequest, its markdown a few words at a time.
  const aiStream: BibleApi['aiStream'] = (input, handlers, options) => {
    calls.push(`POST ${requestOf('aiRequest', input)}`);
    if (overrides.aiStream) return overrides.aiStream(input, handlers, options);
    const signal = options?.signal;
    const streamed = answer('aiRequest', input).then(async (body) => {
      const { response: markdown, promptTokens, completionTokens, totalTokens } = body as AiResponse;
      for (const piece of piecesOf(markdown)) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        if (signal?.aborted) break;
        handlers.onDelta(piece);
      }
      return { promptTokens, completionTokens, totalTokens };
    });
    return abortable(streamed, signal);
  };
  return { ...(client as unknown as BibleApi), mediaUrl, response, aiStream, calls };
}

/**
 * A recorded answer's markdown as a stream hands it on: pieces of three
 * words, with their spaces and line breaks, that join back into it.
 * @example piecesOf('Au commencement était la Parole') // ['Au commencement était ', 'la Parole']
 */
export function piecesOf(markdown: string): string[] {
  const words = markdown.split(/(?<=\s)(?=\S)/);
  const pieces: string[] = [];
  for (let i = 0; i < words.length; i += 3) pieces.push(words.slice(i, i + 3).join(''));
  return pieces;
}
