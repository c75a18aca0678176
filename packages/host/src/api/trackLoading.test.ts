import { describe, expect, it, vi } from 'vitest';
import { trackLoading } from './trackLoading.js';

describe('trackLoading', () => {
  it('counts a call in while its promise is pending and out once it settles', async () => {
    const setLoading = vi.fn();
    let resolve!: (v: string) => void;
    const client = trackLoading({ lire: () => new Promise<string>((r) => (resolve = r)) }, setLoading);
    const pending = client.lire();
    expect(setLoading.mock.calls).toEqual([[true]]);
    resolve('ok');
    await expect(pending).resolves.toBe('ok');
    expect(setLoading.mock.calls).toEqual([[true], [false]]);
  });

  it('counts out a failed call too, and passes the failure on', async () => {
    const setLoading = vi.fn();
    const client = trackLoading({ info: () => Promise.reject(new Error('401')) }, setLoading);
    await expect(client.info()).rejects.toThrow('401');
    expect(setLoading.mock.calls).toEqual([[true], [false]]);
  });

  it('keeps the client as `this` and leaves non-promise members alone', () => {
    const setLoading = vi.fn();
    const client = trackLoading(
      {
        base: 'x',
        name() {
          return this.base;
        },
      },
      setLoading,
    );
    expect(client.name()).toBe('x');
    expect(client.base).toBe('x');
    expect(setLoading).not.toHaveBeenCalled();
  });
});
