import { describe, expect, it } from 'vitest';
import { BOOKS, type Book } from '@parole/bible';
import { EXPECTED_VERSE_COUNT, importBible } from './bible.js';
import type { UsfmFile } from './source.js';

/** A USFM file for `book` with `verses(chapter)` verses in each chapter. */
function file(book: Book, verses: (chapter: number) => number = () => 1, extra = ''): UsfmFile {
  const lines = [`\\id ${book.code} test`, '\\h X'];
  for (let c = 1; c <= book.chapters; c++) {
    lines.push(`\\c ${c}`, '\\p');
    for (let v = 1; v <= verses(c); v++) lines.push(`\\v ${v} Texte ${c}:${v}.`);
  }
  return { name: `${String(book.id).padStart(2, '0')}-${book.code}.usfm`, content: lines.join('\n') + extra };
}
const canon = (change: Partial<Record<string, UsfmFile>> = {}) => BOOKS.map((b) => change[b.code] ?? file(b));
const book = (code: string) => BOOKS.find((b) => b.code === code)!;

describe('importBible', () => {
  it('refuses a source that lacks books, naming them', () => {
    expect(() => importBible([file(book('GEN'))])).toThrow(/Expected the 66 books of the canon, found 1; missing: Exode \(EXO\), /);
  });

  it('refuses an unknown book code and a book given twice', () => {
    expect(() => importBible([{ name: '67-XYZ.usfm', content: '\\id XYZ' }])).toThrow(/XYZ is not one of the 66 books/);
    expect(() => importBible([file(book('GEN')), file(book('GEN'))])).toThrow(/Genèse \(GEN\) appears in two files/);
  });

  it('skips the front matter', () => {
    const front = { name: '00-FRT.usfm', content: '\\id FRT\n\\imt1 LA SAINTE BIBLE' };
    expect(() => importBible([front, ...canon()])).toThrow(/Expected 31170 verses in all, found 1189/);
  });

  it('refuses a chapter count different from the canon', () => {
    const short = file({ ...book('JHN'), chapters: 20 });
    expect(() => importBible(canon({ JHN: short }))).toThrow('Jean (JHN): the source has 20 chapters, the canon expects 21');
  });

  it('refuses a gap in the verse numbers, naming book, chapter and verse', () => {
    const gap = file(book('JHN'));
    gap.content = gap.content.replace('\\v 1 Texte 3:1.', '\\v 1 Texte 3:1.\n\\v 3 Texte 3:3.');
    expect(() => importBible(canon({ JHN: gap }))).toThrow(
      /^Jean \(JHN\) 3: verse 3 found where verse 2 was expected, after 3:1 \(43-JHN\.usfm line \d+\)$/,
    );
  });

  it('refuses a chapter that does not start at verse 1', () => {
    const late = file(book('RUT'));
    late.content = late.content.replace('\\v 1 Texte 2:1.', '\\v 2 Texte 2:1.');
    expect(() => importBible(canon({ RUT: late }))).toThrow(/Ruth \(RUT\) 2: starts with verse 2, expected verse 1/);
  });

  it('refuses more verses in a chapter than the verse id can number', () => {
    expect(() => importBible(canon({ OBA: file(book('OBA'), () => 1000) }))).toThrow(
      /Abdias \(OBA\) 1:1000: more than 999 verses in a chapter/,
    );
  });

  it('refuses an empty verse', () => {
    const empty = file(book('JUD'));
    empty.content = empty.content.replace('Texte 1:1.', '\\x + \\xo 1:1 \\xt Jn 1:1.\\x*');
    expect(() => importBible(canon({ JUD: empty }))).toThrow(/Jude \(JUD\) 1:1 \(65-JUD\.usfm line \d+\): the verse is empty/);
  });

  it('refuses a source whose verse total is not the canon’s', () => {
    expect(EXPECTED_VERSE_COUNT).toBe(31_170);
    expect(() => importBible(canon())).toThrow('Expected 31170 verses in all, found 1189');
  });

  it('numbers, renders and folds the verses of a valid source', () => {
    // 1,189 chapters of 26 or 27 verses: exactly the canon's 31,170.
    let index = 0;
    const files = BOOKS.map((b) => {
      const first = index;
      index += b.chapters;
      return file(b, (c) => (first + c - 1 < EXPECTED_VERSE_COUNT - 26 * 1189 ? 27 : 26));
    });
    const phm = files[56];
    phm.content = phm.content.replace(
      'Texte 1:1.',
      'Paul, \\wj prisonnier\\wj* de \\x + \\xo 1:1 \\xt Ep 3:1.\\x*Jésus-Christ,\n\\q Œuvre & cœur',
    );
    phm.content = phm.content.replace('\\c 1\n', '\\c 1\n\\s Salutation\n');

    const books = importBible(files);
    expect(books.map((b) => b.book.id)).toEqual(BOOKS.map((b) => b.id));
    const philemon = books[56];
    expect(philemon.versesPerChapter).toEqual([26]);
    expect(philemon.verses[0]).toEqual({
      id: 57_001_001,
      bookId: 57,
      chapter: 1,
      verse: 1,
      html: 'Paul, <span class="wj">prisonnier</span> de Jésus-Christ,<br>Œuvre &amp; cœur',
      plain: 'Paul, prisonnier de Jésus-Christ, Œuvre & cœur',
      folded: 'paul, prisonnier de jesus-christ, oeuvre & coeur',
    });
    expect(philemon.headings).toEqual([{ bookId: 57, chapter: 1, beforeVerse: 1, level: 's', text: 'Salutation', ord: 0 }]);
  });
});
