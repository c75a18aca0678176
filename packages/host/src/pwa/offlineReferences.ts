/**
 * A verse's cross references offline (issue 43): the service worker's answer
 * to GET /api/references/{b}/{c}/{v}?limite&traduction when neither the
 * network nor a copy read online has it, composed from what « Lire hors
 * ligne » downloaded into the translation's Bible: each book's references
 * without texts (GET /api/references-livre/{b}) and the chapters' verses.
 * The composition is @parole/bible's (joinCrossReferences,
 * crossReferencesDocument), the server's own, so the answer is the JSON the
 * server sends (docs/decisions/crossrefs.md, "Offline").
 */
import {
  api,
  crossReferencesDocument,
  DEFAULT_TRANSLATION,
  formatPath,
  joinCrossReferences,
  matchPath,
  parseInput,
  placeOfVerse,
  productKeysOf,
  REFERENCES_LIMIT_DEFAULT,
  targetIn,
  type BookCrossReferencesResponse,
  type ChapterResponse,
  type Verse,
} from '@parole/bible';
import { offlineBibleCache, translationOf } from './caches.js';

/** A downloaded answer, by its path (the download keys them so), as JSON; undefined when not there. */
async function kept<T>(cache: Cache, path: string): Promise<T | undefined> {
  const response = await cache.match(path, { ignoreVary: true });
  return response ? ((await response.json()) as T) : undefined;
}

/**
 * The answer of GET /api/references composed from the downloaded Bible of
 * the request's translation, or null when it cannot be (not downloaded, a
 * book's references or a chapter missing, a request the server would refuse):
 * the worker then has nothing to answer offline, as before.
 * @example await offlineReferences(new URL('https://parole.example/api/references/43/3/16')) // Romains 5:8 first
 */
export async function offlineReferences(url: URL): Promise<Response | null> {
  const raw = matchPath(api.crossReferences, url.pathname + url.search);
  if (raw === null) return null;
  const parsed = parseInput(api.crossReferences, raw);
  if (!parsed.ok) return null;
  const { book, chapter, verse, limit = REFERENCES_LIMIT_DEFAULT } = parsed.input;
  const asked = translationOf(url);
  const translation = asked ?? DEFAULT_TRANSLATION;
  const name = offlineBibleCache(asked);
  // Opening a cache creates it: a translation never downloaded is looked up without making one.
  if (!(await caches.has(name))) return null;
  const cache = await caches.open(name);

  const chapters = new Map<string, ChapterResponse | undefined>();
  const chapterOf = async (b: number, c: number) => {
    const key = `${b} ${c}`;
    if (!chapters.has(key)) chapters.set(key, await kept<ChapterResponse>(cache, formatPath(api.chapter, { book: b, chapter: c })));
    return chapters.get(key);
  };
  // The verse itself, in the translation (Darby has no Matthieu 23:14: the server's 404).
  if (!(await chapterOf(book, chapter))?.versets.some((v) => v.verset === verse)) return null;

  const keys = productKeysOf(translation, book, chapter, verse);
  const books = new Map<number, BookCrossReferencesResponse>();
  for (const key of keys) {
    const b = placeOfVerse(key).book;
    if (books.has(b)) continue;
    const rows = await kept<BookCrossReferencesResponse>(cache, formatPath(api.bookCrossReferences, { book: b }));
    if (!rows) return null;
    books.set(b, rows);
  }
  const rowsOf = (key: number) => books.get(placeOfVerse(key).book)?.references[key];
  // The chapters of the targets' first verses, read ahead: the join itself is synchronous.
  for (const key of keys) {
    for (const [first, , last = first] of rowsOf(key) ?? []) {
      const target = targetIn(translation, first!, last);
      if (target === null) continue;
      const place = placeOfVerse(target[0]);
      if (!(await chapterOf(place.book, place.chapter))) return null;
    }
  }
  const verseOf = (id: number): Verse | undefined => {
    const place = placeOfVerse(id);
    return chapters.get(`${place.book} ${place.chapter}`)?.versets.find((v) => v.id === id);
  };
  const joined = joinCrossReferences(translation, keys, rowsOf, verseOf);
  if (!joined) return null;
  const source = books.values().next().value?.source;
  if (!source) return null;
  const document = crossReferencesDocument({ book, chapter, verse }, joined, limit, source, translation);
  return new Response(JSON.stringify(document), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}
