import type { ChapterRef, Verse } from '@parole/bible';

/** A chapter of the day with its verses, as the plan shows it. */
export interface PlanChapter {
  book: number;
  chapter: number;
  /** Book name ("Genèse"). */
  name: string;
  verses: Verse[];
}

/**
 * The key of a chapter in the list of chapters already opened (`read`):
 * `book/chapter`, as the host stores it.
 * @example chapterKey({ book: 43, chapter: 3 }) // '43/3'
 */
export function chapterKey(ref: ChapterRef): string {
  return `${ref.book}/${ref.chapter}`;
}

/**
 * Groups verses in reading order into their chapters, keeping that order.
 * A chapter read twice in a row (never in the plan) would stay one group.
 */
export function groupByChapter(verses: readonly Verse[]): PlanChapter[] {
  const groups: PlanChapter[] = [];
  for (const v of verses) {
    const last = groups.at(-1);
    if (last && last.book === v.livre_id && last.chapter === v.chapitre) last.verses.push(v);
    else groups.push({ book: v.livre_id, chapter: v.chapitre, name: v.livre.nom, verses: [v] });
  }
  return groups;
}
