/**
 * Reading a chapter: its verses, the book's chapter list and its headings,
 * in the shape of the API contract.
 */
import type { ChapterItem, ChapterResponse, Heading } from '@parole/bible';
import { once } from '../memo.js';
import type { Database } from './sqlite.js';
import { CHAPTER_VERSES_SQL, chapterRange, toVerset, type VerseRow } from './verses.js';

export interface ChapterStore {
  /**
   * The chapter `chapitre` of book `livre`, or null when the database has no
   * verse for it.
   * @example (await chapters.getChapter(43, 3))?.versets[15].texte // '<span class="wj">Car Dieu a tant aimé…'
   */
  getChapter(livre: number, chapitre: number): Promise<ChapterResponse | null>;
}

/**
 * The chapter queries of `db`, prepared once on first use (so that building
 * the app stays synchronous) and finalized when `db` closes.
 * @example const chapters = createChapterStore(db);
 */
export function createChapterStore(db: Database): ChapterStore {
  const statements = once(() =>
    Promise.all([
      db.prepare(CHAPTER_VERSES_SQL),
      db.prepare('SELECT id, chapitre FROM chapitres WHERE livre_id = ? ORDER BY chapitre'),
      db.prepare('SELECT avant, niveau, texte FROM titres WHERE livre_id = ? AND chapitre = ? ORDER BY ord'),
    ]),
  );

  return {
    async getChapter(livre, chapitre) {
      const [verses, chapterList, headings] = await statements();
      const [rows, chapitres, titres] = await Promise.all([
        verses.all<VerseRow>(chapterRange(livre, chapitre)),
        chapterList.all<ChapterItem>([livre]),
        headings.all<Heading>([livre, chapitre]),
      ]);
      if (rows.length === 0) return null;
      return { versets: rows.map(toVerset), chapitres, titres };
    },
  };
}
