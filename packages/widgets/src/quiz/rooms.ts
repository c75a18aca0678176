/**
 * The room the play screen keeps for what changes from one round to the
 * next above the 66 books, so that the books never move under the player's
 * pointer (issue 29; docs/decisions/quiz.md, "The books stay where they
 * are"): the verse (QUIZ_VERSE_LINES lines of it, QuizPlayView.tsx) and the
 * previous answer (here).
 */
import { BOOKS } from '@parole/bible';
import { messages } from '../messages.js';

/** The books' names, longest first. */
const byLength = [...BOOKS].map((b) => b.name).sort((a, b) => b.length - a.length);

/**
 * The longest previous answers: a wrong answer between the two longest
 * names, both ways ("Réponse précédente : Cantique des cantiques — c’était
 * 1 Thessaloniciens"). The room of the previous answer is as tall as the
 * taller of the two at the width and in the fonts the visitor has: none of
 * the 66 × 66 answers is taller at any width from 150 to 1,100 px
 * (measured in Chromium; tests/e2e/quiz-grid.test.ts checks every one at the
 * phone's and the desktop's width).
 */
export const LONGEST_PREVIOUS: readonly string[] = [
  messages.quiz.previous(byLength[0], byLength[1], false),
  messages.quiz.previous(byLength[1], byLength[0], false),
];

/**
 * A text as a CSS string, for the value of `content`.
 * @example cssString('Dit "oui"') // '"Dit \\"oui\\""'
 */
export function cssString(text: string): string {
  return `"${text.replace(/[\\"]/g, '\\$&')}"`;
}

/**
 * The sizes a verse is drawn at, largest first: the first at which it fits
 * its room. On a phone (390 px) 28,780 of the 28,834 verses a game may draw
 * fit at full size, 52 from 0.95 to 0.85, Ésaïe 66:3 at 0.8 and Jérémie
 * 33:11 at 0.75; on a desktop every one at full size.
 */
export const VERSE_SCALES: readonly number[] = [1, 0.95, 0.9, 0.85, 0.8, 0.75];
