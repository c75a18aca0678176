/**
 * The widgets' panels loaded on demand (internal/lazy.tsx) when their code
 * fails to come once: the search box's history panel, the Reader's
 * settings and its « Comparer les traductions » (issue 42). Their modules are replaced by a factory that throws on its first
 * call, as a dropped connection makes `import()` reject; vitest runs a
 * factory that threw again on the next import, as Chromium fetches a chunk
 * that failed again.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Reader } from './reader/Reader.js';
import { SearchBox, useSearchBoxState } from './search/SearchBox.js';
import { setWidth, widgetRenderer } from './testing/render.js';

const NOTICE = 'Cette partie n’a pas pu être chargée. Vérifiez votre connexion puis réessayez.';

const failures = vi.hoisted(() => ({ history: 1, settings: 1, compare: 1 }));
const failFirst = async <T,>(left: 'history' | 'settings' | 'compare', load: () => Promise<T>): Promise<T> => {
  if (failures[left] > 0) {
    failures[left] -= 1;
    throw new TypeError('Failed to fetch dynamically imported module');
  }
  return load();
};
vi.mock('./search/HistoryPanel.js', (importOriginal) => failFirst('history', importOriginal));
vi.mock('./reader/SettingsPanel.js', (importOriginal) => failFirst('settings', importOriginal));
vi.mock('./reader/parallel/VersesComparePanel.js', (importOriginal) => failFirst('compare', importOriginal));

beforeEach(() => {
  setWidth(1024);
  // React reports every error a boundary catches on the console.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

function Box() {
  const { remember: _remember, ...box } = useSearchBoxState({ history: ['berger', '..jean 3.16'] });
  return <SearchBox {...box} onSearch={() => {}} onReference={() => {}} />;
}

describe('a widget panel whose code fails to load once', () => {
  it('is the search box’s history: a notice in its place, « Réessayer » loads it, the box stays usable', async () => {
    const user = userEvent.setup();
    render(<Box />);
    const historyButton = screen.getByRole('button', { name: /^Historique/ });
    await user.click(historyButton);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(NOTICE)).toBeDefined();
    expect(screen.queryByRole('region', { name: 'Historique des recherches' })).toBeNull();
    // The rest of the box is still there, and focus stayed on the button that opened the panel.
    expect(screen.getByRole('searchbox', { name: 'Rechercher' })).toBeDefined();
    expect(historyButton.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(historyButton);

    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    const panel = await screen.findByRole('region', { name: 'Historique des recherches' });
    expect(within(panel).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['berger', '..jean 3.16']);
    expect(screen.queryByRole('alert')).toBeNull();
    // As on a first opening: the panel leaves focus on its button.
    expect(document.activeElement).toBe(historyButton);
  });

  it('is the Reader’s settings: a notice under the buttons, « Réessayer » loads them, the chapter stays', async () => {
    const { user } = widgetRenderer(Reader, { book: 43, chapter: 3 })();
    await screen.findByRole('group', { name: 'Versets' });
    const toggle = screen.getByRole('button', { name: "Réglages d'affichage" });
    await user.click(toggle);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(NOTICE)).toBeDefined();
    expect(screen.getByRole('group', { name: 'Versets' })).toBeDefined();
    expect(document.activeElement).toBe(toggle);

    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('region', { name: "Réglages d'affichage" })).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it('is the Reader’s « Comparer les traductions »: a notice under the buttons, « Réessayer » loads it', async () => {
    const { user } = widgetRenderer(Reader, { book: 43, chapter: 3, selection: [16], onTranslationChange: () => {} })();
    await screen.findByRole('group', { name: 'Versets' });
    await user.click(await screen.findByRole('button', { name: 'Comparer les traductions des versets sélectionnés' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(NOTICE)).toBeDefined();
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('region', { name: 'Les versets sélectionnés dans chaque traduction' })).toBeDefined();
  });
});
