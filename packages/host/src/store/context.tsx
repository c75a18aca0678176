/**
 * React access to the host store: one provider, a selector hook built on
 * useSyncExternalStore (no extra library), and a hook for the actions.
 */
import type { DisplaySettings } from '@parole/widgets';
import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { toDisplaySettings, type HostState } from './state.js';
import type { HostStore } from './store.js';

const StoreContext = createContext<HostStore | null>(null);

export function StoreProvider({ store, children }: { store: HostStore; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

/** The store itself, for its actions (set, setLoading, clearSession). */
export function useHostStore(): HostStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useHostStore must be used inside <StoreProvider>.');
  return store;
}

/**
 * A value derived from the state; the component re-renders only when it
 * changes. The selector must return a stored value or a primitive (not a new
 * object on each call), as useSyncExternalStore compares with Object.is.
 */
export function useHostState<T>(selector: (state: HostState) => T): T {
  const store = useHostStore();
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.getState()),
    () => selector(store.getState()),
  );
}

/** Shows the loading bar while `active` is true; paired by construction. */
export function useLoadingWhile(active: boolean): void {
  const store = useHostStore();
  useEffect(() => {
    if (!active) return;
    store.setLoading(true);
    return () => store.setLoading(false);
  }, [active, store]);
}

/**
 * The Reader's display settings from the persisted state. One selector per
 * field, so the object changes only when a setting does (not on every
 * loading tick), and the Reader is not re-rendered for nothing.
 */
export function useDisplaySettings(): DisplaySettings {
  const fontSize = useHostState((s) => s.fontSize);
  const leading = useHostState((s) => s.leading);
  const display = useHostState((s) => s.display);
  const column = useHostState((s) => s.column);
  const numbers = useHostState((s) => s.numbers);
  const divineNames = useHostState((s) => s.divineNames);
  const speed = useHostState((s) => s.speed);
  return useMemo(
    () => toDisplaySettings({ fontSize, leading, display, column, numbers, divineNames, speed }),
    [fontSize, leading, display, column, numbers, divineNames, speed],
  );
}
