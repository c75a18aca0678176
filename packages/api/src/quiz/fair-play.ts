/**
 * What keeps the quiz's tables for human play (docs/decisions/quiz.md,
 * "Fair play"): the timer is the tables' measure, so a game answered faster
 * than a person can read and click, or at intervals too regular for a
 * person, stays out of them, and the operator can hide a game or a nickname
 * (`npm run quiz`).
 *
 * Times are measured by the server, from a round's verse shown (the previous
 * answer recorded, or the timer's start for the first) to its answer
 * recorded, so the network's round trip only adds to them.
 */
import { htmlToText } from '@parole/bible';
import type { GameTiming, StoredGame } from './store.js';

/**
 * What a person needs besides reading: seeing the verse appear (a visual
 * reaction alone is about 0.25 s) and pointing at one of 66 buttons and
 * clicking (about 0.5 s by Fitts's law for a button of this size across the
 * page). Deciding which book it is counts nothing: the floor stays below
 * the fastest person.
 */
export const SEEING_AND_CLICKING_MS = 750;

/**
 * The reading rate of the floors, in words a minute: 80 ms a word, the top
 * of what skimming reaches (500–750 words a minute, Rayner et al. 2016),
 * three times the mean silent reading of adults (238 to 260 words a minute
 * in English, Brysbaert 2019; French read aloud 195 ± 28, IReST,
 * Trauzettel-Klosinski & Dietz 2012, about 250 ± 36 silently), twice its
 * mean plus three standard deviations.
 */
export const SKIMMING_WORDS_PER_MINUTE = 750;

/**
 * The words of its verse an answer's floor counts (answerFloorMs): a person
 * may know the book from the verse's first words (a name, a famous opening):
 * two verses in three that a game draws have a capitalised word (a name,
 * « Éternel », a poem's line) after their first, and one in four of those
 * by the 5th word. Every verse a game draws has 7 words or more, so every
 * answer's floor is 1.31 s today.
 */
export const ANSWER_FLOOR_WORDS = 7;

/**
 * The words of each verse the game's floor counts (readingFloorMs): over
 * nine rounds a person who knew one verse from its first words spends longer
 * on another, so the game's floor may count more of each verse than one
 * answer's.
 */
export const READING_FLOOR_WORDS = 12;

/**
 * The words of a verse's text (its HTML, as the game sends it), as a person
 * reads them: what stands between spaces and holds a letter or a digit.
 * @example wordsOf('Jésus <span class="wj">pleura.</span>') // 2
 */
export function wordsOf(verseHtml: string): number {
  return htmlToText(verseHtml)
    .split(' ')
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Seeing and clicking, and reading the verse's first `words` words at SKIMMING_WORDS_PER_MINUTE. */
const floorMs = (verseHtml: string, words: number) =>
  SEEING_AND_CLICKING_MS + Math.round((Math.min(wordsOf(verseHtml), words) * 60_000) / SKIMMING_WORDS_PER_MINUTE);

/**
 * The least time a person takes to answer a verse, from the verse shown to
 * its answer recorded: seeing and clicking, and its first ANSWER_FLOOR_WORDS
 * words skimmed. 1.31 s for every verse a game draws (7 words or more).
 * @example answerFloorMs('Jésus pleura.') // 910
 */
export const answerFloorMs = (verseHtml: string): number => floorMs(verseHtml, ANSWER_FLOOR_WORDS);

/**
 * A verse's share of the game's floor: seeing and clicking, and its first
 * READING_FLOOR_WORDS words skimmed. From 1.31 s (7 words, the shortest
 * verse a game draws) to 1.71 s (12 words or more, nine verses in ten).
 * @example readingFloorMs('Jésus pleura.') // 910
 */
export const readingFloorMs = (verseHtml: string): number => floorMs(verseHtml, READING_FLOOR_WORDS);

/**
 * Answers under their verse's floor that keep a game out of the tables. One
 * is forgiven: a delayed request can bring two answers closer than they
 * were made, a person may know a famous verse from its first words, and a
 * client that skipped `jouefirst` starts the timer with its first answer
 * (0 s). A script answers every verse at machine speed.
 */
export const MACHINE_SPEED_ANSWERS = 2;

/** When round `round`'s verse was shown: the previous round's answer, or the timer's start for the first; null when not yet. */
function shownAt(game: Pick<StoredGame, 'startedAt' | 'rounds'>, round: number): number | null {
  return round === 1 ? game.startedAt : (game.rounds.find((r) => r.round === round - 1)?.answeredAt ?? null);
}

/**
 * Whether an answer to `round` at `at` comes sooner after its verse was shown
 * than `floor` (answerFloorMs of its verse): from the previous round's
 * answer, or from the timer's start for the first (a game not started yet
 * starts now: 0 s).
 * @example answeredTooFast({ startedAt: 0, rounds: [] }, 1, 400, 1_310) // true
 */
export function answeredTooFast(game: Pick<StoredGame, 'startedAt' | 'rounds'>, round: number, at: number, floor: number): boolean {
  return at - (shownAt(game, round) ?? at) < floor;
}

/**
 * Each round's answer time (ms from its verse shown to its answer), null for
 * a round not answered (or a game not started).
 */
export function answerTimes(game: Pick<StoredGame, 'startedAt' | 'rounds'>): (number | null)[] {
  return game.rounds.map((r) => {
    const shown = shownAt(game, r.round);
    return r.answeredAt === null || shown === null ? null : r.answeredAt - shown;
  });
}

/**
 * The rounds a finished game's times are judged on (gameTiming): the second
 * to the tenth. The first is left out: it is 0 s for a client that skipped
 * `jouefirst` (a person's, with another client), and a script could use it
 * to look irregular.
 */
export const JUDGED_ROUNDS = { from: 2, to: 10 } as const;

/**
 * Below this, a game's answer times are too regular for a person
 * (timingVariation). People's times vary with the verse, with what they
 * know and with their hesitations (response times spread by 0.3 to 0.6 of
 * their mean): 600,000 games of the model players of docs/decisions/quiz.md
 * (scripts/quiz-pace.ts) had a median of 0.33 to 0.36 and never less than
 * 0.053 (0.041 in a run with other seeds); a script that waits a fixed
 * delay, or the floor and a fixed delay, shows its network's jitter alone:
 * 0.001 to 0.011.
 */
export const REGULAR_TIMING_VARIATION = 0.03;

const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/** The sample standard deviation of `values` (two or more). */
const deviation = (values: readonly number[]) => {
  const m = mean(values);
  return Math.sqrt(values.reduce((sum, v) => sum + (v - m) ** 2, 0) / (values.length - 1));
};

/**
 * How much answer times vary, relative to their mean: the smaller of the
 * standard deviations of the `times` and of the times less their verses'
 * `floors` (readingFloorMs, so that a script waiting the floor and a fixed
 * delay is seen as fixed), over the mean time; the coefficient of variation
 * when the floors do not help. 0 for identical times.
 * @example timingVariation([2_000, 2_000, 2_010, 1_990], [1_710, 1_710, 1_710, 1_710]) // 0.0041
 */
export function timingVariation(times: readonly number[], floors: readonly number[]): number {
  const typical = mean(times);
  if (typical <= 0) return 0;
  return Math.min(deviation(times), deviation(times.map((t, i) => t - floors[i]))) / typical;
}

/**
 * Why a finished game's times are not a person's, or null when they may be:
 * over JUDGED_ROUNDS, `'quick'` when they add up to less than their verses'
 * reading floors (`floors`: readingFloorMs by round), `'regular'` when their
 * timingVariation is under REGULAR_TIMING_VARIATION. `times` is answerTimes'
 * list; null until every judged round is answered.
 * @example gameTiming(Array(10).fill(1_000), Array(10).fill(1_710)) // 'quick'
 */
export function gameTiming(times: readonly (number | null)[], floors: readonly number[]): GameTiming | null {
  const judged = times.slice(JUDGED_ROUNDS.from - 1, JUDGED_ROUNDS.to);
  if (judged.length < JUDGED_ROUNDS.to - JUDGED_ROUNDS.from + 1 || judged.some((t) => t === null)) return null;
  const read = judged as number[];
  const theirFloors = floors.slice(JUDGED_ROUNDS.from - 1, JUDGED_ROUNDS.to);
  if (mean(read) < mean(theirFloors)) return 'quick';
  return timingVariation(read, theirFloors) < REGULAR_TIMING_VARIATION ? 'regular' : null;
}
