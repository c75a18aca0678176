import { act, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeClient, linksOf, renderApp, storageWith, stored } from '../testing.js';

const toggle = () => screen.getByRole('button', { name: 'Menu' });
const menu = () => screen.queryByRole('dialog', { name: 'Menu' });

async function openMenu() {
  const user = userEvent.setup();
  await user.click(toggle());
  // The menu's code comes with its first opening.
  await screen.findByRole('dialog', { name: 'Menu' });
  return user;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the menu', () => {
  describe('when opened', () => {
    it('lists the entries of the specification, and THÈMES, and moves focus to the first', async () => {
      renderApp('/');
      await openMenu();
      const dialog = menu()!;
      const links = linksOf(dialog);
      expect(links.map(([text]) => text)).toEqual(['LIVRES', 'BIBLE 1 AN', 'THÈMES', 'JEU BIBLIQUE', 'TAG CLOUD', 'INFOS']);
      expect(links[0][1]).toBe('/select');
      expect(links[2][1]).toBe('/theme');
      expect(links[3][1]).toBe('/jeu');
      expect(links[4][1]).toBe('/tagcloud');
      expect(links[5][1]).toBe('/aide');
      expect(document.activeElement).toBe(within(dialog).getByRole('link', { name: 'LIVRES' }));
      expect(toggle().getAttribute('aria-expanded')).toBe('true');
    });

    it('links BIBLE 1 AN to today’s month and day', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(2028, 1, 29, 8, 30));
      renderApp('/');
      await openMenu();
      expect(within(menu()!).getByRole('link', { name: 'BIBLE 1 AN' }).getAttribute('href')).toBe('/bible1an/2/29');
    });

    it('shows LOGOUT with the user’s name only when logged in; LOGOUT ends the session on the server, then here', async () => {
      let answer!: () => void;
      const client = fakeClient({ csrfCookie: async () => undefined, logout: () => new Promise<void>((resolve) => (answer = resolve)) });
      const app = renderApp('/select', { client, storage: storageWith({ isLoggedIn: true, currentUser: { name: 'Marie' } }) });
      const user = await openMenu();
      await user.click(within(menu()!).getByRole('button', { name: 'LOGOUT (Marie)' }));
      expect(menu()).toBeNull();
      await waitFor(() => expect(client.calls).toContain('DELETE /api/logout'));
      expect(client.calls.indexOf('GET /sanctum/csrf-cookie')).toBeLessThan(client.calls.indexOf('DELETE /api/logout'));
      // The device forgets the session once the server has answered.
      expect(app.store.getState().isLoggedIn).toBe(true);
      await act(async () => answer());
      expect(app.store.getState().isLoggedIn).toBe(false);
      expect(stored(app.storage)).not.toHaveProperty('currentUser');
      expect(app.location()).toBe('/select');
      await user.click(toggle());
      expect(within(menu()!).queryByRole('button', { name: /LOGOUT/ })).toBeNull();
    });

    it('forgets the session here even when the server does not answer the logout', async () => {
      const client = fakeClient({ csrfCookie: () => Promise.reject(new Error('réseau')), logout: () => Promise.reject(new Error('réseau')) });
      const app = renderApp('/', { client, storage: storageWith({ isLoggedIn: true, currentUser: { name: 'Marie' } }) });
      const user = await openMenu();
      await user.click(within(menu()!).getByRole('button', { name: 'LOGOUT (Marie)' }));
      await waitFor(() => expect(app.store.getState().isLoggedIn).toBe(false));
      expect(client.calls).toContain('DELETE /api/logout');
    });

    it('keeps Tab inside the menu', async () => {
      renderApp('/');
      const user = await openMenu();
      within(menu()!).getByRole('link', { name: 'INFOS' }).focus();
      await user.tab();
      expect(document.activeElement).toBe(within(menu()!).getByRole('button', { name: 'Fermer le menu' }));
      await user.tab({ shift: true });
      expect(document.activeElement).toBe(within(menu()!).getByRole('link', { name: 'INFOS' }));
    });
  });

  describe('closes and gives focus back to the toggle', () => {
    it('on Esc', async () => {
      renderApp('/');
      const user = await openMenu();
      await user.keyboard('{Escape}');
      expect(menu()).toBeNull();
      expect(document.activeElement).toBe(toggle());
      expect(toggle().getAttribute('aria-expanded')).toBe('false');
    });

    it('on a click on the backdrop', async () => {
      renderApp('/');
      const user = await openMenu();
      await user.click(menu()!);
      expect(menu()).toBeNull();
      expect(document.activeElement).toBe(toggle());
    });

    it('on the close button', async () => {
      renderApp('/');
      const user = await openMenu();
      await user.click(screen.getByRole('button', { name: 'Fermer le menu' }));
      expect(menu()).toBeNull();
    });

    it.each([
      ['on a click on a link, which navigates', '/', 'INFOS', '/aide'],
      ['on a click on the link of the page already shown', '/select', 'LIVRES', '/select'],
    ])('%s', async (_, from, link, to) => {
      const app = renderApp(from);
      const user = await openMenu();
      await user.click(within(menu()!).getByRole('link', { name: link }));
      expect(menu()).toBeNull();
      // A page's code may load on first use: the address changes once it has.
      await waitFor(() => expect(app.location()).toBe(to));
    });
  });

  it('stays open on a click inside the menu that is not on a link', async () => {
    renderApp('/');
    const user = await openMenu();
    await user.click(within(menu()!).getByRole('navigation'));
    expect(menu()).not.toBeNull();
  });
});

describe('the top bar', () => {
  it('has the logo back home and the books shortcut', () => {
    // Not /aide: its embedding section shows the plan widget, whose <header> jsdom counts as a
    // second banner (it ignores that a header inside <main> or <section> is no landmark).
    renderApp('/select');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: "Parole, retour à l'accueil" }).getAttribute('href')).toBe('/');
    expect(within(banner).getByRole('link', { name: 'Liste des livres' }).getAttribute('href')).toBe('/select');
  });

  it('is preceded by a skip link to the content', () => {
    renderApp('/');
    const skip = screen.getByRole('link', { name: 'Aller au contenu' });
    expect(skip.getAttribute('href')).toBe('#contenu');
    expect(screen.getByRole('main').id).toBe('contenu');
  });
});
