import { AxiosHeaders, isAxiosError, isCancel, type ResponseType } from 'axios';
import type { ApiError } from '@parole/bible';
import { messages } from '../messages.js';

/**
 * Why a request failed:
 * - `http`: the server answered with a 4xx/5xx;
 * - `network`: no answer (offline, DNS, CORS refusal);
 * - `timeout`: no answer in time;
 * - `canceled`: the caller aborted it (a stale chapter request, for instance).
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'canceled';

/**
 * The one error type every client method rejects with. `message` is French
 * and fit to show to a reader: the server's own message when it gave one,
 * otherwise a fallback from `messages.api`.
 */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  /** HTTP status, or 0 when no response arrived. */
  readonly status: number;
  readonly kind: ApiErrorKind;
  /** Seconds to wait before asking again, from the answer's Retry-After (a 429, a 503), when it gave one. */
  readonly retryAfter?: number;

  constructor(message: string, options: { status: number; kind: ApiErrorKind; cause?: unknown; retryAfter?: number }) {
    super(message, { cause: options.cause });
    this.status = options.status;
    this.kind = options.kind;
    if (options.retryAfter !== undefined) this.retryAfter = options.retryAfter;
  }
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

function serverMessage(data: unknown): string | undefined {
  const message = (data as Partial<ApiError> | null)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

function fallbackMessage(status: number): string {
  if (status === 401) return messages.api.unauthorized;
  if (status === 404) return messages.api.notFound;
  return messages.api.server(status);
}

/**
 * Seconds of a Retry-After header: a number of seconds, or an HTTP date
 * (seconds from `now`, at least 0); undefined when absent or unreadable.
 * @example retryAfterSeconds('42') // 42
 */
export function retryAfterSeconds(value: unknown, now: number = Date.now()): number | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  if (/^\s*\d+\s*$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** The error of a request that got no answer, or lost it while its body came: canceled when `signal` aborted it, a network failure otherwise. */
export function errorOfFetchFailure(error: unknown, signal: AbortSignal | null | undefined): ApiRequestError {
  if (signal?.aborted) return new ApiRequestError(messages.api.canceled, { status: 0, kind: 'canceled', cause: error });
  return new ApiRequestError(messages.api.network, { status: 0, kind: 'network', cause: error });
}

/** The response types whose answer is a body nobody has read yet (a file's whole answer, the AI's stream). */
const UNREAD: readonly (ResponseType | undefined)[] = ['blob', 'stream'];

/**
 * `toApiRequestError` for every failure of the client (its response
 * interceptor): a refusal to a call that asked for its answer as bytes (a
 * file's `blob`, the AI's `stream`) has its message in a body nobody has read
 * yet, read here as JSON first, so that it rejects with the server's French
 * message like a JSON call.
 * @example http.interceptors.response.use(undefined, (error) => readApiRequestError(error).then((failure) => Promise.reject(failure)));
 */
export async function readApiRequestError(error: unknown): Promise<ApiRequestError> {
  const response = isAxiosError(error) ? error.response : undefined;
  if (response?.data && UNREAD.includes(response.config.responseType)) {
    response.data = await new Response(response.data as Blob | ReadableStream<Uint8Array>).json().catch(() => undefined);
  }
  return toApiRequestError(error);
}

/** Turns whatever axios rejected with into an ApiRequestError. */
export function toApiRequestError(error: unknown): ApiRequestError {
  if (error instanceof ApiRequestError) return error;
  if (isCancel(error)) {
    return new ApiRequestError(messages.api.canceled, { status: 0, kind: 'canceled', cause: error });
  }
  if (isAxiosError(error)) {
    if (error.response) {
      const { status, data, headers } = error.response;
      const retryAfter = retryAfterSeconds(headers instanceof AxiosHeaders ? headers.get('retry-after') : headers?.['retry-after']);
      return new ApiRequestError(serverMessage(data) ?? fallbackMessage(status), { status, kind: 'http', cause: error, retryAfter });
    }
    // The client sets transitional.clarifyTimeoutError, so a timeout is
    // ETIMEDOUT and never the ambiguous ECONNABORTED of an aborted request.
    if (error.code === 'ETIMEDOUT') {
      return new ApiRequestError(messages.api.timeout, { status: 0, kind: 'timeout', cause: error });
    }
  }
  return new ApiRequestError(messages.api.network, { status: 0, kind: 'network', cause: error });
}
