/**
 * Helpers of the host's tests (imported by *.test.tsx only, never by the
 * site): the app rendered in a MemoryRouter with a probe of the current
 * location, an in-memory Storage, and what the tests read of the recordings
 * of the real API (the widgets' one fake client answers from them).
 */
import { htmlToText } from '@parole/bible';
import { fakeClient, recorded, type FakeClient } from '@parole/widgets/testing';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { App } from './App.js';
import { createHostStore, STORAGE_KEY, type HostState, type HostStore } from './store/index.js';

export { fakeClient, recorded, type FakeClient };

/** What the API answers with its default configuration (packages/api/src/config.ts). */
export const INFO = recorded('info', {});

/** A search that found nothing. */
export const NO_HITS = recorded('search', { word: 'zorglub', scope: 'atnt', exact: 'nex' });

/** 2 Timothée 3:16, the home page's verse, as the recorded chapter gives it. */
export const VERSE_2TM_3_16 = htmlToText(recorded('chapter', { book: 55, chapter: 3 }).versets.find((v) => v.verset === 16)!.texte);

/** A Storage kept in a Map, so each test starts clean and can inspect what was written. */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  constructor(initial: Record<string, string> = {}) {
    Object.entries(initial).forEach(([k, v]) => this.items.set(k, v));
  }
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

/** A storage already holding a persisted state. */
export function storageWith(state: Partial<HostState> | string): MemoryStorage {
  return new MemoryStorage({ [STORAGE_KEY]: typeof state === 'string' ? state : JSON.stringify(state) });
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

export interface RenderAppOptions {
  storage?: Storage;
  client?: FakeClient;
}

/** The whole site at `path`, with a fake client and an in-memory storage. */
export function renderApp(path: string, { storage = new MemoryStorage(), client = fakeClient() }: RenderAppOptions = {}) {
  const store: HostStore = createHostStore({ storage });
  let onUnauthorized: () => void = () => {};
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <App
        store={store}
        autoPrint={false}
        createClient={(options) => {
          onUnauthorized = options.onUnauthorized;
          return client;
        }}
      />
      <LocationProbe />
    </MemoryRouter>,
  );
  return {
    ...view,
    store,
    client,
    storage,
    /** Path and query of the router's current location. */
    location: () => view.getByTestId('location').textContent,
    /** What the client does on a 401 answer. */
    unauthorized: () => onUnauthorized(),
  };
}
