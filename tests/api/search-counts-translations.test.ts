/**
 * Search in Darby 1885 and Martin 1744 (issue 41), counted as in Louis
 * Segond 1910 (search-counts.test.ts): the API's totals for the whole
 * Bible, each testament and each book equal an independent count over the
 * translation's own USFM (tests/support/usfm-text.ts: not the importer's
 * code; the product's folding and matchesQuery), for words and phrases
 * with accents, œ, apostrophes of both kinds, in both modes, and words
 * beside Darby's signs (`✶Dieu`, `[qui sont]`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExactMode, SearchResponse } from '@parole/bible';
import { openTestApp, type TestApp } from '../../packages/api/src/testing.js';
import { independentCounts, readSourceVerses, type SourceVerse } from '../support/usfm-text.js';

let t: TestApp;
const sources = new Map<string, SourceVerse[]>();

beforeAll(async () => {
  t = await openTestApp();
  for (const translation of t.config.translations.slice(1)) sources.set(translation.id, await readSourceVerses(translation.usfmDir));
});
afterAll(() => t.close());

async function apiCounts(translation: string, word: string, exact: ExactMode, filter = 'atnt') {
  const res = await t.app.request(`/api/rechercher/${encodeURIComponent(word)}/${filter}/${exact}?traduction=${translation}`);
  expect(res.status).toBe(200);
  const r: SearchResponse = await res.json();
  expect(r.traduction_id).toBe(translation);
  return {
    counts: { total: r.versetsCountTotal, at: r.versetsCountAT, nt: r.versetsCountNT, books: r.livres.map((l) => [l.livre_id, l.total]) },
    response: r,
  };
}

const QUERIES: Array<[string, ExactMode]> = [
  ['berger', 'exa'],
  ['eternel', 'nex'],
  ['Éternel', 'exa'],
  ["l'eternel", 'nex'],
  ['l’Éternel', 'exa'],
  ['cœur', 'exa'],
  ['coeur', 'nex'],
  ['dieu', 'exa'],
  ['seigneur', 'exa'],
  ['sanctif', 'nex'],
  ['agneau brebis', 'nex'],
  ['"fils de l\'homme"', 'exa'],
  ['"ainsi dit l’Éternel"', 'nex'],
  ['"qui sont"', 'exa'],
  ['"je suis"', 'nex'],
  ['tu es', 'exa'],
];

describe.each(['darby', 'martin'])('search counts in %s agree with matchesQuery over its USFM source', (translation) => {
  it('reads the whole source', () => {
    expect(sources.get(translation)).toHaveLength(translation === 'darby' ? 31_167 : 31_166);
  });

  it.each(QUERIES)('%s (%s): whole Bible, each testament, each book', async (word, exact) => {
    const expected = independentCounts(sources.get(translation)!, word, exact);
    expect(expected.total, 'the query finds something').toBeGreaterThan(0);
    expect((await apiCounts(translation, word, exact)).counts).toEqual(expected);
  });

  it('counts within a book filter, and answers the verses in the translation’s numbering', async () => {
    const expected = independentCounts(sources.get(translation)!, 'berger', 'exa');
    const psalms = expected.books.find(([b]) => b === 19)![1];
    const { response } = await apiCounts(translation, 'berger', 'exa', '19');
    expect(response.versetsCount).toBe(psalms);
    expect(response.versets.every((v) => v.livre_id === 19)).toBe(true);
    const nt = await apiCounts(translation, 'berger', 'exa', 'nt');
    expect(nt.response.versetsCount).toBe(expected.nt);
  });
});

describe('a search in another translation', () => {
  it('finds Darby’s words beside its signs: ✶Dieu is Dieu', async () => {
    const { response } = await apiCounts('darby', '"Dieu Très-haut"', 'exa', '1');
    expect(response.versets.map((v) => `${v.chapitre}:${v.verset}`)).toContain('14:18');
    expect(response.versets.find((v) => v.chapitre === 14 && v.verset === 18)!.texte).toContain('✶Dieu Très-haut');
  });

  it('is kept apart from the same search in Segond', async () => {
    const segond = await t.app.request('/api/rechercher/berger/atnt/exa');
    const martin = await t.app.request('/api/rechercher/berger/atnt/exa?traduction=martin');
    expect(segond.headers.get('etag')).not.toBe(martin.headers.get('etag'));
    expect(((await segond.json()) as SearchResponse).traduction_id).toBe('lsg');
    expect(((await martin.json()) as SearchResponse).traduction_id).toBe('martin');
  });
});
