import { act, screen } from '@testing-library/react';
import { SearchResults, WordCloud } from '@parole/widgets';
import * as widgets from '@parole/widgets';
import { describe, expect, it } from 'vitest';
import { NO_HITS, propsOf, renderApp, renderAppShowing, useStandIns } from '../../testing.js';

useStandIns(widgets, {
  WordCloud: (props) => <p data-testid="cloud">{props.scope}</p>,
  SearchResults: (props) => <p data-testid="results">{`${props.word}|${props.filter}|${props.exact}`}</p>,
});
const cloud = propsOf(WordCloud);
const results = propsOf(SearchResults);

describe('the word cloud route /tagcloud/:livre?', () => {
  describe('with a valid livre', () => {
    it('shows the new testament without a livre', async () => {
      renderApp('/tagcloud');
      expect((await screen.findByTestId('cloud')).textContent).toBe('nt');
      expect(document.title).toBe('Nuage de mots : Nouveau Testament — Parole');
    });

    it.each([
      ['atnt', 'Toute la Bible'],
      ['at', 'Ancien Testament'],
      ['nt', 'Nouveau Testament'],
      ['1', 'Genèse'],
      ['43', 'Jean'],
      ['66', 'Apocalypse'],
    ])('gives WordCloud the scope %s and titles the page', async (book, name) => {
      renderApp(`/tagcloud/${book}`);
      expect((await screen.findByTestId('cloud')).textContent).toBe(book);
      expect(document.title).toBe(`Nuage de mots : ${name} — Parole`);
    });

    it('goes to /tagcloud/:scope when a button or a dropdown chooses one', async () => {
      const app = await renderAppShowing('/tagcloud', 'cloud');
      act(() => cloud.last().onScopeChange?.('at'));
      await app.reaches('/tagcloud/at');
      expect(screen.getByTestId('cloud').textContent).toBe('at');
      act(() => cloud.last().onScopeChange?.('19'));
      await app.reaches('/tagcloud/19');
    });

    it('searches a chosen word, whole word, in the cloud’s scope', async () => {
      const app = await renderAppShowing('/tagcloud/43', 'cloud');
      act(() => cloud.last().onWordClick?.('Jésus', '43'));
      await app.reaches('/rechercher/J%C3%A9sus/43/exa');
    });

    it('searches it once: the search found is remembered, the reader’s own mode is not changed (issue 47)', async () => {
      const app = await renderAppShowing('/tagcloud/43', 'cloud');
      act(() => cloud.last().onWordClick?.('Jésus', '43'));
      expect((await screen.findByTestId('results')).textContent).toBe('Jésus|43|exa');
      act(() => results.last().onSuccess?.({ ...NO_HITS, versetsCount: 3 }));
      expect(app.store.getState()).toMatchObject({ word: 'Jésus', wordList: ['Jésus'], exact: 'nex' });
    });
  });

  describe('with an invalid livre', () => {
    it.each(['AT', '0', '67', '043', 'tout'])('explains /tagcloud/%s in French with a link home, and asks the API nothing', async (book) => {
      const app = renderApp(`/tagcloud/${book}`);
      expect(await screen.findByRole('heading', { level: 1, name: 'Nuage de mots impossible' })).toBeTruthy();
      expect(screen.getByText(`Le nuage « ${book} » n'existe pas : il faut atnt (toute la Bible), at, nt ou un numéro de livre de 1 à 66.`)).toBeTruthy();
      expect(screen.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/');
      expect(screen.queryByTestId('cloud')).toBeNull();
      expect(app.client.calls.filter((call) => call.startsWith('GET /api/tagcloud'))).toEqual([]);
    });
  });
});
