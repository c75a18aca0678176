/**
 * GET /api/parallele/{id}/{chap}?traductions=lsg,darby[,martin] (issue 42):
 * a chapter of the first translation beside the others, in rows of
 * corresponding verses (packages/bible's parallelRows, on the numbering
 * data), each verse's text as its translation's chapter answers it
 * (docs/decisions/parallel.md).
 *
 * Cached like a chapter (routes/reader.ts): the text cannot change while
 * the server runs, so each answer is built once, with its gzip form and
 * entity tags, and a request is a validation, a lookup and a write. The
 * combinations are many (twelve orders of two or three of three
 * translations, 1,189 chapters each), so the answers are kept in a bounded
 * memo, least recently used out, rather than all of them.
 */
import { Hono } from 'hono';
import { api, CHAPTER_COUNT, parallelRows, REFUSALS, type ParallelResponse, type ParallelVerse } from '@parole/bible';
import { validated } from '../middleware/validate.js';
import type { Texts, TextStores } from '../db/texts.js';
import { refuse, represent, sendRepresentation, TEXT_CACHE_CONTROL, type Representation } from '../http.js';
import { promiseLru, whenSettled } from '../memo.js';
import { textOf } from './translations.js';

/**
 * Parallel answers kept (each about three chapters' worth with its gzip form,
 * 20-60 KB): the chapters read side by side lately, not every combination.
 */
const PARALLEL_ANSWERS_KEPT = 1000;

/**
 * A parallel chapter's answer, or null when the first translation's text has
 * no such chapter (an operator's translation holding some books only).
 */
async function buildParallel(texts: readonly TextStores[], book: number, chapter: number): Promise<ParallelResponse | null> {
  const ids = texts.map((t) => t.tables.id);
  const rows = parallelRows(ids, book, chapter);
  if (rows.length === 0) return null;
  // Each translation's chapters the rows name (its verses of the chapter before or after too), read as the reader reads them.
  const versesOf = await Promise.all(
    texts.map(async (text, t) => {
      const chapters = [...new Set(rows.flatMap((row) => row.cells[t]!.map((v) => v.chapter)))];
      const found = await Promise.all(chapters.map((c) => text.chapters.getChapter(book, c)));
      const byPlace = new Map<number, ParallelVerse>();
      for (const answer of found) for (const v of answer?.versets ?? []) byPlace.set(v.chapitre * 1000 + v.verset, { chapitre: v.chapitre, verset: v.verset, texte: v.texte });
      return byPlace;
    }),
  );
  if (!rows.some((row) => row.cells[0]!.some((v) => versesOf[0]!.has(v.chapter * 1000 + v.verse)))) return null;
  return {
    traductions: ids,
    rangees: rows.map((row) => ({
      cellules: row.cells.map((cell, t) => ({
        traduction: ids[t]!,
        // A verse the numbering has and the text lacks (an operator's translation without numbering data) is left out.
        versets: cell.flatMap((v) => versesOf[t]!.get(v.chapter * 1000 + v.verse) ?? []),
        ...(row.elsewhere?.includes(t) ? { ailleurs: true as const } : {}),
      })),
    })),
  };
}

/**
 * The parallel chapter's route, mounted at '/'.
 * @example app.route('/', parallelRoutes(openTexts(db, ['lsg', 'darby', 'martin'])));
 */
export function parallelRoutes(texts: Texts): Hono {
  const cached = promiseLru<string, Representation | null>(PARALLEL_ANSWERS_KEPT);
  const app = new Hono();
  app.get(
    api.parallel.path,
    validated(
      api.parallel,
      (c, { book, chapter, translations }) => {
        // The table's query parameters are optional: the list is required here.
        if (translations === undefined) return refuse(c, REFUSALS.parallelCount);
        const stores: TextStores[] = [];
        for (const id of translations) {
          const text = textOf(c, texts, id);
          if (text instanceof Response) return text;
          stores.push(text);
        }
        const answer = cached.get(`${translations.join(',')} ${book} ${chapter}`, async () => {
          const document = await buildParallel(stores, book, chapter);
          return document && represent(document, { cacheControl: TEXT_CACHE_CONTROL });
        });
        // An answer already built is sent at once (memo.ts).
        return whenSettled(answer, (built) => (built ? sendRepresentation(c, built) : refuse(c, REFUSALS.chapterNotFound)));
      },
      // The verdict of each chapter's path with its most asked combinations (middleware/validate.ts).
      { keep: CHAPTER_COUNT * 4 },
    ),
  );
  return app;
}
