/**
 * The site's parts loaded on demand (a page, the menu) when their code fails
 * to come once (PartBoundary of the widgets; PageBoundary here). Their
 * modules are replaced by a factory that throws on its first call, as a
 * dropped connection makes `import()` reject; vitest runs a factory that
 * threw again on the next import, as Chromium fetches a chunk that failed
 * again. The tests run in order: each part fails on its first import in
 * this file.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from './testing.js';

const NOTICE = 'Cette partie n’a pas pu être chargée. Vérifiez votre connexion puis réessayez.';

const failures = vi.hoisted(() => ({ login: 1, help: 1, menu: 1 }));
const failFirst = async <T,>(part: keyof typeof failures, load: () => Promise<T>): Promise<T> => {
  if (failures[part] > 0) {
    failures[part] -= 1;
    throw new TypeError('Failed to fetch dynamically imported module');
  }
  return load();
};
vi.mock('./pages/login/LoginPage.js', (importOriginal) => failFirst('login', importOriginal));
vi.mock('./pages/help/HelpPage.js', (importOriginal) => failFirst('help', importOriginal));
vi.mock('./layout/Menu.js', (importOriginal) => failFirst('menu', importOriginal));

beforeEach(() => {
  // React reports every error a boundary catches on the console.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

const toggle = () => screen.getByRole('button', { name: 'Menu' });

describe('a part of the site whose code fails to load once', () => {
  it('is a page: the notice in the page area, the layout still there; « Réessayer » loads the page', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(NOTICE)).toBeDefined();
    expect(screen.getByRole('main').contains(alert)).toBe(true);
    expect(screen.getByRole('banner')).toBeDefined();
    expect(screen.getByRole('contentinfo')).toBeDefined();
    expect(screen.getByRole('search')).toBeDefined();
    // A page has no « Fermer »: the site's links lead away from it.
    expect(within(alert).queryByRole('button', { name: 'Fermer' })).toBeNull();

    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Se connecter' })).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is the menu: the notice under the top bar with « Fermer », focus on the toggle; the next opening loads it', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.click(toggle());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(NOTICE)).toBeDefined();
    expect(document.activeElement).toBe(toggle());
    expect(screen.getByRole('heading', { level: 1 })).toBeDefined();

    await user.click(within(alert).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle());

    await user.click(toggle());
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    // The menu opens as it always does: focus on its first link.
    expect(document.activeElement).toBe(within(menu).getByRole('link', { name: 'LIVRES' }));
  });

  it('is forgotten on navigation: another page shows, and going back to the page loads it', async () => {
    const user = userEvent.setup();
    const app = renderApp('/aide');
    await screen.findByRole('alert');

    await user.click(screen.getByRole('link', { name: "Parole, retour à l'accueil" }));
    await app.reaches('/');
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(toggle());
    await user.click(within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'INFOS' }));
    await app.reaches('/aide');
    expect(await screen.findByRole('heading', { level: 1, name: 'Infos' })).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
