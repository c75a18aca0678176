/**
 * Reading a chapter: its verses, the book's chapter list and its headings,
 * in the shape of the API contract (the French fields of chapter items and
 * headings are written here, those of verses in verses.ts).
 */
import { chapterVerseRange, verseId, type ChapterItem, type ChapterResponse, type Heading } from '@parole/bible';
import { once } from '../memo.js';
import type { Database } from './sqlite.js';
import { PRODUCT_TABLES, type TextTables } from './tables.js';
import { chapterVersesSql, toVerse, type VerseRow } from './verses.js';

/** A row of the chapters table, as the chapter list reads it. */
interface ChapterRow {
  id: number;
  chapter: number;
}

/** A row of the headings table, as a chapter reads it. */
interface HeadingRow {
  before_verse: number;
  level: Heading['niveau'];
  text: string;
}

/** @example toChapterItem({ id: 43003, chapter: 3 }) // { id: 43003, chapitre: 3 } */
const toChapterItem = (r: ChapterRow): ChapterItem => ({ id: r.id, chapitre: r.chapter });

/** @example toHeading({ before_verse: 1, level: 's', text: 'Entretien…' }) // { avant: 1, niveau: 's', texte: 'Entretien…' } */
const toHeading = (r: HeadingRow): Heading => ({ avant: r.before_verse, niveau: r.level, texte: r.text });

export interface ChapterStore {
  /**
   * Chapter `chapter` of book `book` in the store's translation (in its
   * numbering), or null when the database has no verse for it.
   * @example (await chapters.getChapter(43, 3))?.versets[15].texte // '<span class="wj">Car Dieu a tant aimé…'
   */
  getChapter(book: number, chapter: number): Promise<ChapterResponse | null>;
}

/**
 * The chapter queries of `db` on a translation's tables (Louis Segond
 * 1910's by default), prepared once on first use (so that building the app
 * stays synchronous) and finalized when `db` closes.
 * @example const chapters = createChapterStore(db);
 * @example const darby = createChapterStore(db, textTables('darby'));
 */
export function createChapterStore(db: Database, tables: TextTables = PRODUCT_TABLES): ChapterStore {
  const statements = once(() =>
    Promise.all([
      db.prepare(chapterVersesSql(tables.verses)),
      db.prepare(`SELECT id, chapter FROM ${tables.chapters} WHERE book_id = ? ORDER BY chapter`),
      db.prepare(`SELECT before_verse, level, text FROM ${tables.headings} WHERE book_id = ? AND chapter = ? ORDER BY ord`),
    ]),
  );

  return {
    async getChapter(book, chapter) {
      const [verseQuery, chapterListQuery, headingQuery] = await statements();
      const [verses, chapters, headings] = await Promise.all([
        verseQuery.all<VerseRow>(chapterVerseRange(book, chapter)),
        chapterListQuery.all<ChapterRow>([book]),
        headingQuery.all<HeadingRow>([book, chapter]),
      ]);
      if (verses.length === 0) return null;
      return { versets: verses.map(toVerse), chapitres: chapters.map(toChapterItem), titres: headings.map(toHeading), traduction_id: tables.id };
    },
  };
}

/** A verse as plain text (no notes, no markup): what the AI helper sends to its provider. */
export interface PlainVerseRow {
  verse: number;
  text: string;
}

export interface ChapterTextStore {
  /**
   * The plain text of chapter `chapter` of book `book`, verse by verse, or
   * null when the database has no verse for it.
   * @example (await texts.chapterText(43, 3))?.[15] // { verse: 16, text: 'Car Dieu a tant aimé le monde…' }
   */
  chapterText(book: number, chapter: number): Promise<PlainVerseRow[] | null>;
  /**
   * The plain text of verses `first` to `last` of a chapter, those the
   * database has: a passage's glimpse reads no more of its chapter than it
   * shows (routes/passages.ts).
   * @example (await texts.versesText(43, 3, 16, 18)).map((v) => v.verse) // [16, 17, 18]
   */
  versesText(book: number, chapter: number, first: number, last: number): Promise<PlainVerseRow[]>;
}

/**
 * The plain text of a translation's chapters (Louis Segond 1910's by
 * default), read by the primary key's range as a chapter is; the statement
 * is prepared on first use and finalized when `db` closes.
 * @example const texts = createChapterTextStore(db);
 */
export function createChapterTextStore(db: Database, tables: TextTables = PRODUCT_TABLES): ChapterTextStore {
  const statement = once(() => db.prepare(`SELECT verse, plain AS text FROM ${tables.verses} WHERE id BETWEEN ? AND ? ORDER BY id`));
  return {
    async chapterText(book, chapter) {
      const rows = await (await statement()).all<PlainVerseRow>(chapterVerseRange(book, chapter));
      return rows.length === 0 ? null : rows;
    },
    async versesText(book, chapter, first, last) {
      return (await statement()).all<PlainVerseRow>([verseId(book, chapter, first), verseId(book, chapter, last)]);
    },
  };
}
