import { createContext, createElement, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { createBibleApi, type BibleApi } from './client.js';

const BibleApiContext = createContext<BibleApi | null>(null);

export type BibleApiProviderProps = { children?: ReactNode } & (
  | { /** A client made by createBibleApi (or a fake in tests and stories). */ client: BibleApi; baseURL?: never; onUnauthorized?: never }
  | {
      /** Origin of the API; a client is created for it. */
      baseURL: string;
      /** See BibleApiOptions.onUnauthorized. */
      onUnauthorized?: () => void;
      client?: never;
    }
);

/**
 * Gives every widget below it the one API client.
 * @example <BibleApiProvider baseURL="https://parole.example"><Reader book={43} chapter={3} /></BibleApiProvider>
 */
export function BibleApiProvider(props: BibleApiProviderProps) {
  const { client, baseURL, onUnauthorized, children } = props;
  // The latest callback is read through a ref so that a new function identity
  // on each host render does not recreate the client (and refetch).
  const onUnauthorizedRef = useRef(onUnauthorized);
  useEffect(() => {
    onUnauthorizedRef.current = onUnauthorized;
  }, [onUnauthorized]);

  const value = useMemo(
    () => client ?? createBibleApi({ baseURL: baseURL ?? '', onUnauthorized: () => onUnauthorizedRef.current?.() }),
    [client, baseURL],
  );
  return createElement(BibleApiContext.Provider, { value }, children);
}

/** The client of the nearest <BibleApiProvider>. */
export function useBibleApi(): BibleApi {
  const client = useContext(BibleApiContext);
  if (!client) throw new Error('useBibleApi: wrap the widget in <BibleApiProvider client={…}> or <BibleApiProvider baseURL="…">.');
  return client;
}
