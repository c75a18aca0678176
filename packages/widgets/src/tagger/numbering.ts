/**
 * The tagger's translations' numberings, loaded only when the script tag
 * names a translation read in its own numbering (`data-traduction="darby"`,
 * issue 41). Segond's tagger, the common case, is read in the chapter table
 * and needs none of it: Darby's and Martin's maps and their reader would
 * otherwise be a third of the tagger.
 *
 * In the tagger's build and the script-tag embed's (rollup.config.mjs,
 * `numberingStandIn`; the embed's since issue 48, where the widgets mount
 * once it has come: embed/core.tsx), this module stands in for
 * @parole/bible's `versification/versification.ts`,
 * which the contract's checks import: the translations' ids at once, and
 * the functions that read a numbering, which are the real ones of the chunk
 * `embed/tagger-numbering-[hash].js` (numbering-chunk.ts) once
 * `loadNumbering` has brought it. Called before that, they throw rather
 * than read a Darby reference in Segond's numbering without a word.
 */
import type * as Bible from '@parole/bible';

/** What the chunk brings: the real module's functions that read a numbering's data. */
export type NumberingChunk = Pick<typeof Bible, 'chapterCountIn' | 'verseNumbersIn' | 'numberingData'>;

let chunk: NumberingChunk | undefined;
const loaded = (): NumberingChunk => {
  if (!chunk) throw new Error('parole-tagger: a translation’s numbering is read before it was loaded');
  return chunk;
};

/** The real module's ids, without its data (numbering.test.ts checks they are the same). */
export const TRANSLATION_IDS = Object.freeze(['lsg', 'darby', 'martin'] as const);
export type TranslationId = (typeof TRANSLATION_IDS)[number];

export function isTranslationId(value: unknown): value is TranslationId {
  return typeof value === 'string' && (TRANSLATION_IDS as readonly string[]).includes(value);
}

export const chapterCountIn: NumberingChunk['chapterCountIn'] = (translation, book) => loaded().chapterCountIn(translation, book);
export const verseNumbersIn: NumberingChunk['verseNumbersIn'] = (translation, book, chapter) => loaded().verseNumbersIn(translation, book, chapter);
export const numberingData: NumberingChunk['numberingData'] = (translation) => loaded().numberingData(translation);

/** Whether the chunk has come: the functions above read every numbering once it says true. */
export const numberingsLoaded: typeof Bible.numberingsLoaded = () => chunk !== undefined;

/**
 * The verses' keys (keys.ts, which imports it) are never read by the tagger:
 * only the name is needed for the build to resolve.
 * @public
 */
export function mapOf(): never {
  throw new Error('parole-tagger: the verses’ keys are not part of the tagger');
}

/**
 * Brings the translations' numberings from their chunk (a module at `url`,
 * fetched once by the browser), so that `readingNumbering(t)` reads `t`'s own.
 * @example await loadNumbering(new URL('embed/tagger-numbering-3fA9c1bd.js', script.src).href)
 */
export async function loadNumbering(url: string): Promise<void> {
  chunk = (await import(/* @vite-ignore */ url)) as NumberingChunk;
}

/** Forgets the chunk: for the tests, which leave the module as they found it. */
export function forgetNumbering(): void {
  chunk = undefined;
}
