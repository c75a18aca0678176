import { describe, expect, it } from 'vitest';
import { getBook } from '@parole/bible';
import { THEMES, type ThemeData } from '../themes/data.js';
import { Database } from '../db/sqlite.js';
import type { BibleBook } from './bible.js';
import { parseThemeReference, themesStep, themeVerseRows } from './themes.js';

/** Books with only their chapter sizes: all themeVerseRows reads. */
const books = (sizes: Record<number, number[]>): BibleBook[] =>
  Object.entries(sizes).map(([id, versesPerChapter]) => ({ book: getBook(Number(id))!, versesPerChapter, verses: [], headings: [] }));

const theme = (references: string[]): ThemeData => ({ id: 7, slug: 'essai', name: 'Essai', description: '', symbol: 'cross', references });

describe('parseThemeReference', () => {
  it.each([
    ['JHN 3:16', { book: 43, chapter: 3, first: 16, last: 16 }],
    ['1CO 13:4-7', { book: 46, chapter: 13, first: 4, last: 7 }],
    ['JOL 3:1', { book: 29, chapter: 3, first: 1, last: 1 }],
  ])('reads %s', (text, expected) => {
    expect(parseThemeReference(text)).toEqual(expected);
  });

  it.each(['JHN 3', 'jhn 3:16', 'XYZ 1:1', 'JHN 3:17-16', 'JHN 03:16', 'JHN 3:16-', ' JHN 3:16'])('refuses %j', (text) => {
    expect(parseThemeReference(text)).toBeNull();
  });
});

describe('themeVerseRows', () => {
  const text = books({ 43: [51, 25, 36], 19: [6, 12] });

  it('gives one row per verse, a range sharing its passage number', () => {
    expect(themeVerseRows([theme(['JHN 3:16-17', 'PSA 2:12'])], text)).toEqual([
      [7, 1, 43_003_016],
      [7, 1, 43_003_017],
      [7, 2, 19_002_012],
    ]);
  });

  it('refuses references the text does not have, naming every one', () => {
    expect(() => themeVerseRows([theme(['JHN 3:16', 'JHN 3:37', 'JHN 4:1', 'PSA 2:12-13', 'GEN 1:1', 'Jean 3:16'])], text)).toThrow(
      'Unknown theme references (not in the text): essai: JHN 3:37, essai: JHN 4:1, essai: PSA 2:12-13, essai: GEN 1:1, essai: Jean 3:16',
    );
  });
});

describe('themesStep', () => {
  it('creates nothing and names the reference when one is unknown', async () => {
    const db = await Database.open(':memory:');
    try {
      const step = themesStep([theme(['JHN 3:16', 'JHN 3:99'])]);
      await expect(step.run({ db, books: books({ 43: [51, 25, 36] }) })).rejects.toThrow('essai: JHN 3:99');
      const stmt = await db.prepare("SELECT COUNT(*) AS n FROM sqlite_master WHERE name LIKE 'theme%'");
      expect(await stmt.get<{ n: number }>()).toEqual({ n: 0 });
    } finally {
      await db.close();
    }
  });
});

describe('the themes’ data', () => {
  it('has at least 24 themes with unique ids, slugs, names and symbols', () => {
    expect(THEMES.length).toBeGreaterThanOrEqual(24);
    for (const key of ['id', 'slug', 'name', 'symbol'] as const) {
      expect(new Set(THEMES.map((t) => t[key])).size, key).toBe(THEMES.length);
    }
  });

  it.each(THEMES.map((t) => [t.name, t] as const))('gives %s 8 to 20 distinct, well-written references', (_name, t) => {
    expect(t.references.length).toBeGreaterThanOrEqual(8);
    expect(t.references.length).toBeLessThanOrEqual(20);
    expect(new Set(t.references).size).toBe(t.references.length);
    for (const reference of t.references) expect(parseThemeReference(reference), reference).not.toBeNull();
    expect(t.slug).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
  });
});
