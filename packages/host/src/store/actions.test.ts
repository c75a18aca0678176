import type { Bookmark } from '@parole/bible';
import { describe, expect, it, vi } from 'vitest';
import { MemoryStorage, stored } from '../testing.js';
import { addBookmark, appendToHistory, removeAt, sameBookmarkTarget, searchActions } from './actions.js';
import { createHostStore } from './store.js';

const bookmark = (book: number, chapter: number, verses?: string, date = '2026-11-20T10:00:00.000Z'): Bookmark =>
  verses === undefined ? { book, chapter, excerpt: `${book}:${chapter}`, date } : { book, chapter, verses, excerpt: `${book}:${chapter}:${verses}`, date };


describe('appendToHistory', () => {
  it('appends an entry that is absent', () => {
    expect(appendToHistory(['amour'], 'grâce')).toEqual(['amour', 'grâce']);
  });

  it('gives the same list back when the entry is there, so nothing is written', () => {
    const list = ['amour', 'grâce'];
    expect(appendToHistory(list, 'amour')).toBe(list);
    expect(appendToHistory(list, '  grâce ')).toBe(list);
  });

  it('collapses spaces and ignores an empty entry', () => {
    expect(appendToHistory([], '  eternel   berger ')).toEqual(['eternel berger']);
    expect(appendToHistory([], '   ')).toEqual([]);
  });
});

describe('bookmark lists', () => {
  it('puts a new bookmark first', () => {
    const list = [bookmark(43, 3, '16')];
    expect(addBookmark(list, bookmark(19, 23, '1'))).toEqual([bookmark(19, 23, '1'), bookmark(43, 3, '16')]);
  });

  it('replaces a bookmark of the same verses by the newer one, first', () => {
    const older = bookmark(19, 23, '1', '2026-01-01T00:00:00.000Z');
    const newer = bookmark(19, 23, '1');
    expect(addBookmark([bookmark(43, 3), older], newer)).toEqual([newer, bookmark(43, 3)]);
  });

  it('reads "16,17" and "16-17" as the same verses, and a chapter apart from its verses', () => {
    expect(sameBookmarkTarget(bookmark(43, 3, '16,17'), bookmark(43, 3, '16-17'))).toBe(true);
    expect(sameBookmarkTarget(bookmark(43, 3), bookmark(43, 3, '16'))).toBe(false);
    expect(sameBookmarkTarget(bookmark(43, 3, '16'), bookmark(43, 4, '16'))).toBe(false);
    expect(sameBookmarkTarget(bookmark(43, 3, '16'), bookmark(42, 3, '16'))).toBe(false);
  });

  it('removes one item by index, and nothing for an index out of range', () => {
    const list = ['a', 'b', 'c'];
    expect(removeAt(list, 1)).toEqual(['a', 'c']);
    expect(removeAt(list, 3)).toBe(list);
    expect(removeAt(list, -1)).toBe(list);
    expect(removeAt(list, 0.5)).toBe(list);
  });
});

describe('searchActions', () => {
  it('stores a successful search as the current word and mode, and adds it to the history once', () => {
    const storage = new MemoryStorage();
    const store = createHostStore({ storage });
    searchActions.searched(store, 'eternel berger', 'exa');
    searchActions.searched(store, 'eternel berger', 'exa');
    expect(store.getState()).toMatchObject({ word: 'eternel berger', exact: 'exa', wordList: ['eternel berger'] });
    expect(stored(storage)).toMatchObject({ word: 'eternel berger', exact: 'exa', wordList: ['eternel berger'] });
  });

  it('writes nothing when the same search succeeds again', () => {
    const store = createHostStore({ storage: new MemoryStorage() });
    searchActions.searched(store, 'amour', 'nex');
    const listener = vi.fn();
    store.subscribe(listener);
    searchActions.searched(store, 'amour', 'nex');
    expect(listener).not.toHaveBeenCalled();
  });

  it('remembers a reference jump in the history without changing the current word', () => {
    const store = createHostStore({ storage: new MemoryStorage() });
    searchActions.rememberReference(store, '..jn 3.16');
    searchActions.rememberReference(store, '..jn 3.16');
    expect(store.getState().wordList).toEqual(['..jn 3.16']);
    expect(store.getState().word).toBe('Jésus de Nazareth');
  });

  it('adds, removes and clears bookmarks, persisted at each step', () => {
    const storage = new MemoryStorage();
    const store = createHostStore({ storage });
    searchActions.addBookmark(store, bookmark(43, 3, '16'));
    searchActions.addBookmark(store, bookmark(19, 23, '1'));
    expect(stored(storage).bookmarks).toEqual([bookmark(19, 23, '1'), bookmark(43, 3, '16')]);
    searchActions.removeBookmark(store, 0);
    expect(stored(storage).bookmarks).toEqual([bookmark(43, 3, '16')]);
    searchActions.clearBookmarks(store);
    expect(stored(storage).bookmarks).toEqual([]);
    // A new store on the same storage reads them back.
    searchActions.addBookmark(store, bookmark(1, 1));
    expect(createHostStore({ storage }).getState().bookmarks).toEqual([bookmark(1, 1)]);
  });
});

describe('bookmarks in translations (issue 41)', () => {
  it('keeps the same verses of two translations apart: their numberings differ', () => {
    const segond = bookmark(1, 32, '1');
    const darby = { ...bookmark(1, 32, '1'), translation: 'darby' };
    expect(sameBookmarkTarget(segond, darby)).toBe(false);
    expect(addBookmark([segond], darby)).toEqual([darby, segond]);
    expect(addBookmark([darby], { ...darby, date: '2026-11-21T10:00:00.000Z' })).toHaveLength(1);
  });
});
