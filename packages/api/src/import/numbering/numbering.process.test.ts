/**
 * Each translation's numbering, as committed in packages/bible's data, held
 * to the texts over the whole Bible (docs/decisions/translations.md, "Tests"):
 * regenerating it changes nothing; every verse of the text maps, once, to
 * product keys; the absent keys are the documented ones; and mapped verses
 * share more words than their neighbours do.
 */
import path from 'node:path';
import { BOOKS, TRANSLATION_IDS, chapterCountIn, fromProduct, numberingData, toProduct, verseId, verseNumbersIn, type TranslationId } from '@parole/bible';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config.js';
import { readUsfmDir } from '../source.js';
import { alignmentWords } from './align.js';
import { alignTranslation, generatedNumbering, productText, readTranslation, type TranslationText } from './generate.js';
import { NUMBERING_SOURCES, type NumberingSource } from './sources.js';

const TEXTS_DIR = process.env.BIBLE_TEXTS_DIR ?? path.resolve(REPO_ROOT, '..', 'shared', 'bible');
/** Reading and aligning three Bibles: a few seconds of a core, several times that on a busy machine. */
const SLOW = 180_000;

const texts = new Map<string, TranslationText>();
let product: TranslationText;

beforeAll(async () => {
  for (const source of NUMBERING_SOURCES) texts.set(source.id, readTranslation(await readUsfmDir(path.join(TEXTS_DIR, source.folder))));
  product = productText(texts.get(NUMBERING_SOURCES.find((s) => s.reference)!.id)!);
}, SLOW);

const place = (book: number, chapter: number, verse: number) => `${book} ${chapter}:${verse}`;
const idOf = (source: NumberingSource) => source.id as TranslationId;

describe('the translations’ numberings', () => {
  it('are the sources’ translations, each with its data', () => {
    expect([...TRANSLATION_IDS]).toEqual(NUMBERING_SOURCES.map((s) => s.id));
  });

  it('are what the generator makes of the texts: regenerating changes nothing', { timeout: SLOW }, () => {
    for (const source of NUMBERING_SOURCES) {
      const books = alignTranslation(texts.get(source.id)!, product, source.reference === true);
      expect(generatedNumbering(source, books), `${source.id}: run npm run versification`).toBe(numberingData(idOf(source)));
    }
  });
});

describe.each(NUMBERING_SOURCES)('$id’s numbering, over the whole Bible', (source) => {
  const id = idOf(source);

  it('has the text’s chapters and verses, and maps every verse to product keys', () => {
    texts.get(id)!.forEach((verses, b) => {
      const book = b + 1;
      const chapters = [...new Set(verses.map((v) => v.chapter))];
      expect(chapterCountIn(id, book), BOOKS[b].name).toBe(chapters.length);
      for (const chapter of chapters) {
        expect(verseNumbersIn(id, book, chapter), `${BOOKS[b].name} ${chapter}`).toEqual(verses.filter((v) => v.chapter === chapter).map((v) => v.verse));
      }
      for (const v of verses) expect(toProduct(id, book, v.chapter, v.verse).length, place(book, v.chapter, v.verse)).toBeGreaterThan(0);
    });
  });

  it('maps each verse once: a key’s verses are exactly those that map to it', () => {
    texts.get(id)!.forEach((verses, b) => {
      const book = b + 1;
      const covering = new Map<number, string[]>();
      for (const v of verses) {
        for (const key of toProduct(id, book, v.chapter, v.verse)) covering.set(key, [...(covering.get(key) ?? []), place(book, v.chapter, v.verse)]);
      }
      for (const [key, from] of covering) {
        expect(fromProduct(id, key).map((v) => place(v.book, v.chapter, v.verse)), `${key}`).toEqual(from);
      }
    });
  });

  it('leaves exactly the documented product keys without a verse', () => {
    const absent: string[] = [];
    product.forEach((verses, b) => {
      for (const v of verses) if (fromProduct(id, verseId(b + 1, v.chapter, v.verse)).length === 0) absent.push(place(b + 1, v.chapter, v.verse));
    });
    expect(absent).toEqual(Object.keys(source.absent));
  });

  it('maps verses to product verses that share more words with them than their neighbours do', () => {
    const found: string[] = [];
    texts.get(id)!.forEach((verses, b) => found.push(...wordOverlapFailures(id, b + 1, verses, product[b])));
    expect(found).toEqual(Object.keys(source.wordExceptions));
  });
});

const words = new WeakMap<TranslationText[number], Array<Set<string>>>();

/** The words of each verse of a book, computed once (the product's serve every translation). */
function wordsOf(verses: TranslationText[number]): Array<Set<string>> {
  if (!words.has(verses)) words.set(verses, verses.map((v) => new Set(alignmentWords(v.text))));
  return words.get(verses)!;
}

/**
 * The verses that fail the word test (docs/decisions/translations.md,
 * "Tests"). A verse's overlap with product verses is the idf of the words
 * they share (alignmentWords: folded, three letters or more, cut to six;
 * idf over the book's verses of both texts). Fails:
 * - a verse mapped otherwise than to its own number whose keys share fewer
 *   words with it than the product verse just before them, or just after;
 * - a verse around which three consecutive verses (it and its neighbours)
 *   share fewer words, together, with their keys than with the product
 *   verses just before their keys, or just after.
 */
function wordOverlapFailures(id: TranslationId, book: number, verses: TranslationText[number], productVerses: TranslationText[number]): string[] {
  const productWords = wordsOf(productVerses);
  const words = wordsOf(verses);
  const documents = new Map<string, number>();
  for (const set of [...productWords, ...words]) for (const w of set) documents.set(w, (documents.get(w) ?? 0) + 1);
  const idf = (w: string) => Math.log((productWords.length + words.length) / documents.get(w)!);
  const index = new Map(productVerses.map((v, i) => [verseId(book, v.chapter, v.verse), i]));
  const overlap = (i: number, keys: readonly number[]) => {
    const shared = new Set(keys.filter((k) => k >= 0 && k < productWords.length).flatMap((k) => [...productWords[k]]));
    let sum = 0;
    for (const w of words[i]) if (shared.has(w)) sum += idf(w);
    return sum;
  };
  const mapped: number[] = [];
  const before: number[] = [];
  const after: number[] = [];
  const own: boolean[] = [];
  verses.forEach((v, i) => {
    const keys = toProduct(id, book, v.chapter, v.verse).map((key) => index.get(key)!);
    mapped.push(overlap(i, keys));
    before.push(overlap(i, [keys[0] - 1]));
    after.push(overlap(i, [keys[keys.length - 1] + 1]));
    own.push(keys.length === 1 && productVerses[keys[0]].chapter === v.chapter && productVerses[keys[0]].verse === v.verse);
  });
  const sum = (values: number[], i: number) => values.slice(Math.max(0, i - 1), i + 2).reduce((a, b) => a + b, 0);
  const failures: string[] = [];
  verses.forEach((v, i) => {
    const alone = !own[i] && (before[i] > mapped[i] || after[i] > mapped[i]);
    const together = sum(before, i) > sum(mapped, i) || sum(after, i) > sum(mapped, i);
    if (alone || together) failures.push(place(book, v.chapter, v.verse));
  });
  return failures;
}
