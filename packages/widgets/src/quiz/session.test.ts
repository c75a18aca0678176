import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUIZ_STORAGE_KEY, localQuizStorage, parseQuizSession } from './session.js';

const TOKEN = 'a'.repeat(43);
const GOOD = { pseudo: 'Marie', game: 12, token: TOKEN, attempt: 3 };

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('parseQuizSession', () => {
  it('keeps a valid session, the nickname normalised', () => {
    expect(parseQuizSession(GOOD)).toEqual(GOOD);
    expect(parseQuizSession({ ...GOOD, pseudo: '  Jean   Marc ' })?.pseudo).toBe('Jean Marc');
  });

  it.each([undefined, null, 'Marie', [], { game: 12 }, { ...GOOD, pseudo: 'Léa' }, { ...GOOD, pseudo: '' }, { ...GOOD, pseudo: 42 }])(
    'gives no session without a valid nickname: %j',
    (value) => {
      expect(parseQuizSession(value)).toBeNull();
    },
  );

  it.each([
    ['a game without its secret', { ...GOOD, token: null }],
    ['a secret that is not one', { ...GOOD, token: '<script>' }],
    ['a game id that is not one', { ...GOOD, game: -1 }],
    ['a game id given as text', { ...GOOD, game: '12' }],
    ['a secret without its game', { ...GOOD, game: null }],
  ])('drops %s and keeps the nickname', (_, value) => {
    expect(parseQuizSession(value)).toEqual({ pseudo: 'Marie', game: null, token: null, attempt: 3 });
  });

  it.each([0, 11, 2.5, '3', null])('reads the attempt %j as 1', (attempt) => {
    expect(parseQuizSession({ ...GOOD, attempt })?.attempt).toBe(1);
  });
});

describe('localQuizStorage', () => {
  it('writes the session to localStorage as JSON and reads it back', () => {
    const storage = localQuizStorage();
    storage.save(GOOD);
    expect(JSON.parse(localStorage.getItem(QUIZ_STORAGE_KEY)!)).toEqual(GOOD);
    expect(localQuizStorage().load()).toEqual(GOOD);
    storage.save(null);
    expect(localStorage.getItem(QUIZ_STORAGE_KEY)).toBeNull();
  });

  it('keeps sessions apart by key (one per API, for embeds)', () => {
    localQuizStorage('parole:quiz:https://a.example').save(GOOD);
    expect(localQuizStorage('parole:quiz:https://b.example').load()).toBeNull();
  });

  it.each(['{', '"Marie"', '{"pseudo":"<b>","game":1}', JSON.stringify({ ...GOOD, pseudo: 'x' })])('reads a bad or hand-edited value %s as no session', (raw) => {
    localStorage.setItem(QUIZ_STORAGE_KEY, raw);
    expect(localQuizStorage().load()).toBeNull();
  });

  it('works without a usable localStorage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const storage = localQuizStorage();
    expect(storage.load()).toBeNull();
    expect(() => storage.save(GOOD)).not.toThrow();
  });
});
