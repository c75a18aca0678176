import { describe, expect, it } from 'vitest';
import { recorded } from '../testing/recordings.js';
import { bookmarkPlace, createBookmark, excerpt, formatBookmarkReference } from './bookmark.js';

const jean3 = recorded('chapter', { book: 43, chapter: 3 }).versets;
const NOW = new Date('2026-11-12T10:00:00Z');

describe('excerpt', () => {
  it('keeps a short text whole', () => {
    expect(excerpt('Car Dieu a tant aimé le monde')).toBe('Car Dieu a tant aimé le monde');
  });

  it('cuts a long text at a word, then adds an ellipsis', () => {
    expect(excerpt('Car Dieu a tant aimé le monde', 12)).toBe('Car Dieu a…');
    expect(excerpt('Car Dieu a tant aimé le monde', 8)).toBe('Car Dieu…');
  });

  it('drops punctuation left at the cut', () => {
    expect(excerpt('Au commencement, Dieu créa les cieux', 16)).toBe('Au commencement…');
  });

  it('cuts inside a first word longer than the limit', () => {
    expect(excerpt('Anticonstitutionnellement dit', 10)).toBe('Anticonsti…');
  });
});

describe('createBookmark', () => {
  it('bookmarks the selected verses, its excerpt starting with the first of them', () => {
    const bookmark = createBookmark({ book: 43, chapter: 3, verses: jean3, selected: [16, 17, 18] }, NOW);
    expect(bookmark).toEqual({ book: 43, chapter: 3, verses: '16-18', excerpt: expect.stringMatching(/^Car Dieu a tant aimé le monde/), date: '2026-11-12T10:00:00.000Z' });
    expect(bookmark.excerpt.length).toBeLessThanOrEqual(101);
    expect(bookmark.excerpt.endsWith('…')).toBe(true);
  });

  it('bookmarks the whole chapter when nothing is selected', () => {
    const bookmark = createBookmark({ book: 43, chapter: 3, verses: jean3 }, NOW);
    expect(bookmark.verses).toBeUndefined();
    expect('verses' in bookmark).toBe(false);
    expect(bookmark.excerpt).toMatch(/^Mais il y eut un homme d’entre les pharisiens/);
  });
});

describe('a bookmark in a translation (issue 41)', () => {
  it('names the translation it was made in, whose numbering it is in; none for the default', () => {
    const darby = recorded('chapter', { book: 1, chapter: 32, translation: 'darby' }).versets;
    expect(createBookmark({ book: 1, chapter: 32, verses: darby, selected: [1], translation: 'darby' }, NOW)).toMatchObject({ verses: '1', translation: 'darby' });
    expect(createBookmark({ book: 1, chapter: 32, verses: darby, selected: [1], translation: 'lsg' }, NOW)).not.toHaveProperty('translation');
  });
});

describe('formatBookmarkReference', () => {
  it('names verses and chapters as readers write them', () => {
    expect(formatBookmarkReference({ book: 43, chapter: 3, verses: '16-18' })).toBe('Jean 3:16-18');
    expect(formatBookmarkReference({ book: 19, chapter: 23 })).toBe('Psaumes 23');
  });
});

describe('bookmarkPlace', () => {
  it('leads to the chapter, with the whole selection', () => {
    expect(bookmarkPlace({ book: 43, chapter: 3, verses: '16-18,20', excerpt: '', date: '' })).toEqual({ book: 43, chapter: 3, verses: [16, 17, 18, 20] });
    expect(bookmarkPlace({ book: 43, chapter: 3, excerpt: '', date: '' })).toEqual({ book: 43, chapter: 3 });
  });
});
