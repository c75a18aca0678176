/**
 * Typing errors of the shipped source, corrected before parsing. Each entry
 * is an exact text replacement in one book; an entry whose text is absent (a
 * corrected upstream file, another translation) does nothing.
 *
 * This file is part of the importer's code hash: editing it rebuilds the database.
 */
export interface Erratum {
  /** USFM book code. */
  code: string;
  find: string;
  replace: string;
  why: string;
}

export const ERRATA: readonly Erratum[] = [
  {
    code: 'PSA',
    find: '\\v 11 5Éloignez-vous de moi',
    replace: '\\v 115 Éloignez-vous de moi',
    why: 'Psaumes 119:115 is written "\\v 11 5Éloignez…" in the source: a space typed inside the verse number.',
  },
];

/**
 * Applies the errata of book `code` to its USFM text.
 * @example applyErrata('PSA', '\\v 11 5Éloignez-vous de moi') // '\\v 115 Éloignez-vous de moi'
 */
export function applyErrata(code: string, usfm: string): string {
  let text = usfm;
  for (const e of ERRATA) if (e.code === code) text = text.replace(e.find, () => e.replace);
  return text;
}
