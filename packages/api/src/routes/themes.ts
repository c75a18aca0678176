/**
 * GET /api/theme, GET /api/theme/{id} (spec, sections 2, 3 and 7) and the
 * themes' images, GET /img/themes/{slug}.svg (spec, section 7: "theme images
 * under an img path").
 *
 * Themes change only with a new build (new data, new database, restart), so
 * each answer is serialized once and kept with its gzip form and entity tags,
 * like chapters.
 */
import { Hono } from 'hono';
import { api, images, REFUSALS, type ThemeListResponse } from '@parole/bible';
import type { ThemeStore } from '../db/themes.js';
import { refuse, represent, sendRepresentation, TEXT_CACHE_CONTROL, type Representation } from '../http.js';
import { once, promiseMemo, whenSettled } from '../memo.js';
import { validated } from '../middleware/validate.js';
import { themeSvg } from '../themes/art.js';
import { THEMES } from '../themes/data.js';

/**
 * An image changes only with the generator's code, and its URL carries no
 * version: a month of caching, then a revalidation that usually costs a 304.
 */
export const THEME_IMAGE_CACHE_CONTROL = 'public, max-age=2592000';

/** Theme paths whose verdict is kept: more than there are themes. */
const THEME_PATHS_KEPT = 200;

/**
 * The themes' routes, mounted at '/'.
 * @example app.route('/', themeRoutes(createThemeStore(db)));
 */
export function themeRoutes(store: ThemeStore): Hono {
  const options = { cacheControl: TEXT_CACHE_CONTROL };
  const list = once(async () => {
    const answer: ThemeListResponse = { themes: await store.listThemes() };
    return represent(answer, options);
  });
  const ids = once(async () => new Set((await store.listThemes()).map((t) => t.id)));
  // Ids are checked against the list first, so this holds at most one entry per theme.
  const versesMemo = promiseMemo<number, Representation | null>();
  const verses = (id: number) =>
    versesMemo(id, async () => {
      const answer = await store.getTheme(id);
      return answer && represent(answer, options);
    });

  const app = new Hono();
  // Answers already built are answered at once (memo.ts).
  app.get(api.themes.path, validated(api.themes, (c) => whenSettled(list(), (answer) => sendRepresentation(c, answer))));
  app.get(
    api.theme.path,
    validated(
      api.theme,
      (c, { id }) =>
        whenSettled(ids(), (known) =>
          known.has(id)
            ? whenSettled(verses(id), (answer) => (answer ? sendRepresentation(c, answer) : refuse(c, REFUSALS.themeNotFound)))
            : refuse(c, REFUSALS.themeNotFound),
        ),
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
