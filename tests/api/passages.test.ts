/**
 * GET /api/passages/{passages} (issue 25): the reference tagger's previews,
 * from the real database built from the real text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSAGE_PREVIEW_VERSES, PASSAGES_MAX, type PassagesResponse } from '@parole/bible';
import { openTestApp, type TestApp } from '../../packages/api/src/testing.js';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

describe('GET /api/passages', () => {
  it('answers several passages at once: their references and first verses as plain text', async () => {
    const res = await t.app.request('/api/passages/43.3.16-18;19.23;65.1.3');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/public/);
    const body = (await res.json()) as PassagesResponse;
    expect(body.traduction).toBe('Louis Segond 1910');
    expect(body.passages.map(({ passage, reference, suite }) => ({ passage, reference, suite }))).toEqual([
      { passage: '43.3.16-18', reference: 'Jean 3:16-18', suite: false },
      { passage: '19.23', reference: 'Psaumes 23', suite: false },
      { passage: '65.1.3', reference: 'Jude 1:3', suite: false },
    ]);
    const [john, psalm] = body.passages;
    expect(john!.versets.map((v) => v.verset)).toEqual([16, 17, 18]);
    expect(john!.versets[0]!.texte).toMatch(/^Car Dieu a tant aimé le monde/);
    expect(john!.versets[0]!.texte).not.toMatch(/[<>]/);
    expect(psalm!.versets.map((v) => v.verset)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it(`cuts a long passage at ${PASSAGE_PREVIEW_VERSES} verses, and says it goes on`, async () => {
    const body = (await (await t.app.request('/api/passages/19.119')).json()) as PassagesResponse;
    expect(body.passages[0]!.versets).toHaveLength(PASSAGE_PREVIEW_VERSES);
    expect(body.passages[0]!.suite).toBe(true);
  });

  it('is readable from any origin, as the widgets’ API is', async () => {
    const res = await t.app.request('/api/passages/43.3.16', { headers: { Origin: 'https://paroisse.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it.each([
    ['/api/passages/43.3.99', 404],
    ['/api/passages/19.151', 404],
    ['/api/passages/67.1', 404],
    ['/api/passages/43', 404],
    ['/api/passages/43.3.16;', 404],
    [`/api/passages/${Array.from({ length: PASSAGES_MAX + 1 }, () => '43.3.16').join(';')}`, 404],
  ])('refuses %s with a French message', async (url, status) => {
    const res = await t.app.request(url);
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ message: 'Versets introuvables dans ce chapitre' });
  });
});
