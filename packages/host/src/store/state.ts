/**
 * The device-local state of the site (specification §3, "Locally persisted
 * state"): its shape, its defaults, and how a stored value is read back.
 *
 * HostState names its fields in English, as all code does; the document
 * stored on the device keeps the specification's names (`partie`, `essai`,
 * `verset`, `dieu`, and `jeton`), a public format that earlier versions
 * wrote and that does not change, and the translation read under the API's
 * name of it, `traduction` (issue 41). This file is the one place that
 * translates: restoreState reads the stored names, persistedSnapshot writes
 * them (STORED_NAMES).
 *
 * Whatever sits in localStorage may be stale, hand-edited or written by
 * another app on the same origin, so every field is validated on its own: a
 * bad field falls back to its default and the good ones are kept.
 */
import {
  ANY_NUMBERING,
  exactParam,
  GAME_ROUNDS,
  gameIdParam,
  gameTokenParam,
  hasChapter,
  isValidPlanDate,
  parseVerseSelection,
  translationParam,
  type Bookmark,
  type ExactMode,
} from '@parole/bible';
import { FONT_SIZE, LEADING, SPEEDS, type DisplaySettings } from '@parole/widgets';

/** The login response, stored as is; only `name` is read by the site (spec §3). */
export interface CurrentUser {
  name: string;
  [field: string]: unknown;
}

/** The last chapter read, used by /lire without parameters. */
export interface LastRead {
  book: number;
  chapter: number;
}

export type TextDisplay = 'normal' | 'justify';

export interface HostState {
  isLoggedIn: boolean;
  /** Absent when logged out: the entry is deleted, not set to null (spec §3). */
  currentUser?: CurrentUser;
  auth_error: string | null;
  /**
   * Number of pending tasks (API calls, lazy pages) or null when idle; the
   * loading bar shows while it is truthy. Never persisted: see PERSISTED_KEYS.
   */
  loading: number | null;
  /** Search history. */
  wordList: string[];
  word: string;
  refresh: boolean;
  display: TextDisplay;
  leading: number;
  exact: ExactMode;
  fontSize: number;
  /** Game nickname. */
  pseudo: string | null;
  /** The game in progress on this device, as the API gives it (GET /api/jeu/partie/{pseudo}: `partie`). Stored as `partie`. */
  game: number | null;
  /**
   * The secret of that game (the API's `jeton`, an addition to the spec's
   * table): every answer carries it, so that only this device plays the
   * game. Stored as `jeton`.
   */
  gameToken: string | null;
  /** Attempt number in the current game, 1-10. Stored as `essai`. */
  attempt: number;
  /** The last chapter read, opened by /lire without parameters. Stored as `verset`. */
  lastRead: LastRead | null;
  /** Divine-name highlight; null ("none" in the spec) reads as off. Stored as `dieu`. */
  divineNames: boolean | null;
  column: 1 | 2;
  /** Verse numbers shown (an addition to the spec's table: the Reader has the toggle). */
  numbers: boolean;
  /** Playback speed of chapter audio, one of the Reader's SPEEDS (an addition: kept with the display settings). */
  speed: number;
  /** Verses and chapters kept on this device, newest first (an addition: spec §1 "bookmarks stay only on the device"). */
  bookmarks: Bookmark[];
  /**
   * The one-year plan's chapters opened on this device, by date ('m-d', e.g.
   * '3-15') then 'book/chapter' (an addition: the reader's position in the
   * plan stays on the device, like the bookmarks).
   */
  planRead: Record<string, string[]>;
  /**
   * The translation read (GET /api/traductions' id, issue 41): the reader's
   * choice, and the translation of the last chapter read, whose numbering
   * `lastRead` is in. Absent for the default, Louis Segond 1910, so that a
   * device that never chose one stores what it stored before. Stored as
   * `traduction`, the API's name of it.
   */
  translation?: string;
}

/** Attempts per game (spec §9), the contract's one definition. */
export const GAME_ATTEMPTS = GAME_ROUNDS;

export const DEFAULT_STATE: Readonly<HostState> = Object.freeze({
  isLoggedIn: false,
  auth_error: null,
  loading: null,
  wordList: [],
  word: 'Jésus de Nazareth',
  refresh: false,
  display: 'normal',
  leading: 1.5,
  exact: 'nex',
  fontSize: 1,
  pseudo: null,
  game: null,
  gameToken: null,
  attempt: 1,
  lastRead: null,
  divineNames: null,
  column: 2,
  numbers: true,
  speed: 1,
  bookmarks: [],
  planRead: {},
});

/**
 * The fields written to storage, in the order the stored document lists
 * them. `loading` is left out on purpose: a page reloaded in the middle of a
 * request would otherwise restore a loading bar that nothing ever clears.
 */
export const PERSISTED_KEYS = [
  'isLoggedIn',
  'currentUser',
  'auth_error',
  'wordList',
  'word',
  'refresh',
  'display',
  'leading',
  'exact',
  'fontSize',
  'pseudo',
  'game',
  'gameToken',
  'attempt',
  'lastRead',
  'divineNames',
  'column',
  'numbers',
  'speed',
  'bookmarks',
  'planRead',
  'translation',
] as const satisfies ReadonlyArray<keyof HostState>;

type PersistedKey = (typeof PERSISTED_KEYS)[number];

/**
 * The stored names of the fields HostState names otherwise: the
 * specification's (§3), `jeton`, the API's name of the game's secret, and
 * `traduction`, the API's name of the translation (its query parameter,
 * issue 41; the device keeps French names, as the specification's fields).
 * Every other persisted field is stored under its own name.
 */
const STORED_NAMES = {
  game: 'partie',
  gameToken: 'jeton',
  attempt: 'essai',
  lastRead: 'verset',
  divineNames: 'dieu',
  translation: 'traduction',
} as const satisfies Partial<Record<PersistedKey, string>>;

type StoredName<K extends PersistedKey> = K extends keyof typeof STORED_NAMES ? (typeof STORED_NAMES)[K] : K;

/**
 * The document stored on the device (localStorage, STORAGE_KEY): the
 * persisted fields under their stored names, each optional (a document of an
 * earlier version may lack some).
 */
export type StoredState = { [K in PersistedKey as StoredName<K>]?: HostState[K] };

/**
 * The name a persisted field has in the stored document.
 * @example storedName('attempt') // 'essai'
 */
function storedName<K extends PersistedKey>(key: K): StoredName<K> {
  const renamed: Partial<Record<PersistedKey, string>> = STORED_NAMES;
  return (renamed[key] ?? key) as StoredName<K>;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';
const isString = (v: unknown): v is string => typeof v === 'string';
const isNullableString = (v: unknown): v is string | null => v === null || typeof v === 'string';
const inRange = (min: number, max: number) => (v: unknown): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max;

/**
 * A field of a stored record, under its name or under the French name the
 * site stored before the naming rule (docs/architecture.md): records written
 * by earlier versions (last chapter read, bookmarks) are still read.
 */
const field = (record: Record<string, unknown>, name: string, legacy: string): unknown =>
  name in record ? record[name] : record[legacy];

/**
 * A chapter some translation has (issue 41: the last chapter read and a
 * bookmark are in their translation's numbering, Martin's Malachie 4 among
 * them); the reader reads it in its own.
 */
const isSomeChapter = (book: number, chapter: number) => hasChapter(ANY_NUMBERING, book, chapter);

/** The last chapter read of a stored record, or null when it is not a chapter of the canon. */
function restoreLastRead(value: unknown): LastRead | null {
  if (!isRecord(value)) return null;
  const book = field(value, 'book', 'livre');
  const chapter = field(value, 'chapter', 'chapitre');
  return typeof book === 'number' && typeof chapter === 'number' && isSomeChapter(book, chapter) ? { book, chapter } : null;
}

/** One validator per persisted field (by its HostState name): true when the stored value may be used as is. */
const VALIDATORS: Record<PersistedKey, (v: unknown) => boolean> = {
  isLoggedIn: isBoolean,
  currentUser: (v): v is CurrentUser => isRecord(v) && isString(v.name),
  auth_error: isNullableString,
  wordList: (v): v is string[] => Array.isArray(v) && v.every(isString),
  word: isString,
  refresh: isBoolean,
  display: (v): v is TextDisplay => v === 'normal' || v === 'justify',
  // The Reader's own bounds (spec §5 floors, the widgets' ceilings): one definition.
  leading: inRange(LEADING.min, LEADING.max),
  exact: (v): v is ExactMode => isString(v) && exactParam.parse(v) !== null,
  fontSize: inRange(FONT_SIZE.min, FONT_SIZE.max),
  pseudo: isNullableString,
  // The contract's own parameters: a game id the API accepts, a secret of its shape.
  game: (v): v is number | null => v === null || (typeof v === 'number' && gameIdParam.parse(String(v)) === v),
  gameToken: (v): v is string | null => v === null || (isString(v) && gameTokenParam.parse(v) !== null),
  attempt: (v): v is number => Number.isInteger(v) && inRange(1, GAME_ATTEMPTS)(v),
  lastRead: (v) => v === null || restoreLastRead(v) !== null,
  divineNames: (v): v is boolean | null => v === null || isBoolean(v),
  column: (v): v is 1 | 2 => v === 1 || v === 2,
  numbers: isBoolean,
  speed: (v): v is number => typeof v === 'number' && SPEEDS.includes(v),
  // Entries are checked one by one in restoreState: one bad bookmark must not cost the others.
  bookmarks: Array.isArray,
  // Entries are checked one by one in restoreState, like the bookmarks.
  planRead: isRecord,
  // An id of the contract's shape; one the server lacks is refused by the API, in French, where it is read.
  translation: (v) => isString(v) && translationParam.parse(v) !== null,
};

/**
 * A stored bookmark reduced to the fields the site reads, or null when it
 * does not designate an existing chapter (and a well-formed verse selection).
 */
export function restoreBookmark(value: unknown): Bookmark | null {
  if (!isRecord(value)) return null;
  const place = restoreLastRead(value);
  const verses = field(value, 'verses', 'versets');
  const excerpt = field(value, 'excerpt', 'extrait');
  const { date, translation } = value;
  if (!place) return null;
  if (verses !== undefined && (!isString(verses) || parseVerseSelection(verses) === null)) return null;
  if (!isString(excerpt) || !isString(date)) return null;
  const bookmark: Bookmark = verses === undefined ? { ...place, excerpt, date } : { ...place, verses, excerpt, date };
  // The translation of its numbering (issue 41), of the contract's shape; absent, the default's.
  if (isString(translation) && translationParam.parse(translation) !== null) bookmark.translation = translation;
  return bookmark;
}

/** A plan date key 'm-d' (a date of a leap year: 29 February included). */
const PLAN_DATE = /^([1-9]|1[0-2])-([1-9]|[12]\d|3[01])$/;
/** A chapter key 'book/chapter'. */
const CHAPTER_KEY = /^(\d{1,2})\/(\d{1,3})$/;

/**
 * The plan's opened chapters reduced to real dates and chapters of the
 * canon, each listed once; dates without any chapter left are dropped.
 */
export function restorePlanRead(value: Record<string, unknown>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [date, list] of Object.entries(value)) {
    const day = PLAN_DATE.exec(date);
    if (!day || !isValidPlanDate(Number(day[1]), Number(day[2]), 2000) || !Array.isArray(list)) continue;
    const chapters = list.filter((key): key is string => {
      const m = isString(key) ? CHAPTER_KEY.exec(key) : null;
      return m !== null && isSomeChapter(Number(m[1]), Number(m[2]));
    });
    if (chapters.length > 0) out[date] = [...new Set(chapters)];
  }
  return out;
}

/**
 * Builds a full state from whatever was stored (a StoredState, or anything).
 * Never throws: unknown input gives the defaults, unknown fields are
 * dropped, invalid fields fall back. Fields are read under their stored
 * names (`partie`, `essai`, `verset`, `dieu`, `jeton`, `traduction`).
 * @example restoreState({ essai: 4, dieu: true }).attempt // 4
 */
export function restoreState(stored: unknown): HostState {
  const state: HostState = { ...DEFAULT_STATE, wordList: [], bookmarks: [], planRead: {} };
  if (!isRecord(stored)) return state;
  for (const key of PERSISTED_KEYS) {
    const name = storedName(key);
    if (!(name in stored)) continue;
    const value = stored[name];
    if (!VALIDATORS[key](value)) continue;
    if (key === 'lastRead' && value !== null) {
      // Keep only the fields the site reads, so a stored object cannot smuggle others in.
      state.lastRead = restoreLastRead(value);
    } else if (key === 'wordList') {
      state.wordList = [...(value as string[])];
    } else if (key === 'planRead') {
      state.planRead = restorePlanRead(value as Record<string, unknown>);
    } else if (key === 'bookmarks') {
      state.bookmarks = (value as unknown[]).map(restoreBookmark).filter((b): b is Bookmark => b !== null);
    } else {
      (state as unknown as Record<string, unknown>)[key] = value;
    }
  }
  return state;
}

/**
 * The document written to storage: the persisted fields under their stored
 * names, in PERSISTED_KEYS' order (currentUser omitted when absent), so its
 * JSON is the one earlier versions wrote.
 * @example persistedSnapshot({ ...DEFAULT_STATE, attempt: 4 }).essai // 4
 */
export function persistedSnapshot(state: HostState): StoredState {
  const out: Record<string, unknown> = {};
  for (const key of PERSISTED_KEYS) {
    if (state[key] !== undefined) out[storedName(key)] = state[key];
  }
  return out as StoredState;
}

/** Logged in means the flag and a current user, both (spec §6). */
export function isAuthenticated(state: Pick<HostState, 'isLoggedIn' | 'currentUser'>): boolean {
  return state.isLoggedIn && state.currentUser !== undefined;
}

/** The Reader's display settings, read from the persisted state. */
export function toDisplaySettings(
  state: Pick<HostState, 'fontSize' | 'leading' | 'display' | 'column' | 'numbers' | 'divineNames' | 'speed'>,
): DisplaySettings {
  return {
    fontSize: state.fontSize,
    leading: state.leading,
    display: state.display,
    column: state.column,
    numbers: state.numbers,
    divineNames: state.divineNames ?? false,
    speed: state.speed,
  };
}

/** The state patch that stores the Reader's display settings. */
export function fromDisplaySettings(settings: DisplaySettings): Partial<HostState> {
  return {
    fontSize: settings.fontSize,
    leading: settings.leading,
    display: settings.display,
    column: settings.column,
    numbers: settings.numbers,
    divineNames: settings.divineNames,
    speed: settings.speed,
  };
}
