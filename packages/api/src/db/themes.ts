/**
 * The themes (tables themes and theme_verses, import/themes.ts), in the
 * shape of the API contract (the French fields of themes and their verses
 * are written here, those of a verse in verses.ts).
 *
 * A theme's verses are product keys. In a translation other than Louis
 * Segond 1910 (issue 41), they are read through its keys table: its verses
 * that hold them, in its numbering, each once per reference (a key it does
 * not have, as Darby's Matthieu 23:14, is left out).
 */
import { formatPath, images, type ThemeItem, type ThemeVersesResponse } from '@parole/bible';
import { once } from '../memo.js';
import type { Database } from './sqlite.js';
import { PRODUCT_TABLES, type TextTables } from './tables.js';
import { toVerse, VERSE_COLUMNS, type VerseRow } from './verses.js';

/** URL path of a theme's image (`images.theme`, routes/themes.ts serves it). */
const themeImagePath = (slug: string) => formatPath(images.theme, { file: slug });

/** A row of the themes table with its first verse (VERSE_COLUMNS), as the API reads it. */
interface ThemeRow extends VerseRow {
  theme_id: number;
  slug: string;
  description: string;
  theme_name: string;
}

/**
 * The theme's verses in a translation: `tv` (theme_verses) joined to the
 * translation's verse ids, as `verse_id` (its keys table, or the key itself
 * for Segond's).
 */
const themeVerseIds = (tables: TextTables) =>
  tables.keys === null
    ? { from: 'theme_verses tv', verseId: 'tv.verse_id' }
    : { from: `theme_verses tv JOIN ${tables.keys} k ON k.key = tv.verse_id`, verseId: 'k.verse_id' };

/** The columns and tables of a ThemeRow: each theme with its first verse (first passage, first verse). */
function themesWithFirstVerse(tables: TextTables): string {
  const { from, verseId } = themeVerseIds(tables);
  return `t.id AS theme_id, t.slug, t.name AS theme_name, t.description, ${VERSE_COLUMNS}
   FROM themes t
   JOIN ${tables.verses} v ON v.id = (SELECT ${verseId} FROM ${from} WHERE tv.theme_id = t.id ORDER BY tv.passage, ${verseId} LIMIT 1)
   JOIN books b ON b.id = v.book_id`;
}

/** A verse of a theme: its reference's position in the theme, and the verse. */
interface ThemeVerseRow extends VerseRow {
  passage: number;
}

/** @example toThemeItem(row) // { id: 4, nom: 'Paix', image: '/img/themes/paix.svg', description: '…', versets21: { id: 43014027, … } } */
const toThemeItem = (r: ThemeRow): ThemeItem => ({
  id: r.theme_id,
  nom: r.theme_name,
  image: themeImagePath(r.slug),
  description: r.description,
  versets21: toVerse(r),
});

export interface ThemeStore {
  /** Every theme, in the order of the page. */
  listThemes(): Promise<ThemeItem[]>;
  /**
   * Theme `id` and its verses, in the order of its references (a range in
   * verse order), or null when there is no such theme.
   * @example (await themes.getTheme(4))?.versets[0].versets21.livre // { nom: 'Jean', abr: 'Jn' }
   */
  getTheme(id: number): Promise<ThemeVersesResponse | null>;
}

/**
 * The theme queries of `db` in a translation (Louis Segond 1910 by
 * default), prepared on first use and finalized when `db` closes.
 * @example const themes = createThemeStore(db); await themes.listThemes();
 */
export function createThemeStore(db: Database, tables: TextTables = PRODUCT_TABLES): ThemeStore {
  const { from, verseId } = themeVerseIds(tables);
  const statements = once(() =>
    Promise.all([
      db.prepare(`SELECT ${themesWithFirstVerse(tables)} ORDER BY t.ord`),
      db.prepare(`SELECT ${themesWithFirstVerse(tables)} WHERE t.id = ?`),
      db.prepare(
        // A verse of a translation that holds two keys of one reference is one verse of it.
        `SELECT ${tables.keys === null ? '' : 'DISTINCT '}tv.passage, ${VERSE_COLUMNS}
           FROM ${from}
           JOIN ${tables.verses} v ON v.id = ${verseId}
           JOIN books b ON b.id = v.book_id
          WHERE tv.theme_id = ?
          ORDER BY tv.passage, v.id`,
      ),
    ]),
  );

  return {
    async listThemes() {
      const [listQuery] = await statements();
      return (await listQuery.all<ThemeRow>()).map(toThemeItem);
    },
    async getTheme(id) {
      const [, themeQuery, verseQuery] = await statements();
      const [theme, verses] = await Promise.all([themeQuery.get<ThemeRow>([id]), verseQuery.all<ThemeVerseRow>([id])]);
      if (!theme) return null;
      return {
        theme: toThemeItem(theme),
        versets: verses.map((r) => ({ nom: theme.theme_name, passage: r.passage, versets21: toVerse(r) })),
        traduction_id: tables.id,
      };
    },
  };
}
