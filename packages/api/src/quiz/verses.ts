/**
 * What the quiz reads of the (read-only) Bible database: the verses a game
 * may draw, a verse by id (its text to guess, then the whole verse in the
 * summary) and the books' names. The games' store never reads the Bible;
 * this is the one place that joins them, by verse and book ids.
 */
import type { Verse, VerseBook } from '@parole/bible';
import { once, promiseMemo } from '../memo.js';
import type { Database } from '../db/sqlite.js';
import { VERSE_COLUMNS, toVerse, type VerseRow } from '../db/verses.js';
import { GUESSABLE_MIN_LENGTH } from './draw.js';
import type { DrawnVerse } from './store.js';

export interface QuizBible {
  /** Every verse a game may draw (plain text of GUESSABLE_MIN_LENGTH characters or more), in canonical order; read once. */
  candidates(): Promise<readonly DrawnVerse[]>;
  /** A verse, or null when the Bible has no such id. */
  verse(id: number): Promise<Verse | null>;
  /** A book's name and abbreviation, or null for a number outside 1-66. */
  book(id: number): Promise<VerseBook | null>;
}

/**
 * The quiz's reads of `db`, prepared on first use. Verses are kept once read
 * (at most the Bible's 31,170, a few MB; in practice those drawn): the text
 * cannot change while the server runs.
 * @example const bible = createQuizBible(db); (await bible.verse(43003016))?.livre.nom // 'Jean'
 */
export function createQuizBible(db: Database): QuizBible {
  const candidates = once(async () => {
    // length() counts characters (not bytes) of TEXT. A verse whose words
    // stand in another book too (Psaumes 14 and 53, 2 Rois 19 and Ésaïe 37…)
    // has two right answers and would score one of them wrong: never drawn.
    const rows = await db.query<{ id: number; book_id: number }>(
      `SELECT id, book_id FROM verses
        WHERE length(plain) >= ?
          AND plain NOT IN (SELECT plain FROM verses GROUP BY plain HAVING COUNT(DISTINCT book_id) > 1)
        ORDER BY id`,
      [GUESSABLE_MIN_LENGTH],
    );
    return rows.map((r): DrawnVerse => ({ verseId: r.id, bookId: r.book_id }));
  });
  const verseQuery = once(() => db.prepare(`SELECT ${VERSE_COLUMNS} FROM verses v JOIN books b ON b.id = v.book_id WHERE v.id = ?`));
  const verses = promiseMemo<number, Verse | null>();
  const books = once(async () => {
    const rows = await db.query<{ id: number; name: string; abbr: string }>('SELECT id, name, abbr FROM books');
    return new Map(rows.map((r) => [r.id, { nom: r.name, abr: r.abbr } satisfies VerseBook]));
  });

  return {
    candidates,
    verse: (id) =>
      verses(id, async () => {
        const row = await (await verseQuery()).get<VerseRow>([id]);
        return row ? toVerse(row) : null;
      }),
    book: async (id) => (await books()).get(id) ?? null,
  };
}
