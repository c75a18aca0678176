/**
 * "A new version is waiting": told by the service worker's registration
 * (register.ts), shown by the update banner (UpdateBanner.tsx). A tiny store
 * of its own, so that the app and its tests never touch the service worker.
 */
import { useSyncExternalStore } from 'react';

/** Activates the waiting version; the page reloads once it controls it. */
export type ApplyUpdate = () => void;

let waiting: ApplyUpdate | null = null;
const listeners = new Set<() => void>();

/** Says that a new version waits, and how to apply it. */
export function announceUpdate(apply: ApplyUpdate): void {
  waiting = apply;
  for (const listener of listeners) listener();
}

/**
 * Says that no version waits any more. A page never needs it (applying a
 * version reloads the page); the tests that share a document and this module
 * (vitest.config.ts) do, so that the next file starts without a banner.
 */
export function forgetUpdate(): void {
  waiting = null;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How to apply the waiting version, or null when none waits. */
export function useWaitingUpdate(): ApplyUpdate | null {
  return useSyncExternalStore(
    subscribe,
    () => waiting,
    () => null,
  );
}
