import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../testing.js';

describe('the book list', () => {
  it('lists the 39 old testament books and the 27 new testament books, each opening chapter 1', async () => {
    renderApp('/select');
    const at = within(await screen.findByRole('region', { name: 'Ancien Testament' })).getAllByRole('link');
    const nt = within(screen.getByRole('region', { name: 'Nouveau Testament' })).getAllByRole('link');
    expect(at).toHaveLength(39);
    expect(nt).toHaveLength(27);
    expect([at[0].textContent, at[0].getAttribute('href')]).toEqual(['Genèse', '/lire/1/1']);
    expect([at[38].textContent, at[38].getAttribute('href')]).toEqual(['Malachie', '/lire/39/1']);
    expect([nt[0].textContent, nt[0].getAttribute('href')]).toEqual(['Matthieu', '/lire/40/1']);
    expect([nt[26].textContent, nt[26].getAttribute('href')]).toEqual(['Apocalypse', '/lire/66/1']);
  });
});
