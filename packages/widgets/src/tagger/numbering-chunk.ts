/**
 * The chunk the tagger imports for a translation read in its own numbering
 * (numbering.ts): the real functions that read every translation's
 * numbering data, with the data, built apart (rollup.config.mjs) as
 * `embed/tagger-numbering-[hash].js`.
 */
export { chapterCountIn, numberingData, verseNumbersIn } from '@parole/bible';
