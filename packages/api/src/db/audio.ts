/**
 * The text of a chapter as the speech synthesizer reads it: each verse's
 * plain text (no notes, no markup, no verse numbers), in order.
 */
import { chapterVerseRange } from '@parole/bible';
import { once } from '../memo.js';
import type { Database } from './sqlite.js';

export interface AudioTextStore {
  /**
   * The plain text of each verse of the chapter, in order; null when the
   * database has no verse for it.
   * @example (await texts.chapterText(19, 117))?.length // 2
   */
  chapterText(book: number, chapter: number): Promise<string[] | null>;
}

/** The query of `db`, prepared on first use and finalized when `db` closes. */
export function createAudioTextStore(db: Database): AudioTextStore {
  const statement = once(() => db.prepare('SELECT plain FROM verses WHERE id BETWEEN ? AND ? ORDER BY id'));
  return {
    async chapterText(book, chapter) {
      const rows = await (await statement()).all<{ plain: string }>(chapterVerseRange(book, chapter));
      return rows.length > 0 ? rows.map((r) => r.plain) : null;
    },
  };
}
