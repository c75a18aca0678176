import { SearchResults } from '@parole/widgets';
import * as widgets from '@parole/widgets';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ONE_OFF_SEARCH } from '../routing/one-off-search.js';
import { NO_HITS, propsOf, renderApp, renderAppShowing, storageWith, stored, useStandIns } from '../testing.js';

// The results are a stand-in; the search box is the real one.
useStandIns(widgets, {
  SearchResults: (props) => <p data-testid="results">{`${props.word}|${props.filter}|${props.exact}`}</p>,
});
const results = propsOf(SearchResults);
const field = () => screen.getByRole('searchbox', { name: 'Rechercher' });

async function search(text: string) {
  const user = userEvent.setup();
  await user.clear(field());
  await user.type(field(), `${text}{Enter}`);
  return user;
}

/** The site at `path`, where `text` is searched from the top bar. */
async function searchedFrom(path: string, text: string) {
  const app = renderApp(path);
  await search(text);
  return app;
}

beforeEach(() => {
  // Desktop layout: the field is shown without the mobile toggle.
  window.innerWidth = 1280;
  window.dispatchEvent(new Event('resize'));
});

describe('the top bar search', () => {
  it('shows the stored current word, by default Jésus de Nazareth', () => {
    renderApp('/');
    expect(field()).toHaveProperty('value', 'Jésus de Nazareth');
  });

  describe('a text search', () => {
    it('goes to /rechercher/:word/atnt/:exact, the word encoded, spaces collapsed', async () => {
      const app = await searchedFrom('/', '  eternel   berger ');
      await app.reaches('/rechercher/eternel%20berger/atnt/nex');
      expect((await screen.findByTestId('results')).textContent).toBe('eternel berger|atnt|nex');
    });

    it('uses the filter atnt even from a page filtered on the NT', async () => {
      const app = await renderAppShowing('/rechercher/amour/nt/exa', 'results');
      await search('grâce');
      await app.reaches('/rechercher/gr%C3%A2ce/atnt/exa');
    });

    it('changes neither the current word nor the history until it succeeds', async () => {
      const app = await searchedFrom('/', 'eternel berger');
      await screen.findByTestId('results');
      expect(app.store.getState()).toMatchObject({ word: 'Jésus de Nazareth', wordList: [] });
      act(() => results.last().onSuccess?.({ ...NO_HITS, versetsCount: 3 }));
      expect(stored(app.storage)).toMatchObject({ word: 'eternel berger', wordList: ['eternel berger'] });
    });

    it('refuses fewer than 3 characters with the dialog and stays on the page', async () => {
      const app = await searchedFrom('/select', 'ab');
      expect(within(await screen.findByRole('alertdialog')).getByText('Min. 3 caractères!')).toBeTruthy();
      expect(app.location()).toBe('/select');
    });

    it('keeps the filter of the results shown when the exact button reruns their search', async () => {
      const app = await renderAppShowing('/rechercher/coeur/19/nex', 'results');
      await userEvent.setup().click(screen.getByRole('button', { name: 'Exact' }));
      await app.reaches('/rechercher/coeur/19/exa');
    });

    it('reruns the shown search with the other mode when the exact button is pressed', async () => {
      const app = await renderAppShowing('/rechercher/eternel%20berger/atnt/nex', 'results');
      await userEvent.setup().click(screen.getByRole('button', { name: 'Exact' }));
      await app.reaches('/rechercher/eternel%20berger/atnt/exa');
      expect(screen.getByRole('button', { name: 'Exact' }).getAttribute('aria-pressed')).toBe('true');
      expect(app.store.getState().exact).toBe('exa');
    });
  });

  describe('the box follows the address', () => {
    it('shows the word of each results page reached', async () => {
      const app = await renderAppShowing('/rechercher/amour/atnt/nex', 'results');
      expect(field()).toHaveProperty('value', 'amour');
      act(() => results.last().onFilterChange?.('nt'));
      await app.reaches('/rechercher/amour/nt/nex');
      expect(field()).toHaveProperty('value', 'amour');
    });

    it('keeps what is typed while the address does not change', async () => {
      await renderAppShowing('/rechercher/amour/atnt/nex', 'results');
      // The press into the field selects its word (issue 47); the caret put after it, typing adds to it.
      await userEvent.setup().type(field(), ' de Dieu', { initialSelectionStart: 5, initialSelectionEnd: 5 });
      expect(field()).toHaveProperty('value', 'amour de Dieu');
    });
  });

  describe('after a word of the cloud, searched once in whole words (issue 47)', () => {
    const fromCloud = () => renderAppShowing('/rechercher/J%C3%A9sus/43/exa', 'results', { state: ONE_OFF_SEARCH });

    it('shows the reader’s own mode, and keeps it when the search succeeds', async () => {
      const app = await fromCloud();
      expect(screen.getByTestId('results').textContent).toBe('Jésus|43|exa');
      expect(screen.getByRole('button', { name: 'Exact' }).getAttribute('aria-pressed')).toBe('false');
      act(() => results.last().onSuccess?.({ ...NO_HITS, versetsCount: 3 }));
      expect(stored(app.storage)).toMatchObject({ word: 'Jésus', wordList: ['Jésus'], exact: 'nex' });
    });

    it('searches the next word typed in the reader’s own mode', async () => {
      const app = await fromCloud();
      await search('berger');
      await app.reaches('/rechercher/berger/atnt/nex');
    });

    it('keeps the mark on the same word in another filter', async () => {
      const app = await fromCloud();
      act(() => results.last().onFilterChange?.('nt'));
      await app.reaches('/rechercher/J%C3%A9sus/nt/exa');
      act(() => results.last().onSuccess?.({ ...NO_HITS, versetsCount: 3 }));
      expect(app.store.getState().exact).toBe('nex');
    });

    it('makes the exact button the reader’s choice again, and reruns the word in it', async () => {
      const app = await renderAppShowing('/rechercher/J%C3%A9sus/43/nex', 'results', { state: ONE_OFF_SEARCH, storage: storageWith({ exact: 'exa' }) });
      await userEvent.setup().click(screen.getByRole('button', { name: 'Exact' }));
      expect(app.store.getState().exact).toBe('nex');
      await app.reaches('/rechercher/J%C3%A9sus/43/nex');
    });
  });

  describe('a reference jump', () => {
    it('opens the verse, adds the reference to the history once and says so', async () => {
      const app = await searchedFrom('/', '..jn 3.16');
      await app.reaches('/lire/43/3/16');
      // In the site's snackbar (the Reader has a live region of its own).
      expect(screen.getByText("Verset dans ou ajouté à l'historique").closest('[role="status"]')).toBeTruthy();
      expect(stored(app.storage).wordList).toEqual(['..jn 3.16']);
      await search('..jn 3.16');
      expect(stored(app.storage).wordList).toEqual(['..jn 3.16']);
      // The current word is a search's, not a reference's.
      expect(app.store.getState().word).toBe('Jésus de Nazareth');
    });

    it.each([
      ['..1 cor 13.4', '/lire/46/13/4'],
      ['..ps 23', '/lire/19/23'],
      ['..gen', '/lire/1/1'],
    ])('opens %s at %s', async (input, path) => {
      const app = await searchedFrom('/', input);
      await app.reaches(path);
    });

    it('refuses an unknown reference with the dialog, and records nothing', async () => {
      const app = await searchedFrom('/', '..xyz 3');
      expect(within(await screen.findByRole('alertdialog')).getByText('Format incorrect ou recherche impossible ...')).toBeTruthy();
      expect(app.location()).toBe('/');
      expect(app.store.getState().wordList).toEqual([]);
    });
  });

  describe('the history', () => {
    it('shows its count, removes one entry and clears all after confirmation, persisted', async () => {
      const app = renderApp('/', { storage: storageWith({ wordList: ['amour', 'grâce', '..jn 3.16'] }) });
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Historique : 3' }));
      // The panel's code, then the confirmation's, come when first opened.
      await user.click(await screen.findByRole('button', { name: 'Modifier' }));
      await user.click(screen.getByRole('button', { name: "Retirer « grâce » de l'historique" }));
      expect(stored(app.storage).wordList).toEqual(['amour', '..jn 3.16']);
      expect(screen.getByRole('button', { name: 'Historique : 2' })).toBeTruthy();

      await user.click(screen.getByRole('button', { name: 'Tout effacer' }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
      expect(stored(app.storage).wordList).toEqual([]);
      expect(screen.getByRole('button', { name: 'Historique : 0' })).toBeTruthy();
    });

    it('searches an entry chosen in the history', async () => {
      const app = renderApp('/', { storage: storageWith({ wordList: ['amour'], exact: 'exa' }) });
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Historique : 1' }));
      await user.click(await screen.findByRole('button', { name: 'amour' }));
      await app.reaches('/rechercher/amour/atnt/exa');
    });
  });
});


describe('the top bar search in a translation (issue 41)', () => {
  it('searches the translation the device reads, and says it in the address', async () => {
    const app = renderApp('/', { storage: storageWith({ traduction: 'martin' }) });
    await search('berger');
    await app.reaches('/rechercher/berger/atnt/nex?traduction=martin');
    await screen.findByTestId('results');
    expect(results.last().translation).toBe('martin');
  });

  it('searches the translation of the page shown, whatever the device remembers', async () => {
    const app = await renderAppShowing('/rechercher/amour/atnt/nex?traduction=darby', 'results');
    expect(results.last().translation).toBe('darby');
    await search('grâce');
    await app.reaches('/rechercher/gr%C3%A2ce/atnt/nex?traduction=darby');
  });

  it('reads a « .. » reference in the translation’s numbering: Darby’s Genèse 32 has a verse 33', async () => {
    const app = renderApp('/', { storage: storageWith({ traduction: 'darby' }) });
    await search('..gn 32.33');
    await app.reaches('/lire/1/32/33?traduction=darby');
  });
});
