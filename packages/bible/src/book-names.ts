/**
 * Every way French readers write each book's name: the canon's name and
 * abbreviation, then the other names and abbreviations of the French Bibles
 * people quote from (Segond 1910, NEG and Segond 21; TOB; Jérusalem; NBS;
 * the liturgy's AELF), their spellings (TOB's and NBS's Nahoum, Habaquq,
 * TOB's Ezékiel, Jérusalem's Isaïe, Qohéleth), and the short forms of
 * sermon notes (Matt., Philém.). The canon is Segond 1910's 66 books: the
 * Catholic Bibles' other books (Tobie, Judith, Sagesse, Siracide, Baruch,
 * Maccabées) have no forms here, so they are never linked. The one list of book names: the search
 * box's `..` jump (reference.ts) and the reference finder (references-in-text.ts)
 * both read it.
 *
 * Written as people write them, accents and spaces included; compared
 * folded (fold.ts), with any space, no-break space or none between a
 * number and the name, and with or without a final dot. Left out: short
 * forms that fold to a French word starting a sentence before a number
 * (« Lé » is « Le 3 mars », « De », « No », « La », « Ca », « Jé »).
 */
import { BOOKS } from './canon.js';

/** Names and abbreviations besides the canon's own `name` and `abbr`, by book number. */
const OTHER_FORMS: Readonly<Record<number, readonly string[]>> = {
  1: ['Gen', 'Ge', 'Gén'],
  2: ['Exo', 'Exod'],
  3: ['Lév', 'Lévit'],
  4: ['Nomb', 'Nom'],
  5: ['Deut', 'Deutér'],
  6: ['Js'],
  7: ['Jug', 'Juge'],
  8: ['Ru'],
  9: ['1 Sa', '1 Sam', '1 Samuël'],
  10: ['2 Sa', '2 Sam', '2 Samuël'],
  11: ['1 Ro', '1 Rs'],
  12: ['2 Ro', '2 Rs'],
  13: ['1 Chr', '1 Chron', '1 Chroniq'],
  14: ['2 Chr', '2 Chron', '2 Chroniq'],
  15: ['Esdr'],
  16: ['Ne', 'Néh', 'Neh'],
  17: ['Esth'],
  18: [],
  19: ['Psaume', 'Psa', 'Psal'],
  20: ['Prov', 'Pro'],
  21: ['Ecc', 'Eccl', 'Ecclés', 'Qo', 'Qoh', 'Qohéleth', 'Qohélet', 'Qohelet'],
  22: ['Cant', 'Cantique'],
  23: ['Esa', 'Ésa', 'És', 'Esaïe', 'Is', 'Isa', 'Isaïe'],
  24: ['Jér', 'Jérém'],
  25: ['Lam', 'Lament'],
  26: ['Éz', 'Ézé', 'Ézéch', 'Ezé', 'Ezéch', 'Ezech', 'Ézékiel', 'Ezékiel'],
  27: ['Da', 'Dan'],
  28: [],
  29: ['Joë'],
  30: [],
  31: ['Abd'],
  32: [],
  33: ['Mich'],
  34: ['Nah', 'Nahoum'],
  35: ['Hab', 'Habaquq', 'Habacuc'],
  36: ['Sop', 'Soph'],
  37: ['Agg'],
  38: ['Zac', 'Zach'],
  39: ['Mal'],
  40: ['Mat', 'Matt', 'Matth'],
  41: ['Mr', 'Mrc'],
  42: ['Lu'],
  43: [],
  44: ['Act', 'Actes des Apôtres'],
  45: ['Ro', 'Rom'],
  46: ['1 Cor', '1 Corinth'],
  47: ['2 Cor', '2 Corinth'],
  48: ['Gal'],
  49: ['Ép', 'Éph', 'Eph'],
  50: ['Phil', 'Php', 'Philip'],
  51: [],
  52: ['1 Thes', '1 Thess', '1 Thessal'],
  53: ['2 Thes', '2 Thess', '2 Thessal'],
  54: ['1 Ti', '1 Tim'],
  55: ['2 Ti', '2 Tim'],
  56: ['Tit'],
  57: ['Philém', 'Philem', 'Phlm'],
  58: ['He', 'Hb', 'Héb', 'Heb'],
  59: ['Ja', 'Jac', 'Jacq', 'Jq'],
  60: ['1 Pi', '1 Pie', '1 Pier'],
  61: ['2 Pi', '2 Pie', '2 Pier'],
  62: ['1 Jean'],
  63: ['2 Jean'],
  64: ['3 Jean'],
  65: ['Jud'],
  66: ['Apo', 'Apoc', 'Rev'],
};

/** Each book's forms as written: its name, its abbreviation, then the others. */
export const BOOK_FORMS: ReadonlyArray<{ book: number; forms: readonly string[] }> = BOOKS.map((b) => ({
  book: b.id,
  forms: [...new Set([b.name, b.abbr, ...(OTHER_FORMS[b.id] ?? [])])],
}));

/**
 * How a numbered book's number is written in folded text besides its digit
 * (issue 44): an ordinal (« 1re », « 1ère », « 1er », « 2e », « 2ème »,
 * « 2nde », « 3e ») or a Roman numeral (« II Rois », « III Jean »), each
 * followed by a space. A Roman numeral counts only in capitals (checked by
 * the reader of the text: folded text has no case).
 */
export const BOOK_NUMBER_FORMS: Readonly<Record<string, string>> = {
  1: '1(?:re|ere|er|e)\\s+|i\\s+',
  2: '2(?:e|eme|nde|nd)\\s+|ii\\s+',
  3: '3(?:e|eme)\\s+|iii\\s+',
};

/** A folded name's number written as an ordinal or a Roman numeral, then its spaces: what `bookNumberOf` reads. */
const WRITTEN_NUMBER = /^(?:([123])(?:re|ere|er|eme|nde|nd|e)\s+|(i{1,3})\s+)/;

/**
 * A folded book name with its number as a digit: « 1re corinthiens » and
 * « i corinthiens » are « 1 corinthiens », and the length of the number as
 * written (0 when the name starts with a digit or has none).
 * @example bookNumberOf('iii jean') // { name: '3 jean', written: 4, roman: true }
 */
export function bookNumberOf(folded: string): { name: string; written: number; roman: boolean } {
  const m = WRITTEN_NUMBER.exec(folded);
  if (!m) return { name: folded, written: 0, roman: false };
  const digit = m[1] ?? String(m[2]!.length);
  return { name: `${digit} ${folded.slice(m[0].length)}`, written: m[0].length, roman: m[2] !== undefined };
}
