/**
 * Word counts of the word cloud (spec, sections 2 and 9): the most frequent
 * words of the plain verse text, per scope (both testaments, each testament,
 * each book), computed once when the database is built.
 *
 * Rules (docs/decisions/wordcloud.md):
 * - a word is a run of Unicode letters (with their combining marks); an
 *   apostrophe joins letters into one token, then an elided prefix
 *   (l’, d’, qu’, jusqu’…) is dropped: "l’Éternel" counts as "Éternel",
 *   "qu’il" as "il" (then too short);
 * - words under 3 letters and French function words (stopwords-iso's `fr`
 *   list plus a short supplement for the 1910 text) are left out;
 * - words are grouped by their lower-case form, accents kept ("pêche" and
 *   "péché" are different words), and shown in their most frequent written
 *   form ("Éternel", "Dieu", "berger");
 * - a book's cloud leaves out words used once; every cloud keeps the 100
 *   most frequent words.
 */
import { createRequire } from 'node:module';
import { scopeBook, WORD_CLOUD_LIMIT, type Scope } from '@parole/bible';

/** Shortest word kept, in letters (spec, section 9: "words under 3 letters excluded"). */
export const WORD_MIN_LETTERS = 3;

/** A word of a cloud: its usual written form and its number of uses in the scope. */
export interface CloudWord {
  word: string;
  count: number;
}

/**
 * stopwords-iso is a JSON file of lists by ISO 639-1 code; its `fr` list
 * (691 words) is the most complete maintained French list on npm.
 */
const stopwordsIso = createRequire(import.meta.url)('stopwords-iso') as Record<string, string[]>;

/**
 * Function words of the Louis Segond 1910 text that stopwords-iso misses:
 * - "point": the negation "ne … point" (about 1,500 times: "ne … pas" of the time);
 * - "auprès": the list only has it unaccented ("aupres").
 * Every other word of the list's gaps found in the top 100 of a cloud is a content word.
 */
export const STOP_WORD_SUPPLEMENT: readonly string[] = ['point', 'auprès'];

/** Apostrophes, typographic and straight, both as the text may hold them. */
const APOSTROPHES = /['’]/g;

/** The stop words, lower case, with straight apostrophes (as `stopKey` writes a word). */
export const STOP_WORDS: ReadonlySet<string> = new Set([...stopwordsIso.fr!, ...STOP_WORD_SUPPLEMENT].map((w) => stopKey(w)));

function stopKey(word: string): string {
  return word.toLocaleLowerCase('fr').replace(APOSTROPHES, "'");
}

/**
 * Elided French words that end in an apostrophe before the next word. A token
 * whose part before an apostrophe is another word ("aujourd’hui",
 * "quelqu’un") stays whole.
 */
const ELISIONS: ReadonlySet<string> = new Set(['l', 'd', 'j', 'm', 't', 's', 'n', 'c', 'qu', 'jusqu', 'lorsqu', 'puisqu', 'quoiqu', 'presqu']);

/** Letters with their combining marks, optionally joined by apostrophes. */
const TOKEN = /[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)*/gu;

/**
 * The words of a plain text, in their written form, elisions removed.
 * @example tokenize('L’ange de l’Éternel lui apparut') // ['ange', 'de', 'Éternel', 'lui', 'apparut']
 * @example tokenize('qu’il est aujourd’hui') // ['il', 'est', 'aujourd’hui']
 */
export function tokenize(text: string): string[] {
  const words: string[] = [];
  for (const [token] of text.matchAll(TOKEN)) {
    let word = token;
    for (;;) {
      const cut = word.search(APOSTROPHES);
      if (cut < 0 || !ELISIONS.has(word.slice(0, cut).toLocaleLowerCase('fr'))) break;
      word = word.slice(cut + 1);
    }
    words.push(word.normalize('NFC'));
  }
  return words;
}

/** Whether a word (as tokenize gives it) may appear in a cloud: long enough and not a function word. */
export function isCloudWord(word: string): boolean {
  const key = stopKey(word);
  return [...key.replace(/\p{M}/gu, '')].length >= WORD_MIN_LETTERS && !STOP_WORDS.has(key);
}

/** Counts of one scope: lower-case key → written forms and their counts. */
export type WordCounts = Map<string, Map<string, number>>;

/**
 * Counts the cloud words of `texts`, grouped by lower-case form.
 * @example countWords(['L’Éternel est mon berger', 'l’éternel']).get('éternel') // Map { 'Éternel' => 1, 'éternel' => 1 }
 */
export function countWords(texts: Iterable<string>): WordCounts {
  const counts: WordCounts = new Map();
  for (const text of texts) {
    for (const word of tokenize(text)) {
      if (!isCloudWord(word)) continue;
      const key = word.toLocaleLowerCase('fr');
      let forms = counts.get(key);
      if (!forms) counts.set(key, (forms = new Map()));
      forms.set(word, (forms.get(word) ?? 0) + 1);
    }
  }
  return counts;
}

/** Adds the counts of `from` into `into` (for testament and Bible totals out of the books'). */
export function mergeCounts(into: WordCounts, from: WordCounts): WordCounts {
  for (const [key, forms] of from) {
    let target = into.get(key);
    if (!target) into.set(key, (target = new Map()));
    for (const [form, n] of forms) target.set(form, (target.get(form) ?? 0) + n);
  }
  return into;
}

const collator = new Intl.Collator('fr');

/**
 * The written form shown for a word: the most frequent; on a tie, the lower-case
 * one (the form of a common noun in the middle of a sentence), then the first
 * in French order, so the result never depends on the order of the text.
 */
function usualForm(key: string, forms: Map<string, number>): string {
  let best = '';
  let bestN = -1;
  for (const [form, n] of forms) {
    const tie = n === bestN;
    const lowerWins = (form === key) !== (best === key);
    if (n > bestN || (tie && (lowerWins ? form === key : collator.compare(form, best) < 0))) {
      best = form;
      bestN = n;
    }
  }
  return best;
}

/**
 * The cloud of a scope: the `limit` most frequent words with at least
 * `minCount` uses, by count descending, then in French alphabetical order.
 * @example topWords(countWords(texts), { minCount: 2 }) // [{ word: 'Jésus', count: 612 }, …]
 */
export function topWords(counts: WordCounts, { minCount = 1, limit = WORD_CLOUD_LIMIT }: { minCount?: number; limit?: number } = {}): CloudWord[] {
  const words: CloudWord[] = [];
  for (const [key, forms] of counts) {
    let count = 0;
    for (const n of forms.values()) count += n;
    if (count >= minCount) words.push({ word: usualForm(key, forms), count });
  }
  words.sort((a, b) => b.count - a.count || collator.compare(a.word, b.word));
  return words.slice(0, limit);
}

/** A book's cloud leaves out the words used once in it (spec, section 9); a testament's keeps them. */
export const minCountOf = (scope: Scope): number => (scopeBook(scope) === null ? 1 : 2);
