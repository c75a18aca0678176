import { useCallback, useEffect, useRef } from 'react';

/** The latest version of a function behind a stable identity (for memoised children). */
export function useStableCallback<A extends unknown[]>(fn: (...args: A) => void): (...args: A) => void {
  const ref = useRef(fn);
  useEffect(() => {
    ref.current = fn;
  });
  return useCallback((...args: A) => ref.current(...args), []);
}

