import { describe, expect, it } from 'vitest';
import { STOP_WORDS, countWords, isCloudWord, minCountOf, tokenize, topWords } from './wordcloud.js';

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

describe('isCloudWord', () => {
  it('refuses words under 3 letters and stop words, whatever their case', () => {
    expect(isCloudWord('il')).toBe(false);
    expect(isCloudWord('Les')).toBe(false);
    expect(isCloudWord('aujourd’hui')).toBe(false);
    expect(isCloudWord('Point')).toBe(false); // the supplement
    expect(isCloudWord('roi')).toBe(true);
    expect(isCloudWord('Éternel')).toBe(true);
    expect(STOP_WORDS.has('que')).toBe(true);
  });
});

describe('countWords and topWords', () => {
  const texts = ['L’Éternel est mon berger.', 'l’éternel, l’Éternel!', 'Le berger et la brebis.', 'La pêche, le péché.'];

  it('groups by lower case, keeps accents apart, and shows the most frequent form', () => {
    expect(topWords(countWords(texts))).toEqual([
      { word: 'Éternel', count: 3 },
      { word: 'berger', count: 2 },
      { word: 'brebis', count: 1 },
      // French order: accents compared from the end of the word.
      { word: 'péché', count: 1 },
      { word: 'pêche', count: 1 },
    ]);
  });

  it('prefers the lower-case form on a tie', () => {
    expect(topWords(countWords(['Berger berger']))).toEqual([{ word: 'berger', count: 2 }]);
  });

  it('applies the minimum count and the limit', () => {
    expect(topWords(countWords(texts), { minCount: 2 }).map((t) => t.word)).toEqual(['Éternel', 'berger']);
    expect(topWords(countWords(texts), { limit: 1 })).toHaveLength(1);
    expect(minCountOf('43')).toBe(2);
    expect(minCountOf('nt')).toBe(1);
  });
});
