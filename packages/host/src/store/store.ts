/**
 * A small external store for the persisted state: React reads it through
 * useSyncExternalStore (see context.tsx), and every change is written to
 * storage at once, as the specification asks (§3).
 */
import { DEFAULT_STATE, persistedSnapshot, PERSISTED_KEYS, restoreState, type HostState } from './state.js';

/** The single localStorage entry holding the persisted fields, as JSON. */
export const STORAGE_KEY = 'parole:state';

export interface HostStore {
  getState(): HostState;
  subscribe(listener: () => void): () => void;
  /**
   * Merges a patch into the state and persists it. A patch with
   * `currentUser: undefined` deletes the entry.
   */
  set(patch: Partial<HostState>): void;
  /**
   * Counts a task in (`true`) or out (`false`); the loading bar shows while
   * any task is pending. Calls must be paired: prefer useLoadingWhile().
   */
  setLoading(active: boolean): void;
  /** Ends the session on this device: flag off, user entry deleted (logout, 401). */
  clearSession(): void;
  /** Stops following other tabs' changes. */
  dispose(): void;
}

export interface HostStoreOptions {
  /** Where the state lives; null (storage blocked or absent) keeps it in memory only. */
  storage?: Storage | null;
  /** Window whose `storage` events keep several tabs in step; omit to not follow them. */
  syncWindow?: Window | null;
}

function read(storage: Storage | null): HostState {
  if (!storage) return restoreState(undefined);
  try {
    const raw = storage.getItem(STORAGE_KEY);
    return restoreState(raw === null ? undefined : JSON.parse(raw));
  } catch {
    // Corrupt JSON or a storage that throws on access: start from the defaults.
    return restoreState(undefined);
  }
}

export function createHostStore({ storage = null, syncWindow = null }: HostStoreOptions = {}): HostStore {
  let state = read(storage);
  const listeners = new Set<() => void>();

  const notify = () => listeners.forEach((listener) => listener());

  const persist = () => {
    if (!storage) return;
    try {
      storage.setItem(STORAGE_KEY, JSON.stringify(persistedSnapshot(state)));
    } catch {
      // Quota exceeded or private mode: the site keeps working from memory.
    }
  };

  const set = (patch: Partial<HostState>) => {
    const changed = (Object.keys(patch) as Array<keyof HostState>).filter((k) => !Object.is(state[k], patch[k]));
    if (changed.length === 0) return;
    const next: HostState = { ...state, ...patch };
    if ('currentUser' in patch && patch.currentUser === undefined) delete next.currentUser;
    state = next;
    // Loading changes often and is never persisted, so it does not cost a write.
    if (changed.some((k) => (PERSISTED_KEYS as readonly string[]).includes(k))) persist();
    notify();
  };

  // Another tab wrote the state: take its persisted fields, keep our own loading count.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY || event.storageArea !== storage) return;
    const loading = state.loading;
    state = { ...read(storage), loading };
    notify();
  };
  syncWindow?.addEventListener('storage', onStorage);

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set,
    setLoading(active) {
      const count = Math.max(0, (state.loading ?? 0) + (active ? 1 : -1));
      set({ loading: count > 0 ? count : DEFAULT_STATE.loading });
    },
    clearSession() {
      set({ isLoggedIn: false, currentUser: undefined });
    },
    dispose() {
      syncWindow?.removeEventListener('storage', onStorage);
    },
  };
}

/**
 * window.localStorage, or null where reading it throws (storage disabled by
 * the browser's privacy settings) or where there is no window.
 */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
