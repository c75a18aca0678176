import { describe, expect, it } from 'vitest';
import { keepValue, once, promiseLru, promiseMemo, recentMemo, serial, whenSettled } from './memo.js';

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

describe('promiseLru', () => {
  it('keeps at most `capacity` keys, forgetting the least recently used first', async () => {
    const lru = promiseLru<string, string>(2);
    let builds = 0;
    const build = (key: string) => async () => `${key}${++builds}`;
    await lru.get('a', build('a'));
    await lru.get('b', build('b'));
    expect(await lru.get('a', build('a'))).toBe('a1'); // a is now the most recent
    await lru.get('c', build('c')); // b goes
    expect([lru.has('a'), lru.has('b'), lru.has('c'), lru.size]).toEqual([true, false, true, 2]);
    expect(await lru.get('b', build('b'))).toBe('b4');
  });

  it('shares the work in flight, forgets a failure, and keeps nothing with capacity 0', async () => {
    const lru = promiseLru<string, number>(4);
    let calls = 0;
    const failing = async () => {
      calls += 1;
      throw new Error('busy');
    };
    await Promise.allSettled([lru.get('k', failing), lru.get('k', failing)]);
    expect(calls).toBe(1);
    expect(lru.has('k')).toBe(false);
    const none = promiseLru<string, number>(0);
    await none.get('k', async () => 1);
    expect(none.size).toBe(0);
  });
});

describe('serial', () => {
  it('runs tasks one at a time, in order, a failure not stopping the next', async () => {
    const run = serial();
    const order: string[] = [];
    const task = (name: string, ms: number, fail = false) => () =>
      new Promise<string>((resolve, reject) =>
        setTimeout(() => {
          order.push(name);
          if (fail) reject(new Error(name));
          else resolve(name);
        }, ms),
      );
    const results = await Promise.allSettled([run(task('slow', 30)), run(task('failing', 1, true)), run(task('fast', 1))]);
    expect(order).toEqual(['slow', 'failing', 'fast']);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});

describe('recentMemo', () => {
  it('computes once per key kept, and forgets the first key kept when full', () => {
    const memo = recentMemo<string, number>(2);
    let made = 0;
    const make = () => ++made;
    expect([memo('a', make), memo('b', make), memo('a', make)]).toEqual([1, 2, 1]);
    expect(memo('c', make)).toBe(3);
    expect(memo('a', make)).toBe(4);
    expect(memo('c', make)).toBe(3);
  });

  it('keeps undefined values too', () => {
    const memo = recentMemo<string, number | undefined>(2);
    let made = 0;
    const make = () => {
      made++;
      return undefined;
    };
    memo('a', make);
    memo('a', make);
    expect(made).toBe(1);
  });
});

describe('whenSettled', () => {
  it('uses a memo’s value at once once it has resolved, and waits for it before', async () => {
    const memo = promiseMemo<string, number>();
    const first = whenSettled(memo('k', async () => 6), (n) => n * 7);
    expect(first).toBeInstanceOf(Promise);
    expect(await first).toBe(42);
    expect(whenSettled(memo('k', async () => 0), (n) => n * 7)).toBe(42);
    const lru = promiseLru<string, number>(2);
    await lru.get('k', async () => 1);
    expect(whenSettled(lru.get('k', async () => 2), (n) => n)).toBe(1);
  });

  it('knows the values of the promises keepValue() was given, and of no other', async () => {
    const kept = keepValue(Promise.resolve('kept'));
    const other = Promise.resolve('other');
    await Promise.all([kept, other]);
    expect(whenSettled(kept, (v) => v)).toBe('kept');
    expect(whenSettled(other, (v) => v)).toBeInstanceOf(Promise);
  });

  it('passes a rejection to `failed`, or on', async () => {
    const failing = keepValue(Promise.reject(new Error('busy')));
    expect(await whenSettled(failing, () => 'used', (err) => `failed: ${(err as Error).message}`)).toBe('failed: busy');
    await expect(whenSettled(failing, () => 'used')).rejects.toThrow('busy');
  });
});
