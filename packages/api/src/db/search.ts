/**
 * The SQL of full-text search: every verse (loaded once: the search checks
 * and answers from memory) and the candidates of the FTS5 trigram index.
 * See docs/decisions/api.md#search.
 */
import { BOOK_COUNT, chapterId } from '@parole/bible';
import { once } from '../memo.js';
import type { Database } from './sqlite.js';
import { PRODUCT_TABLES, type TextTables } from './tables.js';

/** A book's name and abbreviation (columns of the books table). */
export interface BookNames {
  name: string;
  abbr: string;
}

/** Every verse, in canonical order: what the search reads, what it answers. */
export interface SearchCorpus {
  /** Verse ids (verseId of @parole/bible), ascending: canonical order. */
  ids: Int32Array;
  /** Book number of each verse. */
  bookIds: Uint8Array;
  /** Chapter number of each verse. */
  chapterNumbers: Uint16Array;
  /** Number of each verse within its chapter. */
  verseNumbers: Uint16Array;
  /** foldText of each verse's plain text (verses.folded): what the search matches. */
  folded: readonly string[];
  /** Each verse's HTML (verses.html): what the search answers. */
  html: readonly string[];
  /** Name and abbreviation of each book, index = book number (0 unused). */
  books: readonly BookNames[];
  /**
   * Position in `ids` of each chapter's verse 1, by chapterId(book, chapter)
   * (-1 for a chapter that does not exist): position of a verse id =
   * `chapterStart[chapterOfVerse(id)] + verseOfId(id) - 1` (where the translation
   * skips no number before it in the chapter: Darby skips Matthieu 23:14).
   */
  chapterStart: Int32Array;
}

export interface SearchStore {
  /** The translation searched (`traduction_id` of its answers). */
  readonly translation: string;
  /**
   * The whole Bible, read once (31,170 verses: about 4 MB of folded text
   * and 8 MB of HTML in memory) and shared by every search.
   */
  corpus(): Promise<SearchCorpus>;
  /**
   * Ids of the verses the FTS5 expression `match` finds, ascending, as the
   * comma-separated list SQLite builds (one string crosses from SQLite to
   * JavaScript instead of one object per row). Empty when none.
   * `match` is bound, never spliced into SQL; its terms must be quoted by the caller.
   * @example await store.candidateIds('"nazareth"') // '40002023,40004013,…'
   */
  candidateIds(match: string): Promise<string>;
}

/**
 * The search queries of `db` on a translation's text and index (Louis
 * Segond 1910's by default), prepared on first use and finalized when `db` closes.
 * @example const store = createSearchStore(db);
 * @example const darby = createSearchStore(db, textTables('darby'));
 */
export function createSearchStore(db: Database, tables: TextTables = PRODUCT_TABLES): SearchStore {
  const candidates = once(() =>
    db.prepare(
      // The inner ORDER BY rowid is the FTS5 index's own order (no sort),
      // and makes the order of the list explicit.
      `SELECT group_concat(rowid) AS ids
         FROM (SELECT rowid FROM ${tables.fts} WHERE ${tables.fts} MATCH ? ORDER BY rowid)`,
    ),
  );
  const corpus = once(() => loadCorpus(db, tables.verses));

  return {
    translation: tables.id,
    corpus,
    async candidateIds(match) {
      const stmt = await candidates();
      return (await stmt.get<{ ids: string | null }>([match]))?.ids ?? '';
    },
  };
}

async function all<T>(db: Database, sql: string): Promise<T[]> {
  const stmt = await db.prepare(sql);
  try {
    return await stmt.all<T>();
  } finally {
    await stmt.finalize();
  }
}

async function loadCorpus(db: Database, verses: string): Promise<SearchCorpus> {
  const [rows, books] = await Promise.all([
    all<{ id: number; book_id: number; chapter: number; verse: number; folded: string; html: string }>(
      db,
      `SELECT id, book_id, chapter, verse, folded, html FROM ${verses} ORDER BY id`,
    ),
    all<{ id: number } & BookNames>(db, 'SELECT id, name, abbr FROM books ORDER BY id'),
  ]);
  const n = rows.length;
  const corpus = {
    ids: new Int32Array(n),
    bookIds: new Uint8Array(n),
    chapterNumbers: new Uint16Array(n),
    verseNumbers: new Uint16Array(n),
    folded: new Array<string>(n),
    html: new Array<string>(n),
    books: [] as BookNames[],
    // Every chapter id of the 66 books is below the first of a 67th.
    chapterStart: new Int32Array(chapterId(BOOK_COUNT + 1, 0)).fill(-1),
  };
  rows.forEach((r, i) => {
    corpus.ids[i] = r.id;
    corpus.bookIds[i] = r.book_id;
    corpus.chapterNumbers[i] = r.chapter;
    corpus.verseNumbers[i] = r.verse;
    corpus.folded[i] = r.folded;
    corpus.html[i] = r.html;
    const chapter = chapterId(r.book_id, r.chapter);
    if (corpus.chapterStart[chapter] < 0) corpus.chapterStart[chapter] = i - (r.verse - 1);
  });
  for (const b of books) corpus.books[b.id] = { name: b.name, abbr: b.abbr };
  return corpus;
}
