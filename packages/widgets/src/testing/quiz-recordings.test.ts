/**
 * The quiz's recordings (scripts/record-fixtures.ts) are found by the keys the fake client
 * computes (requestOf: the URL, then a POST's JSON body), and tell one
 * consistent game.
 */
import { describe, expect, it } from 'vitest';
import { bodyValues, api, parseInput, type GamePlayResponse } from '@parole/bible';
import { recorded, recordings, refusalOf } from './recordings.js';

describe('the quiz’s recordings', () => {
  const { partie, jeton } = recorded('newGame', { pseudo: 'Samuel' });
  const call = { pseudo: 'Samuel', game: partie, token: jeton };

  it('hold a game from its first verse to its tenth answer, each under the fake client’s key', () => {
    expect(recorded('gameStart', call)).toMatchObject({ partie, essaiNb: 1, essaisPartie: [], termine: false });
    const answers = [...recordings.values()].filter((r) => r.request.startsWith('/api/joue '));
    expect(answers).toHaveLength(10);
    for (let attempt = 1; attempt <= 10; attempt++) {
      const answer = answers.find((r) => JSON.parse(r.request.slice('/api/joue '.length)).essai === attempt)!;
      const parsed = parseInput(api.gameAnswer, { params: {}, body: bodyValues(api.gameAnswer, JSON.parse(answer.request.slice('/api/joue '.length))) });
      expect(parsed.ok).toBe(true);
      const body = recorded('gameAnswer', (parsed as { input: Parameters<typeof recorded<'gameAnswer'>>[1] }).input) as GamePlayResponse;
      expect(body.essaisPartie).toHaveLength(attempt);
      expect(body.termine).toBe(attempt === 10);
    }
    expect(recorded('gameSummary', { game: partie }).joues).toHaveLength(10);
  });

  it('hold the tables, a game in progress and the refusals', () => {
    const tables = recorded('games', {});
    expect(tables.partiesJouees.length).toBeGreaterThan(0);
    expect(tables.meilleuresParties.map((g) => g.pseudo)).toContain('<b>Zoé</b>');
    expect(recorded('gameSummary', { game: partie + 1 }).partie.termine).toBe(false);
    expect(refusalOf('newGame', { pseudo: 'Léa' })).toEqual({ status: 422, message: 'Pseudo doit avoir plus de 3 et max 12 charactères' });
    expect(refusalOf('gameSummary', { game: 999 })).toEqual({ status: 404, message: 'Partie introuvable' });
  });
});
