import { describe, expect, it } from 'vitest';
import { foldText } from './fold.js';
import { findMatchRanges, hasPhrase, highlightMatches, matchesQuery, parseSearchQuery, searchInputError } from './search.js';

const q = parseSearchQuery;
const matches = (text: string, input: string, exact: 'exa' | 'nex' = 'nex') => matchesQuery(foldText(text), q(input), exact);

describe('parseSearchQuery', () => {
  it.each([
    ['eternel berger', [['word', 'eternel'], ['word', 'berger']], false],
    ['  Éternel   BERGER ', [['word', 'eternel'], ['word', 'berger']], false],
    ['"eternel est mon berger"', [['phrase', 'eternel est mon berger']], true],
    ['“Dieu est amour” paix', [['phrase', 'dieu est amour'], ['word', 'paix']], true],
    ['"Dieu est amour', [['word', 'dieu'], ['word', 'est'], ['word', 'amour']], false],
    ["l’Éternel", [['word', "l'eternel"]], false],
    ['Jésus-Christ', [['phrase', 'jesus christ']], false],
    ['berger, berger;', [['word', 'berger']], false],
    ['cœur', [['word', 'coeur']], false],
  ])('reads %j', (input, parts, phrase) => {
    const query = q(input);
    expect(query.parts.map((p) => [p.kind, p.text])).toEqual(parts);
    expect(query.phrase).toBe(phrase);
  });

  it('knows a balanced pair of quotes', () => {
    expect(hasPhrase('"a b"')).toBe(true);
    expect(hasPhrase('"a b')).toBe(false);
  });
});

describe('searchInputError', () => {
  it.each(['', 'ab', '  ab ', '"" ', '.,;'])('refuses %j', (input) => {
    expect(searchInputError(input)).toBe('Min. 3 caractères!');
  });
  it.each(['..jn 3.16', ' ..ps', '...'])('refuses the reference jump %j', (input) => {
    expect(searchInputError(input)).toBe('n/a avec une référence!');
  });
  it('refuses more than 200 characters', () => {
    expect(searchInputError('a'.repeat(201))).toBe('Recherche trop longue (200 caractères au plus)');
    expect(searchInputError('a'.repeat(200))).toBeNull();
  });
  it.each(['abc', 'a b', 'Dieu'])('accepts %j', (input) => {
    expect(searchInputError(input)).toBeNull();
  });
});

describe('matchesQuery', () => {
  describe('given folding', () => {
    it.each(['eternel', 'Éternel', 'ÉTERNEL', "l'eternel", 'l’Éternel'])('%s finds "l’Éternel"', (input) => {
      expect(matches('Car l’Éternel est bon', input)).toBe(true);
    });
    it('finds œ with oe', () => {
      expect(matches('un cœur pur', 'coeur')).toBe(true);
      expect(matches('un cœur pur', 'cœur')).toBe(true);
    });
    it('treats ç as c', () => {
      expect(matches('il reçut', 'recut')).toBe(true);
    });
  });

  describe('given nex', () => {
    it('matches inside words', () => {
      expect(matches('les lumières du ciel', 'lumi')).toBe(true);
      expect(matches('la lumière', 'lumière')).toBe(true);
      expect(matches('les lumières', 'lumière')).toBe(true);
    });
  });

  describe('given exa', () => {
    it('matches whole words only', () => {
      expect(matches('la lumière', 'lumière', 'exa')).toBe(true);
      expect(matches('les lumières', 'lumière', 'exa')).toBe(false);
      expect(matches('les lumières', 'lumi', 'exa')).toBe(false);
    });
    it('sees an apostrophe as a word boundary', () => {
      expect(matches('Car l’Éternel est bon', 'eternel', 'exa')).toBe(true);
    });
  });

  describe('given several words', () => {
    it('requires all of them, in any order', () => {
      expect(matches("L'Éternel est mon berger", 'berger eternel')).toBe(true);
      expect(matches("L'Éternel est mon roi", 'berger eternel')).toBe(false);
    });
  });

  describe('given a phrase', () => {
    it('requires the words contiguous and in order', () => {
      expect(matches("L'Éternel est mon berger", '"eternel est mon berger"')).toBe(true);
      expect(matches("mon berger est l'Éternel", '"eternel est mon berger"')).toBe(false);
      expect(matches('Éternel, mon berger', '"eternel berger"')).toBe(false);
    });
    it('lets punctuation separate its words', () => {
      expect(matches('ô Éternel! mon berger', '"eternel mon berger"')).toBe(true);
    });
    it('keeps whole words at both ends with exa', () => {
      expect(matches('les lumières du ciel', '"lumière du"', 'exa')).toBe(false);
      expect(matches('les lumières du ciel', '"lumières du"', 'exa')).toBe(true);
      expect(matches('les lumières du ciel', '"ieres du"', 'nex')).toBe(true);
    });
  });
});

describe('findMatchRanges', () => {
  it('maps folded matches back to the shown text, ligatures whole', () => {
    const text = 'Un cœur pur, un Cœur';
    expect(findMatchRanges(text, q('coeur'), 'nex').map(([a, b]) => text.slice(a, b))).toEqual(['cœur', 'Cœur']);
  });
  it('merges overlapping matches', () => {
    expect(findMatchRanges('lumière', q('lumi mière'), 'nex')).toEqual([[0, 7]]);
  });
});

describe('highlightMatches', () => {
  it('marks words inside tags and keeps the HTML well formed', () => {
    expect(highlightMatches('Car <span class="wj">Dieu a tant</span> aimé', q('dieu aime'), 'nex')).toBe(
      'Car <span class="wj"><mark>Dieu</mark> a tant</span> <mark>aimé</mark>',
    );
  });

  it('splits a phrase mark at tags and line breaks', () => {
    expect(highlightMatches('mon <i>berger</i>:<br>je', q('"mon berger je"'), 'nex')).toBe(
      '<mark>mon </mark><i><mark>berger</mark></i><mark>:</mark><br><mark>je</mark>',
    );
  });

  it('decodes entities to match and keeps them intact', () => {
    expect(highlightMatches('Tom &amp; Jerry', q('"tom jerry"'), 'nex')).toBe('<mark>Tom &amp; Jerry</mark>');
  });

  it('returns the HTML unchanged without a match', () => {
    expect(highlightMatches('<i>rien</i>', q('dieu'), 'nex')).toBe('<i>rien</i>');
  });
});
