import { Reader } from '@parole/widgets';
import * as widgets from '@parole/widgets';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEY } from './store/index.js';
import { fakeClient, INFO, propsOf, recorded, renderApp, renderAppShowing, storageWith, useStandIns } from './testing.js';

useStandIns(widgets, {
  Reader: (props) => <p data-testid="reader">{`${props.book}:${props.chapter}:${props.selection ?? ''}`}</p>,
});
const reader = propsOf(Reader);

describe('the reading route /lire/:book?/:chapter?/:verses?', () => {
  describe('redirects', () => {
    it('opens Genèse 1 on a first visit to /lire', async () => {
      const app = renderApp('/lire');
      await app.reaches('/lire/1/1');
      expect((await screen.findByTestId('reader')).textContent).toBe('1:1:');
    });

    it('reopens the last chapter read', async () => {
      const app = renderApp('/lire', { storage: storageWith({ verset: { book: 43, chapter: 3 } }) });
      await app.reaches('/lire/43/3');
    });

    it('opens chapter 1 of a book given alone', async () => {
      const app = renderApp('/lire/19');
      await app.reaches('/lire/19/1');
    });
  });

  describe('with a book and chapter', () => {
    it('gives the Reader the chapter, the selection, the settings and the translation', async () => {
      await renderAppShowing('/lire/43/3/16-18', 'reader', { storage: storageWith({ fontSize: 1.2, dieu: true, column: 1, speed: 1.25 }) });
      await waitFor(() => expect(reader.last().translationName).toBe(INFO.traduction.nom));
      const props = reader.last();
      expect(props).toMatchObject({ book: 43, chapter: 3, selection: [16, 17, 18] });
      expect(props.settings).toEqual({ fontSize: 1.2, leading: 1.5, display: 'normal', column: 1, numbers: true, divineNames: true, speed: 1.25 });
      expect(props.hrefFor?.({ book: 43, chapter: 3, verses: [16] })).toBe('/lire/43/3/16');
    });

    it('titles the page with the book and chapter', async () => {
      await renderAppShowing('/lire/43/3', 'reader');
      expect(document.title).toBe('Jean 3 — Parole');
    });

    it('remembers the chapter as the last one read once it has loaded', async () => {
      const app = await renderAppShowing('/lire/43/3', 'reader');
      act(() => reader.last().onLoad?.(recorded('chapter', { book: 43, chapter: 3 })));
      expect(JSON.parse(app.storage.getItem(STORAGE_KEY)!).verset).toEqual({ book: 43, chapter: 3 });
    });

    it('does not remember a chapter that failed to load', async () => {
      const app = await renderAppShowing('/lire/43/3', 'reader', { storage: storageWith({ verset: { book: 1, chapter: 1 } }) });
      expect(JSON.parse(app.storage.getItem(STORAGE_KEY)!).verset).toEqual({ book: 1, chapter: 1 });
    });

    it('says that a selection it cannot read is ignored', async () => {
      renderApp('/lire/43/3/abc');
      expect((await screen.findByTestId('reader')).textContent).toBe('43:3:');
      expect(await screen.findByText(/« abc » n'est pas une sélection de versets/)).toBeDefined();
    });

    it('follows the Reader to another chapter', async () => {
      const app = await renderAppShowing('/lire/43/3', 'reader');
      act(() => reader.last().onNavigate?.({ book: 43, chapter: 4 }));
      await app.reaches('/lire/43/4');
      expect(screen.getByTestId('reader').textContent).toBe('43:4:');
    });

    it('stores the settings the Reader changes', async () => {
      const app = await renderAppShowing('/lire/43/3', 'reader');
      act(() =>
        reader.last().onSettingsChange?.({ fontSize: 1.05, leading: 1.6, display: 'justify', column: 2, numbers: false, divineNames: true, speed: 1.5 }),
      );
      expect(app.store.getState()).toMatchObject({ fontSize: 1.05, leading: 1.6, display: 'justify', numbers: false, divineNames: true, speed: 1.5 });
      expect(JSON.parse(app.storage.getItem(STORAGE_KEY)!)).toMatchObject({ fontSize: 1.05, dieu: true, speed: 1.5 });
      expect(reader.last().settings?.fontSize).toBe(1.05);
    });

    it('shows the Reader’s notices in the snackbar', async () => {
      await renderAppShowing('/lire/43/3', 'reader');
      act(() => reader.last().onNotify?.('Le(s) verset(s) a(ont) été copié(s) dans le presse-papier'));
      expect(screen.getByRole('status').textContent).toContain('Le(s) verset(s) a(ont) été copié(s) dans le presse-papier');
    });

    it('links to the print layout of the chapter', async () => {
      renderApp('/lire/43/3');
      const link = await screen.findByRole('link', { name: /Imprimer le chapitre/ });
      expect(link.getAttribute('href')).toBe('/print/43/3');
    });
  });

  describe('with a book or chapter that does not exist', () => {
    it.each(['/lire/abc', '/lire/67/1', '/lire/0/1', '/lire/65/2', '/lire/43/abc'])('says so for %s, with a way to the books', async (path) => {
      renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Livre ou chapitre introuvable' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Choisir un livre' }).getAttribute('href')).toBe('/select');
      expect(screen.queryByTestId('reader')).toBeNull();
    });
  });
});

describe('other routes', () => {
  it('shows a French 404 page for an unknown address', () => {
    renderApp('/nulle-part');
    expect(screen.getByRole('heading', { name: 'Page introuvable' })).toBeTruthy();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/');
  });

  it('shows the login page at /login (pages/login/LoginPage.test.tsx)', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Se connecter' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Connecter' })).toBeTruthy();
  });

  it('sends a logged-in user from /login to home', async () => {
    const app = renderApp('/login', { storage: storageWith({ isLoggedIn: true, currentUser: { name: 'Marie' } }) });
    await waitFor(() => expect(app.location()).toBe('/'));
  });

  it('shows the print layout without the site’s bar and footer', async () => {
    renderApp('/print/43/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jean 3' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
  });
});

describe('a 401 answer', () => {
  it('ends the session and goes to /login', async () => {
    const app = renderApp('/select', { storage: storageWith({ isLoggedIn: true, currentUser: { name: 'Marie' } }) });
    act(() => app.unauthorized());
    expect(app.location()).toBe('/login');
    expect(app.store.getState().isLoggedIn).toBe(false);
    expect('currentUser' in app.store.getState()).toBe(false);
    expect(JSON.parse(app.storage.getItem(STORAGE_KEY)!)).not.toHaveProperty('currentUser');
  });
});

describe('the loading bar', () => {
  it('shows while an API call is pending', async () => {
    let resolve!: (v: typeof INFO) => void;
    const client = fakeClient({ info: () => new Promise((r) => (resolve = r)) });
    renderApp('/select', { client });
    expect(screen.getByRole('progressbar', { name: 'Chargement…' })).toBeTruthy();
    await act(async () => resolve(INFO));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
