import { describe, expect, it } from 'vitest';
import { pseudoParam } from './contract/params.js';
import { formatChrono, pseudoError } from './game.js';

describe('pseudoError', () => {
  it.each([
    ['', 'Pseudo est obligatoire'],
    ['   ', 'Pseudo est obligatoire'],
    ['Léa', 'Pseudo doit avoir plus de 3 et max 12 charactères'],
    ['  Léa  ', 'Pseudo doit avoir plus de 3 et max 12 charactères'],
    ['abcdefghijklm', 'Pseudo doit avoir plus de 3 et max 12 charactères'],
    ['Ma\u202Erie', 'Pseudo : lettres, chiffres, espaces et ponctuation seulement'],
    ['Ma\u0000rie', 'Pseudo : lettres, chiffres, espaces et ponctuation seulement'],
  ])('refuses %j: %s', (text, message) => {
    expect(pseudoError(text)).toBe(message);
  });

  it.each(['Marc', 'abcdefghijkl', ' Jean   Marc ', '<b>Zoé</b>', '🙂🙂🙂🙂', 'Anne-Sophie'])('accepts %j', (text) => {
    expect(pseudoError(text)).toBeNull();
  });

  it('keeps the nickname trimmed, its inner spaces collapsed', () => {
    expect(pseudoParam.parse(' Jean   Marc ')).toBe('Jean Marc');
    expect(pseudoParam.parse('Léa')).toBeNull();
  });
});

describe('formatChrono', () => {
  it.each([
    [0, '00:00'],
    [9, '00:09'],
    [75, '01:15'],
    [599.9, '09:59'],
    [3600, '60:00'],
    [-3, '00:00'],
  ])('shows %d seconds as %s', (seconds, text) => {
    expect(formatChrono(seconds)).toBe(text);
  });
});
