/**
 * GET /api/theme, GET /api/theme/{id} (spec, sections 2, 3 and 7) and the
 * themes' images, GET /img/themes/{slug}.svg (spec, section 7: "theme images
 * under an img path").
 *
 * Themes change only with a new build (new data, new database, restart), so
 * each answer is serialized once and kept with its gzip form and entity tags,
 * like chapters, per translation (`traduction`, issue 41: the themes' verses
 * in that translation, db/themes.ts).
 */
import { Hono } from 'hono';
import { api, images, REFUSALS, type ThemeListResponse } from '@parole/bible';
import type { Texts, TextStores } from '../db/texts.js';
import { refuse, represent, sendRepresentation, TEXT_CACHE_CONTROL, type Representation } from '../http.js';
import { once, promiseMemo, whenSettled } from '../memo.js';
import { validated } from '../middleware/validate.js';
import { themeSvg } from '../themes/art.js';
import { THEMES } from '../themes/data.js';
import { textOf } from './translations.js';

/**
 * An image changes only with the generator's code, and its URL carries no
 * version: a month of caching, then a revalidation that usually costs a 304.
 */
export const THEME_IMAGE_CACHE_CONTROL = 'public, max-age=2592000';

/** Theme paths whose verdict is kept: more than there are themes, in each translation. */
const THEME_PATHS_KEPT = 600;

/**
 * The themes' routes, mounted at '/'.
 * @example app.route('/', themeRoutes(openTexts(db, ['lsg'])));
 */
export function themeRoutes(texts: Texts): Hono {
  const options = { cacheControl: TEXT_CACHE_CONTROL };
  const listOf = (text: TextStores) =>
    once(async () => {
      const answer: ThemeListResponse = { themes: await text.themes.listThemes(), traduction_id: text.tables.id };
      return represent(answer, options);
    });
  const lists = new Map(texts.ids.map((id) => [id, listOf(texts.get(id)!)]));
  // The themes are the same in every translation.
  const ids = once(async () => new Set((await texts.get(undefined)!.themes.listThemes()).map((t) => t.id)));
  // Ids are checked against the list first, so this holds at most one entry per theme and translation.
  const versesMemo = promiseMemo<string, Representation | null>();
  const verses = (text: TextStores, id: number) =>
    versesMemo(`${text.tables.id} ${id}`, async () => {
      const answer = await text.themes.getTheme(id);
      return answer && represent(answer, options);
    });

  const app = new Hono();
  // Answers already built are answered at once (memo.ts).
  app.get(
    api.themes.path,
    validated(api.themes, (c, { translation }) => {
      const text = textOf(c, texts, translation);
      return text instanceof Response ? text : whenSettled(lists.get(text.tables.id)!(), (answer) => sendRepresentation(c, answer));
    }),
  );
  app.get(
    api.theme.path,
    validated(
      api.theme,
      (c, { id, translation }) => {
        const text = textOf(c, texts, translation);
        if (text instanceof Response) return text;
        return whenSettled(ids(), (known) =>
          known.has(id)
            ? whenSettled(verses(text, id), (answer) => (answer ? sendRepresentation(c, answer) : refuse(c, REFUSALS.themeNotFound)))
            : refuse(c, REFUSALS.themeNotFound),
        );
      },
      // The verdict of each theme's path (middleware/validate.ts).
      { keep: THEME_PATHS_KEPT },
    ),
  );
  return app;
}

/**
 * The themes' images (`images.theme`), mounted at '/': one SVG per theme of
 * themes/data.ts, drawn once and kept with its compressed forms.
 * @example app.route('/', themeImageRoutes());
 */
export function themeImageRoutes(): Hono {
  // Slugs are checked against THEMES first: at most one entry per theme.
  const pictures = promiseMemo<string, Representation>();
  const options = { cacheControl: THEME_IMAGE_CACHE_CONTROL, contentType: 'image/svg+xml; charset=UTF-8' };

  const app = new Hono();
  app.get(
    images.theme.path,
    validated(images.theme, async (c, { file: slug }) => {
      const theme = THEMES.find((t) => t.slug === slug);
      if (!theme) return refuse(c, REFUSALS.themeImageNotFound);
      return sendRepresentation(c, await pictures(theme.slug, () => represent(themeSvg(theme), options)));
    }),
  );
  return app;
}
