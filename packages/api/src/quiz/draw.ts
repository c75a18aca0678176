/**
 * Which verses a game asks: GAME_ROUNDS verses drawn at random among the
 * Bible's, without repetition, skipping those too short to be guessed.
 * Drawn once, when the game is created, and stored with it.
 */
import { GAME_ROUNDS, type Random } from '@parole/bible';
import type { DrawnVerse } from './store.js';

/**
 * A verse is drawn only when its plain text (no notes, no markup) has at
 * least this many characters: "Jésus pleura." (Jean 11:35), "Fils de Dan:
 * Huschim." (Genèse 46:23) or "Adam, Seth, Énosch," (1 Chroniques 1:1) tell
 * nothing of their book. 60 keeps 29,278 of the 31,170 verses (94%) and
 * leaves out the lists of names and the one-line sayings; quiz/verses.ts also
 * leaves out the 444 found word for word in two books (docs/decisions/quiz.md,
 * "Drawing").
 */
export const GUESSABLE_MIN_LENGTH = 60;


/**
 * `count` distinct verses of `candidates`, in the order drawn, each equally
 * likely (draws repeated until distinct: with thousands of candidates, a
 * repeat is rare).
 * @example drawVerses(candidates, 10, Math.random) // [{ verseId: 19023001, bookId: 19 }, …]
 */
export function drawVerses(candidates: readonly DrawnVerse[], count: number = GAME_ROUNDS, random: Random = Math.random): DrawnVerse[] {
  if (candidates.length < count) throw new Error(`Only ${candidates.length} verses to draw ${count} from`);
  const picked = new Set<number>();
  while (picked.size < count) {
    picked.add(Math.min(candidates.length - 1, Math.floor(random() * candidates.length)));
  }
  return [...picked].map((i) => candidates[i]);
}
