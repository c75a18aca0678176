/**
 * A fourth translation added by configuration alone (issue 41,
 * docs/deployment.md, "Translations"): a BIBLE_TRANSLATIONS_FILE naming a
 * folder of a few chapters of USFM (tests/fixtures/translations, a made-up
 * text), built into a new database beside Louis Segond 1910 and served by
 * the real app, one verse to one product key, with no numbering data.
 * Segond's folder is given alone (BIBLE_USFM_DIR, a link to it with no
 * Darby or Martin beside it), so the build is Segond's and the fixture's.
 */
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChapterResponse, PassagesResponse, PlanResponse, SearchResponse, TranslationsResponse } from '@parole/bible';
import { loadConfig, REPO_ROOT } from '../config.js';
import { openTestApp, type TestApp } from '../testing.js';
import { ensureDatabase } from './ensure.js';

let work: string;
let t: TestApp;

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'parole-fourth-'));
  await symlink(loadConfig().usfmDir, path.join(work, 'segond'));
  const config = loadConfig({
    BIBLE_USFM_DIR: path.join(work, 'segond'),
    BIBLE_TRANSLATIONS_FILE: path.join(REPO_ROOT, 'tests', 'fixtures', 'translations', 'translations.json'),
    DATABASE_PATH: path.join(work, 'parole.sqlite'),
  });
  const built = await ensureDatabase(config, { log: () => {} });
  expect(built.built).toBe(true);
  t = await openTestApp({ databasePath: config.databasePath, usfmDir: config.usfmDir, translations: config.translations });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await rm(work, { recursive: true, force: true });
});

const json = async <T>(url: string): Promise<T> => {
  const res = await t.app.request(url);
  expect(res.status, url).toBe(200);
  return (await res.json()) as T;
};

describe('a fourth translation from BIBLE_TRANSLATIONS_FILE', () => {
  it('is listed after Segond, with its names, year, copyright line and verses', async () => {
    expect(await json<TranslationsResponse>('/api/traductions')).toEqual({
      traductions: [
        { id: 'lsg', nom: 'Louis Segond 1910', nomCourt: 'Segond', annee: 1910, copyright: 'Louis Segond 1910 — domaine public', versetsCount: 31_170 },
        {
          id: 'simple',
          nom: 'Parole simple (texte d’exemple)',
          nomCourt: 'Simple',
          annee: 2026,
          copyright: 'Texte d’exemple des tests de Parole, écrit pour eux — domaine public',
          versetsCount: 13,
        },
      ],
      defaut: 'lsg',
    });
  });

  it('reads its chapters in the chapter table’s numbering, with its headings; the ones it lacks are not found', async () => {
    const psalm = await json<ChapterResponse>('/api/lire/19/23?traduction=simple');
    expect(psalm.traduction_id).toBe('simple');
    expect(psalm.versets.map((v) => v.verset)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(psalm.titres).toEqual([{ avant: 1, niveau: 's', texte: 'Le berger' }]);
    expect(psalm.chapitres).toEqual([{ id: 19_023, chapitre: 23 }]);
    const john = await json<ChapterResponse>('/api/lire/43/3?traduction=simple');
    expect(john.versets.map((v) => v.verset)).toEqual([16, 17]);
    expect(john.chapitres.map((c) => c.chapitre)).toEqual([1, 3]);
    expect((await t.app.request('/api/lire/43/2?traduction=simple')).status).toBe(404);
    expect((await t.app.request('/api/lire/1/1?traduction=simple')).status).toBe(404);
  });

  it('is searched, and read in the plan and the tagger’s passages', async () => {
    const search = await json<SearchResponse>('/api/rechercher/berger/atnt/exa?traduction=simple');
    expect(search).toMatchObject({ versetsCountTotal: 1, traduction_id: 'simple' });
    expect(search.versets[0]).toMatchObject({ livre_id: 19, chapitre: 23, verset: 1 });
    const passages = await json<PassagesResponse>('/api/passages/43.3.16?traduction=simple');
    expect(passages).toMatchObject({ traduction: 'Parole simple (texte d’exemple)', traduction_id: 'simple' });
    expect(passages.passages[0]!.versets[0]!.texte).toMatch(/^Dieu a tant aimé le monde qu’il a donné son Fils unique/);
    const day = await json<PlanResponse>('/api/bible1an/1/1?traduction=simple');
    expect(day).toMatchObject({ versetsAt: [], versetsNt: [], traduction_id: 'simple' });
  });

  it('lists the server’s own ids when another is asked for', async () => {
    const res = await t.app.request('/api/lire/43/3?traduction=darby');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Traduction inconnue : choisissez lsg ou simple.' });
  });
});
