/**
 * Helpers of the host's tests (imported by *.test.tsx only, never by the
 * site): the app rendered in a MemoryRouter with a probe of the current
 * location, a component rendered in the site's style, an in-memory Storage,
 * what the tests read of the recordings of the real API (the widgets' one
 * fake client answers from them), and the props of widgets replaced by
 * stand-ins.
 */
import { htmlToText, type PageAnswer } from '@parole/bible';
import { BibleApiProvider } from '@parole/widgets';
import { fakeClient, recorded, rendersOf, replaceWithStandIns, type FakeClient, type Renders, type StandInDraws } from '@parole/widgets/testing';
import { render, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, parsePath, useLocation } from 'react-router-dom';
import { afterAll, beforeEach, expect } from 'vitest';
import { App } from './App.js';
import { createHostStore, STORAGE_KEY, StoreProvider, type HostStore, type StoredState } from './store/index.js';
import { SiteStyleProvider } from './style.js';

export { fakeClient, recorded } from '@parole/widgets/testing';
export type { FakeClient } from '@parole/widgets/testing';

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

/** The state persisted in `storage` (null while nothing was written). */
export const stored = (storage: Storage) => JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null');

/**
 * A storage already holding a persisted state: the stored document, under
 * its stored names (`partie`, `essai`, `verset`, `dieu`, `jeton`), or raw text.
 */
export function storageWith(state: StoredState | string): MemoryStorage {
  return new MemoryStorage({ [STORAGE_KEY]: typeof state === 'string' ? state : JSON.stringify(state) });
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

export interface RenderAppOptions {
  storage?: Storage;
  client?: FakeClient;
  /** Addresses visited before `path`, oldest first (the history Back goes through). */
  before?: string[];
  /** Answers sent with the page by the server (App's pageAnswers). */
  pageAnswers?: readonly PageAnswer[];
  /** The history state of `path`'s entry, as a `navigate(path, { state })` leaves it (ONE_OFF_SEARCH). */
  state?: unknown;
}

/** The whole site at `path`, with a fake client and an in-memory storage. */
export function renderApp(path: string, { storage = new MemoryStorage(), client = fakeClient(), before = [], pageAnswers, state }: RenderAppOptions = {}) {
  const store: HostStore = createHostStore({ storage });
  let onUnauthorized: () => void = () => {};
  const view = render(
    <MemoryRouter initialEntries={[...before, state === undefined ? path : { ...parsePath(path), state }]} initialIndex={before.length}>
      <App
        store={store}
        autoPrint={false}
        pageAnswers={pageAnswers}
        createClient={(options) => {
          onUnauthorized = options.onUnauthorized;
          return client;
        }}
      />
      <LocationProbe />
    </MemoryRouter>,
  );
  const location = () => view.getByTestId('location').textContent;
  return {
    ...view,
    store,
    client,
    storage,
    /** Path and query of the router's current location. */
    location,
    /** Waits until the router's location (path and query) is `expected`. */
    reaches: (expected: string) => waitFor(() => expect(location()).toBe(expected)),
    /** What the client does on a 401 answer. */
    unauthorized: () => onUnauthorized(),
  };
}

/** The whole site at `path` (see renderApp), once the element with data-testid `testId` (a stand-in widget) is drawn. */
export async function renderAppShowing(path: string, testId: string, options?: RenderAppOptions) {
  const app = renderApp(path, options);
  await app.findByTestId(testId);
  return app;
}

/**
 * `element` in the site's style (without its global CSS), with `client` for
 * what it asks the API, and a store of the device's state in memory (one the
 * element provides itself wins).
 */
export function renderInSite(element: ReactElement, client: FakeClient = fakeClient(), store: HostStore = createHostStore()) {
  return render(
    <StoreProvider store={store}>
      <BibleApiProvider client={client}>
        <SiteStyleProvider global={false}>{element}</SiteStyleProvider>
      </BibleApiProvider>
    </StoreProvider>,
  );
}

/** The links inside `element`, as [text, href] pairs in document order. */
export const linksOf = (element: HTMLElement) => within(element).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);

/**
 * Replaces, for this test file, widgets of @parole/widgets with stand-ins
 * that draw what `draws` says and record their props (`propsOf`); the real
 * widgets come back after the file. The widget is tested in its own package:
 * here a page only has to hand it the right props. Call it at the file's top,
 * before `propsOf`.
 * @example
 * import * as widgets from '@parole/widgets';
 * useStandIns(widgets, { WordCloud: (props) => <p data-testid="cloud">{props.scope}</p> });
 */
export function useStandIns<M extends object>(widgets: M, draws: StandInDraws<M>): void {
  afterAll(replaceWithStandIns(widgets, draws));
}

/**
 * The props a widget received in this file's tests, the widget being a
 * stand-in (`useStandIns`); forgotten before each test.
 * @example
 * useStandIns(widgets, { WordCloud: (props) => <p data-testid="cloud">{props.scope}</p> });
 * const cloud = propsOf(WordCloud);
 * act(() => cloud.last().onScopeChange?.('at'));
 */
export function propsOf<P>(widget: (props: P) => unknown): Renders<P> {
  const renders = rendersOf(widget);
  beforeEach(() => renders.clear());
  return renders;
}
