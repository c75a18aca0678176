import { CONTRACT_MESSAGES } from '@parole/bible';
import { describe, expect, it } from 'vitest';
import { resolveReaderRoute } from './resolveReaderRoute.js';

describe('resolveReaderRoute', () => {
  describe('without a book', () => {
    it('opens Genèse 1 on a first visit', () => {
      expect(resolveReaderRoute({}, null)).toEqual({ kind: 'redirect', to: '/lire/1/1' });
    });

    it('reopens the last chapter read', () => {
      expect(resolveReaderRoute({}, { book: 43, chapter: 3 })).toEqual({ kind: 'redirect', to: '/lire/43/3' });
    });

    it('ignores a last chapter that does not exist', () => {
      expect(resolveReaderRoute({}, { book: 65, chapter: 9 })).toEqual({ kind: 'redirect', to: '/lire/1/1' });
    });
  });

  it('opens chapter 1 of a book given alone', () => {
    expect(resolveReaderRoute({ book: '43' }, null)).toEqual({ kind: 'redirect', to: '/lire/43/1' });
  });

  it('reads a book and chapter', () => {
    expect(resolveReaderRoute({ book: '43', chapter: '3' }, null)).toEqual({ kind: 'chapter', book: 43, chapter: 3 });
  });

  it.each([
    ['16', [16]],
    ['16-18', [16, 17, 18]],
    ['1,3-5,9', [1, 3, 4, 5, 9]],
  ])('passes the verse selection %s on', (verses, selection) => {
    expect(resolveReaderRoute({ book: '43', chapter: '3', verses }, null)).toEqual({ kind: 'chapter', book: 43, chapter: 3, selection });
  });

  it.each(['abc', '0', '0-', '3,,', '-2'])('opens the chapter without selection for the malformed verses %s, and says so', (verses) => {
    expect(resolveReaderRoute({ book: '43', chapter: '3', verses }, null)).toEqual({
      kind: 'chapter',
      book: 43,
      chapter: 3,
      selectionRefusal: CONTRACT_MESSAGES.verses(verses),
    });
  });

  it('says why in a French sentence that names the selection', () => {
    expect(resolveReaderRoute({ book: '43', chapter: '3', verses: '0' }, null)).toMatchObject({
      selectionRefusal: "« 0 » n'est pas une sélection de versets (par exemple 16, 16-18 ou 1,3-5) : le chapitre s'ouvre sans sélection.",
    });
  });

  it('finds nothing for a chapter that does not exist, whatever the selection', () => {
    expect(resolveReaderRoute({ book: '65', chapter: '2', verses: 'abc' }, null)).toEqual({ kind: 'notFound' });
  });

  it.each([
    ['abc', '1'],
    ['67', '1'],
    ['0', '1'],
    ['-1', '1'],
    ['1e1', '1'],
    ['43', '0'],
    ['43', '22'],
    ['65', '2'],
    ['43', 'x'],
    ['43', '3.5'],
  ])('finds nothing for book %s chapter %s', (book, chapter) => {
    expect(resolveReaderRoute({ book, chapter }, null)).toEqual({ kind: 'notFound' });
  });

  it('finds nothing for an unknown book even without chapter', () => {
    expect(resolveReaderRoute({ book: '99' }, null)).toEqual({ kind: 'notFound' });
  });
});

describe('resolveReaderRoute in a translation (issue 41)', () => {
  it('reads the address’s translation, in its numbering: Darby’s Genèse 32 has a verse 33', () => {
    expect(resolveReaderRoute({ book: '1', chapter: '32', verses: '33' }, null, { url: 'darby' })).toEqual({
      kind: 'chapter',
      book: 1,
      chapter: 32,
      translation: 'darby',
      selection: [33],
    });
    expect(resolveReaderRoute({ book: '39', chapter: '4' }, null, { url: 'martin' })).toEqual({ kind: 'chapter', book: 39, chapter: 4, translation: 'martin' });
    expect(resolveReaderRoute({ book: '39', chapter: '4' }, null)).toEqual({ kind: 'notFound' });
  });

  it('lets the address’s translation win over the remembered one', () => {
    expect(resolveReaderRoute({ book: '1', chapter: '32' }, null, { url: 'martin', remembered: 'darby' })).toEqual({
      kind: 'chapter',
      book: 1,
      chapter: 32,
      translation: 'martin',
    });
  });

  it('reads the remembered translation without one in the address, and says it there', () => {
    expect(resolveReaderRoute({ book: '1', chapter: '32' }, null, { remembered: 'darby' })).toEqual({ kind: 'redirect', to: '/lire/1/32?traduction=darby' });
    expect(resolveReaderRoute({ book: '1', chapter: '32', verses: '1-2' }, null, { remembered: 'darby' })).toEqual({
      kind: 'redirect',
      to: '/lire/1/32/1-2?traduction=darby',
    });
    expect(resolveReaderRoute({}, { book: 39, chapter: 4 }, { remembered: 'martin' })).toEqual({ kind: 'redirect', to: '/lire/39/4?traduction=martin' });
    expect(resolveReaderRoute({ book: '43' }, null, { remembered: 'darby' })).toEqual({ kind: 'redirect', to: '/lire/43/1?traduction=darby' });
  });

  it('says in French why the address’s translation is refused for its shape', () => {
    expect(resolveReaderRoute({ book: '1', chapter: '1' }, null, { url: 'Darby!' })).toEqual({
      kind: 'refused',
      message: 'Traduction inconnue : choisissez lsg, darby ou martin.',
    });
  });
});
