/**
 * The stores of each translation the server has, by id (issue 41): the
 * same stores for every translation, each on that translation's tables
 * (tables.ts).
 */
import { DEFAULT_TRANSLATION } from '@parole/bible';
import { once } from '../memo.js';
import { textTables, type TextTables } from './tables.js';
import { createChapterStore, createChapterTextStore, type ChapterStore, type ChapterTextStore } from './reader.js';
import { createPlanStore, type PlanStore } from './plan.js';
import { createSearchStore, type SearchStore } from './search.js';
import type { Database } from './sqlite.js';
import { createThemeStore, type ThemeStore } from './themes.js';
import { createWordCloudStore, type WordCloudStore } from './wordcloud.js';

/** The stores of one translation's text, prepared on first use. */
export interface TextStores {
  tables: TextTables;
  chapters: ChapterStore;
  chapterTexts: ChapterTextStore;
  plan: PlanStore;
  themes: ThemeStore;
  wordClouds: WordCloudStore;
  search: SearchStore;
}

/** What the database knows of a translation it holds (table translations). */
export interface TranslationFacts {
  id: string;
  /** Its verses, in its numbering. */
  verseCount: number;
}

/** The translations of a server, by id: the default first. */
export interface Texts {
  /** The ids, the default first: what `traduction` may name. */
  readonly ids: readonly string[];
  /** The stores of a translation (the default's when `id` is undefined), or undefined when the server has none by that id. */
  get(id: string | undefined): TextStores | undefined;
  /** What the database holds of each, read once. */
  facts(): Promise<ReadonlyMap<string, TranslationFacts>>;
}

/**
 * The translations `ids` (the default first) of `db`, each with its stores.
 * @example const texts = openTexts(db, ['lsg', 'darby']); await texts.get('darby')!.chapters.getChapter(1, 32);
 */
export function openTexts(db: Database, ids: readonly string[]): Texts {
  if (ids[0] !== DEFAULT_TRANSLATION) throw new Error(`The first translation must be ${DEFAULT_TRANSLATION}, not ${ids[0]}`);
  const stores = new Map<string, TextStores>();
  for (const id of ids) {
    const tables = textTables(id);
    stores.set(id, {
      tables,
      chapters: createChapterStore(db, tables),
      chapterTexts: createChapterTextStore(db, tables),
      plan: createPlanStore(db, tables),
      themes: createThemeStore(db, tables),
      wordClouds: createWordCloudStore(db, tables),
      search: createSearchStore(db, tables),
    });
  }
  const facts = once(async () => {
    const rows = await db.query<{ id: string; verse_count: number }>('SELECT id, verse_count FROM translations ORDER BY ord');
    const known = new Map(rows.map((r) => [r.id, { id: r.id, verseCount: r.verse_count }]));
    const missing = ids.filter((id) => !known.has(id));
    if (missing.length > 0) throw new Error(`The Bible database has no translation ${missing.join(', ')}: rebuild it (delete it and start the server).`);
    return known;
  });
  return {
    ids: Object.freeze([...ids]),
    get: (id) => stores.get(id ?? DEFAULT_TRANSLATION),
    facts,
  };
}
