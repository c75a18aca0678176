import type { Bookmark } from '@parole/bible';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Reader } from '@parole/widgets';
import * as widgets from '@parole/widgets';
import { beforeEach, describe, expect, it } from 'vitest';
import { createHostStore } from '../store/index.js';
import { propsOf, renderApp, renderAppShowing, storageWith, stored, useStandIns } from '../testing.js';

// The Reader only hands bookmarks over here.
useStandIns(widgets, {
  Reader: (props) => <p data-testid="reader">{`${props.book}:${props.chapter}`}</p>,
});
const reader = propsOf(Reader);

const PS_23_1: Bookmark = { book: 19, chapter: 23, verses: '1', excerpt: 'L’Éternel est mon berger', date: '2026-11-20T10:00:00.000Z' };
const JN_3: Bookmark = { book: 43, chapter: 3, excerpt: 'Il y eut un homme', date: '2026-11-19T10:00:00.000Z' };
const JN_3_16: Bookmark = { book: 43, chapter: 3, verses: '16-17', excerpt: 'Car Dieu a tant aimé', date: '2026-11-21T10:00:00.000Z' };

beforeEach(() => {
  window.innerWidth = 1280;
  window.dispatchEvent(new Event('resize'));
});

describe('bookmarks', () => {
  describe('from the Reader', () => {
    it('are stored newest first, once per chapter and verses, and survive a reload', async () => {
      const app = await renderAppShowing('/lire/43/3', 'reader', { storage: storageWith({ bookmarks: [JN_3] }) });
      act(() => reader.last().onBookmark?.(PS_23_1));
      act(() => reader.last().onBookmark?.(JN_3_16));
      const again = { ...PS_23_1, date: '2026-11-22T10:00:00.000Z' };
      act(() => reader.last().onBookmark?.(again));
      expect(stored(app.storage).bookmarks).toEqual([again, JN_3_16, JN_3]);
      expect(createHostStore({ storage: app.storage }).getState().bookmarks).toEqual([again, JN_3_16, JN_3]);
      expect(screen.getByRole('button', { name: 'Marque-pages : 3' })).toBeTruthy();
    });
  });

  describe('the drawer', () => {
    const open = async () => {
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: /^Marque-pages : \d+$/ }));
      // The drawer's code comes with its first opening.
      return { user, drawer: await screen.findByRole('dialog', { name: 'Marque-pages' }) };
    };

    it('lists the bookmarks with links to their verses', async () => {
      renderApp('/', { storage: storageWith({ bookmarks: [PS_23_1, JN_3] }) });
      const { drawer } = await open();
      expect(within(drawer).getByRole('link', { name: 'Psaumes 23:1' }).getAttribute('href')).toBe('/lire/19/23/1');
      expect(within(drawer).getByRole('link', { name: 'Jean 3' }).getAttribute('href')).toBe('/lire/43/3');
    });

    it('opens a bookmark in the reading page and closes', async () => {
      const app = renderApp('/', { storage: storageWith({ bookmarks: [PS_23_1] }) });
      const { user, drawer } = await open();
      await user.click(within(drawer).getByRole('link', { name: 'Psaumes 23:1' }));
      await app.reaches('/lire/19/23/1');
      expect(screen.queryByRole('dialog', { name: 'Marque-pages' })).toBeNull();
    });

    it('opens a bookmark in the translation it was made in, and one made before in Segond (issue 41)', async () => {
      const darby: Bookmark = { book: 1, chapter: 32, verses: '1', excerpt: 'Et Laban se leva de bon matin', date: '2026-11-22T10:00:00.000Z', translation: 'darby' };
      const app = renderApp('/', { storage: storageWith({ bookmarks: [darby, PS_23_1], traduction: 'martin' }) });
      const { user, drawer } = await open();
      expect(within(drawer).getByRole('link', { name: 'Genèse 32:1' }).getAttribute('href')).toBe('/lire/1/32/1?traduction=darby');
      expect(within(drawer).getByRole('link', { name: 'Psaumes 23:1' }).getAttribute('href')).toBe('/lire/19/23/1?traduction=lsg');
      await user.click(within(drawer).getByRole('link', { name: 'Genèse 32:1' }));
      await app.reaches('/lire/1/32/1?traduction=darby');
      expect(stored(app.storage).bookmarks[0].translation).toBe('darby');
    });

    it('shows the translation’s short name beside a bookmark of another translation than the default, none beside Segond’s (issue 41)', async () => {
      const darby: Bookmark = { book: 1, chapter: 32, verses: '1', excerpt: 'Et Laban se leva de bon matin', date: '2026-11-22T10:00:00.000Z', translation: 'darby' };
      const martin: Bookmark = { ...PS_23_1, translation: 'martin' };
      renderApp('/', { storage: storageWith({ bookmarks: [darby, martin, PS_23_1] }) });
      const { drawer } = await open();
      const items = within(drawer).getAllByRole('listitem');
      await waitFor(() => expect(within(items[0]).getByText('Darby')).toBeTruthy());
      expect(within(items[1]).getByText('Martin')).toBeTruthy();
      // The link keeps its reference for a name; the two Psaumes 23:1 are told apart by their remove buttons too.
      expect(within(items[0]).getByRole('link', { name: 'Genèse 32:1' })).toBeTruthy();
      expect(within(items[1]).getByRole('button', { name: 'Retirer le marque-page Psaumes 23:1 (Martin)' })).toBeTruthy();
      expect(within(items[2]).getByRole('button', { name: 'Retirer le marque-page Psaumes 23:1' })).toBeTruthy();
      expect(within(items[2]).queryByText(/Louis Segond|Segond|LSG/i)).toBeNull();
    });

    it('removes one bookmark, persisted', async () => {
      const app = renderApp('/', { storage: storageWith({ bookmarks: [PS_23_1, JN_3] }) });
      const { user, drawer } = await open();
      await user.click(within(drawer).getByRole('button', { name: 'Retirer le marque-page Psaumes 23:1' }));
      expect(stored(app.storage).bookmarks).toEqual([JN_3]);
      expect(within(drawer).queryByRole('link', { name: 'Psaumes 23:1' })).toBeNull();
    });

    it('clears all after the confirmation, and keeps them when cancelled', async () => {
      const app = renderApp('/', { storage: storageWith({ bookmarks: [PS_23_1, JN_3] }) });
      const { user, drawer } = await open();
      await user.click(within(drawer).getByRole('button', { name: 'Tout effacer' }));
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Annuler' }));
      expect(stored(app.storage).bookmarks).toHaveLength(2);
      // Esc in the confirmation closes the confirmation only.
      await user.click(within(drawer).getByRole('button', { name: 'Tout effacer' }));
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(screen.getByRole('dialog', { name: 'Marque-pages' })).toBeTruthy();

      await user.click(within(drawer).getByRole('button', { name: 'Tout effacer' }));
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
      expect(stored(app.storage).bookmarks).toEqual([]);
      expect(screen.getByRole('button', { name: 'Marque-pages : 0' })).toBeTruthy();
    });

    it('closes with Esc, the close button or the backdrop, and gives focus back to its button', async () => {
      renderApp('/', { storage: storageWith({ bookmarks: [PS_23_1] }) });
      const button = screen.getByRole('button', { name: 'Marque-pages : 1' });
      let { user } = await open();
      expect(screen.getByRole('dialog', { name: 'Marque-pages' }).contains(document.activeElement)).toBe(true);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog', { name: 'Marque-pages' })).toBeNull();
      expect(document.activeElement).toBe(button);

      ({ user } = await open());
      await user.click(screen.getByRole('button', { name: 'Fermer les marque-pages' }));
      expect(screen.queryByRole('dialog', { name: 'Marque-pages' })).toBeNull();

      ({ user } = await open());
      // The dialog element is the backdrop: a click on ::backdrop targets it.
      await user.click(screen.getByRole('dialog', { name: 'Marque-pages' }));
      expect(screen.queryByRole('dialog', { name: 'Marque-pages' })).toBeNull();
    });

    it('keeps Tab inside', async () => {
      renderApp('/', { storage: storageWith({ bookmarks: [PS_23_1] }) });
      const { user, drawer } = await open();
      for (let i = 0; i < 6; i++) {
        await user.tab();
        expect(drawer.contains(document.activeElement)).toBe(true);
      }
    });

    it('says when there is none', async () => {
      renderApp('/');
      const { drawer } = await open();
      expect(within(drawer).getByText(/Aucun marque-page/)).toBeTruthy();
    });
  });
});
