/**
 * The tables of each translation in the Bible database (issue 41,
 * docs/decisions/translations.md, "Storage").
 *
 * Every translation has the same tables, in its own numbering: its verses
 * (the id of a verse is verseId in the translation's numbering), its
 * chapters, its headings, its search index and its word counts. Louis
 * Segond 1910's are the tables the product has always had (`verses`,
 * `chapters`…): its verses are the product's keys. Every other
 * translation's are named `translation_<id>_…`, with one more: its verses'
 * product keys (`translation_<id>_keys`, a row per verse and key it maps
 * to), through which data keyed by product keys (the plan's chapters, the
 * themes' references) is read in it.
 */
import { DEFAULT_TRANSLATION } from '@parole/bible';

/** The tables of one translation's text. */
export interface TextTables {
  /** The translation's id (`lsg`): what the answers name (`traduction_id`). */
  id: string;
  verses: string;
  chapters: string;
  headings: string;
  /** The FTS5 trigram index of its folded text (rowid = verse id). */
  fts: string;
  wordCounts: string;
  /** Its verses' product keys (key, verse_id); null where a verse's id is its key (Louis Segond 1910). */
  keys: string | null;
}

/** The shape of a translation's id (TRANSLATION_ID_PATTERN of the contract, which the configuration enforces): safe in a table's name. */
const SAFE_ID = /^[a-z][a-z0-9]{1,15}$/;

/** Louis Segond 1910's tables: the product's own, as they have always been named. */
export const PRODUCT_TABLES: TextTables = Object.freeze({
  id: DEFAULT_TRANSLATION,
  verses: 'verses',
  chapters: 'chapters',
  headings: 'headings',
  fts: 'verses_fts',
  wordCounts: 'word_counts',
  keys: null,
});

/**
 * The tables of translation `id`.
 * @example textTables('darby').verses // 'translation_darby_verses'
 * @example textTables('lsg').verses // 'verses'
 */
export function textTables(id: string): TextTables {
  if (id === DEFAULT_TRANSLATION) return PRODUCT_TABLES;
  if (!SAFE_ID.test(id)) throw new Error(`Invalid translation id "${id}"`);
  const prefix = `translation_${id}_`;
  return {
    id,
    verses: `${prefix}verses`,
    chapters: `${prefix}chapters`,
    headings: `${prefix}headings`,
    fts: `${prefix}fts`,
    wordCounts: `${prefix}word_counts`,
    keys: `${prefix}keys`,
  };
}

