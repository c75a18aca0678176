import { describe, expect, it } from 'vitest';
import { foldText } from './fold.js';
import { findMatchRanges, highlightMatches, matchesQuery } from './match.js';
import { hasPhrase, parseSearchQuery, searchInputError } from './search.js';

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
  it('refuses more than 30 words, counting the words of phrases and each other word once', () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => `m${i}`).join(' ');
    const message = 'Recherche trop longue (30 mots au plus, expressions entre guillemets comprises)';
    expect(searchInputError(words(30))).toBeNull();
    expect(searchInputError(words(31))).toBe(message);
    expect(searchInputError(`"${words(31)}"`)).toBe(message);
    expect(searchInputError(`"${'a '.repeat(30)}" b`)).toBe(message); // a phrase keeps its repeated words
    expect(searchInputError(`"${'a '.repeat(30)}"`)).toBeNull();
    expect(searchInputError('dieu '.repeat(39))).toBeNull(); // one word, 39 times
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
  });

  // Each behaviour with texts that a query finds, or not, in a mode.
  it.each<[behaviour: string, text: string, query: string, exact: 'exa' | 'nex', found: boolean]>([
    ['given folding, finds œ with oe', 'un cœur pur', 'coeur', 'nex', true],
    ['given folding, finds œ with oe', 'un cœur pur', 'cœur', 'nex', true],
    ['given folding, treats ç as c', 'il reçut', 'recut', 'nex', true],
    ['given nex, matches inside words', 'les lumières du ciel', 'lumi', 'nex', true],
    ['given nex, matches inside words', 'la lumière', 'lumière', 'nex', true],
    ['given nex, matches inside words', 'les lumières', 'lumière', 'nex', true],
    ['given exa, matches whole words only', 'la lumière', 'lumière', 'exa', true],
    ['given exa, matches whole words only', 'les lumières', 'lumière', 'exa', false],
    ['given exa, matches whole words only', 'les lumières', 'lumi', 'exa', false],
    ['given exa, sees an apostrophe as a word boundary', 'Car l’Éternel est bon', 'eternel', 'exa', true],
    ['given several words, requires all of them, in any order', "L'Éternel est mon berger", 'berger eternel', 'nex', true],
    ['given several words, requires all of them, in any order', "L'Éternel est mon roi", 'berger eternel', 'nex', false],
    ['given a phrase, requires the words contiguous and in order', "L'Éternel est mon berger", '"eternel est mon berger"', 'nex', true],
    ['given a phrase, requires the words contiguous and in order', "mon berger est l'Éternel", '"eternel est mon berger"', 'nex', false],
    ['given a phrase, requires the words contiguous and in order', 'Éternel, mon berger', '"eternel berger"', 'nex', false],
    ['given a phrase, lets punctuation separate its words', 'ô Éternel! mon berger', '"eternel mon berger"', 'nex', true],
    ['given a phrase, keeps whole words at both ends with exa', 'les lumières du ciel', '"lumière du"', 'exa', false],
    ['given a phrase, keeps whole words at both ends with exa', 'les lumières du ciel', '"lumières du"', 'exa', true],
    ['given a phrase, keeps whole words at both ends with exa', 'les lumières du ciel', '"ieres du"', 'nex', true],
  ])('%s: %j with %j (%s) → %s', (_, text, query, exact, found) => {
    expect(matches(text, query, exact)).toBe(found);
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
