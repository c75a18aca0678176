import type { MouseEvent } from 'react';

/**
 * A click the page should handle itself: a plain left click, no "open in a
 * new tab" modifier. Links with an `onNavigate`/`onOpen` callback prevent the
 * default only for these, so Ctrl/Cmd/Shift/middle click keep the browser's
 * own behaviour.
 */
export function isPlainLeftClick(event: MouseEvent<HTMLElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
