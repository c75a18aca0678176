import { nextChapter, previousChapter, readingNumbering, type ChapterRef } from '@parole/bible';
import { useCallback, type RefObject } from 'react';
import { useArrowKeys } from '../../internal/useArrowKeys.js';
import { useSwipe, type SwipeHandlers } from '../../internal/useSwipe.js';

/**
 * Turning the page: every way of it (the chapter bar, the arrow keys, a
 * swipe) asks the host through onNavigate; a swipe to the left brings the
 * next page in, as in a book. Chapters are counted in the translation's
 * numbering (issue 41: Martin's Joël ends at 3).
 */
export function usePageTurns(
  rootRef: RefObject<HTMLElement | null>,
  { book, chapter, translation, onNavigate }: { book: number; chapter: number; translation?: string; onNavigate?: (ref: ChapterRef) => void },
): { go?: (ref: ChapterRef | undefined) => void; gestureProps: SwipeHandlers } {
  const go = useCallback(
    (ref: ChapterRef | undefined) => {
      if (ref) onNavigate?.(ref); // undefined before Genèse 1 and after Apocalypse 22
    },
    [onNavigate],
  );
  const toNext = useCallback(() => go(nextChapter({ book, chapter }, readingNumbering(translation))), [go, book, chapter, translation]);
  const toPrevious = useCallback(() => go(previousChapter({ book, chapter }, readingNumbering(translation))), [go, book, chapter, translation]);
  useArrowKeys(rootRef, { onLeft: toPrevious, onRight: toNext });
  const gestureProps = useSwipe({ onSwipeLeft: toNext, onSwipeRight: toPrevious });
  return { go: onNavigate ? go : undefined, gestureProps };
}
