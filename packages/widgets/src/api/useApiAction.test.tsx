import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NewGameResponse } from '@parole/bible';
import { manualClient } from '../testing/manual-client.js';
import { ApiRequestError } from './errors.js';
import { useApiAction, type ApiActionResult } from './useApiAction.js';

const GAME: NewGameResponse = { partie: 7, jeton: 'secret' };
const tooMany = () => new ApiRequestError('Trop de parties commencées depuis votre réseau.', { status: 429, kind: 'http', retryAfter: 60 });

function newGameAction() {
  const manual = manualClient();
  const hook = renderHook(() => useApiAction((client, pseudo: string, { signal }) => client.newGame({ pseudo }, { signal })), {
    wrapper: manual.wrapper,
  });
  return { ...manual, ...hook };
}

describe('useApiAction', () => {
  it('is pending with its variables while the call is in flight, then holds the answer', async () => {
    const { pending, result } = newGameAction();
    expect(result.current).toMatchObject({ pending: false, variables: undefined, error: null, data: undefined });
    let done!: Promise<ApiActionResult<NewGameResponse>>;
    act(() => {
      done = result.current.run('Marie');
    });
    expect(result.current).toMatchObject({ pending: true, variables: 'Marie', error: null });
    expect(pending.map((call) => [call.name, call.input])).toEqual([['newGame', { pseudo: 'Marie' }]]);
    await act(async () => pending[0].resolve(GAME));
    expect(await done).toEqual({ status: 'success', data: GAME });
    expect(result.current).toMatchObject({ pending: false, variables: 'Marie', error: null, data: GAME });
  });

  it('sends one call at a time: a second run while one is in flight sends nothing', async () => {
    const { pending, result } = newGameAction();
    let second!: Promise<ApiActionResult<NewGameResponse>>;
    act(() => {
      void result.current.run('Marie');
      second = result.current.run('Marie');
    });
    expect(await second).toEqual({ status: 'busy' });
    expect(pending).toHaveLength(1);
  });

  it('keeps the error with its French message and its wait, cleared when the next call starts, and retries the same call', async () => {
    const { pending, result } = newGameAction();
    let done!: Promise<ApiActionResult<NewGameResponse>>;
    act(() => {
      done = result.current.run('Marie');
    });
    await act(async () => pending[0].reject(tooMany()));
    const failed = await done;
    expect(failed.status).toBe('error');
    expect(result.current.pending).toBe(false);
    expect(result.current.error?.message).toBe('Trop de parties commencées depuis votre réseau.');
    expect(result.current.error?.retryAfter).toBe(60);

    act(() => {
      done = result.current.retry();
    });
    expect(result.current).toMatchObject({ pending: true, error: null, variables: 'Marie' });
    expect(pending[1].input).toEqual({ pseudo: 'Marie' });
    await act(async () => pending[1].resolve(GAME));
    expect(await done).toEqual({ status: 'success', data: GAME });
  });

  it('turns anything thrown into an ApiRequestError with a French message', async () => {
    const { pending, result } = newGameAction();
    let done!: Promise<ApiActionResult<NewGameResponse>>;
    act(() => {
      done = result.current.run('Marie');
    });
    await act(async () => pending[0].reject(new TypeError('Failed to fetch')));
    expect(await done).toMatchObject({ status: 'error', error: { kind: 'network', message: 'Impossible de joindre le serveur. Vérifiez votre connexion.' } });
  });

  it('aborts the call in flight: its request is aborted, it is no longer pending, and its end changes nothing', async () => {
    const { pending, result } = newGameAction();
    let done!: Promise<ApiActionResult<NewGameResponse>>;
    act(() => {
      done = result.current.run('Marie');
    });
    act(() => result.current.abort());
    expect(pending[0].signal?.aborted).toBe(true);
    expect(await done).toEqual({ status: 'aborted' });
    expect(result.current).toMatchObject({ pending: false, error: null, data: undefined });
    // A new call may start at once.
    act(() => {
      void result.current.run('Paul');
    });
    expect(pending).toHaveLength(2);
  });

  it('aborts the call in flight when the component unmounts', async () => {
    const { pending, result, unmount } = newGameAction();
    let done!: Promise<ApiActionResult<NewGameResponse>>;
    act(() => {
      done = result.current.run('Marie');
    });
    unmount();
    expect(pending[0].signal?.aborted).toBe(true);
    expect(await done).toEqual({ status: 'aborted' });
  });

  it('forgets the last error on reset', async () => {
    const { pending, result } = newGameAction();
    act(() => {
      void result.current.run('Marie');
    });
    await act(async () => pending[0].reject(tooMany()));
    expect(result.current.error).not.toBeNull();
    act(() => result.current.reset());
    expect(result.current.error).toBeNull();
  });
});
