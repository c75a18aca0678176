/**
 * Making and naming device bookmarks (contract type `Bookmark`). The reader
 * makes them, BookmarksList shows them, the host stores them: bookmarks stay
 * on the device (specification, section 1).
 */
import { formatVerseSelection, getBook, htmlToText, versesParam, type Bookmark, type ReadingPlace, type Verse } from '@parole/bible';
import { inTranslation } from '../api/translations.js';

/** About how many characters of text a bookmark keeps to be recognised. */
export const BOOKMARK_EXCERPT_LENGTH = 100;

/**
 * The start of a text, cut at a word: at most `max` characters plus '…'
 * when something was cut.
 * @example excerpt('Car Dieu a tant aimé le monde', 12) // 'Car Dieu a…'
 */
export function excerpt(text: string, max = BOOKMARK_EXCERPT_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  // A first word longer than the limit is cut inside it rather than dropped.
  const head = (space > 0 ? cut.slice(0, space) : cut.slice(0, max)).replace(/[\s,;:.!?'’«»"-]+$/u, '');
  return `${head}…`;
}

/**
 * A bookmark of the selected verses of a chapter, or of the whole chapter
 * when none is selected; its excerpt starts with the first bookmarked verse.
 * In another translation than the default, the bookmark names it (its
 * numbering is that translation's, issue 41).
 * @example createBookmark({ book: 43, chapter: 3, verses, selected: [16] }) // { book: 43, chapter: 3, verses: '16', excerpt: 'Car Dieu a tant aimé…', date: '2026-…' }
 */
export function createBookmark(
  {
    book,
    chapter,
    verses,
    selected = [],
    translation,
  }: { book: number; chapter: number; verses: readonly Verse[]; selected?: readonly number[]; translation?: string },
  now: Date = new Date(),
): Bookmark {
  const chosen = selected.length > 0 ? verses.filter((v) => selected.includes(v.verset)) : verses;
  const text = chosen.map((v) => htmlToText(v.texte)).join(' ');
  const bookmark: Bookmark = { book, chapter, excerpt: excerpt(text), date: now.toISOString() };
  if (selected.length > 0) bookmark.verses = formatVerseSelection(selected);
  const other = inTranslation(translation).translation;
  if (other !== undefined) bookmark.translation = other;
  return bookmark;
}

/**
 * "Jean 3:16-18" for verses, "Jean 3" for a chapter.
 * @example formatBookmarkReference({ book: 43, chapter: 3, verses: '16-18', excerpt: '', date: '' }) // 'Jean 3:16-18'
 */
export function formatBookmarkReference(bookmark: Pick<Bookmark, 'book' | 'chapter' | 'verses'>): string {
  const name = getBook(bookmark.book)?.name ?? String(bookmark.book);
  return bookmark.verses ? `${name} ${bookmark.chapter}:${bookmark.verses}` : `${name} ${bookmark.chapter}`;
}

/** Where a bookmark leads: its chapter, with its verses selected. */
export function bookmarkPlace(bookmark: Bookmark): ReadingPlace {
  const verses = bookmark.verses === undefined ? null : versesParam.parse(bookmark.verses);
  return verses ? { book: bookmark.book, chapter: bookmark.chapter, verses } : { book: bookmark.book, chapter: bookmark.chapter };
}
