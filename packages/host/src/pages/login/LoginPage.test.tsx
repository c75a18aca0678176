import { ApiRequestError } from '@parole/widgets';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../../tests/support/a11y.js';
import { siteHistoryBefore, type HistoryWindow } from './LoginPage.js';
import { fakeClient, renderApp, storageWith, stored } from '../../testing.js';

const FAILED = 'Login et/ou password erroné !';

/** A client whose login answers `login` (the real API's answers: { name } or its refusals). */
function loginClient(login: (input: { name: string; password: string }) => Promise<{ name: string }>) {
  return fakeClient({ csrfCookie: async () => undefined, login: (input) => login(input!), logout: async () => undefined });
}

const refusal = (message: string, status: number) => () => Promise.reject(new ApiRequestError(message, { status, kind: 'http' }));

const nameField = () => screen.getByLabelText('Nom d’utilisateur') as HTMLInputElement;
const passwordField = () => screen.getByLabelText('Mot de passe') as HTMLInputElement;
const connect = () => screen.getByRole('button', { name: 'Connecter' });

async function openLogin(client = loginClient(async ({ name }) => ({ name })), options: Parameters<typeof renderApp>[1] = {}) {
  const app = renderApp('/login', { client, ...options });
  await screen.findByRole('heading', { level: 1, name: 'Se connecter' });
  return { app, user: userEvent.setup() };
}

describe('the login page', () => {
  it('shows the name, the masked password, Connecter and Retour, titled "Se connecter"', async () => {
    await openLogin();
    await waitFor(() => expect(document.title).toBe('Se connecter — Parole'));
    expect(nameField().type).toBe('text');
    expect(nameField().autocomplete).toBe('username');
    expect(passwordField().type).toBe('password');
    expect(passwordField().autocomplete).toBe('current-password');
    expect(nameField().required && passwordField().required).toBe(true);
    expect(connect()).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour' })).toBeTruthy();
    expect(screen.queryByRole('alert')?.textContent ?? '').toBe('');
  });

  it('shows the masked password in clear while asked, and masks it again when sending', async () => {
    const { user } = await openLogin(loginClient(refusal(FAILED, 422)));
    const show = screen.getByRole('checkbox', { name: 'Afficher le mot de passe' });
    await user.type(passwordField(), 'secret');
    await user.click(show);
    expect(passwordField().type).toBe('text');
    await user.click(show);
    expect(passwordField().type).toBe('password');
    await user.click(show);
    await user.type(nameField(), 'Marie');
    await user.click(connect());
    await waitFor(() => expect(passwordField().type).toBe('password'));
  });

  describe('given a field missing', () => {
    it('says which, puts focus there, and asks nothing of the server', async () => {
      const client = loginClient(async ({ name }) => ({ name }));
      const { user } = await openLogin(client);
      await user.click(connect());
      expect(screen.getByText('Le nom d’utilisateur est obligatoire.')).toBeTruthy();
      expect(screen.getByText('Le mot de passe est obligatoire.')).toBeTruthy();
      expect(document.activeElement).toBe(nameField());
      expect(nameField().getAttribute('aria-invalid')).toBe('true');
      expect(nameField().getAttribute('aria-describedby')).toBe(screen.getByText('Le nom d’utilisateur est obligatoire.').id);

      await user.type(nameField(), '   ');
      await user.click(connect());
      expect(document.activeElement).toBe(nameField()); // spaces only are no name

      await user.clear(nameField());
      await user.type(nameField(), 'Marie');
      expect(screen.queryByText('Le nom d’utilisateur est obligatoire.')).toBeNull();
      await user.click(connect());
      expect(document.activeElement).toBe(passwordField());
      expect(client.calls.filter((c) => !c.startsWith('GET /api/info') && !c.startsWith('GET /api/lire'))).toEqual([]);
    });
  });

  describe('given the right name and password', () => {
    it('asks for the anti-forgery cookie, then logs in, stores the user and goes home', async () => {
      const client = loginClient(async ({ name }) => ({ name: name.trim() === 'marie' ? 'Marie' : name }));
      const { app, user } = await openLogin(client, { before: ['/select'] });
      await user.type(nameField(), 'marie');
      await user.type(passwordField(), 'correct horse battery staple');
      await user.click(connect());
      await app.reaches('/');
      const sent = client.calls.filter((c) => c.includes('/sanctum/') || c.includes('/api/login'));
      expect(sent).toEqual(['GET /sanctum/csrf-cookie', 'POST /api/login {"name":"marie","password":"correct horse battery staple"}']);
      expect(app.store.getState()).toMatchObject({ isLoggedIn: true, currentUser: { name: 'Marie' }, auth_error: null });
      expect(stored(app.storage)).toMatchObject({ isLoggedIn: true, currentUser: { name: 'Marie' } });
      await user.click(screen.getByRole('button', { name: 'Menu' }));
      // The menu's code comes with its first opening.
      expect(within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'LOGOUT (Marie)' })).toBeTruthy();
    });
  });

  describe('given a refused login', () => {
    it('shows the spec’s message above the form, clears the flag and the password, and focus goes back to it', async () => {
      const { app, user } = await openLogin(loginClient(refusal(FAILED, 422)));
      await user.type(nameField(), 'Marie');
      await user.type(passwordField(), 'not the password');
      await user.click(connect());
      const alert = await screen.findByRole('alert');
      await waitFor(() => expect(alert.textContent).toBe(FAILED));
      const form = nameField().closest('form')!;
      expect(alert.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(form.getAttribute('aria-describedby')).toBe(alert.id);
      expect(app.location()).toBe('/login');
      expect(app.store.getState()).toMatchObject({ isLoggedIn: false, auth_error: FAILED });
      expect('currentUser' in app.store.getState()).toBe(false);
      expect(passwordField().value).toBe('');
      expect(nameField().value).toBe('Marie');
      expect(document.activeElement).toBe(passwordField());
    });

    it('shows the same message whatever the refusal of the credentials says', async () => {
      const { user } = await openLogin(loginClient(refusal('autre chose', 422)));
      await user.type(nameField(), 'Inconnu');
      await user.type(passwordField(), 'x');
      await user.click(connect());
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(FAILED));
    });

    it.each([
      ['the server’s wait after too many attempts', 429, 'http', 'Trop de tentatives de connexion : réessayez dans 1 min.'],
      ['a network failure as such', 0, 'network', 'Le serveur est injoignable.'],
    ] as const)('shows %s', async (_, status, kind, message) => {
      const { user } = await openLogin(loginClient(() => Promise.reject(new ApiRequestError(message, { status, kind }))));
      await user.type(nameField(), 'Marie');
      await user.type(passwordField(), 'x');
      await user.click(connect());
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    });

    it('forgets the message once the visitor leaves the page', async () => {
      const { app, user } = await openLogin(loginClient(refusal(FAILED, 422)));
      await user.type(nameField(), 'Marie');
      await user.type(passwordField(), 'x');
      await user.click(connect());
      await waitFor(() => expect(app.store.getState().auth_error).toBe(FAILED));
      await user.click(screen.getByRole('link', { name: 'Retour' }));
      await app.reaches('/');
      expect(app.store.getState().auth_error).toBeNull();
    });

    it('has no accessibility violation with its messages shown', async () => {
      const { user } = await openLogin(loginClient(refusal(FAILED, 422)));
      await user.click(connect());
      await user.type(nameField(), 'Marie');
      await user.type(passwordField(), 'x');
      await user.click(connect());
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(FAILED));
      expect(await axeViolations(document.body)).toEqual([]);
    });
  });

  describe('Retour', () => {
    it('goes back in the browser’s history', async () => {
      const { app, user } = await openLogin(undefined, { before: ['/aide', '/select'] });
      await user.click(screen.getByRole('link', { name: 'Retour' }));
      await app.reaches('/select');
    });

    it('goes back to the site’s page loaded before this document (an address typed over /aide), not home', async () => {
      const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
      const navigation = { currentEntry: { index: 1 } };
      Object.defineProperty(window, 'navigation', { configurable: true, value: navigation });
      try {
        const { app, user } = await openLogin();
        await user.click(screen.getByRole('link', { name: 'Retour' }));
        expect(back).toHaveBeenCalledTimes(1);
        expect(app.location()).toBe('/login');
      } finally {
        Reflect.deleteProperty(window, 'navigation');
        back.mockRestore();
      }
    });

    it('goes home when the visitor arrived on /login first', async () => {
      const { app, user } = await openLogin();
      expect(screen.getByRole('link', { name: 'Retour' }).getAttribute('href')).toBe('/');
      await user.click(screen.getByRole('link', { name: 'Retour' }));
      await app.reaches('/');
    });
  });

  it('sends a logged-in visitor home', async () => {
    const app = renderApp('/login', { storage: storageWith({ isLoggedIn: true, currentUser: { name: 'Marie' } }) });
    await app.reaches('/');
  });
});

describe('a 401 answer', () => {
  const EXPIRED = 'Votre session a expiré. Reconnectez-vous pour reprendre là où vous en étiez.';

  it('clears the session and shows the login page saying why, with no failure of its own', async () => {
    const app = renderApp('/select', { storage: storageWith({ isLoggedIn: true, currentUser: { name: 'Marie' } }) });
    act(() => app.unauthorized());
    await app.reaches('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Se connecter' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull(); // the alert is empty, so hidden
    expect(screen.getByText(EXPIRED)).toBeTruthy();
    expect(app.store.getState()).toMatchObject({ isLoggedIn: false, auth_error: null });
    expect(stored(app.storage)).not.toHaveProperty('currentUser');
  });

  it('says why in a status read aloud, written once the page is there, the focus in the name field (issue 47)', async () => {
    const app = renderApp('/lire/43/3', { storage: storageWith({ isLoggedIn: true, currentUser: { name: 'Marie' } }) });
    act(() => app.unauthorized());
    await app.reaches('/login');
    await waitFor(() => expect(screen.getAllByRole('status').some((status) => status.textContent === EXPIRED)).toBe(true));
    await waitFor(() => expect(document.activeElement).toBe(nameField()));
  });

  it('takes the visitor back to the page they were on once logged in again, and « Retour » there too', async () => {
    const client = loginClient(async ({ name }) => ({ name }));
    const app = renderApp('/lire/43/3/16', { client, storage: storageWith({ isLoggedIn: true, currentUser: { name: 'Marie' } }) });
    act(() => app.unauthorized());
    await app.reaches('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nom d’utilisateur'), 'Marie');
    await user.type(passwordField(), 'lampe à mes pieds 119');
    await user.click(connect());
    await app.reaches('/lire/43/3/16');
    expect(app.store.getState()).toMatchObject({ isLoggedIn: true, currentUser: { name: 'Marie' } });
  });

  it('says nothing of an expiry to a visitor who was not logged in', async () => {
    const app = renderApp('/select');
    act(() => app.unauthorized());
    await app.reaches('/login');
    await screen.findByRole('heading', { level: 1, name: 'Se connecter' });
    expect(screen.queryByText(EXPIRED)).toBeNull();
  });
});

describe('siteHistoryBefore', () => {
  const win = (over: Partial<HistoryWindow> & { referrer?: string; length?: number }): HistoryWindow => ({
    history: { length: over.length ?? 2 } as History,
    location: { origin: 'https://parole.example' } as Location,
    document: { referrer: over.referrer ?? '' },
    ...(over.navigation ? { navigation: over.navigation } : {}),
  });

  it('follows the Navigation API: a same-origin entry before the current one', () => {
    expect(siteHistoryBefore(win({ navigation: { currentEntry: { index: 2 } } }))).toBe(true);
    expect(siteHistoryBefore(win({ navigation: { currentEntry: { index: 0 } }, referrer: 'https://parole.example/aide' }))).toBe(false);
  });

  it('else, a referrer of this site with history behind', () => {
    expect(siteHistoryBefore(win({ referrer: 'https://parole.example/aide' }))).toBe(true);
    expect(siteHistoryBefore(win({ referrer: 'https://parole.example/aide', length: 1 }))).toBe(false);
    expect(siteHistoryBefore(win({ referrer: 'https://autre.example/' }))).toBe(false);
    expect(siteHistoryBefore(win({ referrer: '' }))).toBe(false);
  });
});
