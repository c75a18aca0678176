import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInSite } from '../testing.js';
import { SNACKBAR_TIMEOUT_MS, SnackbarProvider, useNotify } from './Snackbar.js';

let notify: (message: string) => void = () => {};
function Capture() {
  notify = useNotify();
  return null;
}

function renderSnackbar() {
  renderInSite(
    <SnackbarProvider>
      <Capture />
    </SnackbarProvider>,
  );
  return screen.getByRole('status');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the snackbar', () => {
  it('shows a message for 6000 ms', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const region = renderSnackbar();
    act(() => notify('Verset copié'));
    expect(region.textContent).toContain('Verset copié');
    act(() => vi.advanceTimersByTime(SNACKBAR_TIMEOUT_MS - 1));
    expect(region.textContent).toContain('Verset copié');
    act(() => vi.advanceTimersByTime(1));
    expect(region.textContent).toBe('');
    expect(SNACKBAR_TIMEOUT_MS).toBe(6000);
  });

  it('restarts the time-out for a new message', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const region = renderSnackbar();
    act(() => notify('un'));
    act(() => vi.advanceTimersByTime(5000));
    act(() => notify('deux'));
    act(() => vi.advanceTimersByTime(5000));
    expect(region.textContent).toContain('deux');
  });

  it('can be closed', async () => {
    const region = renderSnackbar();
    act(() => notify('Verset copié'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Fermer le message' }));
    expect(region.textContent).toBe('');
  });
});
