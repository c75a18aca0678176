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
 */
import { foldText, foldWithMap, normalizeSpaces } from './fold.js';
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

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The regular expression of one part over folded text: its words joined by
 * any run of separators, with word boundaries when `exact` is 'exa'.
 * @example partPattern(parseSearchQuery('lumière').parts[0], 'exa').test('la lumiere.') // true
 */
export function partPattern(p: SearchPart, exact: ExactMode): RegExp {
  const body = p.words.map(escapeRegExp).join("[^\\p{L}\\p{N}']+");
  const source = exact === 'exa' ? `(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])` : body;
  return new RegExp(source, 'gu');
}

/**
 * True when the folded verse text contains every part of the query. This is
 * the reference definition of a match; the API's index must agree with it.
 * @example matchesQuery(foldText('L’Éternel est mon berger'), parseSearchQuery('eternel berger'), 'nex') // true
 */
export function matchesQuery(foldedText: string, query: SearchQuery, exact: ExactMode): boolean {
  if (query.parts.length === 0) return false;
  return query.parts.every((p) => {
    const re = partPattern(p, exact);
    return re.test(foldedText);
  });
}

/**
 * The ranges [start, end) of `text` (as shown, not folded) that match a part
 * of the query, sorted and merged.
 */
export function findMatchRanges(text: string, query: SearchQuery, exact: ExactMode): Array<[number, number]> {
  const { folded, map } = foldWithMap(text);
  const ranges: Array<[number, number]> = [];
  for (const p of query.parts) {
    for (const m of folded.matchAll(partPattern(p, exact))) {
      if (m[0].length === 0) continue;
      const start = map[m.index];
      // The end maps through the last matched unit, so a ligature (œ → oe) is covered whole.
      const last = map[m.index + m[0].length - 1];
      const end = last + (text.codePointAt(last)! > 0xffff ? 2 : 1);
      ranges.push([start, end]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const r of ranges) {
    const top = merged[merged.length - 1];
    if (top && r[0] <= top[1]) top[1] = Math.max(top[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}

const ENTITY = /^&(?:[a-z]+|#\d+|#x[0-9a-f]+);/i;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/**
 * Wraps the matches of the query in `<mark>` inside verse HTML. Matching
 * runs on the visible text (tags dropped, `<br>` as a space, entities
 * decoded), so a phrase that spans a tag is still found; its mark is then
 * split at the tag so the HTML stays well formed.
 * @example highlightMatches('Car <span class="wj">Dieu</span> a tant aimé', parseSearchQuery('dieu'), 'nex')
 * // 'Car <span class="wj"><mark>Dieu</mark></span> a tant aimé'
 */
export function highlightMatches(html: string, query: SearchQuery, exact: ExactMode): string {
  // Visible text, and for each of its characters the slice of `html` it comes from.
  let text = '';
  const slices: Array<[number, number]> = [];
  for (let i = 0; i < html.length; ) {
    if (html[i] === '<') {
      const close = html.indexOf('>', i);
      const end = close < 0 ? html.length : close + 1;
      if (/^<br\s*\/?>$/i.test(html.slice(i, end))) {
        text += ' ';
        slices.push([end, end]); // a <br> is a separator, never highlighted
      }
      i = end;
      continue;
    }
    const entity = html[i] === '&' ? ENTITY.exec(html.slice(i))?.[0] : undefined;
    const raw = entity ?? html[i];
    text += entity ? (ENTITIES[entity.toLowerCase()] ?? ' ') : raw;
    slices.push([i, i + raw.length]);
    i += raw.length;
  }

  const ranges = findMatchRanges(text, query, exact);
  if (ranges.length === 0) return html;

  // Mark each text character of a range; open and close <mark> around runs
  // of marked characters, closing before every tag so nesting stays valid.
  const marked = new Array<boolean>(text.length).fill(false);
  for (const [a, b] of ranges) for (let k = a; k < b; k++) marked[k] = true;

  let out = '';
  let pos = 0;
  let open = false;
  for (let k = 0; k < text.length; k++) {
    const [from, to] = slices[k];
    if (from > pos) {
      // Tags (or a <br>) lie between the previous character and this one.
      if (open) {
        out += '</mark>';
        open = false;
      }
      out += html.slice(pos, from);
    }
    if (from === to) {
      pos = to;
      continue;
    }
    if (marked[k] && !open) {
      out += '<mark>';
      open = true;
    } else if (!marked[k] && open) {
      out += '</mark>';
      open = false;
    }
    out += html.slice(from, to);
    pos = to;
  }
  if (open) out += '</mark>';
  return out + html.slice(pos);
}
