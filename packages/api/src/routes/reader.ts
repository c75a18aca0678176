/**
 * GET /api/lire/{id}/{chap} and GET /api/print/{id}/{chap}: a chapter, its
 * book's chapter list and its headings (spec, section 7). Both paths answer
 * the same document.
 *
 * The text cannot change while the server runs (a new source means a new
 * database and a restart), so each chapter's response is built once: JSON,
 * its gzip form and their entity tags, kept in memory. A request is then a
 * validation, a map lookup and a write (docs/performance.md).
 *
 * GET /api/hors-ligne (an addition) sums those answers over the whole canon:
 * the size "Lire hors ligne" shows before it downloads every chapter
 * (docs/decisions/offline.md). It is measured on the answers themselves,
 * once, on first request.
 *
 * Each takes `traduction` (issue 41): a chapter of that translation, in its
 * numbering, its answers kept apart from the other translations'.
 */
import { Hono } from 'hono';
import { api, BOOKS, CHAPTER_COUNT, chapterId, readingNumbering, REFUSALS, type OfflineBibleResponse } from '@parole/bible';
import { validated } from '../middleware/validate.js';
import type { Texts, TextStores } from '../db/texts.js';
import { refuse, represent, sendRepresentation, TEXT_CACHE_CONTROL, type Representation } from '../http.js';
import { once, promiseMemo, whenSettled } from '../memo.js';
import type { BookReferenceAnswers } from './crossrefs.js';
import { textOf } from './translations.js';

/** Chapters built at once for GET /api/hors-ligne: libuv's default threads (4), each gzipping one. */
const OFFLINE_BUILDS = 4;

/**
 * The reader's routes, a chapter to read or to print (both paths of the table
 * answer the same document), mounted at '/'.
 * With `bookReferences` (a server with cross references), GET /api/hors-ligne
 * counts each book's references without texts (GET /api/references-livre),
 * which « Lire hors ligne » downloads with the chapters (issue 43).
 * @example app.route('/', readerRoutes(openTexts(db, ['lsg'])));
 */
export function readerRoutes(texts: Texts, bookReferences?: BookReferenceAnswers): Hono {
  // At most one entry per chapter of each translation (1,189 each; about 14 MB
  // with the gzip forms for Segond's): parameters are checked against the
  // translation's numbering before the cache.
  const cached = promiseMemo<string, Representation | null>();
  const chapterAnswer = (text: TextStores, book: number, chapter: number) =>
    cached(`${text.tables.id} ${chapterId(book, chapter)}`, async () => {
      const found = await text.chapters.getChapter(book, chapter);
      return found && represent(found, { cacheControl: TEXT_CACHE_CONTROL });
    });

  const app = new Hono();

  // The first ask builds every chapter's answer (and keeps it, as reading would):
  // OFFLINE_BUILDS at a time, so that their gzip (libuv's threads) uses every
  // core instead of one chapter after the other (about 2 s alone, half with 2 cores).
  const offlineOf = (text: TextStores) =>
    once(async () => {
      const numbering = readingNumbering(text.tables.id);
      const chapters = BOOKS.flatMap((book) => Array.from({ length: numbering.chapterCount(book.id) }, (_, i) => [book.id, i + 1] as const));
      const answers: Array<Representation | null> = new Array(chapters.length).fill(null);
      let next = 0;
      const worker = async () => {
        while (next < chapters.length) {
          const at = next++;
          const [book, chapter] = chapters[at]!;
          answers[at] = await chapterAnswer(text, book, chapter);
        }
      };
      await Promise.all(Array.from({ length: OFFLINE_BUILDS }, worker));
      const size: OfflineBibleResponse = { chapitres: 0, livresReferences: 0, octets: 0, octetsCompresses: 0, traduction_id: text.tables.id };
      for (const answer of answers) {
        if (!answer) continue; // a chapter missing from the text is not downloaded either
        size.chapitres++;
        size.octets += answer.identity.body.byteLength;
        size.octetsCompresses += answer.gzip.body.byteLength;
      }
      // Each book's references, downloaded into every translation's Bible (the same rows for each).
      for (const book of bookReferences ? BOOKS : []) {
        const answer = await bookReferences!(book.id);
        size.livresReferences++;
        size.octets += answer.identity.body.byteLength;
        size.octetsCompresses += answer.gzip.body.byteLength;
      }
      return represent(size, { cacheControl: TEXT_CACHE_CONTROL });
    });
  const offline = new Map(texts.ids.map((id) => [id, offlineOf(texts.get(id)!)]));
  app.get(
    api.offlineBible.path,
    validated(api.offlineBible, async (c, { translation }) => {
      const text = textOf(c, texts, translation);
      return text instanceof Response ? text : sendRepresentation(c, await offline.get(text.tables.id)!());
    }),
  );

  for (const endpoint of [api.chapter, api.printChapter]) {
    app.get(
      endpoint.path,
      validated(
        endpoint,
        (c, { book, chapter, translation }) => {
          const text = textOf(c, texts, translation);
          if (text instanceof Response) return text;
          // A chapter already built is answered at once (memo.ts).
          return whenSettled(chapterAnswer(text, book, chapter), (answer) => (answer ? sendRepresentation(c, answer) : refuse(c, REFUSALS.chapterNotFound)));
        },
        // The verdict of each chapter's path, in each translation (middleware/validate.ts).
        { keep: CHAPTER_COUNT * texts.ids.length },
      ),
    );
  }
  return app;
}
