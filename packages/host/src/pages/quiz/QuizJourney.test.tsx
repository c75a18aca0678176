/**
 * The site's quiz with the real widget, on the widgets' stand-in game server
 * (their testing/quiz-server.ts, until recordings of the real game API exist).
 */
import { getBook } from '@parole/bible';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RIGHT_BOOKS, quizServer } from '../../../../widgets/src/testing/quiz-server.js';
import { MemoryStorage, renderApp, storageWith, stored } from '../../testing.js';

const round = (n: number) => screen.findByRole('heading', { level: 1, name: `Verset ${n} sur 10` });
const book = (id: number) => screen.getByRole('button', { name: getBook(id)!.name });

describe('a game on the site', () => {
  it('starts at /jeu, plays at /joue, shows each answer’s book in the address, and resumes after a reload', async () => {
    const server = quizServer();
    const storage = new MemoryStorage();
    const app = renderApp('/jeu', { storage, client: server.client() });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Pseudo' }), 'Marie');
    await user.click(screen.getByRole('button', { name: '(Re) Jouer' }));
    await app.reaches('/joue');
    await round(1);
    expect(stored(storage)).toMatchObject({ pseudo: 'Marie', partie: 1, jeton: expect.stringMatching(/^[\w-]{43}$/), essai: 1 });

    await user.click(book(RIGHT_BOOKS[0]));
    await app.reaches(`/joue/${RIGHT_BOOKS[0]}`);
    await round(2);
    expect(stored(storage).essai).toBe(2);
    // One POST /api/jouefirst: the new address kept the game on screen.
    expect(app.client.calls.filter((c) => c.startsWith('POST /api/jouefirst'))).toHaveLength(1);
    app.unmount();

    // A reload of /joue/43 resumes at the same round and answers nothing.
    const again = renderApp(`/joue/${RIGHT_BOOKS[0]}`, { storage, client: server.client() });
    await round(2);
    expect(server.answers(1)).toEqual([RIGHT_BOOKS[0]]);
    expect(again.client.calls.filter((c) => c.startsWith('POST'))).toEqual([expect.stringMatching(/^POST \/api\/jouefirst /)]);

    for (let n = 2; n <= 10; n++) {
      await round(n);
      await user.click(book(RIGHT_BOOKS[n - 1]));
    }
    await again.reaches('/partie/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Partie de Marie' })).toBeDefined();
    await waitFor(() => expect(document.title).toBe('Résumé de la partie — Parole'));
    expect(stored(storage)).toMatchObject({ pseudo: 'Marie', partie: null, jeton: null, essai: 1 });
    const [first] = within(screen.getByRole('list', { name: 'Versets de la partie' })).getAllByRole('listitem');
    expect(within(first).getByRole('link', { name: /^Lire Jean 10:1/ }).getAttribute('href')).toBe('/lire/43/10/1');

    // Back home, the game is in the tables, linked to its summary.
    await user.click(screen.getByRole('button', { name: 'Retour à l’accueil du jeu' }));
    await again.reaches('/jeu');
    const table = await screen.findByRole('table', { name: 'Dernières parties' });
    expect(within(table).getByRole('link', { name: /^Marie/ }).getAttribute('href')).toBe('/partie/1');
  });

  it('resets the attempt to 1 on the game’s home (spec §4)', async () => {
    const storage = storageWith({ pseudo: 'Marie', essai: 6 });
    renderApp('/jeu', { storage, client: quizServer().client() });
    await screen.findByRole('textbox', { name: 'Pseudo' });
    await waitFor(() => expect(stored(storage).essai).toBe(1));
  });

  it('goes to /jeu without a game on this device', async () => {
    const app = renderApp('/joue', { client: quizServer().client() });
    await app.reaches('/jeu');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jeu biblique' })).toBeDefined();
  });
});
