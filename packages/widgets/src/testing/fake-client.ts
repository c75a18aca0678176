/**
 * A BibleApi that answers from recorded fixtures, in memory, for tests. It
 * behaves like the real client where widgets can tell: answers arrive
 * asynchronously, an aborted call rejects as canceled, an unknown chapter
 * rejects with the server's recorded 404.
 */
import type { InfoResponse, LireResponse } from '@parole/bible';
import type { BibleApi, RequestOptions } from '../api/client.js';
import { ApiRequestError } from '../api/errors.js';
import { messages } from '../messages.js';
import { fixtures } from './fixtures.js';

export interface FakeClientOptions {
  chapters?: Record<string, LireResponse>;
  info?: InfoResponse;
  /** Replaces the answer to lire(); return a promise that never settles to stay loading. */
  lire?: (livre: number, chapitre: number, options?: RequestOptions) => Promise<LireResponse>;
}

export interface FakeClient extends BibleApi {
  /** Every call, as `lire 43/3`, `info`… */
  calls: string[];
}

function abortable<T>(answer: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return answer;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new ApiRequestError(messages.api.canceled, { status: 0, kind: 'canceled' }));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    answer.then(resolve, reject);
  });
}

export function fakeClient(options: FakeClientOptions = {}): FakeClient {
  const chapters = options.chapters ?? fixtures.chapters;
  const calls: string[] = [];
  const chapter = (livre: number, chapitre: number, o?: RequestOptions) => {
    if (options.lire) return options.lire(livre, chapitre, o);
    const found = chapters[`${livre}/${chapitre}`];
    return abortable(
      found
        ? Promise.resolve(structuredClone(found))
        : Promise.reject(new ApiRequestError(fixtures.notFound.body.message, { status: fixtures.notFound.status, kind: 'http' })),
      o?.signal,
    );
  };
  return {
    calls,
    lire(livre, chapitre, o) {
      calls.push(`lire ${livre}/${chapitre}`);
      return chapter(livre, chapitre, o);
    },
    print(livre, chapitre, o) {
      calls.push(`print ${livre}/${chapitre}`);
      return chapter(livre, chapitre, o);
    },
    info(o) {
      calls.push('info');
      return abortable(Promise.resolve(options.info ?? fixtures.info), o?.signal);
    },
    csrfCookie(o) {
      calls.push('csrfCookie');
      return abortable(Promise.resolve(), o?.signal);
    },
  };
}
