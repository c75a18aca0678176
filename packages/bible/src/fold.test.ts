import { describe, expect, it } from 'vitest';
import { foldText, foldWithMap, normalizeSpaces } from './fold.js';

describe('foldText', () => {
  it.each([
    ['Éternel', 'eternel'],
    ['ÉTERNEL', 'eternel'],
    ['éternel', 'eternel'],
    ['cœur', 'coeur'],
    ['CŒUR', 'coeur'],
    ['Ægypte', 'aegypte'],
    ['français', 'francais'],
    ['l’Éternel', "l'eternel"],
    ['l‘Éternel', "l'eternel"],
    ["l'Éternel", "l'eternel"],
    ['àâäéèêëîïôöùûüÿç', 'aaaeeeeiioouuuyc'],
    ['Jésus-Christ', 'jesus-christ'],
  ])('folds %s to %s', (input, expected) => {
    expect(foldText(input)).toBe(expected);
  });

  it('keeps punctuation, digits and spaces', () => {
    expect(foldText('Jean 3:16, « Car »')).toBe('jean 3:16, « car »');
  });
});

describe('foldWithMap', () => {
  it('maps every folded unit back to its source character', () => {
    const source = 'Le cœur d’Éli';
    const { folded, map } = foldWithMap(source);
    expect(folded).toBe("le coeur d'eli");
    const start = folded.indexOf('coeur');
    const end = start + 'coeur'.length;
    expect(source.slice(map[start], map[end])).toBe('cœur');
    expect(map[folded.length]).toBe(source.length);
  });
});

describe('normalizeSpaces', () => {
  it('trims and collapses inner white space', () => {
    expect(normalizeSpaces('  Jésus \t de\n  Nazareth ')).toBe('Jésus de Nazareth');
  });
});
