/**
 * GET /api/references/{book}/{chapter}/{verse} (issue 43): the verses that
 * echo a verse, OpenBible.info's cross references, most voted first, in the
 * translation `traduction` names (the verse in its numbering, the
 * references in its numbering and text), `limite` of them, with how many the
 * verse has and their credit (docs/decisions/crossrefs.md, "The API").
 *
 * The references cannot change while the server runs: like a chapter, each
 * answer is built once (JSON, gzip, entity tags) and kept, bounded (a verse
 * in a translation with a limit: far more than readers ask at once), and
 * cached by browsers and proxies (TEXT_CACHE_CONTROL).
 *
 * GET /api/references-livre/{book}: a book's references without texts, in
 * product keys, which « Lire hors ligne » downloads so that the service
 * worker answers the route above offline (crossrefs.md, "Offline").
 */
import { Hono } from 'hono';
import {
  api,
  BOOKS,
  crossReferencesDocument,
  productKeysOf,
  REFERENCES_LIMIT_DEFAULT,
  REFUSALS,
  verseId,
  type BookCrossReferencesResponse,
} from '@parole/bible';
import type { Texts, TextStores } from '../db/texts.js';
import type { TranslatedReference } from '../db/crossrefs.js';
import { refuse, represent, sendRepresentation, TEXT_CACHE_CONTROL, type Representation } from '../http.js';
import { OPENBIBLE_CREDIT } from '../import/crossrefs.js';
import { promiseLru, whenSettled } from '../memo.js';
import { validated } from '../middleware/validate.js';
import { textOf } from './translations.js';

/** Verses whose references are kept, each translation's apart: what a day of readers opens, and bounded whatever a script asks. */
const VERSES_KEPT = 5_000;

/** Answers kept (a verse, a translation and a limit each): a reader's « Voir plus » asks a second one of a verse. */
const ANSWERS_KEPT = 10_000;

/** URLs whose verdict is kept (middleware/validate.ts): as many as the answers. */
const VERDICTS_KEPT = ANSWERS_KEPT;

/** A book's answer of GET /api/references-livre, built once and kept. */
export type BookReferenceAnswers = (book: number) => Promise<Representation>;

/**
 * The answers of GET /api/references-livre, each book's built on first ask
 * and kept (66, 7 MB with their gzip forms): the route sends them and
 * GET /api/hors-ligne counts them in « Lire hors ligne »'s size.
 * @example const books = bookReferenceAnswers(texts); (await books(43)).gzip.body.byteLength
 */
export function bookReferenceAnswers(texts: Pick<Texts, 'get'>): BookReferenceAnswers {
  const books = promiseLru<number, Representation>(BOOKS.length);
  return (book) =>
    books.get(book, async () => {
      const document: BookCrossReferencesResponse = {
        livre_id: book,
        references: await texts.get(undefined)!.crossReferences.bookRows(book),
        source: OPENBIBLE_CREDIT,
      };
      return represent(document, { cacheControl: TEXT_CACHE_CONTROL });
    });
}

/**
 * The cross references' route, mounted at '/'. Without `available` (no file
 * of them on this server), it answers REFUSALS.crossReferencesUnavailable.
 * @example app.route('/', crossReferenceRoutes(texts, config.crossReferencesFile !== null));
 */
export function crossReferenceRoutes(texts: Texts, available: boolean, bookReferences?: BookReferenceAnswers): Hono {
  // Every reference of a verse in a translation, or null when the translation has no such verse.
  const lists = promiseLru<string, TranslatedReference[] | null>(VERSES_KEPT);
  const listOf = (text: TextStores, book: number, chapter: number, verse: number) =>
    lists.get(`${text.tables.id} ${verseId(book, chapter, verse)}`, async () => {
      if (!(await text.crossReferences.hasVerse(verseId(book, chapter, verse)))) return null;
      // Its product keys: Segond's (and an operator's translation's) verses are keys; Darby's and Martin's map to them.
      return text.crossReferences.referencesOf(productKeysOf(text.tables.id, book, chapter, verse));
    });
  const answers = promiseLru<string, Representation | null>(ANSWERS_KEPT);

  const app = new Hono();
  app.get(
    api.crossReferences.path,
    validated(
      api.crossReferences,
      (c, { book, chapter, verse, limit = REFERENCES_LIMIT_DEFAULT, translation }) => {
        if (!available) return refuse(c, REFUSALS.crossReferencesUnavailable);
        const text = textOf(c, texts, translation);
        if (text instanceof Response) return text;
        const answer = answers.get(`${text.tables.id} ${verseId(book, chapter, verse)} ${limit}`, async () => {
          const all = await listOf(text, book, chapter, verse);
          if (all === null) return null;
          // The same composition as the service worker's offline answer (@parole/bible's crossrefs.ts).
          const document = crossReferencesDocument({ book, chapter, verse }, all, limit, OPENBIBLE_CREDIT, text.tables.id);
          return represent(document, { cacheControl: TEXT_CACHE_CONTROL });
        });
        // An answer already built is sent at once (memo.ts).
        return whenSettled(answer, (built) => (built ? sendRepresentation(c, built) : refuse(c, REFUSALS.verseNotFound)));
      },
      { keep: VERDICTS_KEPT },
    ),
  );

  // A book's rows without texts, for « Lire hors ligne » (the same in every translation: product keys).
  const books = bookReferences ?? bookReferenceAnswers(texts);
  app.get(
    api.bookCrossReferences.path,
    validated(api.bookCrossReferences, (c, { book }) => {
      if (!available) return refuse(c, REFUSALS.crossReferencesUnavailable);
      return whenSettled(books(book), (built) => sendRepresentation(c, built));
    }),
  );
  return app;
}
