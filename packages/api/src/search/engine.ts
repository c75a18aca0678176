/**
 * Full-text search over the whole Bible: which verses match a query, the
 * counts per book, and the first verses within a filter
 * (GET /api/rechercher, spec sections 2, 3, 5 and 9).
 *
 * What matches is defined once, by `matchesQuery` of @parole/bible. The
 * engine finds the same verses faster, in two steps:
 * 1. **Candidates**, a necessary condition of a match, from an index.
 *    - `nex`: the FTS5 trigram index (verses_fts). partPattern matches the
 *      folded words literally, so a matching verse holds every word as a
 *      substring; each word of three characters or more is a term. Without
 *      such a word, every verse is a candidate.
 *    - `exa`: the word index (word-index.ts). In `exa` mode every piece of
 *      every word (split at apostrophes) stands between non-letters, so it is
 *      one of the verse's maximal runs of letters and digits.
 * 2. **The exact rule** on each candidate's folded text, held in memory: the
 *    regular expression of partPattern for every part the index does not
 *    decide on its own. It decides alone a single `nex` word of three
 *    characters or more (a trigram phrase match is exactly "contains this
 *    substring", which is then all partPattern asks) and a single `exa` word
 *    without apostrophe (exactly "is one of the runs", see word-index.ts).
 *    Phrases, `exa` words with an apostrophe and `nex` words under three
 *    characters are checked.
 *
 * engine.test.ts compares the engine with matchesQuery over every verse;
 * tests/api/search-counts.test.ts compares the counts with matchesQuery over
 * text read from the USFM source independently of the importer.
 */
import {
  BOOK_COUNT,
  LAST_OT_BOOK,
  chapterOfVerse,
  verseOfId,
  SEARCH_MAX_RESULTS,
  partPattern,
  type ExactMode,
  type BookHits,
  type SearchPart,
  type Scope,
  type SearchQuery,
  type SearchResponse,
  type Verse,
} from '@parole/bible';
import type { SearchCorpus, SearchStore } from '../db/search.js';
import { toVerse } from '../db/verses.js';
import { buildWordIndex, type WordIndex } from './word-index.js';

/** The trigram tokenizer indexes sequences of three characters: shorter terms find nothing. */
const TRIGRAM = 3;

const EMPTY = new Int32Array(0);

/** Length in Unicode code points, as the trigram tokenizer counts. */
function codePoints(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

/** Where the candidates of a query come from. */
export type CandidateSource =
  /** Every verse (a `nex` query of words under three characters only). */
  | { kind: 'all' }
  /** The FTS5 trigram index, with this MATCH expression. */
  | { kind: 'fts'; match: string }
  /** The word index: verses holding every one of these words. */
  | { kind: 'words'; words: string[] };

/** How a query is run: its candidates, and the checks left to do on them. */
export interface SearchPlan {
  source: CandidateSource;
  /** Patterns every candidate must also satisfy (non-global copies of partPattern's). */
  checks: RegExp[];
}

/**
 * A term of an FTS5 expression that is always read as a plain string: in
 * double quotes, inner double quotes doubled, so that no operator, column
 * filter, prefix star or parenthesis in the user's input can reach the
 * FTS5 query parser as syntax.
 * @example ftsString('a"b') // '"a""b"'
 */
export function ftsString(term: string): string {
  return `"${term.replace(/"/g, '""')}"`;
}

/**
 * Plans `query` in `exact` mode (see the module comment).
 * - `nex`: candidates from the trigram index, one term per word of three
 *   characters or more (a word inside a longer term adds nothing); checked
 *   afterwards: phrases and words under three characters.
 * - `exa`: candidates from the word index, every piece of every word
 *   (words split at their apostrophes: "l'homme" → "l", "homme"); checked
 *   afterwards: phrases and words with an apostrophe. A whole word made of
 *   letters and digits is decided by the index alone.
 * @example planSearch(parseSearchQuery('lumi'), 'nex') // { source: { kind: 'fts', match: '"lumi"' }, checks: [] }
 */
export function planSearch(query: SearchQuery, exact: ExactMode): SearchPlan {
  const pattern = (p: SearchPart) => new RegExp(partPattern(p, exact).source, 'u');
  const words = [...new Set(query.parts.flatMap((p) => p.words))];
  if (exact === 'exa') {
    const pieces = [...new Set(words.flatMap((w) => w.split("'")))].filter((w) => w !== '');
    const checks = query.parts.filter((p) => p.kind === 'phrase' || p.words[0].includes("'")).map(pattern);
    return { source: { kind: 'words', words: pieces }, checks };
  }
  // Longest first, so that a word inside a longer one ("lumi" in "lumiere") is dropped.
  const long = words.filter((w) => codePoints(w) >= TRIGRAM).sort((a, b) => b.length - a.length);
  const terms: string[] = [];
  for (const w of long) if (!terms.some((t) => t.includes(w))) terms.push(w);
  const checks = query.parts.filter((p) => p.kind === 'phrase' || codePoints(p.words[0]) < TRIGRAM).map(pattern);
  const source: CandidateSource = terms.length > 0 ? { kind: 'fts', match: terms.map(ftsString).join(' AND ') } : { kind: 'all' };
  return { source, checks };
}

/** The verses matching a query in the whole Bible, before any filter. */
export interface SearchHits {
  /** Positions in the corpus of the matching verses, ascending (canonical order). */
  positions: Int32Array;
  /** Hits per book, index = book number (0 unused). */
  perBook: Int32Array;
}

export interface SearchEngine {
  /** The translation it searches (its store's): what its answers name. */
  readonly translation: string;
  /**
   * Every verse of the Bible matching `query` in `exact` mode.
   * @example (await engine.hits(parseSearchQuery('nazareth'), 'nex')).positions.length // 28
   */
  hits(query: SearchQuery, exact: ExactMode): Promise<SearchHits>;
  /** Loads the text and builds the word index now rather than on the first search (about 0.3 s). */
  ready(): Promise<void>;
  /**
   * The answer of GET /api/rechercher: counts over the whole Bible, and the
   * first SEARCH_MAX_RESULTS hits within `scope` with their text.
   * @example (await engine.search(parseSearchQuery('"Dieu a tant aimé le monde"'), 'nex', 'nt')).versets[0].id // 43003016
   */
  search(query: SearchQuery, exact: ExactMode, scope: Scope): Promise<SearchResponse>;
}

/**
 * The search engine over `store`.
 * @example const engine = createSearchEngine(createSearchStore(db));
 */
export function createSearchEngine(store: SearchStore): SearchEngine {
  let state: Promise<{ corpus: SearchCorpus; words: WordIndex }> | undefined;
  const loaded = () =>
    (state ??= store.corpus().then(
      (corpus) => ({ corpus, words: buildWordIndex(corpus.folded) }),
      (err: unknown) => {
        state = undefined; // let a later request try again
        throw err;
      },
    ));

  async function hits(query: SearchQuery, exact: ExactMode): Promise<SearchHits> {
    // matchesQuery: a query without parts matches nothing (never "every verse").
    if (query.parts.length === 0) return { positions: new Int32Array(0), perBook: new Int32Array(BOOK_COUNT + 1) };
    const { source, checks } = planSearch(query, exact);
    const [{ corpus, words }, ids] = await Promise.all([
      loaded(),
      source.kind === 'fts' ? store.candidateIds(source.match) : null,
    ]);
    let candidates: Int32Array | null = null;
    if (ids !== null) candidates = idListToPositions(ids, corpus);
    else if (source.kind === 'words') candidates = intersect(source.words.map((w) => words.get(w) ?? EMPTY));
    return check(corpus, candidates, checks);
  }

  return {
    translation: store.translation,
    hits,
    ready: () => loaded().then(() => undefined),
    async search(query, exact, scope) {
      const { positions, perBook } = await hits(query, exact);
      const { corpus } = await loaded();
      const [first, last] = bookRange(scope);
      const verses: Verse[] = [];
      let inScope = 0;
      for (let b = first; b <= last; b++) inScope += perBook[b];
      for (let i = 0; i < positions.length && verses.length < SEARCH_MAX_RESULTS; i++) {
        const pos = positions[i];
        const book = corpus.bookIds[pos];
        if (book < first || book > last) continue;
        const { name, abbr } = corpus.books[book];
        verses.push(
          toVerse({
            id: corpus.ids[pos],
            book_id: book,
            chapter: corpus.chapterNumbers[pos],
            verse: corpus.verseNumbers[pos],
            html: corpus.html[pos],
            name,
            abbr,
          }),
        );
      }
      const books: BookHits[] = [];
      let oldTestament = 0;
      let max = 0;
      for (let b = 1; b <= BOOK_COUNT; b++) {
        const total = perBook[b];
        if (total === 0) continue;
        books.push({ livre_id: b, total, livre: { abr: corpus.books[b].abbr } });
        if (b <= LAST_OT_BOOK) oldTestament += total;
        if (total > max) max = total;
      }
      return {
        versets: verses,
        versetsCount: inScope,
        versetsCountAT: oldTestament,
        versetsCountNT: positions.length - oldTestament,
        versetsCountTotal: positions.length,
        livres: books,
        livresMax: max,
        traduction_id: store.translation,
      };
    },
  };
}

/** First and last book of a scope. */
function bookRange(scope: Scope): [number, number] {
  if (scope === 'atnt') return [1, BOOK_COUNT];
  if (scope === 'at') return [1, LAST_OT_BOOK];
  if (scope === 'nt') return [LAST_OT_BOOK + 1, BOOK_COUNT];
  const book = Number(scope);
  return [book, book];
}

/**
 * Positions in the corpus of the ids of a comma-separated list (SQLite's
 * group_concat), parsed without building intermediate strings, ascending.
 */
function idListToPositions(list: string, corpus: SearchCorpus): Int32Array {
  if (list === '') return EMPTY;
  let n = 1;
  for (let i = 0; i < list.length; i++) if (list.charCodeAt(i) === 44) n++;
  const out = new Int32Array(n);
  let k = 0;
  let id = 0;
  let ascending = true;
  for (let i = 0; i <= list.length; i++) {
    const c = i < list.length ? list.charCodeAt(i) : 44;
    if (c !== 44) {
      id = id * 10 + (c - 48);
      continue;
    }
    let pos = corpus.chapterStart[chapterOfVerse(id)] + verseOfId(id) - 1;
    // A chapter's verses are 1..n but where a translation skips a number (Darby's Matthieu 23:14): found by halves then.
    if (!(pos >= 0 && corpus.ids[pos] === id)) pos = positionOf(corpus.ids, id);
    // Never answer counts from a broken corpus.
    if (pos < 0) throw new Error(`Search index and text disagree on verse ${id}`);
    if (k > 0 && pos < out[k - 1]) ascending = false;
    out[k++] = pos;
    id = 0;
  }
  // SQLite gives the index's order (rowid) in practice, but an aggregate's input order is not a promise.
  return ascending ? out : out.sort();
}

/** The position of `id` in the ascending `ids`, or -1. */
function positionOf(ids: Int32Array, id: number): number {
  let [low, high] = [0, ids.length - 1];
  while (low <= high) {
    const middle = (low + high) >>> 1;
    if (ids[middle] === id) return middle;
    if (ids[middle]! < id) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/** The positions present in every one of these ascending lists, ascending. */
function intersect(lists: readonly Int32Array[]): Int32Array {
  const sorted = [...lists].sort((a, b) => a.length - b.length);
  let out = sorted[0] ?? EMPTY;
  for (let l = 1; l < sorted.length && out.length > 0; l++) {
    const other = sorted[l];
    const next = new Int32Array(out.length);
    let n = 0;
    let j = 0;
    for (let i = 0; i < out.length; i++) {
      const v = out[i];
      while (j < other.length && other[j] < v) j++;
      if (j < other.length && other[j] === v) next[n++] = v;
    }
    out = next.subarray(0, n);
  }
  return out;
}

/** The candidates (all verses when null) that pass every check, counted per book. */
function check(corpus: SearchCorpus, candidates: Int32Array | null, checks: readonly RegExp[]): SearchHits {
  const { folded, bookIds } = corpus;
  const count = candidates ? candidates.length : folded.length;
  const positions = new Int32Array(count);
  const perBook = new Int32Array(BOOK_COUNT + 1);
  let n = 0;
  for (let i = 0; i < count; i++) {
    const pos = candidates ? candidates[i] : i;
    let ok = true;
    for (let c = 0; c < checks.length && ok; c++) ok = checks[c].test(folded[pos]);
    if (!ok) continue;
    positions[n++] = pos;
    perBook[bookIds[pos]]++;
  }
  return { positions: positions.subarray(0, n), perBook };
}
