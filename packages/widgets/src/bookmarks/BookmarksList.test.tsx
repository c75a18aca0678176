import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { href, type Bookmark, type ReadingPlace } from '@parole/bible';
import { recorded } from '../testing/recordings.js';
import { createBookmark } from './bookmark.js';
import { BookmarksList, type BookmarksListProps } from './BookmarksList.js';

const NOW = new Date('2026-11-12T12:00:00Z');
/** Bookmarks as the reader makes them, from the recorded chapters. */
const BOOKMARKS: Bookmark[] = [
  createBookmark({ book: 43, chapter: 3, verses: recorded('chapter', { book: 43, chapter: 3 }).versets, selected: [16, 17, 18] }, NOW),
  createBookmark({ book: 19, chapter: 117, verses: recorded('chapter', { book: 19, chapter: 117 }).versets }, NOW),
  createBookmark({ book: 1, chapter: 1, verses: recorded('chapter', { book: 1, chapter: 1 }).versets, selected: [1] }, NOW),
];

function renderList(props: Partial<BookmarksListProps> = {}) {
  const spies = { onRemove: vi.fn(), onClear: vi.fn() };
  function Host() {
    const [bookmarks, setBookmarks] = useState(BOOKMARKS);
    return (
      <BookmarksList
        bookmarks={bookmarks}
        onRemove={(index) => {
          spies.onRemove(index);
          setBookmarks((list) => list.filter((_, i) => i !== index));
        }}
        onClear={() => {
          spies.onClear();
          setBookmarks([]);
        }}
        {...props}
      />
    );
  }
  render(<Host />);
  return { user: userEvent.setup(), ...spies };
}

const items = () => within(screen.getByRole('list')).getAllByRole('listitem');
const readHref = (place: ReadingPlace) => href('read', place);

describe('BookmarksList', () => {
  describe('given bookmarks', () => {
    it('lists each with its reference, the start of its text and its date', () => {
      renderList();
      expect(screen.getByRole('heading', { level: 2, name: 'Marque-pages (3)' })).toBeDefined();
      expect(items()).toHaveLength(3);
      const first = items()[0];
      expect(within(first).getByText('Jean 3:16-18')).toBeDefined();
      expect(first.textContent).toContain('Car Dieu a tant aimé le monde');
      expect(within(first).getByText('Ajouté le 12 novembre 2026').getAttribute('datetime')).toBe(NOW.toISOString());
      expect(within(items()[1]).getByText('Psaumes 117')).toBeDefined();
    });

    it('links each to the reading page with hrefFor, the whole verse selection included', () => {
      renderList({ hrefFor: readHref });
      expect(screen.getByRole('link', { name: 'Jean 3:16-18' }).getAttribute('href')).toBe('/lire/43/3/16-18');
      expect(screen.getByRole('link', { name: 'Psaumes 117' }).getAttribute('href')).toBe('/lire/19/117');
    });

    it('opens a bookmark through onOpen on a plain click', async () => {
      const onOpen = vi.fn();
      const { user } = renderList({ hrefFor: readHref, onOpen });
      await user.click(screen.getByRole('link', { name: 'Genèse 1:1' }));
      expect(onOpen).toHaveBeenCalledExactlyOnceWith({ book: 1, chapter: 1, verses: [1] });
    });

    it('uses buttons with onOpen and no hrefFor', async () => {
      const onOpen = vi.fn();
      const { user } = renderList({ onOpen });
      await user.click(screen.getByRole('button', { name: 'Psaumes 117' }));
      expect(onOpen).toHaveBeenCalledWith({ book: 19, chapter: 117 });
    });

    it('removes one bookmark, focus moving to the next one’s remove button', async () => {
      const { user, onRemove } = renderList();
      await user.click(screen.getByRole('button', { name: 'Retirer le marque-page Jean 3:16-18' }));

      expect(onRemove).toHaveBeenCalledExactlyOnceWith(0);
      expect(items()).toHaveLength(2);
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Retirer le marque-page Psaumes 117' }));
    });

    describe('"Tout effacer"', () => {
      it('keeps every bookmark on Annuler', async () => {
        const { user, onClear } = renderList();
        await user.click(screen.getByRole('button', { name: 'Tout effacer' }));
        const dialog = screen.getByRole('alertdialog', { name: 'Confirmation Effacer tous les marque-pages' });
        expect(dialog.textContent).toContain('Vraiment bien sûr ?');

        await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
        expect(onClear).not.toHaveBeenCalled();
        expect(items()).toHaveLength(3);
      });

      it('clears them on Supprimer, focus on the heading', async () => {
        const { user, onClear } = renderList();
        await user.click(screen.getByRole('button', { name: 'Tout effacer' }));
        await user.click(screen.getByRole('button', { name: 'Supprimer' }));

        expect(onClear).toHaveBeenCalledTimes(1);
        expect(screen.queryByRole('list')).toBeNull();
        expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Marque-pages' }));
      });
    });
  });

  describe('given none', () => {
    it('explains how to add one, with nothing to clear', () => {
      render(<BookmarksList bookmarks={[]} onRemove={() => {}} onClear={() => {}} />);
      expect(screen.getByText(/^Aucun marque-page\./)).toBeDefined();
      expect(screen.queryByRole('button', { name: 'Tout effacer' })).toBeNull();
    });
  });
});
