/**
 * The cross references (issue 43) read in a translation: the table holds
 * them in product keys (import/build.ts: `cross_references`), each
 * translation reads a target through its keys table, so that it answers its
 * own verses (Darby's, in Darby's numbering), and leaves out a target it has
 * no verse of (Darby's Matthieu 23:14).
 */
import { sortTranslatedReferences, type BookReferenceRows, type TranslatedReference } from '@parole/bible';
import { once } from '../memo.js';
import type { Database } from './sqlite.js';
import { PRODUCT_TABLES, type TextTables } from './tables.js';
import { toVerse, VERSE_COLUMNS, type VerseRow } from './verses.js';

export type { TranslatedReference };

export interface CrossReferenceStore {
  /** Whether the translation has the verse (its id in the translation's numbering). */
  hasVerse(id: number): Promise<boolean>;
  /**
   * The cross references of a verse, given by its product keys (one, or
   * several where the translation's verse holds several of Segond's), in
   * the translation: most voted first, then in the Bible's order; a target
   * two keys share, or that two targets become in the translation, once
   * with the more votes.
   */
  referencesOf(keys: readonly number[]): Promise<TranslatedReference[]>;
  /**
   * A book's references without texts, in product keys (the same in every
   * translation): for each verse key, `[first, votes]` or `[first, votes,
   * last]`, most voted first, then in the Bible's order.
   */
  bookRows(book: number): Promise<BookReferenceRows>;
}

/**
 * One key's references, their targets read in the translation: its verses
 * covering the target's keys, from the first to the last (none: not joined).
 * Louis Segond 1910's verses are the keys.
 */
function referencesSql(tables: TextTables): string {
  if (tables.keys === null) {
    return `SELECT ${VERSE_COLUMNS}, r.last_id AS last_id, r.votes
  FROM cross_references r JOIN verses v ON v.id = r.first_id JOIN books b ON b.id = v.book_id
 WHERE r.verse_id = ?`;
  }
  return `SELECT ${VERSE_COLUMNS}, x.last_id, x.votes
  FROM (SELECT r.votes,
               (SELECT MIN(k.verse_id) FROM ${tables.keys} k WHERE k.key BETWEEN r.first_id AND r.last_id) AS first_id,
               (SELECT MAX(k.verse_id) FROM ${tables.keys} k WHERE k.key BETWEEN r.first_id AND r.last_id) AS last_id
          FROM cross_references r WHERE r.verse_id = ?) x
  JOIN ${tables.verses} v ON v.id = x.first_id JOIN books b ON b.id = v.book_id`;
}

/**
 * The cross references of a translation's text (Louis Segond 1910's by
 * default), prepared on first use and finalized when `db` closes.
 * @example await createCrossReferenceStore(db).referencesOf([43003016]) // Romains 5:8 first
 */
export function createCrossReferenceStore(db: Database, tables: TextTables = PRODUCT_TABLES): CrossReferenceStore {
  const statements = once(() =>
    Promise.all([
      db.prepare(`SELECT 1 AS found FROM ${tables.verses} WHERE id = ?`),
      db.prepare(referencesSql(tables)),
      db.prepare(`SELECT verse_id, first_id, last_id, votes FROM cross_references WHERE verse_id BETWEEN ? AND ?
 ORDER BY verse_id, votes DESC, first_id, last_id`),
    ]),
  );
  return {
    async hasVerse(id) {
      const [exists] = await statements();
      return (await exists.get<{ found: number }>([id])) !== undefined;
    },
    async referencesOf(keys) {
      const [, references] = await statements();
      const found = new Map<string, TranslatedReference>();
      for (const key of keys) {
        for (const row of await references.all<VerseRow & { last_id: number; votes: number }>([key])) {
          const target = `${row.id} ${row.last_id}`;
          const same = found.get(target);
          if (same) same.votes = Math.max(same.votes, row.votes);
          else found.set(target, { verse: toVerse(row), lastId: row.last_id, votes: row.votes });
        }
      }
      return sortTranslatedReferences([...found.values()]);
    },
    async bookRows(book) {
      const [, , rows] = await statements();
      const byVerse: BookReferenceRows = {};
      type Row = { verse_id: number; first_id: number; last_id: number; votes: number };
      for (const r of await rows.all<Row>([book * 1_000_000, book * 1_000_000 + 999_999])) {
        (byVerse[r.verse_id] ??= []).push(r.last_id === r.first_id ? [r.first_id, r.votes] : [r.first_id, r.votes, r.last_id]);
      }
      return byVerse;
    },
  };
}
