import { useRef, type KeyboardEvent, type PointerEvent } from 'react';

/** What a verse of the text answers: the selection's toggle, and the player's jump while it is open. */
export interface VerseGestureOptions {
  selected: ReadonlySet<number>;
  onToggleVerse?: (verse: number) => void;
  /** While the player is open: plays from a verse's start. */
  onPlayVerse?: (verse: number) => void;
}

/** The handlers one verse element spreads. */
export interface VerseGestureHandlers {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onClick: () => void;
  onDoubleClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/**
 * How a verse is selected, the same in the reader's text and in the
 * translations side by side:
 * - with a mouse, a double click toggles it (spec §4), a single click being
 *   left to reading (and to the player's jump while it is open);
 * - on a touch screen, a tap toggles it (issue 47: the hint says « Touchez un
 *   verset » there; a double tap is two taps, each a toggle, so the double
 *   click that follows them is not a third), and a tap jumps while listening;
 * - with the keys, Enter or Space on the focused verse toggles it, or plays
 *   it while the player is open and it is selected.
 * The press's kind is read from the pointerdown before each click: a tap is
 * a click of `pointerType` "touch" (or "pen").
 * @example const gestures = useVerseGestures({ selected, onToggleVerse, onPlayVerse }); <Verse {...gestures(16)} />
 */
export function useVerseGestures({ selected, onToggleVerse, onPlayVerse }: VerseGestureOptions): (verse: number) => VerseGestureHandlers {
  const lastPress = useRef<string>('mouse');
  const tapped = () => lastPress.current === 'touch' || lastPress.current === 'pen';
  return (verse) => ({
    onPointerDown: (event) => {
      lastPress.current = event.pointerType || 'mouse';
    },
    onClick: () => {
      if (onPlayVerse) onPlayVerse(verse);
      else if (tapped()) onToggleVerse?.(verse);
    },
    onDoubleClick: () => {
      if (tapped()) return;
      // A double click also selects a word natively; that highlight
      // would compete with the verse selection, so it is dropped.
      window.getSelection()?.removeAllRanges();
      onToggleVerse?.(verse);
    },
    onKeyDown: (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault(); // Space would scroll the page.
      // While the player is open, a selected verse is heard; an unselected one is selected.
      if (onPlayVerse && selected.has(verse)) onPlayVerse(verse);
      else onToggleVerse?.(verse);
    },
  });
}
