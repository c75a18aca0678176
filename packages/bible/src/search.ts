/**
 * The search language of the product (specification, sections 4, 5 and 9),
 * shared by the API (which finds verses) and the widgets (which highlight
 * them), so both sides agree on what matches.
 *
 * - Input is trimmed, inner white space collapsed; at least 3 characters.
 * - Words in balanced double quotes form a phrase: contiguous, in order.
 *   Other words match individually, in any order; a verse must contain all.
 * - Matching is on folded text (case, accents, ç, œ → oe, ’ → ').
 * - `nex` (not exact): a word may match inside a word ("lumi" → "lumière").
 *   `exa` (exact): whole words only ("lumière" does not find "lumières").
 * - Between the words of a phrase, any run of spaces or punctuation of the
 *   text matches ("eternel berger" finds "Éternel, berger" only if nothing
 *   but punctuation separates them).
 *
 * This module reads and checks an input; matching it against verse text
 * (and marking the matches) is match.ts, a module of its own so that a page
 * that only takes a search (the site's top bar) does not carry the code of
 * the page that shows results (docs/decisions/host.md#code-splitting).
 */
import { foldText, normalizeSpaces } from './fold.js';
import { isReferenceInput } from './reference.js';

export type ExactMode = 'exa' | 'nex';

/** Minimum length of a text search, after trimming (spec, section 9). */
export const SEARCH_MIN_LENGTH = 3;
/** Maximum number of verses a search answers (spec, section 9). */
export const SEARCH_MAX_RESULTS = 100;

export interface SearchPart {
  /** 'phrase' when the part has several words (quoted, or joined by punctuation such as a hyphen). */
  kind: 'word' | 'phrase';
  /** Folded words separated by one space; a word may contain an apostrophe. */
  text: string;
  /** The folded words of the part. */
  words: string[];
}

export interface SearchQuery {
  parts: SearchPart[];
  /** True when the input holds a balanced pair of double quotes (phrase state of the quote button). */
  phrase: boolean;
}

/** Typographic double quotes are read as the ASCII one. */
const QUOTES = /[\u201C\u201D\u201E\u00AB\u00BB]/g;
/** What separates words: anything but a letter, a digit or an apostrophe. */
const SEPARATORS = /[^\p{L}\p{N}']+/gu;

function toWords(text: string): string[] {
  return foldText(text)
    .replace(SEPARATORS, ' ')
    .split(' ')
    // An apostrophe alone or at the edges of a word is punctuation, not part of it.
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter((w) => w !== '');
}

function part(words: string[]): SearchPart {
  return { kind: words.length > 1 ? 'phrase' : 'word', text: words.join(' '), words };
}

/**
 * True when `input` holds a balanced pair of double quotes.
 * @example hasPhrase('"Dieu est amour"') // true
 */
export function hasPhrase(input: string): boolean {
  return /"[^"]*"/.test(input.replace(QUOTES, '"'));
}

/**
 * Splits a search input into the phrases and words every verse must contain.
 * Unbalanced quotes are ignored.
 * @example parseSearchQuery('"Éternel est" berger').parts.map((p) => p.text) // ['eternel est', 'berger']
 */
export function parseSearchQuery(input: string): SearchQuery {
  const text = normalizeSpaces(input.replace(QUOTES, '"'));
  const parts: SearchPart[] = [];
  const rest = text.replace(/"([^"]*)"/g, (_, phrase: string) => {
    const words = toWords(phrase);
    if (words.length > 0) parts.push(part(words));
    return ' ';
  });
  for (const token of rest.replace(/"/g, ' ').split(' ')) {
    const words = toWords(token);
    if (words.length > 0) parts.push(part(words));
  }
  // The same part twice adds nothing and would highlight twice.
  const unique = parts.filter((p, i) => parts.findIndex((q) => q.text === p.text) === i);
  return { parts: unique, phrase: hasPhrase(text) };
}

/** Longest search input accepted, in characters after trimming and collapsing spaces. */
export const SEARCH_MAX_LENGTH = 200;

/**
 * Most words a search may hold: the words of its phrases plus its other
 * words, each counted once (`dieu dieu` is one word, `"a a"` two). It bounds
 * the cost of any single search: a phrase of many one-letter words is
 * checked against every verse with a pattern as long as the phrase (99 such
 * words, allowed by the 200 characters: about 50-60 ms of CPU the first time
 * a pattern is seen; 30: about 17-20 ms; bench/search-cost.ts), and every
 * other word is one more pattern over the candidates. John 3:16, quoted
 * whole, is 28 words. See docs/security.md.
 */
export const SEARCH_MAX_WORDS = 30;

/**
 * The number of words SEARCH_MAX_WORDS counts in a parsed query.
 * @example searchWordCount(parseSearchQuery('"a a" dieu dieu')) // 3
 */
export function searchWordCount(query: SearchQuery): number {
  return query.parts.reduce((n, p) => n + p.words.length, 0);
}

/**
 * The French message of an input that cannot be searched, or null: a
 * reference jump (`..jn 3`, which is not a text search), too long, under
 * 3 characters (or nothing but punctuation), or more than SEARCH_MAX_WORDS
 * words. The API refuses exactly these.
 * @example searchInputError('ab') // 'Min. 3 caractères!'
 * @example searchInputError('..jn 3.16') // 'n/a avec une référence!'
 */
export function searchInputError(input: string): string | null {
  const text = normalizeSpaces(input);
  if (isReferenceInput(text)) return SEARCH_MESSAGES.notWithReference;
  if (text.length > SEARCH_MAX_LENGTH && [...text].length > SEARCH_MAX_LENGTH) return SEARCH_MESSAGES.tooLong;
  if (text.length < SEARCH_MIN_LENGTH) return SEARCH_MESSAGES.minLength;
  const query = parseSearchQuery(text);
  if (query.parts.length === 0) return SEARCH_MESSAGES.minLength;
  if (searchWordCount(query) > SEARCH_MAX_WORDS) return SEARCH_MESSAGES.tooManyWords;
  return null;
}

/** Texts of the specification (section 8) tied to searching, and the limit of a search's length. */
export const SEARCH_MESSAGES = {
  minLength: 'Min. 3 caractères!',
  noResult: "La recherche n'a retourné aucun résultat ...",
  badReference: 'Format incorrect ou recherche impossible ...',
  notWithReference: 'n/a avec une référence!',
  tooLong: `Recherche trop longue (${SEARCH_MAX_LENGTH} caractères au plus)`,
  /** Not in the specification: the bound of SEARCH_MAX_WORDS. */
  tooManyWords: `Recherche trop longue (${SEARCH_MAX_WORDS} mots au plus, expressions entre guillemets comprises)`,
} as const;
