import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeClient } from '../testing/fake-client.js';
import { manualClient } from '../testing/manual-client.js';
import { BibleApiProvider } from './context.js';
import { ApiRequestError } from './errors.js';
import { isRetryable, useApiResource } from './useApiResource.js';

const serverError = () => new ApiRequestError('Le serveur a rencontré une erreur (500). Réessayez plus tard.', { status: 500, kind: 'http' });

describe('useApiResource', () => {
  it('goes from loading to the recorded answer, asking the injected client', async () => {
    const client = fakeClient();
    const wrapper = ({ children }: { children: ReactNode }) => <BibleApiProvider client={client}>{children}</BibleApiProvider>;
    const { result } = renderHook(() => useApiResource('chapter', { book: 43, chapter: 3 }), { wrapper });
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
    expect(result.current.state).toMatchObject({ data: { versets: { length: 36 } } });
    expect(client.calls).toEqual(['GET /api/lire/43/3']);
  });

  it('reports the error, then shows loading and asks again on reload', async () => {
    const { pending, wrapper } = manualClient();
    const { result } = renderHook(() => useApiResource('info', {}), { wrapper });

    await act(async () => pending[0].reject(serverError()));
    expect(result.current.state).toEqual({ status: 'error', error: expect.objectContaining({ status: 500, kind: 'http' }) });

    act(() => result.current.reload());
    expect(result.current.state.status).toBe('loading');
    expect(pending).toHaveLength(2);

    await act(async () => pending[1].resolve('answer'));
    expect(result.current.state).toEqual({ status: 'ready', data: 'answer' });
  });

  it('turns what the client rejects with into an ApiRequestError', async () => {
    const client = fakeClient({ info: () => Promise.reject(new TypeError('Failed to fetch')) });
    const wrapper = ({ children }: { children: ReactNode }) => <BibleApiProvider client={client}>{children}</BibleApiProvider>;
    const { result } = renderHook(() => useApiResource('info', {}), { wrapper });
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    const { state } = result.current;
    expect(state.status === 'error' && state.error).toBeInstanceOf(ApiRequestError);
    expect(state.status === 'error' && state.error.kind).toBe('network');
  });

  describe('when the input changes before the answer arrives', () => {
    it('shows loading, not the previous answer, and aborts the previous request', async () => {
      const { pending, wrapper } = manualClient();
      const { result, rerender } = renderHook((id: number) => useApiResource('theme', { id }), { wrapper, initialProps: 1 });
      await act(async () => pending[0].resolve('answer 1'));
      expect(result.current.state).toEqual({ status: 'ready', data: 'answer 1' });

      rerender(2);
      expect(result.current.state).toEqual({ status: 'loading' });
      rerender(3);
      expect(pending.map((p) => p.input)).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
      expect(pending[1].signal?.aborted).toBe(true);
      expect(pending[2].signal?.aborted).toBe(false);
    });

    it('never shows a late answer or a late failure of a key it has left', async () => {
      const { pending, wrapper } = manualClient();
      const { result, rerender } = renderHook((id: number) => useApiResource('theme', { id }), { wrapper, initialProps: 1 });
      rerender(2);
      await act(async () => pending[0].resolve('late 1'));
      expect(result.current.state).toEqual({ status: 'loading' });
      rerender(3);
      await act(async () => pending[1].reject(serverError()));
      expect(result.current.state).toEqual({ status: 'loading' });
    });

    it('does not treat the abort of the old request as an error', async () => {
      const { pending, wrapper } = manualClient();
      const { result, rerender } = renderHook((id: number) => useApiResource('theme', { id }), { wrapper, initialProps: 1 });
      rerender(2);
      await act(async () => {});
      expect(pending[0].signal?.aborted).toBe(true);
      expect(result.current.state).toEqual({ status: 'loading' });
    });
  });

  it('asks again for another client', () => {
    const first = manualClient();
    const second = manualClient();
    let current = first.client;
    const { rerender } = renderHook(() => useApiResource('info', {}), {
      wrapper: ({ children }: { children: ReactNode }) => <BibleApiProvider client={current}>{children}</BibleApiProvider>,
    });
    rerender();
    expect(first.pending).toHaveLength(1);
    current = second.client;
    rerender();
    expect(second.pending).toHaveLength(1);
    expect(first.pending[0].signal?.aborted).toBe(true);
  });

  describe('the cache of answers', () => {
    it('shows an answer already received at once, without asking again', async () => {
      const { client, pending, wrapper } = manualClient();
      const first = renderHook(() => useApiResource('info', {}), { wrapper });
      await act(async () => pending[0].resolve('info'));
      first.unmount();

      const again = renderHook(() => useApiResource('info', {}), { wrapper });
      expect(again.result.current.state).toEqual({ status: 'ready', data: 'info' });
      expect(pending).toHaveLength(1);
      expect(client.calls).toEqual(['GET /api/info']);
    });

    it('shares one request between the widgets that ask the same thing at once', async () => {
      const { pending, wrapper } = manualClient();
      const a = renderHook(() => useApiResource('info', {}), { wrapper });
      const b = renderHook(() => useApiResource('info', {}), { wrapper });
      expect(pending).toHaveLength(1);

      // One of them leaving does not abort what the other waits for.
      a.unmount();
      expect(pending[0].signal?.aborted).toBe(false);
      await act(async () => pending[0].resolve('info'));
      expect(b.result.current.state).toEqual({ status: 'ready', data: 'info' });
    });

    it('aborts the shared request when the last one waiting for it leaves', () => {
      const { pending, wrapper } = manualClient();
      const a = renderHook(() => useApiResource('info', {}), { wrapper });
      const b = renderHook(() => useApiResource('info', {}), { wrapper });
      a.unmount();
      b.unmount();
      expect(pending[0].signal?.aborted).toBe(true);
    });

    it('keeps no failure, and asks past the kept answer on reload', async () => {
      const { pending, wrapper } = manualClient();
      const first = renderHook(() => useApiResource('info', {}), { wrapper });
      await act(async () => pending[0].reject(serverError()));
      first.unmount();

      const second = renderHook(() => useApiResource('info', {}), { wrapper });
      expect(pending).toHaveLength(2);
      await act(async () => pending[1].resolve('first'));
      act(() => second.result.current.reload());
      expect(pending).toHaveLength(3);
      await act(async () => pending[2].resolve('second'));
      expect(second.result.current.state).toEqual({ status: 'ready', data: 'second' });
    });
  });

  describe('fresh', () => {
    it('asks again on each mount, never showing the kept answer (the quiz’s tables change)', async () => {
      const { client, pending, wrapper } = manualClient();
      const first = renderHook(() => useApiResource('games', {}, { fresh: true }), { wrapper });
      await act(async () => pending[0].resolve('before'));
      expect(first.result.current.state).toEqual({ status: 'ready', data: 'before' });
      first.unmount();

      const again = renderHook(() => useApiResource('games', {}, { fresh: true }), { wrapper });
      expect(again.result.current.state).toEqual({ status: 'loading' });
      await act(async () => pending[1].resolve('after'));
      expect(again.result.current.state).toEqual({ status: 'ready', data: 'after' });
      expect(client.calls).toEqual(['GET /api/jeu', 'GET /api/jeu']);
    });
  });

  describe('skip', () => {
    const INVALID = { status: 'invalid' } as const;

    it('asks nothing and gives the skip state while it is given', async () => {
      const { pending, wrapper } = manualClient();
      const { result, rerender } = renderHook((valid: boolean) => useApiResource('info', {}, { skip: valid ? null : INVALID }), {
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
      const { pending, wrapper } = manualClient();
      const { result, rerender } = renderHook(
        (word: string) => useApiResource('search', { word, scope: 'atnt', exact: 'nex' }, { skip: word.length < 3 ? INVALID : null }),
        { wrapper, initialProps: 'berger' },
      );
      rerender('be');
      expect(pending[0].signal?.aborted).toBe(true);
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
