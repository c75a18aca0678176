/**
 * What the site offers crawlers and link previews (docs/decisions/share.md):
 *
 * - GET /partage/{id}/{chap}.png, /partage/{id}/{chap}/{versets}.png and
 *   /partage/parole.png: the share images (../image.ts), 1200×630 PNG;
 * - GET /sitemap.xml: every chapter, theme, the home and help pages;
 * - GET /robots.txt: everything allowed but the API and the personal or
 *   transient pages, and the sitemap's address.
 *
 * An image is drawn once per content (its entity tag hashes what it shows
 * and the drawing's version), one at a time, and kept in a bounded cache;
 * a revalidation is answered from the tag alone, without drawing. What a
 * passage's image shows, its tag and headers are made once per passage and
 * kept too: a request for a drawn image is then two lookups and a write.
 *
 * A passage's image is in the translation `traduction` names (issue 41):
 * its text, its numbering, its name on the card.
 */
import { Hono, type Context } from 'hono';
import { BOOKS, formatVerseSelection, getBook, href, ROBOTS_DISALLOW, REFUSALS, ROOT_FILES, SERVER_SEGMENTS, shareImages, type ChapterResponse } from '@parole/bible';
import type { Config } from '@parole/api/config';
import type { Texts } from '@parole/api/db/texts';
import type { ThemeStore } from '@parole/api/db/themes';
import { clientAddress, ifNoneMatch, refuse, requestHeader } from '@parole/api/http';
import { memoryWindowLimit } from '@parole/api/state/rate-limits';
import { completeResponse, type HeaderRecord } from '@parole/api/headers';
import { validate } from '@parole/api/middleware/validate';
import { promiseLru, serial } from '@parole/api/memo';
import { cardEtag, drawCard, MAX_TEXT, type ShareCard } from '../image.js';
import { publicOrigin } from '../origin.js';
import { escapeHtml, versesText } from '../text.js';

/**
 * An image's URL carries no version, so a week of caching, then a
 * revalidation that costs a 304 (its entity tag is known without drawing).
 */
export const SHARE_IMAGE_CACHE_CONTROL = 'public, max-age=604800';
/** Images kept in memory (about 40-90 KB each). */
export const SHARE_IMAGE_CACHE_ENTRIES = 300;
/**
 * New images one client address may have drawn per minute (one drawing
 * holds the event loop for tens of ms): a link preview asks for one, a
 * crawler for a few; an image already drawn, or a revalidation, is free.
 */
export const SHARE_IMAGE_DRAWS_PER_MINUTE = 30;
/** The sitemap and robots.txt change with the themes, that is with a new database. */
export const CRAWLER_CACHE_CONTROL = 'public, max-age=3600';

/** The site's own card, for pages that show no passage. */
const siteCard = (translation: string): ShareCard => ({
  text: 'Lire la Bible en français, chercher un mot, marquer et partager des versets, la lire en un an, par thèmes, et jouer.',
  quote: false,
  reference: 'La Bible en ligne',
  translation,
  testament: 'old',
});

/** The card of a chapter's verses (all of them, or those selected). */
function passageCard(book: number, chapter: number, data: ChapterResponse, translation: string, verses?: readonly number[]): ShareCard {
  const shown = verses ? data.versets.filter((v) => verses.includes(v.verset)) : data.versets;
  const name = `${getBook(book)!.name} ${chapter}`;
  return {
    // More would never be drawn (MAX_TEXT): the tag and the cache stay small.
    text: versesText(shown).slice(0, MAX_TEXT),
    quote: true,
    reference: verses ? `${name}:${formatVerseSelection(verses)}` : name,
    translation,
    testament: getBook(book)!.testament,
  };
}

export interface ShareRouteDeps {
  /** Every translation's stores: a passage's image is read in the one its request names. */
  texts: Texts;
  themes: ThemeStore;
  config: Pick<Config, 'translation' | 'translations' | 'siteUrl'>;
  /** The clock of the drawing limit (ms since the epoch); Date.now by default. */
  now?: () => number;
}

/** Passages whose card (text, tag, headers) is kept, most recently asked last out: a few hundred bytes each. */
export const SHARE_CARD_ENTRIES = 5000;

/** A card with its entity tag and the headers of its answers, made once per passage. */
interface PreparedCard {
  card: ShareCard;
  etag: string;
  /** Headers of a 304, and of a 200 but for its length. */
  notModified: HeaderRecord;
}

/** A drawn image and the headers of its 200. */
interface DrawnImage {
  png: Uint8Array<ArrayBuffer>;
  headers: HeaderRecord;
}

function prepare(card: ShareCard): PreparedCard {
  const etag = cardEtag(card);
  return { card, etag, notModified: { 'Content-Type': 'image/png', 'Cache-Control': SHARE_IMAGE_CACHE_CONTROL, ETag: etag } };
}

/**
 * The share images, the sitemap and robots.txt, mounted at '/'.
 * @example app.route('/', shareRoutes({ texts, themes, config }));
 */
export function shareRoutes({ texts, themes, config, now = () => Date.now() }: ShareRouteDeps): Hono {
  const translation = config.translation.name;
  const names = new Map(config.translations.map((t) => [t.id, t.name]));
  const images = promiseLru<string, DrawnImage>(SHARE_IMAGE_CACHE_ENTRIES);
  // What each image shows, its tag and headers, by the passage asked (the text cannot change while the server runs).
  const cards = promiseLru<string, PreparedCard | null>(SHARE_CARD_ENTRIES);
  const oneAtATime = serial();
  // Counted in this process's memory: the limit protects this server's CPU.
  const overLimit = memoryWindowLimit(SHARE_IMAGE_DRAWS_PER_MINUTE, 60_000, now);

  const sendImage = async (c: Context, prepared: PreparedCard) => {
    const { card, etag, notModified } = prepared;
    if (ifNoneMatch(requestHeader(c, 'if-none-match'), etag)) return completeResponse(c, 304, null, notModified);
    if (!images.has(etag)) {
      const wait = overLimit(clientAddress(c));
      if (wait > 0) return refuse(c, REFUSALS.tooManyShareImages, { 'Retry-After': String(wait), 'Cache-Control': 'no-store' });
    }
    const image = await images.get(etag, () =>
      oneAtATime(() => {
        const png = new Uint8Array(drawCard(card));
        return { png, headers: { ...notModified, 'Content-Length': String(png.byteLength) } };
      }),
    );
    return completeResponse(c, 200, image.png, image.headers);
  };
  const passage = (id: string | undefined, book: number, chapter: number, verses?: readonly number[]) => {
    const text = texts.get(id);
    if (!text) return null;
    const key = text.tables.id;
    return cards.get(`${key === texts.ids[0] ? '' : `${key} `}${book}/${chapter}/${verses?.join(',') ?? ''}`, async () => {
      const data = await text.chapters.getChapter(book, chapter);
      return data && prepare(passageCard(book, chapter, data, names.get(key) ?? translation, verses));
    });
  };
  /** The image of a passage, or the refusal of a translation the server does not have, or of a chapter its text lacks. */
  const sendPassage = async (c: Context, id: string | undefined, book: number, chapter: number, verses?: readonly number[]) => {
    const card = passage(id, book, chapter, verses);
    if (!card) return refuse(c, REFUSALS.unknownTranslation(texts.ids));
    const prepared = await card;
    return prepared ? sendImage(c, prepared) : refuse(c, REFUSALS.chapterNotFound);
  };
  const site = prepare(siteCard(translation));

  const app = new Hono();
  // The app's router (RegExpRouter, router.ts) cannot hold this fixed path
  // beside the passages' parameters (/partage/:book/…): the family's
  // wildcard answers it, and passes every other path on.
  app.get(`/${SERVER_SEGMENTS.shareImages}/*`, (c, next) => (c.req.path === shareImages.site.path ? sendImage(c, site) : next()));
  app.get(shareImages.chapter.path, validate(shareImages.chapter), (c) => {
    const { book, chapter, translation: id } = c.req.valid('param');
    return sendPassage(c, id, book, chapter);
  });
  app.get(shareImages.verses.path, validate(shareImages.verses), (c) => {
    const { book, chapter, verses, translation: id } = c.req.valid('param');
    return sendPassage(c, id, book, chapter, verses);
  });

  // The sitemap of an origin, made once (a few per server at most: SITE_URL, or the hosts it is reached by).
  const sitemaps = promiseLru<string, Uint8Array<ArrayBuffer>>(8);
  app.get(ROOT_FILES.sitemap, async (c) => {
    const origin = publicOrigin(c, config.siteUrl);
    if (origin === undefined) return refuse(c, REFUSALS.badRequest);
    const body = await sitemaps.get(origin, async () => new TextEncoder().encode(sitemapXml(origin, await sitemapPaths(themes))));
    return completeResponse(c, 200, body, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': CRAWLER_CACHE_CONTROL,
      'Content-Length': String(body.byteLength),
    });
  });
  app.get(ROOT_FILES.robots, (c) => {
    const body = new TextEncoder().encode(robotsTxt(publicOrigin(c, config.siteUrl)));
    return completeResponse(c, 200, body, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': CRAWLER_CACHE_CONTROL,
      'Content-Length': String(body.byteLength),
    });
  });
  return app;
}

/** The paths of the sitemap: the home, help and book list, every chapter, the themes. */
export async function sitemapPaths(themes: ThemeStore): Promise<string[]> {
  const chapters = BOOKS.flatMap((book) => Array.from({ length: book.chapters }, (_, i) => href('read', { book: book.id, chapter: i + 1 })));
  const themeList = await themes.listThemes();
  return [href('home'), href('help'), href('embedBuilder'), href('select'), ...chapters, href('themes'), ...themeList.map((t) => href('theme', { id: t.id }))];
}

/** A sitemap (sitemaps.org protocol 0.9) of `paths` under `origin`. */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((p) => `  <url><loc>${escapeHtml(origin + p)}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

/**
 * robots.txt: every crawler allowed but for the contract's ROBOTS_DISALLOW (the API, a game's pages
 * and summary, the login page, search results), and the sitemap's address when the origin is known.
 * The share images (/partage/) stay allowed: link previews fetch them.
 */
export function robotsTxt(origin: string | undefined): string {
  const lines = ['User-agent: *', ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`), 'Allow: /'];
  if (origin !== undefined) lines.push('', `Sitemap: ${origin}${ROOT_FILES.sitemap}`);
  return `${lines.join('\n')}\n`;
}
