/**
 * What keeps the quiz's tables for human play (docs/decisions/quiz.md,
 * "Fair play"): the timer is the tables' measure, so a game answered faster
 * than a person can play stays out of them, and the operator can hide a
 * game or a nickname (`npm run quiz`).
 */
import type { StoredGame } from './store.js';

/**
 * The least time a person takes from a verse shown to its answer recorded:
 * seeing the verse (a visual reaction alone is about 0.25 s), reading
 * enough of it to know its book (the shortest verses are two words, about
 * 0.3 s), and pointing at one of 66 buttons and clicking (about 0.5 s by
 * Fitts's law for a button of this size across the page). Measured on the
 * server, from the previous answer (or the first verse) to this one, so the
 * network's round trip only adds to it.
 */
export const HUMAN_ANSWER_FLOOR_MS = 1_000;

/**
 * Answers under the floor that keep a game out of the tables. One is
 * forgiven: a delayed request can bring two answers closer than they were
 * made, and a client that skipped `jouefirst` starts the timer with its first
 * answer (0 s). A script answers every verse at machine speed.
 */
export const MACHINE_SPEED_ANSWERS = 2;

/**
 * Whether an answer to `round` at `at` comes sooner after its verse was shown
 * than a person can answer: from the previous round's answer, or from the
 * timer's start for the first (a game not started yet starts now: 0 s).
 * @example answeredTooFast({ startedAt: 0, rounds: [] }, 1, 400) // true
 */
export function answeredTooFast(game: Pick<StoredGame, 'startedAt' | 'rounds'>, round: number, at: number): boolean {
  const shownAt = round === 1 ? game.startedAt : game.rounds.find((r) => r.round === round - 1)?.answeredAt;
  return at - (shownAt ?? at) < HUMAN_ANSWER_FLOOR_MS;
}
