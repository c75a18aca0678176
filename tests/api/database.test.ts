/**
 * The whole database built from the real source, checked row by row: the
 * canon's shape, and nothing in any stored text but the HTML allowlist.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKS, CHAPTER_COUNT } from '@parole/bible';
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

describe('the Bible database', () => {
  it('has the 66 books and 1,189 chapters of the canon, and 31,170 verses', async () => {
    const books = await all<{ id: number; name: string; abbr: string; testament: string; chapters: number }>(
      'SELECT id, nom, abr, testament, chapitres FROM livres ORDER BY id',
    );
    expect(books).toEqual(BOOKS.map(({ id, name, abbr, testament, chapters }) => ({ id, nom: name, abr: abbr, testament, chapitres: chapters })));
    const perBook = await all<{ livre_id: number; n: number; last: number }>(
      'SELECT livre_id, COUNT(*) AS n, MAX(chapitre) AS last FROM chapitres GROUP BY livre_id ORDER BY livre_id',
    );
    expect(perBook).toEqual(BOOKS.map((b) => ({ livre_id: b.id, n: b.chapters, last: b.chapters })));
    expect(perBook.reduce((n, b) => n + b.n, 0)).toBe(CHAPTER_COUNT);
    expect(await all('SELECT COUNT(*) AS n FROM versets')).toEqual([{ n: 31_170 }]);
  });

  it('numbers the verses of every chapter 1..n, as the chapter table says', async () => {
    const wrong = await all(
      `SELECT c.id, c.versets, COUNT(v.id) AS n, MIN(v.verset) AS first, MAX(v.verset) AS last
         FROM chapitres c LEFT JOIN versets v ON v.livre_id = c.livre_id AND v.chapitre = c.chapitre
        GROUP BY c.id HAVING n <> c.versets OR first <> 1 OR last <> n`,
    );
    expect(wrong).toEqual([]);
  });

  it('stores no empty verse, no USFM marker and no tag outside the allowlist', async () => {
    const verses = await all<{ id: number; texte: string; plain: string; folded: string }>(
      'SELECT id, texte, plain, folded FROM versets',
    );
    const allowed = new Set(ALLOWED_VERSE_TAGS);
    const problems: string[] = [];
    for (const v of verses) {
      if (!v.plain.trim()) problems.push(`${v.id}: empty`);
      for (const text of [v.texte, v.plain, v.folded]) if (text.includes('\\')) problems.push(`${v.id}: backslash`);
      for (const tag of v.texte.match(/<[^>]*>/g) ?? []) if (!allowed.has(tag)) problems.push(`${v.id}: ${tag}`);
      if (/[<>]/.test(v.texte.replace(/<[^>]*>/g, ''))) problems.push(`${v.id}: stray < or >`);
      if (/[<>]/.test(v.plain)) problems.push(`${v.id}: < or > in plain text`);
    }
    expect(problems).toEqual([]);
  });

  it('stores headings as plain text attached to existing verses', async () => {
    const headings = await all<{ texte: string; niveau: string; verse: number | null }>(
      `SELECT t.texte, t.niveau, v.id AS verse FROM titres t
         LEFT JOIN versets v ON v.livre_id = t.livre_id AND v.chapitre = t.chapitre AND v.verset = t.avant`,
    );
    expect(headings.length).toBeGreaterThan(1400);
    expect(headings.filter((h) => h.verse === null || /[\\<>]/.test(h.texte) || !h.texte.trim())).toEqual([]);
    expect(new Set(headings.map((h) => h.niveau))).toEqual(new Set(['s', 'ms1', 'ms2']));
  });

  it('indexes the folded text for search: a trigram MATCH finds exactly the verses holding the substring', async () => {
    for (const term of ['nazareth', "l'eternel", 'coeur', 'ieu', 'e, l']) {
      const viaIndex = await all<{ id: number }>(
        `SELECT rowid AS id FROM versets_fts WHERE versets_fts MATCH '"${term.replace(/'/g, "''")}"' ORDER BY rowid`,
      );
      const viaText = await all<{ id: number }>(
        `SELECT id FROM versets WHERE instr(folded, '${term.replace(/'/g, "''")}') > 0 ORDER BY id`,
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
