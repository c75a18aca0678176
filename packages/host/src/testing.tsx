/**
 * Helpers of the host's tests (imported by *.test.tsx only, never by the
 * site): a fake API client, an in-memory Storage, and the app rendered in a
 * MemoryRouter with a probe of the current location.
 */
import type { InfoResponse, ChapterResponse, PlanResponse, SearchResponse, WordCloudResponse, ThemeListResponse, ThemeVersesResponse, Verse } from '@parole/bible';
import { BOOKS, getBook } from '@parole/bible';
import type { BibleApi } from '@parole/widgets';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { vi, type Mock } from 'vitest';
import { App } from './App.js';
import { createHostStore, STORAGE_KEY, type HostState, type HostStore } from './store/index.js';

/** What the API answers with its default configuration (packages/api/src/config.ts). */
export const INFO: InfoResponse = {
  traduction: { nom: 'Louis Segond 1910', copyright: 'Louis Segond 1910 — domaine public' },
  contact: 'contact@example.org',
};

/** 2 Timothée 3:16-17 in Louis Segond 1910, as GET /api/lire/55/3 gives it (abridged to two verses). */
export const VERSE_2TM_3_16 =
  'Toute Écriture est inspirée de Dieu, et utile pour enseigner, pour convaincre, pour corriger, pour instruire dans la justice,';

export function chapterResponse(bookId: number, chapter: number, verses: ReadonlyArray<readonly [number, string]>): ChapterResponse {
  const book = getBook(bookId)!;
  const versets: Verse[] = verses.map(([verse, texte]) => ({
    id: bookId * 1_000_000 + chapter * 1_000 + verse,
    livre_id: bookId,
    chapitre: chapter,
    verset: verse,
    texte,
    livre: { nom: book.name, abr: book.abbr },
  }));
  const chapters = Array.from({ length: book.chapters }, (_, i) => ({ id: bookId * 1_000 + i + 1, chapitre: i + 1 }));
  return { versets, chapitres: chapters, titres: [] };
}

const DEFAULT_CHAPTER = chapterResponse(55, 3, [
  [16, VERSE_2TM_3_16],
  [17, 'afin que l’homme de Dieu soit accompli et propre à toute bonne œuvre.'],
]);

/** A plan day: the readings of 1 January (Genèse 1-3, Matthieu 1), abridged to a verse each. */
export const PLAN_DAY: PlanResponse = {
  versetsAt: [
    ...chapterResponse(1, 1, [[1, 'Au commencement, Dieu créa les cieux et la terre.']]).versets,
    ...chapterResponse(1, 2, [[1, 'Ainsi furent achevés les cieux et la terre, et toute leur armée.']]).versets,
    ...chapterResponse(1, 3, [[1, 'Le serpent était le plus rusé de tous les animaux des champs,']]).versets,
  ],
  versetsNt: chapterResponse(40, 1, [[1, 'Généalogie de Jésus-Christ, fils de David, fils d’Abraham.']]).versets,
};

/** A tag cloud: three words, and the canon's books for the dropdowns. */
export const TAG_CLOUD: WordCloudResponse = {
  tags: [
    { mot: 'Dieu', nb: 1367 },
    { mot: 'Jésus', nb: 1238 },
    { mot: 'berger', nb: 18 },
  ],
  livresAt: BOOKS.filter((b) => b.testament === 'old').map(({ id, name }) => ({ id, nom: name })),
  livresNt: BOOKS.filter((b) => b.testament === 'new').map(({ id, name }) => ({ id, nom: name })),
};

/** GET /api/theme, abridged to two themes. */
export const THEME_LIST: ThemeListResponse = {
  themes: [
    { id: 1, nom: 'Amour', image: '/img/themes/amour.svg', description: "L'amour de Dieu pour les hommes." },
    { id: 4, nom: 'Paix', image: '/img/themes/paix.svg', description: 'La paix avec Dieu et la paix du cœur.' },
  ],
};

/** GET /api/theme/4, abridged to its first verse. */
export const THEME_PAIX: ThemeVersesResponse = {
  theme: THEME_LIST.themes[1],
  versets: chapterResponse(43, 14, [[27, 'Je vous laisse la paix, je vous donne ma paix.']]).versets.map((versets21) => ({
    nom: 'Paix',
    passage: 1,
    versets21,
  })),
};

/** A search that found nothing. */
export const NO_HITS: SearchResponse = {
  versets: [],
  versetsCount: 0,
  versetsCountAT: 0,
  versetsCountNT: 0,
  versetsCountTotal: 0,
  livres: [],
  livresMax: 0,
};

export type FakeClient = { [K in keyof BibleApi]: Mock<BibleApi[K]> };

/** A client answering from memory; any method can be replaced. */
export function fakeClient(overrides: Partial<BibleApi> = {}): FakeClient {
  const client: BibleApi = {
    lire: async () => DEFAULT_CHAPTER,
    print: async () => DEFAULT_CHAPTER,
    rechercher: async () => NO_HITS,
    bible1an: async () => PLAN_DAY,
    tagcloud: async () => TAG_CLOUD,
    themes: async () => THEME_LIST,
    theme: async () => THEME_PAIX,
    info: async () => INFO,
    csrfCookie: async () => undefined,
    ...overrides,
  };
  return Object.fromEntries(Object.entries(client).map(([k, f]) => [k, vi.fn(f)])) as unknown as FakeClient;
}

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
