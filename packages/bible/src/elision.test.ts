import { describe, expect, it } from 'vitest';
import { BOOKS } from './canon.js';
import { ofPhrase } from './elision.js';

describe('ofPhrase', () => {
  it('elides « de » before a vowel or a mute h', () => {
    expect(ofPhrase('Ézéchiel 36')).toBe('d’Ézéchiel 36');
    expect(ofPhrase('Ésaïe 53')).toBe('d’Ésaïe 53');
    expect(ofPhrase('Actes 2')).toBe('d’Actes 2');
    expect(ofPhrase('Osée 11')).toBe('d’Osée 11');
    expect(ofPhrase('Habakuk 2')).toBe('d’Habakuk 2');
    expect(ofPhrase('Hébreux 11')).toBe('d’Hébreux 11');
  });

  it('keeps « de » before a consonant or a number', () => {
    expect(ofPhrase('Psaumes 23')).toBe('de Psaumes 23');
    expect(ofPhrase('1 Jean 4')).toBe('de 1 Jean 4');
    expect(ofPhrase('Jean 3')).toBe('de Jean 3');
  });

  it('contracts « de les » and « de le »', () => {
    expect(ofPhrase('les lectures du jour')).toBe('des lectures du jour');
    expect(ofPhrase('le livre de Ruth')).toBe('du livre de Ruth');
  });

  it('gives every book a « de » French would write', () => {
    const elided = BOOKS.filter((book) => ofPhrase(book.name).startsWith('d’')).map((book) => book.name);
    expect(elided).toEqual(['Exode', 'Esdras', 'Esther', 'Ecclésiaste', 'Ésaïe', 'Ézéchiel', 'Osée', 'Amos', 'Abdias', 'Habakuk', 'Aggée', 'Actes', 'Éphésiens', 'Hébreux', 'Apocalypse']);
  });
});
