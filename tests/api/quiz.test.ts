/**
 * The quiz through app.request(): the real Bible database, the real Hono
 * app, a fresh games database, an injected clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUIZ_VERSE_LINES, type GamePlayResponse, type GamesResponse, type GameSummaryResponse, type NewGameResponse } from '@parole/bible';
import { openTestApp, type QuizOptions } from '../../packages/api/src/testing.js';
import type { Config } from '../../packages/api/src/config.js';
import { GUESSABLE_MIN_LENGTH } from '../../packages/api/src/quiz/draw.js';
import { answerFloorMs } from '../../packages/api/src/quiz/fair-play.js';

/** 1 November 2026, 14:00 UTC. */
const START = Date.UTC(2026, 10, 1, 14, 0, 0);
const JSON_CALL = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
const NOT_YOURS = 'Cette partie a été commencée sur un autre appareil : commencez-en une nouvelle.';
const BOOK = 'Livre invalide : choisissez un livre de 1 à 66.';
const ORIGIN = 'https://eglise.example.org';

/**
 * How a player's ten answers share the time of a game, in thousandths of the
 * mean (their sum is 10,000): a person's times vary, and a game answered at
 * a fixed pace stays out of the tables (quiz/fair-play.ts).
 */
const PACE = [1_300, 700, 1_100, 800, 1_500, 900, 1_200, 700, 1_000, 800];
/** Ms from the first verse to answer `essai` of a game played `stepMs` a round on average, at PACE. */
const paced = (stepMs: number, essai: number) => PACE.slice(0, essai).reduce((sum, p) => sum + (stepMs * p) / 1_000, 0);

/** An app with its own games database and clock. */
async function quizApp(overrides: Partial<Config> = {}, options: QuizOptions = {}) {
  const clock = { now: START };
  const t = await openTestApp({ gameCreationLimit: 1_000, ...overrides }, { now: () => clock.now, ...options });
  const env = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    t.app.request(path, { method: 'POST', headers: { ...JSON_CALL, ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  const newGame = (pseudo: string, address = '192.0.2.1') => t.app.request(`/api/jeu/partie/${encodeURIComponent(pseudo)}`, {}, env(address));
  /** A new game for `pseudo`: its id, secret and body of its calls. */
  const start = async (pseudo = 'Marie') => {
    const res = await newGame(pseudo);
    expect(res.status).toBe(200);
    const { partie, jeton } = (await res.json()) as NewGameResponse;
    return { partie, jeton, pseudo, call: { pseudo, partie, jeton } };
  };
  /** The books of a game's rounds, read from the store (what the player must not be told). */
  const booksOf = async (id: number) => (await t.games.getGame(id))!.rounds.map((r) => r.bookId);
  const wrongBook = (book: number) => (book % 66) + 1;
  /**
   * Plays a whole game: `right` answers right first, then wrong ones, one
   * every `stepMs` of the clock on average after the first verse, at a
   * person's varying PACE (ten times `stepMs` in all).
   */
  const play = async (pseudo: string, right: number, stepMs: number) => {
    const game = await start(pseudo);
    const books = await booksOf(game.partie);
    expect((await post('/api/jouefirst', game.call)).status).toBe(200);
    let last: GamePlayResponse | undefined;
    for (let essai = 1; essai <= 10; essai++) {
      clock.now += (stepMs * PACE[essai - 1]) / 1_000;
      const res = await post('/api/joue', { ...game.call, essai, livre: essai <= right ? books[essai - 1] : wrongBook(books[essai - 1]) });
      expect(res.status).toBe(200);
      last = (await res.json()) as GamePlayResponse;
    }
    return { ...game, last: last! };
  };
  /** The stored state of a game, to show that a refused call changed nothing. */
  const stateOf = (id: number) => t.games.getGame(id);
  return { t, clock, env, post, newGame, start, booksOf, wrongBook, play, stateOf };
}

type QuizApp = Awaited<ReturnType<typeof quizApp>>;

async function expectRefusal(res: Response, status: number, message: string) {
  expect(res.status).toBe(status);
  expect(await res.json()).toEqual({ message });
  expect(res.headers.get('cache-control')).toBe('no-store');
}

let q: QuizApp;
beforeAll(async () => {
  q = await quizApp();
});
afterAll(() => q.t.close());

describe('a whole game', () => {
  it('plays ten verses, scores and times them on the server, and lists the game', async () => {
    const { partie, jeton, call } = await q.start('  Jean   Marc ');
    expect(jeton).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(call.pseudo).toBe('  Jean   Marc ');
    const stored = (await q.t.games.getGame(partie))!;
    expect(stored.pseudo).toBe('Jean Marc');
    const books = stored.rounds.map((r) => r.bookId);
    const verseText = async (round: number) => (await q.t.db.query<{ html: string }>('SELECT html FROM verses WHERE id = ?', [stored.rounds[round - 1].verseId]))[0].html;

    const t0 = q.clock.now;
    const first = await q.post('/api/jouefirst', { ...call, pseudo: 'Jean Marc' });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(await first.json()).toEqual({ partie, verset: { texte: await verseText(1) }, essaiNb: 1, essaisPartie: [], chrono: 0, termine: false });

    // Rounds 2, 5 and 9 wrong; 6.15 s per answer on average, so 61.5 s in all: chrono 62 (a half rounds up).
    const wrong = new Set([2, 5, 9]);
    for (let essai = 1; essai <= 10; essai++) {
      q.clock.now = t0 + paced(6_150, essai);
      const livre = wrong.has(essai) ? q.wrongBook(books[essai - 1]) : books[essai - 1];
      const res = await q.post('/api/joue', { ...call, essai, livre });
      expect(res.status).toBe(200);
      const body = (await res.json()) as GamePlayResponse;
      expect(body.essaisPartie).toHaveLength(essai);
      expect(body.essaisPartie.at(-1)).toEqual({ essai, juste: !wrong.has(essai), livre_id: books[essai - 1], livreid_reponse: livre });
      if (essai < 10) {
        expect(body).toMatchObject({ partie, verset: { texte: await verseText(essai + 1) }, essaiNb: essai + 1, termine: false });
        expect(body.chrono).toBe(Math.round(paced(6_150, essai) / 1000));
      } else {
        expect(body).toMatchObject({ partie, verset: null, essaiNb: 10, chrono: 62, termine: true });
      }
    }

    const summary = (await (await q.t.app.request(`/api/partie/${partie}`)).json()) as GameSummaryResponse;
    expect(summary.partie).toEqual({ id: partie, pseudo: 'Jean Marc', juste: 7, chrono: 62, created_at: '2026-11-01T14:00:00Z', termine: true });
    expect(summary.joues.map((j) => j.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const second = summary.joues[1];
    const verse = (await (await q.t.app.request(`/api/lire/${second.versets21.livre_id}/${second.versets21.chapitre}`)).json()).versets.find(
      (v: { id: number }) => v.id === stored.rounds[1].verseId,
    );
    expect(second).toEqual({
      id: 2,
      versets21: verse,
      livre: verse.livre,
      livre_reponse: expect.objectContaining({ nom: expect.any(String), abr: expect.any(String) }),
      livre_id: books[1],
      livreid_reponse: q.wrongBook(books[1]),
    });
    const answerBook = (await q.t.db.query<{ name: string; abbr: string }>('SELECT name, abbr FROM books WHERE id = ?', [q.wrongBook(books[1])]))[0];
    expect(second.livre_reponse).toEqual({ nom: answerBook.name, abr: answerBook.abbr });

    const tables = (await (await q.t.app.request('/api/jeu')).json()) as GamesResponse;
    expect(tables.partiesJouees[0]).toEqual({ id: partie, pseudo: 'Jean Marc', juste: 7, chrono: 62, created_at: '2026-11-01T14:00:00Z' });
  });

  it('starts the timer at the first /api/jouefirst and keeps it when the page is reloaded', async () => {
    const { partie, call } = await q.start();
    q.clock.now += 30_000; // the game's home, before the first verse
    const t0 = q.clock.now;
    expect((await (await q.post('/api/jouefirst', call)).json()).chrono).toBe(0);
    q.clock.now += 12_000;
    const reloaded = (await (await q.post('/api/jouefirst', call)).json()) as GamePlayResponse;
    expect(reloaded).toMatchObject({ essaiNb: 1, chrono: 12 });
    expect((await q.t.games.getGame(partie))!.startedAt).toBe(t0);
  });

  it('resumes where the game stands', async () => {
    const { partie, call } = await q.start();
    const books = await q.booksOf(partie);
    await q.post('/api/jouefirst', call);
    for (let essai = 1; essai <= 3; essai++) await q.post('/api/joue', { ...call, essai, livre: books[essai - 1] });
    const resumed = (await (await q.post('/api/jouefirst', call)).json()) as GamePlayResponse;
    expect(resumed.essaiNb).toBe(4);
    expect(resumed.essaisPartie.map((r) => r.essai)).toEqual([1, 2, 3]);
  });

  it('starts the timer at the first answer when /api/jouefirst was skipped', async () => {
    const { partie, call } = await q.start();
    const books = await q.booksOf(partie);
    q.clock.now += 5_000;
    const res = await q.post('/api/joue', { ...call, essai: 1, livre: books[0] });
    expect(res.status).toBe(200);
    expect((await q.t.games.getGame(partie))!.startedAt).toBe(q.clock.now);
  });

  it('answers /api/jouefirst of a finished game with its final state', async () => {
    const game = await q.play('Finie', 10, 2_000);
    q.clock.now += 60_000;
    const res = await q.post('/api/jouefirst', game.call);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ verset: null, essaiNb: 10, chrono: 20, termine: true });
  });
});

describe('the verses', () => {
  it('are ten distinct verses per game, each long enough to be guessed', async () => {
    for (let i = 0; i < 20; i++) {
      const { partie } = await q.start();
      const ids = (await q.t.games.getGame(partie))!.rounds.map((r) => r.verseId);
      expect(new Set(ids).size).toBe(10);
      const rows = await q.t.db.query<{ n: number }>(
        `SELECT length(plain) AS n FROM verses WHERE id IN (${ids.map(() => '?').join(',')})`,
        ids,
      );
      expect(rows).toHaveLength(10);
      for (const { n } of rows) expect(n).toBeGreaterThanOrEqual(GUESSABLE_MIN_LENGTH);
    }
  });

  it('never tell the current verse’s book before it is answered', async () => {
    const { partie, call } = await q.start();
    const stored = (await q.t.games.getGame(partie))!;
    const bookOf = async (id: number) => (await q.t.db.query<{ name: string; abbr: string }>('SELECT name, abbr FROM books WHERE id = ?', [id]))[0];
    const check = async (res: Response, round: number) => {
      const text = await res.text();
      const body = JSON.parse(text) as GamePlayResponse;
      expect(Object.keys(body.verset!)).toEqual(['texte']);
      expect(body.essaisPartie.every((r) => r.essai < round)).toBe(true);
      expect(text).not.toMatch(/"livre"|"nom"|"abr"|"versets21"|"chapitre"/);
      const book = await bookOf(stored.rounds[round - 1].bookId);
      expect(text).not.toContain(`"${book.name}"`);
    };
    await check(await q.post('/api/jouefirst', call), 1);
    for (let essai = 1; essai < 10; essai++) {
      await check(await q.post('/api/joue', { ...call, essai, livre: 1 }), essai + 1);
    }
  });

  it('are never a verse whose words stand in another book too (two right answers)', async () => {
    const { createQuizBible } = await import('../../packages/api/src/quiz/verses.js');
    const candidates = new Set((await createQuizBible(q.t.db).candidates()).map((c) => c.verseId));
    const shared = await q.t.db.query<{ id: number }>(
      'SELECT id FROM verses WHERE length(plain) >= ? AND plain IN (SELECT plain FROM verses GROUP BY plain HAVING COUNT(DISTINCT book_id) > 1)',
      [GUESSABLE_MIN_LENGTH],
    );
    expect(shared.length).toBeGreaterThan(100); // Psaumes 14 and 53, 2 Rois 18-20 and Ésaïe 36-39…
    for (const { id } of shared) expect(candidates.has(id), String(id)).toBe(false);
    expect(candidates.size).toBeGreaterThan(28_000);
  });

  it('have at most the lines of their own the play screen keeps room for (QUIZ_VERSE_LINES), and some have that many', async () => {
    const { createQuizBible } = await import('../../packages/api/src/quiz/verses.js');
    const candidates = new Set((await createQuizBible(q.t.db).candidates()).map((c) => c.verseId));
    // A verse's own lines: the line breaks of a poem (<br>, the only form the importer writes), and one.
    const rows = await q.t.db.query<{ id: number; html: string }>("SELECT id, html FROM verses WHERE html LIKE '%<br>%'");
    const lines = rows.filter((row) => candidates.has(row.id)).map((row) => row.html.split('<br>').length);
    expect(Math.max(...lines)).toBe(QUIZ_VERSE_LINES);
  });

  it('are drawn by the injected random source, the same for the same seed', async () => {
    const seeded = async () => {
      let n = 0;
      const app = await quizApp({}, { random: () => ((n++ * 0.618033988749895) % 1) });
      const { partie } = await app.start();
      const ids = (await app.t.games.getGame(partie))!.rounds.map((r) => r.verseId);
      await app.t.close();
      return ids;
    };
    expect(await seeded()).toEqual(await seeded());
  });
});

describe('the summary', () => {
  it('shows a game in progress: its answered rounds only, its score and time so far', async () => {
    const { partie, call } = await q.start('Enfant');
    const books = await q.booksOf(partie);
    const t0 = q.clock.now;
    await q.post('/api/jouefirst', call);
    q.clock.now = t0 + 4_000;
    await q.post('/api/joue', { ...call, essai: 1, livre: books[0] });
    q.clock.now = t0 + 9_400;
    await q.post('/api/joue', { ...call, essai: 2, livre: q.wrongBook(books[1]) });
    q.clock.now = t0 + 100_000;
    const res = await q.t.app.request(`/api/partie/${partie}`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const summary = (await res.json()) as GameSummaryResponse;
    expect(summary.partie).toMatchObject({ id: partie, pseudo: 'Enfant', juste: 1, chrono: 9, termine: false });
    expect(summary.joues.map((j) => j.id)).toEqual([1, 2]);
    // The third verse is not revealed in any form.
    const third = (await q.t.games.getGame(partie))!.rounds[2].verseId;
    expect(JSON.stringify(summary)).not.toContain(String(third));
  });

  it('is public: anyone may read it with the game’s id', async () => {
    const { partie } = await q.start();
    const res = await q.t.app.request(`/api/partie/${partie}`, { headers: { Origin: ORIGIN } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.json()).toMatchObject({ partie: { id: partie, juste: 0, chrono: 0, termine: false }, joues: [] });
  });
});

describe('the tables of GET /api/jeu', () => {
  it('list the last ten finished games, newest first, and the best ten, by score, then time, then the latest', async () => {
    const app = await quizApp();
    try {
      const empty = await app.t.app.request('/api/jeu');
      expect(empty.headers.get('cache-control')).toBe('no-store');
      expect(await empty.json()).toEqual({ partiesJouees: [], meilleuresParties: [] });

      // [pseudo, right answers, mean ms per answer]: 12 games, finished in this order.
      const plan: Array<[string, number, number]> = [
        ['<b>Zoé</b>', 9, 5_000], ['Alice', 7, 3_000], ['Bruno', 9, 4_000], ['Chloé', 2, 2_000], ['David', 9, 4_000],
        ['Emma', 10, 9_000], ['Félix', 5, 2_000], ['Gaëlle', 7, 2_500], ['Hugo', 3, 3_500], ['Inès', 8, 8_000],
        ['Jules', 6, 6_000], ['Karim', 1, 2_000],
      ];
      const ids: Record<string, number> = {};
      for (const [pseudo, right, step] of plan) {
        app.clock.now += 60_000;
        ids[pseudo] = (await app.play(pseudo, right, step)).partie;
      }
      await app.start('Pas finie'); // in neither table
      const tables = (await (await app.t.app.request('/api/jeu')).json()) as GamesResponse;
      const names = (items: GamesResponse['partiesJouees']) => items.map((g) => g.pseudo);
      expect(names(tables.partiesJouees)).toEqual(['Karim', 'Jules', 'Inès', 'Hugo', 'Gaëlle', 'Félix', 'Emma', 'David', 'Chloé', 'Bruno']);
      expect(names(tables.meilleuresParties)).toEqual(['Emma', 'David', 'Bruno', '<b>Zoé</b>', 'Inès', 'Gaëlle', 'Alice', 'Jules', 'Félix', 'Hugo']);
      expect(tables.meilleuresParties[2]).toEqual({ id: ids.Bruno, pseudo: 'Bruno', juste: 9, chrono: 40, created_at: expect.stringMatching(/^2026-11-01T14:\d\d:\d\dZ$/) });
      // Bruno and David tie on score and time: the later game first, so that a new equal game enters.
      expect(Date.parse(tables.meilleuresParties[1].created_at)).toBeGreaterThan(Date.parse(tables.meilleuresParties[2].created_at));
      // The nickname is data, sent as it was given, for the client to show as text.
      const zoe = tables.meilleuresParties.find((g) => g.id === ids['<b>Zoé</b>'])!;
      expect(zoe.pseudo).toBe('<b>Zoé</b>');
    } finally {
      await app.t.close();
    }
  });
});

describe('fair play in the tables', () => {
  const tablesOf = async (app: QuizApp) => {
    const tables = (await (await app.t.app.request('/api/jeu')).json()) as GamesResponse;
    return { last: tables.partiesJouees.map((g) => g.pseudo), best: tables.meilleuresParties.map((g) => g.pseudo) };
  };

  it('keeps a game answered at machine speed out of both tables, its summary still there', async () => {
    const app = await quizApp();
    try {
      await app.play('Humain', 8, 4_000);
      const bot = await app.play('Robot', 10, 300); // ten right answers, 0.3 s each: 3 s
      expect(bot.last).toMatchObject({ termine: true, chrono: 3 });
      expect(await tablesOf(app)).toEqual({ last: ['Humain'], best: ['Humain'] });
      expect((await app.t.app.request(`/api/partie/${bot.partie}`)).status).toBe(200);
      // Quick but a person's (2 s an answer on average, never under a verse's floor): listed first.
      expect(2_000 * (Math.min(...PACE) / 1_000)).toBeGreaterThanOrEqual(answerFloorMs('un deux trois quatre cinq six sept huit neuf dix'));
      await app.play('Rapide', 10, 2_000);
      expect((await tablesOf(app)).best[0]).toBe('Rapide');
    } finally {
      await app.t.close();
    }
  });

  it('forgives one answer under the floor (a delayed request, a client without jouefirst), not two', async () => {
    const app = await quizApp();
    try {
      const playWithFast = async (pseudo: string, fastRounds: number[]) => {
        const game = await app.start(pseudo);
        const books = await app.booksOf(game.partie);
        await app.post('/api/jouefirst', game.call);
        for (let essai = 1; essai <= 10; essai++) {
          app.clock.now += fastRounds.includes(essai) ? 200 : 3_000;
          expect((await app.post('/api/joue', { ...game.call, essai, livre: books[essai - 1] })).status).toBe(200);
        }
      };
      await playWithFast('Une fois', [4]);
      await playWithFast('Deux fois', [4, 7]);
      expect(await tablesOf(app)).toEqual({ last: ['Une fois'], best: ['Une fois'] });
    } finally {
      await app.t.close();
    }
  });

  it('lets a new game into a full best table when it equals the last one', async () => {
    const app = await quizApp();
    try {
      for (let i = 1; i <= 10; i++) await app.play(`Joueur ${i}`, 10, 3_000);
      app.clock.now += 60_000;
      await app.play('Nouvelle', 10, 3_000);
      const { best } = await tablesOf(app);
      expect(best).toHaveLength(10);
      expect(best[0]).toBe('Nouvelle');
      expect(best).not.toContain('Joueur 1');
    } finally {
      await app.t.close();
    }
  });

  it('leaves out a game or a nickname the operator hid, past and future games alike, until shown again', async () => {
    const app = await quizApp();
    try {
      const spam = await app.play('Pub Casino', 10, 2_000);
      await app.play('Marie', 9, 3_000);
      const other = await app.play('Paul', 8, 3_000);
      expect(await app.t.games.setGameHidden(other.partie, app.clock.now)).toBe(true);
      expect(await app.t.games.setPseudoHidden('Pub Casino', app.clock.now)).toBe(true);
      await app.play('Pub Casino', 10, 2_000); // a later game of the hidden nickname
      expect(await tablesOf(app)).toEqual({ last: ['Marie'], best: ['Marie'] });
      expect((await app.t.app.request(`/api/partie/${spam.partie}`)).status).toBe(200);
      expect(await app.t.games.setGameHidden(other.partie, null)).toBe(true);
      expect(await app.t.games.setPseudoHidden('Pub Casino', null)).toBe(true);
      expect((await tablesOf(app)).best).toEqual(['Pub Casino', 'Pub Casino', 'Marie', 'Paul']);
    } finally {
      await app.t.close();
    }
  });
});

describe('refusals, which change nothing', () => {
  it.each([
    ['%20%20', 'Pseudo est obligatoire'],
    ['L%C3%A9a', 'Pseudo doit avoir plus de 3 et max 12 charactères'],
    ['%20abc%20', 'Pseudo doit avoir plus de 3 et max 12 charactères'],
    ['abcdefghijklm', 'Pseudo doit avoir plus de 3 et max 12 charactères'],
    ['Ma%00rie', 'Pseudo : lettres, chiffres, espaces et ponctuation seulement'],
    ['Ma%E2%80%AEirie', 'Pseudo : lettres, chiffres, espaces et ponctuation seulement'],
    // Invisible, blank, stacked or outsized characters; too few letters; look-alikes (additions).
    ...[
      'Mari\u3164',
      '\u115FMarie',
      'Ma\uFFA0rie',
      '\u2800\u2800\u2800\u2800',
      'Ma\u034Frie',
      'Marie\u0301\u0302\u0303\u0304',
      '\uFDFD'.repeat(12),
    ].map((pseudo) => [encodeURIComponent(pseudo), 'Pseudo : lettres, chiffres, espaces et ponctuation seulement']),
    [encodeURIComponent('👍👍👍👍'), 'Pseudo : au moins 4 lettres ou chiffres'],
    [encodeURIComponent('M\u0430rie'), 'Pseudo : lettres d’un seul alphabet'],
  ])('refuses the nickname %s with 422 and the specification’s message', async (pseudo, message) => {
    const before = await q.t.games.db.query('SELECT COUNT(*) AS n FROM games');
    await expectRefusal(await q.t.app.request(`/api/jeu/partie/${pseudo}`), 422, message);
    expect(await q.t.games.db.query('SELECT COUNT(*) AS n FROM games')).toEqual(before);
  });

  it('accepts nicknames of 4 and 12 characters, counted as a reader counts them', async () => {
    for (const pseudo of ['Zoé2', 'Abcdefghijkl', 'Léa 👍 2024', 'Jean-Noël 2', 'Marie ❤️', 'Наташа']) expect((await q.newGame(pseudo)).status).toBe(200);
  });

  describe('of a game that is not the caller’s', () => {
    it.each([
      ['a wrong secret', (g: { jeton: string }) => ({ jeton: g.jeton.slice(0, -1) + (g.jeton.endsWith('A') ? 'B' : 'A') })],
      ['no secret', () => ({ jeton: undefined })],
      ['a malformed secret', () => ({ jeton: 'court' })],
      ['a wrong nickname', () => ({ pseudo: 'Mallory' })],
      ['an invalid nickname', () => ({ pseudo: 'Mal' })],
    ])('answers 403 to %s', async (_, change) => {
      const game = await q.start();
      await q.post('/api/jouefirst', game.call);
      const before = await q.stateOf(game.partie);
      await expectRefusal(await q.post('/api/joue', { ...game.call, essai: 1, livre: 1, ...change(game) }), 403, NOT_YOURS);
      await expectRefusal(await q.post('/api/jouefirst', { ...game.call, ...change(game) }), 403, NOT_YOURS);
      expect(await q.stateOf(game.partie)).toEqual(before);
    });

    it('answers 403 to another game’s secret, and does not start the game', async () => {
      const mine = await q.start();
      const other = await q.start();
      await expectRefusal(await q.post('/api/jouefirst', { ...mine.call, jeton: other.jeton }), 403, NOT_YOURS);
      await expectRefusal(await q.post('/api/joue', { ...mine.call, jeton: other.jeton, essai: 1, livre: 1 }), 403, NOT_YOURS);
      expect((await q.stateOf(mine.partie))!.startedAt).toBeNull();
    });
  });

  it('answers 409 to an answer for a round already answered, and to one ahead of the current round', async () => {
    const game = await q.start();
    const books = await q.booksOf(game.partie);
    await q.post('/api/jouefirst', game.call);
    await q.post('/api/joue', { ...game.call, essai: 1, livre: books[0] });
    const before = await q.stateOf(game.partie);
    await expectRefusal(
      await q.post('/api/joue', { ...game.call, essai: 1, livre: q.wrongBook(books[0]) }),
      409,
      'Ce verset a déjà reçu une réponse : la partie continue au verset suivant.',
    );
    await expectRefusal(
      await q.post('/api/joue', { ...game.call, essai: 3, livre: books[2] }),
      409,
      'Ce verset n’est pas encore en jeu : répondez d’abord au verset en cours.',
    );
    expect(await q.stateOf(game.partie)).toEqual(before);
  });

  it('does not start the timer for an answer out of step', async () => {
    const game = await q.start();
    expect((await q.post('/api/joue', { ...game.call, essai: 2, livre: 1 })).status).toBe(409);
    expect((await q.stateOf(game.partie))!.startedAt).toBeNull();
  });

  it('answers 409 to an answer for a finished game', async () => {
    const game = await q.play('Terminé', 5, 1_000);
    const before = await q.stateOf(game.partie);
    for (const essai of [1, 10]) {
      await expectRefusal(await q.post('/api/joue', { ...game.call, essai, livre: 1 }), 409, 'Cette partie est terminée : ses scores sont enregistrés.');
    }
    expect(await q.stateOf(game.partie)).toEqual(before);
  });

  it.each([0, 67, 'abc', 4.5, -1, '01', null, undefined, [3], { id: 3 }])('answers 400 to the book %j', async (livre) => {
    const game = await q.start();
    await q.post('/api/jouefirst', game.call);
    const before = await q.stateOf(game.partie);
    await expectRefusal(await q.post('/api/joue', { ...game.call, essai: 1, livre }), 400, BOOK);
    expect(await q.stateOf(game.partie)).toEqual(before);
  });

  it.each([0, 11, 'un', 1.5, undefined])('answers 400 to the round %j', async (essai) => {
    const game = await q.start();
    await expectRefusal(await q.post('/api/joue', { ...game.call, essai, livre: 1 }), 400, 'Essai invalide : un numéro de 1 à 10.');
  });

  it('answers 404 for a game that does not exist', async () => {
    const game = await q.start();
    const unknown = { ...game.call, partie: game.partie + 10_000 };
    await expectRefusal(await q.post('/api/jouefirst', unknown), 404, 'Partie introuvable');
    await expectRefusal(await q.post('/api/joue', { ...unknown, essai: 1, livre: 1 }), 404, 'Partie introuvable');
    await expectRefusal(await q.post('/api/joue', { ...game.call, partie: 'abc', essai: 1, livre: 1 }), 404, 'Partie introuvable');
    for (const id of [game.partie + 10_000, 'abc', 0, '01', -1]) {
      await expectRefusal(await q.t.app.request(`/api/partie/${id}`), 404, 'Partie introuvable');
    }
  });

  it.each(['{"pseudo": "Marie",', '', 'null x', '<partie/>'])('answers 400 to the malformed JSON %j', async (body) => {
    await expectRefusal(await q.post('/api/joue', body), 400, 'Requête invalide : le corps n’est pas un document JSON');
  });

  it('answers 413 to a body over the limit', async () => {
    const game = await q.start();
    const res = await q.post('/api/joue', { ...game.call, essai: 1, livre: 1, pad: 'x'.repeat(70_000) });
    expect(res.status).toBe(413);
  });
});

describe('creating games, limited per client address', () => {
  it('answers 429 in French with Retry-After beyond the limit, per address, until the window ends', async () => {
    const app = await quizApp({ gameCreationLimit: 3, gameCreationWindowSeconds: 600 });
    try {
      app.clock.now = Date.UTC(2026, 10, 1, 14, 7, 30); // 7.5 minutes into a 10-minute window
      for (let i = 0; i < 3; i++) expect((await app.newGame('Groupe', '203.0.113.5')).status).toBe(200);
      const before = await app.t.games.db.query('SELECT COUNT(*) AS n FROM games');
      const refused = await app.newGame('Groupe', '203.0.113.5');
      await expectRefusal(refused, 429, 'Trop de parties commencées depuis votre réseau : attendez quelques minutes avant d’en commencer une autre.');
      expect(refused.headers.get('retry-after')).toBe('150');
      expect(await app.t.games.db.query('SELECT COUNT(*) AS n FROM games')).toEqual(before);
      // The same client written IPv4-mapped is the same client.
      expect((await app.newGame('Groupe', '::ffff:203.0.113.5')).status).toBe(429);
      // Another address is counted apart; a refused nickname is not counted.
      expect((await app.newGame('Voisin', '198.51.100.7')).status).toBe(200);
      expect((await app.newGame('Vo', '198.51.100.7')).status).toBe(422);
      expect((await app.newGame('Voisin', '198.51.100.7')).status).toBe(200);
      // One IPv6 subscriber (a /64) is one client.
      for (let i = 1; i <= 3; i++) expect((await app.newGame('Sixième', `2001:db8:1:2::${i}`)).status).toBe(200);
      expect((await app.newGame('Sixième', '2001:db8:1:2::ff')).status).toBe(429);

      app.clock.now = Date.UTC(2026, 10, 1, 14, 10, 0); // the next window
      expect((await app.newGame('Groupe', '203.0.113.5')).status).toBe(200);
    } finally {
      await app.t.close();
    }
  });
});

describe('concurrent answers to one round', () => {
  it('record exactly one: one 200, the others 409, one answer stored', async () => {
    const game = await q.start();
    const books = await q.booksOf(game.partie);
    await q.post('/api/jouefirst', game.call);
    await q.post('/api/joue', { ...game.call, essai: 1, livre: books[0] });
    const answers = Array.from({ length: 20 }, (_, i) => (i % 66) + 1);
    const responses = await Promise.all(answers.map((livre) => q.post('/api/joue', { ...game.call, essai: 2, livre })));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const res of responses.filter((r) => r.status === 409)) {
      expect(await res.json()).toEqual({ message: 'Ce verset a déjà reçu une réponse : la partie continue au verset suivant.' });
    }
    const winner = (await responses.find((r) => r.status === 200)!.json()) as GamePlayResponse;
    const stored = (await q.stateOf(game.partie))!;
    expect(stored.rounds.filter((r) => r.answer !== null)).toHaveLength(2);
    expect(stored.rounds[1].answer).toBe(winner.essaisPartie[1].livreid_reponse);
    expect(winner.essaiNb).toBe(3);
  });

  it('finish the game once when they race for the tenth round', async () => {
    const game = await q.start();
    const books = await q.booksOf(game.partie);
    await q.post('/api/jouefirst', game.call);
    for (let essai = 1; essai <= 9; essai++) await q.post('/api/joue', { ...game.call, essai, livre: books[essai - 1] });
    const responses = await Promise.all(Array.from({ length: 10 }, () => q.post('/api/joue', { ...game.call, essai: 10, livre: books[9] })));
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(9);
    expect(await q.stateOf(game.partie)).toMatchObject({ correct: 10, finishedAt: expect.any(Number) });
  });
});

describe('from another site (an embedded quiz)', () => {
  it.each(['/api/jouefirst', '/api/joue'])('answers the preflight of %s for any origin, POST with its two headers, no credentials', async (path) => {
    const res = await q.t.app.request(path, {
      method: 'OPTIONS',
      headers: { Origin: ORIGIN, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,x-requested-with' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toBe('POST');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase().split(',').sort()).toEqual(['content-type', 'x-requested-with']);
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('plays with the secret alone: no anti-forgery cookie, any origin', async () => {
    const game = await q.start();
    const res = await q.post('/api/jouefirst', game.call, { Origin: ORIGIN });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect((await q.post('/api/joue', { ...game.call, essai: 1, livre: 1 }, { Origin: ORIGIN })).status).toBe(200);
  });

  it('refuses a game call that a plain HTML form could send: without X-Requested-With, or not JSON', async () => {
    const game = await q.start();
    const body = JSON.stringify(game.call);
    await expectRefusal(
      await q.t.app.request('/api/jouefirst', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body }),
      403,
      'Jeton anti-falsification invalide',
    );
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await q.t.app.request('/api/jouefirst', { method: 'POST', headers: { 'Content-Type': type, 'X-Requested-With': 'XMLHttpRequest' }, body });
      expect(res.status, type).toBe(415);
      expect(await res.json()).toEqual({ message: 'Requête invalide : le corps doit être envoyé en JSON (Content-Type: application/json)' });
    }
    expect((await q.stateOf(game.partie))!.startedAt).toBeNull();
  });

  it('keeps the anti-forgery check for every other write, and their preflights for reads only', async () => {
    const res = await q.post('/api/does-not-exist', {}, { Origin: ORIGIN });
    expect(res.status).toBe(403);
    // A game path with another method is not a game call.
    expect((await q.t.app.request('/api/joue', { method: 'DELETE', headers: JSON_CALL })).status).toBe(403);
    const preflight = await q.t.app.request('/api/lire/43/3', {
      method: 'OPTIONS',
      headers: { Origin: ORIGIN, 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET,HEAD');
  });
});

describe('Cache-Control', () => {
  it('is no-store on every answer of a game call', async () => {
    const game = await q.start();
    const answers = [
      await q.t.app.request('/api/jeu'),
      await q.newGame('Marie'),
      await q.t.app.request('/api/jeu/partie/x'),
      await q.post('/api/jouefirst', game.call),
      await q.post('/api/joue', { ...game.call, essai: 1, livre: 1 }),
      await q.post('/api/joue', { ...game.call, essai: 1, livre: 1 }),
      await q.t.app.request(`/api/partie/${game.partie}`),
      await q.t.app.request('/api/partie/0'),
    ];
    for (const res of answers) expect(res.headers.get('cache-control'), res.url).toBe('no-store');
  });
});

describe('HEAD of a new game', () => {
  it('is refused (405, Allow: GET) and creates nothing: HEAD must change nothing', async () => {
    const app = await quizApp();
    try {
      const before = await app.t.games.db.query('SELECT COUNT(*) AS n FROM games');
      const res = await app.t.app.request('/api/jeu/partie/Marie', { method: 'HEAD' });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('GET');
      expect(await app.t.games.db.query('SELECT COUNT(*) AS n FROM games')).toEqual(before);
    } finally {
      await app.t.close();
    }
  });
});
