import { formatVerseSelection, type Verse } from '@parole/bible';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { messages } from '../../messages.js';

export interface VerseSelectionOptions {
  book: number;
  chapter: number;
  /** The translation read: another one is another text, whose selection starts again. */
  translation?: string;
  bookName: string;
  /** The chapter's verses once loaded. */
  verses: readonly Verse[] | undefined;
  /** The verses pre-selected by the host (the reading route's selection). */
  selection: readonly number[] | undefined;
  onSelectionChange?: (verses: readonly number[]) => void;
  /** Says what the chapter does not have of the pre-selection. */
  notify: (message: string) => void;
  /** The reader's element, where the first pre-selected verse is brought into view. */
  rootRef: RefObject<HTMLElement | null>;
}

/**
 * The verses selected. The verses pre-selected by the `selection` prop apply
 * once the chapter has loaded (its verse count bounds them); those it does
 * not have are said, and the first one is brought into view. The user's own
 * selection is stored with the chapter and `selection` it was made under, so
 * it is dropped, with no effect to run, when either changes.
 */
export function useVerseSelection({ book, chapter, translation, bookName, verses, selection, onSelectionChange, notify, rootRef }: VerseSelectionOptions): {
  selected: number[];
  onToggleVerse: (verse: number) => void;
} {
  const [initial, missing] = useMemo(() => {
    if (!verses?.length) return [[], []];
    const exists = new Set(verses.map((v) => v.verset));
    const wanted = selection ?? [];
    return [wanted.filter((n) => exists.has(n)), wanted.filter((n) => !exists.has(n))];
  }, [verses, selection]);
  const selectionKey = `${translation ?? ''} ${book}/${chapter}|${selection?.join(',') ?? ''}`;
  const [own, setOwn] = useState<{ key: string; verses: number[] } | null>(null);
  const selected = own?.key === selectionKey ? own.verses : initial;
  const onToggleVerse = useCallback(
    (verse: number) =>
      setOwn({
        key: selectionKey,
        verses: selected.includes(verse) ? selected.filter((n) => n !== verse) : [...selected, verse].sort((a, b) => a - b),
      }),
    [selectionKey, selected],
  );

  // Told once per change of what is selected, whatever the identity of the host's callback.
  const selectedKey = `${translation ?? ''} ${book}/${chapter}:${selected.join(',')}`;
  const selectionListener = useRef(onSelectionChange);
  selectionListener.current = onSelectionChange;
  const selectedNow = useRef(selected);
  selectedNow.current = selected;
  useEffect(() => {
    selectionListener.current?.(selectedNow.current);
  }, [selectedKey]);

  // Verses asked for that the chapter does not have are said, not silently dropped.
  // Once per chapter and selection, whatever the identity of the host's onNotify.
  const missingText = missing.length > 0 ? `${bookName} ${chapter}:${formatVerseSelection(missing)}` : null;
  const missingKey = missingText && `${translation ?? ''} ${missingText}`;
  const reportedMissing = useRef<string | null>(null);
  useEffect(() => {
    if (!missingText || reportedMissing.current === missingKey) return;
    reportedMissing.current = missingKey;
    notify(messages.reader.missingVerses(missingText));
  }, [missingText, missingKey, notify]);

  useScrollToVerse(rootRef, initial.length > 0 ? { key: `${translation ?? ''} ${book}/${chapter}/${initial[0]}`, verse: initial[0] } : null);

  return { selected, onToggleVerse };
}

/**
 * Brings a verse into view once its chapter is shown, after a frame has
 * painted it at the top: the chapter's text then grows below the fold (no
 * layout shift) and the jump is a scroll, which layout shift does not count.
 * Scrolling in the frame that first shows the text moved everything under
 * the fold at once (a CLS of 0.9 on a phone). Looked at after every commit,
 * once per chapter and verse (`key`): an effect keyed on the selection was
 * seen, on a busy machine, not to run for the commit that first showed the
 * chapter (a shared verse left below the fold).
 */
function useScrollToVerse(rootRef: RefObject<HTMLElement | null>, target: { key: string; verse: number } | null): void {
  const scrolledTo = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (target === null || scrolledTo.current === target.key) return;
    const { key, verse } = target;
    scrolledTo.current = key;
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        // Another chapter or selection since: its own scroll, not this one.
        if (scrolledTo.current === key) rootRef.current?.querySelector(`[data-verset="${verse}"]`)?.scrollIntoView({ block: 'center' });
      }),
    );
  });
}
