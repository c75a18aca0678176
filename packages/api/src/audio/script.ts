/**
 * What the synthesizer reads for a chapter: the announcement ("Genèse,
 * chapitre un") and then each verse's plain text, made speakable. Verse
 * numbers, notes, headings and markup are never in it: the verses' `plain`
 * column already holds neither notes nor markup, and the numbers are not
 * part of a verse's text. Digits and abbreviations are written out as French
 * words, so that what is heard does not depend on how the synthesizer's
 * rules read "1er" or "J.-C." (docs/decisions/audio.md, "What is read").
 */
import { getBook } from '@parole/bible';
import { frenchNumber, frenchOrdinal } from './numbers.js';

/**
 * Abbreviations a French Bible may print, and how they are read. Matched as
 * whole words, case-sensitively (an abbreviation is written one way).
 */
const ABBREVIATIONS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bav\. J\.-C\./g, 'avant Jésus-Christ'],
  [/\bap\. J\.-C\./g, 'après Jésus-Christ'],
  [/\bJ\.-C\./g, 'Jésus-Christ'],
  [/\bcf\./g, 'voir'],
  [/\bCf\./g, 'Voir'],
  [/\betc\./g, 'et cetera'],
  [/\bv\.(?=\s*\d)/g, 'verset'],
  [/\bvv\.(?=\s*\d)/g, 'versets'],
  [/\b[cC]h\.(?=\s*\d)/g, 'chapitre'],
  [/\benv\.(?=\s*\d)/g, 'environ'],
  [/\bSte\b\.?/g, 'Sainte'],
  [/\bSt\b\.?/g, 'Saint'],
  [/\bMme\b/g, 'Madame'],
  [/\bMlle\b/g, 'Mademoiselle'],
  [/\bM\.(?= [A-ZÉ])/g, 'Monsieur'],
  [/\bNo\b\.?(?=\s*\d)/g, 'numéro'],
  [/\bn°\s*(?=\d)/g, 'numéro '],
  // Units, after a number only.
  [/(?<=\d\s?)km\b/g, ' kilomètres'],
  [/(?<=\d\s?)kg\b/g, ' kilos'],
  [/(?<=\d\s?)cm\b/g, ' centimètres'],
];

/**
 * Signs an edition prints in its text, not words (issue 41): Darby's `*`
 * (a verse numbered otherwise elsewhere), `✶` (before a word: the Hebrew
 * *El*, *Kurios* without the article) and `✝` (56 times, before « Dieu »;
 * its README does not say why), and Martin's one stray `+` (Matthieu
 * 23:34). A synthesizer would name them, or stumble on them.
 * Segond 1910's text has none: its audio's cache keys are unchanged.
 */
const EDITION_SIGNS = /[*✶✝+]/g;

/** Marks left in a text by its digitization, read as a pause: Martin's `¨` (Apocalypse 3:15) and a stray C1 dash (U+0096). */
const STRAY_MARKS = /[¨\u0096]/g;

/** Ordinals as French prints them: 1er, 1re, 1ère, 2e, 2ème, 2nd, 2de. */
const ORDINAL = /\b(\d+)(er|re|ère|e|ème|nd|nde|de)\b/g;

/** A number with its thousands grouped by spaces (46 500, 1 234 567), or plain digits. */
const NUMBER = /\d{1,3}(?:[  ]\d{3})+(?!\d)|\d+/g;

/** A chapter and verse reference, as "3:16" or "3.16". */
const REFERENCE = /\b(\d{1,3})[:.](\d{1,3})\b/g;

/**
 * A verse's plain text as the synthesizer must read it: abbreviations,
 * references, ordinals and numbers written out; typographic apostrophes
 * and quotes simplified; square brackets (words the edition marks as
 * doubtful, or Darby's words added for sense) dropped, their words kept;
 * the editions' signs (EDITION_SIGNS: Darby's `*`, `✶`, `✝`) never read.
 * @example speakable('Le 1er jour, 120 hommes.') // 'Le premier jour, cent vingt hommes.'
 * @example speakable('*Et le ✶Dieu [fort]') // 'Et le Dieu fort'
 * @example speakable('l’an 1 234 av. J.-C.') // "l'an mille deux cent trente-quatre avant Jésus-Christ"
 */
export function speakable(text: string): string {
  let out = text.normalize('NFC').replace(/[’‘ʼ]/g, "'").replace(/[“”«»„"]/g, ' ').replace(/[[\]]/g, '').replace(EDITION_SIGNS, '').replace(STRAY_MARKS, ' ');
  for (const [pattern, words] of ABBREVIATIONS) out = out.replace(pattern, words);
  out = out.replace(REFERENCE, (_, c: string, v: string) => `chapitre ${frenchNumber(Number(c))}, verset ${frenchNumber(Number(v))}`);
  out = out.replace(ORDINAL, (_, digits: string, suffix: string) => frenchOrdinal(Number(digits), suffix === 're' || suffix === 'ère' || suffix === 'nde'));
  out = out.replace(NUMBER, (digits) => {
    const n = Number(digits.replace(/\D/g, ''));
    return Number.isSafeInteger(n) && n < 1e12 ? frenchNumber(n) : digits.split('').map((d) => frenchNumber(Number(d))).join(' ');
  });
  // Markup that slipped through (the plain text has none) is never read.
  out = out.replace(/<[^>]*>/g, ' ');
  return out.replace(/\s+/g, ' ').trim();
}

/**
 * How a numbered book is announced: "Premier livre des Rois", "Deuxième
 * épître aux Corinthiens", as French readings announce them, rather than
 * "un Rois".
 */
const NUMBERED_BOOKS: Readonly<Record<string, (ordinal: (feminine: boolean) => string) => string>> = {
  Samuel: (o) => `${o(false)} livre de Samuel`,
  Rois: (o) => `${o(false)} livre des Rois`,
  Chroniques: (o) => `${o(false)} livre des Chroniques`,
  Corinthiens: (o) => `${o(true)} épître aux Corinthiens`,
  Thessaloniciens: (o) => `${o(true)} épître aux Thessaloniciens`,
  Timothée: (o) => `${o(true)} épître à Timothée`,
  Pierre: (o) => `${o(true)} épître de Pierre`,
  Jean: (o) => `${o(true)} épître de Jean`,
};

/**
 * The spoken name of a book: its French name, numbered books read out.
 * @example spokenBookName(12) // 'Deuxième livre des Rois'
 * @example spokenBookName(62) // 'Première épître de Jean'
 */
export function spokenBookName(book: number): string {
  const name = getBook(book)?.name;
  if (!name) throw new RangeError(`spokenBookName: no book ${book}`);
  const numbered = /^([123]) (.+)$/.exec(name);
  if (!numbered) return name;
  const ordinal = (feminine: boolean) => {
    const word = frenchOrdinal(Number(numbered[1]), feminine);
    return word[0].toUpperCase() + word.slice(1);
  };
  return NUMBERED_BOOKS[numbered[2]]?.(ordinal) ?? `${ordinal(false)} ${numbered[2]}`;
}

/**
 * What is said before the text: "Genèse, chapitre un"; "Psaume cent
 * dix-neuf" (a psalm is named by its number); the book's name alone when it
 * has one chapter ("Jude").
 * @example announcement(1, 1) // 'Genèse, chapitre un.'
 * @example announcement(19, 119) // 'Psaume cent dix-neuf.'
 */
export function announcement(book: number, chapter: number): string {
  const found = getBook(book);
  if (!found) throw new RangeError(`announcement: no book ${book}`);
  if (book === 19) return `Psaume ${frenchNumber(chapter)}.`;
  if (found.chapters === 1) return `${spokenBookName(book)}.`;
  return `${spokenBookName(book)}, chapitre ${frenchNumber(chapter)}.`;
}

/**
 * The segments of a chapter, each synthesized and encoded on its own (so the
 * first can be heard while the others are made): the announcement, then one
 * per verse. Verses left empty by the edition (a verse moved elsewhere) are
 * skipped.
 * @example chapterScript(43, 11, ['Il y avait un malade, Lazare…', …]) // ['Jean, chapitre onze.', 'Il y avait…', …]
 */
export function chapterScript(book: number, chapter: number, verses: readonly string[]): string[] {
  return chapterSegments(book, chapter, verses.map((text, i) => ({ verse: i + 1, text }))).map((s) => s.text);
}

/** A segment to speak: its text, and the verse it reads (null for the announcement). */
export interface Segment {
  text: string;
  verse: number | null;
}

/**
 * The segments of chapterScript with the verse each one reads: where the
 * chapter's verse timings come from (chapter-audio.ts).
 * @example chapterSegments(19, 117, [{ verse: 1, text: 'Louez l’Éternel…' }, …]) // [{ text: 'Psaume cent dix-sept.', verse: null }, { text: 'Louez…', verse: 1 }, …]
 */
export function chapterSegments(book: number, chapter: number, verses: readonly { verse: number; text: string }[]): Segment[] {
  const spoken = verses.map(({ verse, text }) => ({ verse, text: speakable(text) })).filter(({ text }) => /\p{L}/u.test(text));
  return [{ text: announcement(book, chapter), verse: null }, ...spoken];
}
