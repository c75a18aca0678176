/**
 * GET /api/rechercher/{word}/{filter}/{exact} on the real database, through
 * the application: what a reader finds, the shape of the answer, the
 * filters, the 100-verse cap, the 400s, and hostile input that must never
 * cause a 500 or change the query.
 */
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKS, foldText, htmlToText, verseId, type SearchResponse } from '@parole/bible';
import { openTestApp, type TestApp } from '../../packages/api/src/testing.js';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

const path = (word: string, filter = 'atnt', exact = 'nex') =>
  `/api/rechercher/${encodeURIComponent(word)}/${filter}/${exact}`;

async function search(word: string, filter = 'atnt', exact = 'nex'): Promise<SearchResponse> {
  const res = await t.app.request(path(word, filter, exact));
  expect(res.status, `${word} ${filter} ${exact}`).toBe(200);
  return res.json();
}

const plain = (r: SearchResponse) => r.versets.map((v) => htmlToText(v.texte));
const counts = (r: SearchResponse) => ({
  total: r.versetsCountTotal,
  at: r.versetsCountAT,
  nt: r.versetsCountNT,
  books: r.livres.map((l) => [l.livre_id, l.total]),
});

describe('GET /api/rechercher: what a reader finds', () => {
  it('finds Jean 3:16 by the phrase "Dieu a tant aimé le monde"', async () => {
    const r = await search('"Dieu a tant aimé le monde"');
    expect(r.versetsCountTotal).toBe(1);
    expect(r.versets).toHaveLength(1);
    expect(r.versets[0]).toMatchObject({ id: 43_003_016, livre_id: 43, chapitre: 3, verset: 16, livre: { nom: 'Jean', abr: 'Jn' } });
    expect(r.versets[0].texte).toContain('<span class="wj">Car Dieu a tant aimé le monde');
  });

  it('ignores case and accents: eternel, Éternel and ÉTERNEL find the same verses', async () => {
    const [a, b, c] = await Promise.all(['eternel', 'Éternel', 'ÉTERNEL'].map((w) => search(w)));
    expect(a.versetsCountTotal).toBeGreaterThan(5000);
    expect(counts(b)).toEqual(counts(a));
    expect(counts(c)).toEqual(counts(a));
    expect(b.versets).toEqual(a.versets);
  });

  it('reads oe as œ: coeur finds the verses with "cœur"', async () => {
    const r = await search('coeur');
    expect(r.versetsCountTotal).toBeGreaterThan(800);
    expect(plain(r).every((text) => /cœur/i.test(text))).toBe(true);
    expect(counts(await search('cœur'))).toEqual(counts(r));
  });

  it('reads the ASCII apostrophe as the typographic one: l\'eternel finds "l’Éternel"', async () => {
    const r = await search("l'eternel");
    expect(r.versetsCountTotal).toBeGreaterThan(5000);
    expect(plain(r).every((text) => /l’Éternel/i.test(text))).toBe(true);
    expect(counts(await search('l’Éternel'))).toEqual(counts(r));
  });

  it('nex: a word matches inside a word (lumi finds lumière and lumières)', async () => {
    const r = await search('lumi', 'atnt', 'nex');
    expect(plain(r)[0]).toMatch(/^Dieu dit: Que la lumière soit!/);
    // Jacques 1:17: "le Père des lumières".
    expect(plain(await search('lumi', '59', 'nex')).join(' ')).toMatch(/Père des lumières/);
    expect(r.versetsCountTotal).toBeGreaterThan((await search('lumière', 'atnt', 'nex')).versetsCountTotal);
  });

  it('exa: whole words only (lumière does not find "lumières")', async () => {
    const exa = await search('lumière', 'atnt', 'exa');
    const nex = await search('lumière', 'atnt', 'nex');
    expect(exa.versetsCountTotal).toBeGreaterThan(100);
    expect(exa.versetsCountTotal).toBeLessThan(nex.versetsCountTotal);
    for (const text of plain(exa)) expect(foldText(text)).toMatch(/(?<![\p{L}\p{N}])lumiere(?![\p{L}\p{N}])/u);
    // Jacques 1:17 ("le Père des lumières") and Daniel 5:11, 5:14 have "lumières" only.
    for (const [book, id] of [[59, 59_001_017], [27, 27_005_011], [27, 27_005_014]]) {
      expect((await search('lumière', String(book), 'nex')).versets.map((v) => v.id)).toContain(id);
      expect((await search('lumière', String(book), 'exa')).versets.map((v) => v.id)).not.toContain(id);
      expect((await search('lumières', String(book), 'exa')).versets.map((v) => v.id)).toContain(id);
    }
  });

  it('several words: all of them, in any order', async () => {
    const a = await search('berger brebis');
    const b = await search('brebis   berger');
    expect(a.versetsCountTotal).toBeGreaterThan(10);
    expect(counts(b)).toEqual(counts(a));
    for (const text of plain(a).map(foldText)) {
      expect(text).toContain('berger');
      expect(text).toContain('brebis');
    }
  });

  it('a phrase in quotes: contiguous and in order', async () => {
    const phrase = await search('"Jésus de Nazareth"');
    const words = await search('Jésus de Nazareth');
    expect(phrase.versetsCountTotal).toBeGreaterThan(10);
    expect(phrase.versetsCountTotal).toBeLessThan(words.versetsCountTotal);
    for (const text of plain(phrase)) expect(text).toMatch(/Jésus de Nazareth/i);
    expect((await search('"Nazareth de Jésus"')).versetsCountTotal).toBe(0);
  });

  it('answers 200 with zero counts and empty lists when nothing matches', async () => {
    expect(await search('zorglub')).toEqual({
      versets: [],
      versetsCount: 0,
      versetsCountAT: 0,
      versetsCountNT: 0,
      versetsCountTotal: 0,
      livres: [],
      livresMax: 0,
      traduction_id: 'lsg',
    });
  });
});

describe('GET /api/rechercher: the answer', () => {
  it('has exactly the fields of SearchResponse, verses in canonical order, books with abbreviations', async () => {
    const r = await search('berger');
    expect(Object.keys(r)).toEqual([
      'versets', 'versetsCount', 'versetsCountAT', 'versetsCountNT', 'versetsCountTotal', 'livres', 'livresMax', 'traduction_id',
    ]);
    expect(Object.keys(r.versets[0])).toEqual(['id', 'livre_id', 'chapitre', 'verset', 'texte', 'livre']);
    const ids = r.versets.map((v) => v.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    for (const v of r.versets) {
      expect(v.id).toBe(verseId(v.livre_id, v.chapitre, v.verset));
      expect(v.livre).toEqual({ nom: BOOKS[v.livre_id - 1].name, abr: BOOKS[v.livre_id - 1].abbr });
    }
    expect(r.livres.map((l) => l.livre_id)).toEqual([...r.livres.map((l) => l.livre_id)].sort((a, b) => a - b));
    for (const l of r.livres) expect(l).toEqual({ livre_id: l.livre_id, total: l.total, livre: { abr: BOOKS[l.livre_id - 1].abbr } });
    expect(r.livresMax).toBe(Math.max(...r.livres.map((l) => l.total)));
    expect(r.livres.reduce((n, l) => n + l.total, 0)).toBe(r.versetsCountTotal);
    expect(r.versetsCountAT + r.versetsCountNT).toBe(r.versetsCountTotal);
    expect(r.versetsCount).toBe(r.versetsCountTotal);
  });

  it('caps the verses at 100 while counting them all (Max : 100)', async () => {
    const r = await search('Dieu');
    expect(r.versetsCount).toBeGreaterThan(100);
    expect(r.versets).toHaveLength(100);
    expect(r.versets[0].livre_id).toBe(1);
  });

  it('filters at, nt and a book: versetsCount and versets follow the filter, the other counts do not', async () => {
    const all = await search('berger');
    const at = await search('berger', 'at');
    const nt = await search('berger', 'nt');
    const psalms = await search('berger', '19');
    for (const r of [at, nt, psalms]) {
      expect(counts(r)).toEqual(counts(all));
      expect(r.livresMax).toBe(all.livresMax);
    }
    expect(at.versetsCount).toBe(all.versetsCountAT);
    expect(at.versets.every((v) => v.livre_id <= 39)).toBe(true);
    expect(nt.versetsCount).toBe(all.versetsCountNT);
    expect(nt.versets.every((v) => v.livre_id >= 40)).toBe(true);
    expect(nt.versets.length).toBeGreaterThan(0);
    expect(psalms.versetsCount).toBe(all.livres.find((l) => l.livre_id === 19)!.total);
    expect(psalms.versets.map((v) => v.livre_id)).toEqual(Array(psalms.versetsCount).fill(19));
    expect(psalms.versets.map((v) => v.id)).toContain(19_023_001); // L’Éternel est mon berger
  });

  it('gives the first 100 verses within the filter even when other books come first', async () => {
    const r = await search('Dieu', '66');
    expect(r.versetsCount).toBe(r.livres.find((l) => l.livre_id === 66)!.total);
    expect(r.versets.length).toBe(Math.min(100, r.versetsCount));
    expect(r.versets.every((v) => v.livre_id === 66)).toBe(true);
  });

  it('finds a verse whose words a heading interrupts, and words across a poetry line break', async () => {
    // Jean 4:46 has a cross reference after "donc" and continues after a heading;
    // Psaume 3:3 has a <br> between its lines.
    expect((await search('"Il retourna donc à Cana"')).versets.map((v) => v.id)).toEqual([43_004_046]);
    expect((await search('"l’eau en vin. Il y avait à Capernaüm"')).versets.map((v) => v.id)).toEqual([43_004_046]);
    expect((await search('"sujet plus de salut"')).versets.map((v) => v.id)).toContain(19_003_003);
  });

  it('caches answers with a strong ETag, revalidates with 304, and gzips for clients that accept it', async () => {
    const first = await t.app.request(path('berger'));
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(first.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    // Same query in other words (case, accents, spaces): the same answer.
    const again = await t.app.request(path('  BERGER '));
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('server-timing')).toBe('cache;desc="hit"');
    expect((await t.app.request(path('berger'), { headers: { 'If-None-Match': etag } })).status).toBe(304);
    const zipped = await t.app.request(path('berger'), { headers: { 'Accept-Encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('etag')).not.toBe(etag);
    expect(JSON.parse(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8'))).toEqual(await first.json());
  });

  it('answers the same without a cache (SEARCH_CACHE_ENTRIES=0), with the time spent in Server-Timing', async () => {
    const uncached = await openTestApp({ searchCacheEntries: 0 });
    try {
      const a = await uncached.app.request(path('"l’Éternel est mon berger"'));
      const b = await uncached.app.request(path('"l’Éternel est mon berger"'));
      expect(a.headers.get('server-timing')).toMatch(/^search;dur=\d+\.\d\d$/);
      expect(b.headers.get('server-timing')).toMatch(/^search;dur=\d+\.\d\d$/);
      expect(await b.json()).toEqual(await (await t.app.request(path('"l’Éternel est mon berger"'))).json());
    } finally {
      await uncached.close();
    }
  });

  it('keeps the most recently used answers only (SEARCH_CACHE_ENTRIES)', async () => {
    const small = await openTestApp({ searchCacheEntries: 2 });
    const timing = async (word: string) => (await small.app.request(path(word))).headers.get('server-timing');
    try {
      const computed = /^search;dur=/;
      expect(await timing('berger')).toMatch(computed);
      expect(await timing('brebis')).toMatch(computed);
      expect(await timing('Berger')).toBe('cache;desc="hit"'); // berger is now the most recent
      expect(await timing('agneau')).toMatch(computed); // evicts brebis
      expect(await timing('brebis')).toMatch(computed); // evicts berger
      expect(await timing('agneau')).toBe('cache;desc="hit"');
      expect(await timing('berger')).toMatch(computed);
    } finally {
      await small.close();
    }
  });
});

describe('GET /api/rechercher: refused input', () => {
  it.each([
    ['ab', 'Min. 3 caractères!'],
    ['  a  ', 'Min. 3 caractères!'],
    ['"" ', 'Min. 3 caractères!'],
    ['?!;', 'Min. 3 caractères!'],
    ['..Jean 3', 'n/a avec une référence!'],
    ['  ..1 cor 13.4', 'n/a avec une référence!'],
    ['..x', 'n/a avec une référence!'],
    ['x'.repeat(201), 'Recherche trop longue (200 caractères au plus)'],
    [`${'Dieu '.repeat(40)}amour`, 'Recherche trop longue (200 caractères au plus)'],
    // 99 one-letter words in a phrase (199 characters): the costliest search the length allowed.
    [`"${'abcdefghijklmnopqrstuvwxyz'.repeat(4).slice(0, 99).split('').join(' ')}"`, 'Recherche trop longue (30 mots au plus, expressions entre guillemets comprises)'],
    [Array.from({ length: 31 }, (_, i) => `m${i}`).join(' '), 'Recherche trop longue (30 mots au plus, expressions entre guillemets comprises)'],
  ])('answers 400 to the word %j', async (word, message) => {
    const res = await t.app.request(path(word));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
  });

  it('accepts 30 words, John 3:16 quoted whole (28 words) among them', async () => {
    const verse = `"Car Dieu a tant aimé le monde qu'il a donné son Fils unique, afin que quiconque croit en lui ne périsse point, mais qu'il ait la vie éternelle"`;
    const res = await t.app.request(path(verse));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { versetsCountTotal: number }).versetsCountTotal).toBe(1);
    expect((await t.app.request(path(Array.from({ length: 30 }, (_, i) => `m${i}`).join(' ')))).status).toBe(200);
  });

  it('accepts 200 characters, counting a character outside the BMP once', async () => {
    expect((await t.app.request(path('x'.repeat(200)))).status).toBe(200);
    expect((await t.app.request(path('😀'.repeat(200)))).status).toBe(400); // no letter: nothing to search
    expect((await t.app.request(path(`dieu${'😀'.repeat(196)}`))).status).toBe(200);
  });

  it.each(['', 'ATNT', 'AT', 'tout', '0', '67', '01', '1.0', '-1', '+1', '1e1', ' 1', '99', '%31', '40,41'])(
    'answers 400 to the filter %j',
    async (filter) => {
      const res = await t.app.request(`/api/rechercher/dieu/${encodeURIComponent(filter)}/nex`);
      if (filter === '') return expect(res.status).toBe(404); // an empty path segment matches no route
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        message: 'Filtre de recherche invalide (atnt, at, nt ou un numéro de livre de 1 à 66)',
      });
    },
  );

  it('accepts every book number 1-66 and a percent-encoded digit', async () => {
    for (let b = 1; b <= 66; b++) expect((await t.app.request(`/api/rechercher/dieu/${b}/exa`)).status).toBe(200);
    expect((await t.app.request('/api/rechercher/dieu/%34%33/exa')).status).toBe(200);
  });

  it.each(['EXA', 'exact', 'nexa', '0', 'true'])('answers 400 to the mode %j', async (exact) => {
    const res = await t.app.request(`/api/rechercher/dieu/atnt/${exact}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Mode de recherche invalide (exa ou nex)' });
  });
});

describe('GET /api/rechercher: hostile input never changes the query, never fails', () => {
  // Raw path segments, as they arrive: FTS5 syntax, SQL, LIKE wildcards,
  // quotes, regular-expression characters, odd Unicode, broken encoding.
  const WORDS = [
    '%22', "'", '*', '***', 'NEAR(', 'NEAR(dieu amour, 5)', 'dieu OR amour', 'dieu AND', 'NOT dieu', 'dieu -amour',
    '-dieu', '^dieu', 'dieu*', 'texte:dieu', 'folded:dieu', '{folded}:dieu', '(dieu)', '"dieu', 'dieu"', '"dieu" "',
    '""dieu""', ';drop table verses;--', "'; DROP TABLE verses; --", "l'' OR 1=1", '%25', '%25%25%25', '_', '___',
    '%5C', '\\\\\\', '.*', '(?<=a)', '[a-z]+', 'a|b|c', '$^$', '+++', '%00%00%00', 'dieu%00', '%F0%9F%98%80', '😀😀😀',
    '日本語', 'ﬁn', 'İstanbul', '%E0%A4%A', '%', '%C3', '%ZZdieu', 'x'.repeat(1000), 'a '.repeat(500), '"'.repeat(300),
    '%2F%2F%2F', 'dieu%2Famour', 'é'.repeat(150), '\u0301\u0301\u0301', 'ᵉᵗᵉʳⁿᵉˡ', "'''", '’’’',
  ];
  it.each(WORDS)('answers %j with 2xx or 4xx (never 5xx), in both modes', async (raw) => {
    for (const exact of ['nex', 'exa']) {
      const res = await t.app.request(`/api/rechercher/${raw.replace(/ /g, '%20')}/atnt/${exact}`);
      expect(res.status, `${raw} ${exact}`).toBeLessThan(500);
      const body = await res.json();
      if (res.status === 200) expect(Object.keys(body)).toContain('versetsCountTotal');
      else expect(body).toEqual({ message: expect.any(String) });
    }
  });

  it('searches FTS5 operators and SQL as plain words', async () => {
    // "OR" as a word is only the letters o, r: whatever verse holds them, not a union of two queries.
    const or = await search('dieu OR amour');
    expect(or.versetsCountTotal).toBe((await search('amour or dieu')).versetsCountTotal);
    expect(or.versetsCountTotal).toBeLessThan((await search('amour')).versetsCountTotal);
    // NEAR( sticks to the next word: the phrase "near dieu", then amour and 5.
    expect(counts(await search('NEAR(dieu amour, 5)'))).toEqual(counts(await search('"near dieu" amour 5')));
    expect((await search(';drop table verses;--')).versetsCountTotal).toBe(0);
    // The table is still there.
    expect((await search('"Dieu a tant aimé le monde"')).versetsCountTotal).toBe(1);
  });

  it('does not read % or _ as wildcards: they separate words like any punctuation', async () => {
    const dieu = await search('dieu');
    for (const word of ['d_eu', 'di%u', 'd%eu']) {
      const r = await search(word);
      expect(r.versetsCountTotal, word).toBeLessThan(dieu.versetsCountTotal);
    }
    expect(counts(await search('d_eu'))).toEqual(counts(await search('"d eu"')));
    expect(counts(await search('_ieu%'))).toEqual(counts(await search('ieu')));
  });
});
