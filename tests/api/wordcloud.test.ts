/**
 * The word cloud as a reader gets it from GET /api/tagcloud: the words the
 * importer counted in the real Louis Segond 1910 text, through the application.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKS, type WordCloudResponse } from '@parole/bible';
import { openTestApp, type TestApp } from '../../packages/api/src/testing.js';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

async function cloud(book: string): Promise<WordCloudResponse> {
  const res = await t.app.request(`/api/tagcloud/${book}`);
  expect(res.status, book).toBe(200);
  return res.json();
}

const SCOPES = ['atnt', 'at', 'nt', ...BOOKS.map((b) => String(b.id))];
const lower = (s: string) => s.toLocaleLowerCase('fr');

describe('GET /api/tagcloud/{livre}', () => {
  it.each(SCOPES)('gives at most 100 words of 3 letters or more, most used first (%s)', async (book) => {
    const { tags: words } = await cloud(book);
    expect(words.length).toBeGreaterThan(0);
    expect(words.length).toBeLessThanOrEqual(100);
    for (const { mot, nb } of words) {
      expect([...mot].length, mot).toBeGreaterThanOrEqual(3);
      expect(mot, mot).toMatch(/^[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)*$/u);
      expect(Number.isInteger(nb) && nb > 0).toBe(true);
    }
    for (let i = 1; i < words.length; i++) expect(words[i - 1]!.nb).toBeGreaterThanOrEqual(words[i]!.nb);
    // Grouped case-insensitively: one entry per lower-case word.
    expect(new Set(words.map((w) => lower(w.mot))).size).toBe(words.length);
  });

  it('leaves out French function words and elided prefixes', async () => {
    for (const book of ['atnt', 'at', 'nt', '1', '19', '43']) {
      const words = new Set((await cloud(book)).tags.map((w) => lower(w.mot)));
      for (const stop of ['les', 'et', 'que', 'qui', 'des', 'une', 'dans', 'pour', 'avec', 'car', 'point', 'afin', 'voici', 'lui', 'leur', 'tous']) {
        expect(words.has(stop), `${stop} in ${book}`).toBe(false);
      }
      for (const w of words) expect(w, `${w} in ${book}`).not.toMatch(/^(?:l|d|qu|jusqu)['’]/);
    }
  });

  it('leaves out the words used once in a book', async () => {
    for (const book of BOOKS) {
      const { tags: words } = await cloud(String(book.id));
      expect(words.filter((w) => w.nb < 2), book.name).toEqual([]);
    }
    // Philémon is short: its cloud is cut by the rule, not by the limit of 100.
    expect((await cloud('57')).tags.length).toBeLessThan(100);
  });

  it('shows a word in its usual written form: "Éternel" first in the old testament', async () => {
    const { tags: words } = await cloud('at');
    expect(words[0]).toEqual({ mot: 'Éternel', nb: expect.any(Number) });
    expect(words[0]!.nb).toBeGreaterThan(6000);
    expect(words.map((w) => w.mot)).toEqual(expect.arrayContaining(['Dieu', 'Israël', 'roi', 'peuple']));
  });

  it('counts a testament as the sum of its books, and the Bible as the sum of the testaments', async () => {
    const [atnt, at, nt] = await Promise.all([cloud('atnt'), cloud('at'), cloud('nt')]);
    const count = (c: WordCloudResponse, word: string) => c.tags.find((w) => lower(w.mot) === word)?.nb ?? 0;
    expect(count(atnt, 'dieu')).toBe(count(at, 'dieu') + count(nt, 'dieu'));
    expect(count(nt, 'jésus')).toBeGreaterThan(900);
    expect(count(at, 'jésus')).toBe(0);
  });

  it('lists the books of each testament for the dropdowns', async () => {
    const { livresAt: oldBooks, livresNt: newBooks } = await cloud('nt');
    expect(oldBooks).toEqual(BOOKS.filter((b) => b.testament === 'old').map(({ id, name }) => ({ id, nom: name })));
    expect(newBooks).toEqual(BOOKS.filter((b) => b.testament === 'new').map(({ id, name }) => ({ id, nom: name })));
    expect(oldBooks).toHaveLength(39);
    expect(newBooks).toHaveLength(27);
  });

  it('answers the new testament without a livre (the default scope)', async () => {
    const res = await t.app.request('/api/tagcloud');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(await cloud('nt'));
  });

  it('answers a repeated request from its entity tag, gzip when asked', async () => {
    const first = await t.app.request('/api/tagcloud/19');
    const etag = first.headers.get('ETag')!;
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=3600');
    expect((await t.app.request('/api/tagcloud/19', { headers: { 'If-None-Match': etag } })).status).toBe(304);
    const zipped = await t.app.request('/api/tagcloud/19', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
  });

  it.each(['AT', 'Nt', '0', '67', '043', '1.5', '-1', 'tout', '%20', 'nt%2F'])('refuses %s with a French message', async (book) => {
    const res = await t.app.request(`/api/tagcloud/${book}`);
    expect(res.status).toBe(400);
    expect(res.headers.get('Content-Type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ message: 'Nuage de mots invalide (atnt, at, nt ou un numéro de livre de 1 à 66)' });
  });
});
