import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createChapterStore, createChapterTextStore, type ChapterStore } from './reader.js';
import { Database } from './sqlite.js';

let db: Database;
let chapters: ChapterStore;

beforeAll(async () => {
  db = await Database.open(loadConfig().databasePath, { readonly: true });
  chapters = createChapterStore(db);
});
afterAll(() => db.close());

describe('getChapter', () => {
  it('returns the verses in order with their book, the book’s chapter list and the headings', async () => {
    const john3 = (await chapters.getChapter(43, 3))!;
    expect(john3.versets).toHaveLength(36);
    expect(john3.versets.map((v) => v.verset)).toEqual(Array.from({ length: 36 }, (_, i) => i + 1));
    expect(john3.versets[15]).toMatchObject({ id: 43_003_016, livre_id: 43, chapitre: 3, verset: 16, livre: { nom: 'Jean', abr: 'Jn' } });
    expect(john3.chapitres).toHaveLength(21);
    expect(john3.chapitres[0]).toEqual({ id: 43_001, chapitre: 1 });
    expect(john3.titres[0]).toEqual({ avant: 1, niveau: 's', texte: 'Entretien de Jésus avec Nicodème' });
  });

  it('returns null for a chapter the database does not have', async () => {
    expect(await chapters.getChapter(43, 22)).toBeNull();
    expect(await chapters.getChapter(67, 1)).toBeNull();
  });

  it('answers concurrent calls with the same prepared statements', async () => {
    const all = await Promise.all([1, 2, 3, 4, 5].map((c) => chapters.getChapter(62, c)));
    expect(all.map((ch) => ch!.versets[0].id)).toEqual([62_001_001, 62_002_001, 62_003_001, 62_004_001, 62_005_001]);
  });
});

describe('chapterText', () => {
  it('returns the plain text of each verse, in order, without markup', async () => {
    const texts = createChapterTextStore(db);
    const john3 = (await texts.chapterText(43, 3))!;
    expect(john3).toHaveLength(36);
    expect(john3[15].verse).toBe(16);
    expect(john3[15].text).toMatch(/^Car Dieu a tant aimé le monde/);
    expect(john3.some((v) => v.text.includes('<'))).toBe(false);
    expect(await texts.chapterText(43, 22)).toBeNull();
  });
});

describe('versesText', () => {
  it('reads only the verses asked, those the chapter has', async () => {
    const texts = createChapterTextStore(db);
    expect((await texts.versesText(43, 3, 16, 18)).map((v) => v.verse)).toEqual([16, 17, 18]);
    expect((await texts.versesText(43, 3, 16, 18))[0]!.text).toMatch(/^Car Dieu a tant aimé le monde/);
    expect((await texts.versesText(43, 3, 35, 40)).map((v) => v.verse)).toEqual([35, 36]);
    expect(await texts.versesText(43, 22, 1, 6)).toEqual([]);
  });
});
