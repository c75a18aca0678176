/**
 * The whole database built from the real source, checked row by row: the
 * canon's shape, and nothing in any stored text but the HTML allowlist.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKS, CHAPTER_COUNT, chapterId, verseId } from '@parole/bible';
import { loadConfig } from '../../packages/api/src/config.js';
import { Database } from '../../packages/api/src/db/sqlite.js';
import { ALLOWED_VERSE_TAGS } from '../../packages/api/src/import/html.js';

let db: Database;
beforeAll(async () => {
  db = await Database.open(loadConfig().databasePath, { readonly: true });
});
afterAll(() => db.close());

async function all<T>(sql: string): Promise<T[]> {
  const stmt = await db.prepare(sql);
  try {
    return await stmt.all<T>();
  } finally {
    await stmt.finalize();
  }
}

/** The tables of the schema and their columns, in order (sqlite_master and pragma_table_info). */
async function schema(): Promise<Record<string, string[]>> {
  const columns = await all<{ table: string; column: string }>(
    `SELECT m.name AS "table", c.name AS "column"
       FROM sqlite_master m, pragma_table_info(m.name) c
      WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite%' AND m.name NOT LIKE 'verses_fts_%' AND m.name NOT LIKE 'translation_%_fts_%'
      ORDER BY m.name, c.cid`,
  );
  const tables: Record<string, string[]> = {};
  for (const { table, column } of columns) (tables[table] ??= []).push(column);
  return tables;
}

describe('the Bible database', () => {
  it('has the tables and columns of import/build.ts, named in English', async () => {
    expect(await schema()).toEqual({
      books: ['id', 'name', 'abbr', 'testament', 'chapter_count'],
      chapters: ['id', 'book_id', 'chapter', 'verse_count'],
      headings: ['book_id', 'chapter', 'before_verse', 'level', 'text', 'ord'],
      meta: ['key', 'value'],
      theme_verses: ['theme_id', 'passage', 'verse_id'],
      themes: ['id', 'slug', 'name', 'description', 'ord'],
      verses: ['id', 'book_id', 'chapter', 'verse', 'html', 'plain', 'folded'],
      verses_fts: ['folded'],
      word_counts: ['scope', 'rank', 'word', 'count'],
      // Issue 41: the translations built, and each other translation's tables (db/tables.ts).
      translations: ['id', 'ord', 'verse_count', 'chapter_count'],
      ...Object.fromEntries(
        ['darby', 'martin'].flatMap((id) => [
          [`translation_${id}_chapters`, ['id', 'book_id', 'chapter', 'verse_count']],
          [`translation_${id}_fts`, ['folded']],
          [`translation_${id}_headings`, ['book_id', 'chapter', 'before_verse', 'level', 'text', 'ord']],
          [`translation_${id}_keys`, ['key', 'verse_id']],
          [`translation_${id}_verses`, ['id', 'book_id', 'chapter', 'verse', 'html', 'plain', 'folded']],
          [`translation_${id}_word_counts`, ['scope', 'rank', 'word', 'count']],
        ]),
      ),
    });
  });

  it('has the 66 books and 1,189 chapters of the canon, and 31,170 verses', async () => {
    const books = await all<{ id: number; name: string; abbr: string; testament: string; chapter_count: number }>(
      'SELECT id, name, abbr, testament, chapter_count FROM books ORDER BY id',
    );
    expect(books).toEqual(BOOKS.map(({ id, name, abbr, testament, chapters }) => ({ id, name, abbr, testament, chapter_count: chapters })));
    const perBook = await all<{ book_id: number; n: number; last: number }>(
      'SELECT book_id, COUNT(*) AS n, MAX(chapter) AS last FROM chapters GROUP BY book_id ORDER BY book_id',
    );
    expect(perBook).toEqual(BOOKS.map((b) => ({ book_id: b.id, n: b.chapters, last: b.chapters })));
    expect(perBook.reduce((n, b) => n + b.n, 0)).toBe(CHAPTER_COUNT);
    expect(await all('SELECT COUNT(*) AS n FROM verses')).toEqual([{ n: 31_170 }]);
  });

  it('numbers the verses of every chapter 1..n, as the chapter table says, with the ids of the contract', async () => {
    const wrong = await all(
      `SELECT c.id, c.verse_count, COUNT(v.id) AS n, MIN(v.verse) AS first, MAX(v.verse) AS last
         FROM chapters c LEFT JOIN verses v ON v.book_id = c.book_id AND v.chapter = c.chapter
        GROUP BY c.id HAVING n <> c.verse_count OR first <> 1 OR last <> n`,
    );
    expect(wrong).toEqual([]);
    const ids = await all<{ table: string; id: number; book_id: number; chapter: number; verse: number }>(
      `SELECT 'chapters' AS "table", id, book_id, chapter, 0 AS verse FROM chapters
       UNION ALL SELECT 'verses', id, book_id, chapter, verse FROM verses`,
    );
    expect(ids).toHaveLength(CHAPTER_COUNT + 31_170);
    const expectedId = (r: (typeof ids)[number]) => (r.table === 'chapters' ? chapterId(r.book_id, r.chapter) : verseId(r.book_id, r.chapter, r.verse));
    expect(ids.filter((r) => r.id !== expectedId(r))).toEqual([]);
  });

  it('stores no empty verse, no USFM marker and no tag outside the allowlist', async () => {
    const verses = await all<{ id: number; html: string; plain: string; folded: string }>(
      'SELECT id, html, plain, folded FROM verses',
    );
    const allowed = new Set(ALLOWED_VERSE_TAGS);
    const problems: string[] = [];
    for (const v of verses) {
      if (!v.plain.trim()) problems.push(`${v.id}: empty`);
      for (const text of [v.html, v.plain, v.folded]) if (text.includes('\\')) problems.push(`${v.id}: backslash`);
      for (const tag of v.html.match(/<[^>]*>/g) ?? []) if (!allowed.has(tag)) problems.push(`${v.id}: ${tag}`);
      if (/[<>]/.test(v.html.replace(/<[^>]*>/g, ''))) problems.push(`${v.id}: stray < or >`);
      if (/[<>]/.test(v.plain)) problems.push(`${v.id}: < or > in plain text`);
    }
    expect(problems).toEqual([]);
  });

  it('stores headings as plain text attached to existing verses', async () => {
    const headings = await all<{ text: string; level: string; verse: number | null }>(
      `SELECT h.text, h.level, v.id AS verse FROM headings h
         LEFT JOIN verses v ON v.book_id = h.book_id AND v.chapter = h.chapter AND v.verse = h.before_verse`,
    );
    expect(headings.length).toBeGreaterThan(1400);
    expect(headings.filter((h) => h.verse === null || /[\\<>]/.test(h.text) || !h.text.trim())).toEqual([]);
    expect(new Set(headings.map((h) => h.level))).toEqual(new Set(['s', 'ms1', 'ms2']));
  });

  it('indexes the folded text for search: a trigram MATCH finds exactly the verses holding the substring', async () => {
    for (const term of ['nazareth', "l'eternel", 'coeur', 'ieu', 'e, l']) {
      const viaIndex = await all<{ id: number }>(
        `SELECT rowid AS id FROM verses_fts WHERE verses_fts MATCH '"${term.replace(/'/g, "''")}"' ORDER BY rowid`,
      );
      const viaText = await all<{ id: number }>(
        `SELECT id FROM verses WHERE instr(folded, '${term.replace(/'/g, "''")}') > 0 ORDER BY id`,
      );
      expect(viaIndex.length, term).toBeGreaterThan(0);
      expect(viaIndex, term).toEqual(viaText);
    }
  });

  it('records its fingerprint and build date', async () => {
    const meta = Object.fromEntries(
      (await all<{ key: string; value: string }>('SELECT key, value FROM meta')).map((m) => [m.key, m.value]),
    );
    expect(meta.fingerprint).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(Number.isNaN(Date.parse(meta.built_at))).toBe(false);
  });
});
