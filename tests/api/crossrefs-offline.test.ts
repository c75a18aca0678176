/**
 * GET /api/references-livre/{book} (issue 43, offline): a book's cross
 * references without texts, and the service worker's composition of
 * GET /api/references from them and a translation's chapters
 * (joinCrossReferences, crossReferencesDocument), compared with the
 * server's answers, through the real app and database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  crossReferencesDocument,
  joinCrossReferences,
  placeOfVerse,
  productKeysOf,
  REFERENCES_LIMIT_MAX,
  REFUSALS,
  verseId,
  type BookCrossReferencesResponse,
  type ChapterResponse,
  type CrossReferencesResponse,
  type Verse,
} from '@parole/bible';
import { openTestApp, type TestApp } from '../../packages/api/src/testing.js';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

const json = async <T>(url: string): Promise<T> => {
  const res = await t.app.request(url);
  expect(res.status, url).toBe(200);
  return (await res.json()) as T;
};

describe('GET /api/references-livre', () => {
  it('answers each verse’s references of a book without texts, in product keys, most voted first, as the database holds them', async () => {
    const body = await json<BookCrossReferencesResponse>('/api/references-livre/43');
    expect(body.livre_id).toBe(43);
    expect(body.source.lien).toBe('https://www.openbible.info/labs/cross-references/');
    const john316 = body.references[verseId(43, 3, 16)]!;
    expect(john316[0]).toEqual([verseId(45, 5, 8), 290]);
    // A range keeps its last key: 1 Jean 4:9-10.
    expect(john316[1]).toEqual([verseId(62, 4, 9), expect.any(Number), verseId(62, 4, 10)]);
    const rows = await t.db.query<{ n: number }>('SELECT COUNT(*) AS n FROM cross_references WHERE verse_id BETWEEN 43000000 AND 43999999');
    expect(Object.values(body.references).reduce((n, list) => n + list.length, 0)).toBe(rows[0]!.n);
    for (const list of Object.values(body.references)) {
      const votes = list.map((r) => r[1]!);
      expect(votes).toEqual([...votes].sort((a, b) => b - a));
    }
  });

  it('is cached like a chapter: an entity tag, a 304, an hour, gzip', async () => {
    const res = await t.app.request('/api/references-livre/19', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const etag = res.headers.get('etag')!;
    const again = await t.app.request('/api/references-livre/19', { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('refuses a book outside the canon (404), in French', async () => {
    for (const url of ['/api/references-livre/0', '/api/references-livre/67', '/api/references-livre/abc', '/api/references-livre/01']) {
      const res = await t.app.request(url);
      expect([res.status, await res.json()], url).toEqual([REFUSALS.chapterNotFound.status, { message: REFUSALS.chapterNotFound.message }]);
    }
  });
});

describe('the worker’s offline answer (joinCrossReferences)', () => {
  // What the worker has after « Lire hors ligne »: the books' rows and the translation's chapters.
  const composed = async (translation: string, book: number, chapter: number, verse: number, limit: number) => {
    const books = new Map<number, BookCrossReferencesResponse>();
    const chapters = new Map<string, ChapterResponse>();
    const keys = productKeysOf(translation, book, chapter, verse);
    for (const key of keys) {
      const b = placeOfVerse(key).book;
      if (!books.has(b)) books.set(b, await json<BookCrossReferencesResponse>(`/api/references-livre/${b}`));
    }
    // The chapters the targets need, fetched ahead (the worker reads them from its cache).
    const verseOf = (id: number): Verse | undefined => {
      const p = placeOfVerse(id);
      return chapters.get(`${p.book} ${p.chapter}`)?.versets.find((v) => v.id === id);
    };
    const rowsOf = (key: number) => books.get(placeOfVerse(key).book)?.references[key];
    for (;;) {
      const joined = joinCrossReferences(translation, keys, rowsOf, verseOf);
      if (joined) return crossReferencesDocument({ book, chapter, verse }, joined, limit, books.values().next().value!.source, translation);
      // Fetch the chapter of the first verse missing, then join again.
      const missing = joinMissing(translation, keys, rowsOf, verseOf);
      const p = placeOfVerse(missing);
      const query = translation === 'lsg' ? '' : `?traduction=${translation}`;
      chapters.set(`${p.book} ${p.chapter}`, await json<ChapterResponse>(`/api/lire/${p.book}/${p.chapter}${query}`));
    }
  };
  const joinMissing = (translation: string, keys: number[], rowsOf: (k: number) => number[][] | undefined, verseOf: (id: number) => Verse | undefined) => {
    let asked = 0;
    joinCrossReferences(translation, keys, rowsOf, (id) => {
      const v = verseOf(id);
      if (!v) asked = id;
      return v;
    });
    return asked;
  };

  const SAMPLE: Array<[number, number, number]> = [
    [43, 3, 16],
    [1, 1, 1],
    [1, 32, 1],
    [19, 23, 1],
    [19, 51, 12],
    [29, 3, 1],
    [41, 9, 50],
    [44, 24, 25],
    [66, 22, 21],
  ];

  for (const translation of ['lsg', 'darby', 'martin']) {
    it(`is the server’s answer, field for field, for a sample of verses in ${translation}`, async () => {
      const query = translation === 'lsg' ? '' : `traduction=${translation}&`;
      let compared = 0;
      for (const [book, chapter, verse] of SAMPLE) {
        for (const limit of [10, REFERENCES_LIMIT_MAX]) {
          const res = await t.app.request(`/api/references/${book}/${chapter}/${verse}?${query}limite=${limit}`);
          if (res.status !== 200) continue; // a verse this translation does not have
          const server = (await res.json()) as CrossReferencesResponse;
          expect(await composed(translation, book, chapter, verse, limit), `${translation} ${book} ${chapter}:${verse}`).toEqual(server);
          compared++;
        }
      }
      expect(compared).toBeGreaterThanOrEqual(14);
    });
  }
});
