import { describe, expect, it } from 'vitest';
import { lookAlikeKey, lookAlikes, skeleton } from './look-alike.js';

describe('skeleton (UTS #39)', () => {
  it.each([
    ['Latin letters', 'Paul', 'Paul'],
    ['Cyrillic Р а and mathematical sans-serif u l', 'Ра𝗎𝗅', 'Paul'],
    ['a capital I for an l', 'PauI', 'Paul'],
    ['a digit 1 for an l', 'Pau1', 'Paul'],
    ['a variation selector, drawn as nothing', 'Pa\uFE0Ful', 'Paul'],
    ['a zero-width space', 'Pa\u200Bul', 'Paul'],
    ['rn for m', 'adrnin', 'adrnin'],
    ['bold mathematical letters', '𝐚𝐝𝐦𝐢𝐧', 'adrnin'],
    ['a whole Cyrillic word drawn as a Latin one', 'СОРЕ', 'COPE'],
  ])('draws %s as its prototype', (_case, text, prototype) => {
    expect(skeleton(text)).toBe(skeleton(prototype));
  });

  it('tells apart what looks different', () => {
    expect(skeleton('Léa')).not.toBe(skeleton('Lea'));
    expect(skeleton('Marie')).not.toBe(skeleton('Maria'));
  });

  it('is its own skeleton', () => {
    for (const text of ['Ра𝗎𝗅', 'שלום', '田中さくら', 'Ἀνδρέας', 'Zoé 😀']) expect(skeleton(skeleton(text))).toBe(skeleton(text));
  });
});

describe('lookAlikeKey', () => {
  it.each([
    ['Ра𝗎𝗅'],
    ['PauI'],
    ['Pa\uFE0Ful'],
    ['Ｐａｕｌ'],
    ['PAUL'],
    ['paul'],
    ['  Paul '],
    ['ⓟⓐⓤⓛ'],
  ])('gives %j the key of « Paul »: it reads as the same name', (text) => {
    expect(lookAlikeKey(text)).toBe(lookAlikeKey('Paul'));
  });

  it.each([['Pauline'], ['Saul'], ['Paulo'], ['Pa ul']])('gives %j a key of its own', (text) => {
    expect(lookAlikeKey(text)).not.toBe(lookAlikeKey('Paul'));
  });

  it('keys a name of spaces written otherwise as the same name', () => {
    expect(lookAlikeKey('Pub\u00A0 Casino')).toBe(lookAlikeKey('pub casino'));
  });
});

describe('lookAlikes', () => {
  it('finds, among names, those that look like a name, the name itself included', () => {
    expect(lookAlikes('Paul', ['Marie', 'Ра𝗎𝗅', 'Paul', 'PauI', 'Pauline', 'Saul'])).toEqual(['Ра𝗎𝗅', 'Paul', 'PauI']);
    expect(lookAlikes('Zoé', ['Zoe', 'Marie'])).toEqual([]);
  });
});
