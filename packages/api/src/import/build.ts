/**
 * Writes the imported Bible into a new SQLite file, as a list of steps run in
 * one transaction. Each step creates its own tables and fills them, so a later
 * feature (full-text search, word counts…) adds a step to BUILD_STEPS and
 * bumps SCHEMA_VERSION, and every existing database is rebuilt on next start.
 *
 * Tables, in English; the French names of the API's JSON are given by the
 * stores' row mappers (db/verses.ts, db/reader.ts, db/wordcloud.ts,
 * db/themes.ts). The verse id encodes its place (verseId, contract/ids.ts of
 * @parole/bible), so a chapter is one contiguous range of the verses primary
 * key and needs no other index:
 * - books(id, name, abbr, testament, chapter_count)
 * - chapters(id = chapterId(book_id, chapter), book_id, chapter, verse_count)
 * - verses(id = verseId(book_id, chapter, verse), book_id, chapter, verse, html, plain, folded)
 * - headings(book_id, chapter, before_verse, level, text, ord)
 * - verses_fts: FTS5 trigram index of verses.folded (contentless, rowid = verse id)
 * - word_counts(scope, rank, word, count): the word cloud per scope 'atnt', 'at', 'nt', '1'..'66' (import/wordcloud.ts)
 * - themes(id, slug, name, description, ord), theme_verses(theme_id, passage, verse_id): the themes (import/themes.ts)
 * - translations(id, ord, verse_count, chapter_count): the translations built, the default first (issue 41)
 * - meta(key, value): schema_version, fingerprint, built_at
 *
 * Those of chapters, verses, headings, verses_fts and word_counts are Louis
 * Segond 1910's, the product's own text. Every other translation has the
 * same tables, named `translation_<id>_…` (db/tables.ts: `…_verses`,
 * `…_chapters`, `…_headings`, `…_fts`, `…_word_counts`), in its own
 * numbering, and one more, `translation_<id>_keys(key, verse_id)`: a row
 * per product key each of its verses maps to (docs/decisions/translations.md).
 */
import { chapterId, type Scope } from '@parole/bible';
import type { Database } from '../db/sqlite.js';
import { PRODUCT_TABLES, type TextTables } from '../db/tables.js';
import type { BibleBook } from './bible.js';
import { themesStep } from './themes.js';
import { countWords, mergeCounts, minCountOf, topWords, type WordCounts } from './wordcloud.js';

/**
 * Version of the schema. Bump it when the tables change: it is part of the
 * source fingerprint, so every existing database is then rebuilt on start.
 * (A change to the importer's code rebuilds too: its hash is in the
 * fingerprint as well, see source.ts.)
 * 4: English table and column names (books, chapters, verses, headings,
 * verses_fts, word_counts, themes, theme_verses).
 * 5: every translation's tables, and translations (issue 41).
 */
export const SCHEMA_VERSION = 5;

type Value = string | number;

/** A translation's text to build: its tables and its validated books, in canon order. */
export interface TextToBuild {
  tables: TextTables;
  books: readonly BibleBook[];
}

export interface BuildContext {
  /** The new database, inside the build transaction. */
  db: Database;
  /** Louis Segond 1910's 66 validated books, in canon order: the product's text. */
  books: readonly BibleBook[];
  /** The other translations' texts, in their order (none: Segond's alone). */
  others?: readonly TextToBuild[];
  /** Source fingerprint, recorded in meta. */
  fingerprint: string;
}

/** Every translation's text of a build, Louis Segond 1910's first. */
const textsOf = ({ books, others = [] }: Pick<BuildContext, 'books' | 'others'>): TextToBuild[] => [{ tables: PRODUCT_TABLES, books }, ...others];

/** A step that makes the same tables for each translation's text, Segond's first. */
const perText = (name: string, run: (db: Database, text: TextToBuild) => Promise<void>): BuildStep => ({
  name,
  async run(ctx) {
    for (const text of textsOf(ctx)) await run(ctx.db, text);
  },
});

export interface BuildStep {
  name: string;
  run(ctx: BuildContext): Promise<void>;
}

/** Rows per INSERT statement: one statement call per row would cost most of the build time. */
const BATCH = 100;

/**
 * Inserts `rows` into `table` with prepared multi-row INSERTs (every value
 * bound). Table and column names come from this module's constants.
 */
async function insertAll(db: Database, table: string, columns: readonly string[], rows: ReadonlyArray<readonly Value[]>): Promise<void> {
  const sql = (n: number) =>
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${Array(n).fill(`(${columns.map(() => '?').join(', ')})`).join(', ')}`;
  const full = Math.floor(rows.length / BATCH) * BATCH;
  if (full > 0) {
    const stmt = await db.prepare(sql(BATCH));
    try {
      // Queued without waiting for each other: sqlite3 runs them in order.
      const runs: Promise<number>[] = [];
      for (let i = 0; i < full; i += BATCH) runs.push(stmt.run(rows.slice(i, i + BATCH).flat()));
      await Promise.all(runs);
    } finally {
      await stmt.finalize();
    }
  }
  if (full < rows.length) {
    const stmt = await db.prepare(sql(rows.length - full));
    try {
      await stmt.run(rows.slice(full).flat());
    } finally {
      await stmt.finalize();
    }
  }
}

/** The `n` column of the first row of `sql` (this module's own constant SQL, never input). */
async function scalar(db: Database, sql: string): Promise<number> {
  const stmt = await db.prepare(sql);
  try {
    return (await stmt.get<{ n: number }>())!.n;
  } finally {
    await stmt.finalize();
  }
}

async function count(db: Database, table: string): Promise<number> {
  // Table names come from this module's own constants, never from input.
  return scalar(db, `SELECT COUNT(*) AS n FROM ${table}`);
}

const books: BuildStep = {
  name: 'books',
  async run({ db, books }) {
    await db.exec(`CREATE TABLE books (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      abbr TEXT NOT NULL,
      testament TEXT NOT NULL CHECK (testament IN ('old', 'new')),
      chapter_count INTEGER NOT NULL
    )`);
    await insertAll(
      db,
      'books',
      ['id', 'name', 'abbr', 'testament', 'chapter_count'],
      books.map(({ book: b }) => [b.id, b.name, b.abbr, b.testament, b.chapters]),
    );
  },
};

/** Each translation's chapters: those its text has (a chapter without a verse is not one). */
const chapters = perText('chapters', async (db, { tables, books }) => {
  await db.exec(`CREATE TABLE ${tables.chapters} (
    id INTEGER PRIMARY KEY,
    book_id INTEGER NOT NULL REFERENCES books (id),
    chapter INTEGER NOT NULL,
    verse_count INTEGER NOT NULL
  )`);
  await insertAll(
    db,
    tables.chapters,
    ['id', 'book_id', 'chapter', 'verse_count'],
    books.flatMap(({ book, versesPerChapter }) =>
      versesPerChapter.flatMap((n, i) => (n > 0 ? [[chapterId(book.id, i + 1), book.id, i + 1, n]] : [])),
    ),
  );
  await db.exec(`CREATE INDEX ${tables.chapters}_book ON ${tables.chapters} (book_id, chapter)`);
});

/** Each translation's verses, by their id in its numbering; and, but for Segond's, the product keys of each. */
const verses = perText('verses', async (db, { tables, books }) => {
  await db.exec(`CREATE TABLE ${tables.verses} (
    id INTEGER PRIMARY KEY,
    book_id INTEGER NOT NULL REFERENCES books (id),
    chapter INTEGER NOT NULL,
    verse INTEGER NOT NULL,
    html TEXT NOT NULL,
    plain TEXT NOT NULL,
    folded TEXT NOT NULL
  )`);
  await insertAll(
    db,
    tables.verses,
    ['id', 'book_id', 'chapter', 'verse', 'html', 'plain', 'folded'],
    books.flatMap((b) => b.verses.map((v) => [v.id, v.bookId, v.chapter, v.verse, v.html, v.plain, v.folded])),
  );
  if (tables.keys === null) return;
  // Both ways: a chapter of the product read in the translation (the plan, the themes) is a range of keys.
  await db.exec(`CREATE TABLE ${tables.keys} (
    key INTEGER NOT NULL,
    verse_id INTEGER NOT NULL REFERENCES ${tables.verses} (id),
    PRIMARY KEY (key, verse_id)
  ) WITHOUT ROWID`);
  await insertAll(
    db,
    tables.keys,
    ['key', 'verse_id'],
    books.flatMap((b) => b.verses.flatMap((v) => (v.keys ?? []).map((key) => [key, v.id]))),
  );
});

const headings = perText('headings', async (db, { tables, books }) => {
  await db.exec(`CREATE TABLE ${tables.headings} (
    book_id INTEGER NOT NULL REFERENCES books (id),
    chapter INTEGER NOT NULL,
    before_verse INTEGER NOT NULL,
    level TEXT NOT NULL CHECK (level IN ('ms1', 'ms2', 's')),
    text TEXT NOT NULL,
    ord INTEGER NOT NULL
  )`);
  await insertAll(
    db,
    tables.headings,
    ['book_id', 'chapter', 'before_verse', 'level', 'text', 'ord'],
    books.flatMap((b) => b.headings.map((h) => [h.bookId, h.chapter, h.beforeVerse, h.level, h.text, h.ord])),
  );
  await db.exec(`CREATE INDEX ${tables.headings}_chapter ON ${tables.headings} (book_id, chapter, ord)`);
});

/**
 * Full-text search: a contentless FTS5 table over the folded text, rowid =
 * verse id, with the `trigram` tokenizer, so that any substring of three
 * characters or more of a verse is found through the index (the search
 * then checks the exact rule of @parole/bible's matchesQuery on the
 * candidates; see docs/decisions/api.md#search).
 * - `case_sensitive 1`: the text is already folded (foldText), so the
 *   tokenizer must not fold it again; the index holds the folded text's
 *   characters as they are, and a query term (folded the same way) matches
 *   exactly the verses that contain it as a substring.
 * - `content=''` and `columnsize=0`: the text is in verses.folded already;
 *   the index only answers rowids.
 */
const fullText = perText('verses_fts', async (db, { tables }) => {
  // An index per translation: a search reads its translation's terms only, as large as Segond's alone.
  await db.exec(`CREATE VIRTUAL TABLE ${tables.fts} USING fts5(
    folded, content = '', columnsize = 0, tokenize = 'trigram case_sensitive 1'
  )`);
  await db.exec(`INSERT INTO ${tables.fts} (rowid, folded) SELECT id, folded FROM ${tables.verses} ORDER BY id`);
  // One b-tree per term instead of the segments of the incremental inserts: smaller and faster to query.
  await db.exec(`INSERT INTO ${tables.fts} (${tables.fts}) VALUES ('optimize')`);
});

/**
 * The word cloud's words (import/wordcloud.ts), precomputed so that the API
 * only reads: one ranked list per scope. The books are counted once; a
 * testament's and the Bible's counts are their sums.
 */
const wordCloud = perText('word_counts', async (db, { tables, books }) => {
  await db.exec(`CREATE TABLE ${tables.wordCounts} (
    scope TEXT NOT NULL,
    rank INTEGER NOT NULL,
    word TEXT NOT NULL,
    count INTEGER NOT NULL,
    PRIMARY KEY (scope, rank)
  ) WITHOUT ROWID`);
  const scopes = new Map<Scope, WordCounts>([['atnt', new Map()], ['at', new Map()], ['nt', new Map()]]);
  for (const { book, verses } of books) {
    const counts = countWords(verses.map((v) => v.plain));
    mergeCounts(scopes.get(book.testament === 'old' ? 'at' : 'nt')!, counts);
    mergeCounts(scopes.get('atnt')!, counts);
    scopes.set(`${book.id}`, counts);
  }
  const rows: Value[][] = [];
  for (const [scope, counts] of scopes) {
    const words = topWords(counts, { minCount: minCountOf(scope) });
    // Every book of the canon repeats some word: an empty cloud means a tokenizer or source problem
    // (but a testament a partial translation has no book of).
    if (words.length === 0 && (tables.keys === null || books.length === 66)) throw new Error(`the word cloud of ${scope} is empty`);
    words.forEach(({ word, count }, i) => rows.push([scope, i + 1, word, count]));
  }
  await insertAll(db, tables.wordCounts, ['scope', 'rank', 'word', 'count'], rows);
});

/** The translations built, the default first, with their counts: what the server checks its configuration against. */
const translations: BuildStep = {
  name: 'translations',
  async run(ctx) {
    await ctx.db.exec(`CREATE TABLE translations (
      id TEXT PRIMARY KEY,
      ord INTEGER NOT NULL,
      verse_count INTEGER NOT NULL,
      chapter_count INTEGER NOT NULL
    )`);
    await insertAll(
      ctx.db,
      'translations',
      ['id', 'ord', 'verse_count', 'chapter_count'],
      textsOf(ctx).map(({ tables, books }, ord) => [
        tables.id,
        ord,
        books.reduce((n, b) => n + b.verses.length, 0),
        books.reduce((n, b) => n + b.versesPerChapter.filter((count) => count > 0).length, 0),
      ]),
    );
  },
};

/** Reads back the row counts, so an insertion bug cannot leave a short table behind a valid fingerprint. */
const verify: BuildStep = {
  name: 'verify',
  async run(ctx) {
    const { db } = ctx;
    const found = await count(db, 'books');
    if (found !== ctx.books.length) throw new Error(`Database check: table books has ${found} rows, expected ${ctx.books.length}`);
    for (const { tables, books } of textsOf(ctx)) {
      const expected: Record<string, number> = {
        [tables.chapters]: books.reduce((n, b) => n + b.versesPerChapter.filter((count) => count > 0).length, 0),
        [tables.verses]: books.reduce((n, b) => n + b.verses.length, 0),
        [tables.headings]: books.reduce((n, b) => n + b.headings.length, 0),
        ...(tables.keys === null ? {} : { [tables.keys]: books.reduce((n, b) => n + b.verses.reduce((k, v) => k + (v.keys?.length ?? 0), 0), 0) }),
      };
      for (const [table, n] of Object.entries(expected)) {
        const rows = await count(db, table);
        if (rows !== n) throw new Error(`Database check: table ${table} has ${rows} rows, expected ${n}`);
      }
      // A contentless FTS5 table cannot be counted: ask it for a trigram most
      // verses hold and compare with a scan of the text.
      const viaIndex = await scalar(db, `SELECT COUNT(*) AS n FROM ${tables.fts} WHERE ${tables.fts} MATCH '"et "'`);
      const viaText = await scalar(db, `SELECT COUNT(*) AS n FROM ${tables.verses} WHERE instr(folded, 'et ') > 0`);
      if (viaIndex !== viaText) {
        throw new Error(`Database check: the search index ${tables.fts} finds ${viaIndex} verses holding "et ", the text ${viaText}`);
      }
    }
  },
};

/** Last: a database with a fingerprint is a complete one. */
const meta: BuildStep = {
  name: 'meta',
  async run({ db, fingerprint }) {
    await db.exec('CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
    await insertAll(db, 'meta', ['key', 'value'], [
      ['schema_version', String(SCHEMA_VERSION)],
      ['fingerprint', fingerprint],
      ['built_at', new Date().toISOString()],
    ]);
  },
};

/** The steps of a build, in order. Later features insert theirs before `verify`. */
export const BUILD_STEPS: readonly BuildStep[] = [books, chapters, verses, headings, fullText, wordCloud, translations, themesStep(), verify, meta];

/**
 * Runs `steps` into `db` (a new, empty database) in one transaction.
 * @example await buildDatabase(db, { books: importBible(files), fingerprint });
 * @example await buildDatabase(db, { books: importBible(files), others: [{ tables: textTables('darby'), books: importTranslation('darby', darbyFiles) }], fingerprint });
 */
export async function buildDatabase(
  db: Database,
  data: Omit<BuildContext, 'db'>,
  steps: readonly BuildStep[] = BUILD_STEPS,
): Promise<void> {
  // The file is a private temporary copy until renamed into place: a crash
  // throws it away, so the rollback journal and fsyncs would only cost time.
  await db.exec('PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; BEGIN');
  const ctx = { db, ...data };
  for (const step of steps) {
    try {
      await step.run(ctx);
    } catch (err) {
      throw new Error(`Database build step "${step.name}" failed: ${(err as Error).message}`, { cause: err });
    }
  }
  await db.exec('COMMIT');
}
