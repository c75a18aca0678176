import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createHostStore, StoreProvider, type HostState, type StoredState } from '../store/index.js';
import { storageWith } from '../testing.js';
import { guardRedirect, Guarded, type RouteAccess } from './guard.js';

const loggedIn = { isLoggedIn: true, currentUser: { name: 'Marie' } };

describe('guardRedirect', () => {
  describe('a route requiring authentication', () => {
    it('is allowed when logged in with a current user', () => {
      expect(guardRedirect('auth', loggedIn)).toBeNull();
    });

    it.each<[string, Pick<HostState, 'isLoggedIn' | 'currentUser'>]>([
      ['logged out', { isLoggedIn: false }],
      ['flag set but no current user', { isLoggedIn: true }],
      ['a user but the flag cleared', { isLoggedIn: false, currentUser: { name: 'Marie' } }],
    ])('sends to /login when %s', (_, session) => {
      expect(guardRedirect('auth', session)).toBe('/login');
    });
  });

  describe('the login page', () => {
    it('sends a logged-in user home', () => {
      expect(guardRedirect('guest', loggedIn)).toBe('/');
      expect(guardRedirect('guest', loggedIn, { expired: true, from: '/lire/43/3' })).toBe('/lire/43/3');
      expect(guardRedirect('guest', loggedIn, { from: '//evil.example/' })).toBe('/');
    });

    it('is shown to everyone else', () => {
      expect(guardRedirect('guest', { isLoggedIn: false })).toBeNull();
    });
  });

  it('lets anyone see a public route', () => {
    expect(guardRedirect('public', { isLoggedIn: false })).toBeNull();
    expect(guardRedirect('public', loggedIn)).toBeNull();
  });
});

describe('<Guarded>', () => {
  function renderAt(path: string, access: RouteAccess, state: StoredState) {
    const store = createHostStore({ storage: storageWith(state) });
    render(
      <StoreProvider store={store}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/" element={<p>accueil</p>} />
            <Route path="/login" element={<Guarded access="guest"><p>connexion</p></Guarded>} />
            <Route path="/prive" element={<Guarded access={access}><p>privé</p></Guarded>} />
          </Routes>
        </MemoryRouter>
      </StoreProvider>,
    );
  }

  it('redirects a visitor from a protected route to /login', () => {
    renderAt('/prive', 'auth', {});
    expect(screen.getByText('connexion')).toBeTruthy();
  });

  it('shows a protected route to a logged-in user', () => {
    renderAt('/prive', 'auth', loggedIn);
    expect(screen.getByText('privé')).toBeTruthy();
  });

  it('redirects a logged-in user from /login to home', () => {
    renderAt('/login', 'auth', loggedIn);
    expect(screen.getByText('accueil')).toBeTruthy();
  });
});
