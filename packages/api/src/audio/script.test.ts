import { describe, expect, it } from 'vitest';
import { BOOKS } from '@parole/bible';
import { frenchNumber, frenchOrdinal } from './numbers.js';
import { announcement, chapterScript, speakable, spokenBookName } from './script.js';

describe('French number words', () => {
  it.each([
    [0, 'zéro'],
    [1, 'un'],
    [16, 'seize'],
    [17, 'dix-sept'],
    [21, 'vingt et un'],
    [22, 'vingt-deux'],
    [70, 'soixante-dix'],
    [71, 'soixante et onze'],
    [77, 'soixante-dix-sept'],
    [80, 'quatre-vingts'],
    [81, 'quatre-vingt-un'],
    [90, 'quatre-vingt-dix'],
    [99, 'quatre-vingt-dix-neuf'],
    [100, 'cent'],
    [101, 'cent un'],
    [119, 'cent dix-neuf'],
    [120, 'cent vingt'],
    [150, 'cent cinquante'],
    [200, 'deux cents'],
    [280, 'deux cent quatre-vingts'],
    [1000, 'mille'],
    [1001, 'mille un'],
    [2000, 'deux mille'],
    [80_000, 'quatre-vingt mille'],
    [200_000, 'deux cent mille'],
    [603_550, 'six cent trois mille cinq cent cinquante'],
    [1_000_000, 'un million'],
    [2_300_000, 'deux millions trois cent mille'],
    [1_234_567, 'un million deux cent trente-quatre mille cinq cent soixante-sept'],
  ])('%i is %s', (n, words) => {
    expect(frenchNumber(n)).toBe(words);
  });

  it('refuses what is not a whole number in range', () => {
    expect(() => frenchNumber(-1)).toThrow(RangeError);
    expect(() => frenchNumber(1.5)).toThrow(RangeError);
  });

  it.each([
    [1, false, 'premier'],
    [1, true, 'première'],
    [2, false, 'deuxième'],
    [3, false, 'troisième'],
    [4, false, 'quatrième'],
    [5, false, 'cinquième'],
    [9, false, 'neuvième'],
    [11, false, 'onzième'],
    [21, false, 'vingt et unième'],
    [80, false, 'quatre-vingtième'],
    [100, false, 'centième'],
    [200, false, 'deux centième'],
    [1000, false, 'millième'],
  ])('ordinal %i (feminine %s) is %s', (n, feminine, words) => {
    expect(frenchOrdinal(n, feminine)).toBe(words);
  });
});

describe('speakable text', () => {
  it('writes numbers out, thousands grouped by spaces included', () => {
    expect(speakable('Il y eut 120 hommes et 46 500 femmes, en tout 1 234 567.')).toBe(
      'Il y eut cent vingt hommes et quarante-six mille cinq cents femmes, en tout un million deux cent trente-quatre mille cinq cent soixante-sept.',
    );
  });

  it('writes ordinals out, in the feminine when printed so', () => {
    expect(speakable('Le 1er jour, la 1re année, le 2e mois, la 3ème fois, le 2nd.')).toBe(
      'Le premier jour, la première année, le deuxième mois, la troisième fois, le deuxième.',
    );
  });

  it('reads abbreviations and references as words', () => {
    expect(speakable('Voir Jn 3:16, cf. v. 4, etc.')).toBe('Voir Jn chapitre trois, verset seize, voir verset quatre, et cetera');
    expect(speakable('En 587 av. J.-C., à 12 km.')).toBe('En cinq cent quatre-vingt-sept avant Jésus-Christ, à douze kilomètres.');
  });

  it('never leaves a digit, a bracket or markup', () => {
    const text = speakable('il frappa [cinquante mille] 70 <i>hommes</i> 3.14 42e 7');
    expect(text).not.toMatch(/[\d[\]<>]/);
    expect(text).toBe('il frappa cinquante mille soixante-dix hommes chapitre trois, verset quatorze quarante-deuxième sept');
  });

  it('simplifies apostrophes and quotes, keeps the words', () => {
    expect(speakable('Celui qui s’appelle “je suis” m’a envoyé « vers vous ».')).toBe("Celui qui s'appelle je suis m'a envoyé vers vous .");
  });

  it('never reads the signs Darby and Martin print, keeps their words (issue 41)', () => {
    // Darby's signs: a verse numbered otherwise, ✝ before « Dieu » (Deutéronome 32:17), ✶, words added.
    expect(speakable('*Ils ont sacrifié aux démons qui ne sont point ✝Dieu, [dieux] nouveaux ; le ✶Seigneur.')).toBe(
      "Ils ont sacrifié aux démons qui ne sont point Dieu, dieux nouveaux ; le Seigneur.",
    );
    // Martin's stray marks: Matthieu 23:34, Apocalypse 3:15.
    expect(speakable('et +vous les persécuterez')).toBe('et vous les persécuterez');
    expect(speakable('ni bouillant ;¨ô si tu étais')).toBe('ni bouillant ; ô si tu étais');
  });
});

describe('the announcement', () => {
  it('names the book and the chapter in words (issue: "Genèse, chapitre 1")', () => {
    expect(announcement(1, 1)).toBe('Genèse, chapitre un.');
    expect(announcement(43, 21)).toBe('Jean, chapitre vingt et un.');
  });

  it('names a psalm by its number, a one-chapter book alone', () => {
    expect(announcement(19, 119)).toBe('Psaume cent dix-neuf.');
    expect(announcement(65, 1)).toBe('Jude.');
    expect(announcement(64, 1)).toBe('Troisième épître de Jean.');
  });

  it('reads numbered books as French readings announce them', () => {
    expect(spokenBookName(9)).toBe('Premier livre de Samuel');
    expect(spokenBookName(12)).toBe('Deuxième livre des Rois');
    expect(spokenBookName(13)).toBe('Premier livre des Chroniques');
    expect(spokenBookName(47)).toBe('Deuxième épître aux Corinthiens');
    expect(spokenBookName(54)).toBe('Première épître à Timothée');
    expect(spokenBookName(61)).toBe('Deuxième épître de Pierre');
  });

  it('has a spoken name without digits for every book', () => {
    for (const book of BOOKS) expect(spokenBookName(book.id)).not.toMatch(/\d/);
  });
});

describe('a chapter script', () => {
  it('is the announcement then one segment per verse with words', () => {
    expect(chapterScript(19, 117, ['Louez l’Éternel, vous toutes les nations!', '[ ]', 'Car sa bonté pour nous est grande.'])).toEqual([
      'Psaume cent dix-sept.',
      "Louez l'Éternel, vous toutes les nations!",
      'Car sa bonté pour nous est grande.',
    ]);
  });
});
