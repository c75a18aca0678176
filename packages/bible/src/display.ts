/**
 * Pure helpers of the reading display: copy formats and divine-name
 * highlighting. They live here so the reader widget, the print layout and
 * tests share one definition.
 */
import type { Verse } from './contract/types.js';
import { formatVerseSelection } from './ranges.js';

/** Names highlighted when the "dieu" display setting is on. Capitalised forms only. */
export const DIVINE_NAMES: readonly string[] = [
  'Jésus-Christ',
  'Saint-Esprit',
  'Tout-Puissant',
  'Très-Haut',
  'Éternel',
  'Seigneur',
  'Emmanuel',
  'Messie',
  'Christ',
  'Jésus',
  'Dieu',
];

const DIVINE_RE = new RegExp(
  `(?<![\\p{L}\\p{N}-])(${DIVINE_NAMES.join('|')})(?![\\p{L}\\p{N}-])`,
  'gu',
);

/**
 * Wraps each divine name found in the text parts of `html` (never inside a
 * tag) in `<span class="dieu">`.
 * @example highlightDivineNames('Car Dieu a tant aimé') // 'Car <span class="dieu">Dieu</span> a tant aimé'
 */
export function highlightDivineNames(html: string): string {
  return html
    .split(/(<[^>]*>)/)
    .map((part) => (part.startsWith('<') ? part : part.replace(DIVINE_RE, '<span class="dieu">$1</span>')))
    .join('');
}

/** Visible text of the verse HTML: tags dropped, <br> as a space, entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** What a copy reads of a verse of the contract. */
type CopyVerse = Pick<Verse, 'verset' | 'texte'>;

/**
 * The spec's copy format for selected verses: the text, then book, chapter
 * and verses in brackets.
 * @example formatSelectionCopy('Jean', 3, [{ verset: 16, texte: 'Car Dieu…' }]) // "Car Dieu… (Jean 3:16)"
 */
export function formatSelectionCopy(bookName: string, chapter: number, verses: readonly CopyVerse[]): string {
  const sorted = [...verses].sort((a, b) => a.verset - b.verset);
  const text = sorted.map((v) => htmlToText(v.texte)).join(' ');
  return `${text} (${bookName} ${chapter}:${formatVerseSelection(sorted.map((v) => v.verset))})`;
}

/**
 * The spec's copy format for a whole chapter: a header with the reference and
 * the translation's name, then one numbered line per verse.
 * @example formatChapterCopy('Jean', 3, 'Louis Segond 1910', verses) // "Jean 3 (Louis Segond 1910)\n1 Mais il y eut…"
 */
export function formatChapterCopy(
  bookName: string,
  chapter: number,
  translationName: string,
  verses: readonly CopyVerse[],
): string {
  const lines = [...verses].sort((a, b) => a.verset - b.verset).map((v) => `${v.verset} ${htmlToText(v.texte)}`);
  return [`${bookName} ${chapter} (${translationName})`, ...lines].join('\n');
}
