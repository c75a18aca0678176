/**
 * The Reader side by side (issue 42): given translations to compare, the
 * rows of GET /api/parallele (recorded from the real API), each cell with
 * its own verse numbers, empty cells saying why, selection and copy on the
 * rows, « Comparer » and « Retirer ».
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { htmlToText } from '@parole/bible';
import { recorded } from '../../testing/recordings.js';
import { setWidth, widgetRenderer } from '../../testing/render.js';
import { Reader } from '../Reader.js';

const renderReader = widgetRenderer(Reader, { book: 1, chapter: 31, compareWith: ['darby'] });
const rowsGroup = () => screen.findByRole('group', { name: 'Versets côte à côte' });
const rows = () => Array.from(document.querySelectorAll<HTMLElement>('[data-rangee]'));
const cell = (row: HTMLElement, translation: string) => row.querySelector<HTMLElement>(`[data-traduction="${translation}"]`)!;

beforeEach(() => setWidth(1024));

describe('the Reader given translations to compare', () => {
  it('puts Laban’s farewell, Segond’s Genèse 31:55, in one row with Darby’s 32:1, numbered 32:1', async () => {
    renderReader();
    await rowsGroup();
    expect(rows()).toHaveLength(55);
    const last = rows().at(-1)!;
    expect(cell(last, 'lsg').querySelector('sup')!.textContent).toBe('55');
    expect(cell(last, 'darby').querySelector('sup')!.textContent).toBe('32:1');
    expect(cell(last, 'darby').textContent).toMatch(/Laban se leva de bon matin/);
    // Each counterpart labelled by its translation's short name.
    expect(within(cell(last, 'darby')).getByText('Darby')).toBeDefined();
  });

  it('merges Segond’s Marc 9:50 and 9:51 into the row of Darby’s one verse', async () => {
    renderReader({ book: 41, chapter: 9 });
    await rowsGroup();
    const last = rows().at(-1)!;
    expect(Array.from(cell(last, 'lsg').querySelectorAll('sup'), (s) => s.textContent)).toEqual(['50', '51']);
    expect(Array.from(cell(last, 'darby').querySelectorAll('sup'), (s) => s.textContent)).toEqual(['50']);
  });

  it('says Darby lacks Matthieu 23:14, and why on hover', async () => {
    renderReader({ book: 40, chapter: 23 });
    await rowsGroup();
    const row = rows()[13]!;
    const empty = within(cell(row, 'darby')).getByText('absent de cette traduction');
    expect(empty.getAttribute('title')).toMatch(/Darby n’a pas ce verset.*texte critique/);
  });

  it('selects the first translation’s verses, and copies each translation’s text under its name', async () => {
    const onNotify = vi.fn();
    const { user } = renderReader({ onNotify });
    await rowsGroup();
    const verse55 = document.querySelector<HTMLElement>('[data-verset="55"]')!;
    await user.dblClick(verse55);
    expect(verse55.getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Copier les versets sélectionnés' }));
    await waitFor(() => expect(onNotify).toHaveBeenCalledWith('Le(s) verset(s) a(ont) été copié(s) dans le presse-papier'));
    const answer = recorded('parallel', { book: 1, chapter: 31, translations: ['lsg', 'darby'] });
    const [segond, darby] = answer.rangees.at(-1)!.cellules;
    expect(await navigator.clipboard.readText()).toBe(
      [
        `Genèse 31:55 — Louis Segond 1910`,
        `55 ${htmlToText(segond!.versets[0]!.texte)}`,
        '',
        `Genèse 32:1 — Darby 1885`,
        `1 ${htmlToText(darby!.versets[0]!.texte)}`,
      ].join('\n'),
    );
  });

  it('copies a row where Darby lacks the verse with « absent de cette traduction » under its name, and the whole chapter row by row', async () => {
    const onNotify = vi.fn();
    const { user } = renderReader({ book: 40, chapter: 23, onNotify });
    await rowsGroup();
    const answer = recorded('parallel', { book: 40, chapter: 23, translations: ['lsg', 'darby'] });
    await user.dblClick(document.querySelector<HTMLElement>('[data-verset="14"]')!);
    await user.click(screen.getByRole('button', { name: 'Copier les versets sélectionnés' }));
    await waitFor(() => expect(onNotify).toHaveBeenCalledWith('Le(s) verset(s) a(ont) été copié(s) dans le presse-papier'));
    expect(await navigator.clipboard.readText()).toBe(
      [`Matthieu 23:14 — Louis Segond 1910`, `14 ${htmlToText(answer.rangees[13]!.cellules[0]!.versets[0]!.texte)}`, '', 'Darby 1885', 'absent de cette traduction'].join('\n'),
    );

    await user.click(screen.getByRole('button', { name: 'Copier le chapitre' }));
    await waitFor(() => expect(onNotify).toHaveBeenCalledWith('Tous les versets ont été copiés dans le presse-papier'));
    const [segond, darby] = (await navigator.clipboard.readText()).split('\n\n');
    const lines = (text: string) => text.split('\n');
    // Each translation's verses of the chapter under its reference in its own numbering: Darby has no 23:14.
    expect(lines(segond!)[0]).toBe('Matthieu 23:1-39 — Louis Segond 1910');
    expect(lines(segond!).slice(1).map((line) => Number(line.split(' ')[0]))).toEqual(Array.from({ length: 39 }, (_, i) => i + 1));
    expect(lines(darby!)[0]).toBe('Matthieu 23:1-39 — Darby 1885');
    expect(lines(darby!).slice(1).map((line) => Number(line.split(' ')[0]))).toEqual(Array.from({ length: 39 }, (_, i) => i + 1).filter((n) => n !== 14));
  });

  it('reserves the columns with a skeleton while the rows come', async () => {
    renderReader({ book: 43, chapter: 3, compareWith: ['darby', 'martin'] });
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('Chargement de la comparaison…');
    expect(document.querySelectorAll('[aria-busy="true"]').length).toBeGreaterThan(0);
    await rowsGroup();
    expect(rows()[15]!.querySelectorAll('[data-traduction]')).toHaveLength(3);
  });

  it('offers « Comparer » to add the next translation, and « Retirer » on the others’ columns', async () => {
    const onCompareChange = vi.fn();
    const { user } = renderReader({ book: 43, chapter: 3, onCompareChange });
    await rowsGroup();
    await user.click(await screen.findByRole('button', { name: 'Comparer avec Martin' }));
    expect(onCompareChange).toHaveBeenLastCalledWith(['darby', 'martin'], []);
    await user.click(screen.getByRole('button', { name: 'Retirer Darby de la comparaison' }));
    expect(onCompareChange).toHaveBeenLastCalledWith([], []);
  });

  it('stops « Comparer » at three translations', async () => {
    renderReader({ book: 43, chapter: 3, compareWith: ['darby', 'martin'], onCompareChange: vi.fn() });
    await rowsGroup();
    // The translations' names have come (« Retirer » says Darby's): « Comparer » would be drawn by now.
    await screen.findByRole('button', { name: 'Retirer Darby de la comparaison' });
    expect(screen.queryByRole('button', { name: /^Comparer( avec .*)?$/ })).toBeNull();
  });

  it('keeps « 2 colonnes » in its place side by side, disabled, saying why', async () => {
    renderReader({ book: 43, chapter: 3, compareWith: ['darby'], onCompareChange: vi.fn() });
    await rowsGroup();
    const toggle = screen.getByRole('button', { name: '2 colonnes' });
    expect((toggle as HTMLButtonElement).disabled).toBe(true);
    expect(toggle.title).toBe('Côte à côte, chaque traduction a sa colonne');
  });

  it('shows the API’s message for a translation the server lacks', async () => {
    renderReader({ book: 43, chapter: 3, compareWith: ['kjv'] });
    expect(await screen.findByText('Traduction inconnue : choisissez lsg, darby ou martin.')).toBeDefined();
  });

  it('reads a single translation as before without translations to compare, and offers « Comparer »', async () => {
    const onCompareChange = vi.fn();
    const { user, client } = renderReader({ book: 43, chapter: 3, compareWith: undefined, onCompareChange });
    await screen.findByRole('group', { name: 'Versets' });
    expect(client.calls.some((c) => c.includes('/api/parallele'))).toBe(false);
    await user.click(await screen.findByRole('button', { name: 'Comparer avec Darby' }));
    expect(onCompareChange).toHaveBeenCalledWith(['darby'], []);
  });

  it('draws « Comparer » and « Comparer les traductions » disabled in their place until the translations arrive, so that nothing moves', async () => {
    renderReader({ book: 43, chapter: 3, compareWith: undefined, selection: [16], onCompareChange: vi.fn() });
    const toolbar = screen.getByRole('group', { name: 'Options de lecture' });
    const names = () => within(toolbar).getAllByRole('button').map((b) => b.textContent);
    const before = names();
    expect(within(toolbar).getByRole('button', { name: 'Comparer' })).toHaveProperty('disabled', true);
    expect(within(toolbar).getByRole('button', { name: 'Comparer les traductions des versets sélectionnés' })).toHaveProperty('disabled', true);
    await waitFor(() => expect(within(toolbar).getByRole('button', { name: 'Comparer avec Darby' })).toHaveProperty('disabled', false));
    await waitFor(() => expect(within(toolbar).getByRole('button', { name: 'Comparer les traductions des versets sélectionnés' })).toHaveProperty('disabled', false));
    expect(names()).toEqual(before);
  });

  describe('« Comparer les traductions » on a selection', () => {
    it('shows the selected verse in every translation, each with its reference in its own numbering and a copy button', async () => {
      const onNotify = vi.fn();
      const { user } = renderReader({ book: 43, chapter: 3, compareWith: undefined, selection: [16], onTranslationChange: () => {}, onNotify });
      await screen.findByRole('group', { name: 'Versets' });
      const button = await screen.findByRole('button', { name: 'Comparer les traductions des versets sélectionnés' });
      await user.click(button);
      const panel = await screen.findByRole('region', { name: 'Les versets sélectionnés dans chaque traduction' });
      await waitFor(() => expect(within(panel).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
        'Jean 3:16 — Louis Segond 1910',
        'Jean 3:16 — Darby 1885',
        'Jean 3:16 — Martin 1744',
      ]));
      await user.click(within(panel).getByRole('button', { name: 'Copier Jean 3:16 (Darby 1885)' }));
      await waitFor(() => expect(onNotify).toHaveBeenCalledWith('Le(s) verset(s) a(ont) été copié(s) dans le presse-papier'));
      expect(await navigator.clipboard.readText()).toMatch(/^Car Dieu a tant aimé le monde.* \(Jean 3:16, Darby 1885\)$/);
    });

    it('names each translation’s verse in its own numbering: Segond’s Genèse 31:55 is Darby’s 32:1', async () => {
      const { user } = renderReader({ compareWith: undefined, selection: [55], onTranslationChange: () => {} });
      await screen.findByRole('group', { name: 'Versets' });
      await user.click(await screen.findByRole('button', { name: 'Comparer les traductions des versets sélectionnés' }));
      const panel = await screen.findByRole('region', { name: 'Les versets sélectionnés dans chaque traduction' });
      await waitFor(() => expect(within(panel).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
        'Genèse 31:55 — Louis Segond 1910',
        'Genèse 32:1 — Darby 1885',
        'Genèse 31:55 — Martin 1744',
      ]));
    });
  });
});
