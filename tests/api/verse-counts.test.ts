/**
 * The verse counts the reading plan balances its days with
 * (packages/bible/src/verse-counts.ts) are those of the real database.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BOOKS, verseCounts } from '@parole/bible';
import { openTestApp, type TestApp } from '../../packages/api/src/testing.js';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

it('has the verse count of every chapter of the database', async () => {
  const statement = await t.db.prepare(
    'SELECT book_id, chapter, count(*) AS n FROM verses GROUP BY book_id, chapter ORDER BY book_id, chapter',
  );
  const rows = await statement.all<{ book_id: number; chapter: number; n: number }>([]);
  const fromDatabase = BOOKS.map((b) => rows.filter((r) => r.book_id === b.id).map((r) => r.n));
  expect(verseCounts()).toEqual(fromDatabase);
  expect(verseCounts().map((c) => c.length)).toEqual(BOOKS.map((b) => b.chapters));
});
