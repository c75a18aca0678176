/**
 * The themes (tables themes and theme_versets, import/themes.ts), in the
 * shape of the API contract.
 */
import type { ThemeItem, ThemeVerse } from '@parole/bible';
import { once } from '../memo.js';
import type { Database } from './sqlite.js';
import { toVerset, VERSE_COLUMNS, type VerseRow } from './verses.js';

/** URL path of a theme's image (routes/themes.ts serves it). */
export const themeImagePath = (slug: string) => `/img/themes/${slug}.svg`;

export interface ThemeRow {
  id: number;
  slug: string;
  nom: string;
  description: string;
}

export interface ThemeStore {
  /** Every theme, in the order of the page. */
  listThemes(): Promise<ThemeRow[]>;
  /**
   * Theme `id` and its verses, in the order of its references (a range in
   * verse order), or null when there is no such theme.
   */
  getTheme(id: number): Promise<{ theme: ThemeRow; versets: ThemeVerse[] } | null>;
}

interface ThemeVerseRow extends VerseRow {
  passage: number;
}

/**
 * The theme queries of `db`, prepared on first use and finalized when `db` closes.
 * @example const themes = createThemeStore(db); await themes.listThemes();
 */
export function createThemeStore(db: Database): ThemeStore {
  const statements = once(() =>
    Promise.all([
      db.prepare('SELECT id, slug, nom, description FROM themes ORDER BY ord'),
      db.prepare('SELECT id, slug, nom, description FROM themes WHERE id = ?'),
      db.prepare(
        `SELECT tv.passage, ${VERSE_COLUMNS}
           FROM theme_versets tv
           JOIN versets v ON v.id = tv.verset_id
           JOIN livres l ON l.id = v.livre_id
          WHERE tv.theme_id = ?
          ORDER BY tv.passage, v.id`,
      ),
    ]),
  );

  return {
    async listThemes() {
      const [list] = await statements();
      return list.all<ThemeRow>();
    },
    async getTheme(id) {
      const [, one, verses] = await statements();
      const [theme, rows] = await Promise.all([one.get<ThemeRow>([id]), verses.all<ThemeVerseRow>([id])]);
      if (!theme) return null;
      const versets = rows.map((r) => ({ nom: theme.nom, passage: r.passage, versets21: toVerset(r) }));
      return { theme, versets };
    },
  };
}

/** A list item of GET /api/theme. */
export const toThemeItem = (row: ThemeRow): ThemeItem => ({ id: row.id, nom: row.nom, image: themeImagePath(row.slug), description: row.description });
