import { describe, expect, it, vi } from 'vitest';
import { MemoryStorage, storageWith, stored } from '../testing.js';
import { DEFAULT_STATE } from './state.js';
import { createHostStore, STORAGE_KEY } from './store.js';


describe('createHostStore', () => {
  describe('on load', () => {
    it('restores the stored fields', () => {
      const store = createHostStore({ storage: storageWith({ fontSize: 1.2, wordList: ['amour'] }) });
      expect(store.getState().fontSize).toBe(1.2);
      expect(store.getState().wordList).toEqual(['amour']);
      expect(store.getState().word).toBe(DEFAULT_STATE.word);
    });

    it('starts from the defaults when the entry is not JSON', () => {
      expect(createHostStore({ storage: storageWith('{not json') }).getState()).toEqual(DEFAULT_STATE);
    });

    it('starts from the defaults when the storage throws', () => {
      const storage = new MemoryStorage();
      storage.getItem = () => {
        throw new DOMException('denied', 'SecurityError');
      };
      expect(createHostStore({ storage }).getState()).toEqual(DEFAULT_STATE);
    });

    it('works without storage at all', () => {
      const store = createHostStore({ storage: null });
      store.set({ column: 1 });
      expect(store.getState().column).toBe(1);
    });
  });

  describe('on every change', () => {
    /** A store on an empty storage, with a subscriber. */
    function subscribed() {
      const storage = new MemoryStorage();
      const store = createHostStore({ storage });
      const listener = vi.fn();
      store.subscribe(listener);
      return { storage, store, listener };
    }

    it('writes the state and tells subscribers', () => {
      const { storage, store, listener } = subscribed();
      store.set({ fontSize: 1.05 });
      expect(stored(storage).fontSize).toBe(1.05);
      expect(listener).toHaveBeenCalledTimes(1);
    });

    it('does nothing when nothing changed', () => {
      const { storage, store, listener } = subscribed();
      store.set({ fontSize: 1 });
      expect(listener).not.toHaveBeenCalled();
      expect(storage.length).toBe(0);
    });

    it('keeps the stored document of a returning visitor in the specification’s names, byte for byte', () => {
      // What the version before issue 46's English names stored, mid-game, a chapter read, divine names on.
      const before =
        '{"isLoggedIn":false,"auth_error":null,"wordList":["amour"],"word":"amour","refresh":false,"display":"normal","leading":1.5,"exact":"nex","fontSize":1,"pseudo":"Marie","partie":12,"jeton":"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa","essai":4,"verset":{"book":43,"chapter":3},"dieu":true,"column":2,"numbers":true,"speed":1,"bookmarks":[],"planRead":{}}';
      const storage = storageWith(before);
      const store = createHostStore({ storage });
      expect(store.getState()).toMatchObject({ pseudo: 'Marie', game: 12, gameToken: 'a'.repeat(43), attempt: 4, lastRead: { book: 43, chapter: 3 }, divineNames: true });
      store.set({ attempt: 5, lastRead: { book: 1, chapter: 2 }, divineNames: false });
      expect(storage.getItem(STORAGE_KEY)).toBe(
        before.replace('"essai":4', '"essai":5').replace('"verset":{"book":43,"chapter":3}', '"verset":{"book":1,"chapter":2}').replace('"dieu":true', '"dieu":false'),
      );
    });

    it('survives a storage that refuses writes', () => {
      const storage = new MemoryStorage();
      storage.setItem = () => {
        throw new DOMException('full', 'QuotaExceededError');
      };
      const store = createHostStore({ storage });
      store.set({ column: 1 });
      expect(store.getState().column).toBe(1);
    });
  });

  describe('clearSession', () => {
    it('clears the flag and deletes the current user entry', () => {
      const storage = storageWith({ isLoggedIn: true, currentUser: { name: 'Marie' } });
      const store = createHostStore({ storage });
      store.clearSession();
      expect(store.getState().isLoggedIn).toBe(false);
      expect('currentUser' in store.getState()).toBe(false);
      expect(stored(storage)).not.toHaveProperty('currentUser');
      expect(stored(storage).isLoggedIn).toBe(false);
    });
  });

  describe('setLoading', () => {
    it('counts pending tasks and is null when idle, without writing to storage', () => {
      const storage = new MemoryStorage();
      const store = createHostStore({ storage });
      store.setLoading(true);
      store.setLoading(true);
      expect(store.getState().loading).toBe(2);
      store.setLoading(false);
      expect(store.getState().loading).toBe(1);
      store.setLoading(false);
      store.setLoading(false);
      expect(store.getState().loading).toBeNull();
      expect(storage.length).toBe(0);
    });
  });

  describe('with several tabs', () => {
    it('follows what another tab wrote, keeping its own loading count', () => {
      // jsdom's StorageEvent accepts only its own Storage.
      const storage = window.localStorage;
      storage.clear();
      const store = createHostStore({ storage, syncWindow: window });
      store.setLoading(true);
      storage.setItem(STORAGE_KEY, JSON.stringify({ isLoggedIn: false, column: 1 }));
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY, storageArea: storage }));
      expect(store.getState().column).toBe(1);
      expect(store.getState().loading).toBe(1);
      store.dispose();
      storage.clear();
    });
  });
});
