import type { SearchResponse } from '@parole/bible';
import { act, screen } from '@testing-library/react';
import { SearchResults } from '@parole/widgets';
import * as widgets from '@parole/widgets';
import { afterEach, describe, expect, it } from 'vitest';
import { NO_HITS, propsOf, renderApp, renderAppShowing, storageWith, stored, useStandIns } from '../../testing.js';

useStandIns(widgets, {
  SearchResults: (props) => <p data-testid="results">{`${props.word}|${props.filter}|${props.exact}`}</p>,
});
const results = propsOf(SearchResults);
const FOUND: SearchResponse = { ...NO_HITS, versetsCount: 2, versetsCountTotal: 2, versetsCountAT: 2 };

describe('the search route /rechercher/:word/:scope/:exact', () => {
  describe('with valid parameters', () => {
    it('gives SearchResults the decoded word, the filter and the mode', async () => {
      renderApp('/rechercher/eternel%20berger/nt/exa');
      expect((await screen.findByTestId('results')).textContent).toBe('eternel berger|nt|exa');
    });

    it.each(['atnt', 'at', 'nt', '1', '43', '66'])('accepts the filter %s', async (filter) => {
      renderApp(`/rechercher/amour/${filter}/nex`);
      expect((await screen.findByTestId('results')).textContent).toBe(`amour|${filter}|nex`);
    });

    it('titles the page with the word', async () => {
      await renderAppShowing('/rechercher/J%C3%A9sus%20de%20Nazareth/atnt/nex', 'results');
      expect(document.title).toBe('Recherche : Jésus de Nazareth — Parole');
    });

    it('links each result to its chapter with the verse selected', async () => {
      await renderAppShowing('/rechercher/amour/atnt/nex', 'results');
      expect(results.last().hrefFor?.({ book: 43, chapter: 3, verses: [16] })).toBe('/lire/43/3/16');
    });

    it('opens a result in the reading page', async () => {
      const app = await renderAppShowing('/rechercher/amour/atnt/nex', 'results');
      act(() => results.last().onOpen?.({ book: 62, chapter: 4, verses: [8] }));
      await app.reaches('/lire/62/4/8');
    });

    it('keeps the word and the mode when the filter changes', async () => {
      const app = await renderAppShowing('/rechercher/eternel%20berger/atnt/exa', 'results');
      act(() => results.last().onFilterChange?.('nt'));
      await app.reaches('/rechercher/eternel%20berger/nt/exa');
      expect(screen.getByTestId('results').textContent).toBe('eternel berger|nt|exa');
      act(() => results.last().onFilterChange?.('19'));
      await app.reaches('/rechercher/eternel%20berger/19/exa');
    });

    it('shows the word of the address in the search box', async () => {
      await renderAppShowing('/rechercher/eternel%20berger/atnt/exa', 'results', { storage: storageWith({ word: 'amour', exact: 'nex' }) });
      expect(screen.getByRole('searchbox', { name: 'Rechercher' })).toHaveProperty('value', 'eternel berger');
      expect(screen.getByRole('button', { name: 'Exact' }).getAttribute('aria-pressed')).toBe('true');
    });
  });

  describe('when the search succeeds', () => {
    it('stores the word and the mode as current and appends the word to the history once', async () => {
      const app = await renderAppShowing('/rechercher/eternel%20berger/nt/exa', 'results', { storage: storageWith({ wordList: ['amour'] }) });
      act(() => results.last().onSuccess?.(FOUND));
      act(() => results.last().onSuccess?.(FOUND));
      expect(app.store.getState()).toMatchObject({ word: 'eternel berger', exact: 'exa', wordList: ['amour', 'eternel berger'] });
      expect(stored(app.storage)).toMatchObject({ word: 'eternel berger', wordList: ['amour', 'eternel berger'] });
    });

    it('does not add a word already in the history', async () => {
      const app = await renderAppShowing('/rechercher/amour/atnt/nex', 'results', { storage: storageWith({ wordList: ['amour', 'grâce'] }) });
      act(() => results.last().onSuccess?.(FOUND));
      expect(app.store.getState().wordList).toEqual(['amour', 'grâce']);
    });

    it('changes nothing before success (no hit, error or loading)', async () => {
      const app = await renderAppShowing('/rechercher/zzzzzz/atnt/nex', 'results');
      expect(app.store.getState()).toMatchObject({ word: 'Jésus de Nazareth', wordList: [] });
    });
  });

  describe('with invalid parameters', () => {
    it.each([
      ['/rechercher/amour/ot/nex', 'Le filtre « ot » n\'existe pas'],
      ['/rechercher/amour/67/nex', 'Le filtre « 67 » n\'existe pas'],
      ['/rechercher/amour/0/nex', 'Le filtre « 0 » n\'existe pas'],
      ['/rechercher/amour/ATNT/nex', 'Le filtre « ATNT » n\'existe pas'],
      ['/rechercher/amour/atnt/exact', 'Le mode « exact » n\'existe pas'],
      ['/rechercher/ab/atnt/nex', 'Min. 3 caractères!'],
      ['/rechercher/%20%20/atnt/nex', 'Min. 3 caractères!'],
    ])('explains %s in French with a link home, and asks the API nothing', async (path, message) => {
      const app = renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Recherche impossible' })).toBeTruthy();
      expect(screen.getByText(new RegExp(message.replace(/[.*+?^${}()|[\]\\!]/g, '\\$&')))).toBeTruthy();
      expect(screen.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/');
      expect(screen.queryByTestId('results')).toBeNull();
      expect(app.client.calls.filter((call) => call.startsWith('GET /api/rechercher'))).toEqual([]);
      expect(document.title).toBe('Recherche impossible — Parole');
    });

    it('does not crash on a word that is not valid percent-encoding', async () => {
      renderApp('/rechercher/%E0%A4%A/atnt/nex');
      // The router leaves an undecodable segment as it is (and warns); it is searched as typed.
      expect((await screen.findByTestId('results')).textContent).toBe('%E0%A4%A|atnt|nex');
    });
  });
});

describe('the search route offline', () => {
  /** The browser's network state, as navigator.onLine tells it. */
  const setOnline = (online: boolean) => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  };
  afterEach(() => setOnline(true));

  it('says in French that search needs a connection, and searches once back online', async () => {
    setOnline(false);
    renderApp('/rechercher/amour/atnt/nex');
    expect(await screen.findByRole('heading', { level: 1, name: 'Recherche hors ligne impossible' })).toBeTruthy();
    expect(screen.getByText(/La recherche a besoin d’une connexion à Internet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lire hors ligne' }).getAttribute('href')).toBe('/aide#hors-ligne');
    expect(screen.queryByTestId('results')).toBeNull();

    act(() => setOnline(true));
    expect((await screen.findByTestId('results')).textContent).toBe('amour|atnt|nex');
    expect(screen.queryByRole('heading', { name: 'Recherche hors ligne impossible' })).toBeNull();
  });
});
