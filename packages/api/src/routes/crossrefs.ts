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
 */
import { Hono } from 'hono';
import {
  api,
  formatRangeReference,
  formatReference,
  isTranslationId,
  placeOfVerse,
  readInProductNumbering,
  REFERENCES_LIMIT_DEFAULT,
  REFUSALS,
  toProduct,
  verseId,
  type CrossReferencesResponse,
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

/**
 * The cross references' route, mounted at '/'. Without `available` (no file
 * of them on this server), it answers REFUSALS.crossReferencesUnavailable.
 * @example app.route('/', crossReferenceRoutes(texts, config.crossReferencesFile !== null));
 */
export function crossReferenceRoutes(texts: Texts, available: boolean): Hono {
  // Every reference of a verse in a translation, or null when the translation has no such verse.
  const lists = promiseLru<string, TranslatedReference[] | null>(VERSES_KEPT);
  const listOf = (text: TextStores, book: number, chapter: number, verse: number) =>
    lists.get(`${text.tables.id} ${verseId(book, chapter, verse)}`, async () => {
      const id = text.tables.id;
      if (!(await text.crossReferences.hasVerse(verseId(book, chapter, verse)))) return null;
      // Its product keys: Segond's (and an operator's translation's) verses are keys; Darby's and Martin's map to them.
      const keys = isTranslationId(id) && !readInProductNumbering(id) ? toProduct(id, book, chapter, verse) : [verseId(book, chapter, verse)];
      return text.crossReferences.referencesOf(keys);
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
          const document: CrossReferencesResponse = {
            reference: formatReference({ book, chapter, verse }),
            references: all.slice(0, limit).map(({ verse: first, lastId, votes }) => {
              const last = placeOfVerse(lastId);
              return {
                reference: formatRangeReference({ book: first.livre_id, chapter: first.chapitre, verse: first.verset }, last),
                verset: first,
                fin: lastId === first.id ? null : { livre_id: last.book, chapitre: last.chapter, verset: last.verse },
                votes,
              };
            }),
            total: all.length,
            source: OPENBIBLE_CREDIT,
            traduction_id: text.tables.id,
          };
          return represent(document, { cacheControl: TEXT_CACHE_CONTROL });
        });
        // An answer already built is sent at once (memo.ts).
        return whenSettled(answer, (built) => (built ? sendRepresentation(c, built) : refuse(c, REFUSALS.verseNotFound)));
      },
      { keep: VERDICTS_KEPT },
    ),
  );
  return app;
}
