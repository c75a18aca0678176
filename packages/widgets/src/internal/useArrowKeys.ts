import { useEffect, useRef, type RefObject } from 'react';

/** A text field, or a media element's controls (their arrow keys seek and set the volume). */
function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest('input, textarea, select, audio, video, [contenteditable=""], [contenteditable="true"]') !== null;
}

/**
 * Calls onLeft / onRight for the ArrowLeft / ArrowRight keys, the way a
 * reader turns pages. Listens on the document so it works before anything is
 * focused, but acts only when focus is on the page itself or inside `root`:
 * arrow keys meant for the embedding page's own controls, for a text field,
 * for the player's audio controls, or combined with a modifier (Alt+← is "back") are left alone.
 */
export function useArrowKeys(root: RefObject<HTMLElement | null>, handlers: { onLeft: () => void; onRight: () => void }): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const target = event.target;
      if (isEditable(target)) return;
      const onPage = target === document.body || target === document.documentElement || target === document;
      const inWidget = target instanceof Node && !!root.current?.contains(target);
      if (!onPage && !inWidget) return;
      if (event.key === 'ArrowRight') latest.current.onRight();
      else latest.current.onLeft();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [root]);
}
