import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { INFO, renderApp } from '../testing.js';

describe('the help page (INFOS)', () => {
  it('has its sections in a table of contents', () => {
    renderApp('/aide');
    expect(screen.getByRole('heading', { level: 1, name: 'Infos' })).toBeTruthy();
    const toc = within(screen.getByRole('navigation', { name: 'Sommaire' })).getAllByRole('link');
    expect(toc.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Lecture', '#lecture'],
      ['Gestes et clavier', '#gestes'],
      ['Droits', '#droits'],
    ]);
  });

  it('names the configured translation, its copyright and the MIT licence', async () => {
    renderApp('/aide');
    const section = screen.getByRole('region', { name: 'Droits' });
    expect(await within(section).findByText(`Texte biblique : ${INFO.traduction.nom}. ${INFO.traduction.copyright}`)).toBeTruthy();
    expect(within(section).getByText(/licence MIT/)).toBeTruthy();
  });

  it('gives the swipe tolerance of 40 pixels', () => {
    renderApp('/aide');
    expect(within(screen.getByRole('region', { name: 'Gestes et clavier' })).getByText(/40 pixels/)).toBeTruthy();
  });
});
