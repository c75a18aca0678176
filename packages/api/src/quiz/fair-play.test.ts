/**
 * The fair-play rules (quiz/fair-play.ts) on their own: the floors of the
 * verses a game really draws (the real Bible database), and the verdicts on
 * a game's times, for scripts and for the model players of
 * tests/support/human-pace.ts playing games of real verses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_ROUNDS, seededRandom } from '@parole/bible';
import { loadConfig } from '../config.js';
import { Database } from '../db/sqlite.js';
import { humanPlayer, PACE_PROFILES } from '../../../../tests/support/human-pace.js';
import { drawVerses } from './draw.js';
import {
  answeredTooFast,
  answerFloorMs,
  answerTimes,
  gameTiming,
  MACHINE_SPEED_ANSWERS,
  readingFloorMs,
  REGULAR_TIMING_VARIATION,
  timingVariation,
  wordsOf,
} from './fair-play.js';
import { createQuizBible } from './verses.js';

let db: Database;
/** Every verse a game may draw, its text as the game sends it. */
let verses: string[];

beforeAll(async () => {
  db = await Database.open(loadConfig().databasePath, { readonly: true });
  const bible = createQuizBible(db);
  const ids = (await bible.candidates()).map((c) => c.verseId);
  verses = await Promise.all(ids.map(async (id) => (await bible.verse(id))!.texte));
});
afterAll(() => db.close());

describe('the words a person reads', () => {
  it('are what stands between spaces with a letter or a digit, markup and line breaks aside', () => {
    expect(wordsOf('Jésus pleura.')).toBe(2);
    expect(wordsOf('<span class="wj">Car Dieu a tant aimé le monde</span> <span class="wj">qu’il a donné</span>')).toBe(10);
    expect(wordsOf('Lémec dit à ses femmes:<br>Ada et Tsilla, écoutez ma voix!')).toBe(11);
    expect(wordsOf('Voici — au-dessus des eaux, 7 fois')).toBe(6);
  });
});

describe('the floors', () => {
  it('grow by 80 ms a word from 0.75 s, up to the 7th word for an answer, the 12th for the game', () => {
    expect(answerFloorMs('Jésus pleura.')).toBe(910);
    expect(readingFloorMs('Jésus pleura.')).toBe(910);
    const words = (n: number) => Array.from({ length: n }, () => 'mot').join(' ');
    expect([6, 7, 8, 60].map((n) => answerFloorMs(words(n)))).toEqual([1_230, 1_310, 1_310, 1_310]);
    expect([7, 11, 12, 13, 60].map((n) => readingFloorMs(words(n)))).toEqual([1_310, 1_630, 1_710, 1_710, 1_710]);
  });

  it('are 1.31 s an answer for every verse a game draws (7 words or more), and 1.31 to 1.71 s of the game', () => {
    const counts = verses.map(wordsOf);
    expect(Math.min(...counts)).toBe(7);
    expect(new Set(verses.map(answerFloorMs))).toEqual(new Set([1_310]));
    const reading = verses.map(readingFloorMs);
    expect([Math.min(...reading), Math.max(...reading)]).toEqual([1_310, 1_710]);
    // Nine verses in ten count the whole 12 words.
    expect(reading.filter((f) => f === 1_710).length / reading.length).toBeGreaterThan(0.9);
  });
});

describe('an answer under its floor', () => {
  const game = { startedAt: 10_000, rounds: [{ round: 1, verseId: 1, bookId: 1, answer: 1, answeredAt: 13_000 }] };

  it('is timed from the first verse for the first round, from the previous answer for the others', () => {
    expect(answeredTooFast(game, 1, 11_309, 1_310)).toBe(true);
    expect(answeredTooFast(game, 1, 11_310, 1_310)).toBe(false);
    expect(answeredTooFast(game, 2, 14_000, 1_310)).toBe(true);
    expect(answeredTooFast(game, 2, 14_310, 1_310)).toBe(false);
  });

  it('is any first answer of a game not started (its timer starts with it)', () => {
    expect(answeredTooFast({ startedAt: null, rounds: [] }, 1, 50_000, 1_310)).toBe(true);
  });
});

/** A game whose rounds were answered `times` apart, from a first verse at 0. */
const gameOf = (times: readonly number[]) => {
  let at = 0;
  return {
    startedAt: 0,
    rounds: times.map((t, i) => ({ round: i + 1, verseId: i + 1, bookId: 1, answer: 1, answeredAt: (at += t) })),
  };
};

describe('the verdict on a finished game’s times', () => {
  const floors = Array<number>(GAME_ROUNDS).fill(1_710);

  it('reads each round’s time from its verse shown to its answer', () => {
    expect(answerTimes(gameOf([4_000, 2_500, 3_100]))).toEqual([4_000, 2_500, 3_100]);
    expect(answerTimes({ startedAt: 0, rounds: [{ round: 1, verseId: 1, bookId: 1, answer: null, answeredAt: null }] })).toEqual([null]);
  });

  it('waits for every judged round (the 2nd to the 10th)', () => {
    expect(gameTiming([...Array<number>(9).fill(1_000), null], floors)).toBeNull();
  });

  it('is "quick" for times that add up to less than reading the verses takes', () => {
    expect(gameTiming(Array<number>(10).fill(1_000), floors)).toBe('quick');
    // Each answer above its own floor (1.31 s), varied, but 1.5 s on average for verses of 1.71 s.
    expect(gameTiming([1_400, 1_350, 1_700, 1_400, 1_650, 1_320, 1_500, 1_380, 1_620, 1_450], floors)).toBe('quick');
  });

  it('is "regular" for a fixed delay, a fixed delay after each floor, or either with a network’s jitter', () => {
    expect(gameTiming(Array<number>(10).fill(2_500), floors)).toBe('regular');
    const mixed = [1_310, 1_710, 1_550, 1_710, 1_390, 1_710, 1_710, 1_470, 1_710, 1_710];
    expect(gameTiming(mixed.map((f) => f + 600), mixed)).toBe('regular');
    const jitter = [12, -8, 30, -25, 4, 18, -30, 9, -14, 21];
    expect(gameTiming(jitter.map((j) => 2_500 + j), floors)).toBe('regular');
    expect(gameTiming(mixed.map((f, i) => f + 600 + jitter[i]), mixed)).toBe('regular');
  });

  it('leaves the first round out: a first answer at 0 s (no jouefirst) does not make a fixed pace irregular', () => {
    expect(gameTiming([0, ...Array<number>(9).fill(2_500)], floors)).toBe('regular');
  });

  it('is null for a person’s times: varied, longer for longer verses', () => {
    const times = [5_200, 3_100, 7_900, 4_400, 2_900, 6_300, 3_800, 9_100, 4_700, 3_500];
    expect(timingVariation(times.slice(1), floors.slice(1))).toBeGreaterThan(0.3);
    expect(gameTiming(times, floors)).toBeNull();
  });

  it('measures how the times vary against their mean, 0 when they do not', () => {
    expect(timingVariation([2_000, 2_000, 2_000], [1_710, 1_710, 1_710])).toBe(0);
    expect(timingVariation([2_000, 2_000, 2_010, 1_990], [1_710, 1_710, 1_710, 1_710])).toBeCloseTo(0.0041, 4);
    // The floors taken out when that makes the times steadier (a script waiting each floor and a fixed delay).
    expect(timingVariation([1_910, 2_310, 2_310], [1_310, 1_710, 1_710])).toBe(0);
  });
});

describe('the model players of tests/support/human-pace.ts, on games of real verses', () => {
  // Each kind of player, 2,000 games: none is kept out of the tables. (The
  // 600,000 games of docs/decisions/quiz.md were measured the same way.)
  it.each(Object.values(PACE_PROFILES))('the $name plays at a person’s pace: no game kept out', (profile) => {
    const random = seededRandom(45);
    const candidates = verses.map((_, i) => ({ verseId: i, bookId: 1 }));
    let least = Infinity;
    for (let game = 0; game < 2_000; game++) {
      const person = humanPlayer(profile, random);
      const texts = drawVerses(candidates, GAME_ROUNDS, random).map((v) => verses[v.verseId]);
      const times = texts.map((text) => person(text));
      const fast = times.filter((t, i) => t < answerFloorMs(texts[i])).length;
      expect(fast, `game ${game}`).toBeLessThan(MACHINE_SPEED_ANSWERS);
      const floors = texts.map(readingFloorMs);
      expect(gameTiming(times, floors), `game ${game}: ${times.join(', ')}`).toBeNull();
      least = Math.min(least, timingVariation(times.slice(1), floors.slice(1)));
    }
    expect(least).toBeGreaterThan(REGULAR_TIMING_VARIATION);
  });
});
