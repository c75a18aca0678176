import { describe, expect, it } from 'vitest';
import { GAME_ROUNDS } from '@parole/bible';
import { elapsedSeconds, isoTime, playDocument } from './documents.js';
import { seededRandom } from '@parole/bible';
import { drawVerses } from './draw.js';
import { addressKey, fixedWindow } from '../state/rate-limits.js';
import type { StoredGame } from './store.js';
import { hashGameToken, newGameToken, tokenMatches } from './token.js';

describe('drawVerses', () => {
  const candidates = Array.from({ length: 500 }, (_, i) => ({ verseId: 1_001_001 + i, bookId: 1 + (i % 66) }));

  it('draws ten distinct verses', () => {
    for (let seed = 0; seed < 50; seed++) {
      const drawn = drawVerses(candidates, GAME_ROUNDS, seededRandom(seed));
      expect(drawn).toHaveLength(10);
      expect(new Set(drawn.map((v) => v.verseId)).size).toBe(10);
    }
  });

  it('draws the same verses from the same seed, others from another', () => {
    expect(drawVerses(candidates, 10, seededRandom(7))).toEqual(drawVerses(candidates, 10, seededRandom(7)));
    expect(drawVerses(candidates, 10, seededRandom(7))).not.toEqual(drawVerses(candidates, 10, seededRandom(8)));
  });

  it('copes with a random source at its bounds, and refuses too few candidates', () => {
    let n = 0;
    const edges = () => [0, 0.9999999999, 0.5, 0.25, 0.75, 0.1, 0.2, 0.3, 0.4, 0.6, 0.7][n++ % 11];
    expect(new Set(drawVerses(candidates, 10, edges).map((v) => v.verseId)).size).toBe(10);
    expect(() => drawVerses(candidates.slice(0, 9), 10)).toThrow(/Only 9 verses/);
  });
});

describe('game secrets', () => {
  it('are 43 characters of base64url, each new, checked against their hash only', () => {
    const token = newGameToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newGameToken()).not.toBe(token);
    expect(hashGameToken(token)).toHaveLength(32);
    expect(tokenMatches(token, hashGameToken(token))).toBe(true);
    expect(tokenMatches(newGameToken(), hashGameToken(token))).toBe(false);
    expect(tokenMatches(token, new Uint8Array(3))).toBe(false);
  });
});

describe('rate limit keys and windows', () => {
  it.each([
    ['203.0.113.5', '203.0.113.5'],
    ['::ffff:203.0.113.5', '203.0.113.5'],
    ['2001:db8:1:2:aaaa::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:bbbb:cccc:dddd:eeee', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    [undefined, 'unknown'],
  ])('counts %s as %s', (address, key) => {
    expect(addressKey(address)).toBe(key);
  });

  it('cuts time into fixed windows and says how long until the next', () => {
    expect(fixedWindow(1_000_650_000, 600_000)).toEqual({ start: 1_000_200_000, retryAfter: 150 });
    expect(fixedWindow(1_000_200_000, 600_000)).toEqual({ start: 1_000_200_000, retryAfter: 600 });
    expect(fixedWindow(1_000_799_999, 600_000)).toEqual({ start: 1_000_200_000, retryAfter: 1 });
  });
});

describe('game documents', () => {
  it('rounds seconds to the nearest, a half up, never below zero', () => {
    expect(elapsedSeconds(0, 1_499)).toBe(1);
    expect(elapsedSeconds(0, 1_500)).toBe(2);
    expect(elapsedSeconds(0, 61_500)).toBe(62);
    expect(elapsedSeconds(5_000, 1_000)).toBe(0);
  });

  it('writes instants in ISO 8601, UTC, to the second', () => {
    expect(isoTime(Date.UTC(2026, 10, 1, 14, 0, 0, 250))).toBe('2026-11-01T14:00:00Z');
  });

  it('shows the current verse’s text alone, and the books of answered rounds only', () => {
    const game: StoredGame = {
      id: 4,
      pseudo: 'Marie',
      tokenHash: new Uint8Array(32),
      createdAt: 0,
      startedAt: 1_000,
      finishedAt: null,
      correct: null,
      seconds: null,
      rounds: Array.from({ length: 10 }, (_, i) => ({
        round: i + 1,
        verseId: (i + 40) * 1_000_000 + 1_001,
        bookId: i + 40,
        answer: i < 2 ? [40, 1][i] : null,
        answeredAt: i < 2 ? 2_000 * (i + 1) : null,
      })),
    };
    expect(playDocument(game, 'Au commencement…', 11_400)).toEqual({
      partie: 4,
      verset: { texte: 'Au commencement…' },
      essaiNb: 3,
      essaisPartie: [
        { essai: 1, juste: true, livre_id: 40, livreid_reponse: 40 },
        { essai: 2, juste: false, livre_id: 41, livreid_reponse: 1 },
      ],
      chrono: 10,
      termine: false,
    });
  });
});
