/**
 * Search counts checked against an independent count: the USFM source read
 * with a small marker stripper of the tests' own (tests/support/usfm-text.ts,
 * not the importer's code),
 * split into verses, folded with foldText and matched with matchesQuery —
 * the reference definition of a match. The API must give the same totals
 * for the whole Bible, each testament and each book, for any kind of query.
 *
 * The stripper gives the stored folded text of every verse but one: the
 * source's typing error at Psaume 119:115 (`\v 11 5Éloignez…`, corrected by
 * the importer's errata) reads here as a verse starting "5eloignez". No
 * query below touches it. The Joël and Malachie renumbering moves verses
 * within their book, so per-book counts do not depend on it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExactMode, SearchResponse } from '@parole/bible';
import { openTestApp, type TestApp } from '../../packages/api/src/testing.js';
import { independentCounts as countsIn, readSourceVerses, type SourceVerse } from '../support/usfm-text.js';

let t: TestApp;
let source: SourceVerse[];

beforeAll(async () => {
  t = await openTestApp();
  source = await readSourceVerses(t.config.usfmDir);
});
afterAll(() => t.close());

const independentCounts = (word: string, exact: ExactMode) => countsIn(source, word, exact);

async function apiCounts(word: string, exact: ExactMode, filter = 'atnt') {
  const res = await t.app.request(`/api/rechercher/${encodeURIComponent(word)}/${filter}/${exact}`);
  expect(res.status).toBe(200);
  const r: SearchResponse = await res.json();
  return {
    counts: { total: r.versetsCountTotal, at: r.versetsCountAT, nt: r.versetsCountNT, books: r.livres.map((l) => [l.livre_id, l.total]) },
    response: r,
  };
}

describe('search counts agree with matchesQuery over the USFM source', () => {
  it('reads the whole source: 31,170 verses', () => {
    expect(source).toHaveLength(31_170);
  });

  it.each<[string, ExactMode]>([
    // Single words, both modes.
    ['eternel', 'nex'],
    ['Éternel', 'exa'],
    ['dieu', 'exa'],
    ['les', 'exa'],
    ['Nazareth', 'nex'],
    // Substrings.
    ['lumi', 'nex'],
    ['bénédi', 'nex'],
    ['sanctif', 'nex'],
    // Apostrophes (both kinds) and œ.
    ["l'eternel", 'nex'],
    ['l’Éternel', 'exa'],
    ["qu'il", 'exa'],
    ["aujourd'hui", 'nex'],
    ['coeur', 'nex'],
    ['cœur', 'exa'],
    ['soeur', 'exa'],
    // Several words, any order.
    ['berger brebis', 'nex'],
    ['paix joie', 'exa'],
    ['foi espérance charité', 'nex'],
    // Phrases, and words under three characters.
    ['"Dieu a tant aimé le monde"', 'nex'],
    ['"fils de l\'homme"', 'exa'],
    ['"ainsi parle l’Éternel"', 'nex'],
    ['"de la"', 'exa'],
    ['"je suis"', 'nex'],
    ['tu es', 'exa'],
    ['"mon âme" Éternel', 'nex'],
  ])('%s (%s): whole Bible, each testament, each book', async (word, exact) => {
    const expected = independentCounts(word, exact);
    expect(expected.total, 'the query finds something').toBeGreaterThan(0);
    expect((await apiCounts(word, exact)).counts).toEqual(expected);
  });

  it('counts within a book filter', async () => {
    const expected = independentCounts('berger', 'exa');
    const psalms = expected.books.find(([b]) => b === 19)![1];
    const { response } = await apiCounts('berger', 'exa', '19');
    expect(response.versetsCount).toBe(psalms);
    expect(response.versets).toHaveLength(Math.min(100, psalms));
    const nt = await apiCounts('berger', 'exa', 'nt');
    expect(nt.response.versetsCount).toBe(expected.nt);
  });
});
