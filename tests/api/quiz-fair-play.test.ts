/**
 * Fair play in the quiz's tables (issue 45; docs/decisions/quiz.md, "Fair
 * play"): whole games played through app.request() on the real Bible
 * database and a fresh games database, the time given by an injected clock
 * (nothing sleeps). The right book is read from the store, as a script that
 * looks each verse up in the public text finds it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom, type GamePlayResponse, type GamesResponse, type NewGameResponse } from '@parole/bible';
import { answerFloorMs, readingFloorMs, wordsOf } from '../../packages/api/src/quiz/fair-play.js';
import { openTestApp, type TestApp } from '../../packages/api/src/testing.js';
import { humanPlayer, PACE_PROFILES } from '../support/human-pace.js';

/** 1 November 2026, 14:00 UTC. */
const START = Date.UTC(2026, 10, 1, 14, 0, 0);
const JSON_CALL = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };

let t: TestApp;
const clock = { now: START };

beforeAll(async () => {
  t = await openTestApp({ gameCreationLimit: 1_000 }, { now: () => clock.now, random: seededRandom(45) });
});
afterAll(() => t.close());

const post = (path: string, body: unknown) => t.app.request(path, { method: 'POST', headers: JSON_CALL, body: JSON.stringify(body) });

/**
 * Plays a whole game of `pseudo`, every answer right: `pace` says how long
 * after round `round`'s verse (the previous answer, or jouefirst) its answer
 * comes, knowing the verse's text as the player saw it. Without `jouefirst`
 * when `start` is false (the first answer then starts the timer: 0 s).
 */
async function playGame(
  pseudo: string,
  pace: (round: number, verseText: string) => number,
  start = true,
): Promise<{ partie: number; last: GamePlayResponse }> {
  clock.now += 60_000;
  const { partie, jeton } = (await (await t.app.request(`/api/jeu/partie/${encodeURIComponent(pseudo)}`)).json()) as NewGameResponse;
  const call = { pseudo, partie, jeton };
  const books = (await t.games.getGame(partie))!.rounds.map((r) => r.bookId);
  // A client without jouefirst has not seen the first verse: it answers blind.
  let state = start ? ((await (await post('/api/jouefirst', call)).json()) as GamePlayResponse) : null;
  for (let essai = 1; essai <= 10; essai++) {
    clock.now += pace(essai, state?.verset?.texte ?? '');
    const res = await post('/api/joue', { ...call, essai, livre: books[essai - 1] });
    expect(res.status).toBe(200);
    state = (await res.json()) as GamePlayResponse;
  }
  return { partie, last: state! };
}

const listed = async () => {
  const tables = (await (await t.app.request('/api/jeu')).json()) as GamesResponse;
  return { last: tables.partiesJouees.map((g) => g.pseudo), best: tables.meilleuresParties.map((g) => g.pseudo) };
};

/** The verdict on a game's times as stored (state/schema.ts, migration 6): null, 'quick' or 'regular'. */
const timingOf = async (partie: number) => (await t.state.query<{ timing: string | null }>('SELECT timing FROM games WHERE id = ?', [partie]))[0].timing;

describe('a script that answers every verse a second after the previous answer (issue 45)', () => {
  it('plays a perfect game in about 10 s and stays out of both tables, its summary still there', async () => {
    const bot = await playGame('Script', () => 1_000);
    expect(bot.last).toMatchObject({ termine: true, chrono: 10, essaisPartie: expect.arrayContaining([expect.objectContaining({ juste: true })]) });
    expect((await listed()).best).not.toContain('Script');
    expect((await listed()).last).not.toContain('Script');
    expect((await t.app.request(`/api/partie/${bot.partie}`)).status).toBe(200);
  });

  it('lists a person’s game: times that vary, longer for longer verses', async () => {
    // About 3.5 s to see, decide and click, 250 words a minute, and a spread of its own each round.
    const spread = [1.3, 0.7, 1.1, 0.8, 1.6, 0.9, 1.2, 0.75, 1.4, 1.0];
    const person = await playGame('Personne', (round, text) => Math.round((3_500 + (wordsOf(text) * 60_000) / 250) * spread[round - 1]));
    expect(await listed()).toMatchObject({ last: expect.arrayContaining(['Personne']), best: expect.arrayContaining(['Personne']) });
    expect(await timingOf(person.partie)).toBeNull();
  });
});

describe('a game whose times add up to less than reading its verses takes', () => {
  it('stays out of the tables as "quick", though no answer came under its own floor', async () => {
    // Each answer 0 to 0.3 s over its 1.31 s floor, varied: about 1.45 s a verse where reading most takes 1.71 s.
    const over = [120, 40, 260, 180, 10, 300, 90, 220, 60, 150];
    const game = await playGame('Pressé', (round, text) => answerFloorMs(text) + over[round - 1]);
    expect((await listed()).best).not.toContain('Pressé');
    expect(await timingOf(game.partie)).toBe('quick');
    expect((await t.app.request(`/api/partie/${game.partie}`)).status).toBe(200);
  });
});

describe('a game whose times are too regular for a person', () => {
  it('stays out of the tables as "regular": a fixed 2.5 s, or each verse’s floor and 0.6 s, to the millisecond or with a jitter', async () => {
    const jitter = [12, -8, 30, -25, 4, 18, -30, 9, -14, 21];
    const scripts = {
      'Fixe': () => 2_500,
      'Fixe bruité': (round: number) => 2_500 + jitter[round - 1],
      'Plancher': (_: number, text: string) => readingFloorMs(text) + 600,
      'Plancher bis': (round: number, text: string) => readingFloorMs(text) + 600 + jitter[round - 1],
    };
    for (const [pseudo, pace] of Object.entries(scripts)) {
      const game = await playGame(pseudo, pace);
      expect(await timingOf(game.partie), pseudo).toBe('regular');
      expect(game.last.termine).toBe(true);
    }
    const tables = await listed();
    for (const pseudo of Object.keys(scripts)) expect([...tables.best, ...tables.last]).not.toContain(pseudo);
  });

  it('even when it skipped jouefirst, so that its first answer counts 0 s (the first round is not judged)', async () => {
    const game = await playGame('Sans départ', () => 2_500, false);
    expect(await timingOf(game.partie)).toBe('regular');
  });

  it('is told from people: the model players of tests/support/human-pace.ts, 20 games of each kind, are all listed', async () => {
    const random = seededRandom(2026);
    for (const profile of Object.values(PACE_PROFILES)) {
      for (let n = 1; n <= 20; n++) {
        const person = humanPlayer(profile, random);
        const game = await playGame(`${profile.name} ${n}`, (_, text) => person(text));
        expect(await timingOf(game.partie), `${profile.name} ${n}`).toBeNull();
        const fast = (await t.state.query<{ n: number }>('SELECT COUNT(*) AS n FROM rounds WHERE game_id = ? AND fast = 1', [game.partie]))[0].n;
        expect(fast, `${profile.name} ${n}`).toBeLessThan(2);
      }
    }
    // The last ten finished, all people.
    expect((await listed()).last).toEqual(Array.from({ length: 10 }, (_, i) => `expert ${20 - i}`));
  });
});
