/**
 * GET /api/passages/{passages} (issue 25): the reference tagger's previews,
 * from the real database built from the real text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTRACT_MESSAGES,
  PASSAGE_PREVIEW_VERSES,
  PASSAGE_RANGES_MAX,
  PASSAGES_MAX,
  PASSAGES_TEXT_MAX,
  PASSAGES_VERSES_MAX,
  REFUSALS,
  verseCount,
  type PassagesResponse,
} from '@parole/bible';
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

  it('shows the first verses of a list of ranges, and says when it goes on', async () => {
    const body = (await (await t.app.request('/api/passages/43.3.1,30-36;43.3.1,36')).json()) as PassagesResponse;
    expect(body.passages.map(({ versets, suite }) => ({ verses: versets.map((v) => v.verset), suite }))).toEqual([
      { verses: [1, 30, 31, 32, 33, 34], suite: true },
      { verses: [1, 36], suite: false },
    ]);
    expect(body.passages[1]!.versets[1]!.texte).toMatch(/^Celui qui croit au Fils a la vie éternelle/);
  });

  it('answers a passage across chapters (issue 44): its whole reference, the first verses where it starts, and more to come', async () => {
    const body = (await (await t.app.request('/api/passages/40.5-7;1.1.30-2.3;40.5-7.3')).json()) as PassagesResponse;
    expect(body.passages.map(({ passage, reference, versets, suite }) => ({ passage, reference, verses: versets.map((v) => v.verset), suite }))).toEqual([
      { passage: '40.5-7', reference: 'Matthieu 5-7', verses: [1, 2, 3, 4, 5, 6], suite: true },
      { passage: '1.1.30-2.3', reference: 'Genèse 1:30-2:3', verses: [30, 31], suite: true },
      { passage: '40.5-7.3', reference: 'Matthieu 5-7:3', verses: [1, 2, 3, 4, 5, 6], suite: true },
    ]);
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
    // A range that starts past the chapter's end names no verse of it, even in a list.
    ['/api/passages/43.3.37-40', 404],
    ['/api/passages/43.3.16,40', 404],
    ['/api/passages/43.3.40-30,99', 404],
    ['/api/passages/40.7-5', 404],
    ['/api/passages/1.1.1-2.99', 404],
  ])('refuses %s with a French message', async (url, status) => {
    const res = await t.app.request(url);
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ message: 'Versets introuvables dans ce chapitre' });
  });
});

/** The answer to `url`, its redirect not followed. */
const ask = (url: string, headers?: Record<string, string>) => t.app.request(url, { headers });

describe('GET /api/passages: one address per list, its work bounded (issue 45)', () => {
  it('clamps a range that runs past the chapter’s end to the chapter: a permanent redirect to the clamped list', async () => {
    const res = await ask('/api/passages/19.119.1-999');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/api/passages/19.119.1-176');
    const body = (await (await ask(res.headers.get('location')!)).json()) as PassagesResponse;
    expect(body.passages.map(({ passage, reference, suite }) => ({ passage, reference, suite }))).toEqual([
      { passage: '19.119.1-176', reference: 'Psaumes 119:1-176', suite: true },
    ]);
  });

  it.each([
    ['43.3.016', '43.3.16'],
    ['43.3.18-16', '43.3.16-18'],
    ['43.3.17,16', '43.3.16-17'],
    ['43.3.16-16', '43.3.16'],
    ['43.3.16,17-18', '43.3.16-18'],
    ['43.3.16-18,17', '43.3.16-18'],
    ['43.3.30-99', '43.3.30-36'],
    ['43.3.16;43.3.16', '43.3.16'],
    ['43.3.16;19.23;43.3.016', '43.3.16%3B19.23'],
    ['43.3.18-16;19.23', '43.3.16-18%3B19.23'],
  ])('redirects %s to its one address, %s, which is answered', async (asked, canonical) => {
    const res = await ask(`/api/passages/${asked}`, { Origin: 'https://paroisse.example' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`/api/passages/${canonical}`);
    // Kept by caches like the text it leads to, and followed by other origins' pages (the tagger's fetch).
    expect(res.headers.get('cache-control')).toMatch(/public/);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const answer = await ask(`/api/passages/${canonical}`);
    expect(answer.status).toBe(200);
  });

  it('answers a list in its one address at once, however it is encoded', async () => {
    for (const url of ['/api/passages/43.3.16-18;19.23', '/api/passages/43.3.16-18%3B19.23', '/api/passages/19.119.1-176']) {
      expect((await ask(url)).status, url).toBe(200);
    }
  });

  const expectRefusal = async (url: string, refusal: { status: number; message: string }) => {
    const res = await ask(url);
    expect(res.status, url.slice(0, 80)).toBe(refusal.status);
    expect(await res.json()).toEqual({ message: refusal.message });
  };

  it(`refuses more than ${PASSAGES_MAX} passages at once`, async () => {
    await expectRefusal(`/api/passages/${Array.from({ length: PASSAGES_MAX + 1 }, (_, i) => `19.${i + 1}.1`).join(';')}`, REFUSALS.tooManyPassages);
    expect((await ask(`/api/passages/${Array.from({ length: PASSAGES_MAX }, (_, i) => `19.${i + 1}.1`).join(';')}`)).status).toBe(200);
  });

  it(`refuses more than ${PASSAGE_RANGES_MAX} ranges of verses at once`, async () => {
    const odd = (n: number) => Array.from({ length: n }, (_, i) => 2 * i + 1).join(',');
    await expectRefusal(`/api/passages/19.119.${odd(PASSAGE_RANGES_MAX + 1)}`, REFUSALS.tooManyVerseRanges);
    await expectRefusal(`/api/passages/19.119.${odd(PASSAGE_RANGES_MAX / 2)};19.118.${odd(PASSAGE_RANGES_MAX / 2 + 1)}`, REFUSALS.tooManyVerseRanges);
    expect((await ask(`/api/passages/19.119.${odd(PASSAGE_RANGES_MAX)}`)).status).toBe(200);
  });

  it(`refuses more than ${PASSAGES_VERSES_MAX} verses at once, a whole chapter counting all of its verses`, async () => {
    // Psaumes 119, 118, 117…: whole chapters until the verses are over the bound.
    const chapters: number[] = [];
    let verses = 0;
    for (let chapter = 119; verses <= PASSAGES_VERSES_MAX; chapter--) {
      chapters.push(chapter);
      verses += verseCount(19, chapter);
    }
    await expectRefusal(`/api/passages/${chapters.map((c) => `19.${c}`).join(';')}`, REFUSALS.tooManyVerses);
    await expectRefusal(`/api/passages/${chapters.map((c) => `19.${c}.1-${verseCount(19, c)}`).join(';')}`, REFUSALS.tooManyVerses);
    // Counted once clamped: a range written past the end counts the chapter's verses, not the number written.
    expect((await ask(`/api/passages/${chapters.slice(0, -1).map((c) => `19.${c}`).join(';')}`)).status).toBe(200);
    expect((await ask(`/api/passages/19.119.1-176;19.117.1-999`)).status).toBe(301);
  });

  it(`refuses a list longer than ${PASSAGES_TEXT_MAX} characters before reading it`, async () => {
    // The finding's list: twenty passages of Psaume 119, each 128 ranges written up to verse 999 (15.6 KB).
    const finding = Array(20).fill(`19.119.${Array(128).fill('1-999').join(',')}`).join(';');
    await expectRefusal(`/api/passages/${finding}`, REFUSALS.passagesTooLong);
    await expectRefusal(`/api/passages/${'x'.repeat(PASSAGES_TEXT_MAX + 1)}`, REFUSALS.passagesTooLong);
    await expectRefusal(`/api/passages/${'x'.repeat(PASSAGES_TEXT_MAX)}`, REFUSALS.versesNotFound);
  });

  it('says each bound in French, with its number', () => {
    expect(CONTRACT_MESSAGES.tooManyPassages).toContain(String(PASSAGES_MAX));
    expect(CONTRACT_MESSAGES.tooManyVerseRanges).toContain(String(PASSAGE_RANGES_MAX));
    expect(CONTRACT_MESSAGES.tooManyVerses).toContain(String(PASSAGES_VERSES_MAX));
    expect(CONTRACT_MESSAGES.passagesTooLong).toContain(String(PASSAGES_TEXT_MAX));
  });
});
