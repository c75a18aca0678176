/**
 * GET /api/references/{book}/{chapter}/{verse} (issue 43): the cross
 * references of a verse, from the real database built from the real text
 * and OpenBible.info's file, through the real app.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_MESSAGES, REFERENCES_LIMIT_MAX, REFUSALS, verseId, type CrossReferencesResponse, type InfoResponse } from '@parole/bible';
import { openTestApp, type TestApp } from '../../packages/api/src/testing.js';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.request(url);
  expect(res.status, url).toBe(200);
  return (await res.json()) as CrossReferencesResponse;
};
const CREDIT = { texte: 'Références croisées : OpenBible.info (CC BY)', lien: 'https://www.openbible.info/labs/cross-references/' };

describe('GET /api/references', () => {
  it('lists Romains 5:8 first for Jean 3:16, then the others most voted first, ten of them, with how many and their credit', async () => {
    const body = await get('/api/references/43/3/16');
    expect(body.reference).toBe('Jean 3:16');
    expect(body.references).toHaveLength(10);
    expect(body.references[0]).toEqual({
      reference: 'Romains 5:8',
      verset: {
        id: verseId(45, 5, 8),
        livre_id: 45,
        chapitre: 5,
        verset: 8,
        texte: 'Mais Dieu prouve son amour envers nous, en ce que, lorsque nous étions encore des pécheurs, Christ est mort pour nous.',
        livre: { nom: 'Romains', abr: 'Rm' },
      },
      fin: null,
      votes: 290,
    });
    expect(body.references.map((r) => r.reference).slice(1, 4)).toEqual(['1 Jean 4:9-10', 'Jean 3:15', 'Jean 11:25-26']);
    expect(body.total).toBe(23);
    expect(body.source).toEqual(CREDIT);
    expect(body.traduction_id).toBe('lsg');
  });

  it('answers in the order of the votes the database holds, as many as `limite` asks', async () => {
    const rows = await t.db.query<{ first_id: number; votes: number }>('SELECT first_id, votes FROM cross_references WHERE verse_id = ? ORDER BY votes DESC, first_id', [verseId(43, 3, 16)]);
    const body = await get('/api/references/43/3/16?limite=100');
    expect(body.references.map((r) => [r.verset.id, r.votes])).toEqual(rows.map((r) => [r.first_id, r.votes]));
    expect(body.total).toBe(rows.length);
    expect((await get('/api/references/43/3/16?limite=1')).references.map((r) => r.reference)).toEqual(['Romains 5:8']);
    // The verse with the most references, 97: all of them within the largest limit.
    const most = await get(`/api/references/44/24/25?limite=${REFERENCES_LIMIT_MAX}`);
    expect(most.total).toBe(97);
    expect(most.references).toHaveLength(97);
    const votes = most.references.map((r) => r.votes);
    expect(votes).toEqual([...votes].sort((a, b) => b - a));
  });

  it('gives a range as its first verse whole and where it ends, the reference naming both', async () => {
    const range = (await get('/api/references/43/3/16')).references[1]!;
    expect(range).toMatchObject({ reference: '1 Jean 4:9-10', fin: { livre_id: 62, chapitre: 4, verset: 10 }, votes: 201 });
    expect(range.verset.texte).toMatch(/^L’amour de Dieu a été manifesté envers nous/);
    // A range across books, as OpenBible has some (2Chr.36.22-Ezra.1.3 from Ésaïe 44:28).
    const cyrus = (await get('/api/references/23/44/28?limite=100')).references.find((r) => r.fin?.livre_id === 15)!;
    expect(cyrus.reference).toBe('2 Chroniques 36:22 – Esdras 1:3');
  });

  it('reads the references in the product’s keys: Segond’s Psaume 51:12 has the KJV’s 51:10’s, its title none', async () => {
    const psalm = await get('/api/references/19/51/12?limite=3');
    expect(psalm.references.map((r) => r.reference)).toEqual(['Ézéchiel 11:19', '2 Corinthiens 5:17', 'Éphésiens 4:22-24']);
    expect(await get('/api/references/19/51/1')).toMatchObject({ reference: 'Psaumes 51:1', references: [], total: 0 });
    // Joël 3:1 of the table is the KJV's 2:28, quoted at Pentecost.
    expect((await get('/api/references/29/3/1')).references[0]!.reference).toBe('Actes 2:16-21');
  });

  it('is cached like a chapter: an entity tag, a 304, an hour, gzip', async () => {
    const res = await t.app.request('/api/references/43/3/16', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"/);
    const again = await t.app.request('/api/references/43/3/16', { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    // Another limit is another answer.
    expect((await t.app.request('/api/references/43/3/16?limite=11')).headers.get('etag')).not.toBe(etag);
  });

  it('refuses a verse, chapter or book the translation does not have (404), and a limit out of 1-100 (400), in French', async () => {
    const refused = async (url: string, refusal: { status: number; message: string }) => {
      const res = await t.app.request(url);
      expect([res.status, await res.json()], url).toEqual([refusal.status, { message: refusal.message }]);
    };
    for (const url of ['/api/references/43/3/37', '/api/references/43/3/0', '/api/references/43/3/177', '/api/references/43/3/abc', '/api/references/40/23/14?traduction=darby']) {
      await refused(url, REFUSALS.verseNotFound);
    }
    expect(REFUSALS.verseNotFound.message).toBe('Verset introuvable dans ce chapitre');
    for (const url of ['/api/references/43/22/1', '/api/references/67/1/1', '/api/references/39/4/1']) await refused(url, REFUSALS.chapterNotFound);
    for (const limit of ['0', '101', '010', 'abc', '']) await refused(`/api/references/43/3/16?limite=${limit}`, REFUSALS.referencesLimit);
    expect(CONTRACT_MESSAGES.referencesLimit).toBe('Limite invalide : un nombre de 1 à 100.');
    await refused('/api/references/43/3/16?traduction=kjv', REFUSALS.unknownTranslation(['lsg', 'darby', 'martin']));
  });
});

describe('GET /api/references in another translation (traduction)', () => {
  it('reads the verse in Darby’s numbering and answers Darby’s verses and text: Genèse 32:1 is Segond’s 31:55', async () => {
    const darby = await get('/api/references/1/32/1?traduction=darby&limite=100');
    const segond = await get('/api/references/1/31/55?limite=100');
    expect(darby.reference).toBe('Genèse 32:1');
    expect(darby.traduction_id).toBe('darby');
    expect(darby.references.map((r) => r.votes)).toEqual(segond.references.map((r) => r.votes));
    expect(darby.references[0]).toMatchObject({ reference: 'Genèse 31:28', verset: { texte: 'Et tu ne m’as pas laissé embrasser mes fils et mes filles ; en cela, tu as agi follement.' } });
    // Each in Darby's numbering: Segond's Deutéronome 23:5 is Darby's 23:6.
    expect(segond.references.map((r) => r.reference)).toContain('Deutéronome 23:5');
    expect(darby.references.map((r) => r.reference)).toContain('Deutéronome 23:6');
    expect(darby.references.map((r) => r.reference)).not.toContain('Deutéronome 23:5');
    // And a target that is Segond's 31:55 is Darby's 32:1.
    const target = await get('/api/references/1/18/33?traduction=darby&limite=100');
    expect(target.references.map((r) => r.reference)).toContain('Genèse 32:1');
    expect((await get('/api/references/1/18/33?limite=100')).references.map((r) => r.reference)).toContain('Genèse 31:55');
  });

  it('answers Jean 3:16 in Darby with Romains 5:8 first, in Darby’s words', async () => {
    const body = await get('/api/references/43/3/16?traduction=darby');
    expect(body.references[0]).toMatchObject({ reference: 'Romains 5:8', votes: 290, verset: { texte: expect.stringMatching(/^mais Dieu constate son amour/) } });
  });

  it('reads Malachie 4 in Martin, which the chapter table does not have: Élie’s coming, the table’s 3:23', async () => {
    const martin = await get('/api/references/39/4/5?traduction=martin');
    expect(martin.reference).toBe('Malachie 4:5');
    expect(martin.references.slice(0, 2).map((r) => r.reference)).toEqual(['Luc 1:17', 'Matthieu 17:10-13']);
    expect(martin.references.map((r) => r.votes)).toEqual((await get('/api/references/39/3/23')).references.map((r) => r.votes));
  });
});

describe('a server without cross references', () => {
  it('refuses them (503), and GET /api/info gives no credit; with them, it gives theirs', async () => {
    expect(((await (await t.app.request('/api/info')).json()) as InfoResponse).references).toEqual(CREDIT);
    const bare = await openTestApp({ crossReferencesFile: null });
    try {
      const res = await bare.app.request('/api/references/43/3/16');
      expect([res.status, await res.json()]).toEqual([503, { message: CONTRACT_MESSAGES.crossReferencesUnavailable }]);
      expect(((await (await bare.app.request('/api/info')).json()) as InfoResponse).references).toBeNull();
    } finally {
      await bare.close();
    }
  });
});
