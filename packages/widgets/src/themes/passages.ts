import type { ReadingPlace, ThemeVerse, Verse } from '@parole/bible';

/** A reference of a theme: one verse, or a range of one chapter, shown as one card. */
export interface ThemePassage {
  /** Position of the reference in the theme, from 1. */
  passage: number;
  /** The verses, in order (one for a single verse). */
  verses: Verse[];
}

/**
 * Groups a theme's verses by reference (the API gives one item per verse,
 * the verses of a range sharing `passage` and following each other).
 * @example groupPassages(response.versets).length // the number of references
 */
export function groupPassages(items: readonly ThemeVerse[]): ThemePassage[] {
  const passages: ThemePassage[] = [];
  for (const item of items) {
    const last = passages[passages.length - 1];
    if (last?.passage === item.passage) last.verses.push(item.versets21);
    else passages.push({ passage: item.passage, verses: [item.versets21] });
  }
  return passages;
}

/** Where a passage leads: its chapter, with its verses selected. */
export function passagePlace({ verses }: ThemePassage): ReadingPlace {
  return { book: verses[0].livre_id, chapter: verses[0].chapitre, verses: verses.map((v) => v.verset) };
}
