/**
 * The verses of the reading plan's chapters (GET /api/bible1an), read from
 * the same tables as a chapter (db/chapters.ts). Which chapters a date reads
 * is pure code (@parole/bible, plan.ts): the database only gives the text.
 */
import type { ChapterRef, Verset } from '@parole/bible';
import type { Database, Statement } from './sqlite.js';

export interface PlanStore {
  /**
   * The verses of these chapters, chapter after chapter in the given order.
   * @example (await plan.getVerses([{ livre: 43, chapitre: 3 }]))[15].verset // 16
   */
  getVerses(chapters: readonly ChapterRef[]): Promise<Verset[]>;
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
 * The plan's query of `db`, prepared on first use and finalized when `db` closes.
 * @example const plan = createPlanStore(db);
 */
export function createPlanStore(db: Database): PlanStore {
  let prepared: Promise<Statement> | undefined;
  const statement = () =>
    (prepared ??= db
      .prepare(
        // A verse id is livre*1000000 + chapitre*1000 + verset: a chapter is one range of the primary key.
        `SELECT v.id, v.livre_id, v.chapitre, v.verset, v.texte, l.nom, l.abr
           FROM versets v JOIN livres l ON l.id = v.livre_id
          WHERE v.id BETWEEN ? AND ?
          ORDER BY v.id`,
      )
      .catch((err: unknown) => {
        prepared = undefined; // let a later request try again
        throw err;
      }));

  return {
    async getVerses(chapters) {
      const verses = await statement();
      const perChapter = await Promise.all(
        chapters.map(({ livre, chapitre }) => {
          const first = livre * 1_000_000 + chapitre * 1_000;
          return verses.all<VerseRow>([first + 1, first + 999]);
        }),
      );
      return perChapter.flat().map((r) => ({
        id: r.id,
        livre_id: r.livre_id,
        chapitre: r.chapitre,
        verset: r.verset,
        texte: r.texte,
        livre: { nom: r.nom, abr: r.abr },
      }));
    },
  };
}
