/**
 * Reading a chapter: its verses, the book's chapter list and its headings,
 * in the shape of the API contract.
 */
import type { ChapitreItem, LireResponse, Titre, Verset } from '@parole/bible';
import type { Database, Statement } from './sqlite.js';

export interface ChapterStore {
  /**
   * The chapter `chapitre` of book `livre`, or null when the database has no
   * verse for it.
   * @example (await chapters.getChapter(43, 3))?.versets[15].texte // '<span class="wj">Car Dieu a tant aimé…'
   */
  getChapter(livre: number, chapitre: number): Promise<LireResponse | null>;
}

interface VerseRow {
  id: number;
  livre_id: number;
  chapitre: number;
  verset: number;
  texte: string;
  nom: string;
  abr: string;
}

/**
 * The chapter queries of `db`, prepared once on first use (so that building
 * the app stays synchronous) and finalized when `db` closes.
 * @example const chapters = createChapterStore(db);
 */
export function createChapterStore(db: Database): ChapterStore {
  let prepared: Promise<[Statement, Statement, Statement]> | undefined;
  const statements = () =>
    (prepared ??= Promise.all([
      // A verse id is livre*1000000 + chapitre*1000 + verset, so a chapter
      // is one range of the primary key.
      db.prepare(
        `SELECT v.id, v.livre_id, v.chapitre, v.verset, v.texte, l.nom, l.abr
           FROM versets v JOIN livres l ON l.id = v.livre_id
          WHERE v.id BETWEEN ? AND ?
          ORDER BY v.id`,
      ),
      db.prepare('SELECT id, chapitre FROM chapitres WHERE livre_id = ? ORDER BY chapitre'),
      db.prepare('SELECT avant, niveau, texte FROM titres WHERE livre_id = ? AND chapitre = ? ORDER BY ord'),
    ]).catch((err: unknown) => {
      prepared = undefined; // let a later request try again
      throw err;
    }));

  return {
    async getChapter(livre, chapitre) {
      const [verses, chapterList, headings] = await statements();
      const first = livre * 1_000_000 + chapitre * 1_000;
      const [rows, chapitres, titres] = await Promise.all([
        verses.all<VerseRow>([first + 1, first + 999]),
        chapterList.all<ChapitreItem>([livre]),
        headings.all<Titre>([livre, chapitre]),
      ]);
      if (rows.length === 0) return null;
      const versets: Verset[] = rows.map((r) => ({
        id: r.id,
        livre_id: r.livre_id,
        chapitre: r.chapitre,
        verset: r.verset,
        texte: r.texte,
        livre: { nom: r.nom, abr: r.abr },
      }));
      return { versets, chapitres, titres };
    },
  };
}
