/**
 * The text of a chapter as the speech synthesizer reads it: each verse's
 * plain text (no notes, no markup, no verse numbers), in order, in the
 * translation asked for (issue 41: Louis Segond 1910's by default), in that
 * translation's numbering.
 */
import { DEFAULT_TRANSLATION } from '@parole/bible';
import { createChapterTextStore, type ChapterTextStore, type PlainVerseRow } from './reader.js';
import type { Database } from './sqlite.js';
import { textTables } from './tables.js';

export interface AudioTextStore {
  /**
   * Each verse of the chapter of `translation` (the default's when absent),
   * in order, with its plain text; null when the database has no verse for
   * it. The translation is one the server has (the route checks it first).
   * @example (await texts.chapterText(19, 117))?.map((v) => v.verse) // [1, 2]
   * @example (await texts.chapterText(1, 32, 'darby'))?.length // 33: Darby's Genèse 32
   */
  chapterText(book: number, chapter: number, translation?: string): Promise<PlainVerseRow[] | null>;
}

/**
 * Each translation's chapter text of `db` (db/reader.ts's, on that
 * translation's tables), its query prepared on first use and finalized when
 * `db` closes.
 */
export function createAudioTextStore(db: Database): AudioTextStore {
  const stores = new Map<string, ChapterTextStore>();
  return {
    chapterText(book, chapter, translation = DEFAULT_TRANSLATION) {
      let store = stores.get(translation);
      if (!store) {
        store = createChapterTextStore(db, textTables(translation));
        stores.set(translation, store);
      }
      return store.chapterText(book, chapter);
    },
  };
}
