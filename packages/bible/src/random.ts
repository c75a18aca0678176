/**
 * Seeded randomness for what must come out the same on every run: the word
 * cloud's layout (the same words, the same picture) and the recordings and
 * tests of the quiz's draw.
 */

/** A source of numbers in [0, 1), like Math.random. */
export type Random = () => number;

/**
 * A small, fast seeded generator (mulberry32): the same seed gives the same numbers.
 * @example const random = seededRandom(1); random() // 0.6270739405881613
 */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
