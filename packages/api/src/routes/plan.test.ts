import { describe, expect, it } from 'vitest';
import { clockYear } from './plan.js';

describe('clockYear', () => {
  it('tells the local year of the clock, as a Date does, through the change of year and back', () => {
    let now = new Date(2026, 11, 31, 23, 59, 59, 999).getTime();
    const year = clockYear(() => now);
    expect(year()).toBe(2026);
    now += 1;
    expect(year()).toBe(2027);
    expect(year()).toBe(new Date(now).getFullYear());
    now = new Date(2026, 0, 1).getTime() - 1;
    expect(year()).toBe(2025);
    now = Date.now();
    expect(year()).toBe(new Date().getFullYear());
  });
});
