/**
 * Verses in the shape of the API contract (`Verse`: the verse and its book's
 * name and abbreviation), read the same way by every store. The tables are
 * English (import/build.ts); this is the one place where a verse's columns
 * become the contract's French fields.
 */
import type { Verse } from '@parole/bible';
import type { TextTables } from './tables.js';

/**
 * The columns a Verse is made of, in queries that name the verses table `v`
 * and join the books table as `b`.
 */
export const VERSE_COLUMNS = 'v.id, v.book_id, v.chapter, v.verse, v.html, b.name, b.abbr';

/** A row of VERSE_COLUMNS. */
export interface VerseRow {
  id: number;
  book_id: number;
  chapter: number;
  verse: number;
  html: string;
  name: string;
  abbr: string;
}

/**
 * The contract's Verse of a row.
 * @example toVerse(row) // { id: 43003016, livre_id: 43, chapitre: 3, verset: 16, texte: '…', livre: { nom: 'Jean', abr: 'Jn' } }
 */
export const toVerse = (r: VerseRow): Verse => ({
  id: r.id,
  livre_id: r.book_id,
  chapitre: r.chapter,
  verset: r.verse,
  texte: r.html,
  livre: { nom: r.name, abr: r.abbr },
});

/**
 * The verses of one chapter of a translation's `verses` table, in order: a
 * chapter is one range of the verse ids, so of the primary key; bind
 * @parole/bible's chapterVerseRange(book, chapter).
 * @example db.prepare(chapterVersesSql(textTables('darby').verses))
 */
export const chapterVersesSql = (verses: string): string => `SELECT ${VERSE_COLUMNS}
  FROM ${verses} v JOIN books b ON b.id = v.book_id
 WHERE v.id BETWEEN ? AND ?
 ORDER BY v.id`;

/** The verses of one chapter of Louis Segond 1910 (chapterVersesSql). */
export const CHAPTER_VERSES_SQL = chapterVersesSql('verses');

/**
 * The verses of a translation that hold a range of product keys (bind the
 * first and last key: a product chapter's chapterVerseRange), in the
 * translation's order, each once: how data keyed by product keys (the
 * plan's chapters) is read in a translation. Louis Segond 1910's verses are
 * the keys: its chapter.
 * @example db.prepare(keyedVersesSql(textTables('martin')))
 */
export function keyedVersesSql(tables: TextTables): string {
  if (tables.keys === null) return chapterVersesSql(tables.verses);
  return `SELECT ${VERSE_COLUMNS}
  FROM ${tables.verses} v JOIN books b ON b.id = v.book_id
 WHERE v.id IN (SELECT verse_id FROM ${tables.keys} WHERE key BETWEEN ? AND ?)
 ORDER BY v.id`;
}
