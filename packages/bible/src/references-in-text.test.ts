import { describe, expect, it } from 'vitest';
import { BOOK_FORMS } from './book-names.js';
import { BOOKS, type PassageEnd, type ReadingPlace } from './canon.js';
import { href } from './contract/pages.js';
import { seededRandom } from './random.js';
import { findReferences } from './references-in-text.js';
import { readingNumbering } from './versification/reading.js';
import { verseCount } from './verse-counts.js';

/** Each reference of `text`: its text and the reading route it leads to. */
const links = (text: string) => findReferences(text).map(({ start, end, place }) => [text.slice(start, end), href('read', place)]);

const NBSP = '\u00a0';
const NARROW_NBSP = '\u202f';

/** Whole numbers from `from` to `to`. */
const span = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('findReferences', () => {
  it.each([
    // Chapter and verse: a dot, a colon (with French spacing or not), a comma.
    ['Lisez Jean 3.16 ce soir.', 'Jean 3.16', '/lire/43/3/16'],
    ['Lisez Jean 3:16 ce soir.', 'Jean 3:16', '/lire/43/3/16'],
    [`Lisez Jean 3${NBSP}:${NBSP}16 ce soir.`, `Jean 3${NBSP}:${NBSP}16`, '/lire/43/3/16'],
    ['Lisez Jean 3,16 ce soir.', 'Jean 3,16', '/lire/43/3/16'],
    ['Voir Jn 3.16.', 'Jn 3.16', '/lire/43/3/16'],
    ['Voir Jn. 3.16.', 'Jn. 3.16', '/lire/43/3/16'],
    // Verse ranges, with a hyphen or an en dash; half verses.
    ['cf. 1 Co 13,4-7', '1 Co 13,4-7', '/lire/46/13/4-7'],
    ['cf. 1 Co 13.4–7', '1 Co 13.4–7', '/lire/46/13/4-7'],
    ['cf. Jean 3.16a', 'Jean 3.16a', '/lire/43/3/16'],
    // A range across chapters: where it starts, to its chapter's end.
    ['Jean 3.16–4.2', 'Jean 3.16–4.2', '/lire/43/3/16-36'],
    // Whole chapters, chapter ranges.
    ['Le Ps 23 est connu.', 'Ps 23', '/lire/19/23'],
    ['Le sermon sur la montagne (Mt 5–7)', 'Mt 5–7', '/lire/40/5'],
    ['Psaume 119', 'Psaume 119', '/lire/19/119'],
    // Names with or without accents, any case as people write them.
    ['Ésaïe 53.5', 'Ésaïe 53.5', '/lire/23/53/5'],
    ['Esaie 53.5', 'Esaie 53.5', '/lire/23/53/5'],
    ['Isaïe 53,5', 'Isaïe 53,5', '/lire/23/53/5'],
    ['ÉPHÉSIENS 2.8', 'ÉPHÉSIENS 2.8', '/lire/49/2/8'],
    ['lire philippiens 4.13', 'philippiens 4.13', '/lire/50/4/13'],
    ['Qo 3.1', 'Qo 3.1', '/lire/21/3/1'],
    ['Ap 21.4', 'Ap 21.4', '/lire/66/21/4'],
    // The spellings of the TOB, Jérusalem and NBS, and the liturgy's.
    ['Habaquq 2.4', 'Habaquq 2.4', '/lire/35/2/4'],
    ['Habaquq 3,17-18', 'Habaquq 3,17-18', '/lire/35/3/17-18'],
    ['Habacuc 2.4', 'Habacuc 2.4', '/lire/35/2/4'],
    ['Nahoum 1.7', 'Nahoum 1.7', '/lire/34/1/7'],
    ['Ézékiel 37.1-14', 'Ézékiel 37.1-14', '/lire/26/37/1-14'],
    ['Ezékiel 36,26', 'Ezékiel 36,26', '/lire/26/36/26'],
    ['Ezekiel 36.26', 'Ezekiel 36.26', '/lire/26/36/26'],
    ['Qohéleth 3.1', 'Qohéleth 3.1', '/lire/21/3/1'],
    ['Ne 8.10', 'Ne 8.10', '/lire/16/8/10'],
    ['He 11.1', 'He 11.1', '/lire/58/11/1'],
    ['Jacq. 1.5', 'Jacq. 1.5', '/lire/59/1/5'],
    // Numbered books: a space, none, a no-break or narrow no-break space.
    ['1 Co 13', '1 Co 13', '/lire/46/13'],
    ['1Co 13', '1Co 13', '/lire/46/13'],
    [`1${NBSP}Jean 4.8`, `1${NBSP}Jean 4.8`, '/lire/62/4/8'],
    [`1${NARROW_NBSP}Jn 4.8`, `1${NARROW_NBSP}Jn 4.8`, '/lire/62/4/8'],
    ['2 Timothée 3.16', '2 Timothée 3.16', '/lire/55/3/16'],
    ['2 Tm 3.16', '2 Tm 3.16', '/lire/55/3/16'],
    ['1 S 17', '1 S 17', '/lire/9/17'],
    // Single-chapter books: the lone number is a verse.
    ['Jude 3', 'Jude 3', '/lire/65/1/3'],
    ['Jude 1.3', 'Jude 1.3', '/lire/65/1/3'],
    ['Philémon 4-6', 'Philémon 4-6', '/lire/57/1/4-6'],
    ['2 Jean 6', '2 Jean 6', '/lire/63/1/6'],
    ['3 Jn 11', '3 Jn 11', '/lire/64/1/11'],
    ['Abdias 15', 'Abdias 15', '/lire/31/1/15'],
    // French elision before the name.
    ["la prophétie d'Ésaïe 53.5", 'Ésaïe 53.5', '/lire/23/53/5'],
    ['la prophétie d’Ésaïe 53.5', 'Ésaïe 53.5', '/lire/23/53/5'],
  ])('%s → %s', (text, shown, route) => {
    expect(links(text)).toEqual([[shown, route]]);
  });

  it('reads a list separated by « ; » as passages of the same book, each a link', () => {
    expect(links('Rm 8.28-39 ; 12.1-2')).toEqual([
      ['Rm 8.28-39', '/lire/45/8/28-39'],
      ['12.1-2', '/lire/45/12/1-2'],
    ]);
    expect(links('Ps 23 ; 91 ; 121')).toEqual([
      ['Ps 23', '/lire/19/23'],
      ['91', '/lire/19/91'],
      ['121', '/lire/19/121'],
    ]);
  });

  it('starts a new book after « ; » when a numbered book’s name follows', () => {
    expect(links('Rm 8.28 ; 1 Co 13.4')).toEqual([
      ['Rm 8.28', '/lire/45/8/28'],
      ['1 Co 13.4', '/lire/46/13/4'],
    ]);
  });

  it('finds every reference of a paragraph, with its place in the text', () => {
    const text = 'Dimanche : Jn 3.16 et Ps 23 ; puis 1 Co 13,4-7.';
    expect(findReferences(text)).toEqual([
      { start: 11, end: 18, place: { book: 43, chapter: 3, verses: [16] } },
      { start: 22, end: 27, place: { book: 19, chapter: 23 } },
      { start: 35, end: 46, place: { book: 46, chapter: 13, verses: [4, 5, 6, 7] } },
    ]);
  });

  it.each([
    ['Psaume 151', 'a chapter the book does not have'],
    ['Actes 29', 'a chapter the book does not have'],
    ['Jean 3.99', 'a verse the chapter does not have'],
    ['Jean 3.16-99', 'a range past the chapter'],
    ['Jean 3.18-16', 'a range backwards'],
    ['Mt 7–5', 'a chapter range backwards'],
    ['Jean 0', 'chapter 0'],
    ['Jude 30', 'a verse of a single-chapter book it does not have'],
    ['Jean-Paul 2', 'a name that goes on'],
    ['Marie-Jean 3', 'a name that goes on before'],
    ['en 1 an', 'words and numbers'],
    ['il est 8 heures', 'a word that is an abbreviation (Est), without its capital'],
    ['les os 3 fois', 'a word that is an abbreviation (Os), without its capital'],
    ['Le 3 mars', 'an article folded like an abbreviation (Lé)'],
    ['De 3 à 5 ans', 'a preposition folded like an abbreviation (De)'],
    ['Ps 23x', 'a number that goes on in letters'],
    ['Jean 3.1234', 'a number too long for a verse'],
    ['Jean 1234', 'a number too long for a chapter'],
    ['Jean3.16', 'a name glued to its number'],
    ['Jeanne 3', 'a longer word'],
    ['Luc', 'a name without a number'],
    ['Mt 5e', 'an ordinal'],
    // Books of the Catholic Bibles that Segond 1910's canon does not have.
    ['Tobie 4.15', 'a book outside the canon (Tobie)'],
    ['Judith 8.1', 'a book outside the canon (Judith), though it starts like Jud'],
    ['Sagesse 3.1', 'a book outside the canon (Sagesse)'],
    ['Siracide 3.1', 'a book outside the canon (Siracide)'],
    ['Ecclésiastique 3.1', 'a book outside the canon (Siracide), though it starts like Ecclésiaste'],
    ['Baruch 3.9', 'a book outside the canon (Baruch)'],
    ['1 Maccabées 1.1', 'a book outside the canon (Maccabées)'],
  ])('refuses « %s »: %s', (text) => {
    expect(links(text)).toEqual([]);
  });

  it('reads every book by each of its forms, written as people write them, at random places of the versification', () => {
    const random = seededRandom(25);
    const pick = <T,>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    /** A whole number from `from` to `to`. */
    const between = (from: number, to: number) => from + Math.floor(random() * (to - from + 1));
    const withoutAccents = (form: string) => form.normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC');
    /** The rule of docs/decisions/tagger.md: a form of three letters or fewer after its number counts only with a capital. */
    const needsCapital = (form: string) => form.replace(/^[123]/, '').replace(/[^\p{L}]/gu, '').length <= 3;

    /** A random passage of `book` as written after its name, the place it leads to, and where it ends when it runs across chapters (issue 44). */
    const passageOf = (book: number): { written: string; place: ReadingPlace; through?: PassageEnd } => {
      const chapters = BOOKS[book - 1]!.chapters;
      const separator = pick(['.', ':', ',', ' : ', `${NBSP}:${NBSP}`]);
      const dash = pick(['-', '–']);
      if (chapters === 1) {
        // A lone number is a verse; « 1.3 » reads as written.
        const last = verseCount(book, 1);
        const verse = between(1, last);
        const to = verse < last && random() < 0.5 ? between(verse + 1, last) : undefined;
        const verses = to === undefined ? [verse] : span(verse, to);
        const range = to === undefined ? `${verse}` : `${verse}${dash}${to}`;
        return { written: random() < 0.5 ? range : `1${separator}${range}`, place: { book, chapter: 1, verses } };
      }
      const chapter = between(1, chapters);
      const last = verseCount(book, chapter);
      const verse = between(1, last);
      switch (pick(['chapter', 'chapters', 'verse', 'verses', 'across'] as const)) {
        case 'chapter':
          return { written: `${chapter}`, place: { book, chapter } };
        case 'chapters': {
          if (chapter === chapters) return { written: `${chapter}`, place: { book, chapter } };
          const toChapter = between(chapter + 1, chapters);
          return { written: `${chapter}${dash}${toChapter}`, place: { book, chapter }, through: { chapter: toChapter } };
        }
        case 'verse':
          return { written: `${chapter}${separator}${verse}`, place: { book, chapter, verses: [verse] } };
        case 'verses': {
          if (verse === last) return { written: `${chapter}${separator}${verse}`, place: { book, chapter, verses: [verse] } };
          const to = between(verse + 1, last);
          return { written: `${chapter}${separator}${verse}${dash}${to}`, place: { book, chapter, verses: span(verse, to) } };
        }
        case 'across': {
          // To a verse of a later chapter: from the verse to its chapter's end.
          if (chapter === chapters) return { written: `${chapter}${separator}${verse}`, place: { book, chapter, verses: [verse] } };
          const toChapter = between(chapter + 1, chapters);
          const toVerse = between(1, verseCount(book, toChapter));
          return {
            written: `${chapter}.${verse}${dash}${toChapter}.${toVerse}`,
            place: { book, chapter, verses: span(verse, last) },
            through: { chapter: toChapter, verse: toVerse },
          };
        }
      }
    };

    let checked = 0;
    for (const { book, forms } of BOOK_FORMS) {
      for (const form of forms) {
        const spellings = new Set([form, withoutAccents(form), form.toUpperCase(), withoutAccents(form).toUpperCase()]);
        if (!needsCapital(form)) spellings.add(form.toLowerCase()).add(withoutAccents(form).toLowerCase());
        for (const spelling of spellings) {
          // A numbered book's number and name: apart by a space, none, a no-break or a narrow no-break space.
          const spacings = /^[123] /.test(spelling) ? ['', NBSP, NARROW_NBSP].map((space) => spelling.replace(' ', space)).concat(spelling) : [spelling];
          for (const spaced of spacings) {
            for (const name of [spaced, `${spaced}.`]) {
              const { written, place, through } = passageOf(book);
              const reference = `${name} ${written}`;
              expect(findReferences(`Voir ${reference}, puis prier.`), reference).toEqual([{ start: 5, end: 5 + reference.length, place, ...(through && { through }) }]);
              checked++;
            }
          }
        }
        if (needsCapital(form)) {
          // Written in lower case, a short form is a word (« est », « os »): no reference.
          const { written } = passageOf(book);
          const lower = `voir ${form.toLowerCase()} ${written}, puis prier.`;
          expect(findReferences(lower), lower).toEqual([]);
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('gives each form to one book only', () => {
    const seen = new Map<string, number>();
    for (const { book, forms } of BOOK_FORMS) {
      for (const form of forms) {
        const key = form.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[\s.]/g, '');
        expect(seen.get(key) ?? book, `${form}: ${seen.get(key)} and ${book}`).toBe(book);
        seen.set(key, book);
      }
    }
  });
});

describe('references read in a translation’s numbering (issue 41)', () => {
  it('finds what the translation has: « Gn 32.33 » in Darby, « Ml 4.5-6 » in Martin, neither in the chapter table', () => {
    const text = 'Voir Gn 32.33 et Ml 4.5-6.';
    expect(findReferences(text).map(({ place }) => place)).toEqual([]);
    expect(findReferences(text, readingNumbering('darby')).map(({ place }) => place)).toEqual([{ book: 1, chapter: 32, verses: [33] }]);
    expect(findReferences(text, readingNumbering('martin')).map(({ place }) => place)).toEqual([{ book: 39, chapter: 4, verses: [5, 6] }]);
  });
});
