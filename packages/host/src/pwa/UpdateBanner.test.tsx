import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../testing.js';
import { announceUpdate, forgetUpdate } from './updates.js';

afterAll(forgetUpdate);

describe('the update banner', () => {
  it('appears only when a new version waits, and applies it once on "Recharger"', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('complementary', { name: 'Mise à jour du site' })).toBeNull();

    const apply = vi.fn();
    act(() => announceUpdate(apply));
    const banner = screen.getByRole('complementary', { name: 'Mise à jour du site' });
    expect(within(banner).getByRole('status').textContent).toBe('Une nouvelle version de Parole est disponible.');
    expect(apply).not.toHaveBeenCalled();

    fireEvent.click(within(banner).getByRole('button', { name: 'Recharger' }));
    expect(apply).toHaveBeenCalledTimes(1);
    const button = within(banner).getByRole('button', { name: 'Mise à jour…' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });
});
