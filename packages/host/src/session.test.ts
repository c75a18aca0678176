import { ApiRequestError } from '@parole/widgets';
import type { SessionResponse } from '@parole/bible';
import { describe, expect, it, vi } from 'vitest';
import { loginErrorMessage } from './pages/login/login.js';
import { forgetStaleSession, handleUnauthorized, returnPath, SESSION_CHECK_INTERVAL_MS, sessionExpired, watchSession } from './session.js';
import { createHostStore } from './store/index.js';
import { storageWith } from './testing.js';

const loggedIn = () => createHostStore({ storage: storageWith({ isLoggedIn: true, currentUser: { name: 'Marie' } }) });

describe('forgetStaleSession', () => {
  it('keeps a stored login while its cookies are there', () => {
    const store = loggedIn();
    forgetStaleSession(store, 'autre=1; XSRF-TOKEN=abcdef');
    expect(store.getState()).toMatchObject({ isLoggedIn: true, currentUser: { name: 'Marie' } });
  });

  it.each([['__Host-XSRF-TOKEN=abcdef'], ['autre=1; __Host-XSRF-TOKEN=abcdef; XSRF-TOKEN=']])(
    'keeps it while the HTTPS anti-forgery cookie (__Host-) is there (%j)',
    (cookies) => {
      const store = loggedIn();
      forgetStaleSession(store, cookies);
      expect(store.getState()).toMatchObject({ isLoggedIn: true, currentUser: { name: 'Marie' } });
    },
  );

  it.each([[''], ['autre=1'], ['XSRF-TOKEN='], ['MY-XSRF-TOKEN=abc'], ['__Host-XSRF-TOKEN='], ['MY__Host-XSRF-TOKEN=abc']])('forgets it when the anti-forgery cookie is gone (%j): the session cookie is gone too', (cookies) => {
    const store = loggedIn();
    forgetStaleSession(store, cookies);
    expect(store.getState().isLoggedIn).toBe(false);
    expect('currentUser' in store.getState()).toBe(false);
  });

  it('changes nothing for a visitor who is not logged in', () => {
    const store = createHostStore({ storage: storageWith({ wordList: ['amour'] }) });
    const before = store.getState();
    forgetStaleSession(store, '');
    expect(store.getState()).toBe(before);
  });
});

describe('loginErrorMessage', () => {
  it('is the spec’s one message for any refusal of the credentials', () => {
    expect(loginErrorMessage(new ApiRequestError('Login et/ou password erroné !', { status: 422, kind: 'http' }))).toBe('Login et/ou password erroné !');
    expect(loginErrorMessage(new ApiRequestError('autre', { status: 422, kind: 'http' }))).toBe('Login et/ou password erroné !');
    expect(loginErrorMessage(new Error('The login answered no user name.'))).toBe('Login et/ou password erroné !');
  });

  it('is the server’s or the client’s message for the rest (a wait, no answer, an error)', () => {
    expect(loginErrorMessage(new ApiRequestError('Trop de tentatives de connexion : réessayez dans 5 s.', { status: 429, kind: 'http' }))).toBe(
      'Trop de tentatives de connexion : réessayez dans 5 s.',
    );
    expect(loginErrorMessage(new ApiRequestError('Le serveur ne répond pas.', { status: 0, kind: 'timeout' }))).toBe('Le serveur ne répond pas.');
  });
});

describe('watchSession', () => {
  /** A check answering what the test says, when it says; the clock is the test's. */
  function setup(store = loggedIn()) {
    let time = 1_000_000;
    const answers: Array<{ resolve(a: SessionResponse): void; reject(e: unknown): void }> = [];
    const check = vi.fn(() => new Promise<SessionResponse>((resolve, reject) => answers.push({ resolve, reject })));
    const stop = watchSession(store, check, window, () => time);
    const settled = () => new Promise((r) => setTimeout(r, 0));
    return {
      store,
      check,
      stop,
      answer: async (a: SessionResponse) => {
        answers.shift()?.resolve(a);
        await settled();
      },
      fail: async () => {
        answers.shift()?.reject(new Error('réseau'));
        await settled();
      },
      later: (ms: number) => {
        time += ms;
      },
    };
  }
  const setVisibility = (state: DocumentVisibilityState) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    document.dispatchEvent(new Event('visibilitychange'));
  };

  it('asks nothing for a visitor who is not logged in, at start or on focus', () => {
    const { check, stop } = setup(createHostStore({ storage: storageWith({}) }));
    window.dispatchEvent(new Event('focus'));
    expect(check).not.toHaveBeenCalled();
    stop();
  });

  it('forgets a login the server no longer has, as soon as the page starts', async () => {
    const { store, check, answer, stop } = setup();
    expect(check).toHaveBeenCalledTimes(1);
    await answer({ user: null });
    expect(store.getState().isLoggedIn).toBe(false);
    expect('currentUser' in store.getState()).toBe(false);
    stop();
  });

  it('keeps a live one, and takes the server’s name when it differs', async () => {
    const { store, answer, later, stop } = setup();
    await answer({ user: { name: 'Marie' } });
    expect(store.getState()).toMatchObject({ isLoggedIn: true, currentUser: { name: 'Marie' } });
    later(SESSION_CHECK_INTERVAL_MS);
    window.dispatchEvent(new Event('focus'));
    await answer({ user: { name: 'Paul' } });
    expect(store.getState()).toMatchObject({ isLoggedIn: true, currentUser: { name: 'Paul' } });
    stop();
  });

  it('changes nothing when the server cannot be asked (offline)', async () => {
    const { store, fail, stop } = setup();
    await fail();
    expect(store.getState()).toMatchObject({ isLoggedIn: true, currentUser: { name: 'Marie' } });
    stop();
  });

  it('asks again when the tab comes back, at most once per interval', async () => {
    const { store, check, answer, later, stop } = setup();
    await answer({ user: { name: 'Marie' } });
    window.dispatchEvent(new Event('focus'));
    setVisibility('visible');
    expect(check).toHaveBeenCalledTimes(1);
    later(SESSION_CHECK_INTERVAL_MS);
    setVisibility('hidden');
    expect(check).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    expect(check).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new Event('focus'));
    expect(check).toHaveBeenCalledTimes(2);
    await answer({ user: null });
    expect(store.getState().isLoggedIn).toBe(false);
    stop();
  });

  it('leaves alone a login made or ended while the answer was on its way', async () => {
    const { store, answer, stop } = setup();
    store.clearSession();
    store.set({ isLoggedIn: true, currentUser: { name: 'Paul' } });
    await answer({ user: null });
    expect(store.getState()).toMatchObject({ isLoggedIn: true, currentUser: { name: 'Paul' } });
    stop();
  });

  it('stops listening once stopped', async () => {
    const { check, answer, later, stop } = setup();
    await answer({ user: { name: 'Marie' } });
    stop();
    later(SESSION_CHECK_INTERVAL_MS);
    window.dispatchEvent(new Event('focus'));
    expect(check).toHaveBeenCalledTimes(1);
  });
});

describe('handleUnauthorized', () => {
  it('forgets the login and opens /login with where the visitor was, and that a login ended', () => {
    const store = loggedIn();
    const navigate = vi.fn();
    handleUnauthorized(store, navigate, '/lire/43/3?x=1#v16');
    expect(store.getState().isLoggedIn).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/login', { expired: true, from: '/lire/43/3?x=1#v16' });
  });

  it('does not speak of an ended login to a device that held none', () => {
    const navigate = vi.fn();
    handleUnauthorized(createHostStore({ storage: storageWith({}) }), navigate, '/aide');
    expect(navigate).toHaveBeenCalledWith('/login', { expired: false, from: '/aide' });
  });
});

describe('returnPath and sessionExpired', () => {
  it('go back to a page of this site', () => {
    expect(returnPath({ expired: true, from: '/lire/43/3/16' })).toBe('/lire/43/3/16');
    expect(returnPath({ from: '/rechercher/amour/0/0?x=1' })).toBe('/rechercher/amour/0/0?x=1');
    expect(sessionExpired({ expired: true, from: '/' })).toBe(true);
  });

  it.each([[null], [undefined], [{}], [{ from: 42 }], [{ from: 'https://evil.example/' }], [{ from: '//evil.example/' }], [{ from: '/\\evil.example' }], [{ from: 'lire/43/3' }], [{ from: '/login' }], [{ from: '/login?x=1' }]])(
    'go home for anything else (%j)',
    (state) => {
      expect(returnPath(state)).toBe('/');
      expect(sessionExpired(state)).toBe(false);
    },
  );
});
