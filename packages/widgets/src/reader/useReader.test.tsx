import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { ChapterResponse } from '@parole/bible';
import { BibleApiProvider } from '../api/context.js';
import type { RequestOptions } from '../api/client.js';
import { fakeClient } from '../testing/fake-client.js';
import { recorded, refusalOf } from '../testing/recordings.js';
import { useReader } from './useReader.js';

/** A client whose answers the test releases by hand, to order them at will. */
function manualClient() {
  const pending: Array<{ ref: string; signal?: AbortSignal; resolve: (data: ChapterResponse) => void }> = [];
  const client = fakeClient({
    chapter: ({ book, chapter }, options?: RequestOptions) =>
      new Promise<ChapterResponse>((resolve) => pending.push({ ref: `${book}/${chapter}`, signal: options?.signal, resolve })),
  });
  const wrapper = ({ children }: { children: ReactNode }) => <BibleApiProvider client={client}>{children}</BibleApiProvider>;
  return { pending, wrapper };
}

describe('useReader', () => {
  it('goes from loading to the chapter', async () => {
    const wrapper = ({ children }: { children: ReactNode }) => <BibleApiProvider client={fakeClient()}>{children}</BibleApiProvider>;
    const { result } = renderHook(() => useReader({ book: 43, chapter: 3 }), { wrapper });
    expect(result.current.state.status).toBe('loading');
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
    expect(result.current.state).toMatchObject({ data: { versets: { length: 36 } } });
  });

  describe('when the chapter changes before its answer arrives', () => {
    it('aborts the stale request and never shows its answer', async () => {
      const { pending, wrapper } = manualClient();
      const { result, rerender } = renderHook((ref: { book: number; chapter: number }) => useReader(ref), {
        wrapper,
        initialProps: { book: 43, chapter: 3 },
      });
      rerender({ book: 1, chapter: 1 });

      expect(pending.map((p) => p.ref)).toEqual(['43/3', '1/1']);
      expect(pending[0].signal?.aborted).toBe(true);
      expect(pending[1].signal?.aborted).toBe(false);

      // The new chapter answers first, the stale one afterwards.
      await act(async () => pending[1].resolve(recorded('chapter', { book: 1, chapter: 1 })));
      await act(async () => pending[0].resolve(recorded('chapter', { book: 43, chapter: 3 })));
      const { state } = result.current;
      expect(state.status === 'ready' && state.data.versets[0].livre_id).toBe(1);
    });

    it('shows loading, not the previous chapter, until the new one arrives', async () => {
      const { pending, wrapper } = manualClient();
      const { result, rerender } = renderHook((ref: { book: number; chapter: number }) => useReader(ref), {
        wrapper,
        initialProps: { book: 43, chapter: 3 },
      });
      await act(async () => pending[0].resolve(recorded('chapter', { book: 43, chapter: 3 })));
      expect(result.current.state.status).toBe('ready');

      rerender({ book: 1, chapter: 1 });
      expect(result.current.state.status).toBe('loading');
    });
  });

  it('reports the error and fetches again on reload', async () => {
    const wrapper = ({ children }: { children: ReactNode }) => <BibleApiProvider client={fakeClient()}>{children}</BibleApiProvider>;
    const { result } = renderHook(() => useReader({ book: 43, chapter: 22 }), { wrapper });
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    expect(result.current.state).toMatchObject({ error: { status: 404, message: refusalOf('chapter', { book: 43, chapter: 22 })!.message } });

    act(() => result.current.reload());
    expect(result.current.state.status).toBe('loading');
    await waitFor(() => expect(result.current.state.status).toBe('error'));
  });
});
