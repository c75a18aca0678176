import { act, screen, waitFor } from '@testing-library/react';
import { Quiz, type QuizScreen } from '@parole/widgets';
import * as widgets from '@parole/widgets';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createHostStore } from '../../store/index.js';
import { MemoryStorage, propsOf, renderApp, renderAppShowing, storageWith, stored, useStandIns } from '../../testing.js';
import { hostQuizStorage, screenHref } from './QuizPages.js';

/** Mounts of the quiz's stand-in: a page that kept the widget mounted does not add one. */
const mounts = vi.hoisted(() => ({ count: 0 }));
function MountProbe({ screen }: { screen: QuizScreen }) {
  useEffect(() => {
    mounts.count++;
  }, []);
  return <h1 data-testid="quiz">{JSON.stringify(screen)}</h1>;
}

useStandIns(widgets, {
  Quiz: (props) => <MountProbe screen={props.screen!} />,
});
const quiz = propsOf(Quiz);

const TOKEN = 'a'.repeat(43);

describe('the quiz routes', () => {
  it.each<[string, QuizScreen, string]>([
    ['/jeu', { name: 'home' }, 'Jeu biblique — Parole'],
    ['/joue', { name: 'play', answered: undefined }, 'Jouer — Parole'],
    ['/joue/43', { name: 'play', answered: 43 }, 'Jouer — Parole'],
    ['/partie/12', { name: 'summary', game: 12 }, 'Résumé de la partie — Parole'],
  ])('%s shows the Quiz on its screen, titled', async (path, screenShown, title) => {
    await renderAppShowing(path, 'quiz');
    expect(quiz.last().screen).toEqual(screenShown);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('links the tables to the summaries and the verses to the reader', async () => {
    const app = await renderAppShowing('/partie/12', 'quiz');
    const props = quiz.last();
    expect(props.summaryHref?.(7)).toBe('/partie/7');
    expect(props.readHref?.({ book: 43, chapter: 10, verses: [1] })).toBe('/lire/43/10/1');
    act(() => props.onRead?.({ book: 43, chapter: 10, verses: [1] }));
    await app.reaches('/lire/43/10/1');
  });

  it('follows the screens: play, then each answer replacing the address, then the summary', async () => {
    const app = await renderAppShowing('/jeu', 'quiz');
    act(() => quiz.last().onScreenChange?.({ name: 'play' }, { replace: false }));
    await app.reaches('/joue');
    mounts.count = 0;
    act(() => quiz.last().onScreenChange?.({ name: 'play', answered: 43 }, { replace: true }));
    await app.reaches('/joue/43');
    act(() => quiz.last().onScreenChange?.({ name: 'play', answered: 1 }, { replace: true }));
    await app.reaches('/joue/1');
    // The game stays on screen: /joue and /joue/:book are one page.
    expect(mounts.count).toBe(0);
    expect(quiz.last().screen).toEqual({ name: 'play', answered: 1 });
    act(() => quiz.last().onScreenChange?.({ name: 'summary', game: 7 }, { replace: true }));
    await app.reaches('/partie/7');
  });

  it.each(['abc', '0', '-1', '1.5'])('says that /partie/%s is no game, with a link to the game’s home, and asks nothing', async (text) => {
    const app = renderApp(`/partie/${text}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Partie introuvable' })).toBeDefined();
    expect(screen.getByText(`« ${text} » n'est pas une partie : les parties jouées sont dans les tableaux du jeu.`)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Retour au jeu' }).getAttribute('href')).toBe('/jeu');
    expect(quiz.all).toEqual([]);
    expect(app.client.calls).not.toContainEqual(expect.stringMatching(/partie|joue/));
  });

  it.each(['0', '67', 'jean'])('says that /joue/%s is no book, with a link back to the game', async (text) => {
    renderApp(`/joue/${text}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Livre introuvable' })).toBeDefined();
    expect(screen.getByText(`« ${text} » n'est pas un livre de la Bible : les livres vont de 1 à 66.`)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Reprendre le jeu' }).getAttribute('href')).toBe('/joue');
    expect(quiz.all).toEqual([]);
  });

  it('gives the Quiz a storage over the site’s persisted state: pseudo, partie, jeton, essai', async () => {
    const app = await renderAppShowing('/jeu', 'quiz', { storage: storageWith({ pseudo: 'Marie', partie: 12, jeton: TOKEN, essai: 4 }) });
    const storage = quiz.last().storage!;
    expect(storage.load()).toEqual({ pseudo: 'Marie', game: 12, token: TOKEN, attempt: 4 });
    act(() => storage.save({ pseudo: 'Paul', game: 13, token: TOKEN, attempt: 1 }));
    expect(stored(app.storage)).toMatchObject({ pseudo: 'Paul', partie: 13, jeton: TOKEN, essai: 1 });
    act(() => storage.save(null));
    expect(stored(app.storage)).toMatchObject({ pseudo: null, partie: null, jeton: null, essai: 1 });
  });
});

describe('hostQuizStorage', () => {
  it('reads no session without a valid nickname, and a game without its secret as none', () => {
    const store = createHostStore({ storage: new MemoryStorage() });
    expect(hostQuizStorage(store).load()).toBeNull();
    store.set({ pseudo: 'Léa' });
    expect(hostQuizStorage(store).load()).toBeNull();
    store.set({ pseudo: 'Marie', game: 12, gameToken: null, attempt: 3 });
    expect(hostQuizStorage(store).load()).toEqual({ pseudo: 'Marie', game: null, token: null, attempt: 3 });
  });
});

describe('screenHref', () => {
  it.each<[QuizScreen, string]>([
    [{ name: 'home' }, '/jeu'],
    [{ name: 'play' }, '/joue'],
    [{ name: 'play', answered: 43 }, '/joue/43'],
    [{ name: 'summary', game: 12 }, '/partie/12'],
  ])('%j is at %s', (screenShown, path) => {
    expect(screenHref(screenShown)).toBe(path);
  });
});

describe('the quiz and the translations (issue 41)', () => {
  it('says on its home that the game uses Louis Segond 1910, the server’s default translation', async () => {
    await renderAppShowing('/jeu', 'quiz');
    expect(await screen.findByText('Le jeu utilise la Bible Louis Segond 1910.')).toBeTruthy();
  });

  it('opens its verses in Segond, the game’s, on a device that reads another translation', async () => {
    await renderAppShowing('/partie/12', 'quiz', { storage: storageWith({ traduction: 'darby' }) });
    expect(quiz.last().readHref?.({ book: 43, chapter: 10, verses: [1] })).toBe('/lire/43/10/1?traduction=lsg');
  });
});
