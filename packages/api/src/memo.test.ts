import { describe, expect, it } from 'vitest';
import { once, promiseMemo } from './memo.js';

describe('promiseMemo', () => {
  it('builds once per key and shares the promise', async () => {
    const memo = promiseMemo<number, string>();
    let builds = 0;
    const build = async () => `built ${++builds}`;
    const [a, b] = await Promise.all([memo(1, build), memo(1, build)]);
    expect([a, b]).toEqual(['built 1', 'built 1']);
    expect(await memo(2, build)).toBe('built 2');
    expect(await memo(1, build)).toBe('built 1');
  });

  it('forgets a failed build, so the next call tries again', async () => {
    const memo = promiseMemo<string, number>();
    await expect(memo('k', () => Promise.reject(new Error('busy')))).rejects.toThrow('busy');
    expect(await memo('k', async () => 7)).toBe(7);
  });
});

describe('promiseMemo, keeping nothing', () => {
  it('shares the work in flight only, then builds again', async () => {
    const memo = promiseMemo<string, number>({ keep: 'none' });
    let builds = 0;
    const build = async () => ++builds;
    const [a, b] = await Promise.all([memo('k', build), memo('k', build)]);
    expect([a, b]).toEqual([1, 1]);
    expect(await memo('k', build)).toBe(2);
  });
});

describe('once', () => {
  it('runs make on the first call only, and again after a failure', async () => {
    let calls = 0;
    const fail = once(async () => {
      calls++;
      if (calls === 1) throw new Error('first');
      return calls;
    });
    await expect(fail()).rejects.toThrow('first');
    expect(await fail()).toBe(2);
    expect(await fail()).toBe(2);
    expect(calls).toBe(2);
  });
});
