import { describe, expect, it } from 'vitest';
import { api, images, media, shareImages } from './api.js';
import { bodyValues, formatBody, formatPath, matchPath, parseInput, type Route } from './endpoint.js';
import { chapterId, chapterOfVerse, chapterVerseRange, placeOfVerse, verseId, verseOfId } from './ids.js';
import { href, pages } from './pages.js';
import { isServerPath, ROBOTS_DISALLOW, SERVER_SEGMENTS, serverFamily, WIDGET_SCRIPTS, type ServerFamily } from './server-paths.js';
import { bookParam, chapterFileParam, chapterParam, exactParam, pngFileParam, scopeBook, scopeParam, searchWordParam, versesParam } from './params.js';

/** The input a URL of `target` reads as, or its refusal's message. */
const read = (target: Route<unknown>, url: string) => {
  const raw = matchPath(target, url);
  if (!raw) return 'no match';
  const result = parseInput(target, raw);
  return result.ok ? result.input : result.refusal.message;
};

describe('the parameters', () => {
  describe('scope', () => {
    it.each(['atnt', 'at', 'nt', '1', '9', '10', '40', '59', '60', '66'])('accepts %s', (scope) => {
      expect(scopeParam.parse(scope)).toBe(scope);
    });

    it.each(['', 'AT', 'ATNT', 'Nt', '0', '67', '100', '01', '043', '1e1', ' 3', 'at,nt', 'bible'])('refuses %j', (scope) => {
      expect(scopeParam.parse(scope)).toBeNull();
    });

    it('names the book of a book scope only', () => {
      expect(scopeBook('43')).toBe(43);
      expect(scopeBook('nt')).toBeNull();
    });
  });

  it('reads only the canonical book numbers', () => {
    expect(['1', '66', '0', '67', '01', '+1', '1.0'].map(bookParam.parse)).toEqual([1, 66, null, null, null, null, null]);
  });

  it('reads the exact modes exa and nex only', () => {
    expect(['exa', 'nex', 'EXA', 'exact', ''].map(exactParam.parse)).toEqual(['exa', 'nex', null, null, null]);
  });

  describe('verses', () => {
    it.each([
      ['16', [16]],
      ['16-18', [16, 17, 18]],
      ['18-16', [16, 17, 18]],
      ['1,3-5,9', [1, 3, 4, 5, 9]],
    ])('reads %s', (text, verses) => {
      expect(versesParam.parse(text)).toEqual(verses);
    });

    it.each(['abc', '0', '0-', '3,,', '-2', '1 2', ''])('refuses %j', (text) => {
      expect(versesParam.parse(text)).toBeNull();
    });

    it('writes the compact form', () => {
      expect(versesParam.format([1, 3, 4, 5, 9])).toBe('1,3-5,9');
    });
  });

  describe('a searched word', () => {
    it('collapses the spaces, keeps quotes, accents and apostrophes', () => {
      expect(searchWordParam.parse('  eternel   berger ')).toBe('eternel berger');
      expect(searchWordParam.parse('"L’Éternel est"')).toBe('"L’Éternel est"');
    });

    it.each(['', 'ab', '  ab ', '""', '..jn 3.16', 'a'.repeat(201)])('refuses %j', (word) => {
      expect(searchWordParam.parse(word)).toBeNull();
    });
  });
});

describe('the endpoint table', () => {
  it('formats every endpoint as the specification writes it (section 7)', () => {
    expect(formatPath(api.chapter, { book: 43, chapter: 3 })).toBe('/api/lire/43/3');
    expect(formatPath(api.printChapter, { book: 43, chapter: 3 })).toBe('/api/print/43/3');
    expect(formatPath(api.search, { word: 'Jésus de Nazareth', scope: 'atnt', exact: 'nex' })).toBe(
      '/api/rechercher/J%C3%A9sus%20de%20Nazareth/atnt/nex',
    );
    expect(formatPath(api.search, { word: 'a/b ?#', scope: '19', exact: 'exa' })).toBe('/api/rechercher/a%2Fb%20%3F%23/19/exa');
    expect(formatPath(api.planDay, { month: 2, day: 28, year: 2027 })).toBe('/api/bible1an/2/28?annee=2027');
    expect(formatPath(api.planDay, { month: 2, day: 28 })).toBe('/api/bible1an/2/28');
    expect(formatPath(api.wordCloud, {})).toBe('/api/tagcloud');
    expect(formatPath(api.wordCloud, { scope: '43' })).toBe('/api/tagcloud/43');
    expect(formatPath(api.themes, {})).toBe('/api/theme');
    expect(formatPath(api.theme, { id: 4 })).toBe('/api/theme/4');
    expect(formatPath(api.info, {})).toBe('/api/info');
    expect(formatPath(api.csrfCookie, {})).toBe('/sanctum/csrf-cookie');
    expect(formatPath(api.games, {})).toBe('/api/jeu');
    expect(formatPath(api.newGame, { pseudo: 'Jean Marc' })).toBe('/api/jeu/partie/Jean%20Marc');
    expect(formatPath(api.gameSummary, { game: 12 })).toBe('/api/partie/12');
  });

  describe('the accounts’ and the AI helper’s bodies', () => {
    const parse = (endpoint: Route<unknown>, json: unknown) =>
      parseInput(endpoint, { params: {}, body: bodyValues(endpoint, json) });

    it('reads a login, the password as typed and the name trimmed; any fault is the spec’s one message', () => {
      expect(parse(api.login, { name: ' paul ', password: ' mot de passe ' })).toEqual({ ok: true, input: { name: 'paul', password: ' mot de passe ' } });
      for (const json of [{ name: '', password: 'x' }, { name: 'paul' }, { name: 'a\u0000b', password: 'x' }, { name: 'paul', password: 'x'.repeat(1025) }]) {
        expect(parse(api.login, json)).toMatchObject({ ok: false, refusal: { status: 422, message: 'Login et/ou password erroné !' } });
      }
    });

    it('reads an AI request on a chapter or (chap 0) a whole book, under the spec’s wire names', () => {
      const input = { book: 43, chapter: 0, prompt: 'Résume ce livre.', maxTokens: 600, model: 'openai/gpt-oss-120b' };
      expect(formatBody(api.aiRequest, input)).toEqual({ id: 43, chap: 0, pre: 'Résume ce livre.', maxtokens: 600, model: 'openai/gpt-oss-120b' });
      expect(parse(api.aiRequest, formatBody(api.aiRequest, input))).toEqual({ ok: true, input });
    });

    it.each([
      [{ chap: 22 }, 400, 'Livre ou chapitre introuvable'],
      [{ id: 67 }, 400, 'Livre ou chapitre introuvable'],
      [{ pre: '   ' }, 400, 'Incorrect selection !'],
      [{ pre: 'x'.repeat(4001) }, 413, 'Demande trop longue : 4000 caractères au plus.'],
      [{ maxtokens: 0 }, 400, 'maxtokens invalide : un nombre de 1 à 4000.'],
      [{ maxtokens: 4001 }, 400, 'maxtokens invalide : un nombre de 1 à 4000.'],
      [{ model: 'gpt 4' }, 400, 'Modèle inconnu : choisissez un modèle de la liste.'],
    ])('refuses an AI request with %j', (change, status, message) => {
      const json = { id: 43, chap: 3, pre: 'Résume.', maxtokens: 600, model: 'openai/gpt-oss-120b', ...change };
      expect(parse(api.aiRequest, json)).toMatchObject({ ok: false, refusal: { status, message } });
    });
  });

  describe('a JSON body (the game’s POSTs)', () => {
    const TOKEN = 'a'.repeat(43);
    const answer = { pseudo: 'Marie', game: 12, token: TOKEN, attempt: 3, book: 43 };
    const bodyOf = (json: unknown) => parseInput(api.gameAnswer, { params: {}, body: bodyValues(api.gameAnswer, json) });

    it('is formatted under the wire names, numbers as numbers', () => {
      expect(formatPath(api.gameAnswer, answer)).toBe('/api/joue');
      expect(formatBody(api.gameAnswer, answer)).toEqual({ pseudo: 'Marie', partie: 12, jeton: TOKEN, essai: 3, livre: 43 });
      expect(formatBody(api.chapter, { book: 43, chapter: 3 })).toBeUndefined();
    });

    it('reads back what it formats, numbers given as text too', () => {
      expect(bodyOf(formatBody(api.gameAnswer, answer))).toEqual({ ok: true, input: answer });
      expect(bodyOf({ pseudo: ' Marie ', partie: '12', jeton: TOKEN, essai: 3, livre: '43' })).toEqual({ ok: true, input: answer });
    });

    it.each([
      [{ ...formatBody(api.gameAnswer, answer), livre: 67 }, 400, 'Livre invalide : choisissez un livre de 1 à 66.'],
      [{ ...formatBody(api.gameAnswer, answer), livre: 4.5 }, 400, 'Livre invalide : choisissez un livre de 1 à 66.'],
      [{ ...formatBody(api.gameAnswer, answer), livre: null }, 400, 'Livre invalide : choisissez un livre de 1 à 66.'],
      [{ ...formatBody(api.gameAnswer, answer), essai: 11 }, 400, 'Essai invalide : un numéro de 1 à 10.'],
      [{ ...formatBody(api.gameAnswer, answer), partie: 0 }, 404, 'Partie introuvable'],
      [{ ...formatBody(api.gameAnswer, answer), jeton: 'court' }, 403, 'Cette partie a été commencée sur un autre appareil : commencez-en une nouvelle.'],
      [{ ...formatBody(api.gameAnswer, answer), jeton: undefined }, 403, 'Cette partie a été commencée sur un autre appareil : commencez-en une nouvelle.'],
      [{ ...formatBody(api.gameAnswer, answer), pseudo: { nom: 'Marie' } }, 403, 'Cette partie a été commencée sur un autre appareil : commencez-en une nouvelle.'],
      ['not an object', 403, 'Cette partie a été commencée sur un autre appareil : commencez-en une nouvelle.'],
    ])('refuses %j with its status and French message', (json, status, message) => {
      expect(bodyOf(json)).toMatchObject({ ok: false, refusal: { status, message } });
    });
  });

  it('reads back what it formats', () => {
    const input = { word: '"lumière du monde" / ?', scope: 'nt', exact: 'exa' } as const;
    expect(read(api.search, formatPath(api.search, input))).toEqual(input);
    expect(read(api.planDay, '/api/bible1an/2/28?annee=2027')).toEqual({ month: 2, day: 28, year: 2027 });
  });

  it.each([
    ['/api/lire/43/22', 'Livre ou chapitre introuvable'],
    ['/api/lire/67/1', 'Livre ou chapitre introuvable'],
    ['/api/lire/65/2', 'Livre ou chapitre introuvable'],
    ['/api/lire/43/03', 'Livre ou chapitre introuvable'],
    ['/api/rechercher/ab/atnt/nex', 'Min. 3 caractères!'],
    ['/api/rechercher/..jn%203/atnt/nex', 'n/a avec une référence!'],
    ['/api/rechercher/amour/ot/nex', 'Filtre de recherche invalide (atnt, at, nt ou un numéro de livre de 1 à 66)'],
    ['/api/rechercher/amour/atnt/exact', 'Mode de recherche invalide (exa ou nex)'],
    ['/api/bible1an/2/30', 'Date invalide : le mois va de 1 à 12 et le jour doit exister dans ce mois'],
    ['/api/bible1an/2/29?annee=2027', 'Date invalide : le 29 février n’existe pas en 2027 (ses lectures sont au 28 février)'],
    ['/api/bible1an/1/1?annee=27', 'Année invalide (4 chiffres, par exemple 2027)'],
    ['/api/tagcloud/043', 'Nuage de mots invalide (atnt, at, nt ou un numéro de livre de 1 à 66)'],
    ['/api/theme/04', 'Thème introuvable'],
    ['/api/jeu/partie/%20%20', 'Pseudo est obligatoire'],
    ['/api/jeu/partie/L%C3%A9a', 'Pseudo doit avoir plus de 3 et max 12 charactères'],
    ['/api/jeu/partie/abcdefghijklm', 'Pseudo doit avoir plus de 3 et max 12 charactères'],
    ['/api/partie/abc', 'Partie introuvable'],
  ])('refuses %s with its French message', (url, message) => {
    const name = Object.values(api).find((endpoint) => matchPath(endpoint, url))!;
    expect(read(name, url)).toBe(message);
  });

  it('accepts 29 February in a leap year, and without a year (the plan has 366 days)', () => {
    expect(read(api.planDay, '/api/bible1an/2/29?annee=2028')).toEqual({ month: 2, day: 29, year: 2028 });
    expect(read(api.planDay, '/api/bible1an/2/29')).toEqual({ month: 2, day: 29 });
  });

  it('says which parameter it refused, with its text', () => {
    expect(parseInput(api.search, { params: { word: 'amour', scope: 'ot', exact: 'nex' } })).toMatchObject({ ok: false, param: 'scope', text: 'ot' });
  });
});

describe('the media table', () => {
  it('reads a chapter file name as its chapter, the canonical way only', () => {
    expect(['3.mp3', '119.mp3', '3', '03.mp3', '3.MP3', '3.mp3.mp3', '0.mp3', '151.mp3', '.mp3'].map(chapterFileParam.parse)).toEqual([
      3,
      119,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('formats and reads the audio of a chapter (spec, section 7: /mp3/{id}/{chap}.mp3)', () => {
    expect(formatPath(media.chapterAudio, { book: 19, chapter: 119 })).toBe('/mp3/19/119.mp3');
    expect(read(media.chapterAudio, '/mp3/1/50.mp3')).toEqual({ book: 1, chapter: 50 });
  });

  it('refuses a chapter the book does not have, or a file that is not one', () => {
    expect(read(media.chapterAudio, '/mp3/1/51.mp3')).toBe('Livre ou chapitre introuvable');
    expect(read(media.chapterAudio, '/mp3/67/1.mp3')).toBe('Livre ou chapitre introuvable');
    expect(read(media.chapterAudio, '/mp3/1/1.ogg')).toBe('Livre ou chapitre introuvable');
  });
});

describe('the share images', () => {
  it('reads a PNG file name in the canonical form of its value only', () => {
    expect(['3.png', '3', '03.png', '3.PNG', '3.png.png', '.png'].map(pngFileParam(chapterParam).parse)).toEqual([3, null, null, null, null, null]);
    const verses = pngFileParam(versesParam);
    expect(['16.png', '16-18.png', '1,3-5.png', '16,17.png', '17,16.png', '3-5,1.png', '16-16.png'].map(verses.parse)).toEqual([
      [16],
      [16, 17, 18],
      [1, 3, 4, 5],
      null,
      null,
      null,
      null,
    ]);
  });

  it('formats and reads the image of a chapter, a selection and the site', () => {
    expect(formatPath(shareImages.chapter, { book: 19, chapter: 119 })).toBe('/partage/19/119.png');
    expect(formatPath(shareImages.verses, { book: 43, chapter: 3, verses: [16, 17, 18, 20] })).toBe('/partage/43/3/16-18,20.png');
    expect(formatPath(shareImages.site, {})).toBe('/partage/parole.png');
    expect(read(shareImages.verses, '/partage/43/3/16-18.png')).toEqual({ book: 43, chapter: 3, verses: [16, 17, 18] });
    expect(read(shareImages.chapter, '/partage/65/1.png')).toEqual({ book: 65, chapter: 1 });
  });

  it('refuses a chapter the book does not have, and verses the chapter does not have', () => {
    expect(read(shareImages.chapter, '/partage/65/2.png')).toBe('Livre ou chapitre introuvable');
    expect(read(shareImages.verses, '/partage/43/3/36.png')).toEqual({ book: 43, chapter: 3, verses: [36] });
    expect(read(shareImages.verses, '/partage/43/3/37.png')).toBe('Versets introuvables dans ce chapitre');
    expect(read(shareImages.verses, '/partage/43/3/16,17.png')).toBe('Versets introuvables dans ce chapitre');
    expect(read(shareImages.verses, '/partage/43/22/1.png')).toBe('Livre ou chapitre introuvable');
  });
});

describe('the images table', () => {
  it('formats and reads a theme’s picture by its slug, and refuses a file that is not one', () => {
    expect(formatPath(images.theme, { file: 'esperance' })).toBe('/img/themes/esperance.svg');
    expect(read(images.theme, '/img/themes/paix.svg')).toEqual({ file: 'paix' });
    expect(read(images.theme, '/img/themes/ancien-testament.svg')).toEqual({ file: 'ancien-testament' });
    for (const file of ['Paix.svg', 'paix.png', 'paix', '-paix.svg', 'paix-.svg', 'pa--ix.svg', '..svg', 'paix.svg.svg']) {
      expect(read(images.theme, `/img/themes/${file}`), file).toBe('Image de thème introuvable');
    }
  });
});

describe('the server’s own paths', () => {
  /** Each table's family: where every one of its paths must lie. */
  const TABLES: Array<[string, Record<string, Route<unknown>>, (name: string) => ServerFamily]> = [
    ['api', api, (name) => (name === 'csrfCookie' ? 'csrf' : 'api')],
    ['media', media, () => 'media'],
    ['shareImages', shareImages, () => 'shareImages'],
    ['images', images, () => 'images'],
  ];

  it.each(TABLES)('puts every path of the %s table in its family', (_, table, family) => {
    for (const [name, route] of Object.entries(table)) expect(serverFamily(route.path), name).toBe(family(name));
  });

  it('leaves every page of the site outside them', () => {
    for (const [name, page] of Object.entries(pages)) expect(isServerPath(page.path), name).toBe(false);
  });

  it('has a family for each first segment, whole segments only', () => {
    expect(new Set(Object.values(SERVER_SEGMENTS)).size).toBe(Object.keys(SERVER_SEGMENTS).length);
    expect(['/api', '/api/', '/mp3/43/3.mp3', '/widgets/parole-widgets.js', '/assets/index-Ab12Cd34.js', '/sanctum/csrf-cookie'].map(serverFamily)).toEqual([
      'api',
      'api',
      'media',
      'widgets',
      'assets',
      'csrf',
    ]);
    expect(['/', '/apis', '/lire/43/3', '/rechercher/api/atnt/nex', '/imgs/a.svg', '/robots.txt'].map(serverFamily)).toEqual(Array(6).fill(undefined));
    expect(Object.values(WIDGET_SCRIPTS).every((path) => serverFamily(path) === 'widgets')).toBe(true);
  });

  it('asks crawlers to leave the API, one visitor’s pages and searches', () => {
    expect(ROBOTS_DISALLOW).toEqual(['/api/', '/sanctum/', '/joue', '/partie/', '/login', '/rechercher/']);
  });
});

describe('the page table', () => {
  it('declares the routes of the specification (section 2), and the embed builder (issue 25)', () => {
    expect(Object.values(pages).map((page) => page.path)).toEqual([
      '/',
      '/select',
      '/lire/:book?/:chapter?/:verses?',
      '/rechercher/:word/:scope/:exact',
      '/bible1an/:month?/:day?',
      '/theme',
      '/theme/:id',
      '/jeu',
      '/joue',
      '/joue/:book',
      '/partie/:game',
      '/tagcloud/:scope?',
      '/aide',
      '/integrer',
      '/login',
      '/print/:book/:chapter',
    ]);
  });

  it('builds links, with the optional parts left out and under a base', () => {
    expect(href('read', { book: 43, chapter: 3, verses: [16, 17, 18, 20] })).toBe('/lire/43/3/16-18,20');
    expect(href('read', { book: 43 })).toBe('/lire/43');
    expect(href('wordCloud')).toBe('/tagcloud');
    expect(href('search', { word: 'berger', scope: 'atnt', exact: 'nex' }, 'https://bible.example/')).toBe(
      'https://bible.example/rechercher/berger/atnt/nex',
    );
  });

  it('reads a reading address, its parts optional', () => {
    expect(read(pages.read, '/lire')).toEqual({});
    expect(read(pages.read, '/lire/43/3/16-18')).toEqual({ book: 43, chapter: 3, verses: [16, 17, 18] });
    expect(read(pages.read, '/lire/43/22')).toBe('Livre ou chapitre introuvable');
    expect(read(pages.read, '/lire/43/3/abc')).toBe(
      "« abc » n'est pas une sélection de versets (par exemple 16, 16-18 ou 1,3-5) : le chapitre s'ouvre sans sélection.",
    );
  });
});

describe('the ids of the contract', () => {
  it('number verses and chapters in canonical order', () => {
    expect(verseId(43, 3, 16)).toBe(43_003_016);
    expect(chapterId(43, 3)).toBe(43_003);
    expect(chapterOfVerse(43_003_016)).toBe(43_003);
    expect(verseOfId(43_003_016)).toBe(16);
    expect(placeOfVerse(43_003_016)).toEqual({ book: 43, chapter: 3, verse: 16 });
    expect(chapterVerseRange(43, 3)).toEqual([43_003_001, 43_003_999]);
  });
});
