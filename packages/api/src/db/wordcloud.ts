/**
 * The word cloud: the words precomputed by the importer (import/wordcloud.ts,
 * table word_counts) and the books of the two dropdowns, in the shape of the
 * API contract (the French fields of its words and books are written here).
 */
import type { BookItem, Scope, Testament, WordCloudResponse, WordCount } from '@parole/bible';
import { once } from '../memo.js';
import type { Database } from './sqlite.js';
import { PRODUCT_TABLES, type TextTables } from './tables.js';

/** A row of word_counts, as a cloud reads it. */
interface WordCountRow {
  word: string;
  count: number;
}

/** A row of books, as the dropdowns read it. */
interface BookRow {
  id: number;
  name: string;
  testament: Testament;
}

/** @example toWordCount({ word: 'Éternel', count: 6982 }) // { mot: 'Éternel', nb: 6982 } */
const toWordCount = (r: WordCountRow): WordCount => ({ mot: r.word, nb: r.count });

/** @example toBookItem({ id: 43, name: 'Jean', testament: 'new' }) // { id: 43, nom: 'Jean' } */
const toBookItem = (r: BookRow): BookItem => ({ id: r.id, nom: r.name });

export interface WordCloudStore {
  /**
   * The cloud of `scope` (already validated): its words by rank, and the
   * books of each testament.
   * @example (await store.getWordCloud('at')).tags[0] // { mot: 'Éternel', nb: 6982 }
   */
  getWordCloud(scope: Scope): Promise<WordCloudResponse>;
}

/**
 * The word cloud queries of `db` on a translation's word counts (Louis
 * Segond 1910's by default), prepared on first use and finalized when `db` closes.
 * @example const wordClouds = createWordCloudStore(db);
 */
export function createWordCloudStore(db: Database, tables: TextTables = PRODUCT_TABLES): WordCloudStore {
  const statements = once(() =>
    Promise.all([
      db.prepare(`SELECT word, count FROM ${tables.wordCounts} WHERE scope = ? ORDER BY rank`),
      db.prepare('SELECT id, name, testament FROM books ORDER BY id'),
    ]),
  );

  return {
    async getWordCloud(scope) {
      const [wordQuery, bookQuery] = await statements();
      const [words, books] = await Promise.all([wordQuery.all<WordCountRow>([scope]), bookQuery.all<BookRow>()]);
      const booksOf = (testament: Testament) => books.filter((b) => b.testament === testament).map(toBookItem);
      return { tags: words.map(toWordCount), livresAt: booksOf('old'), livresNt: booksOf('new'), traduction_id: tables.id };
    },
  };
}
