/**
 * What a user name and a password must be, for `npm run user` (accounts are
 * made there only: the specification shows no sign-up).
 *
 * Passwords follow OWASP ASVS 4.0.3, level 1 (V2.1) and NIST SP 800-63B:
 * - at least 12 characters once runs of spaces count as one (V2.1.1), at
 *   most 128 (V2.1.2: 64 allowed, more than 128 denied), counted as a reader
 *   counts them (an emoji is one, V2.1.4);
 * - every character allowed, spaces and emoji included (V2.1.4), nothing
 *   truncated, nothing collapsed in what is hashed (V2.1.3); no composition
 *   rules (V2.1.9);
 * - refused when it is the name itself, one character repeated, or easy to
 *   guess: a common password, dictionary words, the name, keyboard walks,
 *   sequences or dates, alone or joined (`guessable.ts`: ASVS 5.0 6.2.4 and
 *   NIST's blocklist, without a network service).
 *
 * The name is the login call's (`loginNameParam`: 1 to 64 characters once
 * trimmed, no control character), NFC-normalized; two names that differ only
 * by case or Unicode form are one (`nameKey`), so "Marie" cannot be
 * impersonated by "marie".
 */
import { loginNameParam } from '@parole/bible';
import { guessesLog10, MIN_GUESSES_LOG10 } from './guessable.js';

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * The form a name is stored and shown in: trimmed (as the login call reads
 * it) and NFC-normalized; null when the login call would refuse it.
 * @example normalizeName('  Marie ') // 'Marie'
 */
export function normalizeName(text: string): string | null {
  const name = loginNameParam.parse(text.normalize('NFC'));
  return name === null ? null : name.normalize('NFC');
}

/**
 * The unique form of a name: NFC, lower case. Logins look users up by it.
 * @example nameKey('Élise') === nameKey('e\u0301lise') // true
 */
export function nameKey(name: string): string {
  return name.normalize('NFC').toLowerCase();
}

/** The number of characters as a reader counts them (code points). */
export const characterCount = (text: string) => [...text].length;

/**
 * Why `password` is refused for the user `name` (an English sentence for
 * the command line), or null when it is accepted.
 * @example await passwordProblem('court', 'Marie') // 'The password must have at least 12 characters (it has 5).'
 */
export async function passwordProblem(password: string, name: string): Promise<string | null> {
  const length = characterCount(password);
  // Runs of spaces count as one towards the minimum (ASVS 2.1.1); the password itself keeps them.
  const counted = characterCount(password.replace(/\s+/gu, ' '));
  if (counted < PASSWORD_MIN_LENGTH) {
    return `The password must have at least ${PASSWORD_MIN_LENGTH} characters, runs of spaces counting as one (it has ${counted}).`;
  }
  if (length > PASSWORD_MAX_LENGTH) return `The password must have at most ${PASSWORD_MAX_LENGTH} characters (it has ${length}).`;
  const folded = password.normalize('NFKC').toLowerCase();
  if (folded === nameKey(name).normalize('NFKC')) return 'The password must not be the user name.';
  if (new Set(folded).size === 1) return 'The password must not be one character repeated.';
  if ((await guessesLog10(password, name)) < MIN_GUESSES_LOG10) {
    return 'This password is too easy to guess (a common password, dictionary words, the name, a keyboard walk, a sequence or a date): choose another.';
  }
  return null;
}
