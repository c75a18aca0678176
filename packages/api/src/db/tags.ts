/**
 * The tag cloud: the words precomputed by the importer (import/tags.ts,
 * table tags) and the books of the two dropdowns, in the shape of the API
 * contract.
 */
import type { LivreItem, TagCloudResponse, TagCloudScope, TagCloudWord } from '@parole/bible';
import { once } from '../memo.js';
import type { Database } from './sqlite.js';

export interface TagStore {
  /**
   * The cloud of `scope` (already validated): its words by rank, and the
   * books of each testament.
   * @example (await tags.getTagCloud('at')).tags[0] // { mot: 'Éternel', nb: 6982 }
   */
  getTagCloud(scope: TagCloudScope): Promise<TagCloudResponse>;
}

/**
 * The tag cloud queries of `db`, prepared on first use and finalized when `db` closes.
 * @example const tags = createTagStore(db);
 */
export function createTagStore(db: Database): TagStore {
  const statements = once(() =>
    Promise.all([
      db.prepare('SELECT mot, nb FROM tags WHERE scope = ? ORDER BY rank'),
      db.prepare('SELECT id, nom, testament FROM livres ORDER BY id'),
    ]),
  );

  return {
    async getTagCloud(scope) {
      const [words, books] = await statements();
      const [tags, livres] = await Promise.all([
        words.all<TagCloudWord>([scope]),
        books.all<LivreItem & { testament: 'AT' | 'NT' }>(),
      ]);
      const pick = (testament: 'AT' | 'NT') => livres.filter((l) => l.testament === testament).map(({ id, nom }) => ({ id, nom }));
      return { tags, livresAt: pick('AT'), livresNt: pick('NT') };
    },
  };
}
