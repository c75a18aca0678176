import { useRef, type PointerEvent } from 'react';

/** The specification's swipe tolerance: a horizontal move of at least 40 px. */
export const SWIPE_MIN_DISTANCE = 40;

export interface SwipeHandlers {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel: () => void;
}

/**
 * Handlers that recognise a horizontal swipe of a finger or pen: at least
 * SWIPE_MIN_DISTANCE px sideways and at most half as much vertically (so a
 * slanted scroll is not taken for a swipe). The mouse is left out: dragging
 * with it selects text.
 *
 * The element should have `touch-action: pan-y`, so the browser keeps
 * vertical scrolling but hands horizontal moves to the page instead of
 * cancelling the pointer.
 */
export function useSwipe({ onSwipeLeft, onSwipeRight }: { onSwipeLeft: () => void; onSwipeRight: () => void }): SwipeHandlers {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  return {
    onPointerDown(event) {
      if (event.pointerType === 'mouse' || !event.isPrimary) return;
      start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerUp(event) {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_MIN_DISTANCE || Math.abs(dy) > Math.abs(dx) / 2) return;
      if (dx < 0) onSwipeLeft();
      else onSwipeRight();
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
