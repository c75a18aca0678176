import { useCallback, useSyncExternalStore } from 'react';
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
