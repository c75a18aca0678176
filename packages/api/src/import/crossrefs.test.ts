import { readFile } from 'node:fs/promises';
import { KJV_NUMBERING, verseId } from '@parole/bible';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { Database } from '../db/sqlite.js';
import { keysOfOsis, readCrossReferences } from './crossrefs.js';

const HEADER = 'From Verse\tTo Verse\tVotes\t#www.openbible.info CC-BY 2018-01-22';
const file = (...rows: string[]) => [HEADER, ...rows, ''].join('\n');

describe('reading the cross references (issue 43)', () => {
  it('maps a reference from the KJV’s numbering to the product’s keys, a range kept as a range', () => {
    const read = readCrossReferences(file('Ezek.36.26\tPs.51.10\t31', 'Gen.1.1\tIsa.42.5-Isa.42.6\t12', 'Acts.2.17\tJoel.2.28-Joel.2.32\t8'));
    // In the table's order: by verse.
    expect(read.rows).toEqual([
      { verse: verseId(1, 1, 1), first: verseId(23, 42, 5), last: verseId(23, 42, 6), votes: 12 },
      { verse: verseId(26, 36, 26), first: verseId(19, 51, 12), last: verseId(19, 51, 12), votes: 31 },
      { verse: verseId(44, 2, 17), first: verseId(29, 3, 1), last: verseId(29, 3, 5), votes: 8 },
    ]);
    expect(read).toMatchObject({ read: 3, leftOut: 0, added: 0, merged: 0, selfReferences: 0 });
  });

  it('leaves out the references readers voted down, 0 or fewer', () => {
    const read = readCrossReferences(file('Gen.1.1\tHeb.1.10\t46', 'Gen.1.1\tJohn.1.3\t0', 'Gen.1.1\tRom.1.20\t-3'));
    expect(read.rows.map((r) => r.first)).toEqual([verseId(58, 1, 10)]);
    expect(read).toMatchObject({ read: 3, leftOut: 2 });
  });

  it('gives a reference to each key of a verse Segond cuts in two, and a verse Segond holds in two verses becomes a range', () => {
    // The KJV's Apocalypse 13:1 is Segond's 12:18 and 13:1.
    const read = readCrossReferences(file('Rev.13.1\tDan.7.3\t5', 'Deut.12.3\tRev.13.1\t2'));
    expect(read.rows).toEqual([
      { verse: verseId(5, 12, 3), first: verseId(66, 12, 18), last: verseId(66, 13, 1), votes: 2 },
      { verse: verseId(66, 12, 18), first: verseId(27, 7, 3), last: verseId(27, 7, 3), votes: 5 },
      { verse: verseId(66, 13, 1), first: verseId(27, 7, 3), last: verseId(27, 7, 3), votes: 5 },
    ]);
    expect(read.added).toBe(1);
  });

  it('makes one of two references that become the same, with the more votes, and leaves out one to its own verse', () => {
    // The KJV's Actes 19:40 and 19:41 are both Segond's 19:40.
    const read = readCrossReferences(file('Acts.19.40\tPs.65.7\t2', 'Acts.19.41\tPs.65.7\t5', 'Acts.19.40\tActs.19.41\t3'));
    expect(read.rows).toEqual([{ verse: verseId(44, 19, 40), first: verseId(19, 65, 8), last: verseId(19, 65, 8), votes: 5 }]);
    expect(read).toMatchObject({ read: 3, merged: 1, selfReferences: 1 });
  });

  it('reads 3 Jean 1:15, which OpenBible numbers as the ESV does, as Segond’s 1:15', () => {
    expect(keysOfOsis('3John.1.15')).toEqual([verseId(64, 1, 15)]);
    expect(keysOfOsis('3John.1.14')).toEqual([verseId(64, 1, 14), verseId(64, 1, 15)]);
  });

  it('refuses a file it cannot read, naming the line', () => {
    expect(() => readCrossReferences('Gen.1.1\tHeb.1.10\t46\n')).toThrow(/first line is not the header/);
    expect(() => readCrossReferences(file('Gen.1.1\tHeb.1.10'))).toThrow(/line 2: not a verse, a target and a number of votes/);
    expect(() => readCrossReferences(file('Gen.1.1\tHeb.1.10\t4', 'Gen.1.1\tMal.5.1\t2'))).toThrow(/line 3: a verse the KJV does not number \(« Gen\.1\.1\tMal\.5\.1\t2 »\)/);
    expect(() => readCrossReferences(file('Gen.1.1\tHeb.1.10-Heb.1.8\t4'))).toThrow(/line 2: a range that ends before it starts/);
    expect(() => readCrossReferences(file('Tob.1.1\tHeb.1.10\t4'))).toThrow(/line 2: a verse the KJV does not number/);
  });
});

describe('the cross references of the database (the file of ../shared/crossrefs, imported at the build)', () => {
  let db: Database;
  let text: string;
  beforeAll(async () => {
    const config = loadConfig();
    db = await Database.open(config.databasePath, { readonly: true });
    text = await readFile(config.crossReferencesFile!, 'utf8');
  });
  afterAll(() => db.close());

  it('are the file’s, but those voted 0 or fewer: 344,789 read, 1,832 left out, 343,053 imported', async () => {
    // Counted here by another reading of the file than the importer's: a plain split of its lines.
    const lines = text.split('\n').slice(1).filter((line) => line !== '');
    const votes = lines.map((line) => Number(line.split('\t')[2]));
    expect(lines).toHaveLength(344_789);
    expect(votes.filter((v) => v <= 0)).toHaveLength(1_832);
    const [{ n }] = await db.query<{ n: number }>('SELECT COUNT(*) AS n FROM cross_references');
    const read = readCrossReferences(text);
    // 344,789 - 1,832 left out, + 97 for the KJV verses Segond cuts in two, - 1 made one with another.
    expect(read).toMatchObject({ read: 344_789, leftOut: 1_832, added: 97, merged: 1, selfReferences: 0 });
    expect(n).toBe(344_789 - 1_832 + 97 - 1);
    expect(n).toBe(read.rows.length);
  });

  it('hold every reference of the file voted up, in the product’s keys, with its votes', async () => {
    // The table as text, a row a line in the primary key's order (one string: 343,053 row objects cost seconds).
    const [{ rows: table }] = await db.query<{ rows: string }>(
      `SELECT group_concat(verse_id || ' ' || first_id || ' ' || last_id || ' ' || votes, char(10)) AS rows
       FROM (SELECT * FROM cross_references ORDER BY verse_id, first_id, last_id)`,
    );
    const mapped = new Map<string, number[]>();
    const keys = (osis: string) => {
      if (!mapped.has(osis)) {
        const [book, chapter, verse] = osis.split('.');
        mapped.set(osis, osis === '3John.1.15' ? [verseId(64, 1, 15)] : KJV_NUMBERING.toProduct(OSIS.indexOf(book!) + 1, Number(chapter), Number(verse)));
      }
      return mapped.get(osis)!;
    };
    const expected = new Map<string, [number, number, number, number]>();
    for (const line of text.split('\n').slice(1)) {
      const [from, to, votes] = line.split('\t');
      if (!to || Number(votes) <= 0) continue;
      const [start, end = start] = to.split('-');
      for (const verse of keys(from!)) {
        const [first, last] = [keys(start!)[0]!, keys(end!).at(-1)!];
        const key = `${verse} ${first} ${last}`;
        expected.set(key, [verse, first, last, Math.max(expected.get(key)?.[3] ?? 0, Number(votes))]);
      }
    }
    const rows = [...expected.values()].sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]).map((r) => r.join(' '));
    const stored = table.split('\n');
    expect(stored).toHaveLength(rows.length);
    expect(stored.filter((row, i) => row !== rows[i]).slice(0, 10)).toEqual([]);
  });

  it('list Romains 5:8 first for Jean 3:16, with the most votes', async () => {
    const rows = await db.query<{ first_id: number; votes: number }>('SELECT first_id, votes FROM cross_references WHERE verse_id = ? ORDER BY votes DESC LIMIT 3', [verseId(43, 3, 16)]);
    expect(rows[0]).toEqual({ first_id: verseId(45, 5, 8), votes: 290 });
  });
});

/** The file's book codes, written out again here: the test does not take the importer's list on trust. */
const OSIS = 'Gen Exod Lev Num Deut Josh Judg Ruth 1Sam 2Sam 1Kgs 2Kgs 1Chr 2Chr Ezra Neh Esth Job Ps Prov Eccl Song Isa Jer Lam Ezek Dan Hos Joel Amos Obad Jonah Mic Nah Hab Zeph Hag Zech Mal Matt Mark Luke John Acts Rom 1Cor 2Cor Gal Eph Phil Col 1Thess 2Thess 1Tim 2Tim Titus Phlm Heb Jas 1Pet 2Pet 1John 2John 3John Jude Rev'.split(' ');
