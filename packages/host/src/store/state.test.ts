import { DEFAULT_DISPLAY_SETTINGS } from '@parole/widgets';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STATE,
  fromDisplaySettings,
  isAuthenticated,
  persistedSnapshot,
  restoreState,
  toDisplaySettings,
  type HostState,
  type StoredState,
} from './state.js';

/**
 * A document stored by the version before issue 46's English names (every
 * field set), and the defaults as it stored them: byte for byte what
 * visitors' devices hold.
 */
const STORED_BEFORE =
  '{"isLoggedIn":true,"currentUser":{"name":"Marie","id":7},"auth_error":"Login et/ou password erroné !","wordList":["amour","grâce"],"word":"grâce","refresh":true,"display":"justify","leading":1.8,"exact":"exa","fontSize":1.25,"pseudo":"Paul","partie":12,"jeton":"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa","essai":4,"verset":{"book":43,"chapter":3},"dieu":true,"column":1,"numbers":false,"speed":1.25,"bookmarks":[{"book":19,"chapter":23,"verses":"1","excerpt":"L’Éternel est mon berger","date":"2026-11-20T10:00:00.000Z"},{"book":43,"chapter":3,"excerpt":"Il y eut un homme","date":"2026-11-19T10:00:00.000Z"}],"planRead":{"1-1":["1/1","40/1"],"2-29":["4/20"]}}';
const DEFAULTS_STORED_BEFORE =
  '{"isLoggedIn":false,"auth_error":null,"wordList":[],"word":"Jésus de Nazareth","refresh":false,"display":"normal","leading":1.5,"exact":"nex","fontSize":1,"pseudo":null,"partie":null,"jeton":null,"essai":1,"verset":null,"dieu":null,"column":2,"numbers":true,"speed":1,"bookmarks":[],"planRead":{}}';

/** The state's field of a stored one: the specification's French names (§3) are English in the state. */
const RENAMED: Partial<Record<keyof StoredState, keyof HostState>> = {
  partie: 'game',
  jeton: 'gameToken',
  essai: 'attempt',
  verset: 'lastRead',
  dieu: 'divineNames',
};
const stateKey = (name: keyof StoredState): keyof HostState => RENAMED[name] ?? (name as keyof HostState);

describe('restoreState', () => {
  describe('given nothing usable', () => {
    it.each([undefined, null, 42, 'text', [], true])('gives every default for %j', (stored) => {
      expect(restoreState(stored)).toEqual(DEFAULT_STATE);
    });

    it('has the defaults of the specification, plus verse numbers shown', () => {
      expect(restoreState(undefined)).toEqual({
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
      expect('currentUser' in restoreState(undefined)).toBe(false);
    });
  });

  describe('given a valid stored state', () => {
    const stored = JSON.parse(STORED_BEFORE) as StoredState;

    it('keeps every field of what the previous version stored, its spec names read into the state’s English ones', () => {
      expect(restoreState(stored)).toEqual({
        isLoggedIn: true,
        currentUser: { name: 'Marie', id: 7 },
        auth_error: 'Login et/ou password erroné !',
        loading: null,
        wordList: ['amour', 'grâce'],
        word: 'grâce',
        refresh: true,
        display: 'justify',
        leading: 1.8,
        exact: 'exa',
        fontSize: 1.25,
        pseudo: 'Paul',
        game: 12,
        gameToken: 'a'.repeat(43),
        attempt: 4,
        lastRead: { book: 43, chapter: 3 },
        divineNames: true,
        column: 1,
        numbers: false,
        speed: 1.25,
        bookmarks: [
          { book: 19, chapter: 23, verses: '1', excerpt: 'L’Éternel est mon berger', date: '2026-11-20T10:00:00.000Z' },
          { book: 43, chapter: 3, excerpt: 'Il y eut un homme', date: '2026-11-19T10:00:00.000Z' },
        ],
        planRead: { '1-1': ['1/1', '40/1'], '2-29': ['4/20'] },
      } satisfies HostState);
    });

    it('reads the fields under their stored names only, not under the state’s English names', () => {
      const state = restoreState({ game: 12, gameToken: 'a'.repeat(43), attempt: 4, lastRead: { book: 43, chapter: 3 }, divineNames: true });
      expect(state).toEqual(DEFAULT_STATE);
    });

    it('never restores loading, so a reload mid-request shows no stuck bar', () => {
      expect(restoreState({ ...stored, loading: 3 }).loading).toBeNull();
    });

    it('keeps only real plan dates and chapters of the canon, each once', () => {
      const planRead = {
        '1-1': ['1/1', '1/1', '43/22', 'x', 7, '40/1'],
        '2-30': ['1/1'],
        '13-1': ['1/1'],
        '01-1': ['1/1'],
        '3-2': 'abc',
        '3-3': ['99/1'],
      };
      expect(restoreState({ planRead }).planRead).toEqual({ '1-1': ['1/1', '40/1'] });
      expect(restoreState({ planRead: ['1/1'] }).planRead).toEqual({});
    });

    it('drops fields it does not know', () => {
      expect(restoreState({ word: 'paix', admin: true })).not.toHaveProperty('admin');
    });
  });

  describe('given corrupt or foreign fields', () => {
    it.each<[keyof StoredState, unknown]>([
      ['isLoggedIn', 'yes'],
      ['currentUser', { nom: 'Marie' }],
      ['currentUser', 'Marie'],
      ['auth_error', 404],
      ['wordList', 'amour'],
      ['wordList', ['amour', 3]],
      ['word', null],
      ['refresh', 1],
      ['display', 'center'],
      ['leading', 1.2],
      ['leading', 'NaN'],
      ['leading', Infinity],
      ['exact', 'EXA'],
      ['fontSize', 0.5],
      ['fontSize', 100],
      ['pseudo', 12],
      ['partie', -1],
      ['partie', ''],
      ['partie', '12'],
      ['partie', 2.5],
      ['partie', 2 ** 31],
      ['jeton', 'abc'],
      ['jeton', 12],
      ['jeton', 'a'.repeat(44)],
      ['essai', 0],
      ['essai', 11],
      ['essai', 2.5],
      ['verset', { book: 67, chapter: 1 }],
      ['verset', { book: 65, chapter: 2 }],
      ['verset', '43/3'],
      ['dieu', 'on'],
      ['column', 3],
      ['numbers', 'false'],
      ['speed', 3],
      ['speed', 1.1],
      ['speed', '1.5'],
      ['bookmarks', { book: 19, chapter: 23 }],
      ['bookmarks', 'Psaumes 23'],
    ])('falls back to the default for %s = %j and keeps the other fields', (name, value) => {
      const state = restoreState({ word: 'paix', [name]: value });
      const key = stateKey(name);
      expect(state[key]).toEqual(DEFAULT_STATE[key]);
      if (key !== 'word') expect(state.word).toBe('paix');
    });

    describe('bookmarks', () => {
      const good = { book: 19, chapter: 23, verses: '1-3', excerpt: 'L’Éternel est mon berger', date: '2026-11-20T10:00:00.000Z' };

      it.each([
        ['a chapter that does not exist', { ...good, chapter: 151 }],
        ['a book that does not exist', { ...good, book: 67 }],
        ['a book given as text', { ...good, book: '19' }],
        ['a malformed verse selection', { ...good, verses: 'abc' }],
        ['an empty verse selection', { ...good, verses: '' }],
        ['a numeric verse selection', { ...good, verses: 1 }],
        ['no excerpt', { ...good, excerpt: undefined }],
        ['no date', { ...good, date: 20261120 }],
        ['not an object', 'Psaumes 23'],
        ['null', null],
      ])('drops a bookmark with %s and keeps the others', (_, bad) => {
        expect(restoreState({ bookmarks: [bad, good] }).bookmarks).toEqual([good]);
      });

      it('keeps a whole-chapter bookmark, without verses', () => {
        const chapter = { book: 43, chapter: 3, excerpt: 'Il y eut', date: '2026-11-20T10:00:00.000Z' };
        const [restored] = restoreState({ bookmarks: [chapter] }).bookmarks;
        expect(restored).toEqual(chapter);
        expect('verses' in restored).toBe(false);
      });

      it('reads bookmarks stored with the French field names of earlier versions', () => {
        const legacy = { book: 19, chapter: 23, versets: '1-3', extrait: 'L’Éternel est mon berger', date: good.date };
        expect(restoreState({ bookmarks: [legacy] }).bookmarks).toEqual([good]);
      });

      it('keeps only the fields of a bookmark', () => {
        expect(restoreState({ bookmarks: [{ ...good, html: '<script>' }] }).bookmarks).toEqual([good]);
      });

      it('does not share the default list between states', () => {
        restoreState(undefined).bookmarks.push(good);
        expect(DEFAULT_STATE.bookmarks).toEqual([]);
        expect(restoreState(undefined).bookmarks).toEqual([]);
      });
    });

    it('keeps only the book and chapter of the last chapter read', () => {
      expect(restoreState({ verset: { book: 43, chapter: 3, extra: '<script>' } }).lastRead).toEqual({ book: 43, chapter: 3 });
    });

    it('reads a last chapter stored with the French field names of earlier versions', () => {
      expect(restoreState({ verset: { book: 43, chapter: 3 } }).lastRead).toEqual({ book: 43, chapter: 3 });
      expect(restoreState({ verset: { livre: 43, chapitre: 3 } }).lastRead).toEqual({ book: 43, chapter: 3 });
    });
  });
});

describe('persistedSnapshot', () => {
  it('leaves out loading, and currentUser when there is none', () => {
    const snapshot = persistedSnapshot({ ...DEFAULT_STATE, loading: 2 });
    expect(snapshot).not.toHaveProperty('loading');
    expect(snapshot).not.toHaveProperty('currentUser');
    expect(snapshot.word).toBe('Jésus de Nazareth');
  });

  it('writes the document of the previous version byte for byte: the specification’s names, in the same order', () => {
    expect(JSON.stringify(persistedSnapshot(restoreState(JSON.parse(STORED_BEFORE))))).toBe(STORED_BEFORE);
    expect(JSON.stringify(persistedSnapshot(DEFAULT_STATE))).toBe(DEFAULTS_STORED_BEFORE);
  });

  it('stores the English fields of the state under the specification’s names', () => {
    const snapshot = persistedSnapshot({
      ...DEFAULT_STATE,
      game: 12,
      gameToken: 'a'.repeat(43),
      attempt: 4,
      lastRead: { book: 43, chapter: 3 },
      divineNames: true,
    });
    expect(snapshot).toMatchObject({ partie: 12, jeton: 'a'.repeat(43), essai: 4, verset: { book: 43, chapter: 3 }, dieu: true });
    for (const english of ['game', 'gameToken', 'attempt', 'lastRead', 'divineNames']) expect(snapshot).not.toHaveProperty(english);
  });
});

describe('isAuthenticated', () => {
  it('needs both the flag and a current user', () => {
    expect(isAuthenticated({ isLoggedIn: true, currentUser: { name: 'Marie' } })).toBe(true);
    expect(isAuthenticated({ isLoggedIn: true })).toBe(false);
    expect(isAuthenticated({ isLoggedIn: false, currentUser: { name: 'Marie' } })).toBe(false);
  });
});

describe('display settings', () => {
  it('reads the spec defaults as the Reader’s defaults, with divine names "none" as off', () => {
    expect(toDisplaySettings(DEFAULT_STATE)).toEqual(DEFAULT_DISPLAY_SETTINGS);
    expect(toDisplaySettings(DEFAULT_STATE)).toEqual({
      fontSize: 1,
      leading: 1.5,
      display: 'normal',
      column: 2,
      numbers: true,
      divineNames: false,
      speed: 1,
    });
  });

  it('round-trips through the state', () => {
    const settings = { fontSize: 1.1, leading: 1.7, display: 'justify', column: 1, numbers: false, divineNames: true, speed: 0.75 } as const;
    expect(toDisplaySettings({ ...DEFAULT_STATE, ...fromDisplaySettings(settings) })).toEqual(settings);
  });
});

describe('the translation read (issue 41)', () => {
  it('is absent by default, and stored under the API’s name, traduction', () => {
    expect(DEFAULT_STATE.translation).toBeUndefined();
    expect(persistedSnapshot({ ...DEFAULT_STATE, translation: 'darby' })).toMatchObject({ traduction: 'darby' });
    expect(persistedSnapshot({ ...DEFAULT_STATE, translation: 'darby' })).not.toHaveProperty('translation');
    expect(restoreState({ traduction: 'darby' }).translation).toBe('darby');
  });

  it.each([42, '', 'Darby', 'bad id', null, { id: 'darby' }])('falls back to the default for the stored value %j', (value) => {
    expect(restoreState({ traduction: value }).translation).toBeUndefined();
  });
});

describe('the translation of what the device keeps (issue 41)', () => {
  it('keeps a bookmark’s translation, and a chapter only a translation has', () => {
    const darby = { book: 1, chapter: 32, verses: '1', excerpt: 'Et Laban', date: '2026-11-22T10:00:00.000Z', translation: 'darby' };
    const malachie4 = { book: 39, chapter: 4, excerpt: 'Car voici', date: '2026-11-22T10:00:00.000Z', translation: 'martin' };
    expect(restoreState({ bookmarks: [darby, malachie4] }).bookmarks).toEqual([darby, malachie4]);
    expect(restoreState({ verset: { book: 39, chapter: 4 }, traduction: 'martin' }).lastRead).toEqual({ book: 39, chapter: 4 });
    const { translation: _, ...segond } = darby;
    expect(restoreState({ bookmarks: [{ ...darby, translation: 'Darby!' }] }).bookmarks).toEqual([segond]);
  });
});
