/**
 * The text as a reader gets it from GET /api/lire: the real database built
 * from the real USFM source, through the application.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKS, htmlToText, type ChapterResponse, type OfflineBibleResponse } from '@parole/bible';
import { openTestApp, type TestApp } from '../../packages/api/src/testing.js';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

async function chapter(book: number, chapter: number): Promise<ChapterResponse> {
  const res = await t.app.request(`/api/lire/${book}/${chapter}`);
  expect(res.status, `${book}/${chapter}`).toBe(200);
  return res.json();
}
const verseCounts = async (book: number, chapters: number) =>
  Promise.all(Array.from({ length: chapters }, (_, i) => chapter(book, i + 1).then((c) => c.versets.length)));

describe('reading the Louis Segond 1910 text', () => {
  it('gives Jean 3:16 with the words of Jesus marked', async () => {
    const john3 = await chapter(43, 3);
    const v16 = john3.versets.find((v) => v.verset === 16)!;
    expect(v16).toMatchObject({ id: 43_003_016, livre_id: 43, chapitre: 3, livre: { nom: 'Jean', abr: 'Jn' } });
    expect(htmlToText(v16.texte)).toMatch(/^Car Dieu a tant aimé le monde qu’il a donné son Fils unique/);
    expect(v16.texte).toContain('<span class="wj">');
    expect(v16.texte).not.toMatch(/\\|\+ \\xo|Jn 1:1/); // no marker, no cross reference left
  });

  it('gives the headings with the verse they precede', async () => {
    const john3 = await chapter(43, 3);
    expect(john3.titres[0]).toEqual({ avant: 1, niveau: 's', texte: 'Entretien de Jésus avec Nicodème' });
    const genesis1 = await chapter(1, 1);
    expect(genesis1.titres.slice(0, 3)).toEqual([
      { avant: 1, niveau: 'ms1', texte: 'LES TEMPS ANCIENS' },
      { avant: 1, niveau: 'ms2', texte: 'DEPUIS LA CRÉATION JUSQU’À ABRAHAM' },
      { avant: 1, niveau: 's', texte: 'Création du monde' },
    ]);
    // Néhémie: the heading written before \c 8 (in the middle of 7:73) opens chapter 8.
    expect((await chapter(16, 8)).titres[0]).toEqual({ avant: 1, niveau: 's', texte: 'Lecture solennelle de la loi' });
    expect((await chapter(16, 7)).titres.map((h) => h.texte)).not.toContain('Lecture solennelle de la loi');
  });

  it('lists every chapter of the book', async () => {
    const { chapitres: chapters } = await chapter(19, 1);
    expect(chapters).toHaveLength(150);
    expect(chapters[149]).toEqual({ id: 19_150, chapitre: 150 });
  });

  it('follows the product’s versification in Joël: 4 chapters of 20, 27, 5 and 21 verses', async () => {
    expect(await verseCounts(29, 4)).toEqual([20, 27, 5, 21]);
    const joel3 = await chapter(29, 3);
    expect(htmlToText(joel3.versets[0].texte)).toMatch(/^Après cela, je répandrai mon esprit sur toute chair/); // LSG 2:28
    expect(joel3.chapitres.map((c) => c.chapitre)).toEqual([1, 2, 3, 4]);
  });

  it('follows the product’s versification in Malachie: 3 chapters, chapter 3 with 24 verses', async () => {
    expect(await verseCounts(39, 3)).toEqual([14, 17, 24]);
    const mal3 = await chapter(39, 3);
    expect(htmlToText(mal3.versets[23].texte)).toMatch(/^Il ramènera le cœur des pères à leurs enfants/); // LSG 4:6
    expect(mal3.versets[23].texte).not.toMatch(/FIN DE L'ANCIEN TESTAMENT/);
  });

  it('gives Psaume 119 its 176 verses, 115 included (a typing error of the source)', async () => {
    const ps119 = await chapter(19, 119);
    expect(ps119.versets.map((v) => v.verset)).toEqual(Array.from({ length: 176 }, (_, i) => i + 1));
    expect(htmlToText(ps119.versets[114].texte)).toMatch(/^Éloignez-vous de moi, méchants/);
  });

  it('renders poetry lines and Selah', async () => {
    const ps3 = await chapter(19, 3);
    expect(ps3.versets[2].texte).toBe(
      'Combien qui disent à mon sujet:<br>Plus de salut pour lui auprès de Dieu! <span class="qs">— Pause.</span>',
    );
  });
});

describe('the size of the whole Bible (GET /api/hors-ligne, for "Lire hors ligne")', () => {
  it('is the sum of the 1,189 chapters’ answers and the 66 books’ cross references without texts, as they are stored and as they are sent', async () => {
    const res = await t.app.request('/api/hors-ligne');
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBeTruthy();
    const size = (await res.json()) as OfflineBibleResponse;

    let stored = 0;
    let sent = 0;
    for (const book of BOOKS) {
      for (let c = 1; c <= book.chapters; c++) {
        stored += (await (await t.app.request(`/api/lire/${book.id}/${c}`)).arrayBuffer()).byteLength;
        sent += (await (await t.app.request(`/api/lire/${book.id}/${c}`, { headers: { 'Accept-Encoding': 'gzip' } })).arrayBuffer()).byteLength;
      }
    }
    // Each book's cross references without texts, downloaded with the chapters (issue 43).
    for (const book of BOOKS) {
      stored += (await (await t.app.request(`/api/references-livre/${book.id}`)).arrayBuffer()).byteLength;
      sent += (await (await t.app.request(`/api/references-livre/${book.id}`, { headers: { 'Accept-Encoding': 'gzip' } })).arrayBuffer()).byteLength;
    }
    expect(size).toEqual({ chapitres: 1189, livresReferences: 66, octets: stored, octetsCompresses: sent, traduction_id: 'lsg' });
    expect(sent).toBeLessThan(stored / 2);
  });
});
