/**
 * GET /api/parallele/{id}/{chap}?traductions=… (issue 42): two or three
 * translations side by side, through the real app on the real database
 * built from the three texts: the rows of corresponding verses with each
 * verse's text as its chapter answers it, the refusals in French, and the
 * answer cached like a chapter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_MESSAGES, type ChapterResponse, type ParallelResponse } from '@parole/bible';
import { openTestApp, type TestApp } from '../../packages/api/src/testing.js';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.request(url, { headers });
const json = async <T>(url: string): Promise<T> => {
  const res = await get(url);
  expect(res.status, url).toBe(200);
  return (await res.json()) as T;
};
/** A cell as `translation chapter:verse…`, to read a row at a glance. */
const cellText = (cell: ParallelResponse['rangees'][number]['cellules'][number]) =>
  `${cell.traduction}${cell.versets.map((v) => ` ${v.chapitre}:${v.verset}`).join('')}`;

describe('GET /api/parallele', () => {
  it('puts Laban’s farewell, Segond’s Genèse 31:55, beside Darby’s 32:1, each with its text', async () => {
    const answer = await json<ParallelResponse>('/api/parallele/1/31?traductions=lsg,darby');
    expect(answer.traductions).toEqual(['lsg', 'darby']);
    expect(answer.rangees).toHaveLength(55);
    const last = answer.rangees.at(-1)!;
    expect(last.cellules.map(cellText)).toEqual(['lsg 31:55', 'darby 32:1']);
    expect(last.cellules[0]!.versets[0]!.texte).toMatch(/Laban se leva de bon matin/);
    expect(last.cellules[1]!.versets[0]!.texte).toMatch(/Laban se leva de bon matin/);
    // The text is the chapter's own, markup included.
    const darby32 = await json<ChapterResponse>('/api/lire/1/32?traduction=darby');
    expect(last.cellules[1]!.versets[0]!.texte).toBe(darby32.versets[0]!.texte);
  });

  it('reads the chapter in the first translation’s numbering: Darby’s Genèse 32 opens with Segond’s 31:55', async () => {
    const answer = await json<ParallelResponse>('/api/parallele/1/32?traductions=darby,lsg,martin');
    expect(answer.traductions).toEqual(['darby', 'lsg', 'martin']);
    expect(answer.rangees[0]!.cellules.map(cellText)).toEqual(['darby 32:1', 'lsg 31:55', 'martin 31:55']);
    expect(answer.rangees).toHaveLength(33);
  });

  it('merges Segond’s Marc 9:50 and 9:51 into the row of Darby’s one verse 9:50', async () => {
    const answer = await json<ParallelResponse>('/api/parallele/41/9?traductions=lsg,darby');
    expect(answer.rangees.at(-1)!.cellules.map(cellText)).toEqual(['lsg 9:50 9:51', 'darby 9:50']);
  });

  it('leaves Darby’s cell empty for Matthieu 23:14, and gives Segond’s its own row when Darby is first', async () => {
    const segond = await json<ParallelResponse>('/api/parallele/40/23?traductions=lsg,darby');
    expect(segond.rangees[13]!.cellules).toEqual([expect.objectContaining({ traduction: 'lsg' }), { traduction: 'darby', versets: [] }]);
    const darby = await json<ParallelResponse>('/api/parallele/40/23?traductions=darby,lsg');
    expect(darby.rangees.map((r) => r.cellules.map(cellText).join(' | ')).slice(12, 15)).toEqual([
      'darby 23:13 | lsg 23:13',
      'darby | lsg 23:14',
      'darby 23:15 | lsg 23:15',
    ]);
  });

  it('marks the empty cell of a row cut at the first translation’s chapter boundary as elsewhere, not absent', async () => {
    const answer = await json<ParallelResponse>('/api/parallele/4/25?traductions=darby,lsg');
    expect(answer.rangees.at(-1)!.cellules).toEqual([expect.objectContaining({ traduction: 'darby' }), { traduction: 'lsg', versets: [], ailleurs: true }]);
  });

  it('answers every verse of the chapter of each translation once', async () => {
    const answer = await json<ParallelResponse>('/api/parallele/43/3?traductions=martin,lsg');
    const chapter = await json<ChapterResponse>('/api/lire/43/3?traduction=martin');
    expect(answer.rangees.flatMap((r) => r.cellules[0]!.versets.map((v) => v.verset))).toEqual(chapter.versets.map((v) => v.verset));
  });

  describe('refuses in French', () => {
    const refused = async (url: string, status: number, message: string) => {
      const res = await get(url);
      expect(res.status, url).toBe(status);
      expect(await res.json(), url).toEqual({ message });
    };

    it('fewer than two or more than three translations, or none', async () => {
      await refused('/api/parallele/43/3?traductions=lsg', 400, CONTRACT_MESSAGES.parallelCount);
      await refused('/api/parallele/43/3?traductions=lsg,darby,martin,lsg', 400, CONTRACT_MESSAGES.parallelCount);
      await refused('/api/parallele/43/3', 400, CONTRACT_MESSAGES.parallelCount);
      await refused('/api/parallele/43/3?traductions=', 400, CONTRACT_MESSAGES.parallelCount);
    });

    it('a translation named twice, as not two distinct ones', async () => {
      await refused('/api/parallele/43/3?traductions=darby,darby', 400, CONTRACT_MESSAGES.parallelCount);
      await refused('/api/parallele/43/3?traductions=lsg,darby,lsg', 400, CONTRACT_MESSAGES.parallelCount);
    });

    it('an id the server does not have, or of no id’s shape, listing the server’s', async () => {
      await refused('/api/parallele/43/3?traductions=lsg,kjv', 400, CONTRACT_MESSAGES.unknownTranslation(['lsg', 'darby', 'martin']));
      await refused('/api/parallele/43/3?traductions=lsg,Darby!', 400, CONTRACT_MESSAGES.unknownTranslation(['lsg', 'darby', 'martin']));
    });

    it('a chapter the first translation does not have, in its numbering', async () => {
      await refused('/api/parallele/39/4?traductions=lsg,martin', 404, CONTRACT_MESSAGES.chapterNotFound);
      await json<ParallelResponse>('/api/parallele/39/4?traductions=martin,lsg');
      await refused('/api/parallele/1/51?traductions=lsg,darby', 404, CONTRACT_MESSAGES.chapterNotFound);
      await refused('/api/parallele/67/1?traductions=lsg,darby', 404, CONTRACT_MESSAGES.chapterNotFound);
    });
  });

  it('is cached like a chapter: the same Cache-Control, an entity tag per encoding, a 304 when asked again with it', async () => {
    const chapter = await get('/api/lire/43/3');
    const res = await get('/api/parallele/43/3?traductions=lsg,darby');
    expect(res.headers.get('Cache-Control')).toBe(chapter.headers.get('Cache-Control'));
    const etag = res.headers.get('ETag')!;
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await get('/api/parallele/43/3?traductions=lsg,darby', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    // Another order is another answer.
    const other = await get('/api/parallele/43/3?traductions=darby,lsg');
    expect(other.headers.get('ETag')).not.toBe(etag);
  });
});
