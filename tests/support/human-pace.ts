/**
 * A model of a person playing the quiz: how long after a verse is shown its
 * answer is recorded. A MODEL, built from published figures, not recordings
 * of real players (there are none yet); docs/decisions/quiz.md ("Fair play")
 * says how it was used to choose the fair-play rules (quiz/fair-play.ts) and
 * what it is worth. The tests play their "person's" games with it, the
 * journeys too, and scripts/quiz-pace.ts measures the rules with it.
 *
 * A round is the sum of:
 * - seeing the verse appear: a visual reaction, about 250 ms;
 * - reading it, at the player's silent reading rate (French adults: about
 *   250 ± 36 words a minute, from IReST's reading aloud, 195 ± 28, and the
 *   ratio of silent to aloud reading of Brysbaert 2019, 238 / 183), sped up
 *   by skimming for a player who hunts for the book rather than reads
 *   (up to 750 words a minute, Rayner et al. 2016): up to the verse's first
 *   cue (a capitalised word: a name, « Éternel », a poem's line) and a few
 *   words more when the player knows the book from it, else the whole verse;
 * - deciding on the book: a log-normal time, longer when unsure (choice
 *   times are log-normal-like, their spread 0.3 to 0.6 of their mean);
 * - pointing at the book and clicking: about 500 ms (Fitts's law);
 * - the request, its answer and the next verse drawn: 40 to 160 ms.
 */
import { htmlToText, type Random } from '@parole/bible';
import { wordsOf } from '../../packages/api/src/quiz/fair-play.js';

/** A kind of player. */
export interface PaceProfile {
  name: string;
  /** Silent reading rate across players, words a minute. */
  wordsPerMinute: { mean: number; sd: number };
  /** How much faster than that the player skims for the book: drawn per player in [low, high]. */
  skim: [number, number];
  /** Share of the rounds (of verses with a cue) whose book the player knows from the first cue. */
  knows: number;
  /** Words read past the cue before answering, when the book is known: drawn in [low, high]. */
  pastCue: [number, number];
  /** Deciding once read, when the book is known: median ms and log-normal sigma; unsure: `unsure` times as long. */
  decide: { median: number; sigma: number; unsure: number };
  /** Log-normal sigma of seeing and of pointing (the steadiness of the hand and eye). */
  motorSigma: number;
}

/**
 * Three kinds of players. The "expert" is the fastest and most regular
 * person the model allows: skims at 500–750 words a minute, knows 90% of
 * the books from the verse's first cue, decides in 0.4 s with little spread.
 */
export const PACE_PROFILES = {
  reader: {
    name: 'reader',
    wordsPerMinute: { mean: 250, sd: 36 },
    skim: [1, 1.2],
    knows: 0.3,
    pastCue: [3, 8],
    decide: { median: 1_500, sigma: 0.6, unsure: 2 },
    motorSigma: 0.2,
  },
  player: {
    name: 'player',
    wordsPerMinute: { mean: 250, sd: 36 },
    skim: [1.2, 2],
    knows: 0.6,
    pastCue: [2, 6],
    decide: { median: 900, sigma: 0.5, unsure: 2 },
    motorSigma: 0.2,
  },
  expert: {
    name: 'expert',
    wordsPerMinute: { mean: 250, sd: 36 },
    skim: [2, 3],
    knows: 0.9,
    pastCue: [1, 4],
    decide: { median: 400, sigma: 0.35, unsure: 1.5 },
    motorSigma: 0.15,
  },
} as const satisfies Record<string, PaceProfile>;

/** The reading rate no one exceeds while still reading words (Rayner et al. 2016). */
const MAX_WORDS_PER_MINUTE = 1_000;

/**
 * Where the verse's first cue stands (1 for its first word), or null: the
 * first capitalised word after the first that does not open a sentence.
 * @example firstCue('Et l’Éternel dit à Moïse:') // 2
 */
export function firstCue(verseHtml: string): number | null {
  const words = htmlToText(verseHtml).split(' ');
  for (let i = 1; i < words.length; i++) {
    if (/^[«“(]?\p{Lu}/u.test(words[i]) && !/[.!?:]$/.test(words[i - 1])) return i + 1;
  }
  return null;
}

/** A standard normal number (Box–Muller). */
const normal = (random: Random) => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
const logNormal = (random: Random, median: number, sigma: number) => median * Math.exp(sigma * normal(random));
const between = (random: Random, [low, high]: readonly [number, number]) => low + (high - low) * random();

/**
 * A player of kind `profile`, whose rate is drawn once: the ms from a
 * verse shown to its answer recorded, for each verse in turn.
 * @example const person = humanPlayer(PACE_PROFILES.player, seededRandom(1)); person(verse.texte) // 5_210
 */
export function humanPlayer(profile: PaceProfile, random: Random): (verseHtml: string) => number {
  const reading = Math.max(120, profile.wordsPerMinute.mean + profile.wordsPerMinute.sd * normal(random));
  const wordsPerMinute = Math.min(MAX_WORDS_PER_MINUTE, reading * between(random, profile.skim));
  return (verseHtml) => {
    const words = wordsOf(verseHtml);
    const cue = firstCue(verseHtml);
    const knows = cue !== null && random() < profile.knows;
    const read = knows ? Math.min(words, cue + Math.round(between(random, profile.pastCue))) : words;
    const see = logNormal(random, 250, profile.motorSigma);
    const reading = ((read * 60_000) / wordsPerMinute) * Math.exp(0.15 * normal(random));
    const decide = logNormal(random, profile.decide.median * (knows ? 1 : profile.decide.unsure), profile.decide.sigma);
    const point = logNormal(random, 500, profile.motorSigma);
    const network = 40 + 120 * random();
    return Math.round(see + reading + decide + point + network);
  };
}
