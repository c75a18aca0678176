import { useCallback, useLayoutEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import { useParoleStyle } from '../style.js';

/**
 * Whether a CSS media query matches, kept current as the window changes.
 * False where there is no window (server rendering) or no matchMedia.
 * @example const compact = useMediaQuery('(max-width: 767px)');
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () =>
    typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}

/**
 * Whether the screen is narrower than the style's mobile breakpoint: the
 * widgets' compact layouts (one column, collapsed panels, 8 chapters).
 * @example const compact = useCompactLayout();
 */
export function useCompactLayout(): boolean {
  const { breakpoints } = useParoleStyle();
  return useMediaQuery(`(max-width: ${breakpoints.mobile - 1}px)`);
}

/**
 * Whether the main pointer is a finger: a screen without hover and with a
 * coarse pointer (a phone, a tablet), where a tap does what a double click
 * does with a mouse. False on the server and in jsdom (no matchMedia).
 * @example const touch = useTouchScreen(); // the reader's hint says « Touchez un verset »
 */
export function useTouchScreen(): boolean {
  return useMediaQuery('(hover: none) and (pointer: coarse)');
}

/**
 * Whether the element given to the returned ref is narrower than the style's
 * mobile breakpoint: a widget laid out by the width the page gives it (a
 * church's sidebar), measured as a container query measures it (the content
 * box; PageRoot is the `wideWidget`/`narrowWidget` queries' container).
 * Measured before the first paint and followed as it changes. Where nothing
 * can be measured (no element yet, hidden, no ResizeObserver: jsdom), the
 * window's width decides, as in useCompactLayout. `ref`, when given, is set
 * to the element too.
 * @example const [compact, rootRef] = useWidthCompact(); … <PageRoot ref={rootRef}>
 */
export function useWidthCompact<T extends HTMLElement>(ref?: RefObject<T | null>): [boolean, (element: T | null) => void] {
  const { breakpoints } = useParoleStyle();
  const windowCompact = useCompactLayout();
  const [element, setElement] = useState<T | null>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const style = getComputedStyle(element);
    setWidth(element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight));
    const observer = new ResizeObserver(([entry]) => setWidth(entry!.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  const attach = useCallback(
    (next: T | null) => {
      if (ref) ref.current = next;
      setElement(next);
    },
    [ref],
  );
  return [width > 0 ? width < breakpoints.mobile : windowCompact, attach];
}
