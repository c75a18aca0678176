/**
 * While a page-sized widget loads, it already shows the pieces that sit above
 * or beside its content once loaded, so that nothing moves when the answer
 * arrives (layout shift). jsdom has no layout: these check the structure;
 * tests/e2e/first-load.test.ts measures the shift itself in Chromium.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReaderView } from './reader/ReaderView.js';
import { SearchResultsView } from './search/SearchResultsView.js';
import { ThemeListView } from './themes/ThemeListView.js';
import { recorded } from './testing/recordings.js';

describe('loading layouts', () => {
  it('Reader: the selection hint is there before the verses, with the text it will have', () => {
    const { rerender } = render(<ReaderView book={43} chapter={3} selected={[16]} state={{ status: 'loading' }} />);
    const hint = 'Sélection : Jean 3:16';
    expect(screen.getByText(hint, { exact: false })).toBeDefined();
    rerender(<ReaderView book={43} chapter={3} selected={[16]} state={{ status: 'ready', data: recorded('chapter', { book: 43, chapter: 3 }) }} />);
    expect(screen.getByText(hint, { exact: false })).toBeDefined();
  });

  it('SearchResults: the filter panel keeps its column (desktop) or its toggle (mobile) before the counts', () => {
    const loading = { status: 'loading' } as const;
    const { rerender } = render(<SearchResultsView word="berger" filter="atnt" exact="nex" state={loading} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Filtres' })).toBeDefined();
    expect(screen.queryByRole('group', { name: 'Filtrer les résultats' })).toBeNull();

    rerender(<SearchResultsView word="berger" filter="atnt" exact="nex" state={loading} compact />);
    const toggle = screen.getByRole('button', { name: 'Filtres' });
    expect(toggle.hasAttribute('disabled')).toBe(true);

    const data = recorded('search', { word: 'berger', scope: 'atnt', exact: 'nex' });
    rerender(<SearchResultsView word="berger" filter="atnt" exact="nex" state={{ status: 'ready', data }} compact />);
    expect(screen.getByRole('button', { name: 'Filtres' }).hasAttribute('disabled')).toBe(false);
  });

  it('ThemeList: as many placeholders as there are themes', () => {
    const { container, rerender } = render(<ThemeListView state={{ status: 'loading' }} />);
    const placeholders = container.querySelectorAll('[aria-hidden="true"] > li').length;
    rerender(<ThemeListView state={{ status: 'ready', themes: recorded('themes', {}).themes }} />);
    expect(placeholders).toBe(screen.getAllByRole('listitem').length);
  });
});
