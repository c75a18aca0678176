/**
 * GET /api/theme, GET /api/theme/{id} (spec, sections 2, 3 and 7) and the
 * themes' images, GET /img/themes/{slug}.svg (spec, section 7: "theme images
 * under an img path").
 *
 * Themes change only with a new build (new data, new database, restart), so
 * each answer is serialized once and kept with its entity tag, like chapters.
 */
import { Hono, type Context } from 'hono';
import type { ThemeListResponse, ThemeVersesResponse } from '@parole/bible';
import { toThemeItem, type ThemeStore } from '../db/themes.js';
import { ifNoneMatch, strongEtag } from '../http.js';
import { MESSAGES } from '../messages.js';
import { themeSvg } from '../themes/art.js';
import { THEMES } from '../themes/data.js';

/** As for chapters: an answer changes only with a new build (docs/decisions/api.md). */
export const THEME_CACHE_CONTROL = 'public, max-age=3600';
/**
 * An image changes only with the generator's code, and its URL carries no
 * version: a month of caching, then a revalidation that usually costs a 304.
 */
export const THEME_IMAGE_CACHE_CONTROL = 'public, max-age=2592000';

/** A theme id written the canonical way: no sign, no leading zero. */
const ID = /^[1-9]\d{0,5}$/;
/** A slug of themes/data.ts: lower-case letters and hyphens. */
const SLUG_FILE = /^([a-z]+(?:-[a-z]+)*)\.svg$/;

interface Representation {
  body: string;
  etag: string;
}

const represent = (body: string): Representation => ({ body, etag: strongEtag(body) });

function send(c: Context, { body, etag }: Representation, type: string, cacheControl: string): Response {
  c.header('ETag', etag);
  c.header('Cache-Control', cacheControl);
  if (ifNoneMatch(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
  c.header('Content-Type', type);
  return c.body(body);
}

/** Keeps the first successful answer of `make` per key; a failed one is retried by the next request. */
function memo<K, V>(make: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const cache = new Map<K, Promise<V>>();
  return (key) => {
    let entry = cache.get(key);
    if (!entry) {
      entry = make(key);
      cache.set(key, entry);
      entry.catch(() => cache.delete(key));
    }
    return entry;
  };
}

const JSON_TYPE = 'application/json; charset=UTF-8';

/**
 * The themes sub-app, mounted at /api/theme.
 * @example app.route('/api/theme', themeRoutes(createThemeStore(db)));
 */
export function themeRoutes(store: ThemeStore): Hono {
  const list = memo(async () => {
    const answer: ThemeListResponse = { themes: (await store.listThemes()).map(toThemeItem) };
    return represent(JSON.stringify(answer));
  });
  const ids = memo(async () => new Set((await store.listThemes()).map((t) => t.id)));
  // Ids are checked against the list first, so the cache holds at most one entry per theme.
  const verses = memo(async (id: number) => {
    const found = await store.getTheme(id);
    if (!found) return null;
    const answer: ThemeVersesResponse = { theme: toThemeItem(found.theme), versets: found.versets };
    return represent(JSON.stringify(answer));
  });

  const app = new Hono();
  app.get('/', async (c) => send(c, await list(undefined), JSON_TYPE, THEME_CACHE_CONTROL));
  app.get('/:id', async (c) => {
    const text = c.req.param('id');
    const id = ID.test(text) ? Number(text) : NaN;
    const known = (await ids(undefined)).has(id);
    const answer = known ? await verses(id) : null;
    if (!answer) return c.json({ message: MESSAGES.themeNotFound }, 404);
    return send(c, answer, JSON_TYPE, THEME_CACHE_CONTROL);
  });
  return app;
}

/**
 * The images sub-app, mounted at /img/themes: one SVG per theme of
 * themes/data.ts, drawn once on first request.
 * @example app.route('/img/themes', themeImageRoutes());
 */
export function themeImageRoutes(): Hono {
  const images = new Map<string, Representation>();
  const image = (slug: string): Representation | undefined => {
    let found = images.get(slug);
    const theme = found ? undefined : THEMES.find((t) => t.slug === slug);
    if (theme) {
      found = represent(themeSvg(theme));
      images.set(slug, found);
    }
    return found;
  };

  const app = new Hono();
  app.get('/:file', (c) => {
    const slug = SLUG_FILE.exec(c.req.param('file'))?.[1];
    const found = slug && image(slug);
    if (!found) return c.json({ message: MESSAGES.themeImageNotFound }, 404);
    return send(c, found, 'image/svg+xml; charset=UTF-8', THEME_IMAGE_CACHE_CONTROL);
  });
  return app;
}
