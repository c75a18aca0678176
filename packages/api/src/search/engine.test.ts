import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { matchesQuery, parseSearchQuery, type ExactMode } from '@parole/bible';
import { loadConfig } from '../config.js';
import { createSearchStore, type SearchCorpus } from '../db/search.js';
import { Database } from '../db/sqlite.js';
import { createSearchEngine, ftsString, planSearch, type SearchEngine } from './engine.js';
import { buildWordIndex } from './word-index.js';

describe('ftsString', () => {
  it('quotes a term so that FTS5 reads it as a string, doubling inner quotes', () => {
    expect(ftsString('dieu')).toBe('"dieu"');
    expect(ftsString('a"b')).toBe('"a""b"');
    expect(ftsString('NEAR(')).toBe('"NEAR("');
  });
});

describe('planSearch', () => {
  const plan = (word: string, exact: ExactMode) => {
    const p = planSearch(parseSearchQuery(word), exact);
    return { source: p.source, checks: p.checks.map((re) => re.source) };
  };

  describe('given nex', () => {
    it('decides a word of three characters or more by the trigram index alone', () => {
      expect(plan('Lumi', 'nex')).toEqual({ source: { kind: 'fts', match: '"lumi"' }, checks: [] });
    });

    it('drops a term contained in a longer one, and checks phrases and short words', () => {
      const p = plan('"lumière du monde" lumi', 'nex');
      expect(p.source).toEqual({ kind: 'fts', match: '"lumiere" AND "monde"' });
      expect(p.checks).toHaveLength(1);
      expect(p.checks[0]).toContain('lumiere');
    });

    it('scans every verse when no word has three characters', () => {
      expect(plan('tu es', 'nex')).toEqual({ source: { kind: 'all' }, checks: ['tu', 'es'] });
    });

    it('keeps apostrophes inside terms', () => {
      expect(plan('l’Éternel', 'nex').source).toEqual({ kind: 'fts', match: '"l\'eternel"' });
    });
  });

  describe('given exa', () => {
    it('decides a word of letters by the word index alone', () => {
      expect(plan('Éternel', 'exa')).toEqual({ source: { kind: 'words', words: ['eternel'] }, checks: [] });
    });

    it('splits words at apostrophes and checks them, and phrases', () => {
      const p = plan('"fils de l’homme" qu\'il', 'exa');
      expect(p.source).toEqual({ kind: 'words', words: ['fils', 'de', 'l', 'homme', 'qu', 'il'] });
      expect(p.checks).toHaveLength(2);
    });
  });
});

describe('buildWordIndex', () => {
  it('indexes maximal runs of letters and digits, once per verse', () => {
    const index = buildWordIndex(["l'eternel dit: dit", 'il dit 42 fois', 'lumieres']);
    expect([...index.get('dit')!]).toEqual([0, 1]);
    expect([...index.get('l')!]).toEqual([0]);
    expect([...index.get('42')!]).toEqual([1]);
    expect(index.has("l'eternel")).toBe(false);
    expect(index.has('lumiere')).toBe(false);
  });
});

describe('the engine on the real text', () => {
  let db: Database;
  let engine: SearchEngine;
  let corpus: SearchCorpus;

  beforeAll(async () => {
    db = await Database.open(loadConfig().databasePath, { readonly: true });
    const store = createSearchStore(db);
    engine = createSearchEngine(store);
    corpus = await store.corpus();
  });
  afterAll(() => db.close());

  /**
   * Queries drawn from the text itself, the same on every run: whole words,
   * pieces of words, runs of consecutive words as phrases, pairs of words,
   * with their accents and apostrophes as printed.
   */
  function sampleQueries(): string[] {
    const queries: string[] = [];
    for (let k = 0; k < 16; k++) {
      const pos = (k * 7919 + 13) % corpus.folded.length;
      const words = corpus.folded[pos].split(/[^\p{L}\p{N}']+/u).filter((w) => w.replace(/'/g, '') !== '');
      const w = (i: number) => words[(i * 31 + k) % words.length];
      queries.push(
        w(1),
        w(2).slice(1, 5),
        `"${words.slice(k % words.length, (k % words.length) + 3).join(' ')}"`,
        `${w(3)} ${w(4)}`,
      );
    }
    return [...new Set(queries.filter((q) => q.replace(/[^\p{L}\p{N}]/gu, '').length >= 3))];
  }

  it('finds exactly the verses matchesQuery accepts, in both modes', async () => {
    const queries = sampleQueries();
    expect(queries.length).toBeGreaterThan(40);
    for (const q of queries) {
      const query = parseSearchQuery(q);
      for (const exact of ['nex', 'exa'] as const) {
        const expected: number[] = [];
        corpus.folded.forEach((text, pos) => {
          if (matchesQuery(text, query, exact)) expected.push(pos);
        });
        const { positions, perBook } = await engine.hits(query, exact);
        expect([...positions], `${q} ${exact}`).toEqual(expected);
        expect(perBook.reduce((a, b) => a + b, 0)).toBe(expected.length);
      }
    }
  });

  it('finds nothing for a query without parts', async () => {
    expect((await engine.hits(parseSearchQuery('?!'), 'nex')).positions).toHaveLength(0);
  });

  it('answers concurrent searches with one load of the text', async () => {
    const store = createSearchStore(db);
    const load = vi.spyOn(store, 'corpus');
    const fresh = createSearchEngine(store);
    const answers = await Promise.all(['dieu', 'amour', 'paix'].map((w) => fresh.search(parseSearchQuery(w), 'exa', 'atnt')));
    expect(answers.map((a) => a.versetsCountTotal).every((n) => n > 0)).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
