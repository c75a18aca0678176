import type { ChapterRef, Verset } from '@parole/bible';

/** A chapter of the day with its verses, as the plan shows it. */
export interface PlanChapter {
  livre: number;
  chapitre: number;
  /** Book name ("Genèse"). */
  nom: string;
  versets: Verset[];
}

/**
 * The key of a chapter in the list of chapters already opened (`read`):
 * `livre/chapitre`, as the host stores it.
 * @example chapterKey({ livre: 43, chapitre: 3 }) // '43/3'
 */
export function chapterKey(ref: ChapterRef): string {
  return `${ref.livre}/${ref.chapitre}`;
}

/**
 * Groups verses in reading order into their chapters, keeping that order.
 * A chapter read twice in a row (never in the plan) would stay one group.
 */
export function groupByChapter(versets: readonly Verset[]): PlanChapter[] {
  const groups: PlanChapter[] = [];
  for (const v of versets) {
    const last = groups.at(-1);
    if (last && last.livre === v.livre_id && last.chapitre === v.chapitre) last.versets.push(v);
    else groups.push({ livre: v.livre_id, chapitre: v.chapitre, nom: v.livre.nom, versets: [v] });
  }
  return groups;
}
