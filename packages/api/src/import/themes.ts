/**
 * The themes' build step: checks every reference of themes/data.ts against
 * the imported text and writes
 * - themes(id, slug, name, description, ord)
 * - theme_verses(theme_id, passage, verse_id): one row per verse, `passage`
 *   the position of its reference in the theme (the verses of a range share it).
 *
 * A reference to a verse the text does not have stops the build with a
 * message naming every such reference, so a typing error in the data cannot
 * reach a reader as a missing verse.
 */
import { getBookByCode, verseId } from '@parole/bible';
import type { Database } from '../db/sqlite.js';
import { THEMES, type ThemeData } from '../themes/data.js';
import type { BibleBook } from './bible.js';

/** A reference of the themes' data, resolved to verse numbers. */
export interface ThemeReference {
  book: number;
  chapter: number;
  first: number;
  last: number;
}

/** `CODE chapter:verse` or `CODE chapter:first-last` (themes/data.ts). */
const REFERENCE = /^([1-3]?[A-Z]{2,3}) ([1-9]\d{0,2}):([1-9]\d{0,2})(?:-([1-9]\d{0,2}))?$/;

/**
 * Reads a reference of the themes' data; null when it is not written as
 * data.ts says, names no book, or ends before it starts. Whether the verses
 * exist is the build step's check.
 * @example parseThemeReference('1CO 13:4-7') // { book: 46, chapter: 13, first: 4, last: 7 }
 */
export function parseThemeReference(text: string): ThemeReference | null {
  const m = REFERENCE.exec(text);
  const book = m && getBookByCode(m[1]);
  if (!m || !book) return null;
  const first = Number(m[3]);
  const last = m[4] ? Number(m[4]) : first;
  if (last < first) return null;
  return { book: book.id, chapter: Number(m[2]), first, last };
}

/**
 * The rows of theme_verses for `themes`, checked against `books`. Throws an
 * Error naming every reference that is malformed or points past the text.
 */
export function themeVerseRows(themes: readonly ThemeData[], books: readonly BibleBook[]): Array<[number, number, number]> {
  const versesIn = (bookId: number, chapter: number) => books.find((b) => b.book.id === bookId)?.versesPerChapter[chapter - 1] ?? 0;
  const unknown: string[] = [];
  const rows: Array<[number, number, number]> = [];
  for (const theme of themes) {
    theme.references.forEach((text, i) => {
      const ref = parseThemeReference(text);
      if (!ref || ref.last > versesIn(ref.book, ref.chapter)) {
        unknown.push(`${theme.slug}: ${text}`);
        return;
      }
      for (let v = ref.first; v <= ref.last; v++) {
        rows.push([theme.id, i + 1, verseId(ref.book, ref.chapter, v)]);
      }
    });
  }
  if (unknown.length > 0) throw new Error(`Unknown theme references (not in the text): ${unknown.join(', ')}`);
  return rows;
}

async function insertRows(db: Database, sql: string, rows: ReadonlyArray<ReadonlyArray<string | number>>): Promise<void> {
  const stmt = await db.prepare(sql);
  try {
    // A few hundred rows: queued without waiting for each other, sqlite3 runs them in order.
    await Promise.all(rows.map((row) => stmt.run(row)));
  } finally {
    await stmt.finalize();
  }
}

/**
 * The build step (import/build.ts). `themes` is a parameter so that tests can
 * feed it data with a wrong reference.
 */
export function themesStep(themes: readonly ThemeData[] = THEMES) {
  return {
    name: 'themes',
    async run({ db, books }: { db: Database; books: readonly BibleBook[] }): Promise<void> {
      const verseRows = themeVerseRows(themes, books);
      await db.exec(`CREATE TABLE themes (
        id INTEGER PRIMARY KEY,
        slug TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        description TEXT NOT NULL,
        ord INTEGER NOT NULL
      )`);
      await db.exec(`CREATE TABLE theme_verses (
        theme_id INTEGER NOT NULL REFERENCES themes (id),
        passage INTEGER NOT NULL,
        verse_id INTEGER NOT NULL REFERENCES verses (id),
        PRIMARY KEY (theme_id, passage, verse_id)
      ) WITHOUT ROWID`);
      await insertRows(
        db,
        'INSERT INTO themes (id, slug, name, description, ord) VALUES (?, ?, ?, ?, ?)',
        themes.map((t, i) => [t.id, t.slug, t.name, t.description, i + 1]),
      );
      await insertRows(db, 'INSERT INTO theme_verses (theme_id, passage, verse_id) VALUES (?, ?, ?)', verseRows);
      // Read back, like the build's verify step: a short table must not hide behind a valid fingerprint.
      const stmt = await db.prepare('SELECT (SELECT COUNT(*) FROM themes) AS themes, (SELECT COUNT(*) FROM theme_verses) AS verses');
      try {
        const found = (await stmt.get<{ themes: number; verses: number }>())!;
        if (found.themes !== themes.length || found.verses !== verseRows.length) {
          throw new Error(`Database check: ${found.themes} themes and ${found.verses} theme verses, expected ${themes.length} and ${verseRows.length}`);
        }
      } finally {
        await stmt.finalize();
      }
    },
  };
}
