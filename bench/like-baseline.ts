/**
 * The naive search the search benchmark compares with: for each word of the
 * query, `folded LIKE '%word%'`, a full scan of the verses table — once to
 * count per book, once for the first 100 verses within the filter. It
 * answers the same document shape as GET /api/rechercher. It is a measure
 * of cost, not a correct implementation: it ignores `exa`, phrases and word
 * order (it finds a superset of the real answer).
 */
import type { Hono } from 'hono';
import {
  BOOKS,
  BOOK_COUNT,
  LAST_OT_BOOK,
  SEARCH_MAX_RESULTS,
  parseSearchQuery,
  type BookHits,
  type SearchResponse,
} from '@parole/bible';
import { type Database, type Statement } from '../packages/api/src/db/sqlite.js';
import { toVerse, VERSE_COLUMNS, type VerseRow } from '../packages/api/src/db/verses.js';

/** `%`, `_` and the escape character itself taken literally in a LIKE pattern (ESCAPE '\'). */
const likeContains = (word: string) => `%${word.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * Adds `GET <prefix>/:word/:filter/:exact` to `app`, answering from `db`.
 * Parameters are assumed valid (the benchmark sends only valid ones).
 */
export function addLikeBaseline(app: Hono, db: Database, prefix: string): void {
  const statements = new Map<number, Promise<[Statement, Statement]>>();
  const prepare = (n: number) => {
    let s = statements.get(n);
    if (!s) {
      const where = Array(n).fill("v.folded LIKE ? ESCAPE '\\'").join(' AND ');
      s = Promise.all([
        db.prepare(`SELECT v.book_id, COUNT(*) AS total FROM verses v WHERE ${where} GROUP BY v.book_id ORDER BY v.book_id`),
        db.prepare(
          `SELECT ${VERSE_COLUMNS}
             FROM verses v JOIN books b ON b.id = v.book_id
            WHERE ${where} AND v.book_id BETWEEN ? AND ?
            ORDER BY v.id LIMIT ${SEARCH_MAX_RESULTS}`,
        ),
      ]);
      statements.set(n, s);
    }
    return s;
  };

  app.get(`${prefix}/:word/:filter/:exact`, async (c) => {
    const start = performance.now();
    const { word, filter } = c.req.param();
    const words = [...new Set(parseSearchQuery(word).parts.flatMap((p) => p.words))].map(likeContains);
    const [first, last] =
      filter === 'atnt' ? [1, BOOK_COUNT] : filter === 'at' ? [1, LAST_OT_BOOK] : filter === 'nt' ? [LAST_OT_BOOK + 1, BOOK_COUNT] : [Number(filter), Number(filter)];
    const [perBook, firstVerses] = await prepare(words.length);
    const [counts, rows] = await Promise.all([
      perBook.all<{ book_id: number; total: number }>(words),
      firstVerses.all<VerseRow>([...words, first, last]),
    ]);
    // The canon's abbreviations are the books table's (tests/api/database.test.ts).
    const books: BookHits[] = counts.map((r) => ({ livre_id: r.book_id, total: r.total, livre: { abr: BOOKS[r.book_id - 1].abbr } }));
    const sum = (from: number, to: number) => counts.filter((r) => r.book_id >= from && r.book_id <= to).reduce((n, r) => n + r.total, 0);
    const response: SearchResponse = {
      versets: rows.map(toVerse),
      versetsCount: sum(first, last),
      versetsCountAT: sum(1, LAST_OT_BOOK),
      versetsCountNT: sum(LAST_OT_BOOK + 1, BOOK_COUNT),
      versetsCountTotal: sum(1, BOOK_COUNT),
      livres: books,
      livresMax: Math.max(0, ...books.map((b) => b.total)),
      traduction_id: 'lsg',
    };
    const body = new TextEncoder().encode(JSON.stringify(response));
    c.header('Server-Timing', `search;dur=${(performance.now() - start).toFixed(2)}`);
    c.header('Content-Type', 'application/json; charset=UTF-8');
    return c.body(body);
  });
}
