/**
 * A translation other than Louis Segond 1910 read from its USFM (issue 41):
 * checked against its numbering data, or, without any, against the
 * product's chapter table, one verse to one key.
 */
import { describe, expect, it } from 'vitest';
import { BOOKS, verseCount, verseId, verseNumbersIn } from '@parole/bible';
import type { UsfmFile } from './source.js';
import { importTranslation } from './translation.js';

const book = (code: string) => BOOKS.find((b) => b.code === code)!;

/** A USFM file of `code` holding `chapters`: each chapter's verse numbers. */
function file(code: string, chapters: Record<number, readonly number[]>): UsfmFile {
  const b = book(code);
  const lines = [`\\id ${code} test`];
  for (const [c, verses] of Object.entries(chapters)) {
    lines.push(`\\c ${c}`);
    for (const v of verses) lines.push(`\\v ${v} *Texte ✶Dieu [dit] ${c}:${v}.`);
  }
  return { name: `${String(b.id).padStart(2, '0')}-${code}.usfm`, content: lines.join('\n') };
}

/** Book `code` of a translation with numbering data, numbered as its data says. */
function numbered(translation: 'darby' | 'martin', code: string): UsfmFile {
  const b = book(code);
  const chapters: Record<number, readonly number[]> = {};
  for (let c = 1; verseNumbersIn(translation, b.id, c).length > 0; c++) chapters[c] = verseNumbersIn(translation, b.id, c);
  return file(code, chapters);
}

describe('importTranslation', () => {
  describe('given a translation with numbering data', () => {
    it('maps each verse to its product keys, and keeps Darby’s signs in its text', () => {
      const books = importTranslation('darby', BOOKS.map((b) => numbered('darby', b.code)));
      const genesis = books[0]!;
      const laban = genesis.verses.find((v) => v.chapter === 32 && v.verse === 1)!;
      expect(laban).toMatchObject({ id: verseId(1, 32, 1), keys: [verseId(1, 31, 55)], html: '*Texte ✶Dieu [dit] 32:1.', plain: '*Texte ✶Dieu [dit] 32:1.' });
      expect(laban.folded).toBe('*texte ✶dieu [dit] 32:1.');
      expect(genesis.versesPerChapter[31]).toBe(33);
      const mark = books.find((b) => b.book.code === 'MRK')!.verses.find((v) => v.chapter === 9 && v.verse === 50)!;
      expect(mark.keys).toEqual([verseId(41, 9, 50), verseId(41, 9, 51)]);
    });

    it('refuses a book whose verses are not its numbering’s, naming the translation and the place', () => {
      const genesis = numbered('darby', 'GEN');
      const wrong = { ...genesis, content: genesis.content.replace('\\v 33 *Texte ✶Dieu [dit] 32:33.', '\\v 34 *Texte ✶Dieu [dit] 32:34.') };
      expect(() => importTranslation('darby', [wrong])).toThrow(/^darby: Genèse \(GEN\) 32: verses 1, .*, 32, 34 found, its numbering has 1, .*, 33 \(01-GEN\.usfm line \d+\)$/);
      const joel = file('JOL', { 1: verseNumbersIn('martin', 29, 1), 2: verseNumbersIn('martin', 29, 2), 3: [1], 4: [1] });
      expect(() => importTranslation('martin', [joel])).toThrow('martin: Joël (JOL): chapters 1, 2, 3, 4 found, its numbering has 1 to 3 (29-JOL.usfm)');
    });

    it('refuses a text that lacks books', () => {
      expect(() => importTranslation('martin', [numbered('martin', 'GEN')])).toThrow(/^martin: expected the 66 books of the canon, found 1; missing: Exode \(EXO\), /);
    });
  });

  describe('given a translation without numbering data (an operator’s)', () => {
    it('takes the books and chapters it has, each verse its own key', () => {
      const books = importTranslation('simple', [file('JHN', { 3: [16, 17] }), file('PSA', { 23: [1, 2, 3, 4, 5, 6] })]);
      expect(books.map((b) => b.book.code)).toEqual(['PSA', 'JHN']);
      const john = books[1]!;
      expect(john.verses.map((v) => [v.id, v.keys])).toEqual([
        [verseId(43, 3, 16), [verseId(43, 3, 16)]],
        [verseId(43, 3, 17), [verseId(43, 3, 17)]],
      ]);
      expect(john.versesPerChapter[2]).toBe(2);
      expect(john.versesPerChapter[0]).toBeUndefined();
    });

    it('refuses a verse the chapter table does not have, or one out of order', () => {
      expect(() => importTranslation('simple', [file('JHN', { 3: [36, 37] })])).toThrow(
        `simple: Jean (JHN) 3:37: the chapter table's Jean 3 has ${verseCount(43, 3)} verses; a translation without numbering data is numbered as it is (43-JHN.usfm line 4)`,
      );
      expect(() => importTranslation('simple', [file('JUD', { 2: [1] })])).toThrow('simple: Jude (JUD): chapter 2, the chapter table has 1 (65-JUD.usfm line 3)');
      expect(() => importTranslation('simple', [file('JHN', { 3: [17, 16] })])).toThrow('simple: Jean (JHN) 3:16: out of order or twice (43-JHN.usfm line 4)');
      expect(() => importTranslation('simple', [{ name: '00-FRT.usfm', content: '\\id FRT front' }])).toThrow('simple: no book of the canon in its USFM files');
    });
  });
});
