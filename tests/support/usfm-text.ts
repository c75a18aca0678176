/**
 * The Bible's text read straight from its USFM source, independently of
 * the importer (its own small marker stripper), and search counts made on
 * it with the reference definition of a match (@parole/bible's foldText and
 * matchesQuery): what the API's search counts are checked against, in every
 * translation (tests/api/search-counts.test.ts, issue 41's
 * search-counts-translations.test.ts).
 *
 * The folding rules are the product's one (fold.ts: lower case, no accents,
 * œ → oe, æ → ae, every typographic apostrophe as `'`); a verse is its text
 * after `\v N`, continued by the paragraph and poetry lines that follow it.
 * Darby's own signs (`*` before a verse, `✶` before a word, `[…]` around
 * words added for sense) are not letters: they stay in the text, as stored,
 * and a word beside one is still a word.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { foldText, matchesQuery, parseSearchQuery, type ExactMode } from '@parole/bible';

/** A verse of the source: its book and its folded text. */
export interface SourceVerse {
  book: number;
  folded: string;
}

/** Paragraph markers whose text belongs to the verse being read. */
const BODY = /^\\(?:p|m|pi\d?|nb|b|q\d?|li\d?)(?:\s|$)/;

/**
 * The verses of one USFM book, in source order: the text after each `\v N`,
 * continued by the paragraph and poetry lines that follow it (a heading or
 * any other line in between is left out), notes and cross references
 * removed, character markers dropped, their text kept.
 */
export function stripBook(usfm: string, book: number): SourceVerse[] {
  const verses: string[] = [];
  let current: number | null = null;
  for (const line of usfm.split(/\r?\n/)) {
    const verse = /^\\v\s+\d+\s?(.*)$/.exec(line);
    if (verse) {
      current = verses.push(verse[1]) - 1;
    } else if (/^\\c\s/.test(line)) {
      current = null;
    } else if (current !== null && BODY.test(line)) {
      verses[current] += ` ${line.replace(/^\\\S+\s?/, '')}`;
    }
  }
  return verses.map((text) => ({
    book,
    folded: foldText(
      text
        .replace(/\\([xf])\s.*?\\\1\*/g, '') // cross references and footnotes, with their text
        .replace(/\\\+?[a-z]+\d*\*?/g, '') // character markers (\wj … \wj*, \it, \qs, \ord)
        .replace(/\s+/g, ' ')
        .trim(),
    ),
  }));
}

/** Every verse of the books 1-66 of a folder of `NN-CODE.usfm` files, in canon order. */
export async function readSourceVerses(dir: string): Promise<SourceVerse[]> {
  const source: SourceVerse[] = [];
  for (const name of (await readdir(dir)).sort()) {
    const book = Number(/^(\d\d)-\w+\.usfm$/i.exec(name)?.[1]);
    if (book >= 1 && book <= 66) source.push(...stripBook(await readFile(path.join(dir, name), 'utf8'), book));
  }
  return source;
}

/** The counts of a search over `source`: the whole Bible, each testament, each book with a hit. */
export function independentCounts(source: readonly SourceVerse[], word: string, exact: ExactMode) {
  const query = parseSearchQuery(word);
  const perBook = new Map<number, number>();
  for (const v of source) if (matchesQuery(v.folded, query, exact)) perBook.set(v.book, (perBook.get(v.book) ?? 0) + 1);
  const sum = (from: number, to: number) => [...perBook].filter(([b]) => b >= from && b <= to).reduce((n, [, c]) => n + c, 0);
  return {
    total: sum(1, 66),
    at: sum(1, 39),
    nt: sum(40, 66),
    books: [...perBook].sort(([a], [b]) => a - b),
  };
}
