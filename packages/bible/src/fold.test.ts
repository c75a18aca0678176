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

  it('folds the ASCII backquote as an apostrophe and every capital letter, as NFD folding does', () => {
    expect(foldText('L`ABC xyz@[]{}')).toBe("l'abc xyz@[]{}");
  });

  it('folds the same past the characters it keeps folded: a text of thousands of distinct characters', () => {
    // 6,000 distinct CJK ideographs (more than foldChar keeps), then accented capitals.
    const many = Array.from({ length: 6000 }, (_, i) => String.fromCodePoint(0x4e00 + i)).join('');
    expect(foldText(`${many}ÉÇŒ`)).toBe(`${many}ecoe`);
    expect(foldText('ÀÉÎÕÜ')).toBe('aeiou');
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
