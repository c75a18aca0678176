import { describe, expect, it } from 'vitest';
import { pseudoParam } from './contract/params.js';
import { formatChrono, normalizePseudo, pseudoError } from './game.js';

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

  const INVISIBLE = 'Pseudo : lettres, chiffres, espaces et ponctuation seulement';
  it.each([
    ['a Hangul filler', 'Mari\u3164'],
    ['a Hangul choseong filler', '\u115FMarie'],
    ['a halfwidth Hangul filler', 'Ma\uFFA0rie'],
    ['nothing but Hangul fillers', '\u3164\u3164\u3164\u3164'],
    ['the blank braille pattern', 'Marie\u2800'],
    ['nothing but blank braille patterns', '\u2800\u2800\u2800\u2800'],
    ['a combining grapheme joiner', 'Ma\u034Frie'],
    ['a zero-width joiner', 'Ma\u200Drie'],
    ['a zero-width space', 'Ma\u200Brie'],
    ['a soft hyphen', 'Ma\u00ADrie'],
    ['a variation selector on nothing', '\uFE0FMarie'],
    ['a stack of combining marks', 'Marie\u0301\u0302\u0303\u0304'],
    ['a mark alone at the start', '\u0301Marie'],
    ['a ligature drawn many letters wide', '\uFDFD'.repeat(12)],
    ['one such ligature in a name', 'Marie\uFDFD'],
    ['a compatibility form many letters long', 'Jean\uFDFA'],
    ['a cuneiform sign', 'Jean\u{12031}'],
  ])('refuses %s', (_case, text) => {
    expect(pseudoError(text)).toBe(INVISIBLE);
  });

  it.each([
    ['emoji alone', '🙂🙂🙂🙂'],
    ['dots', '....'],
    ['three letters and punctuation', 'Léa!'],
    ['three letters and a space-separated dash', 'Jo - 2'],
  ])('refuses a name without 4 letters or digits: %s', (_case, text) => {
    expect(pseudoError(text)).toBe('Pseudo : au moins 4 lettres ou chiffres');
  });

  it.each([
    ['a variation selector after a plain letter, drawn as nothing', 'Pa\uFE0Ful'],
    ['a text-style selector after a plain letter', 'Paul\uFE0E'],
    ['a variation selector after a digit without a keycap', 'Paul1\uFE0F'],
    ['a variation selector after a space', 'Paul \uFE0F'],
    ['a variation selector after a mark', 'Zoe\u0301\uFE0F Li'],
    ['two variation selectors after an emoji', 'Marie \u2764\uFE0F\uFE0F'],
  ])('refuses %s (issue 45)', (_case, text) => {
    expect(pseudoError(text)).toBe(INVISIBLE);
  });

  it.each([
    ['Cyrillic Р а and mathematical sans-serif u l: « Ра𝗎𝗅 »', 'Ра𝗎𝗅'],
    ['Cyrillic а with fullwidth Latin', 'Ｐ\u0430ｕｌ'],
    ['bold mathematical letters beside Cyrillic', 'Анна 𝐚𝐧𝐧𝐚'],
  ])('refuses look-alike letters hidden in compatibility forms: %s (issue 45)', (_case, text) => {
    expect(pseudoError(text)).toBe('Pseudo : lettres d’un seul alphabet');
  });

  it.each([
    ['bold mathematical letters', '𝐚𝐝𝐦𝐢𝐧', 'admin'],
    ['sans-serif mathematical letters', '𝖯𝖺𝗎𝗅', 'Paul'],
    ['fullwidth letters', 'Ｐａｕｌ', 'Paul'],
    ['circled letters', 'ⓟⓐⓤⓛ', 'paul'],
    ['a ligature', 'Ch\uFB01ne', 'Chfine'],
    ['a superscript', 'Paul²', 'Paul2'],
    ['an ideographic space', 'Jean\u3000Marc', 'Jean Marc'],
  ])('keeps %s as the plain letters they are drawn from (NFKC, issue 45)', (_case, text, kept) => {
    expect(pseudoError(text)).toBeNull();
    expect(pseudoParam.parse(text)).toBe(kept);
    expect(normalizePseudo(text)).toBe(kept);
  });

  it.each([
    ['a heart drawn as an emoji', 'Marie \u2764\uFE0F', 'Marie \u2764\uFE0F'],
    ['a heart drawn as text', 'Marie \u2764\uFE0E', 'Marie \u2764\uFE0E'],
    ['a keycap', 'Marie 1\uFE0F\u20E3', 'Marie 1\uFE0F\u20E3'],
    ['a smiley with its selector', 'Paul \u263A\uFE0F', 'Paul \u263A\uFE0F'],
  ])('keeps a variation selector after an emoji: %s', (_case, text, kept) => {
    expect(pseudoError(text)).toBeNull();
    expect(pseudoParam.parse(text)).toBe(kept);
  });

  it.each([
    ['a Cyrillic а among Latin letters', 'M\u0430rie'],
    ['a Greek ο among Latin letters', 'Pi\u03BFtr'],
    ['Latin and Cyrillic words', 'Anna Анна'],
    ['Hangul and kana', '한국어かな'],
  ])('refuses letters of several alphabets: %s', (_case, text) => {
    expect(pseudoError(text)).toBe('Pseudo : lettres d’un seul alphabet');
  });

  it.each([
    'Marc',
    'abcdefghijkl',
    ' Jean   Marc ',
    '<b>Zoé</b>',
    'Anne-Sophie',
    'Zoé 2024',
    'Zoe\u0301 Li 😀',
    'Marie ❤️',
    'Ἀνδρέας',
    'Наташа',
    'יהונתן',
    'محمد علي',
    '田中さくら',
    '김민준님',
    'Tanaka 太郎',
    'Nguyễn Văn',
  ])('accepts %j', (text) => {
    expect(pseudoError(text)).toBeNull();
  });

  it('keeps one form of an accent, typed composed or not', () => {
    expect(pseudoParam.parse('Zoe\u0301 Marc')).toBe('Zoé Marc');
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
