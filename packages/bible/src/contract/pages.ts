/**
 * The site's routes (specification, section 2), each declared once with its
 * typed parameters. The host's router, its links and redirects, and the
 * embeds' links to the full site are derived from this table.
 *
 * Every page that shows the text takes the API's `traduction` (issue 41):
 * `/lire/1/32?traduction=darby` is Darby's Genèse 32, read in Darby's
 * numbering (the chapter's check reads it there); absent, the default's.
 */
import { formatPath, route, spec, type Route, type RouteInput } from './endpoint.js';
import { REFUSALS as R } from './refusals.js';
import { bookParam, gameIdParam, versesParam } from './params.js';
import { chapterCheck, chapterSpecs, planDateCheck, planDateSpecs, searchSpecs, themeIdSpec, translationQuery, wordCloudScopeSpec } from './specs.js';

export const pages = {
  home: route({ path: '/' }),
  /** The book list. */
  select: route({ path: '/select' }),
  /** Reading: a book, a chapter and verses to select, each optional. */
  read: route({
    path: '/lire/:book?/:chapter?/:verses?',
    params: { ...chapterSpecs, verses: spec(versesParam, R.verses) },
    query: translationQuery,
    check: chapterCheck,
  }),
  /** A search's results; the top bar's search uses the scope atnt (spec, section 9). */
  search: route({ path: '/rechercher/:word/:scope/:exact', params: searchSpecs, query: translationQuery }),
  /** The one-year plan of a date; today's without one. */
  plan: route({ path: '/bible1an/:month?/:day?', params: planDateSpecs, query: translationQuery, check: planDateCheck }),
  themes: route({ path: '/theme', query: translationQuery }),
  theme: route({ path: '/theme/:id', params: { id: themeIdSpec }, query: translationQuery }),
  game: route({ path: '/jeu' }),
  play: route({ path: '/joue' }),
  playBook: route({ path: '/joue/:book', params: { book: spec(bookParam, R.chapterNotFound) } }),
  gameSummary: route({ path: '/partie/:game', params: { game: spec(gameIdParam, R.gameNotFound) } }),
  /** The word cloud of a scope; the new testament's without one. */
  wordCloud: route({ path: '/tagcloud/:scope?', params: { scope: wordCloudScopeSpec }, query: translationQuery }),
  help: route({ path: '/aide' }),
  /** The webmaster's embed builder (an addition, issue 25): a widget or the tagger, its settings, the code to copy, the result. */
  embedBuilder: route({ path: '/integrer' }),
  login: route({ path: '/login' }),
  /** The print layout (outside the main layout). */
  print: route({ path: '/print/:book/:chapter', params: chapterSpecs, query: translationQuery, check: chapterCheck }),
} as const;

export type PageName = keyof typeof pages;

/**
 * The URL of a page of the site for a typed input, under `base` (the full
 * site's address, for links from an embed on another site).
 * @example href('read', { book: 43, chapter: 3, verses: [16] }) // '/lire/43/3/16'
 * @example href('search', { word: 'berger', scope: 'atnt', exact: 'nex' }, 'https://bible.example/') // 'https://bible.example/rechercher/berger/atnt/nex'
 */
export function href<N extends PageName>(name: N, ...[input, base = '']: HrefArgs<N>): string {
  return base.replace(/\/+$/, '') + formatPath(pages[name] as Route<RouteInput<(typeof pages)[N]>>, input ?? ({} as RouteInput<(typeof pages)[N]>));
}

/** The input of a page and the optional base; the input may be left out when nothing in it is required. */
type HrefArgs<N extends PageName> =
  Record<never, never> extends RouteInput<(typeof pages)[N]>
    ? [input?: RouteInput<(typeof pages)[N]>, base?: string]
    : [input: RouteInput<(typeof pages)[N]>, base?: string];
