/**
 * The tagger's stand-in for @parole/bible's versification module (issue
 * 41): the same ids at once, the numberings only once their chunk has come.
 * The built tagger with data-traduction="darby" on another origin:
 * tests/e2e/translations.test.ts; Segond's tagger without the chunk:
 * tests/e2e/tagger.test.ts.
 */
import * as bible from '@parole/bible';
import { afterAll, describe, expect, it } from 'vitest';
import { chapterCountIn, forgetNumbering, isTranslationId, loadNumbering, numberingData, numberingsLoaded, TRANSLATION_IDS, verseNumbersIn } from './numbering.js';

afterAll(forgetNumbering);

describe('the tagger’s numberings (issue 41)', () => {
  it('knows the translations’ ids without their data, as the real module does', () => {
    expect(TRANSLATION_IDS).toEqual(bible.TRANSLATION_IDS);
    for (const id of [...bible.TRANSLATION_IDS, 'kjv', 'Darby', '']) expect(isTranslationId(id)).toBe(bible.isTranslationId(id));
  });

  it('refuses to read a numbering before its chunk has come, rather than read Darby in Segond’s', () => {
    // What the embed's widgets wait on (embed/core.tsx, issue 48); the real module always has them.
    expect(numberingsLoaded()).toBe(false);
    expect(bible.numberingsLoaded()).toBe(true);
    expect(() => chapterCountIn('martin', 29)).toThrow(/before it was loaded/);
    expect(() => verseNumbersIn('darby', 1, 32)).toThrow(/before it was loaded/);
  });

  it('reads each translation’s own once the chunk has come', async () => {
    // A path beside numbering.ts, as vitest resolves it (the browser gets the chunk's URL on the tagger's site).
    await loadNumbering('./numbering-chunk.ts');
    expect(numberingsLoaded()).toBe(true);
    expect(chapterCountIn('martin', 29)).toBe(3);
    expect(verseNumbersIn('darby', 1, 32).at(-1)).toBe(33);
    expect(numberingData('darby')).toBe(bible.numberingData('darby'));
  });
});
