/**
 * A translation's numbering and its map to the product's verse keys, as
 * text (the files of data/, written by `npm run versification`) and as the
 * per-book tables read from it. The format (docs/decisions/translations.md):
 *
 * ```
 * # a comment
 * chapters 29 3              Joël has 3 chapters (only where the product's table differs)
 * verses 40 23 39 -14        Matthieu 23 ends at verse 39 and has no verse 14 (idem)
 * map 1 32:1 31:55           Genèse 32:1 is the product's 31:55
 * map 1 32:2-33 32:1-32      one to one, in order
 * map 41 9:50 9:50-51        one verse for two (a verse maps to consecutive keys)
 * map 18 34:36-37 34:36      two verses for one
 * absent 40 23:14            a product key no verse of the translation maps to
 * ```
 *
 * Every verse of the translation not on a `map` line is the product key of
 * the same number. A range is `c:v`, `c:v-w` or `c:v-d:w`, in the order of
 * its side's verses (the translation's own for the first, the product's for
 * the second); both sides of a `map` line have as many verses, or one side
 * one verse. `absent` lines say what the others imply, for the reader and
 * the tests.
 */
import { chapterId, verseId } from '../ids.js';
import { verseCounts } from '../verse-counts.js';

/** A chapter's verse numbers in a translation: 1..last without the skipped ones. */
export interface ChapterShape {
  last: number;
  skipped: readonly number[];
}

/** A translation's numbering and map, as read from its data text. */
export interface Numbering {
  /** Chapters of a book where they differ from the product's table. */
  chapterCounts: ReadonlyMap<number, number>;
  /** Verses of a chapter (key: chapterId) where they differ from the product's table. */
  chapterShapes: ReadonlyMap<number, ChapterShape>;
  /** The `map` lines of each book, in order. */
  maps: ReadonlyMap<number, ReadonlyArray<readonly [translation: string, product: string]>>;
  /** The product keys the `absent` lines name. */
  absent: ReadonlySet<number>;
}

/**
 * Reads a numbering's data text. Throws on a line it does not understand,
 * naming it.
 * @example parseNumbering('map 1 32:1 31:55').maps.get(1) // [['32:1', '31:55']]
 */
export function parseNumbering(text: string): Numbering {
  const chapterCounts = new Map<number, number>();
  const chapterShapes = new Map<number, ChapterShape>();
  const maps = new Map<number, Array<readonly [string, string]>>();
  const absentRanges: Array<readonly [number, string]> = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const [kind, bookText, ...rest] = line.split(/\s+/);
    const book = Number(bookText);
    const bad = () => new Error(`numbering line ${i + 1}: cannot read "${line}"`);
    if (!Number.isInteger(book) || book < 1) throw bad();
    if (kind === 'chapters' && rest.length === 1) {
      chapterCounts.set(book, Number(rest[0]));
    } else if (kind === 'verses' && rest.length >= 2) {
      const [chapter, last, ...skipped] = rest;
      if (!skipped.every((s) => s.startsWith('-'))) throw bad();
      chapterShapes.set(chapterId(book, Number(chapter)), { last: Number(last), skipped: skipped.map((s) => Number(s.slice(1))) });
    } else if (kind === 'map' && rest.length === 2) {
      if (!maps.has(book)) maps.set(book, []);
      maps.get(book)!.push([rest[0], rest[1]]);
    } else if (kind === 'absent' && rest.length === 1) {
      absentRanges.push([book, rest[0]]);
    } else {
      throw bad();
    }
  });
  const numbering = { chapterCounts, chapterShapes, maps, absent: new Set<number>() };
  for (const [book, range] of absentRanges) {
    const product = productSide(book);
    const [from, to] = rangeIn(product, range);
    for (let k = from; k <= to; k++) numbering.absent.add(verseId(book, ...placeOf(product.keys[k])));
  }
  return numbering;
}

/** One side of a book's map: its verses in order, as chapter × 1000 + verse. */
interface Side {
  keys: Int32Array;
  positions: Map<number, number>;
}

const place = (chapter: number, verse: number) => chapter * 1000 + verse;
const placeOf = (key: number): [chapter: number, verse: number] => [Math.floor(key / 1000), key % 1000];

function sideOf(keys: number[]): Side {
  return { keys: Int32Array.from(keys), positions: new Map(keys.map((k, i) => [k, i])) };
}

/** The product's verses of a book, from its chapter table. */
function productSide(book: number): Side {
  const keys: number[] = [];
  (verseCounts()[book - 1] ?? []).forEach((n, c) => {
    for (let v = 1; v <= n; v++) keys.push(place(c + 1, v));
  });
  return sideOf(keys);
}

/**
 * The verse numbers of a chapter in a numbering (empty for a chapter it does
 * not have).
 * @example verseNumbers(darby, 40, 23).includes(14) // false
 */
export function verseNumbers(numbering: Numbering, book: number, chapter: number): number[] {
  if (chapter < 1 || chapter > chapterCount(numbering, book)) return [];
  const shape = numbering.chapterShapes.get(chapterId(book, chapter));
  const last = shape ? shape.last : (verseCounts()[book - 1]?.[chapter - 1] ?? 0);
  const skipped = new Set(shape?.skipped);
  const numbers: number[] = [];
  for (let v = 1; v <= last; v++) if (!skipped.has(v)) numbers.push(v);
  return numbers;
}

/**
 * Chapters of a book in a numbering (0 for a book outside the canon).
 * @example chapterCount(lsg, 29) // 3 (Joël)
 */
export function chapterCount(numbering: Numbering, book: number): number {
  return numbering.chapterCounts.get(book) ?? verseCounts()[book - 1]?.length ?? 0;
}

/** `c:v`, `c:v-w` or `c:v-d:w` → the first and last position on `side`. */
function rangeIn(side: Side, range: string): [number, number] {
  const m = /^(\d+):(\d+)(?:-(?:(\d+):)?(\d+))?$/.exec(range);
  if (!m) throw new Error(`numbering: cannot read the range "${range}"`);
  const chapter = Number(m[1]);
  const from = side.positions.get(place(chapter, Number(m[2])));
  const to = m[4] === undefined ? from : side.positions.get(place(m[3] === undefined ? chapter : Number(m[3]), Number(m[4])));
  if (from === undefined || to === undefined || to < from) throw new Error(`numbering: the range "${range}" is not a run of verses`);
  return [from, to];
}

/** A book of a numbering, with its map to the product's verses. */
export interface BookMap {
  /** The translation's verses in order, as chapter × 1000 + verse. */
  readonly verses: Int32Array;
  /** The product's verses of the book in order, as chapter × 1000 + verse. */
  readonly product: Int32Array;
  /** For each translation verse: the first and last index in `product` it maps to. */
  readonly first: Int32Array;
  readonly last: Int32Array;
  /** For each product verse: the first and last index in `verses` that map to it, -1 when none does. */
  readonly fromFirst: Int32Array;
  readonly fromLast: Int32Array;
  /** Index in `verses` of a translation verse, in `product` of a product verse (-1 when there is none). */
  indexOf(chapter: number, verse: number): number;
  productIndexOf(chapter: number, verse: number): number;
}

/**
 * Builds a book's map from a numbering. Throws when a verse maps to a key
 * the product does not have, or the verses of a key are not consecutive.
 * @example bookMap(darby, 1).first[bookMap(darby, 1).indexOf(32, 1)] // the index of 31:55
 */
export function bookMap(numbering: Numbering, book: number): BookMap {
  const keys: number[] = [];
  for (let c = 1; c <= chapterCount(numbering, book); c++) for (const v of verseNumbers(numbering, book, c)) keys.push(place(c, v));
  const translation = sideOf(keys);
  const product = productSide(book);
  const n = translation.keys.length;
  const first = new Int32Array(n).fill(-1);
  const last = new Int32Array(n).fill(-1);
  for (const [t, p] of numbering.maps.get(book) ?? []) {
    const [t0, t1] = rangeIn(translation, t);
    const [p0, p1] = rangeIn(product, p);
    const tn = t1 - t0 + 1;
    const pn = p1 - p0 + 1;
    if (tn !== pn && tn !== 1 && pn !== 1) throw new Error(`numbering: book ${book}, "${t}" and "${p}" are not one to one, one to many or many to one`);
    for (let k = 0; k < tn; k++) {
      first[t0 + k] = tn === pn ? p0 + k : p0;
      last[t0 + k] = tn === pn ? p0 + k : p1;
    }
  }
  for (let i = 0; i < n; i++) {
    if (first[i] >= 0) continue;
    const p = product.positions.get(translation.keys[i]);
    const [c, v] = placeOf(translation.keys[i]);
    if (p === undefined) throw new Error(`numbering: book ${book} ${c}:${v} has no map line and the product has no ${c}:${v}`);
    first[i] = last[i] = p;
  }
  // The verses that map to a product key are consecutive (Martin's Philippiens 1:16 and 1:17 map to
  // the product's 1:17 and 1:16: each key still has one run of verses).
  const fromFirst = new Int32Array(product.keys.length).fill(-1);
  const fromLast = new Int32Array(product.keys.length).fill(-1);
  const covering = new Int32Array(product.keys.length);
  for (let i = 0; i < n; i++) {
    for (let p = first[i]; p <= last[i]; p++) {
      if (fromFirst[p] < 0 || i < fromFirst[p]) fromFirst[p] = i;
      fromLast[p] = Math.max(fromLast[p], i);
      covering[p]++;
    }
  }
  covering.forEach((count, p) => {
    if (count > 0 && count !== fromLast[p] - fromFirst[p] + 1) {
      throw new Error(`numbering: book ${book}, the verses that map to ${placeOf(product.keys[p]).join(':')} are not consecutive`);
    }
  });
  return {
    verses: translation.keys,
    product: product.keys,
    first,
    last,
    fromFirst,
    fromLast,
    indexOf: (chapter, verse) => translation.positions.get(place(chapter, verse)) ?? -1,
    productIndexOf: (chapter, verse) => product.positions.get(place(chapter, verse)) ?? -1,
  };
}

/** What the generator knows of one book, to be written as data. */
export interface BookAlignmentData {
  book: number;
  /** The translation's verses in order. */
  verses: ReadonlyArray<readonly [chapter: number, verse: number]>;
  /** For each of them, the first and last index of the product's verses of the book it maps to. */
  ranges: ReadonlyArray<readonly [first: number, last: number]>;
}

/**
 * Writes a numbering's data text (the reverse of parseNumbering): the
 * chapters whose verses differ from the product's table, then the verses
 * that are not their own product key, in runs, then the absent keys.
 * @example formatNumbering(['Darby'], books).split('\n')[1] // '# Darby'
 */
export function formatNumbering(header: readonly string[], books: readonly BookAlignmentData[]): string {
  const lines = ['# Generated by npm run versification: do not edit (docs/decisions/translations.md).', ...header.map((h) => `# ${h}`)];
  const shapes: string[] = [];
  const maps: string[] = [];
  const absent: string[] = [];
  for (const { book, verses, ranges } of books) {
    const product = productSide(book);
    const productCounts = verseCounts()[book - 1] ?? [];
    // The translation's chapter table, where it differs.
    const chapters = verses.length === 0 ? 0 : verses[verses.length - 1][0];
    if (chapters !== productCounts.length) shapes.push(`chapters ${book} ${chapters}`);
    for (let c = 1; c <= chapters; c++) {
      const numbers = verses.filter(([vc]) => vc === c).map(([, v]) => v);
      const lastVerse = numbers.length === 0 ? 0 : numbers[numbers.length - 1];
      const skipped: number[] = [];
      for (let v = 1, k = 0; v <= lastVerse; v++) {
        if (numbers[k] === v) k++;
        else skipped.push(v);
      }
      if (lastVerse !== productCounts[c - 1] || skipped.length > 0) {
        shapes.push(`verses ${book} ${c} ${lastVerse}${skipped.map((s) => ` -${s}`).join('')}`);
      }
    }
    // The map's exceptions, in runs.
    const name = (side: 'translation' | 'product', from: number, to: number): string => {
      const [c0, v0] = side === 'translation' ? verses[from] : placeOf(product.keys[from]);
      if (from === to) return `${c0}:${v0}`;
      const [c1, v1] = side === 'translation' ? verses[to] : placeOf(product.keys[to]);
      return c1 === c0 ? `${c0}:${v0}-${v1}` : `${c0}:${v0}-${c1}:${v1}`;
    };
    const isOwn = (i: number) => ranges[i][0] === ranges[i][1] && product.keys[ranges[i][0]] === place(...verses[i]);
    const single = (i: number) => ranges[i][0] === ranges[i][1];
    for (let i = 0; i < verses.length; ) {
      if (isOwn(i)) {
        i++;
        continue;
      }
      let j = i;
      if (single(i)) {
        // One to one, in order, within a chapter on each side…
        while (
          j + 1 < verses.length &&
          !isOwn(j + 1) &&
          single(j + 1) &&
          ranges[j + 1][0] === ranges[j][0] + 1 &&
          verses[j + 1][0] === verses[i][0] &&
          placeOf(product.keys[ranges[j + 1][0]])[0] === placeOf(product.keys[ranges[i][0]])[0]
        ) {
          j++;
        }
        // …or many to one.
        if (j === i) {
          while (j + 1 < verses.length && single(j + 1) && ranges[j + 1][0] === ranges[i][0] && verses[j + 1][0] === verses[i][0]) j++;
        }
      }
      const productTo = j > i && ranges[j][0] === ranges[i][0] ? ranges[i][0] : ranges[j][1];
      maps.push(`map ${book} ${name('translation', i, j)} ${name('product', ranges[i][0], productTo)}`);
      i = j + 1;
    }
    // Product keys no verse maps to, in runs within a chapter.
    const covered = new Uint8Array(product.keys.length);
    for (const [f, l] of ranges) covered.fill(1, f, l + 1);
    for (let p = 0; p < product.keys.length; ) {
      if (covered[p]) {
        p++;
        continue;
      }
      let q = p;
      while (q + 1 < product.keys.length && !covered[q + 1] && placeOf(product.keys[q + 1])[0] === placeOf(product.keys[p])[0]) q++;
      absent.push(`absent ${book} ${name('product', p, q)}`);
      p = q + 1;
    }
  }
  const section = (title: string, body: string[]) => (body.length > 0 ? [`# ${title}`, ...body] : []);
  return [
    ...lines,
    ...section('Chapters whose verses differ from the product table: book chapter last-verse, -n a number it skips.', shapes),
    ...section('Verses that are not the product key of their own number: book verses product-keys.', maps),
    ...section('Product keys no verse maps to: book keys.', absent),
  ].join('\n') + '\n';
}
