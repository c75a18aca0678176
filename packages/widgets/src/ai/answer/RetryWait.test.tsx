import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aiMessages as t } from '../messages.js';
import { RetryWait } from './RetryWait.js';

describe('RetryWait (issue 47)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date(2026, 10, 27, 12, 0, 0, 300) });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts a short wait down each second, « N s » with a no-break space, then says one may ask again', () => {
    render(<RetryWait retryAfter={3} receivedAt={Date.now()} />);
    const status = screen.getByRole('status', { hidden: true });
    expect(screen.getByText(/^Vous pourrez redemander/).textContent).toBe('Vous pourrez redemander dans 3\u00a0s.');
    expect(status.textContent).toBe('');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText(/^Vous pourrez redemander/).textContent).toBe('Vous pourrez redemander dans 2\u00a0s.');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText(/^Vous pourrez redemander/).textContent).toBe('Vous pourrez redemander dans 1\u00a0s.');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText(/^Vous pourrez redemander/)).toBeNull();
    expect(status.textContent).toBe(t.askAgain);
    // Nothing ticks any more.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is no live region of its own changes: the count is not read out each second', () => {
    render(<RetryWait retryAfter={53} receivedAt={Date.now() - 10_000} />);
    const count = screen.getByText(/^Vous pourrez redemander/);
    expect(count.textContent).toBe('Vous pourrez redemander dans 43\u00a0s.');
    expect(count.getAttribute('aria-live')).toBe('off');
  });

  it('gives a longer wait as a time of day, which does not tick', () => {
    render(<RetryWait retryAfter={5_400} receivedAt={Date.now()} />);
    expect(screen.getByText(/^Vous pourrez redemander/).textContent).toBe('Vous pourrez redemander à partir de 13:30.');
    expect(vi.getTimerCount()).toBe(0);
  });
});
