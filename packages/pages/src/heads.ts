/**
 * What each page of the site says of itself before any script runs: its
 * title, description, canonical address, Open Graph image, whether search
 * engines should index it, and for a chapter its text. Decided from the
 * path by @parole/bible's page table, the same parsing the site's router
 * does, and the database (docs/decisions/share.md, "Heads"); a reading page
 * in another translation (`?traduction=darby`, issue 41) from that
 * translation's text, name and numbering, its share image in it.
 *
 * Every value here is plain text: page.ts escapes it where it writes it.
 */
import {
  CONTRACT_MESSAGES,
  DEFAULT_TRANSLATION,
  DEFAULT_WORD_CLOUD_SCOPE,
  formatPath,
  formatVerseSelection,
  getBook,
  htmlToText,
  href,
  matchPath,
  nextChapter,
  pages,
  parseInput,
  planFor,
  previousChapter,
  readingNumbering,
  scopeBook,
  shareImages,
  type ChapterResponse,
  type ChapterRef,
  type PageName,
  type RouteInput,
  type Scope,
} from '@parole/bible';
import type { ChapterStore } from '@parole/api/db/reader';
import type { ThemeStore } from '@parole/api/db/themes';
import { trimAtWord, versesText } from './text.js';

/** The site's name, last in every title. */
export const SITE_NAME = 'Parole';
/** The home page's title (index.html's own). */
export const HOME_TITLE = 'Parole — La Bible en ligne';
/** The description of pages that have nothing more specific (index.html's own). */
export const SITE_DESCRIPTION =
  "Parole : lire la Bible en français en ligne, choisir un livre et un chapitre, régler l'affichage, copier et imprimer des versets.";
/** Longest description, in characters: what search engines and link previews show. */
export const DESCRIPTION_LENGTH = 155;
/** Longest image description (og:image:alt). */
const IMAGE_ALT_LENGTH = 240;

/** The site's own share image, for pages that show no passage. */
export const SITE_IMAGE = formatPath(shareImages.site, {});

/** The query of a path in another translation than the default (none for the default's). */
const inTranslation = (translation: string | undefined) => (translation === undefined || translation === DEFAULT_TRANSLATION ? {} : { translation });

/**
 * The path of the share image of a chapter, or of some of its verses, in a
 * translation (the default's without one).
 * @example shareImagePath(43, 3, [16]) // '/partage/43/3/16.png'
 * @example shareImagePath(1, 32, [1], 'darby') // '/partage/1/32/1.png?traduction=darby'
 */
export const shareImagePath = (book: number, chapter: number, verses?: readonly number[], translation?: string): string =>
  verses
    ? formatPath(shareImages.verses, { book, chapter, verses, ...inTranslation(translation) })
    : formatPath(shareImages.chapter, { book, chapter, ...inTranslation(translation) });

/** A heading or a verse of a chapter's text as readers without JavaScript see it. */
export type StaticLine = { heading: string; level: 'ms1' | 'ms2' | 's' } | { verse: number; text: string };

/** A chapter's text, written in the page for crawlers and readers without JavaScript. */
export interface StaticChapter {
  /** "Jean 3". */
  title: string;
  translation: string;
  testament: 'old' | 'new';
  lines: StaticLine[];
  /** Paths of the chapters before and after, when there are. */
  previous?: { path: string; label: string };
  next?: { path: string; label: string };
}

export interface PageHead {
  title: string;
  description: string;
  /** Path of the canonical address; none for pages kept out of search engines. */
  canonical?: string;
  /** Path of og:url: the page as shared (a verse's own address). */
  url: string;
  /** Path of the share image (1200×630 PNG) and what it shows. */
  image: string;
  imageAlt: string;
  type: 'website' | 'article';
  /** False for personal or transient pages, and addresses that name nothing: `noindex`. */
  index: boolean;
  chapter?: StaticChapter;
  /** A search page's search, valid: its first results go in the page (search-page.ts). */
  search?: RouteInput<typeof pages.search>;
  /** A word cloud page's scope, in the default translation: its cloud goes in the page (wordcloud-page.ts). */
  wordCloud?: Scope;
}

export interface HeadSources {
  chapters: ChapterStore;
  themes: ThemeStore;
  /** The translation's name ("Louis Segond 1910"). */
  translation: string;
  /**
   * Another translation's chapters, themes and name (`darby`: Darby 1885's),
   * or undefined when the server has none by that id (issue 41). Without it,
   * pages are read in the default translation only.
   */
  inTranslation?: (id: string) => TranslationText | undefined;
}

/** What a page in a translation is made from: its chapters, its themes' verses, its name. */
interface TranslationText {
  chapters: ChapterStore;
  themes: ThemeStore;
  name: string;
}

/** "Jean 3 — Louis Segond 1910 · Parole". */
const passageTitle = (subject: string, translation: string) => `${subject} — ${translation} · ${SITE_NAME}`;
/** "Thèmes · Parole". */
const pageTitle = (subject: string) => `${subject} · ${SITE_NAME}`;

/** A page that is neither a passage nor one of the site's own: a generic head, its own title. */
function plain(path: string, subject: string | null, options: { description?: string; index: boolean }): PageHead {
  return {
    title: subject === null ? HOME_TITLE : pageTitle(subject),
    description: options.description ?? SITE_DESCRIPTION,
    canonical: options.index ? path : undefined,
    url: path,
    image: SITE_IMAGE,
    imageAlt: `${SITE_NAME} — La Bible en ligne`,
    type: 'website',
    index: options.index,
  };
}

/** Head of an address that names nothing (a book or theme that does not exist, a path outside the table). */
const notFound = (path: string, subject = 'Page introuvable') => plain(path, subject, { index: false });

const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

/** "1er janvier", "15 mars". */
const frenchDate = (month: number, day: number) => `${day === 1 ? '1er' : day} ${MONTHS[month - 1]}`;

/** "Toute la Bible", "Ancien Testament", "Nouveau Testament" or a book's name. */
export function scopeLabel(scope: Scope): string {
  const book = scopeBook(scope);
  if (book !== null) return getBook(book)!.name;
  return scope === 'atnt' ? 'Toute la Bible' : scope === 'at' ? 'Ancien Testament' : 'Nouveau Testament';
}

/**
 * Chapters as a French reader lists them, consecutive chapters of a book
 * as a range: "Genèse 1-3 ; Matthieu 1".
 */
export function formatChapters(chapters: readonly ChapterRef[]): string {
  const groups: Array<{ book: number; first: number; last: number }> = [];
  for (const { book, chapter } of chapters) {
    const last = groups.at(-1);
    if (last && last.book === book && last.last + 1 === chapter) last.last = chapter;
    else groups.push({ book, first: chapter, last: chapter });
  }
  return groups.map((g) => `${getBook(g.book)!.name} ${g.first === g.last ? g.first : `${g.first}-${g.last}`}`).join(' ; ');
}

/** The reading address of a chapter, and its label, for the static text's links. */
const chapterLink = (ref: ChapterRef | undefined, translation?: string) =>
  ref && { path: href('read', { ...ref, ...inTranslation(translation) }), label: `${getBook(ref.book)!.name} ${ref.chapter}` };

/** A chapter's static text (headings and verses as plain text), its links in its translation's numbering (`id`). */
function staticChapter(book: number, chapter: number, data: ChapterResponse, translation: string, id?: string): StaticChapter {
  const numbering = readingNumbering(id);
  const headings = new Map<number, StaticLine[]>();
  for (const t of data.titres ?? []) headings.set(t.avant, [...(headings.get(t.avant) ?? []), { heading: t.texte, level: t.niveau }]);
  return {
    title: `${getBook(book)!.name} ${chapter}`,
    translation,
    testament: getBook(book)!.testament,
    lines: data.versets.flatMap((v) => [...(headings.get(v.verset) ?? []), { verse: v.verset, text: htmlToText(v.texte) }]),
    previous: chapterLink(previousChapter({ book, chapter }, numbering), id),
    next: chapterLink(nextChapter({ book, chapter }, numbering), id),
  };
}

type RawValues = Readonly<Record<string, string | undefined>>;

/** The first page of the table whose pattern `path` matches, with its raw parameters and query. */
function matchPage(path: string): { name: PageName; params: RawValues; query: RawValues } | null {
  for (const name of Object.keys(pages) as PageName[]) {
    const raw = matchPath(pages[name], path);
    if (raw) return { name, params: raw.params, query: raw.query ?? {} };
  }
  return null;
}

/**
 * The head of the page at `path` (a percent-encoded URL path, with the one
 * query parameter that changes a head: `traduction`, issue 41): never throws
 * for a bad path, which gets a generic head.
 * @example (await headFor('/lire/43/3/16', sources)).title // 'Jean 3:16 — Louis Segond 1910 · Parole'
 * @example (await headFor('/lire/1/32?traduction=darby', sources)).image // '/partage/1/32.png?traduction=darby'
 */
export async function headFor(path: string, sources: HeadSources): Promise<PageHead> {
  const match = matchPage(path);
  if (!match) return notFound(path);
  const { name, params, query } = match;
  switch (name) {
    case 'home':
      return plain(path, null, { index: true });
    case 'select':
      return plain(path, 'Livres de la Bible', {
        index: true,
        description: `Les 66 livres de la Bible (${sources.translation}) : choisir un livre, puis un chapitre à lire.`,
      });
    case 'read':
    case 'print':
      return readingHead(name, path, params, query, sources);
    case 'search':
      return searchHead(path, params, query, sources);
    case 'plan':
    case 'themes':
    case 'theme':
    case 'wordCloud': {
      // Each names the translation read (issue 41), as a reading page does; one the server lacks, as the API.
      const read = textOf(query.translation, sources);
      if (!read) return notFound(path, 'Traduction inconnue');
      if (name === 'plan') return planHead(path, params, query.translation, read);
      if (name === 'themes') return themesHead(path, read);
      if (name === 'theme') return themeHead(path, params, query.translation, read);
      return wordCloudHead(path, params, read, inTranslation(query.translation).translation === undefined);
    }
    case 'game':
      return plain(path, 'Jeu biblique', {
        index: true,
        description: 'Jeu biblique : de quel livre de la Bible vient ce verset ? Dix versets, un chrono et les meilleurs scores.',
      });
    case 'play':
    case 'playBook':
      return plain(path, 'Jouer — Jeu biblique', { index: false });
    case 'gameSummary':
      return plain(path, 'Résumé de la partie', { index: false });
    case 'help':
      return plain(path, 'Infos', {
        index: true,
        description: `Infos sur Parole : lire, chercher, marquer et partager des versets de la Bible (${sources.translation}), le plan de lecture, les thèmes et le jeu.`,
      });
    case 'login':
      return plain(path, 'Se connecter', { index: false });
    case 'embedBuilder':
      return plain(path, 'Créer un widget pour votre site', {
        index: true,
        description: 'Intégrer la Bible sur le site de votre paroisse : le plan du jour, le jeu, un chapitre, la recherche, ou des liens vers chaque référence biblique de vos pages.',
      });
  }
}

/** The chapters, themes and name of the translation a page reads: the default's, another the server has, or none (an id it lacks). */
function textOf(translation: string | undefined, sources: HeadSources): TranslationText | undefined {
  if (inTranslation(translation).translation === undefined) return { chapters: sources.chapters, themes: sources.themes, name: sources.translation };
  return sources.inTranslation?.(translation!);
}


/** /lire/… and /print/…: a chapter or a selection of its verses, in its translation. */
async function readingHead(name: 'read' | 'print', path: string, params: RawValues, query: RawValues, sources: HeadSources): Promise<PageHead> {
  const { verses: selectionText, ...place } = params;
  // Typed as either page's input: the compiler does not infer it from the union of the two routes (TypeScript 7 stops at the first).
  const parsed = parseInput<RouteInput<(typeof pages)['read' | 'print']>>(pages[name], { params: place, query });
  if (!parsed.ok) return notFound(path, 'Passage introuvable');
  const { book } = parsed.input;
  const id = inTranslation(parsed.input.translation).translation;
  // /lire opens the last chapter read on this device: nothing to say of it.
  if (book === undefined) return plain(path, 'Lire la Bible', { index: false });
  // A translation the server does not have: the page says so, as the API.
  const read = textOf(id, sources);
  if (!read) return notFound(path, 'Traduction inconnue');
  const { chapters, name: translation } = read;
  // /lire/43 opens its first chapter.
  const chapter = parsed.input.chapter ?? 1;
  const data = await chapters.getChapter(book, chapter);
  if (!data) return notFound(path, 'Passage introuvable');

  let verses: readonly number[] | undefined;
  if (selectionText !== undefined) {
    const selection = parseInput(pages.read, { params, query });
    const selected = selection.ok ? selection.input.verses : undefined;
    // A selection the chapter does not have is dropped, as the reader drops it.
    if (selected && selected.at(-1)! <= readingNumbering(id).lastVerse(book, chapter)) verses = selected;
  }

  const chapterName = `${getBook(book)!.name} ${chapter}`;
  const chapterPath = href('read', { book, chapter, ...inTranslation(id) });
  if (name === 'print') {
    return {
      ...plain(path, `${chapterName} (impression)`, { index: false }),
      title: passageTitle(`${chapterName} (impression)`, translation),
      description: trimAtWord(versesText(data.versets), DESCRIPTION_LENGTH),
      image: shareImagePath(book, chapter, undefined, id),
      imageAlt: `${chapterName} — ${translation}`,
      type: 'article',
    };
  }
  const reference = verses ? `${chapterName}:${formatVerseSelection(verses)}` : chapterName;
  const shown = verses ? data.versets.filter((v) => verses.includes(v.verset)) : data.versets;
  const text = versesText(shown);
  const url = verses ? href('read', { book, chapter, verses, ...inTranslation(id) }) : chapterPath;
  return {
    title: passageTitle(reference, translation),
    description: trimAtWord(text, DESCRIPTION_LENGTH),
    // A verse's page is its chapter with the verse selected: the chapter is the page to index.
    canonical: chapterPath,
    url,
    image: shareImagePath(book, chapter, verses, id),
    imageAlt: `${reference} (${translation}) : ${trimAtWord(text, IMAGE_ALT_LENGTH)}`,
    type: 'article',
    index: true,
    chapter: staticChapter(book, chapter, data, translation, id),
  };
}

/**
 * /rechercher/{mot}/{filtre}/{exact}: a search's results, never indexed
 * (results of a site's own search); the search, for its first results. In
 * another translation (issue 41), the page carries no results: the app asks
 * them in that translation.
 */
function searchHead(path: string, params: RawValues, query: RawValues, sources: HeadSources): PageHead {
  const parsed = parseInput(pages.search, { params });
  if (!parsed.ok) return plain(path, 'Recherche', { index: false });
  const { word, scope, exact } = parsed.input;
  const where = scopeLabel(scope);
  const given = query.translation;
  const text = textOf(given, sources);
  return {
    ...plain(path, `Recherche « ${word} » — ${where}`, {
      index: false,
      description: `Les versets de la Bible (${text?.name ?? sources.translation}) où se trouve${exact === 'exa' ? ' le mot' : ''} « ${word} » : ${where}.`,
    }),
    ...(inTranslation(given).translation === undefined ? { search: parsed.input } : {}),
  };
}

/**
 * /bible1an[/{mois}/{jour}]: the one-year plan, today's or a date's
 * readings (the product's chapters, which the page reads in its translation,
 * named after the description when it is not the default).
 */
function planHead(path: string, params: RawValues, translation: string | undefined, { name }: TranslationText): PageHead {
  const parsed = parseInput(pages.plan, { params });
  // Segond's descriptions as they always were; another translation's name after « Bible ».
  const bible = inTranslation(translation).translation === undefined ? 'Bible' : `Bible (${name})`;
  const about = `Lire toute la ${bible} en un an : chaque jour, quelques chapitres de l’Ancien Testament et un du Nouveau.`;
  if (!parsed.ok) return plain(path, 'Bible en 1 an', { index: false, description: about });
  const { month, day } = parsed.input;
  if (month === undefined || day === undefined) return plain(path, 'Bible en 1 an', { index: true, description: about });
  // A leap year, so that 29 February is one day of its own.
  const readings = planFor(month, day, 2000)!;
  const date = frenchDate(month, day);
  return plain(path, `Bible en 1 an — ${date}`, {
    index: true,
    description: `${bible} en 1 an, lectures du ${date} : ${formatChapters([...readings.oldTestament, ...readings.newTestament])}.`,
  });
}

/** /theme: every theme, the translation read named. */
async function themesHead(path: string, { themes, name }: TranslationText): Promise<PageHead> {
  const list = await themes.listThemes();
  return plain(path, 'Thèmes', {
    index: true,
    description: trimAtWord(`Des versets de la Bible (${name}) par thème : ${list.map((t) => t.nom).join(', ')}.`, DESCRIPTION_LENGTH),
  });
}

/** /theme/{id}: its own sentence; its image, its first verse in the translation read (its numbering, its text). */
async function themeHead(path: string, params: RawValues, translation: string | undefined, { themes, name }: TranslationText): Promise<PageHead> {
  const parsed = parseInput(pages.theme, { params });
  const found = parsed.ok ? await themes.getTheme(parsed.input.id) : null;
  if (!found) return notFound(path, CONTRACT_MESSAGES.themeNotFound);
  const { theme } = found;
  const first = theme.versets21;
  const reference = `${first.livre.nom} ${first.chapitre}:${first.verset}`;
  const id = inTranslation(translation).translation;
  return {
    ...plain(path, `${theme.nom} — Thèmes`, { index: true, description: trimAtWord(theme.description, DESCRIPTION_LENGTH) }),
    // The theme's first verse, drawn as a passage is.
    image: shareImagePath(first.livre_id, first.chapitre, [first.verset], id),
    imageAlt: `${reference}${id === undefined ? '' : ` (${name})`} : ${trimAtWord(htmlToText(first.texte), IMAGE_ALT_LENGTH)}`,
  };
}

/** /tagcloud[/{portée}]: the hundred words of a scope in the translation read. */
function wordCloudHead(path: string, params: RawValues, { name }: TranslationText, inDefault: boolean): PageHead {
  const parsed = parseInput(pages.wordCloud, { params });
  if (!parsed.ok) return notFound(path, 'Nuage de mots');
  const given = parsed.input.scope ?? DEFAULT_WORD_CLOUD_SCOPE;
  const scope = scopeLabel(given);
  return {
    ...plain(path, `Nuage de mots — ${scope}`, {
      index: true,
      description: `Les cent mots les plus fréquents de la Bible (${name}) : ${scope}.`,
    }),
    // The server lays out the default translation's clouds only (wordcloud-page.ts).
    ...(inDefault ? { wordCloud: given } : {}),
  };
}
