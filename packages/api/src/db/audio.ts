/**
 * The text of a chapter as the speech synthesizer reads it: each verse's
 * plain text (no notes, no markup, no verse numbers), in order.
 */
import { chapterVerseRange, verseOfId } from '@parole/bible';
import { once } from '../memo.js';
import type { Database } from './sqlite.js';

/** A verse as the synthesizer reads it: its number and its plain text. */
export interface SpokenVerse {
  verse: number;
  text: string;
}

export interface AudioTextStore {
  /**
   * Each verse of the chapter, in order, with its plain text; null when the
   * database has no verse for it.
   * @example (await texts.chapterText(19, 117))?.map((v) => v.verse) // [1, 2]
   */
  chapterText(book: number, chapter: number): Promise<SpokenVerse[] | null>;
}

/** The query of `db`, prepared on first use and finalized when `db` closes. */
export function createAudioTextStore(db: Database): AudioTextStore {
  const statement = once(() => db.prepare('SELECT id, plain FROM verses WHERE id BETWEEN ? AND ? ORDER BY id'));
  return {
    async chapterText(book, chapter) {
      const rows = await (await statement()).all<{ id: number; plain: string }>(chapterVerseRange(book, chapter));
      return rows.length > 0 ? rows.map((r) => ({ verse: verseOfId(r.id), text: r.plain })) : null;
    },
  };
}
