/**
 * Verse counts per chapter of SWORD's versification systems (CrossWire's
 * Bible library, Debian's `libsword-dev`): an independent record of how
 * many verses each chapter has in the German (Hebrew Old Testament), Calvin
 * and Segond numberings, against which the generator checks each text, and
 * in the KJV's, from which it maps the cross references' numbering (issue
 * 43). And SWORD's own map from the Segond numbering to the KJV's
 * (`mappings_segond`), against which it checks that map.
 *
 * Debian's package ships the headers of some systems only (`canon.h`: KJV,
 * `canon_german.h`); Calvin's and Segond's tables are compiled into the
 * library, so all are read from the library's symbols (`vm_calvin`, …), and
 * the two the headers print are compared with them, a check of this reader.
 * What the tests need is committed: sword-counts.ts, written by the
 * generator from the package when it is installed.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type SwordSystem = 'KJV' | 'German' | 'Calvin' | 'Segond';

/** Verses of each chapter, book by book in the canon's order (66 books). */
export type ChapterCounts = ReadonlyArray<ReadonlyArray<number>>;

/** The library's symbols of each system: its old and new testament book tables and its verse counts. */
const SYMBOLS: Readonly<Record<SwordSystem, readonly [ot: string, nt: string, verses: string]>> = {
  KJV: ['otbooks', 'ntbooks', 'vm'],
  German: ['otbooks_german', 'ntbooks', 'vm_german'],
  Calvin: ['otbooks', 'ntbooks', 'vm_calvin'],
  Segond: ['otbooks', 'ntbooks', 'vm_segond'],
};

/** C++ names as the library exports them: `sword::vm_calvin` is `_ZN5sword9vm_calvinE`. */
const mangled = (name: string) => `_ZN5sword${name.length}${name}E`;

/**
 * Size in bytes of `struct sbook { const char *name, *osis, *prefAbbrev;
 * unsigned char chapmax; int *versemax; }` (versificationmgr.h) on 64-bit
 * Linux, and the offset of chapmax.
 */
const SBOOK_SIZE = 40;
const SBOOK_CHAPMAX = 24;

/** The bytes of each exported data symbol of a 64-bit little-endian ELF shared library. */
function elfSymbols(elf: Buffer): Map<string, Buffer> {
  if (elf.readUInt32BE(0) !== 0x7f454c46 || elf[4] !== 2 || elf[5] !== 1) {
    throw new Error('not a 64-bit little-endian ELF file: the SWORD library of another architecture cannot be read here');
  }
  const sectionsAt = Number(elf.readBigUInt64LE(0x28));
  const sectionSize = elf.readUInt16LE(0x3a);
  const sections = Array.from({ length: elf.readUInt16LE(0x3c) }, (_, i) => {
    const at = sectionsAt + i * sectionSize;
    return {
      type: elf.readUInt32LE(at + 4),
      address: Number(elf.readBigUInt64LE(at + 0x10)),
      offset: Number(elf.readBigUInt64LE(at + 0x18)),
      size: Number(elf.readBigUInt64LE(at + 0x20)),
      link: elf.readUInt32LE(at + 0x28),
    };
  });
  const SHT_DYNSYM = 11;
  const SHT_NOBITS = 8;
  const dynsym = sections.find((s) => s.type === SHT_DYNSYM);
  if (!dynsym) throw new Error('the SWORD library has no dynamic symbol table');
  const strings = sections[dynsym.link];
  const symbols = new Map<string, Buffer>();
  for (let at = dynsym.offset; at < dynsym.offset + dynsym.size; at += 24) {
    const nameAt = strings.offset + elf.readUInt32LE(at);
    const name = elf.toString('latin1', nameAt, elf.indexOf(0, nameAt));
    const value = Number(elf.readBigUInt64LE(at + 8));
    const size = Number(elf.readBigUInt64LE(at + 16));
    const section = sections.find((s) => s.type !== SHT_NOBITS && s.address <= value && value + size <= s.address + s.size && s.address > 0);
    if (section && size > 0) symbols.set(name, elf.subarray(section.offset + value - section.address, section.offset + value - section.address + size));
  }
  return symbols;
}

/** Cuts a flat list of verse counts into books of `chapters` chapters each. */
function byBook(counts: readonly number[], chapters: readonly number[], what: string): number[][] {
  const total = chapters.reduce((a, b) => a + b, 0);
  if (total !== counts.length) throw new Error(`${what}: ${counts.length} chapter counts for ${total} chapters`);
  const books: number[][] = [];
  let at = 0;
  for (const n of chapters) {
    books.push(counts.slice(at, at + n));
    at += n;
  }
  if (books.length !== 66) throw new Error(`${what}: ${books.length} books, expected 66`);
  return books;
}

/**
 * Reads the systems' verse counts from the SWORD library's bytes.
 * @example readSwordLibrary(readFileSync('/usr/lib/x86_64-linux-gnu/libsword.so')).Calvin[28] // [20, 32, 21]: Joël
 */
export function readSwordLibrary(library: Buffer): Record<SwordSystem, number[][]> {
  const symbols = elfSymbols(library);
  const get = (name: string) => {
    const bytes = symbols.get(mangled(name));
    if (!bytes) throw new Error(`the SWORD library exports no ${name}`);
    return bytes;
  };
  const chapmax = (table: string) => {
    const bytes = get(table);
    const out: number[] = [];
    for (let at = 0; at + SBOOK_SIZE <= bytes.length; at += SBOOK_SIZE) if (bytes[at + SBOOK_CHAPMAX] > 0) out.push(bytes[at + SBOOK_CHAPMAX]);
    return out;
  };
  const ints = (name: string) => {
    const bytes = get(name);
    return Array.from({ length: bytes.length / 4 }, (_, i) => bytes.readInt32LE(4 * i));
  };
  const result = {} as Record<SwordSystem, number[][]>;
  for (const [system, [ot, nt, verses]] of Object.entries(SYMBOLS) as Array<[SwordSystem, readonly [string, string, string]]>) {
    result[system] = byBook(ints(verses), [...chapmax(ot), ...chapmax(nt)], `SWORD ${system}`);
  }
  return result;
}

/**
 * Reads a system's verse counts from SWORD's header text (`canon.h` for the
 * KJV, `canon_german.h`), whose book tables and `vm` arrays are C source.
 * `ntHeader` gives the new testament's book table when the header has none.
 * @example readSwordHeader(canonGermanH, 'german', canonH)[28] // [20, 27, 5, 21]: Joël
 */
export function readSwordHeader(header: string, suffix: string, ntHeader = header): number[][] {
  const array = (text: string, name: string) => {
    const m = new RegExp(`\\b${name}\\[\\]\\s*=\\s*\\{([\\s\\S]*?)\\n\\};`).exec(text);
    if (!m) throw new Error(`no ${name}[] in the SWORD header`);
    return m[1].replace(/\/\/.*$/gm, '');
  };
  const chapters = (text: string, name: string) => [...array(text, name).matchAll(/\{\s*"[^"]*",\s*"[^"]*",\s*"[^"]*",\s*(\d+)\s*\}/g)].map((m) => Number(m[1])).filter((n) => n > 0);
  const books = suffix ? [`otbooks_${suffix}`, `vm_${suffix}`] : ['otbooks', 'vm'];
  const verses = (array(header, books[1]).match(/\d+/g) ?? []).map(Number);
  return byBook(verses, [...chapters(header, books[0]), ...chapters(ntHeader, 'ntbooks')], `SWORD header ${books[1]}`);
}

/**
 * A line of SWORD's map from a system's numbering to the KJV's
 * (`mappings_segond`…; versificationmgr.cpp reads them): from verse `verse`
 * (to `verseEnd`, 0 for none) of `chapter` of `book` in the system, the
 * verses are the KJV's from `kjvVerse` (to `kjvVerseEnd`, 0 for none) of
 * `kjvChapter`, and the next ones of the chapter follow at the same offset.
 */
export type SwordMapping = readonly [book: number, chapter: number, verse: number, verseEnd: number, kjvChapter: number, kjvVerse: number, kjvVerseEnd: number];

/**
 * Reads a system's map to the KJV from the library's bytes: the names of
 * books the KJV lacks (none for Segond's), then lines of seven bytes, up to
 * a zero.
 * @example readSwordMappings(readFileSync(libsword), 'segond')[0] // [2, 7, 26, 0, 8, 1, 0]: Exode 7:26 is the KJV's 8:1
 */
export function readSwordMappings(library: Buffer, system: string): SwordMapping[] {
  const bytes = elfSymbols(library).get(mangled(`mappings_${system}`));
  if (!bytes) throw new Error(`the SWORD library exports no mappings_${system}`);
  let at = 0;
  while (bytes[at] !== 0) at = bytes.indexOf(0, at) + 1; // the extra books' names
  at++;
  const mappings: SwordMapping[] = [];
  for (; bytes[at] !== 0; at += 7) {
    if (at + 7 > bytes.length) throw new Error(`mappings_${system} does not end with a zero`);
    mappings.push([...bytes.subarray(at, at + 7)] as unknown as SwordMapping);
  }
  return mappings;
}

/** A KJV verse (or verses, `verseEnd` > `verse`) as SWORD maps a verse to it. */
export interface SwordKjvVerse {
  chapter: number;
  verse: number;
  verseEnd: number;
}

/**
 * Where SWORD's map takes a verse of its system in the KJV's numbering: the
 * last line of its chapter at or before the verse decides (the verse itself
 * when the line names it, else at the line's offset); none, the verse is
 * the KJV's of the same number. (VersificationMgr::System::translateVerse,
 * "forward mapping", for a single verse.)
 * @example swordToKjv(segond, 19, 51, 12) // { chapter: 51, verse: 10, verseEnd: 10 }
 */
export function swordToKjv(mappings: readonly SwordMapping[], book: number, chapter: number, verse: number): SwordKjvVerse {
  for (let i = mappings.length - 1; i >= 0; i--) {
    const [b, c, v, vEnd, kc, kv, kvEnd] = mappings[i]!;
    if (b !== book || c > chapter || (c === chapter && v > verse)) continue;
    if (c < chapter) break;
    if (v === verse || vEnd >= verse) return { chapter: kc, verse: kv, verseEnd: Math.max(kv, kvEnd) };
    const shift = Math.max(kv, kvEnd) - Math.max(v, vEnd);
    return { chapter: kc, verse: verse + shift, verseEnd: verse + shift };
  }
  return { chapter, verse, verseEnd: verse };
}

/** Where Debian's libsword-dev puts its files. */
export const SWORD_INCLUDE_DIR = '/usr/include/sword';

/** What the generator reads of the installed package: the systems' counts and Segond's map to the KJV. */
export interface InstalledSword {
  counts: Record<SwordSystem, number[][]>;
  segondMappings: SwordMapping[];
}

/**
 * The installed SWORD package's counts of `systems` and Segond's map to the
 * KJV, the counts checked against its headers; undefined when the package
 * is not installed.
 */
export function readInstalledSword(systems: readonly SwordSystem[]): InstalledSword | undefined {
  const libraryDir = ['/usr/lib', ...(existsSync('/usr/lib') ? readdirSync('/usr/lib').map((d) => path.join('/usr/lib', d)) : [])].find((d) =>
    existsSync(path.join(d, 'libsword.so')),
  );
  if (!libraryDir || !existsSync(path.join(SWORD_INCLUDE_DIR, 'canon.h'))) return undefined;
  const bytes = readFileSync(path.join(libraryDir, 'libsword.so'));
  const library = readSwordLibrary(bytes);
  const canon = readFileSync(path.join(SWORD_INCLUDE_DIR, 'canon.h'), 'utf8');
  const german = readFileSync(path.join(SWORD_INCLUDE_DIR, 'canon_german.h'), 'utf8');
  const same = (a: number[][], b: number[][]) => JSON.stringify(a) === JSON.stringify(b);
  if (!same(library.KJV, readSwordHeader(canon, '')) || !same(library.German, readSwordHeader(german, 'german', canon))) {
    throw new Error('the counts read from the SWORD library differ from those its headers print: this reader is wrong for this build of the library');
  }
  return {
    counts: Object.fromEntries(systems.map((s) => [s, library[s]])) as Record<SwordSystem, number[][]>,
    segondMappings: readSwordMappings(bytes, 'segond'),
  };
}

/**
 * The text of sword-counts.ts: each system's counts, a line per book, and
 * Segond's map to the KJV, a line per line of SWORD's.
 * @example formatSwordCounts({ Calvin: counts }, []) // 'export const SWORD_COUNTS…'
 */
export function formatSwordCounts(counts: Partial<Record<SwordSystem, ChapterCounts>>, segondMappings: readonly SwordMapping[]): string {
  const systems = Object.entries(counts).map(([system, books]) => `  ${system}: \`\n${books!.map((b) => b.join(',')).join('\n')}\n\`,`);
  return [
    '/**',
    ' * Verses per chapter of the SWORD versifications the translations follow (sword.ts),',
    ' * one line per book, 1 Genèse … 66 Apocalypse, and SWORD’s map from the Segond',
    ' * numbering to the KJV’s (`mappings_segond`). Written by `npm run versification` from',
    ' * Debian’s libsword-dev when it is installed: do not edit.',
    ' */',
    'export const SWORD_COUNTS: Readonly<Record<string, string>> = {',
    ...systems,
    '};',
    '',
    '/** SWORD’s map from the Segond numbering to the KJV’s: book chapter verse verse-end kjv-chapter kjv-verse kjv-verse-end. */',
    `export const SWORD_SEGOND_MAPPINGS = \`\n${segondMappings.map((m) => m.join(' ')).join('\n')}\n\`;`,
    '',
  ].join('\n');
}

/**
 * Reads one system of sword-counts.ts.
 * @example parseSwordCounts('31,25\n22')[1] // [22]
 */
export function parseSwordCounts(text: string): number[][] {
  return text
    .trim()
    .split('\n')
    .map((line) => line.split(',').map(Number));
}

/**
 * Reads SWORD_SEGOND_MAPPINGS of sword-counts.ts.
 * @example parseSwordMappings('2 7 26 0 8 1 0')[0] // [2, 7, 26, 0, 8, 1, 0]
 */
export function parseSwordMappings(text: string): SwordMapping[] {
  return text
    .trim()
    .split('\n')
    .map((line) => line.split(' ').map(Number) as unknown as SwordMapping);
}
