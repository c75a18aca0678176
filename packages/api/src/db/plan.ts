/**
 * The verses of the reading plan's chapters (GET /api/bible1an), read from
 * the same tables as a chapter (db/reader.ts). Which chapters a date reads
 * is pure code (@parole/bible, plan.ts): the database only gives the text.
 */
import { chapterVerseRange, type ChapterRef, type Verse } from '@parole/bible';
import { once } from '../memo.js';
import type { Database } from './sqlite.js';
import { CHAPTER_VERSES_SQL, toVerse, type VerseRow } from './verses.js';

export interface PlanStore {
  /**
   * The verses of these chapters, chapter after chapter in the given order.
   * @example (await plan.getVerses([{ book: 43, chapter: 3 }]))[15].verset // 16
   */
  getVerses(chapters: readonly ChapterRef[]): Promise<Verse[]>;
}

/**
 * The plan's query of `db`, prepared on first use and finalized when `db` closes.
 * @example const plan = createPlanStore(db);
 */
export function createPlanStore(db: Database): PlanStore {
  const statement = once(() => db.prepare(CHAPTER_VERSES_SQL));

  return {
    async getVerses(chapters) {
      const verseQuery = await statement();
      const perChapter = await Promise.all(
        chapters.map(({ book, chapter }) => verseQuery.all<VerseRow>(chapterVerseRange(book, chapter))),
      );
      return perChapter.flat().map(toVerse);
    },
  };
}
