import { KJV_NUMBERING, TRANSLATION_IDS, chapterCountIn, verseNumbersIn, type TranslationId } from '@parole/bible';
import { describe, expect, it } from 'vitest';
import { countDifferences } from './generate.js';
import { NUMBERING_SOURCES } from './sources.js';
import { SWORD_COUNTS, SWORD_SEGOND_MAPPINGS } from './sword-counts.js';
import { formatSwordCounts, parseSwordCounts, parseSwordMappings, readSwordHeader, swordToKjv } from './sword.js';

/** A translation's last verse number of each chapter, from its committed numbering. */
const chapterTable = (id: TranslationId) =>
  Array.from({ length: 66 }, (_, b) => Array.from({ length: chapterCountIn(id, b + 1) }, (_, c) => verseNumbersIn(id, b + 1, c + 1).at(-1) ?? 0));

describe('each translation’s verse counts', () => {
  it.each(TRANSLATION_IDS)('%s has SWORD’s counts of its versification, but in the chapters its source lists', (id) => {
    const source = NUMBERING_SOURCES.find((s) => s.id === id)!;
    const differences = countDifferences(chapterTable(id), parseSwordCounts(SWORD_COUNTS[source.sword]));
    expect(differences.map((d) => d.chapter)).toEqual(Object.keys(source.swordDifferences));
  });

  it('are SWORD’s own: Darby follows the German counts, Martin the Calvin ones (spot checks of the committed copy)', () => {
    expect(parseSwordCounts(SWORD_COUNTS.German)[0][30]).toBe(54); // Genèse 31
    expect(parseSwordCounts(SWORD_COUNTS.German)[28]).toEqual([20, 27, 5, 21]); // Joël
    expect(parseSwordCounts(SWORD_COUNTS.Calvin)[28]).toEqual([20, 32, 21]);
    expect(parseSwordCounts(SWORD_COUNTS.Segond)[38]).toEqual([14, 17, 18, 6]); // Malachie
  });
});

describe('reading SWORD’s tables', () => {
  it('reads a header’s book table and verse counts', () => {
    const header = `struct sbook otbooks_x[] = {
  {"Genesis", "Gen", "Gen", 2},
  {"", "", "", 0}
};
int vm_x[] = {
  // Genesis
  31, 25,
};`;
    const nt = `struct sbook ntbooks[] = {
${Array.from({ length: 65 }, () => '  {"B", "B", "B", 1},').join('\n')}
  {"", "", "", 0}
};`;
    expect(() => readSwordHeader(header, 'x', nt)).toThrow(/2 chapter counts for 67 chapters/);
    const full = header.replace('31, 25,', `31, 25, ${Array.from({ length: 65 }, () => '7').join(', ')},`);
    const counts = readSwordHeader(full, 'x', nt);
    expect(counts[0]).toEqual([31, 25]);
    expect(counts[65]).toEqual([7]);
  });

  it('writes and reads back the committed copy', () => {
    const counts = { Calvin: [[31, 25], [22]] };
    const text = formatSwordCounts(counts, [[19, 3, 2, 0, 3, 1, 0]]);
    expect(text).toContain('Calvin: `\n31,25\n22\n`');
    expect(text).toContain('SWORD_SEGOND_MAPPINGS = `\n19 3 2 0 3 1 0\n`');
    expect(parseSwordCounts('31,25\n22\n')).toEqual(counts.Calvin);
    expect(parseSwordMappings('19 3 2 0 3 1 0\n')).toEqual([[19, 3, 2, 0, 3, 1, 0]]);
  });
});

describe('SWORD’s map from the Segond numbering to the KJV’s', () => {
  const segond = parseSwordMappings(SWORD_SEGOND_MAPPINGS);

  it('moves a Psalm’s verses by its title, and chapter boundaries', () => {
    expect(swordToKjv(segond, 19, 51, 12)).toEqual({ chapter: 51, verse: 10, verseEnd: 10 });
    expect(swordToKjv(segond, 19, 51, 3)).toEqual({ chapter: 51, verse: 1, verseEnd: 1 });
    expect(swordToKjv(segond, 18, 40, 20)).toEqual({ chapter: 41, verse: 1, verseEnd: 1 });
    expect(swordToKjv(segond, 18, 41, 2)).toEqual({ chapter: 41, verse: 11, verseEnd: 11 });
  });

  it('leaves a verse it has no line for at its own number', () => {
    expect(swordToKjv(segond, 43, 3, 16)).toEqual({ chapter: 3, verse: 16, verseEnd: 16 });
    expect(swordToKjv(segond, 19, 51, 1)).toEqual({ chapter: 51, verse: 1, verseEnd: 1 });
  });
});

describe('the KJV’s numbering (issue 43)', () => {
  it('has SWORD’s KJV counts, every chapter', () => {
    const table = Array.from({ length: 66 }, (_, b) =>
      Array.from({ length: KJV_NUMBERING.chapterCount(b + 1) }, (_, c) => KJV_NUMBERING.verseNumbers(b + 1, c + 1).at(-1) ?? 0),
    );
    expect(countDifferences(table, parseSwordCounts(SWORD_COUNTS.KJV!))).toEqual([]);
  });
});
