import { ApiRequestError } from '@parole/widgets';
import { describe, expect, it } from 'vitest';
import { loginErrorMessage } from './pages/login/login.js';
import { forgetStaleSession } from './session.js';
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
