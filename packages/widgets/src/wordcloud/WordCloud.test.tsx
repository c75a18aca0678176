import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Scope } from '@parole/bible';
import { recorded, refusalOf } from '../testing/recordings.js';
import { apiError, failingClient, retryAfterError, setWidth, widgetRenderer } from '../testing/render.js';
import { WORD_COLORS } from './palette.js';
import { WordCloud } from './WordCloud.js';

// The layout runs for real (d3-cloud on the canvas of tests/setup/dom.ts).
const renderCloud = widgetRenderer(WordCloud, { scope: 'nt', width: 900 });

const svgWords = () => [...document.querySelectorAll('svg[data-testid="word-cloud"] text')].map((t) => t.getAttribute('data-mot'));
const drawn = () => waitFor(() => expect(svgWords().length).toBeGreaterThan(0), { timeout: 10_000 });
const wordList = () => screen.getByRole('list', { name: 'Mots du nuage' });

afterEach(() => setWidth(1024));

describe('WordCloud', () => {
  describe('while the words load and the layout runs', () => {
    it('says so in a status, then draws the words as svg text', async () => {
      renderCloud();
      expect(screen.getByRole('status').textContent).toBe('Chargement des mots…');
      await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Calcul du nuage…'));
      await drawn();
      expect(screen.queryByRole('status')).toBeNull();
      expect(screen.getByRole('region', { name: 'Nuage de mots' }).getAttribute('aria-busy')).toBe('false');
    });
  });

  describe('with the new testament', () => {
    it('draws every recorded word, largest first, coloured by count', async () => {
      renderCloud();
      await drawn();
      const tags = recorded('wordCloud', { scope: 'nt' }).tags;
      expect(new Set(svgWords())).toEqual(new Set(tags.map((t) => t.mot)));
      const dieu = document.querySelector('text[data-mot="Dieu"]')!;
      const last = document.querySelector(`text[data-mot="${tags[tags.length - 1]!.mot}"]`)!;
      expect(Number(dieu.getAttribute('font-size'))).toBeGreaterThan(Number(last.getAttribute('font-size')));
      expect(dieu.getAttribute('fill')).toBe(WORD_COLORS[7]); // 1367: 1000-1999
      expect(dieu.getAttribute('transform')).toMatch(/rotate\(0\)$/);
      expect(document.querySelector('svg')!.getAttribute('height')).toBe('700');
    });

    it('lists the words with their counts for screen readers', async () => {
      renderCloud();
      await drawn();
      const items = within(wordList()).getAllByRole('button');
      expect(items).toHaveLength(100);
      expect(items[0]!.textContent).toBe('Dieu (1\u202f367 fois)');
      expect(items[0]!.getAttribute('aria-label')).toBe('Rechercher « Dieu » (1\u202f367 fois)');
    });

    it('fills the dropdowns from livresAt and livresNt, and presses NT', async () => {
      renderCloud();
      await drawn();
      expect(within(screen.getByLabelText('Livre de l’Ancien Testament')).getAllByRole('option')).toHaveLength(40);
      expect(within(screen.getByLabelText('Livre du Nouveau Testament')).getAllByRole('option')).toHaveLength(28);
      expect(screen.getByRole('button', { name: 'NT' }).getAttribute('aria-pressed')).toBe('true');
      expect(screen.getByRole('button', { name: 'AT' }).getAttribute('aria-pressed')).toBe('false');
    });
  });

  describe('choosing a scope', () => {
    it('asks the host with the buttons and the dropdowns', async () => {
      const onScopeChange = vi.fn<(s: Scope) => void>();
      const { user } = renderCloud({ onScopeChange });
      await drawn();
      await user.click(screen.getByRole('button', { name: 'AT' }));
      await user.click(screen.getByRole('button', { name: 'Bible' }));
      await user.selectOptions(screen.getByLabelText('Livre du Nouveau Testament'), 'Jean');
      await user.selectOptions(screen.getByLabelText('Livre de l’Ancien Testament'), 'Psaumes');
      expect(onScopeChange.mock.calls).toEqual([['at'], ['atnt'], ['43'], ['19']]);
    });

    it('changes its own scope without onScopeChange (embeds), with the new words', async () => {
      const { user, client } = renderCloud();
      await drawn();
      await user.click(screen.getByRole('button', { name: 'AT' }));
      await waitFor(() => expect(svgWords()).toContain('Éternel'), { timeout: 10_000 });
      expect(screen.getByText('Ancien Testament', { selector: 'p' })).toBeTruthy();
      expect(client.calls).toEqual(['GET /api/tagcloud/nt', 'GET /api/tagcloud/at']);
    });

    it('shows a book by its name and selects it in its dropdown', async () => {
      renderCloud({ scope: '43' });
      await drawn();
      expect(screen.getByText('Jean', { selector: 'p' })).toBeTruthy();
      expect((screen.getByLabelText('Livre du Nouveau Testament') as HTMLSelectElement).value).toBe('43');
      expect((screen.getByLabelText('Livre de l’Ancien Testament') as HTMLSelectElement).value).toBe('');
    });
  });

  describe('choosing a word', () => {
    it('gives the word and the scope, from the drawing or the list', async () => {
      const onWordClick = vi.fn();
      const { user } = renderCloud({ scope: '43', onWordClick });
      await drawn();
      await user.click(document.querySelector('text[data-mot="Jésus"]')!);
      await user.click(within(wordList()).getAllByRole('button')[1]!);
      expect(onWordClick.mock.calls).toEqual([
        ['Jésus', '43'],
        [recorded('wordCloud', { scope: '43' }).tags[1]!.mot, '43'],
      ]);
    });
  });

  describe('on a phone', () => {
    it('draws 350 px high', async () => {
      setWidth(375);
      renderCloud({ width: 360 });
      await drawn();
      expect(document.querySelector('svg')!.getAttribute('height')).toBe('350');
    });
  });

  describe('when the call fails', () => {
    it('shows the server’s French message, without a retry for a 400', async () => {
      renderCloud({ scope: '67' as Scope });
      expect((await screen.findByRole('alert')).textContent).toContain(refusalOf('wordCloud', { scope: '67' })!.message);
      expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
    });

    it('offers to retry a network error, and asks again', async () => {
      const client = failingClient('wordCloud', apiError('network'));
      const { user } = renderCloud({}, client);
      await retryAfterError(client, user);
      await drawn();
    });
  });

  describe('without a canvas', () => {
    it('shows the words as a visible list', async () => {
      renderCloud({ createCanvas: () => ({ width: 0, height: 0, getContext: () => null }) });
      expect(await screen.findByText(/ne peut pas être dessiné/)).toBeTruthy();
      expect(within(wordList()).getAllByRole('button')).toHaveLength(100);
      expect(document.querySelector('svg')).toBeNull();
    });
  });

  it('stops a layout that is no longer needed', async () => {
    const { rerenderWith } = renderCloud();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Calcul du nuage…'));
    act(() => rerenderWith({ scope: '43' }));
    await drawn();
    expect(svgWords()).toContain('Jésus');
    expect(new Set(svgWords())).toEqual(new Set(recorded('wordCloud', { scope: '43' }).tags.map((t) => t.mot)));
  });
});
