/**
 * GET /api/bible1an/{m}/{d}: the one-year plan's readings, through the
 * application, on the real database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlToText, planFor, type PlanResponse, type Verse } from '@parole/bible';
import { openTestApp, type TestApp } from '../../packages/api/src/testing.js';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

async function day(url: string): Promise<PlanResponse> {
  const res = await t.app.request(url);
  expect(res.status, url).toBe(200);
  return res.json();
}

/** The chapters of a verse list, in order of appearance. */
const chaptersOf = (verses: Verse[]) => [...new Set(verses.map((v) => `${v.livre_id}/${v.chapitre}`))];

describe('GET /api/bible1an/{m}/{d}', () => {
  it('answers 1 January: Genèse 1-3 and Matthieu 1, every verse with its book', async () => {
    const { versetsAt: oldTestament, versetsNt: newTestament } = await day('/api/bible1an/1/1?annee=2027');
    expect(chaptersOf(oldTestament)).toEqual(['1/1', '1/2', '1/3']);
    expect(chaptersOf(newTestament)).toEqual(['40/1']);
    expect(oldTestament).toHaveLength(31 + 25 + 24);
    expect(oldTestament[0]).toMatchObject({ id: 1_001_001, livre_id: 1, chapitre: 1, verset: 1, livre: { nom: 'Genèse', abr: 'Gn' } });
    expect(htmlToText(oldTestament[0].texte)).toMatch(/^Au commencement, Dieu créa les cieux et la terre/);
    expect(newTestament[0].livre).toEqual({ nom: 'Matthieu', abr: 'Mt' });
    // Reading order: verse after verse, chapter after chapter.
    expect(oldTestament.map((v) => v.id)).toEqual([...oldTestament.map((v) => v.id)].sort((a, b) => a - b));
  });

  it('answers the chapters of the plan for every date of a leap year', async () => {
    for (const [m, d] of [[2, 29], [6, 15], [12, 31]]) {
      const plan = planFor(m, d, 2028)!;
      const res = await day(`/api/bible1an/${m}/${d}?annee=2028`);
      expect(chaptersOf(res.versetsAt)).toEqual(plan.oldTestament.map((c) => `${c.book}/${c.chapter}`));
      expect(chaptersOf(res.versetsNt)).toEqual(plan.newTestament.map((c) => `${c.book}/${c.chapter}`));
    }
  });

  it('adds 29 February to 28 February in a year without it', async () => {
    const leap28 = await day('/api/bible1an/2/28?annee=2028');
    const leap29 = await day('/api/bible1an/2/29?annee=2028');
    const common28 = await day('/api/bible1an/2/28?annee=2027');
    expect(common28.versetsAt).toEqual([...leap28.versetsAt, ...leap29.versetsAt]);
    expect(common28.versetsNt).toEqual([...leap28.versetsNt, ...leap29.versetsNt]);
    expect(chaptersOf(common28.versetsNt)).toHaveLength(2);
  });

  it('refuses 29 February in a year without it, in French', async () => {
    const res = await t.app.request('/api/bible1an/2/29?annee=2027');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Date invalide : le 29 février n’existe pas en 2027 (ses lectures sont au 28 février)' });
  });

  it('takes the server’s current year without annee', async () => {
    const year = new Date().getFullYear();
    const res = await t.app.request('/api/bible1an/2/28');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(await day(`/api/bible1an/2/28?annee=${year}`));
  });

  it.each(['13/1', '0/1', '2/30', '4/31', '1/32', '1/0', 'abc/1', '1/abc', '01/1', '1/1.5', '-1/1', '999/1'])(
    'refuses the invalid date %s with a French message',
    async (date) => {
      const res = await t.app.request(`/api/bible1an/${date}`);
      expect(res.status).toBe(400);
      expect(res.headers.get('Content-Type')).toMatch(/application\/json/);
      expect(await res.json()).toEqual({ message: 'Date invalide : le mois va de 1 à 12 et le jour doit exister dans ce mois' });
    },
  );

  it.each(['abc', '27', '02027', '0999', ''])('refuses the year %j', async (year) => {
    const res = await t.app.request(`/api/bible1an/1/1?annee=${year}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Année invalide (4 chiffres, par exemple 2027)' });
  });

  it('answers 404 in French without a day', async () => {
    const res = await t.app.request('/api/bible1an/1');
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBeTruthy();
  });

  it('is cacheable like a chapter: entity tag, 304, gzip', async () => {
    const first = await t.app.request('/api/bible1an/3/1?annee=2027');
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=3600');
    const etag = first.headers.get('ETag')!;
    expect(etag).toMatch(/^"/);
    const again = await t.app.request('/api/bible1an/3/1?annee=2027', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    const zipped = await t.app.request('/api/bible1an/3/1?annee=2027', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(zipped.headers.get('ETag')).not.toBe(etag);
  });
});
