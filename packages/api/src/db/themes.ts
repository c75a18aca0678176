/**
 * The themes (tables themes and theme_versets, import/themes.ts), in the
 * shape of the API contract.
 */
import type { ThemeItem, ThemeVerse, Verset } from '@parole/bible';
import type { Database, Statement } from './sqlite.js';

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

interface VerseRow {
  passage: number;
  id: number;
  livre_id: number;
  chapitre: number;
  verset: number;
  texte: string;
  nom: string;
  abr: string;
}

/**
 * The theme queries of `db`, prepared on first use and finalized when `db` closes.
 * @example const themes = createThemeStore(db); await themes.listThemes();
 */
export function createThemeStore(db: Database): ThemeStore {
  let prepared: Promise<[Statement, Statement, Statement]> | undefined;
  const statements = () =>
    (prepared ??= Promise.all([
      db.prepare('SELECT id, slug, nom, description FROM themes ORDER BY ord'),
      db.prepare('SELECT id, slug, nom, description FROM themes WHERE id = ?'),
      db.prepare(
        `SELECT tv.passage, v.id, v.livre_id, v.chapitre, v.verset, v.texte, l.nom, l.abr
           FROM theme_versets tv
           JOIN versets v ON v.id = tv.verset_id
           JOIN livres l ON l.id = v.livre_id
          WHERE tv.theme_id = ?
          ORDER BY tv.passage, v.id`,
      ),
    ]).catch((err: unknown) => {
      prepared = undefined; // let a later request try again
      throw err;
    }));

  return {
    async listThemes() {
      const [list] = await statements();
      return list.all<ThemeRow>();
    },
    async getTheme(id) {
      const [, one, verses] = await statements();
      const [theme, rows] = await Promise.all([one.get<ThemeRow>([id]), verses.all<VerseRow>([id])]);
      if (!theme) return null;
      const versets = rows.map((r) => {
        const versets21: Verset = {
          id: r.id,
          livre_id: r.livre_id,
          chapitre: r.chapitre,
          verset: r.verset,
          texte: r.texte,
          livre: { nom: r.nom, abr: r.abr },
        };
        return { nom: theme.nom, passage: r.passage, versets21 };
      });
      return { theme, versets };
    },
  };
}

/** A list item of GET /api/theme. */
export const toThemeItem = (row: ThemeRow): ThemeItem => ({ id: row.id, nom: row.nom, image: themeImagePath(row.slug), description: row.description });
