import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { BibleApiProvider } from '../api/context.js';
import type { BibleApi } from '../api/client.js';
import { ApiRequestError } from '../api/errors.js';
import { fakeClient } from '../testing/fake-client.js';
import { isRetryable, useApiResource } from './useApiResource.js';

/* One client for every render: a new client is a reason to ask again. */
const client = fakeClient();
const wrapper = ({ children }: { children: ReactNode }) => <BibleApiProvider client={client}>{children}</BibleApiProvider>;

/** A fetcher whose answers the test gives by hand, in any order. */
function manualFetcher() {
  const pending: Array<{
    name: string;
    signal: AbortSignal;
    resolve: (value: string) => void;
    reject: (error: unknown) => void;
  }> = [];
  const fetcherFor =
    (name: string) =>
    (_client: BibleApi, signal: AbortSignal): Promise<string> =>
      new Promise<string>((resolve, reject) => pending.push({ name, signal, resolve, reject }));
  return { pending, fetcherFor };
}

const serverError = () => new ApiRequestError('Le serveur a rencontré une erreur (500). Réessayez plus tard.', { status: 500, kind: 'http' });

describe('useApiResource', () => {
  it('goes from loading to the answer, asking the injected client', async () => {
    const { result } = renderHook(() => useApiResource([43, 3], (api, signal) => api.lire(43, 3, { signal })), { wrapper });
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
    expect(result.current.state).toMatchObject({ data: { versets: { length: 36 } } });
  });

  it('reports the error, then shows loading and asks again on reload', async () => {
    const { pending, fetcherFor } = manualFetcher();
    const { result } = renderHook(() => useApiResource(['a'], fetcherFor('a')), { wrapper });

    await act(async () => pending[0].reject(serverError()));
    expect(result.current.state).toEqual({ status: 'error', error: expect.objectContaining({ status: 500, kind: 'http' }) });

    act(() => result.current.reload());
    expect(result.current.state.status).toBe('loading');
    expect(pending).toHaveLength(2);

    await act(async () => pending[1].resolve('answer'));
    expect(result.current.state).toEqual({ status: 'ready', data: 'answer' });
  });

  it('turns what the fetcher rejects with into an ApiRequestError', async () => {
    const { result } = renderHook(() => useApiResource(['x'], () => Promise.reject(new TypeError('Failed to fetch'))), { wrapper });
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    const { state } = result.current;
    expect(state.status === 'error' && state.error).toBeInstanceOf(ApiRequestError);
    expect(state.status === 'error' && state.error.kind).toBe('network');
  });

  describe('when the key changes before the answer arrives', () => {
    it('shows loading, not the previous answer, and aborts the previous request', async () => {
      const { pending, fetcherFor } = manualFetcher();
      const { result, rerender } = renderHook((name: string) => useApiResource([name], fetcherFor(name)), {
        wrapper,
        initialProps: 'a',
      });
      await act(async () => pending[0].resolve('answer a'));
      expect(result.current.state).toEqual({ status: 'ready', data: 'answer a' });

      rerender('b');
      expect(result.current.state).toEqual({ status: 'loading' });
      expect(pending.map((p) => p.name)).toEqual(['a', 'b']);

      rerender('c');
      expect(pending.map((p) => p.name)).toEqual(['a', 'b', 'c']);
      expect(pending[1].signal.aborted).toBe(true);
      expect(pending[2].signal.aborted).toBe(false);
    });

    it('never shows a late answer for an old key', async () => {
      const { pending, fetcherFor } = manualFetcher();
      const { result, rerender } = renderHook((name: string) => useApiResource([name], fetcherFor(name)), {
        wrapper,
        initialProps: 'a',
      });
      rerender('b');

      // The new key answers first, the old one afterwards (its fetcher ignored the signal).
      await act(async () => pending[1].resolve('answer b'));
      await act(async () => pending[0].resolve('answer a'));
      expect(result.current.state).toEqual({ status: 'ready', data: 'answer b' });

      // Nor a late failure of an old key.
      rerender('c');
      await act(async () => pending[1].reject(serverError()));
      expect(result.current.state).toEqual({ status: 'loading' });
    });

    it('does not treat the abort of the old request as an error', async () => {
      const { result, rerender } = renderHook(
        (name: string) =>
          useApiResource([name], (api, signal) => (name === 'a' ? api.lire(43, 3, { signal }) : new Promise<never>(() => {}))),
        { wrapper, initialProps: 'a' },
      );
      rerender('b');
      // The fake client rejects the aborted call as canceled: still loading, never an error.
      await act(async () => {});
      expect(result.current.state).toEqual({ status: 'loading' });
    });
  });

  it('asks again for another client, not when only the fetcher function changes', () => {
    const { pending, fetcherFor } = manualFetcher();
    let current: BibleApi = fakeClient();
    const { rerender } = renderHook(() => useApiResource(['a'], fetcherFor('a')), {
      wrapper: ({ children }: { children: ReactNode }) => <BibleApiProvider client={current}>{children}</BibleApiProvider>,
    });
    rerender();
    rerender();
    expect(pending).toHaveLength(1);

    current = fakeClient();
    rerender();
    expect(pending).toHaveLength(2);
    expect(pending[0].signal.aborted).toBe(true);
  });

  describe('skip', () => {
    const INVALID = { status: 'invalid' } as const;

    it('asks nothing and gives the skip state while it is given', async () => {
      const { pending, fetcherFor } = manualFetcher();
      const { result, rerender } = renderHook((valid: boolean) => useApiResource(['a', valid], fetcherFor('a'), { skip: valid ? null : INVALID }), {
        wrapper,
        initialProps: false,
      });
      expect(result.current.state).toBe(INVALID);
      expect(pending).toHaveLength(0);

      // A reload while skipped asks nothing either.
      act(() => result.current.reload());
      expect(result.current.state).toBe(INVALID);
      expect(pending).toHaveLength(0);

      rerender(true);
      expect(result.current.state).toEqual({ status: 'loading' });
      expect(pending).toHaveLength(1);
      await act(async () => pending[0].resolve('answer'));
      expect(result.current.state).toEqual({ status: 'ready', data: 'answer' });
    });

    it('aborts the request in flight when the input becomes one to skip', () => {
      const { pending, fetcherFor } = manualFetcher();
      const { result, rerender } = renderHook((word: string) => useApiResource([word], fetcherFor(word), { skip: word.length < 3 ? INVALID : null }), {
        wrapper,
        initialProps: 'berger',
      });
      rerender('be');
      expect(pending[0].signal.aborted).toBe(true);
      expect(pending).toHaveLength(1);
      expect(result.current.state).toBe(INVALID);
    });
  });
});

describe('isRetryable', () => {
  it('offers "Réessayer" for no answer, a server fault, 408 and 429, not for a 404 or a refused input', () => {
    const error = (status: number, kind: 'http' | 'network' | 'timeout' = 'http') => new ApiRequestError('…', { status, kind });
    expect([error(0, 'network'), error(0, 'timeout'), error(500), error(503), error(408), error(429)].map(isRetryable)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect([error(404), error(400), error(401)].map(isRetryable)).toEqual([false, false, false]);
  });
});
