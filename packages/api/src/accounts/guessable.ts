/**
 * How easily a password is guessed, with zxcvbn-ts: the 49,233 passwords of
 * its common list (every one of them, at any rank, not only the first
 * thousands), its diceware words, French words, first names, last names and
 * Wikipedia words, each reversed, in l33t or with small typos, joined with
 * keyboard walks (QWERTY and AZERTY), repeats, sequences and dates, and the
 * user's own name. A list alone (ASVS 5.0 6.2.4: the commonest passwords
 * that fit the policy) would hold only 308 passwords of 12 characters or
 * more from that corpus, and nothing of `motdepasse2024!` or
 * `Marie-Marie-1990`; zxcvbn finds both.
 *
 * The dictionaries weigh a few megabytes once decompressed: they are loaded
 * on the first check (by `npm run user`), never by the server.
 */
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/**
 * Fewer estimated guesses than 10^10 and the password is refused: zxcvbn's
 * score 4, "very unguessable". Twelve random lower-case letters are about
 * 10^17; three French words and a number, `soleil levant 42`, 10^12;
 * `motdepasse2024!` only 10^8 and `jetaime123456` 10^6, refused.
 */
export const MIN_GUESSES_LOG10 = 10;

let factory: Promise<ZxcvbnFactory> | undefined;

function checker(): Promise<ZxcvbnFactory> {
  factory ??= (async () => {
    const [{ ZxcvbnFactory }, common, fr] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-fr'),
    ]);
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...fr.dictionary },
      graphs: common.adjacencyGraphs,
      useLevenshteinDistance: true,
    });
  })();
  return factory;
}

/**
 * The base-10 logarithm of the guesses an attacker needs for `password`,
 * knowing the user's `name` (zxcvbn reads the first 256 characters).
 * @example await guessesLog10('motdepasse2024', 'Marie') < MIN_GUESSES_LOG10 // true
 */
export async function guessesLog10(password: string, name: string): Promise<number> {
  return (await checker()).check(password, [name, ...name.split(/[\s\-_.]+/u)]).guessesLog10;
}
