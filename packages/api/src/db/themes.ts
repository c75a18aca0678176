/**
 * The themes (tables themes and theme_verses, import/themes.ts), in the
 * shape of the API contract (the French fields of themes and their verses
 * are written here, those of a verse in verses.ts).
 */
import type { ThemeItem, ThemeVersesResponse } from '@parole/bible';
import { once } from '../memo.js';
import type { Database } from './sqlite.js';
import { toVerse, VERSE_COLUMNS, type VerseRow } from './verses.js';

/** URL path of a theme's image (routes/themes.ts serves it). */
export const themeImagePath = (slug: string) => `/img/themes/${slug}.svg`;

/** A row of the themes table, as the API reads it. */
interface ThemeRow {
  id: number;
  slug: string;
  name: string;
  description: string;
}

/** A verse of a theme: its reference's position in the theme, and the verse. */
interface ThemeVerseRow extends VerseRow {
  passage: number;
}

/** @example toThemeItem({ id: 4, slug: 'paix', name: 'Paix', description: '…' }) // { id: 4, nom: 'Paix', image: '/img/themes/paix.svg', description: '…' } */
const toThemeItem = (r: ThemeRow): ThemeItem => ({ id: r.id, nom: r.name, image: themeImagePath(r.slug), description: r.description });

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
 * The theme queries of `db`, prepared on first use and finalized when `db` closes.
 * @example const themes = createThemeStore(db); await themes.listThemes();
 */
export function createThemeStore(db: Database): ThemeStore {
  const statements = once(() =>
    Promise.all([
      db.prepare('SELECT id, slug, name, description FROM themes ORDER BY ord'),
      db.prepare('SELECT id, slug, name, description FROM themes WHERE id = ?'),
      db.prepare(
        `SELECT tv.passage, ${VERSE_COLUMNS}
           FROM theme_verses tv
           JOIN verses v ON v.id = tv.verse_id
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
        versets: verses.map((r) => ({ nom: theme.name, passage: r.passage, versets21: toVerse(r) })),
      };
    },
  };
}
