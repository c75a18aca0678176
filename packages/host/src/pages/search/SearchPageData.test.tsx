/**
 * The search page started from the answer the server sent with it
 * (docs/decisions/share.md, "Search results in the page"): its results are
 * there at the app's first render, the API is not asked again, and the
 * search counts as done (history). The real SearchResults widget, unlike
 * SearchPage.test.tsx's stand-in.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preloadPage } from '../../App.js';
import { fakeClient, recorded, renderApp } from '../../testing.js';

const BERGER = { word: 'berger', scope: 'atnt', exact: 'nex' } as const;

describe('the search page with the answer sent with it', () => {
  it('shows the results at once and asks the API nothing', async () => {
    const answer = recorded('search', BERGER);
    // The page's code, loaded before the first render as main.tsx does for a page the server wrote.
    await preloadPage('/rechercher/berger/atnt/nex');
    const app = renderApp('/rechercher/berger/atnt/nex', { pageAnswers: [{ name: 'search', input: BERGER, answer }] });
    // In the first render: no loading state in between (the page's code and its answer are there).
    const list = screen.getByRole('list', { name: 'Versets trouvés' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(answer.versets.length);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`Trouvé ${answer.versetsCount}`);
    expect(screen.queryByText('Recherche…')).toBeNull();
    expect(app.client.calls.filter((call) => call.startsWith('GET /api/rechercher'))).toEqual([]);
    // A search that found verses joins the history, as after asking the API.
    expect(app.store.getState()).toMatchObject({ word: 'berger', wordList: ['berger'] });
  });

  it('asks the API for another search than the one sent (another filter)', async () => {
    const client = fakeClient();
    renderApp('/rechercher/berger/nt/nex', { client, pageAnswers: [{ name: 'search', input: BERGER, answer: recorded('search', BERGER) }] });
    await screen.findByRole('list', { name: 'Versets trouvés' });
    expect(client.calls.filter((call) => call.startsWith('GET /api/rechercher'))).toEqual(['GET /api/rechercher/berger/nt/nex']);
  });
});
