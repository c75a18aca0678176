/**
 * GET /api/passages/{passages} (an addition, issue 25): the reference
 * tagger's previews. Up to PASSAGES_MAX passages at once, each its reference
 * (« Jean 3:16-18 ») and first verses as plain text, cut at
 * PASSAGE_PREVIEW_VERSES (a preview is a glimpse: the link reads the rest).
 *
 * The text cannot change while the server runs: each passage's part is
 * built once from the verses it shows (six rows at most for a range) and
 * kept (bounded: the passages of the pages that use the tagger), and the
 * answers are cached by browsers and proxies like chapters.
 *
 * A list has one address (issue 45): one written in another form (`43.3.016`,
 * `43.3.18-16`, `19.119.1-999`, a passage twice) is answered with a 301 to
 * its own, cached like the text, so that caches keep one copy of each list
 * and this route builds it once. What a request may cost is the contract's
 * (readPassages: its length, passages, ranges and verses, each range cut at
 * its chapter's end before any verse is listed).
 *
 * With `traduction` (issue 41), the passages are read in that translation's
 * numbering (its chapters end where its own do: passagesIn) and its text.
 */
import { Hono } from 'hono';
import {
  api,
  BOOKS,
  formatPath,
  passagesIn,
  passagesParam,
  PASSAGE_PREVIEW_VERSES,
  readingNumbering,
  versesParam,
  type Passage,
  type PassageKey,
  type PassagesResponse,
} from '@parole/bible';
import type { Config } from '../config.js';
import type { Texts, TextStores } from '../db/texts.js';
import { represent, sendRepresentation, TEXT_CACHE_CONTROL } from '../http.js';
import { completeResponse } from '../headers.js';
import { validate } from '../middleware/validate.js';
import { textOf } from './translations.js';

/** Passages kept once built: far more than a parish's pages quote, bounded whatever a script asks. */
const PASSAGES_KEPT = 5_000;

/**
 * « Jean 3:16-18 », « Psaumes 23 », « Matthieu 5-7 », « Genèse 1:1-2:3 »:
 * the passage as the site writes references (formatReference).
 */
function referenceOf({ book, chapter, verses, through }: PassageKey): string {
  const name = BOOKS[book - 1]!.name;
  if (through) {
    const end = through.verse === undefined ? `${through.chapter}` : `${through.chapter}:${through.verse}`;
    return verses ? `${name} ${chapter}:${verses[0]}-${end}` : `${name} ${chapter}-${end}`;
  }
  return verses ? `${name} ${chapter}:${versesParam.format(verses)}` : `${name} ${chapter}`;
}

/**
 * The passages' route, mounted at '/'.
 * @example app.route('/', passageRoutes(openTexts(db, ['lsg']), config.translations));
 */
export function passageRoutes(texts: Texts, translations: Config['translations']): Hono {
  const names = new Map(translations.map((t) => [t.id, t.name]));
  const built = new Map<string, Passage>();
  const passageOf = async (text: TextStores, key: PassageKey): Promise<Passage> => {
    const name = passagesParam.format([key]);
    const id = text.tables.id;
    const kept = built.get(`${id} ${name}`);
    if (kept) return kept;
    // The verses it shows, read from the first to the last of them: every verse the contract let
    // through is one of the chapter's in the translation's numbering (its ranges are cut at the
    // chapter's end); a number the translation skips (Darby's Matthieu 23:14) is not shown.
    // A passage across chapters (issue 44) shows the start of its first chapter, and has more.
    const wanted = key.verses ?? Array.from({ length: readingNumbering(id).lastVerse(key.book, key.chapter) }, (_, i) => i + 1);
    const shown = wanted.slice(0, PASSAGE_PREVIEW_VERSES);
    const showing = new Set(shown);
    const rows = await text.chapterTexts.versesText(key.book, key.chapter, shown[0]!, shown.at(-1)!);
    const passage: Passage = {
      passage: name,
      reference: referenceOf(key),
      versets: rows.filter((v) => showing.has(v.verse)).map((v) => ({ verset: v.verse, texte: v.text })),
      suite: wanted.length > PASSAGE_PREVIEW_VERSES || key.through !== undefined,
    };
    if (built.size < PASSAGES_KEPT) built.set(`${id} ${name}`, passage);
    return passage;
  };

  const app = new Hono();
  app.get(api.passages.path, validate(api.passages), async (c) => {
    const { passages: read, translation } = c.req.valid('param');
    const text = textOf(c, texts, translation);
    if (text instanceof Response) return text;
    // In the translation's numbering (the contract's check has let it through).
    const passages = passagesIn(read, translation) as readonly PassageKey[];
    // Another form of a list than its own: to its own address (the value as decoded, so that `;` and `%3B` are one).
    if (c.req.param('passages') !== passagesParam.format(passages)) {
      return completeResponse(c, 301, null, { Location: formatPath(api.passages, { passages, translation }), 'Cache-Control': TEXT_CACHE_CONTROL });
    }
    const answer: PassagesResponse = {
      traduction: names.get(text.tables.id)!,
      passages: await Promise.all(passages.map((key) => passageOf(text, key))),
      traduction_id: text.tables.id,
    };
    return sendRepresentation(c, await represent(answer, { cacheControl: TEXT_CACHE_CONTROL }));
  });
  return app;
}
