import { CONTRACT_MESSAGES, getBook, type GamePlayResponse } from '@parole/bible';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../tests/support/a11y.js';
import { ApiRequestError } from '../api/errors.js';
import { messages } from '../messages.js';
import { defaultStyle } from '../style.js';
import { apiError, hexToRgb, widgetRenderer } from '../testing/render.js';
import { Quiz } from './Quiz.js';
import type { QuizSession } from './session.js';
import { GAME_VERSES, RIGHT_BOOKS, memoryQuizStorage, quizServer, type QuizServer } from '../testing/quiz-server.js';

const t = messages.quiz;
const renderQuiz = widgetRenderer(Quiz, {});

/** The text of verse HTML as the page shows it (a <br> adds nothing). */
const textOf = (html: string) => html.replace(/<[^>]*>/g, '');
/** The name of a book. */
const bookName = (id: number) => getBook(id)!.name;
/** A wrong answer for the verse of round `n` (1-10). */
const WRONG = (n: number) => (RIGHT_BOOKS[n - 1] === 1 ? 2 : 1);

/** The quiz on a simulated game server, with a session kept in memory. */
function setup(session: QuizSession | null = null, props: Parameters<typeof renderQuiz>[0] = {}, server: QuizServer = quizServer()) {
  const storage = memoryQuizStorage(session);
  const onScreenChange = vi.fn();
  const view = renderQuiz({ storage, onScreenChange, ...props }, server.client());
  const calls = (prefix: string) => view.client.calls.filter((call) => call.startsWith(prefix));
  return { ...view, server, storage, onScreenChange, calls };
}

/** A session of a game started on this device. */
function playing(server: QuizServer, pseudo = 'Marie', attempt = 1): QuizSession {
  return { ...server.started(pseudo), attempt };
}

const verseText = () => screen.getByRole('blockquote', { name: t.verse }).textContent;
const book = (id: number) => screen.getByRole('button', { name: bookName(id) });
const boxes = () => within(screen.getByRole('list', { name: t.attempts })).getAllByRole('listitem');
const waitForRound = (n: number) => screen.findByRole('heading', { level: 1, name: t.round(n) });

afterEach(() => {
  vi.useRealTimers();
});

describe('Quiz', () => {
  describe('home', () => {
    it('shows the rules, the nickname input with its counter, and (Re) Jouer', async () => {
      setup();
      expect(screen.getByRole('heading', { level: 1, name: 'Jeu biblique' })).toBeDefined();
      const rules = screen.getByRole('list', { name: 'Règles du jeu' }).textContent!;
      for (const words of ['10 versets', 'trouvez le livre', 'chrono', 'meilleurs scores']) expect(rules).toContain(words);
      const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Pseudo' });
      expect(input.maxLength).toBe(12);
      expect(screen.getByText('0/12')).toBeDefined();
      expect(screen.getByRole('button', { name: '(Re) Jouer' })).toBeDefined();
      await screen.findAllByText(t.gamesEmpty);
    });

    it('counts the characters typed, out of 12, and says so to assistive technology', async () => {
      const { user } = setup();
      const input = screen.getByRole('textbox', { name: 'Pseudo' });
      await user.type(input, 'Marie');
      expect(screen.getByText('5/12')).toBeDefined();
      expect(input.getAttribute('aria-describedby')).toBeTruthy();
      const described = input.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)!);
      expect(described[0].textContent).toContain('5 caractères sur 12 au maximum');
    });

    it.each([
      ['', 'Pseudo est obligatoire'],
      ['   ', 'Pseudo est obligatoire'],
      ['Léa', 'Pseudo doit avoir plus de 3 et max 12 charactères'],
    ])('refuses the nickname %j on play with “%s”, announced and tied to the input', async (typed, message) => {
      const { user, calls } = setup();
      const input = screen.getByRole('textbox', { name: 'Pseudo' });
      expect(input.getAttribute('aria-invalid')).toBeNull();
      if (typed) await user.type(input, typed);
      await user.click(screen.getByRole('button', { name: '(Re) Jouer' }));

      const error = screen.getByText(message);
      expect(error.getAttribute('aria-live')).toBe('polite');
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(input.getAttribute('aria-describedby')).toContain(error.id);
      expect(calls('GET /api/jeu/partie')).toEqual([]);

      // Fixing the nickname clears the message.
      await user.clear(input);
      await user.type(input, 'Marie');
      expect(screen.queryByText(message)).toBeNull();
      expect(input.getAttribute('aria-invalid')).toBeNull();
    });

    it('shows no message before play is pressed', async () => {
      const { user } = setup();
      await user.type(screen.getByRole('textbox', { name: 'Pseudo' }), 'Lé');
      expect(screen.queryByText('Pseudo doit avoir plus de 3 et max 12 charactères')).toBeNull();
    });

    describe('the tables', () => {
      it('lists the last and the best games: nickname as text, score x/10, time mm:ss, date', async () => {
        const server = quizServer();
        const zoe = server.finish('<b>Zoé</b>', RIGHT_BOOKS, 83);
        server.finish('Paul', RIGHT_BOOKS.map((b, i) => (i < 3 ? WRONG(i + 1) : b)), 61);
        setup(null, {}, server);

        const last = await screen.findByRole('table', { name: 'Dernières parties' });
        const rows = within(last)
          .getAllByRole<HTMLTableRowElement>('row')
          .map((row) => [...row.cells].map((c) => c.textContent));
        const zoeItem = (await server.overrides.games!()).partiesJouees.find((g) => g.id === zoe)!;
        expect(rows).toEqual([
          ['Pseudo', 'Score', 'Temps', 'Date'],
          ['Paul : voir la partie', '7/10', '01:01', expect.any(String)],
          ['<b>Zoé</b> : voir la partie', '10/10', '01:23', t.date(zoeItem.created_at)],
        ]);
        // The nickname is text, never markup.
        expect(last.querySelector('b')).toBeNull();

        const best = screen.getByRole('table', { name: 'Meilleures parties' });
        expect(
          within(best)
            .getAllByRole<HTMLTableRowElement>('row')
            .slice(1)
            .map((row) => row.cells[1].textContent),
        ).toEqual(['10/10', '7/10']);
      });

      it('says when no game has ended yet', async () => {
        setup();
        expect(await screen.findAllByText('Aucune partie terminée pour l’instant.')).toHaveLength(2);
        expect(screen.getByRole('heading', { level: 2, name: 'Dernières parties' })).toBeDefined();
        expect(screen.getByRole('heading', { level: 2, name: 'Meilleures parties' })).toBeDefined();
      });

      it('says it is loading, then shows an error with Réessayer, which asks again', async () => {
        const server = quizServer();
        server.finish('Zoé', RIGHT_BOOKS, 83);
        let fail = true;
        const games = server.overrides.games!;
        const { user, client } = renderQuiz(
          { storage: memoryQuizStorage() },
          server.client({ games: (...args) => (fail ? Promise.reject(apiError('network')) : games(...args)) }),
        );
        expect(screen.getByText('Chargement des parties…')).toBeDefined();
        const alert = await screen.findByRole('alert');
        expect(alert.textContent).toContain(messages.api.network);
        fail = false;
        await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
        expect(await screen.findByRole('table', { name: 'Dernières parties' })).toBeDefined();
        expect(client.calls).toEqual(['GET /api/jeu', 'GET /api/jeu']);
      });

      it('links each row to its summary; a plain click changes the screen', async () => {
        const server = quizServer();
        const id = server.finish('Zoé', RIGHT_BOOKS, 83);
        const { user, onScreenChange } = setup(null, { summaryHref: (game) => `/partie/${game}` }, server);
        const [link] = within(await screen.findByRole('table', { name: 'Dernières parties' })).getAllByRole('link');
        expect(link.getAttribute('href')).toBe(`/partie/${id}`);
        expect(link.textContent).toBe('Zoé : voir la partie');

        const modified = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
        link.dispatchEvent(modified);
        expect(modified.defaultPrevented).toBe(false);
        expect(onScreenChange).not.toHaveBeenCalled();

        await user.click(link);
        expect(onScreenChange).toHaveBeenCalledExactlyOnceWith({ name: 'summary', game: id }, { replace: false });
      });

      it('shows the game alone without its tables, and asks nothing of GET /api/jeu (data-tables="false", issue 44)', async () => {
        const server = quizServer();
        server.finish('Zoé', RIGHT_BOOKS, 83);
        const { client } = renderQuiz({ storage: memoryQuizStorage(), tables: false }, server.client());
        expect(await screen.findByRole('textbox', { name: 'Pseudo' })).toBeDefined();
        expect(screen.queryByRole('heading', { name: 'Dernières parties' })).toBeNull();
        expect(screen.queryByRole('heading', { name: 'Meilleures parties' })).toBeNull();
        expect(screen.queryByText('Chargement des parties…')).toBeNull();
        expect(screen.queryByText(/Zoé/)).toBeNull();
        expect(client.calls).not.toContain('GET /api/jeu');
      });

      it('opens a summary in place without links (an embed without a site)', async () => {
        const server = quizServer();
        server.finish('Zoé', RIGHT_BOOKS, 83);
        const { user } = renderQuiz({ storage: memoryQuizStorage() }, server.client());
        await user.click(within(await screen.findByRole('table', { name: 'Meilleures parties' })).getByRole('button', { name: /^Zoé/ }));
        expect(await screen.findByRole('heading', { level: 1, name: 'Partie de Zoé' })).toBeDefined();
      });
    });

    it('resets the attempt to 1 on entry (spec, section 4)', () => {
      const storage = memoryQuizStorage({ pseudo: 'Marie', game: null, token: null, attempt: 4 });
      renderQuiz({ storage }, quizServer().client());
      expect(storage.session()).toEqual({ pseudo: 'Marie', game: null, token: null, attempt: 1 });
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Pseudo' }).value).toBe('Marie');
    });

    it('starts a game for the nickname, stores it and goes to the play screen', async () => {
      const { user, storage, onScreenChange, calls } = setup();
      await user.type(screen.getByRole('textbox', { name: 'Pseudo' }), 'Jean   Marc ');
      await user.click(screen.getByRole('button', { name: '(Re) Jouer' }));
      await waitFor(() => expect(onScreenChange).toHaveBeenCalledWith({ name: 'play' }, { replace: false }));
      expect(calls('GET /api/jeu/partie')).toEqual(['GET /api/jeu/partie/Jean%20Marc']);
      expect(storage.session()).toEqual({ pseudo: 'Jean Marc', game: 1, token: expect.stringMatching(/^[\w-]{43}$/), attempt: 1 });
    });

    it('shows the server’s refusal of a new game (too many games)', async () => {
      const server = quizServer();
      const { user } = renderQuiz(
        { storage: memoryQuizStorage() },
        server.client({ newGame: () => Promise.reject(new ApiRequestError(CONTRACT_MESSAGES.tooManyGames, { status: 429, kind: 'http' })) }),
      );
      await user.type(screen.getByRole('textbox', { name: 'Pseudo' }), 'Marie');
      await user.click(screen.getByRole('button', { name: '(Re) Jouer' }));
      expect((await screen.findByRole('alert')).textContent).toBe(CONTRACT_MESSAGES.tooManyGames);
      expect(screen.getByRole('heading', { level: 1, name: 'Jeu biblique' })).toBeDefined();
    });

    it('offers to resume a game in progress on this device', async () => {
      const server = quizServer();
      const { user, onScreenChange } = setup(playing(server, 'Marie', 3), { screen: { name: 'home' } }, server);
      await user.click(screen.getByRole('button', { name: 'Reprendre la partie en cours' }));
      expect(onScreenChange).toHaveBeenCalledWith({ name: 'play' }, { replace: false });
    });

    it('goes on with a game in progress when it holds its own screens (a reloaded embed)', async () => {
      const server = quizServer();
      const session = playing(server, 'Marie');
      server.answer(session.game!, RIGHT_BOOKS[0]);
      setup({ ...session, attempt: 2 }, {}, server);
      expect(await screen.findByRole('heading', { level: 1, name: 'Verset 2 sur 10' })).toBeDefined();
    });

    it('has no accessibility violation', async () => {
      const server = quizServer();
      server.finish('Zoé', RIGHT_BOOKS, 83);
      const { container, user } = setup(null, { summaryHref: (game) => `/partie/${game}` }, server);
      await screen.findByRole('table', { name: 'Dernières parties' });
      await user.click(screen.getByRole('button', { name: '(Re) Jouer' }));
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('a whole game', () => {
    it('goes from the home through ten verses to the summary (uncontrolled, as in an embed)', async () => {
      const server = quizServer();
      const storage = memoryQuizStorage();
      const { user, client } = renderQuiz({ storage }, server.client());
      await user.type(screen.getByRole('textbox', { name: 'Pseudo' }), 'Marie');
      await user.click(screen.getByRole('button', { name: '(Re) Jouer' }));

      for (let n = 1; n <= 10; n++) {
        await waitForRound(n);
        expect(verseText()).toBe(textOf(GAME_VERSES[n - 1].texte));
        expect(storage.session()?.attempt).toBe(n);
        await user.click(book(n === 4 ? WRONG(4) : RIGHT_BOOKS[n - 1]));
      }

      expect(await screen.findByRole('heading', { level: 1, name: 'Partie de Marie' })).toBeDefined();
      expect(screen.getByText('9/10')).toBeDefined();
      const rounds = within(screen.getByRole('list', { name: 'Versets de la partie' })).getAllByRole('listitem');
      expect(rounds).toHaveLength(10);
      expect(rounds.map((r) => r.getAttribute('data-juste'))).toEqual(['true', 'true', 'true', 'false', 'true', 'true', 'true', 'true', 'true', 'true']);
      // The game is over: this device forgets it, the nickname stays.
      expect(storage.session()).toEqual({ pseudo: 'Marie', game: null, token: null, attempt: 1 });
      expect(client.calls.filter((c) => c.startsWith('POST /api/joue {'))).toHaveLength(10);
      expect(client.calls.filter((c) => c.startsWith('POST /api/jouefirst'))).toHaveLength(1);
    });
  });

  describe('play', () => {
    it('shows the first verse, the timer, ten boxes and the 66 books by testament', async () => {
      const server = quizServer();
      setup(playing(server), { screen: { name: 'play' } }, server);
      await waitForRound(1);
      expect(verseText()).toBe(textOf(GAME_VERSES[0].texte));
      // Verse HTML is drawn as HTML (the words of Jesus of Jean 10:1).
      expect(screen.getByRole('blockquote', { name: t.verse }).querySelector('.wj')).not.toBeNull();
      expect(screen.getByRole('timer', { name: 'Temps' }).textContent).toBe('00:00');
      expect(screen.getByText('Joueur :', { exact: false }).textContent).toBe('Joueur : Marie');
      expect(boxes().map((b) => b.textContent)).toEqual([
        '1Essai 1 : en cours',
        ...Array.from({ length: 9 }, (_, i) => `${i + 2}Essai ${i + 2} : à venir`),
      ]);
      const old = screen.getByRole('group', { name: 'Ancien Testament' });
      const nt = screen.getByRole('group', { name: 'Nouveau Testament' });
      expect(within(old).getAllByRole('button')).toHaveLength(39);
      expect(within(nt).getAllByRole('button')).toHaveLength(27);
      expect(within(old).getAllByRole('button')[0].textContent).toBe('Genèse');
      expect(within(nt).getAllByRole('button')[26].textContent).toBe('Apocalypse');
      // In the testament colours.
      expect(getComputedStyle(book(1)).color).toBe(hexToRgb(defaultStyle.colors.oldTestament));
      expect(getComputedStyle(book(43)).color).toBe(hexToRgb(defaultStyle.colors.newTestament));
      // No previous answer on the first verse.
      expect(screen.queryByText(/Réponse précédente/)).toBeNull();
    });

    it('colours and names the attempt boxes: right green, wrong red, current grey, others light grey', async () => {
      const server = quizServer();
      const { user } = setup(playing(server), { screen: { name: 'play' } }, server);
      await waitForRound(1);
      await user.click(book(RIGHT_BOOKS[0]));
      await waitForRound(2);
      await user.click(book(WRONG(2)));
      await waitForRound(3);

      const [first, second, third, fourth] = boxes();
      expect([first, second, third, fourth].map((b) => b.getAttribute('data-etat'))).toEqual(['correct', 'wrong', 'current', 'pending']);
      expect(first.textContent).toBe('✓Essai 1 : juste');
      expect(second.textContent).toBe('✗Essai 2 : faux');
      expect(third.textContent).toBe('3Essai 3 : en cours');
      expect(third.getAttribute('aria-current')).toBe('step');
      expect(fourth.textContent).toBe('4Essai 4 : à venir');
      const colors = defaultStyle.colors;
      expect([first, second, third, fourth].map((b) => getComputedStyle(b).backgroundColor)).toEqual(
        [colors.success, colors.error, colors.textMuted, colors.skeleton].map(hexToRgb),
      );
    });

    it('shows the previous answer from the second verse: right, or what it was', async () => {
      const server = quizServer();
      const { user } = setup(playing(server), { screen: { name: 'play' } }, server);
      await waitForRound(1);
      await user.click(book(RIGHT_BOOKS[0]));
      await waitForRound(2);
      expect(screen.getByText(`Réponse précédente : ${bookName(RIGHT_BOOKS[0])} — juste`)).toBeDefined();
      await user.click(book(41));
      await waitForRound(3);
      expect(screen.getByText(`Réponse précédente : Marc — c’était ${bookName(RIGHT_BOOKS[1])}`)).toBeDefined();
    });

    it('ticks the timer each second from the server’s time, and resumes it after a reload', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
      const server = quizServer();
      const session = playing(server);
      server.tick(65);
      const first = setup(session, { screen: { name: 'play' } }, server);
      await act(() => vi.advanceTimersByTimeAsync(0));
      const timer = () => screen.getByRole('timer').textContent;
      expect(timer()).toBe('01:05');
      await act(() => vi.advanceTimersByTimeAsync(999));
      expect(timer()).toBe('01:05');
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(timer()).toBe('01:06');
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      expect(timer()).toBe('02:06');
      // The timer is not announced every second, and takes no focus.
      expect(screen.getByRole('timer').getAttribute('aria-live')).toBeNull();
      expect(screen.getByRole('timer').tabIndex).toBe(-1);

      first.unmount();
      server.tick(90);
      setup(first.storage.session(), { screen: { name: 'play' } }, server);
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(timer()).toBe('02:35');
    });

    it('resumes a reloaded game at the same round, asking where it stands once', async () => {
      const server = quizServer();
      const session = playing(server);
      server.answer(session.game!, RIGHT_BOOKS[0], WRONG(2), RIGHT_BOOKS[2]);
      // The site reloads /joue/43: the address's book is not an answer.
      const { storage, calls } = setup({ ...session, attempt: 4 }, { screen: { name: 'play', answered: 43 } }, server);
      await waitForRound(4);
      expect(verseText()).toBe(textOf(GAME_VERSES[3].texte));
      expect(boxes().slice(0, 4).map((b) => b.getAttribute('data-etat'))).toEqual(['correct', 'wrong', 'correct', 'current']);
      expect(calls('POST')).toEqual([expect.stringMatching(/^POST \/api\/jouefirst /)]);
      expect(server.answers(session.game!)).toHaveLength(3);
      expect(storage.session()?.attempt).toBe(4);
    });

    it('reports each answer as a replacing screen change with the book, and asks nothing when the host follows', async () => {
      const server = quizServer();
      const { user, onScreenChange, rerenderWith, calls } = setup(playing(server), { screen: { name: 'play' } }, server);
      await waitForRound(1);
      await user.click(book(43));
      await waitForRound(2);
      expect(onScreenChange).toHaveBeenLastCalledWith({ name: 'play', answered: 43 }, { replace: true });
      rerenderWith({ screen: { name: 'play', answered: 43 } });
      expect(screen.getByRole('heading', { level: 1, name: t.round(2) })).toBeDefined();
      expect(calls('POST /api/jouefirst')).toHaveLength(1);
    });

    it('sends one answer for a double click, the books inert while it travels', async () => {
      const server = quizServer();
      const { user, calls } = setup(playing(server), { screen: { name: 'play' } }, server);
      await waitForRound(1);
      server.hold();
      await user.dblClick(book(43));
      await user.click(book(40));
      expect(screen.getByText(t.answering)).toBeDefined();
      expect(book(1).getAttribute('aria-disabled')).toBe('true');
      act(() => server.release());
      await waitForRound(2);
      expect(calls('POST /api/joue {')).toHaveLength(1);
      expect(server.answers(1)).toEqual([43]);
      expect(book(1).getAttribute('aria-disabled')).toBeNull();
    });

    it('fills the book chosen with its testament’s colour while its answer travels, and no other', async () => {
      const server = quizServer();
      const { user } = setup(playing(server), { screen: { name: 'play' } }, server);
      await waitForRound(1);
      server.hold();
      await user.click(book(43));
      const chosen = [...document.querySelectorAll('[data-chosen]')];
      expect(chosen).toEqual([book(43)]);
      expect(getComputedStyle(book(43)).backgroundColor).toBe(hexToRgb(defaultStyle.colors.newTestament));
      expect(getComputedStyle(book(43)).color).toBe(hexToRgb(defaultStyle.colors.onAccent));
      // The other books dim; the one chosen stays at full strength.
      expect(getComputedStyle(book(42)).opacity).toBe('0.5');
      expect(getComputedStyle(book(43)).opacity).toBe('1');
      act(() => server.release());
      await waitForRound(2);
      expect(document.querySelectorAll('[data-chosen]')).toHaveLength(0);
      expect(getComputedStyle(book(43)).color).toBe(hexToRgb(defaultStyle.colors.newTestament));
    });

    it('focuses the new verse without scrolling the page after a click (the books stay under the pointer), and scrolls to it after the keyboard', async () => {
      const server = quizServer();
      const { user } = setup(playing(server), { screen: { name: 'play' } }, server);
      await waitForRound(1);
      const focus = vi.spyOn(HTMLElement.prototype, 'focus');
      try {
        await user.click(book(RIGHT_BOOKS[0]));
        const second = (await waitForRound(2)).parentElement!;
        await waitFor(() => expect(document.activeElement).toBe(second));
        expect(focus.mock.contexts.at(-1)).toBe(second);
        expect(focus.mock.calls.at(-1)).toEqual([{ preventScroll: true }]);

        book(40).focus();
        await user.keyboard('{Enter}');
        const third = (await waitForRound(3)).parentElement!;
        await waitFor(() => expect(document.activeElement).toBe(third));
        expect(focus.mock.contexts.at(-1)).toBe(third);
        expect(focus.mock.calls.at(-1)).toEqual([{ preventScroll: false }]);
      } finally {
        focus.mockRestore();
      }
    });

    it('carries on where the game stands when the round already had an answer (409), without an error', async () => {
      const server = quizServer();
      const session = playing(server);
      const { user, calls } = setup(session, { screen: { name: 'play' } }, server);
      await waitForRound(1);
      // Another tab answers the first verse meanwhile.
      server.answer(session.game!, RIGHT_BOOKS[0]);
      await user.click(book(40));
      await waitForRound(2);
      expect(screen.queryByRole('alert')).toBeNull();
      expect(calls('POST /api/jouefirst')).toHaveLength(2);
      expect(server.answers(session.game!)).toEqual([RIGHT_BOOKS[0]]);
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: t.round(2) }).parentElement);
    });

    it('keeps the round when an answer does not arrive, and takes the next choice', async () => {
      const server = quizServer();
      let fail = true;
      const answer = server.overrides.gameAnswer!;
      const storage = memoryQuizStorage(playing(server));
      const { user } = renderQuiz(
        { storage, screen: { name: 'play' } },
        server.client({ gameAnswer: (...args) => (fail ? Promise.reject(apiError('network')) : answer(...args)) }),
      );
      await waitForRound(1);
      await user.click(book(43));
      expect((await screen.findByRole('alert')).textContent).toBe(`${messages.api.network} Choisissez à nouveau un livre.`);
      fail = false;
      await user.click(book(43));
      await waitForRound(2);
      expect(screen.queryByRole('alert')).toBeNull();
    });

    /**
     * The play screen of a game on its first verse whose first answer sent
     * gets `first(answer)` (`answer` sends it to the server); later ones reach
     * the server. Resolves with how many were sent, once the book was chosen.
     */
    async function answerFirstVerse(first: (answer: () => Promise<GamePlayResponse>) => Promise<GamePlayResponse>) {
      const server = quizServer();
      const answer = server.overrides.gameAnswer!;
      const session = playing(server);
      let tries = 0;
      const { user } = renderQuiz(
        { storage: memoryQuizStorage(session), screen: { name: 'play' } },
        server.client({ gameAnswer: (...args) => (++tries === 1 ? first(() => answer(...args)) : answer(...args)) }),
      );
      await waitForRound(1);
      await user.click(book(43));
      return { server, game: session.game!, tries: () => tries };
    }

    it.each([
      ['the balancer could not deliver (502)', () => Promise.reject(apiError(502))],
      // The node records the answer, then dies before replying: the balancer answers 504, the repeat is refused 409.
      ['was recorded, its reply lost (504, then 409)', (answer: () => Promise<GamePlayResponse>) => answer().then(() => Promise.reject(apiError(504)))],
    ])('sends once more an answer that %s, and goes on without an error', async (_, first) => {
      const { server, game, tries } = await answerFirstVerse(first);
      await waitForRound(2);
      expect(tries()).toBe(2);
      expect(server.answers(game)).toEqual([43]);
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('does not send again an answer the server refused with an error of its own (500)', async () => {
      const { tries } = await answerFirstVerse(() => Promise.reject(apiError(500)));
      expect((await screen.findByRole('alert')).textContent).toContain(messages.api.server(500));
      expect(tries()).toBe(1);
    });

    it.each([
      ['not this device’s (403)', (s: QuizSession) => ({ ...s, token: 'b'.repeat(43) }), CONTRACT_MESSAGES.gameNotYours],
      ['gone (404)', (s: QuizSession) => ({ ...s, game: 999 }), CONTRACT_MESSAGES.gameNotFound],
    ])('explains a game %s, forgets it and offers the way home', async (_, change, message) => {
      const server = quizServer();
      const { user, storage, onScreenChange } = setup(change(playing(server)), { screen: { name: 'play' } }, server);
      expect(await screen.findByRole('heading', { level: 1, name: 'Partie interrompue' })).toBeDefined();
      expect(screen.getByRole('alert').textContent).toBe(message);
      expect(storage.session()).toEqual({ pseudo: 'Marie', game: null, token: null, attempt: 1 });
      await user.click(screen.getByRole('button', { name: 'Retour à l’accueil du jeu' }));
      expect(onScreenChange).toHaveBeenLastCalledWith({ name: 'home' }, { replace: false });
    });

    it('goes home, replacing the screen, without a game to play', () => {
      const { onScreenChange, calls } = setup({ pseudo: 'Marie', game: null, token: null, attempt: 1 }, { screen: { name: 'play' } });
      expect(onScreenChange).toHaveBeenCalledExactlyOnceWith({ name: 'home' }, { replace: true });
      expect(calls('POST')).toEqual([]);
    });

    it('goes to the summary, replacing the screen, once the tenth answer is in', async () => {
      const server = quizServer();
      const session = playing(server);
      server.answer(session.game!, ...RIGHT_BOOKS.slice(0, 9));
      const { user, onScreenChange, storage } = setup(session, { screen: { name: 'play' } }, server);
      await waitForRound(10);
      await user.click(book(RIGHT_BOOKS[9]));
      await waitFor(() => expect(onScreenChange).toHaveBeenLastCalledWith({ name: 'summary', game: session.game }, { replace: true }));
      expect(storage.session()?.game).toBeNull();
    });

    it('goes to the summary at once for a game already over', async () => {
      const server = quizServer();
      const session = playing(server);
      server.answer(session.game!, ...RIGHT_BOOKS);
      const { onScreenChange } = setup(session, { screen: { name: 'play' } }, server);
      await waitFor(() => expect(onScreenChange).toHaveBeenCalledWith({ name: 'summary', game: session.game }, { replace: true }));
    });

    it('is played with the keyboard alone: Tab to a book, Enter, focus on the new verse', async () => {
      const server = quizServer();
      const { user } = setup(null, {}, server);
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Pseudo' }));
      await user.keyboard('Marie{Enter}');

      // Focus moves to the verse, which the books follow in the tab order.
      const verse = (await waitForRound(1)).parentElement!;
      await waitFor(() => expect(document.activeElement).toBe(verse));
      await user.tab();
      expect(document.activeElement).toBe(book(1));
      // The timer and the boxes take no focus; the books are real buttons in canonical order.
      const order = [...document.querySelectorAll<HTMLButtonElement>('button[data-livre]')];
      expect(order.map((b) => Number(b.dataset.livre))).toEqual(Array.from({ length: 66 }, (_, i) => i + 1));
      expect(order.every((b) => b.type === 'button')).toBe(true);

      // Jean is the 43rd book: 42 more Tabs.
      for (let i = 1; i < RIGHT_BOOKS[0]; i++) await user.tab();
      expect(document.activeElement).toBe(book(RIGHT_BOOKS[0]));
      await user.keyboard('{Enter}');
      const next = (await waitForRound(2)).parentElement!;
      await waitFor(() => expect(document.activeElement).toBe(next));
      expect(screen.getByText(`Réponse précédente : ${bookName(RIGHT_BOOKS[0])} — juste`)).toBeDefined();

      // Space works as well, from the next book reached.
      await user.tab();
      await user.keyboard(' ');
      await waitForRound(3);
      expect(server.answers(1)).toEqual([RIGHT_BOOKS[0], 1]);
    });

    it('has no accessibility violation mid-game', async () => {
      const server = quizServer();
      const session = playing(server);
      server.answer(session.game!, RIGHT_BOOKS[0], WRONG(2));
      const { container } = setup(session, { screen: { name: 'play' } }, server);
      await waitForRound(3);
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('summary', () => {
    it('shows each round right or wrong with its verse, books and a link to the reader, the score and the time', async () => {
      const server = quizServer();
      const id = server.finish('Zoé', RIGHT_BOOKS.map((b, i) => (i === 1 ? 41 : b)), 125);
      const onRead = vi.fn();
      const { user } = setup(null, { screen: { name: 'summary', game: id }, readHref: (p) => `/lire/${p.book}/${p.chapter}/${p.verses}`, onRead }, server);
      expect(await screen.findByRole('heading', { level: 1, name: 'Partie de Zoé' })).toBeDefined();
      expect(screen.getByText('9/10')).toBeDefined();
      expect(screen.getByText('02:05')).toBeDefined();
      const rounds = within(screen.getByRole('list', { name: 'Versets de la partie' })).getAllByRole('listitem');
      expect(rounds).toHaveLength(10);

      const [first, second] = rounds;
      expect(within(first).getByRole('heading', { level: 2 }).textContent).toBe('Verset 1✓ Juste');
      expect(first.textContent).toContain(textOf(GAME_VERSES[0].texte));
      expect(first.textContent).toContain('Livre : Jean · Réponse donnée : Jean');
      expect(within(second).getByRole('heading', { level: 2 }).textContent).toBe('Verset 2✗ Faux');
      expect(second.textContent).toContain(`Livre : ${bookName(RIGHT_BOOKS[1])} · Réponse donnée : Marc`);

      const link = within(first).getByRole('link', { name: 'Lire Jean 10:1 dans son chapitre' });
      expect(link.textContent).toBe('Jean 10:1');
      expect(link.getAttribute('href')).toBe('/lire/43/10/1');
      await user.click(link);
      expect(onRead).toHaveBeenCalledExactlyOnceWith({ book: 43, chapter: 10, verses: [1] });
    });

    it('shows a game in progress with the rounds answered, and a way to continue it on its device', async () => {
      const server = quizServer();
      const session = playing(server);
      server.answer(session.game!, ...RIGHT_BOOKS.slice(0, 3));
      const { user, onScreenChange } = setup(session, { screen: { name: 'summary', game: session.game! } }, server);
      expect(await screen.findByText('Partie en cours : 3 versets joués sur 10.')).toBeDefined();
      expect(within(screen.getByRole('list', { name: 'Versets de la partie' })).getAllByRole('listitem')).toHaveLength(3);
      await user.click(screen.getByRole('button', { name: 'Continuer la partie' }));
      expect(onScreenChange).toHaveBeenCalledWith({ name: 'play' }, { replace: false });
    });

    it('offers no way to continue another device’s game', async () => {
      const server = quizServer();
      const other = playing(server, 'Paul');
      server.answer(other.game!, RIGHT_BOOKS[0]);
      setup(null, { screen: { name: 'summary', game: other.game! } }, server);
      await screen.findByText('Partie en cours : 1 verset joué sur 10.');
      expect(screen.queryByRole('button', { name: 'Continuer la partie' })).toBeNull();
    });

    it('plays again with this device’s nickname (Rejouer)', async () => {
      const server = quizServer();
      const id = server.finish('Zoé', RIGHT_BOOKS, 83);
      const { user, onScreenChange, storage, calls } = setup({ pseudo: 'Marie', game: null, token: null, attempt: 1 }, { screen: { name: 'summary', game: id } }, server);
      await user.click(await screen.findByRole('button', { name: 'Rejouer' }));
      await waitFor(() => expect(onScreenChange).toHaveBeenCalledWith({ name: 'play' }, { replace: false }));
      expect(calls('GET /api/jeu/partie')).toEqual(['GET /api/jeu/partie/Marie']);
      expect(storage.session()?.game).toBe(id + 1);
    });

    it('goes home to choose a nickname when this device has none (Rejouer)', async () => {
      const server = quizServer();
      const id = server.finish('Zoé', RIGHT_BOOKS, 83);
      const { user, onScreenChange } = setup(null, { screen: { name: 'summary', game: id } }, server);
      await user.click(await screen.findByRole('button', { name: 'Rejouer' }));
      expect(onScreenChange).toHaveBeenCalledExactlyOnceWith({ name: 'home' }, { replace: false });
    });

    it('says that a game does not exist', async () => {
      setup(null, { screen: { name: 'summary', game: 999 } });
      expect((await screen.findByRole('alert')).textContent).toBe(CONTRACT_MESSAGES.gameNotFound);
      expect(screen.getByRole('heading', { level: 1, name: 'Partie indisponible' })).toBeDefined();
      expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
    });

    it('has no accessibility violation', async () => {
      const server = quizServer();
      const id = server.finish('Zoé', RIGHT_BOOKS.map((b, i) => (i === 1 ? 41 : b)), 125);
      const { container } = setup(null, { screen: { name: 'summary', game: id }, readHref: () => '/lire/1/1' }, server);
      await screen.findByRole('heading', { level: 1, name: 'Partie de Zoé' });
      expect(await axeViolations(container)).toEqual([]);
    });
  });
});
