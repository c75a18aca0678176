/**
 * The SQL of full-text search: every verse (loaded once: the search checks
 * and answers from memory) and the candidates of the FTS5 trigram index.
 * See docs/decisions/api.md#search.
 */
import type { VerseBook } from '@parole/bible';
import { once } from '../memo.js';
import type { Database } from './sqlite.js';

/** Every verse, in canonical order: what the search reads, what it answers. */
export interface SearchCorpus {
  /** Verse ids (livre * 1_000_000 + chapitre * 1_000 + verset), ascending: canonical order. */
  ids: Int32Array;
  /** Book number of each verse. */
  livres: Uint8Array;
  chapitres: Uint16Array;
  versets: Uint16Array;
  /** foldText of each verse's plain text (versets.folded): what the search matches. */
  folded: readonly string[];
  /** Each verse's HTML (versets.texte): what the search answers. */
  textes: readonly string[];
  /** Name and abbreviation of each book, index = book number (0 unused). */
  books: readonly VerseBook[];
  /**
   * Position in `ids` of each chapter's verse 1, by `livre * 1000 + chapitre`
   * (-1 for a chapter that does not exist): position of a verse id =
   * `chapterStart[Math.floor(id / 1000)] + (id % 1000) - 1`.
   */
  chapterStart: Int32Array;
}

export interface SearchStore {
  /**
   * The whole Bible, read once (31,170 verses: about 4 MB of folded text
   * and 8 MB of HTML in memory) and shared by every search.
   */
  corpus(): Promise<SearchCorpus>;
  /**
   * Ids of the verses the FTS5 expression `match` finds, ascending, as the
   * comma-separated list SQLite builds (one string crosses from SQLite to
   * JavaScript instead of one object per row). Empty when none.
   * `match` is bound, never spliced into SQL; its terms must be quoted by the caller.
   * @example await store.candidateIds('"nazareth"') // '40002023,40004013,…'
   */
  candidateIds(match: string): Promise<string>;
}

/**
 * The search queries of `db`, prepared on first use and finalized when `db` closes.
 * @example const store = createSearchStore(db);
 */
export function createSearchStore(db: Database): SearchStore {
  const candidates = once(() =>
    db.prepare(
      // The inner ORDER BY rowid is the FTS5 index's own order (no sort),
      // and makes the order of the list explicit.
      `SELECT group_concat(rowid) AS ids
         FROM (SELECT rowid FROM versets_fts WHERE versets_fts MATCH ? ORDER BY rowid)`,
    ),
  );
  const corpus = once(() => loadCorpus(db));

  return {
    corpus,
    async candidateIds(match) {
      const stmt = await candidates();
      return (await stmt.get<{ ids: string | null }>([match]))?.ids ?? '';
    },
  };
}

async function all<T>(db: Database, sql: string): Promise<T[]> {
  const stmt = await db.prepare(sql);
  try {
    return await stmt.all<T>();
  } finally {
    await stmt.finalize();
  }
}

async function loadCorpus(db: Database): Promise<SearchCorpus> {
  const [rows, livres] = await Promise.all([
    all<{ id: number; livre_id: number; chapitre: number; verset: number; folded: string; texte: string }>(
      db,
      'SELECT id, livre_id, chapitre, verset, folded, texte FROM versets ORDER BY id',
    ),
    all<{ id: number; nom: string; abr: string }>(db, 'SELECT id, nom, abr FROM livres ORDER BY id'),
  ]);
  const n = rows.length;
  const corpus = {
    ids: new Int32Array(n),
    livres: new Uint8Array(n),
    chapitres: new Uint16Array(n),
    versets: new Uint16Array(n),
    folded: new Array<string>(n),
    textes: new Array<string>(n),
    books: [] as VerseBook[],
    chapterStart: new Int32Array(67 * 1000).fill(-1),
  };
  rows.forEach((r, i) => {
    corpus.ids[i] = r.id;
    corpus.livres[i] = r.livre_id;
    corpus.chapitres[i] = r.chapitre;
    corpus.versets[i] = r.verset;
    corpus.folded[i] = r.folded;
    corpus.textes[i] = r.texte;
    const chapter = Math.floor(r.id / 1000);
    if (corpus.chapterStart[chapter] < 0) corpus.chapterStart[chapter] = i - (r.verset - 1);
  });
  for (const b of livres) corpus.books[b.id] = { nom: b.nom, abr: b.abr };
  return corpus;
}
