/**
 * The Bible's texts: each translation the server has (issue 41), where its
 * USFM source is and how the site credits it, and the contact address of
 * the footer. The translations are configuration, not code
 * (docs/deployment.md, "Translations"):
 *
 * - Louis Segond 1910 (`lsg`), the default, from BIBLE_USFM_DIR as always
 *   (BIBLE_TRANSLATION_NAME, BIBLE_COPYRIGHT);
 * - Darby 1885 (`darby`) and Martin 1744 (`martin`), from BIBLE_DARBY_DIR and
 *   BIBLE_MARTIN_DIR, or else from the folders `darby` and `martin1744` beside
 *   BIBLE_USFM_DIR's (../shared/bible/ as checked out) when they exist;
 * - any other, or another name, year or folder for one of these, from the
 *   JSON file BIBLE_TRANSLATIONS_FILE.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_TRANSLATION, TRANSLATION_ID_PATTERN } from '@parole/bible';
import { read, readEmail, readPath, REPO_ROOT, type Env } from './env.js';

/** A translation the server has: what `traduction` names, how it is credited, where its text is. */
export interface TranslationConfig {
  /** What `traduction` names it by (`darby`): TRANSLATION_ID_PATTERN. */
  id: string;
  /** « Darby 1885 ». */
  name: string;
  /** « Darby »: a picker's or a card's. */
  shortName: string;
  /** The year of its text. */
  year: number;
  /** Its copyright line, shown where its text is. */
  copyright: string;
  /** Directory holding its `NN-CODE.usfm` files. */
  usfmDir: string;
  /** The setting that names that directory, for messages (`BIBLE_DARBY_DIR`). */
  usfmSetting: string;
}

export interface BibleConfig {
  /** Directory holding the `NN-CODE.usfm` files of the default text (Louis Segond 1910's: BIBLE_USFM_DIR). */
  usfmDir: string;
  /** The default translation, shown in the footer, print footer and copy header (GET /api/info). */
  translation: { name: string; copyright: string };
  /** Every translation the server has, the default (`lsg`, from `usfmDir`) first. */
  translations: readonly TranslationConfig[];
  /** Contact address of the footer. */
  contact: string;
}

/** The two other French texts the product ships with (../shared/bible/README.md), and the folder of each beside Segond's. */
const SHIPPED: ReadonlyArray<{ variable: string; folder: string; translation: Omit<TranslationConfig, 'usfmDir' | 'usfmSetting'> }> = [
  {
    variable: 'BIBLE_DARBY_DIR',
    folder: 'darby',
    translation: {
      id: 'darby',
      name: 'Darby 1885',
      shortName: 'Darby',
      year: 1885,
      copyright: 'Darby 1885 (édition Bibles et Publications Chrétiennes 2024) — domaine public',
    },
  },
  {
    variable: 'BIBLE_MARTIN_DIR',
    folder: 'martin1744',
    translation: { id: 'martin', name: 'Martin 1744', shortName: 'Martin', year: 1744, copyright: 'David Martin 1744 — domaine public' },
  },
];

/**
 * BIBLE_USFM_DIR, BIBLE_TRANSLATION_NAME, BIBLE_COPYRIGHT, BIBLE_DARBY_DIR,
 * BIBLE_MARTIN_DIR, BIBLE_TRANSLATIONS_FILE and CONTACT_EMAIL.
 * @example readBible({ BIBLE_TRANSLATION_NAME: 'Segond 21' }).translation.name // 'Segond 21'
 * @example readBible({}).translations.map((t) => t.id) // ['lsg', 'darby', 'martin'] (as checked out)
 */
export function readBible(env: Env): BibleConfig {
  const usfmDir = readPath(env, 'BIBLE_USFM_DIR', path.resolve(REPO_ROOT, '..', 'shared', 'bible', 'lsg1910'));
  const name = read(env, 'BIBLE_TRANSLATION_NAME') ?? 'Louis Segond 1910';
  const copyright = read(env, 'BIBLE_COPYRIGHT') ?? 'Louis Segond 1910 — domaine public';
  const translations: TranslationConfig[] = [
    { id: DEFAULT_TRANSLATION, name, shortName: 'Segond', year: 1910, copyright, usfmDir, usfmSetting: 'BIBLE_USFM_DIR' },
  ];
  for (const { variable, folder, translation } of SHIPPED) {
    // Its own variable must name a folder; the one beside Segond's is used when it is there (a server given
    // only BIBLE_USFM_DIR elsewhere reads Segond alone, as before).
    const given = read(env, variable);
    const dir = given === undefined ? path.join(path.dirname(usfmDir), folder) : path.resolve(given);
    if (given !== undefined || existsSync(dir)) translations.push({ ...translation, usfmDir: dir, usfmSetting: variable });
  }
  const file = read(env, 'BIBLE_TRANSLATIONS_FILE');
  if (file !== undefined) {
    for (const entry of readTranslationsFile(path.resolve(file))) {
      const at = translations.findIndex((t) => t.id === entry.id);
      const usfmSetting = 'BIBLE_TRANSLATIONS_FILE';
      if (at >= 0) translations[at] = { ...translations[at]!, ...entry, ...(entry.usfmDir === undefined ? {} : { usfmSetting }) };
      else translations.push({ ...(entry as Omit<TranslationConfig, 'usfmSetting'>), usfmSetting });
    }
  }
  return {
    usfmDir: translations[0]!.usfmDir,
    translation: { name: translations[0]!.name, copyright: translations[0]!.copyright },
    translations,
    contact: readEmail(env, 'CONTACT_EMAIL', 'contact@example.org'),
  };
}

/** The fields of an entry of BIBLE_TRANSLATIONS_FILE, with their types. */
const FIELDS = { id: 'string', name: 'string', shortName: 'string', year: 'number', copyright: 'string', usfmDir: 'string' } as const;

/**
 * The translations of a BIBLE_TRANSLATIONS_FILE: a JSON array of entries
 * `{ "id", "name", "shortName", "year", "copyright", "usfmDir" }` (`usfmDir`
 * relative to the file's folder). An entry for `lsg`, `darby` or `martin`
 * may give only the fields it changes; any other gives them all. Throws,
 * naming the variable, the entry and the field, on anything else.
 */
function readTranslationsFile(file: string): Array<Partial<Omit<TranslationConfig, 'usfmSetting'>> & { id: string }> {
  const fail = (why: string): never => {
    throw new Error(`Invalid BIBLE_TRANSLATIONS_FILE ${file}: ${why}`);
  };
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    fail((err as Error).message);
  }
  if (!Array.isArray(json)) fail('not a JSON array of translations');
  const known = new Set<string>([DEFAULT_TRANSLATION, ...SHIPPED.map((s) => s.translation.id)]);
  const seen = new Set<string>();
  return (json as unknown[]).map((entry, i) => {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return fail(`entry ${i + 1} is not an object`);
    const fields = entry as Record<string, unknown>;
    const id = fields.id;
    if (typeof id !== 'string' || !TRANSLATION_ID_PATTERN.test(id)) {
      return fail(`entry ${i + 1}: "id" must be a lower-case letter then 1 to 15 lower-case letters or digits (as "kjv")`);
    }
    if (seen.has(id)) fail(`the translation ${id} is listed twice`);
    seen.add(id);
    const out: Partial<TranslationConfig> & { id: string } = { id };
    for (const [field, type] of Object.entries(FIELDS) as Array<[keyof typeof FIELDS, string]>) {
      if (field === 'id') continue;
      const value = fields[field];
      if (value === undefined && known.has(id)) continue;
      if (typeof value !== type || (type === 'string' && (value as string).trim() === '')) fail(`translation ${id}: "${field}" must be a ${type === 'number' ? 'number' : 'non-empty string'}`);
      if (field === 'year' && !(Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 9999)) fail(`translation ${id}: "year" must be a year (1 to 9999)`);
      (out as Record<string, unknown>)[field] = field === 'usfmDir' ? path.resolve(path.dirname(file), value as string) : typeof value === 'string' ? value.trim() : value;
    }
    const unknown = Object.keys(fields).filter((key) => !(key in FIELDS));
    if (unknown.length > 0) fail(`translation ${id}: unknown field ${unknown.map((key) => `"${key}"`).join(', ')}`);
    return out;
  });
}
