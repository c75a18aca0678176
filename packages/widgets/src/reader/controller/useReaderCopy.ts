import { formatChapterCopy, formatSelectionCopy, type Bookmark, type Verse } from '@parole/bible';
import { useCallback } from 'react';
import { requestCached } from '../../api/cache.js';
import { useBibleApi } from '../../api/context.js';
import { createBookmark, formatBookmarkReference } from '../../bookmarks/bookmark.js';
import { messages } from '../../messages.js';
import { useCopyWithNotice } from '../copy.js';

/** The chapter copy of formatChapterCopy, with a bare "Jean 3" header while the translation's name is unknown. */
function chapterCopy(bookName: string, chapter: number, translationName: string | undefined, verses: readonly Verse[]): string {
  const text = formatChapterCopy(bookName, chapter, translationName ?? '', verses);
  if (translationName !== undefined) return text;
  return [`${bookName} ${chapter}`, ...text.split('\n').slice(1)].join('\n');
}

export interface ReaderCopyOptions {
  book: number;
  chapter: number;
  /** The translation read, which a bookmark names (issue 41). */
  translation?: string;
  bookName: string;
  verses: readonly Verse[] | undefined;
  selected: readonly number[];
  /** The translation's name for the chapter copy's header, when known. */
  translationName: string | undefined;
  onBookmark?: (bookmark: Bookmark) => void;
  notify: (message: string) => void;
}

/**
 * What the reader hands over: the selected verses or the whole chapter to
 * the clipboard, a bookmark to the host; each confirmed by a notice.
 */
export function useReaderCopy({ book, chapter, translation, bookName, verses, selected, translationName, onBookmark, notify }: ReaderCopyOptions): {
  onCopySelection: () => void;
  onCopyChapter: () => void;
  onBookmark?: () => void;
} {
  const client = useBibleApi();
  const copy = useCopyWithNotice(notify);

  const onCopySelection = useCallback(() => {
    if (!verses || selected.length === 0) return;
    const chosen = verses.filter((v) => selected.includes(v.verset));
    void copy(formatSelectionCopy(bookName, chapter, chosen), messages.reader.copiedSelection);
  }, [verses, selected, bookName, chapter, copy]);

  const onCopyChapter = useCallback(() => {
    if (!verses) return;
    if (translationName !== undefined) {
      // Copied within the click itself: some browsers allow clipboard writes only there.
      void copy(chapterCopy(bookName, chapter, translationName, verses), messages.reader.copiedChapter);
      return;
    }
    void requestCached(client, 'info', {})
      .then((info) => info.traduction.nom, () => undefined)
      .then((name) => copy(chapterCopy(bookName, chapter, name, verses), messages.reader.copiedChapter));
  }, [verses, translationName, bookName, chapter, copy, client]);

  const onBookmarkClick = useCallback(() => {
    if (!verses || !onBookmark) return;
    const bookmark = createBookmark({ book, chapter, verses, selected, translation });
    onBookmark(bookmark);
    notify(messages.reader.bookmarked(formatBookmarkReference(bookmark)));
  }, [verses, onBookmark, book, chapter, selected, translation, notify]);

  return { onCopySelection, onCopyChapter, onBookmark: onBookmark ? onBookmarkClick : undefined };
}
