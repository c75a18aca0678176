import { describe, expect, it } from 'vitest';
import { STOP_WORDS, countWords, isTagWord, minCountOf, tokenize, topTags } from './wordcloud.js';

describe('tokenize', () => {
  it('drops elided prefixes, typographic or straight apostrophe', () => {
    expect(tokenize('L’ange de l’Éternel')).toEqual(['ange', 'de', 'Éternel']);
    expect(tokenize("qu'il jusqu’à lorsqu’elle s’écria")).toEqual(['il', 'à', 'elle', 'écria']);
  });

  it('keeps words whose apostrophe is not an elision', () => {
    expect(tokenize('aujourd’hui quelqu’un')).toEqual(['aujourd’hui', 'quelqu’un']);
  });

  it('splits on punctuation, digits and hyphens', () => {
    expect(tokenize('Jésus-Christ, 12 apôtres; «Amen!»')).toEqual(['Jésus', 'Christ', 'apôtres', 'Amen']);
  });
});

describe('isTagWord', () => {
  it('refuses words under 3 letters and stop words, whatever their case', () => {
    expect(isTagWord('il')).toBe(false);
    expect(isTagWord('Les')).toBe(false);
    expect(isTagWord('aujourd’hui')).toBe(false);
    expect(isTagWord('Point')).toBe(false); // the supplement
    expect(isTagWord('roi')).toBe(true);
    expect(isTagWord('Éternel')).toBe(true);
    expect(STOP_WORDS.has('que')).toBe(true);
  });
});

describe('countWords and topTags', () => {
  const texts = ['L’Éternel est mon berger.', 'l’éternel, l’Éternel!', 'Le berger et la brebis.', 'La pêche, le péché.'];

  it('groups by lower case, keeps accents apart, and shows the most frequent form', () => {
    expect(topTags(countWords(texts))).toEqual([
      { word: 'Éternel', count: 3 },
      { word: 'berger', count: 2 },
      { word: 'brebis', count: 1 },
      // French order: accents compared from the end of the word.
      { word: 'péché', count: 1 },
      { word: 'pêche', count: 1 },
    ]);
  });

  it('prefers the lower-case form on a tie', () => {
    expect(topTags(countWords(['Berger berger']))).toEqual([{ word: 'berger', count: 2 }]);
  });

  it('applies the minimum count and the limit', () => {
    expect(topTags(countWords(texts), { minCount: 2 }).map((t) => t.word)).toEqual(['Éternel', 'berger']);
    expect(topTags(countWords(texts), { limit: 1 })).toHaveLength(1);
    expect(minCountOf(43)).toBe(2);
    expect(minCountOf('nt')).toBe(1);
  });
});
