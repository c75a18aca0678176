/**
 * Darby 1885 and Martin 1744 beside Louis Segond 1910 (issue 41), through
 * the real app on the real database built from the three texts: the list of
 * translations, each one's verses as many as its source has, a chapter in
 * its own numbering, every read of the text in the translation `traduction`
 * names (and that names it back), cached apart, and an unknown id refused in
 * French.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  planFor,
  verseId,
  verseNumbersIn,
  type ChapterResponse,
  type OfflineBibleResponse,
  type PassagesResponse,
  type PlanResponse,
  type ThemeListResponse,
  type ThemeVersesResponse,
  type TranslationsResponse,
  type WordCloudResponse,
} from '@parole/bible';
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

/** The `\v` markers of a folder's books (1-66), counted straight from the files. */
async function sourceVerseCount(dir: string): Promise<number> {
  let n = 0;
  for (const name of await readdir(dir)) {
    const book = Number(/^(\d\d)-\w+\.usfm$/i.exec(name)?.[1]);
    if (book >= 1 && book <= 66) n += (await readFile(path.join(dir, name), 'utf8')).match(/^\\v\s/gm)?.length ?? 0;
  }
  return n;
}

describe('GET /api/traductions', () => {
  it('lists the three translations, the default first, with their names, years, copyright lines and verses', async () => {
    const res = await get('/api/traductions');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual({
      traductions: [
        { id: 'lsg', nom: 'Louis Segond 1910', nomCourt: 'Segond', annee: 1910, copyright: 'Louis Segond 1910 — domaine public', versetsCount: 31_170 },
        {
          id: 'darby',
          nom: 'Darby 1885',
          nomCourt: 'Darby',
          annee: 1885,
          copyright: 'Darby 1885 (édition Bibles et Publications Chrétiennes 2024) — domaine public',
          versetsCount: 31_167,
        },
        { id: 'martin', nom: 'Martin 1744', nomCourt: 'Martin', annee: 1744, copyright: 'David Martin 1744 — domaine public', versetsCount: 31_166 },
      ],
      defaut: 'lsg',
    } satisfies TranslationsResponse);
  });

  it('counts each translation’s verses as its source has them, and stores them all', async () => {
    const { traductions } = await json<TranslationsResponse>('/api/traductions');
    for (const translation of t.config.translations) {
      const counted = await sourceVerseCount(translation.usfmDir);
      expect(traductions.find((x) => x.id === translation.id)!.versetsCount, translation.id).toBe(counted);
      const table = translation.id === 'lsg' ? 'verses' : `translation_${translation.id}_verses`;
      expect(await t.db.query(`SELECT COUNT(*) AS n FROM ${table}`)).toEqual([{ n: counted }]);
    }
  });
});

describe('a chapter in a translation’s own numbering', () => {
  it('reads Darby’s Genèse 32:1, Laban’s farewell, which is Segond’s 31:55', async () => {
    const darby = await json<ChapterResponse>('/api/lire/1/32?traduction=darby');
    const segond = await json<ChapterResponse>('/api/lire/1/31');
    expect(darby.traduction_id).toBe('darby');
    expect(segond.traduction_id).toBe('lsg');
    expect(darby.versets[0]).toMatchObject({ id: verseId(1, 32, 1), livre_id: 1, chapitre: 32, verset: 1, livre: { nom: 'Genèse', abr: 'Gn' } });
    expect(darby.versets[0]!.texte).toMatch(/^Et Laban se leva de bon matin/);
    expect(segond.versets.at(-1)!).toMatchObject({ verset: 55 });
    expect(segond.versets.at(-1)!.texte).toMatch(/^Laban se leva de bon matin/);
  });

  it('numbers Darby’s verses as Darby does: 33 in Genèse 32, none 14 in Matthieu 23', async () => {
    const genesis = await json<ChapterResponse>('/api/lire/1/32?traduction=darby');
    expect(genesis.versets.map((v) => v.verset)).toEqual(verseNumbersIn('darby', 1, 32));
    expect(genesis.versets).toHaveLength(33);
    expect(genesis.titres).toEqual([]);
    const matthew = await json<ChapterResponse>('/api/lire/40/23?traduction=darby');
    expect(matthew.versets.map((v) => v.verset)).toEqual(verseNumbersIn('darby', 40, 23));
    expect(matthew.versets.map((v) => v.verset)).not.toContain(14);
    expect(matthew.versets.every((v) => v.id === verseId(40, 23, v.verset))).toBe(true);
  });

  it('lists a book’s chapters as the translation has them: Martin’s Joël has 3, its Malachie 4', async () => {
    const joel = await json<ChapterResponse>('/api/lire/29/3?traduction=martin');
    expect(joel.chapitres).toEqual([1, 2, 3].map((c) => ({ id: 29_000 + c, chapitre: c })));
    expect(joel.versets.map((v) => v.verset)).toEqual(verseNumbersIn('martin', 29, 3));
    expect((await json<ChapterResponse>('/api/lire/39/4?traduction=martin')).versets).toHaveLength(6);
    expect((await get('/api/lire/29/4?traduction=martin')).status).toBe(404);
    expect((await get('/api/lire/39/4')).status).toBe(404);
    expect((await json<ChapterResponse>('/api/lire/29/4')).chapitres).toHaveLength(4);
  });

  it('answers Louis Segond 1910 without `traduction` as with it, and print as read', async () => {
    const plain = await get('/api/lire/43/3');
    const named = await get('/api/lire/43/3?traduction=lsg');
    expect(named.headers.get('etag')).toBe(plain.headers.get('etag'));
    expect(await named.text()).toBe(await plain.text());
    const print = await get('/api/print/1/32?traduction=darby');
    const read = await get('/api/lire/1/32?traduction=darby');
    expect(print.headers.get('etag')).toBe(read.headers.get('etag'));
  });

  it('caches each translation’s answer apart, with its own entity tag and the same policy', async () => {
    const answers = await Promise.all(['', '?traduction=darby', '?traduction=martin'].map((q) => get(`/api/lire/19/23${q}`)));
    expect(new Set(answers.map((r) => r.headers.get('etag'))).size).toBe(3);
    for (const res of answers) expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const etag = answers[1]!.headers.get('etag')!;
    expect((await get('/api/lire/19/23?traduction=darby', { 'If-None-Match': etag })).status).toBe(304);
    expect((await get('/api/lire/19/23', { 'If-None-Match': etag })).status).toBe(200);
  });
});

describe('every read of the text in the translation it names', () => {
  it('reads the plan’s day of Genèse 31 in Darby: its 31:1-54 and 32:1', async () => {
    const [month, day] = (() => {
      for (let m = 1; m <= 12; m++) for (let d = 1; d <= 31; d++) if (planFor(m, d, 2028)?.oldTestament.some((c) => c.book === 1 && c.chapter === 31)) return [m, d];
      throw new Error('no day reads Genèse 31');
    })();
    const darby = await json<PlanResponse>(`/api/bible1an/${month}/${day}?annee=2028&traduction=darby`);
    const segond = await json<PlanResponse>(`/api/bible1an/${month}/${day}?annee=2028`);
    expect(darby.traduction_id).toBe('darby');
    const places = darby.versetsAt.filter((v) => v.livre_id === 1).map((v) => `${v.chapitre}:${v.verset}`);
    expect(places).toContain('31:54');
    expect(places).toContain('32:1');
    expect(places).not.toContain('31:55');
    expect(new Set(darby.versetsAt.map((v) => v.id)).size).toBe(darby.versetsAt.length);
    expect(segond.versetsAt.filter((v) => v.livre_id === 1 && v.chapitre === 31)).toHaveLength(55);
  });

  it('reads the themes’ verses in Darby’s numbering and text', async () => {
    const list = await json<ThemeListResponse>('/api/theme?traduction=darby');
    expect(list.traduction_id).toBe('darby');
    const segondList = await json<ThemeListResponse>('/api/theme');
    expect(list.themes.map((x) => x.id)).toEqual(segondList.themes.map((x) => x.id));
    const id = list.themes[0]!.id;
    const darby = await json<ThemeVersesResponse>(`/api/theme/${id}?traduction=darby`);
    const segond = await json<ThemeVersesResponse>(`/api/theme/${id}`);
    expect(darby.traduction_id).toBe('darby');
    expect(darby.versets.length).toBeGreaterThan(0);
    expect(darby.versets[0]!.versets21.texte).not.toBe(segond.versets[0]!.versets21.texte);
    expect(darby.versets.map((v) => v.passage)).toEqual([...darby.versets.map((v) => v.passage)].sort((a, b) => a - b));
  });

  it('counts the word cloud in each translation', async () => {
    const darby = await json<WordCloudResponse>('/api/tagcloud/19?traduction=darby');
    const martin = await json<WordCloudResponse>('/api/tagcloud?traduction=martin');
    expect(darby.traduction_id).toBe('darby');
    expect(martin.traduction_id).toBe('martin');
    expect(darby.tags.length).toBeGreaterThan(50);
    expect(darby.tags).not.toEqual((await json<WordCloudResponse>('/api/tagcloud/19')).tags);
  });

  it('reads passages in the translation’s numbering, its name and id in the answer', async () => {
    const darby = await json<PassagesResponse>('/api/passages/1.32.1;1.32.33?traduction=darby');
    expect(darby).toMatchObject({ traduction: 'Darby 1885', traduction_id: 'darby' });
    expect(darby.passages[0]!.versets[0]!.texte).toMatch(/^Et Laban se leva/);
    expect(darby.passages[1]!.versets).toHaveLength(1);
    expect((await json<PassagesResponse>('/api/passages/43.3.16')).traduction_id).toBe('lsg');
    expect((await get('/api/passages/1.32.33')).status).toBe(404);
    // Its one address there: a range cut at Darby's chapter end, the translation kept.
    const moved = await get('/api/passages/1.32.30-99?traduction=darby');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/api/passages/1.32.30-33?traduction=darby');
    expect((await get('/api/passages/1.32.30-99')).headers.get('location')).toBe('/api/passages/1.32.30-32');
    // Darby skips Matthieu 23:14: a range over it shows the verses it has.
    const skipped = await json<PassagesResponse>('/api/passages/40.23.13-15?traduction=darby');
    expect(skipped.passages[0]!.versets.map((v) => v.verset)).toEqual([13, 15]);
  });

  it('measures the offline download of each translation: its chapters, its bytes', async () => {
    const martin = await json<OfflineBibleResponse>('/api/hors-ligne?traduction=martin');
    const segond = await json<OfflineBibleResponse>('/api/hors-ligne');
    expect(martin.traduction_id).toBe('martin');
    expect(martin.chapitres).toBe(1189);
    expect(martin.octets).not.toBe(segond.octets);
  });
});

describe('a translation the server does not have', () => {
  const MESSAGE = 'Traduction inconnue : choisissez lsg, darby ou martin.';

  it.each([
    '/api/lire/43/3?traduction=kjv',
    '/api/print/43/3?traduction=kjv',
    '/api/lire/43/3?traduction=Darby',
    '/api/lire/43/3?traduction=',
    '/api/lire/43/3?traduction=darby&traduction=martin',
    '/api/rechercher/berger/atnt/exa?traduction=kjv',
    '/api/bible1an/1/1?traduction=kjv',
    '/api/tagcloud/nt?traduction=kjv',
    '/api/theme?traduction=kjv',
    '/api/theme/1?traduction=kjv',
    '/api/passages/43.3.16?traduction=kjv',
    '/api/hors-ligne?traduction=kjv',
  ])('is refused in French, listing the ids: %s', async (url) => {
    const res = await get(url);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    expect(await res.json()).toEqual({ message: MESSAGE });
  });
});
