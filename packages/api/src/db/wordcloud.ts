/**
 * The tag cloud: the words precomputed by the importer (import/tags.ts,
 * table tags) and the books of the two dropdowns, in the shape of the API
 * contract.
 */
import type { BookItem, Scope, Testament, WordCloudResponse, WordCount } from '@parole/bible';
import { once } from '../memo.js';
import type { Database } from './sqlite.js';

export interface WordCloudStore {
  /**
   * The cloud of `scope` (already validated): its words by rank, and the
   * books of each testament.
   * @example (await store.getWordCloud('at')).tags[0] // { mot: 'Éternel', nb: 6982 }
   */
  getWordCloud(scope: Scope): Promise<WordCloudResponse>;
}

/**
 * The tag cloud queries of `db`, prepared on first use and finalized when `db` closes.
 * @example const tags = createTagStore(db);
 */
export function createWordCloudStore(db: Database): WordCloudStore {
  const statements = once(() =>
    Promise.all([
      db.prepare('SELECT mot, nb FROM tags WHERE scope = ? ORDER BY rank'),
      db.prepare('SELECT id, nom, testament FROM livres ORDER BY id'),
    ]),
  );

  return {
    async getWordCloud(scope) {
      const [words, books] = await statements();
      const [tags, livres] = await Promise.all([
        words.all<WordCount>([scope]),
        books.all<BookItem & { testament: Testament }>(),
      ]);
      const pick = (testament: Testament) => livres.filter((l) => l.testament === testament).map(({ id, nom }) => ({ id, nom }));
      return { tags, livresAt: pick('old'), livresNt: pick('new') };
    },
  };
}
