/**
 * GET /api/tagcloud/{livre}: the word cloud of a scope (spec, sections 2, 3,
 * 7 and 9). `livre` is atnt, at, nt or a book number 1-66; GET /api/tagcloud
 * answers the default scope, nt.
 *
 * The words are computed when the database is built (import/wordcloud.ts); this
 * route only reads them. As for chapters, the answer cannot change while the
 * server runs, so each scope's response (69 at most, a few kB each) is built
 * once and kept in memory with its gzip form and entity tags, per
 * translation (`traduction`, issue 41: each has its own words).
 */
import { Hono } from 'hono';
import { api, BOOK_COUNT, DEFAULT_WORD_CLOUD_SCOPE } from '@parole/bible';
import type { Texts } from '../db/texts.js';
import { represent, sendRepresentation, TEXT_CACHE_CONTROL, type Representation } from '../http.js';
import { promiseMemo, whenSettled } from '../memo.js';
import { validated } from '../middleware/validate.js';
import { textOf } from './translations.js';

/** The word cloud's paths: one per scope (both testaments, each, each book) and the default scope's. */
const WORD_CLOUD_PATHS = 3 + BOOK_COUNT + 1;

/**
 * The word cloud route, mounted at '/'.
 * @example app.route('/', wordCloudRoutes(openTexts(db, ['lsg'])));
 */
export function wordCloudRoutes(texts: Texts): Hono {
  // Keys are validated scopes and translations: at most 69 entries each.
  const cached = promiseMemo<string, Representation>();

  const app = new Hono();
  app.get(
    api.wordCloud.path,
    validated(
      api.wordCloud,
      (c, { scope = DEFAULT_WORD_CLOUD_SCOPE, translation }) => {
        const text = textOf(c, texts, translation);
        if (text instanceof Response) return text;
        const build = async () => represent(await text.wordClouds.getWordCloud(scope), { cacheControl: TEXT_CACHE_CONTROL });
        return whenSettled(cached(`${text.tables.id} ${scope}`, build), (answer) => sendRepresentation(c, answer));
      },
      // The verdict of each scope's path, and of the default one's, in each translation (middleware/validate.ts).
      { keep: WORD_CLOUD_PATHS * texts.ids.length },
    ),
  );
  return app;
}
