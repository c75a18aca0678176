/**
 * From a translation's USFM files to its verses in its own numbering, each
 * with the product keys it maps to (issue 41, docs/decisions/translations.md,
 * "Storage"). Louis Segond 1910, the product's own text, is bible.ts's
 * (importBible); every other translation is read here:
 *
 * - one with numbering data (`darby`, `martin`: @parole/bible's
 *   versification) must have exactly the chapters and verse numbers of its
 *   data, every book of the canon, and its verses map to the keys the data
 *   says (Darby's Genèse 32:1 to Segond's 31:55);
 * - any other (an operator's, configured) maps one to one onto the
 *   product's keys where its verses exist: it may hold some books or
 *   chapters only, but each verse must be a verse of the chapter table, in
 *   order.
 *
 * Nothing is written anywhere until this succeeds.
 */
import {
  BOOKS,
  chapterCountIn,
  isTranslationId,
  readInProductNumbering,
  toProduct,
  verseCount,
  verseId,
  verseNumbersIn,
  type Book,
  type TranslationId,
} from '@parole/bible';
import { bibleHeading, bibleVerse, bookOfFile, type BibleBook } from './bible.js';
import { applyErrata } from './errata.js';
import type { UsfmFile } from './source.js';
import { parseUsfmBook, type SourceVerse } from './usfm.js';

/**
 * Parses translation `id`'s files into its books, in canon order, each verse
 * with its product keys. Throws an Error naming the translation, book,
 * chapter and verse of the first problem found.
 * @example importTranslation('darby', await readUsfmDir(dir))[0].verses.find((v) => v.chapter === 32 && v.verse === 1)?.keys // [1031055]
 */
export function importTranslation(id: string, files: readonly UsfmFile[]): BibleBook[] {
  const numbering = isTranslationId(id) && !readInProductNumbering(id) ? id : null;
  const byId = new Map<number, BibleBook>();
  for (const file of files) {
    const book = bookOfFile(file);
    if (!book) continue;
    const name = `${id}: ${book.name} (${book.code})`;
    if (byId.has(book.id)) throw new Error(`${file.name}: ${name} appears in two files`);
    const parsed = parseUsfmBook(applyErrata(book.code, file.content), file.name);
    if (numbering) checkNumbering(numbering, book, parsed.verses, file, name);
    else checkProductVerses(book, parsed.verses, file, name);
    const versesPerChapter: number[] = [];
    for (const v of parsed.verses) versesPerChapter[v.chapter - 1] = (versesPerChapter[v.chapter - 1] ?? 0) + 1;
    byId.set(book.id, {
      book,
      versesPerChapter,
      verses: parsed.verses.map((v) => ({
        ...bibleVerse(book, v, file, name),
        keys: numbering ? toProduct(numbering, book.id, v.chapter, v.verse) : [verseId(book.id, v.chapter, v.verse)],
      })),
      headings: parsed.headings.map((h, ord) => bibleHeading(book, h, ord, file, name)),
    });
  }
  if (numbering) {
    const missing = BOOKS.filter((b) => !byId.has(b.id));
    if (missing.length > 0) {
      throw new Error(`${id}: expected the 66 books of the canon, found ${byId.size}; missing: ${missing.map((b) => `${b.name} (${b.code})`).join(', ')}`);
    }
  } else if (byId.size === 0) {
    throw new Error(`${id}: no book of the canon in its USFM files`);
  }
  return BOOKS.flatMap((b) => byId.get(b.id) ?? []);
}

/** The verses of each chapter of a book, in the order read. */
function chaptersOf(verses: readonly SourceVerse[]): Map<number, SourceVerse[]> {
  const chapters = new Map<number, SourceVerse[]>();
  for (const v of verses) {
    const list = chapters.get(v.chapter);
    if (list) list.push(v);
    else chapters.set(v.chapter, [v]);
  }
  return chapters;
}

/** A book of a translation with numbering data has exactly its chapters and verse numbers, in order. */
function checkNumbering(translation: TranslationId, book: Book, verses: readonly SourceVerse[], file: UsfmFile, name: string): void {
  const chapters = chaptersOf(verses);
  const expected = chapterCountIn(translation, book.id);
  const read = [...chapters.keys()];
  if (read.length !== expected || read.some((c, i) => c !== i + 1)) {
    throw new Error(`${name}: chapters ${read.join(', ')} found, its numbering has 1 to ${expected} (${file.name})`);
  }
  for (const [chapter, list] of chapters) {
    const numbers = verseNumbersIn(translation, book.id, chapter);
    const at = list.findIndex((v, i) => v.verse !== numbers[i]);
    if (at >= 0 || list.length !== numbers.length) {
      const v = list[at >= 0 ? at : Math.min(list.length, numbers.length) - 1]!;
      throw new Error(
        `${name} ${chapter}: verses ${list.map((x) => x.verse).join(', ')} found, its numbering has ${numbers.join(', ')} (${file.name} line ${v.line})`,
      );
    }
  }
}

/** A book of a translation without numbering data: verses of the chapter table, in order, each once. */
function checkProductVerses(book: Book, verses: readonly SourceVerse[], file: UsfmFile, name: string): void {
  let last = 0;
  for (const v of verses) {
    const at = `${file.name} line ${v.line}`;
    if (v.chapter < 1 || v.chapter > book.chapters) throw new Error(`${name}: chapter ${v.chapter}, the chapter table has ${book.chapters} (${at})`);
    if (v.verse < 1 || v.verse > verseCount(book.id, v.chapter)) {
      throw new Error(
        `${name} ${v.chapter}:${v.verse}: the chapter table's ${book.name} ${v.chapter} has ${verseCount(book.id, v.chapter)} verses; a translation without numbering data is numbered as it is (${at})`,
      );
    }
    const id = verseId(book.id, v.chapter, v.verse);
    if (id <= last) throw new Error(`${name} ${v.chapter}:${v.verse}: out of order or twice (${at})`);
    last = id;
  }
}
