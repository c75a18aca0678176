/**
 * What searching, reference jumps and bookmarks do to the persisted state
 * (spec §4): pure list operations, and the store actions built on them.
 *
 * Each operation returns the list it was given when nothing changes, so
 * `store.set` sees no change and writes nothing.
 */
import { formatVerseSelection, normalizeSpaces, parseVerseSelection, type Bookmark, type ExactMode } from '@parole/bible';
import type { HostStore } from './store.js';

/**
 * The history with `entry` appended when it is absent (spec §4: "appends it
 * to history if absent"). Spaces are collapsed first, so "  amour " and
 * "amour" are one entry; case and accents are kept, as typed.
 * @example appendToHistory(['amour'], 'grâce') // ['amour', 'grâce']
 */
export function appendToHistory(list: string[], entry: string): string[] {
  const text = normalizeSpaces(entry);
  if (text === '' || list.includes(text)) return list;
  return [...list, text];
}

/** The canonical form of a verse selection ('16,17' and '16-17' are the same), or '' for a whole chapter. */
function selectionKey(verses: string | undefined): string {
  const numbers = parseVerseSelection(verses);
  return numbers === null ? '' : formatVerseSelection(numbers);
}

/** True when both bookmarks designate the same verses of the same chapter, in the same translation (issue 41: numberings differ). */
export function sameBookmarkTarget(a: Bookmark, b: Bookmark): boolean {
  return a.book === b.book && a.chapter === b.chapter && selectionKey(a.verses) === selectionKey(b.verses) && a.translation === b.translation;
}

/**
 * The bookmarks with `bookmark` first. A bookmark of the same verses is
 * replaced rather than kept twice: the list stays newest first and the
 * excerpt and date are the latest.
 */
export function addBookmark(list: Bookmark[], bookmark: Bookmark): Bookmark[] {
  return [bookmark, ...list.filter((b) => !sameBookmarkTarget(b, bookmark))];
}

/** The list without its item at `index`; the same list for an index out of range. */
export function removeAt<T>(list: T[], index: number): T[] {
  if (!Number.isInteger(index) || index < 0 || index >= list.length) return list;
  return list.filter((_, i) => i !== index);
}

/** Store actions of the search box, the search page and the bookmarks. */
export const searchActions = {
  /**
   * A search succeeded: its word becomes the current one, its mode (when given) the current
   * mode, and it joins the history. A one-off search (a word of the cloud: issue 47) gives no
   * mode: the reader's own stays.
   */
  searched(store: HostStore, word: string, exact?: ExactMode): void {
    const { wordList } = store.getState();
    store.set({ word: normalizeSpaces(word), ...(exact && { exact }), wordList: appendToHistory(wordList, word) });
  },
  /** A reference was jumped to: its text joins the history (spec §8 "Verset dans ou ajouté à l'historique"). */
  rememberReference(store: HostStore, input: string): void {
    store.set({ wordList: appendToHistory(store.getState().wordList, input) });
  },
  setHistory(store: HostStore, history: readonly string[]): void {
    store.set({ wordList: [...history] });
  },
  addBookmark(store: HostStore, bookmark: Bookmark): void {
    store.set({ bookmarks: addBookmark(store.getState().bookmarks, bookmark) });
  },
  removeBookmark(store: HostStore, index: number): void {
    store.set({ bookmarks: removeAt(store.getState().bookmarks, index) });
  },
  clearBookmarks(store: HostStore): void {
    if (store.getState().bookmarks.length > 0) store.set({ bookmarks: [] });
  },
};

/** Store actions of the one-year plan page. */
export const planActions = {
  /** A chapter of the plan's date `month`/`day` was opened: it is marked "Lu" for that date on this device. */
  chapterOpened(store: HostStore, month: number, day: number, chapter: string): void {
    const { planRead } = store.getState();
    const date = `${month}-${day}`;
    const list = planRead[date] ?? [];
    if (!list.includes(chapter)) store.set({ planRead: { ...planRead, [date]: [...list, chapter] } });
  },
};
