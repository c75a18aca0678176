/**
 * A client whose answers a test gives by hand, in any order: every call is
 * kept with its input and signal, and an aborted call rejects as canceled,
 * as the real client's does. A streamed AI answer (aiStream) is kept as an
 * `aiRequest` call with its `onDelta`, for the test to hand words to before
 * resolving it with the token counts.
 */
import type { ReactNode } from 'react';
import { api, type ApiName } from '@parole/bible';
import type { BibleApi, RequestOptions } from '../api/client.js';
import { BibleApiProvider } from '../api/context.js';
import { ApiRequestError } from '../api/errors.js';
import { fakeClient } from './fake-client.js';

/** The client, its calls waiting for an answer, and a wrapper giving it to a hook. */
export function manualClient() {
  const pending: Array<{
    name: ApiName;
    input: unknown;
    signal?: AbortSignal;
    resolve: (value: unknown) => void;
    reject: (error: unknown) => void;
    /** An aiStream call's: hands the answer's next words to the caller. */
    onDelta?: (text: string) => void;
  }> = [];
  const canceled = () => new ApiRequestError('Requête annulée.', { status: 0, kind: 'canceled' });
  const overrides = Object.fromEntries(
    (Object.keys(api) as ApiName[]).map((name) => [
      name,
      (input: unknown, options?: RequestOptions) =>
        new Promise((resolve, reject) => {
          pending.push({ name, input, signal: options?.signal, resolve, reject });
          options?.signal?.addEventListener('abort', () => reject(canceled()));
        }),
    ]),
  ) as Partial<BibleApi>;
  overrides.aiStream = (input, { onDelta }, options) =>
    new Promise((resolve, reject) => {
      pending.push({ name: 'aiRequest', input, signal: options?.signal, resolve: resolve as (value: unknown) => void, reject, onDelta });
      options?.signal?.addEventListener('abort', () => reject(canceled()));
    });
  const client = fakeClient(overrides);
  const wrapper = ({ children }: { children: ReactNode }) => <BibleApiProvider client={client}>{children}</BibleApiProvider>;
  return { client, pending, wrapper };
}

