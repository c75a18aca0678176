/**
 * A verse's cross references (issue 43) as GET /api/references answers
 * them, composed in one place for the server and the service worker: the
 * server reads the targets from its database, the worker joins a book's
 * rows without texts (GET /api/references-livre) with the downloaded
 * chapters (docs/decisions/crossrefs.md, "Offline"). One formatting, so that
 * the answer offline is the answer online.
 */
import type { CrossReferencesCredit, CrossReferencesResponse, Verse } from './contract/types.js';
import { placeOfVerse, verseId } from './ids.js';
import { formatRangeReference, formatReference } from './reference.js';
import { fromProduct, toProduct } from './versification/keys.js';
import { PRODUCT_NUMBERING, readInProductNumbering } from './versification/reading.js';
import { isTranslationId } from './versification/versification.js';

/** A cross reference in a translation: its first verse, whole, the id of its last (in the translation's numbering), its votes. */
export interface TranslatedReference {
  verse: Verse;
  /** The id of its last verse: the first's for a single verse. */
  lastId: number;
  votes: number;
}

/**
 * A book's cross references without texts, in product keys: for each verse
 * key that has any, `[first, votes]` for a single verse or `[first, votes,
 * last]` for a range, in the order of the votes (most first). What
 * GET /api/references-livre/{livre} answers in `references`.
 */
export type BookReferenceRows = Record<string, number[][]>;

/**
 * The answer of GET /api/references for a verse, from all its references
 * in the translation (sorted: `sortTranslatedReferences`), cut to `limit`.
 * @example crossReferencesDocument({ book: 43, chapter: 3, verse: 16 }, all, 10, credit, 'lsg').references[0].reference // "Romains 5:8"
 */
export function crossReferencesDocument(
  asked: { book: number; chapter: number; verse: number },
  all: readonly TranslatedReference[],
  limit: number,
  source: CrossReferencesCredit,
  translation: string,
): CrossReferencesResponse {
  return {
    reference: formatReference(asked),
    references: all.slice(0, limit).map(({ verse: first, lastId, votes }) => {
      const last = placeOfVerse(lastId);
      return {
        reference: formatRangeReference({ book: first.livre_id, chapter: first.chapitre, verse: first.verset }, last),
        verset: first,
        fin: lastId === first.id ? null : { livre_id: last.book, chapitre: last.chapter, verset: last.verse },
        votes,
      };
    }),
    total: all.length,
    source,
    traduction_id: translation,
  };
}

/**
 * The order of a verse's references: most voted first, then in the Bible's
 * order (first verse, then last).
 * @example sortTranslatedReferences(list)[0].votes // the most
 */
export function sortTranslatedReferences(list: TranslatedReference[]): TranslatedReference[] {
  return list.sort((a, b) => b.votes - a.votes || a.verse.id - b.verse.id || a.lastId - b.lastId);
}

/** Whether a translation's verses map to the product's keys through its numbering data (Darby, Martin) rather than being them. */
const mapped = (translation: string) => isTranslationId(translation) && !readInProductNumbering(translation);

/**
 * The product keys of a translation's verse (its own numbering): as the
 * server reads its references.
 * @example productKeysOf('darby', 1, 32, 1) // [1031055]
 */
export function productKeysOf(translation: string, book: number, chapter: number, verse: number): number[] {
  return isTranslationId(translation) && mapped(translation) ? toProduct(translation, book, chapter, verse) : [verseId(book, chapter, verse)];
}

/** The product keys from `first` to `last`, in the Bible's order (the chapter table's verses). */
function keysBetween(first: number, last: number): number[] {
  const keys: number[] = [];
  let { book, chapter, verse } = placeOfVerse(first);
  for (let id = first; id <= last && keys.length < 10_000; ) {
    if (verse <= PRODUCT_NUMBERING.lastVerse(book, chapter)) {
      keys.push(id);
      verse++;
    } else if (chapter < PRODUCT_NUMBERING.chapterCount(book)) {
      chapter++;
      verse = 1;
    } else {
      book++;
      chapter = 1;
      verse = 1;
      if (PRODUCT_NUMBERING.chapterCount(book) === 0) break;
    }
    id = verseId(book, chapter, verse);
  }
  return keys;
}

/**
 * A range of product keys read in a translation: the ids of its first and
 * last verses covering them, or null when it has none of them (as the
 * server's query, db/crossrefs.ts).
 * @example targetIn('darby', 1031055, 1031055) // [1032001, 1032001]
 */
export function targetIn(translation: string, first: number, last: number): [number, number] | null {
  if (!mapped(translation)) return [first, last];
  let low = Infinity;
  let high = -Infinity;
  for (const key of keysBetween(first, last)) {
    for (const v of fromProduct(translation as never, key)) {
      const id = verseId(v.book, v.chapter, v.verse);
      if (id < low) low = id;
      if (id > high) high = id;
    }
  }
  return low === Infinity ? null : [low, high];
}

/**
 * A verse's references in a translation, joined from the books' rows
 * without texts and the translation's verses: what the server's database
 * query gives, composed on the device (the service worker, offline). A
 * target two keys share, or that two targets become in the translation, is
 * kept once with the more votes. Undefined when a verse needed is not at
 * hand (`verseOf` answered undefined): the caller asks the network.
 * @example joinCrossReferences('lsg', [43003016], rowsOf, verseOf)![0].verse.id // 45005008
 */
export function joinCrossReferences(
  translation: string,
  keys: readonly number[],
  rowsOf: (key: number) => readonly number[][] | undefined,
  verseOf: (id: number) => Verse | undefined,
): TranslatedReference[] | undefined {
  const found = new Map<string, TranslatedReference>();
  for (const key of keys) {
    for (const [first, votes, last = first] of rowsOf(key) ?? []) {
      const target = targetIn(translation, first!, last);
      if (target === null) continue;
      const name = `${target[0]} ${target[1]}`;
      const same = found.get(name);
      if (same) {
        same.votes = Math.max(same.votes, votes!);
        continue;
      }
      const verse = verseOf(target[0]);
      if (verse === undefined) return undefined;
      found.set(name, { verse, lastId: target[1], votes: votes! });
    }
  }
  return sortTranslatedReferences([...found.values()]);
}
