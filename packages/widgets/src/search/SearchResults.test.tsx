import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { href, type SearchResponse } from '@parole/bible';
import { ApiRequestError } from '../api/errors.js';
import { defaultStyle } from '../style.js';
import { fakeClient } from '../testing/fake-client.js';
import { recorded, refusalOf } from '../testing/recordings.js';
import { apiError, expectOpenedOnPlainClickOnly, failingClient, hexToRgb, setWidth, widgetRenderer } from '../testing/render.js';
import { SearchResults } from './SearchResults.js';

const renderResults = widgetRenderer(SearchResults, { word: 'berger', filter: 'atnt', exact: 'nex' });

const berger = recorded('search', { word: 'berger', scope: 'atnt', exact: 'nex' });
const loaded = () => screen.findByRole('heading', { level: 1, name: /^Trouvé/ });
const rows = () => within(screen.getByRole('list', { name: 'Versets trouvés' })).getAllByRole('listitem');
const filterButton = (name: RegExp) => screen.getByRole('button', { name });

beforeEach(() => setWidth(1024));

describe('SearchResults', () => {
  describe('while the search runs', () => {
    it('is busy, then shows the answer', async () => {
      const { client } = renderResults();
      expect(screen.getByRole('heading', { level: 1, name: 'Recherche…' })).toBeDefined();
      expect(screen.getByRole('region', { name: 'Recherche…' }).getAttribute('aria-busy')).toBe('true');

      await loaded();
      expect(client.calls).toEqual(['GET /api/rechercher/berger/atnt/nex']);
      expect(screen.getByRole('region', { name: 'Trouvé 65' }).getAttribute('aria-busy')).toBe('false');
    });
  });

  describe('given hits', () => {
    it('says "Trouvé N" with the count within the filter, and no "(Max : 100)" under the cap', async () => {
      renderResults();
      const heading = await loaded();
      expect(heading.textContent).toBe('Trouvé 65');
      expect(screen.queryByText('(Max : 100)')).toBeNull();
    });

    it('lists each verse with its reference, linked by hrefFor to the reading page', async () => {
      renderResults({ hrefFor: (place) => href('read', place) });
      await loaded();
      expect(rows()).toHaveLength(berger.versets.length);
      const first = berger.versets[0];
      const link = within(rows()[0]).getByRole('link', { name: `${first.livre.nom} ${first.chapitre}:${first.verset}` });
      expect(link.getAttribute('href')).toBe(`/lire/${first.livre_id}/${first.chapitre}/${first.verset}`);
      expect(link.textContent).toBe('Genèse 4:2');
    });

    it('opens a result through onOpen on a plain click, leaving modified clicks to the browser', async () => {
      const onOpen = vi.fn();
      const { user } = renderResults({ hrefFor: (place) => href('read', place), onOpen });
      await loaded();
      const link = within(rows()[0]).getByRole('link');
      await expectOpenedOnPlainClickOnly(user, link, onOpen, { book: 1, chapter: 4, verses: [2] });
    });

    it('uses buttons for the references with onOpen and no hrefFor', async () => {
      const onOpen = vi.fn();
      const { user } = renderResults({ onOpen });
      await loaded();
      await user.click(within(rows()[1]).getByRole('button', { name: /:/ }));
      expect(onOpen).toHaveBeenCalledWith({ book: berger.versets[1].livre_id, chapter: berger.versets[1].chapitre, verses: [berger.versets[1].verset] });
    });

    it('highlights every match in <mark>, inside the verse markup, accent- and case-insensitively', async () => {
      renderResults({ word: 'eternel berger' });
      await loaded();
      const marks = Array.from(rows()[0].querySelectorAll('mark'), (m) => m.textContent);
      expect(marks.map((m) => m?.toLowerCase())).toEqual(expect.arrayContaining(['éternel', 'berger']));
    });

    it('highlights a quoted phrase whole', async () => {
      renderResults({ word: '"lumière du monde"' });
      await loaded();
      for (const row of rows()) {
        expect(Array.from(row.querySelectorAll('mark'), (m) => m.textContent)).toEqual(['lumière du monde']);
      }
    });

    it('highlights whole words only in exact mode ("bergerie" is not marked)', async () => {
      const onSuccess = vi.fn();
      renderResults({ exact: 'exa', onSuccess });
      await loaded();
      const marked = Array.from(document.querySelectorAll('mark'), (m) => m.textContent!.toLowerCase());
      expect(new Set(marked)).toEqual(new Set(['berger']));
      expect(screen.getByText(/mots entiers/)).toBeDefined();
    });

    it('keeps the words of Jesus in their colour around the marks', async () => {
      renderResults({ filter: '43' });
      await loaded();
      const mark = rows()[1].querySelector('.wj mark');
      expect(mark?.textContent).toBe('berger');
    });

    it('calls onSuccess once with the answer', async () => {
      const onSuccess = vi.fn();
      renderResults({ onSuccess });
      await loaded();
      await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
      expect(onSuccess).toHaveBeenCalledWith(berger);
    });
  });

  describe('given more hits than the cap', () => {
    it('shows "(Max : 100)" after the count, and the first 100 verses', async () => {
      renderResults({ word: 'dieu' });
      const heading = await loaded();
      const dieu = recorded('search', { word: 'dieu', scope: 'atnt', exact: 'nex' });
      expect(dieu.versetsCount).toBeGreaterThan(100);
      expect(heading.textContent).toBe(`Trouvé ${new Intl.NumberFormat('fr-FR').format(dieu.versetsCount)}(Max : 100)`);
      expect(within(heading).getByText('(Max : 100)')).toBeDefined();
      expect(rows()).toHaveLength(100);
    });
  });

  describe('given no hit', () => {
    it('says so in the specification’s words, and does not call onSuccess', async () => {
      const onSuccess = vi.fn();
      renderResults({ word: 'zorglub', onSuccess });
      const heading = await loaded();
      expect(heading.textContent).toBe('Trouvé 0');
      expect(screen.getAllByText("La recherche n'a retourné aucun résultat ...").length).toBeGreaterThan(0);
      expect(screen.queryByRole('list', { name: 'Versets trouvés' })).toBeNull();
      expect(screen.queryByRole('region', { name: 'Filtres' })).toBeNull();
      expect(onSuccess).not.toHaveBeenCalled();
    });
  });

  describe('the filter panel', () => {
    it('offers BIBLE, AT and NT with their totals, the current one pressed', async () => {
      renderResults();
      await loaded();
      const panel = screen.getByRole('region', { name: 'Filtres' });
      const bible = within(panel).getByRole('button', { name: /^BIBLE/ });
      expect(bible.textContent).toContain(String(berger.versetsCountTotal));
      expect(bible.getAttribute('aria-pressed')).toBe('true');
      expect(within(panel).getByRole('button', { name: /^AT/ }).textContent).toContain(String(berger.versetsCountAT));
      expect(within(panel).getByRole('button', { name: /^NT/ }).getAttribute('aria-pressed')).toBe('false');
      expect(within(panel).getByRole('button', { name: /^NT/ }).textContent).toContain(String(berger.versetsCountNT));
    });

    it('draws one bar per book, as long as its count against the largest, in its testament colour', async () => {
      renderResults();
      await loaded();
      const books = within(screen.getByRole('list', { name: 'Par livre' })).getAllByRole('button');
      expect(books).toHaveLength(berger.livres.length);

      const genese = filterButton(/^Gn 10 versets \(Genèse\)$/);
      const jean = filterButton(/^Jn 6 versets \(Jean\)$/);
      // An SVG bar: its width an attribute, which the site's CSP allows in the server's markup (issue 46).
      const fill = (button: HTMLElement) => button.querySelector<SVGRectElement>('[aria-hidden="true"] > rect')!;
      expect(fill(genese).getAttribute('width')).toBe('100%');
      expect(fill(jean).getAttribute('width')).toBe('60%');
      expect(getComputedStyle(fill(genese)).fill).toBe(hexToRgb(defaultStyle.colors.oldTestament));
      expect(getComputedStyle(fill(jean)).fill).toBe(hexToRgb(defaultStyle.colors.newTestament));
    });

    it('asks the host for another filter through onFilterChange', async () => {
      const onFilterChange = vi.fn();
      const { user } = renderResults({ onFilterChange });
      await loaded();
      await user.click(filterButton(/^NT/));
      expect(onFilterChange).toHaveBeenLastCalledWith('nt');
      await user.click(filterButton(/^Jn \d+ versets? \(Jean\)$/));
      expect(onFilterChange).toHaveBeenLastCalledWith('43');
    });

    it('shows a book filter’s verses with that book pressed', async () => {
      const { client } = renderResults({ filter: '43' });
      const heading = await loaded();
      expect(client.calls).toEqual(['GET /api/rechercher/berger/43/nex']);
      expect(heading.textContent).toBe('Trouvé 6');
      expect(filterButton(/^Jn \d+ versets? \(Jean\)$/).getAttribute('aria-pressed')).toBe('true');
      expect(filterButton(/^BIBLE/).getAttribute('aria-pressed')).toBe('false');
      expect(rows().every((row) => row.textContent!.startsWith('Jean '))).toBe(true);
    });

    it('changes its own filter without onFilterChange, keeping the panel while it loads', async () => {
      let release: () => void = () => {};
      const server = fakeClient();
      const client = fakeClient({
        search: async (input, options) => {
          if (input.scope !== 'atnt') await new Promise<void>((resolve) => (release = resolve));
          return server.search(input, options);
        },
      });
      const { user } = renderResults({}, client);
      await loaded();
      await user.click(filterButton(/^NT/));
      expect(screen.getByRole('heading', { level: 1, name: 'Recherche…' })).toBeDefined();
      expect(filterButton(/^NT/).getAttribute('aria-pressed')).toBe('true');

      release();
      await screen.findByRole('heading', { level: 1, name: 'Trouvé 15' });
      expect(client.calls).toEqual(['GET /api/rechercher/berger/atnt/nex', 'GET /api/rechercher/berger/nt/nex']);
    });

    it('keeps its own filter when the exact mode changes, and takes up a new filter given (spec, section 4)', async () => {
      const whole = recorded('search', { word: 'berger', scope: 'atnt', exact: 'exa' });
      const { client, user, rerenderWith } = renderResults({ filter: 'nt' });
      await screen.findByRole('heading', { level: 1, name: 'Trouvé 15' });
      await user.click(filterButton(/^BIBLE/));
      await screen.findByRole('heading', { level: 1, name: 'Trouvé 65' });

      // The exact toggle reruns the same search: the filter chosen in the panel stays.
      rerenderWith({ filter: 'nt', exact: 'exa' });
      await screen.findByRole('heading', { level: 1, name: `Trouvé ${whole.versetsCount}` });
      expect(filterButton(/^BIBLE/).getAttribute('aria-pressed')).toBe('true');
      expect(client.calls.at(-1)).toBe('GET /api/rechercher/berger/atnt/exa');

      // Another filter given by the page replaces the one chosen.
      rerenderWith({ filter: '43' });
      await screen.findByRole('heading', { level: 1, name: 'Trouvé 6' });
      expect(filterButton(/^Jn \d+ versets? \(Jean\)$/).getAttribute('aria-pressed')).toBe('true');
      expect(client.calls).toEqual([
        'GET /api/rechercher/berger/nt/nex',
        'GET /api/rechercher/berger/atnt/nex',
        'GET /api/rechercher/berger/atnt/exa',
        'GET /api/rechercher/berger/43/nex',
      ]);
    });

    describe('on mobile', () => {
      it('collapses behind "Filtres" by default, and opens on demand', async () => {
        setWidth(375);
        const { user } = renderResults();
        await loaded();
        const toggle = screen.getByRole('button', { name: 'Filtres' });
        expect(toggle.getAttribute('aria-expanded')).toBe('false');
        expect(screen.queryByRole('button', { name: /^BIBLE/ })).toBeNull();

        await user.click(toggle);
        expect(toggle.getAttribute('aria-expanded')).toBe('true');
        expect(document.getElementById(toggle.getAttribute('aria-controls')!)).not.toBeNull();
        await user.click(filterButton(/^AT/));
        // The chosen filter closes the panel so that the verses come into view.
        expect(toggle.getAttribute('aria-expanded')).toBe('false');
      });

      it('is always open on desktop, without a toggle', async () => {
        renderResults();
        await loaded();
        expect(screen.queryByRole('button', { name: 'Filtres' })).toBeNull();
        expect(screen.getByRole('heading', { level: 2, name: 'Filtres' })).toBeDefined();
      });
    });
  });

  describe('when the search fails', () => {
    it('shows the server’s French message and asks again on "Réessayer"', async () => {
      const client = failingClient('search', apiError(500));
      const onSuccess = vi.fn();
      const { user } = renderResults({ onSuccess }, client);
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('Le serveur a rencontré une erreur (500). Réessayez plus tard.');
      expect(screen.getByRole('heading', { level: 1, name: 'Recherche impossible' })).toBeDefined();
      expect(onSuccess).not.toHaveBeenCalled();

      client.recover();
      await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
      await loaded();
      expect(client.calls).toHaveLength(2);
      expect(onSuccess).toHaveBeenCalledTimes(1);
    });

    it('shows the server’s 400 message without "Réessayer" (the same request gets the same answer)', async () => {
      renderResults({ word: '..jean 3' }, fakeClient({ search: () => Promise.reject(new ApiRequestError('n/a avec une référence!', { status: 400, kind: 'http' })) }));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe('n/a avec une référence!');
      expect(within(alert).queryByRole('button')).toBeNull();
    });

    it('does not send a word under 3 characters: "Min. 3 caractères!", as the server would answer', () => {
      const { client } = renderResults({ word: 'ab' });
      expect(screen.getByRole('alert').textContent).toBe(refusalOf('search', { word: 'ab', scope: 'atnt', exact: 'nex' })!.message);
      expect(client.calls).toEqual([]);
    });
  });

  describe('when the search changes', () => {
    it('aborts the previous request and never shows its answer', async () => {
      const signals: AbortSignal[] = [];
      let resolveFirst: (value: SearchResponse) => void = () => {};
      const client = fakeClient({
        search: ({ word }, options) => {
          signals.push(options!.signal!);
          if (word === 'berger') return new Promise((resolve) => (resolveFirst = resolve));
          return Promise.resolve(recorded('search', { word: 'zorglub', scope: 'atnt', exact: 'nex' }));
        },
      });
      const { rerenderWith } = renderResults({}, client);
      rerenderWith({ word: 'zorglub' });
      expect(signals[0].aborted).toBe(true);
      resolveFirst(berger);

      expect((await loaded()).textContent).toBe('Trouvé 0');
    });
  });
});
