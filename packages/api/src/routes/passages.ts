/**
 * GET /api/passages/{passages} (an addition, issue 25): the reference
 * tagger's previews. Up to PASSAGES_MAX passages at once, each its reference
 * (« Jean 3:16-18 ») and first verses as plain text, cut at
 * PASSAGE_PREVIEW_VERSES (a preview is a glimpse: the link reads the rest).
 *
 * The text cannot change while the server runs: each passage's part is
 * built once and kept (bounded: the passages of the pages that use the
 * tagger), and the answers are cached by browsers and proxies like chapters.
 */
import { Hono } from 'hono';
import { api, BOOKS, passagesParam, PASSAGE_PREVIEW_VERSES, versesParam, type Passage, type PassageKey, type PassagesResponse } from '@parole/bible';
import type { ChapterTextStore } from '../db/reader.js';
import { represent, sendRepresentation, TEXT_CACHE_CONTROL } from '../http.js';
import { validate } from '../middleware/validate.js';

/** Passages kept once built: far more than a parish's pages quote, bounded whatever a script asks. */
const PASSAGES_KEPT = 5_000;

/** « Jean 3:16-18 », « Psaumes 23 »: the passage as the site writes references (formatReference). */
function referenceOf({ book, chapter, verses }: PassageKey): string {
  const name = BOOKS[book - 1]!.name;
  return verses ? `${name} ${chapter}:${versesParam.format(verses)}` : `${name} ${chapter}`;
}

/**
 * The passages' route, mounted at '/'.
 * @example app.route('/', passageRoutes(createChapterTextStore(db), config.translation.name));
 */
export function passageRoutes(store: ChapterTextStore, translation: string): Hono {
  const built = new Map<string, Passage>();
  const passageOf = async (key: PassageKey): Promise<Passage> => {
    const name = passagesParam.format([key]);
    const kept = built.get(name);
    if (kept) return kept;
    const text = (await store.chapterText(key.book, key.chapter)) ?? [];
    const wanted = key.verses ? new Set(key.verses) : undefined;
    const verses = text.filter((v) => !wanted || wanted.has(v.verse));
    const passage: Passage = {
      passage: name,
      reference: referenceOf(key),
      versets: verses.slice(0, PASSAGE_PREVIEW_VERSES).map((v) => ({ verset: v.verse, texte: v.text })),
      suite: verses.length > PASSAGE_PREVIEW_VERSES,
    };
    if (built.size < PASSAGES_KEPT) built.set(name, passage);
    return passage;
  };

  const app = new Hono();
  app.get(api.passages.path, validate(api.passages), async (c) => {
    const { passages } = c.req.valid('param');
    const answer: PassagesResponse = { traduction: translation, passages: await Promise.all(passages.map(passageOf)) };
    return sendRepresentation(c, await represent(answer, { cacheControl: TEXT_CACHE_CONTROL }));
  });
  return app;
}
