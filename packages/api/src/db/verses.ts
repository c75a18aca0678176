/**
 * Verses in the shape of the API contract (`Verset`: the verse and its
 * book's name and abbreviation), read the same way by every store.
 */
import type { Verse } from '@parole/bible';

/**
 * The columns a Verset is made of, in queries that name the verses table `v`
 * and join the books table as `l`.
 */
export const VERSE_COLUMNS = 'v.id, v.livre_id, v.chapitre, v.verset, v.texte, l.nom, l.abr';

/** A row of VERSE_COLUMNS. */
export interface VerseRow {
  id: number;
  livre_id: number;
  chapitre: number;
  verset: number;
  texte: string;
  nom: string;
  abr: string;
}

/** @example toVerset(row).livre // { nom: 'Jean', abr: 'Jn' } */
export const toVerset = (r: VerseRow): Verse => ({
  id: r.id,
  livre_id: r.livre_id,
  chapitre: r.chapitre,
  verset: r.verset,
  texte: r.texte,
  livre: { nom: r.nom, abr: r.abr },
});

/**
 * The verses of one chapter, in order: a verse id is
 * livre*1000000 + chapitre*1000 + verset, so a chapter is one range of the
 * primary key, bound as [first, last].
 */
export const CHAPTER_VERSES_SQL = `SELECT ${VERSE_COLUMNS}
  FROM versets v JOIN livres l ON l.id = v.livre_id
 WHERE v.id BETWEEN ? AND ?
 ORDER BY v.id`;

/**
 * The parameters of CHAPTER_VERSES_SQL for a chapter.
 * @example chapterRange(43, 3) // [43003001, 43003999]
 */
export function chapterRange(livre: number, chapitre: number): [number, number] {
  const first = livre * 1_000_000 + chapitre * 1_000;
  return [first + 1, first + 999];
}
