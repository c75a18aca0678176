/**
 * The verses of the reading plan's chapters (GET /api/bible1an), read from
 * the same tables as a chapter (db/reader.ts). Which chapters a date reads
 * is pure code (@parole/bible, plan.ts): the database only gives the text.
 *
 * The plan's chapters are the product's (the chapter table's). In another
 * translation, a day reads that translation's verses that hold those
 * chapters' keys, in its numbering (issue 41): Darby's Genèse 32:1 (Segond's
 * 31:55) on the day of Genèse 31, so that the year reads every verse once.
 */
import { chapterVerseRange, type ChapterRef, type Verse } from '@parole/bible';
import { once } from '../memo.js';
import type { Database } from './sqlite.js';
import { PRODUCT_TABLES, type TextTables } from './tables.js';
import { keyedVersesSql, toVerse, type VerseRow } from './verses.js';

export interface PlanStore {
  /**
   * The verses of these chapters of the product, chapter after chapter in
   * the given order, each verse once.
   * @example (await plan.getVerses([{ book: 43, chapter: 3 }]))[15].verset // 16
   */
  getVerses(chapters: readonly ChapterRef[]): Promise<Verse[]>;
}

/**
 * The plan's query of `db` on a translation's tables (Louis Segond 1910's by
 * default), prepared on first use and finalized when `db` closes.
 * @example const plan = createPlanStore(db);
 */
export function createPlanStore(db: Database, tables: TextTables = PRODUCT_TABLES): PlanStore {
  const statement = once(() => db.prepare(keyedVersesSql(tables)));

  return {
    async getVerses(chapters) {
      const verseQuery = await statement();
      const perChapter = await Promise.all(
        chapters.map(({ book, chapter }) => verseQuery.all<VerseRow>(chapterVerseRange(book, chapter))),
      );
      // A verse that holds keys of two of the chapters (cut elsewhere at a chapter's end) is read once, with the first.
      const seen = new Set<number>();
      return perChapter.flat().filter((row) => !seen.has(row.id) && seen.add(row.id)).map(toVerse);
    },
  };
}
