/**
 * Aligns a translation's verses with the product's, book by book, by their
 * words (docs/decisions/translations.md, "How the mapping is found").
 *
 * Two passes:
 * 1. Verses: a dynamic-programming alignment of the two verse sequences of a
 *    book, in order, where a step pairs one verse with one (the common case),
 *    one with two or three (a merge), two or three with one (a split), two
 *    with two in the other order (a swap), or leaves a product verse without
 *    a translation verse (absent); each step scores the cosine similarity of
 *    the idf-weighted words it pairs, minus a penalty for anything but one
 *    with one.
 * 2. Boundaries: where two translations cut the same words into verses at a
 *    different place, one verse holds a clause of its neighbour's product
 *    verse. Each boundary between two translation verses is moved into the
 *    product verse before or after it, at a punctuation mark, when the clause
 *    so moved shares clearly more words with the verse that receives it.
 *
 * The result: each translation verse maps to one or more consecutive product
 * verses; two neighbouring translation verses share a product verse where
 * their boundary falls inside it.
 */
import { foldText } from '@parole/bible';

/** A verse to align: its place in its own text and its plain text. */
export interface AlignedVerse {
  chapter: number;
  verse: number;
  text: string;
}

/**
 * For each translation verse of a book, in order: the first and last index
 * (in the product's verse list of the book) of the product verses it maps to.
 */
export type BookAlignment = Array<readonly [first: number, last: number]>;

/** Letters a word is cut to: the verb forms "répudie" and "répudiera" are the same word here. */
const STEM = 6;

/**
 * The words an alignment compares: folded (no accents, lower case), of three
 * letters or more (articles, "de", "et" say nothing of a verse), a final `s`
 * or `x` dropped (a plural and its singular are the same word here), cut to
 * their first six letters (so are most forms of a verb).
 * @example alignmentWords("L’Éternel dit à Moïse: Les eaux répudiera") // ['eterne', 'dit', 'moise', 'le', 'eau', 'repudi']
 */
export function alignmentWords(text: string): string[] {
  const words = foldText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.filter((w) => w.length >= 3).map((w) => w.replace(/[sx]$/, '').slice(0, STEM));
}

/**
 * The steps of the verse pass: how many translation and product verses each
 * pairs, and what it costs beyond its similarity. A swap pairs two verses
 * with two in the other order (Martin's Philippiens 1:16-17 are Segond's
 * 1:17 and 1:16, the received text's order).
 */
const STEPS: ReadonlyArray<readonly [t: number, p: number, penalty: number, swap?: true]> = [
  [1, 1, 0],
  [1, 2, 0.1],
  [2, 1, 0.1],
  [0, 1, 0.25],
  [1, 3, 0.2],
  [3, 1, 0.2],
  [1, 0, 1.5],
  [2, 2, 0.3, true],
];
/** A pair of verses with the same number is preferred, all else equal (most verses are). */
const SAME_NUMBER_BONUS = 0.02;
/** How far from the diagonal, beyond the difference of the verse counts, an alignment may stray. */
const BAND = 6;

/** The words of a book's verses as ids, with their idf weights. */
class Vocabulary {
  private readonly ids = new Map<string, number>();
  private readonly documents: number[] = [];
  weights: Float64Array = new Float64Array(0);

  add(words: readonly string[]): Int32Array {
    const set = new Set<number>();
    for (const w of words) {
      let id = this.ids.get(w);
      if (id === undefined) {
        id = this.ids.size;
        this.ids.set(w, id);
        this.documents.push(0);
      }
      set.add(id);
    }
    for (const id of set) this.documents[id]++;
    return Int32Array.from(set);
  }

  idOf(word: string): number | undefined {
    return this.ids.get(word);
  }

  /** Squared idf of each word, once every verse has been added. */
  finish(verseCount: number): void {
    this.weights = Float64Array.from(this.documents, (df) => Math.log(verseCount / df) ** 2);
  }

  get size(): number {
    return this.ids.size;
  }
}

/** Cosine similarity of word sets, each the union of consecutive verses. */
class Similarity {
  private readonly inProduct: Int32Array;
  private readonly inTranslation: Int32Array;
  private generation = 0;

  constructor(
    private readonly vocabulary: Vocabulary,
    private readonly translation: readonly Int32Array[],
    private readonly product: readonly Int32Array[],
  ) {
    this.inProduct = new Int32Array(vocabulary.size);
    this.inTranslation = new Int32Array(vocabulary.size);
  }

  /** Translation verses [t, t + tn) against product verses [p, p + pn). */
  cosine(t: number, tn: number, p: number, pn: number): number {
    const g = ++this.generation;
    const w = this.vocabulary.weights;
    let productNorm = 0;
    for (let k = p; k < p + pn; k++) {
      for (const id of this.product[k]) {
        if (this.inProduct[id] !== g) {
          this.inProduct[id] = g;
          productNorm += w[id];
        }
      }
    }
    let translationNorm = 0;
    let dot = 0;
    for (let k = t; k < t + tn; k++) {
      for (const id of this.translation[k]) {
        if (this.inTranslation[id] !== g) {
          this.inTranslation[id] = g;
          translationNorm += w[id];
          if (this.inProduct[id] === g) dot += w[id];
        }
      }
    }
    return productNorm > 0 && translationNorm > 0 ? dot / Math.sqrt(productNorm * translationNorm) : 0;
  }
}

/**
 * Aligns the verses of one book of a translation with the same book in the
 * product's numbering. Throws when the best alignment reaches the edge of
 * the band it searches (the texts are not the same book, or a chapter is
 * missing).
 *
 * @example
 * alignBook(darbyGenesis, productGenesis)[darbyIndexOf(32, 1)] // [indexOf(31, 55), indexOf(31, 55)]
 */
export function alignBook(translation: readonly AlignedVerse[], product: readonly AlignedVerse[]): BookAlignment {
  const vocabulary = new Vocabulary();
  const translationWords = translation.map((v) => alignmentWords(v.text));
  const productWords = product.map((v) => alignmentWords(v.text));
  const t = translationWords.map((words) => vocabulary.add(words));
  const p = productWords.map((words) => vocabulary.add(words));
  vocabulary.finish(t.length + p.length);
  const similarity = new Similarity(vocabulary, t, p);
  const groups = alignVerses(translation, product, similarity);
  const ranges: Array<[number, number]> = [];
  for (const g of groups) {
    if (g.swap) {
      ranges.push([g.p + 1, g.p + 1], [g.p, g.p]);
      continue;
    }
    // A translation verse with no product verse (never chosen in the shipped texts) stands at the place of the one before.
    for (let k = 0; k < g.tn; k++) ranges.push(g.pn === 0 ? [Math.max(0, g.p - 1), Math.max(0, g.p - 1)] : [g.p, g.p + g.pn - 1]);
  }
  refineBoundaries(ranges, translationWords.map((w) => new Set(w)), productWords.map((w) => new Set(w)), product, vocabulary);
  return ranges;
}

interface Group {
  t: number;
  tn: number;
  p: number;
  pn: number;
  swap?: true;
}

/** Pass 1: the best sequence of steps (see STEPS) over the two verse lists. */
function alignVerses(translation: readonly AlignedVerse[], product: readonly AlignedVerse[], similarity: Similarity): Group[] {
  const n = translation.length;
  const m = product.length;
  const band = Math.abs(n - m) + BAND;
  const width = 2 * band + 1;
  // score[i][j - i + band]: the best score with i translation and j product verses aligned.
  const score = new Float64Array((n + 1) * width).fill(-Infinity);
  const step = new Int8Array((n + 1) * width).fill(-1);
  const at = (i: number, j: number) => i * width + (j - i + band);
  score[at(0, 0)] = 0;
  for (let i = 0; i <= n; i++) {
    for (let j = Math.max(0, i - band); j <= Math.min(m, i + band); j++) {
      if (i === 0 && j === 0) continue;
      let best = -Infinity;
      let bestStep = -1;
      for (let s = 0; s < STEPS.length; s++) {
        const [tn, pn, penalty] = STEPS[s];
        const i0 = i - tn;
        const j0 = j - pn;
        if (i0 < 0 || j0 < 0 || Math.abs(j0 - i0) > band) continue;
        const before = score[at(i0, j0)];
        if (before === -Infinity) continue;
        let value = before - penalty;
        if (STEPS[s][3]) {
          value += similarity.cosine(i0, 1, j0 + 1, 1) + similarity.cosine(i0 + 1, 1, j0, 1);
        } else if (tn > 0 && pn > 0) {
          value += similarity.cosine(i0, tn, j0, pn);
          if (tn === 1 && pn === 1 && translation[i0].chapter === product[j0].chapter && translation[i0].verse === product[j0].verse) {
            value += SAME_NUMBER_BONUS;
          }
        }
        if (value > best) {
          best = value;
          bestStep = s;
        }
      }
      score[at(i, j)] = best;
      step[at(i, j)] = bestStep;
    }
  }
  const groups: Group[] = [];
  let i = n;
  let j = m;
  while (i > 0 || j > 0) {
    if (Math.abs(j - i) === band) {
      throw new Error(`the alignment strays ${band} verses from the diagonal near verse ${i} of ${n}: not the same book?`);
    }
    const [tn, pn, , swap] = STEPS[step[at(i, j)]];
    i -= tn;
    j -= pn;
    groups.push({ t: i, tn, p: j, pn, swap });
  }
  return groups.reverse();
}

/** Pieces of a verse cut at punctuation: the words of each. */
function clauses(text: string): string[][] {
  return text
    .split(/(?<=[,;:.!?])/)
    .map(alignmentWords)
    .filter((words) => words.length > 0);
}

/**
 * What a clause must gain to move to the neighbouring verse: the idf of the
 * words it shares with the verse that receives it and not with the one that
 * gives it, less the reverse, at least about two uncommon words' worth…
 */
const MOVE_GAIN = 8;
/** …from two words or more… */
const MOVE_WORDS = 2;
/** …that outweigh this many times the words that pull it back. */
const MOVE_RATIO = 3;

/**
 * Pass 2: moves the boundary between translation verses i and i + 1 into the
 * product verse before or after it (see the file's comment).
 */
function refineBoundaries(
  ranges: Array<[number, number]>,
  translationWords: ReadonlyArray<Set<string>>,
  productWords: ReadonlyArray<Set<string>>,
  product: readonly AlignedVerse[],
  vocabulary: Vocabulary,
): void {
  const idf = (w: string) => {
    const id = vocabulary.idOf(w);
    return id === undefined ? 0 : Math.sqrt(vocabulary.weights[id]);
  };
  const clausesOf = new Map<number, string[][]>();
  const productClauses = (p: number) => {
    if (!clausesOf.has(p)) clausesOf.set(p, clauses(product[p].text));
    return clausesOf.get(p)!;
  };
  /**
   * How much better `piece` fits `to` than `from`, or 0 when not clearly: the
   * words it gives `to` that `to`'s own product verse `toOwn` lacks, against
   * those `from` has.
   */
  const gain = (piece: readonly string[][], to: Set<string>, toOwn: Set<string>, from: Set<string>): number => {
    let support = 0;
    let against = 0;
    let supporters = 0;
    for (const w of new Set(piece.flat())) {
      if (to.has(w) && !from.has(w) && !toOwn.has(w)) {
        support += idf(w);
        supporters++;
      } else if (from.has(w) && !to.has(w)) {
        against += idf(w);
      }
    }
    return supporters >= MOVE_WORDS && support >= MOVE_RATIO * against ? support - against : 0;
  };
  for (let i = 0; i + 1 < ranges.length; i++) {
    const x = ranges[i][1];
    const y = ranges[i + 1][0];
    if (y !== x + 1) continue; // already inside a verse, or around an absent one
    const left = translationWords[i];
    const right = translationWords[i + 1];
    const xClauses = productClauses(x);
    const yClauses = productClauses(y);
    let best = MOVE_GAIN;
    let move: 'left' | 'right' | undefined;
    // A suffix of product verse x belongs to translation verse i + 1.
    for (let k = 1; k < xClauses.length; k++) {
      const g = gain(xClauses.slice(k), right, productWords[y], left);
      if (g >= best) [best, move] = [g, 'right'];
    }
    // A prefix of product verse y belongs to translation verse i.
    for (let k = 1; k < yClauses.length; k++) {
      const g = gain(yClauses.slice(0, k), left, productWords[x], right);
      if (g >= best) [best, move] = [g, 'left'];
    }
    if (move === 'right') ranges[i + 1] = [x, ranges[i + 1][1]];
    if (move === 'left') ranges[i] = [ranges[i][0], y];
  }
}
