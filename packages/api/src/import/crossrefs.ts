/**
 * The cross references (issue 43): OpenBible.info's file, read and mapped
 * from its English (KJV) numbering to the product's verse keys
 * (KJV_NUMBERING of @parole/bible), for the build's `cross_references`
 * table (docs/decisions/crossrefs.md, "The import").
 *
 * The file (`../shared/crossrefs/openbible/cross_references.txt`, CC BY):
 * a header line, then one reference a line, tab-separated: the verse, the
 * verse or range it points at, the readers' votes (`Gen.1.1	Heb.1.10	46`,
 * `Isa.42.5-Isa.42.6`), OSIS references with English book codes.
 *
 * - A reference with 0 votes or fewer is left out: its readers found it
 *   unhelpful (1,832 of 344,789).
 * - The verse maps to its product keys: one, or several where Segond cuts
 *   the KJV's verse in two (Apocalypse 13:1 is Segond's 12:18 and 13:1), the
 *   reference then belongs to each.
 * - The target keeps its shape: a verse stays a verse, or becomes a range
 *   where Segond holds it in two verses; a range stays a range, from its
 *   first verse's first key to its last verse's last key (it may cross a
 *   chapter, and in 18 rows a book: `2Chr.36.22-Ezra.1.3`).
 * - Two rows that become the same reference (two KJV verses of one Segond
 *   verse pointing at the same place) are one, with the more votes; a
 *   reference that would point at its own verse alone is left out.
 */
import { KJV_NUMBERING, verseId, type CrossReferencesCredit } from '@parole/bible';

/**
 * The credit the licence (CC BY) asks of whoever shows the references, as
 * the file's README words it: given by the API with them and by GET
 * /api/info, so that the site never writes it itself.
 */
export const OPENBIBLE_CREDIT: CrossReferencesCredit = Object.freeze({
  texte: 'Références croisées : OpenBible.info (CC BY)',
  lien: 'https://www.openbible.info/labs/cross-references/',
});

/** A cross reference in the product's keys. */
export interface CrossReferenceRow {
  /** The verse it belongs to. */
  verse: number;
  /** The verse it points at, or the first and last of the range. */
  first: number;
  last: number;
  votes: number;
}

/** What the import made of the file. */
export interface CrossReferences {
  /** In the order of the table's primary key: by verse, then target. */
  rows: CrossReferenceRow[];
  /** The file's references (its lines but the header). */
  read: number;
  /** Left out: 0 votes or fewer. */
  leftOut: number;
  /** Added: a verse mapped to several keys has the reference once for each (beyond the first). */
  added: number;
  /** Two rows that became one (the more votes kept). */
  merged: number;
  /** Left out: a reference to its own verse alone, once mapped. */
  selfReferences: number;
}

/** The OSIS codes of the file, in the canon's order (book 1 Gen … 66 Rev). */
const OSIS_BOOKS = [
  'Gen', 'Exod', 'Lev', 'Num', 'Deut', 'Josh', 'Judg', 'Ruth', '1Sam', '2Sam', '1Kgs', '2Kgs', '1Chr', '2Chr', 'Ezra', 'Neh', 'Esth',
  'Job', 'Ps', 'Prov', 'Eccl', 'Song', 'Isa', 'Jer', 'Lam', 'Ezek', 'Dan', 'Hos', 'Joel', 'Amos', 'Obad', 'Jonah', 'Mic', 'Nah',
  'Hab', 'Zeph', 'Hag', 'Zech', 'Mal', 'Matt', 'Mark', 'Luke', 'John', 'Acts', 'Rom', '1Cor', '2Cor', 'Gal', 'Eph', 'Phil', 'Col',
  '1Thess', '2Thess', '1Tim', '2Tim', 'Titus', 'Phlm', 'Heb', 'Jas', '1Pet', '2Pet', '1John', '2John', '3John', 'Jude', 'Rev',
] as const;
const BOOK_OF_OSIS = new Map<string, number>(OSIS_BOOKS.map((code, i) => [code, i + 1]));

/**
 * Verses of the file beyond the KJV's numbering, and their keys. OpenBible's
 * edition numbers 3 Jean as the ESV does, in 15 verses (the KJV's 14 cut in
 * two): its 1:15 « Peace be to you. The friends greet you » is Segond's 1:15
 * « Que la paix soit avec toi! Les amis te saluent ». It is found as the end
 * of five ranges only.
 */
const BEYOND_KJV: Readonly<Record<string, readonly number[]>> = { '3John.1.15': [verseId(64, 1, 15)] };

/** The first line of the file, up to its licence note. */
const HEADER = 'From Verse\tTo Verse\tVotes\t';

/**
 * The product keys of an OSIS verse of the file (`Ps.51.10` → [19051012]),
 * or undefined when it names no verse of the KJV's numbering.
 * @example keysOfOsis('Rev.13.1') // [66012018, 66013001]
 */
export function keysOfOsis(osis: string): readonly number[] | undefined {
  const beyond = BEYOND_KJV[osis];
  if (beyond) return beyond;
  const m = /^([1-3]?[A-Za-z]+)\.([1-9]\d*)\.([1-9]\d*)$/.exec(osis);
  const book = m ? BOOK_OF_OSIS.get(m[1]!) : undefined;
  const keys = book === undefined ? [] : KJV_NUMBERING.toProduct(book, Number(m![2]), Number(m![3]));
  return keys.length > 0 ? keys : undefined;
}

/**
 * Reads the file and maps it to the product's keys. Throws, naming the line,
 * on a line it cannot read or a verse the KJV does not have.
 * @example readCrossReferences(await readFile(file, 'utf8')).rows.length // 343,053
 */
export function readCrossReferences(text: string): CrossReferences {
  const lines = text.split('\n');
  if (!lines[0]!.startsWith(HEADER)) throw new Error(`cross references: the first line is not the header « From Verse, To Verse, Votes »`);
  // About 30,000 verses for 344,789 lines: each mapped once.
  const mapped = new Map<string, readonly number[] | undefined>();
  const keysOf = (osis: string) => {
    if (!mapped.has(osis)) mapped.set(osis, keysOfOsis(osis));
    return mapped.get(osis);
  };
  const rows: CrossReferenceRow[] = [];
  const result: CrossReferences = { rows, read: 0, leftOut: 0, added: 0, merged: 0, selfReferences: 0 };
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!.replace(/\r$/, '');
    if (line === '') continue;
    const bad = (why: string) => new Error(`cross references line ${i + 1}: ${why} (« ${line} »)`);
    const fields = line.split('\t');
    if (fields.length !== 3 || !/^-?\d+$/.test(fields[2]!)) throw bad('not a verse, a target and a number of votes');
    result.read++;
    const votes = Number(fields[2]);
    if (votes <= 0) {
      result.leftOut++;
      continue;
    }
    const from = keysOf(fields[0]!);
    const [start, end = start, ...more] = fields[1]!.split('-');
    const first = keysOf(start!)?.[0];
    const last = keysOf(end!)?.at(-1);
    if (!from || first === undefined || last === undefined || more.length > 0) throw bad('a verse the KJV does not number');
    if (last < first) throw bad('a range that ends before it starts');
    result.added += from.length - 1;
    for (const verse of from) {
      if (first === verse && last === verse) result.selfReferences++;
      else rows.push({ verse, first, last, votes });
    }
  }
  // In the table's order (its primary key): two rows that became the same reference are then side by side.
  rows.sort((a, b) => a.verse - b.verse || a.first - b.first || a.last - b.last);
  let kept = 0;
  for (const row of rows) {
    const previous = rows[kept - 1];
    if (previous && previous.verse === row.verse && previous.first === row.first && previous.last === row.last) {
      previous.votes = Math.max(previous.votes, row.votes);
      result.merged++;
    } else {
      rows[kept++] = row;
    }
  }
  rows.length = kept;
  return result;
}
