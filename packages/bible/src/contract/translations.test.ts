/**
 * The `traduction` of the API's reads (issue 41): declared once, read in
 * the translation's numbering, refused in French listing the ids.
 */
import { describe, expect, it } from 'vitest';
import { ANY_NUMBERING, DEFAULT_TRANSLATION, readingNumbering } from '../versification/reading.js';
import { TRANSLATION_IDS } from '../versification/versification.js';
import { api } from './api.js';
import { formatPath, matchPath, parseInput, type Route } from './endpoint.js';
import { CONTRACT_MESSAGES } from './messages.js';
import { fitsPassagesRequest, passagesIn, passagesParam, readPassages, translationParam } from './params.js';
import { REFUSALS } from './refusals.js';

/** The typed input of `url` for `target`, or its refusal. */
const read = (target: Route<unknown>, url: string) => parseInput(target, matchPath(target, url)!);

/** Every read of the text: the endpoints that take `traduction`. */
const READS = ['chapter', 'printChapter', 'search', 'planDay', 'wordCloud', 'themes', 'theme', 'offlineBible', 'passages'] as const;

describe('the translation parameter', () => {
  it('is the query parameter `traduction` of every read of the text, declared once', () => {
    const specs = READS.map((name) => api[name].query.translation);
    for (const s of specs) expect(s).toBe(specs[0]);
    expect(specs[0]!.wire).toBe('traduction');
    expect(formatPath(api.chapter, { book: 1, chapter: 32, translation: 'darby' })).toBe('/api/lire/1/32?traduction=darby');
    expect(formatPath(api.chapter, { book: 1, chapter: 32 })).toBe('/api/lire/1/32');
  });

  it('reads the shape of an id; which ids a server has is its configuration', () => {
    expect(translationParam.parse('darby')).toBe('darby');
    expect(translationParam.parse('kjv1611')).toBe('kjv1611');
    for (const bad of ['', 'x', 'Darby', 'dar by', 'darby;', '1lsg', 'a'.repeat(17), '../lsg']) expect(translationParam.parse(bad), bad).toBeNull();
  });

  it('refuses another value in French, listing the ids (400)', () => {
    expect(read(api.chapter, '/api/lire/43/3?traduction=Darby')).toEqual({
      ok: false,
      refusal: { status: 400, message: 'Traduction inconnue : choisissez lsg, darby ou martin.' },
      param: 'translation',
      text: 'Darby',
    });
    expect(REFUSALS.unknownTranslation(TRANSLATION_IDS)).toEqual({ status: 400, message: CONTRACT_MESSAGES.unknownTranslation(['lsg', 'darby', 'martin']) });
    expect(CONTRACT_MESSAGES.unknownTranslation(['lsg', 'darby', 'martin', 'kjv'])).toBe('Traduction inconnue : choisissez lsg, darby, martin ou kjv.');
    expect(CONTRACT_MESSAGES.unknownTranslation(['lsg'])).toBe('Traduction inconnue : choisissez lsg.');
  });

  it('is the default, Louis Segond 1910, when absent', () => {
    expect(DEFAULT_TRANSLATION).toBe('lsg');
    expect(TRANSLATION_IDS[0]).toBe(DEFAULT_TRANSLATION);
    expect(read(api.search, '/api/rechercher/berger/atnt/nex')).toEqual({ ok: true, input: { word: 'berger', scope: 'atnt', exact: 'nex' } });
    expect(read(api.planDay, '/api/bible1an/1/1?annee=2027&traduction=martin')).toEqual({ ok: true, input: { month: 1, day: 1, year: 2027, translation: 'martin' } });
  });
});

describe('a chapter in a translation’s numbering', () => {
  it('reads Louis Segond 1910 in the chapter table, as the product always has', () => {
    expect(readingNumbering('lsg').chapterCount(29)).toBe(4);
    expect(readingNumbering().chapterCount(39)).toBe(3);
    expect(read(api.chapter, '/api/lire/29/4').ok).toBe(true);
    expect(read(api.chapter, '/api/lire/39/4')).toMatchObject({ ok: false, refusal: REFUSALS.chapterNotFound });
  });

  it('reads Darby and Martin in their own', () => {
    expect(read(api.chapter, '/api/lire/39/4?traduction=martin').ok).toBe(true);
    expect(read(api.chapter, '/api/lire/29/4?traduction=martin')).toMatchObject({ ok: false, refusal: REFUSALS.chapterNotFound });
    expect(read(api.chapter, '/api/lire/29/4?traduction=darby').ok).toBe(true);
    expect(readingNumbering('darby').lastVerse(1, 32)).toBe(33);
    expect(readingNumbering('lsg').lastVerse(1, 32)).toBe(32);
  });

  it('reads a translation without numbering data (an operator’s) in the chapter table', () => {
    expect(readingNumbering('kjv')).toBe(readingNumbering('lsg'));
    expect(read(api.chapter, '/api/lire/39/4?traduction=kjv')).toMatchObject({ ok: false, refusal: REFUSALS.chapterNotFound });
  });

  it('knows the widest numbering, for what is read before its translation', () => {
    expect(ANY_NUMBERING.lastVerse(1, 32)).toBe(33);
    expect(ANY_NUMBERING.chapterCount(39)).toBe(4);
    expect(ANY_NUMBERING.chapterCount(29)).toBe(4);
    expect(ANY_NUMBERING.lastVerse(43, 3)).toBe(36);
  });
});

describe('passages in a translation’s numbering', () => {
  it('reads Darby’s Genèse 32:33, which Louis Segond 1910 does not have', () => {
    const keys = passagesParam.parse('1.32.33')!;
    expect(passagesIn(keys, 'darby')).toEqual([{ book: 1, chapter: 32, verses: [33] }]);
    expect(passagesIn(keys, undefined)).toBe('notFound');
    expect(read(api.passages, '/api/passages/1.32.33?traduction=darby').ok).toBe(true);
    expect(read(api.passages, '/api/passages/1.32.33')).toMatchObject({ ok: false, refusal: REFUSALS.versesNotFound });
  });

  it('cuts a range at the translation’s chapter end: its one address there', () => {
    const keys = passagesParam.parse('1.32.30-99')!;
    expect(passagesParam.format(passagesIn(keys, 'darby') as never)).toBe('1.32.30-33');
    expect(passagesParam.format(passagesIn(keys, 'lsg') as never)).toBe('1.32.30-32');
    expect(passagesParam.format(readPassages('1.32.30-99') as never)).toBe('1.32.30-32');
  });

  it('bounds the whole in the translation’s numbering, as before for Louis Segond 1910', () => {
    const many = Array.from({ length: 3 }, () => '19.119').join(';');
    expect(readPassages(many)).toEqual([{ book: 19, chapter: 119 }]);
    const list = '19.119;19.78;19.89;19.18;19.104;19.105';
    expect(readPassages(list)).toBe('tooManyVerses');
    expect(read(api.passages, `/api/passages/${list}`)).toMatchObject({ ok: false, refusal: REFUSALS.tooManyVerses });
    expect(fitsPassagesRequest([{ book: 1, chapter: 32, verses: [33] }])).toBe(false);
    expect(fitsPassagesRequest([{ book: 1, chapter: 32, verses: [33] }], 'darby')).toBe(true);
  });
});

describe('GET /api/traductions', () => {
  it('is declared at its path, without parameters', () => {
    expect(api.translations.method).toBe('GET');
    expect(formatPath(api.translations, {})).toBe('/api/traductions');
  });
});
