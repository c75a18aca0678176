/**
 * The site's URLs (specification §2), built in one place so links and
 * redirects cannot drift from the route table in App.tsx.
 */
import type { ExactMode, Scope } from '@parole/bible';

export interface ReadRef {
  book: number;
  chapter: number;
  /** A verse or a selection ("16", "16-18", "1,3-5"). */
  verse?: number | string;
}

export const paths = {
  home: () => '/',
  select: () => '/select',
  read: ({ book, chapter, verse }: ReadRef) =>
    `/lire/${book}/${chapter}${verse === undefined || verse === '' ? '' : `/${verse}`}`,
  print: ({ book, chapter }: ReadRef) => `/print/${book}/${chapter}`,
  /**
   * Search results; the word is one encoded path segment. The top bar's
   * search always uses the filter atnt (spec §9).
   * @example paths.search({ word: 'eternel berger', exact: 'nex' }) // '/rechercher/eternel%20berger/atnt/nex'
   */
  search: ({ word, filter = 'atnt', exact }: { word: string; filter?: Scope; exact: ExactMode }) =>
    `/rechercher/${encodeURIComponent(word)}/${filter}/${exact}`,
  /** The one-year plan for a date; today's by default (local time, as the reader lives it). */
  plan: (date: Date = new Date()) => `/bible1an/${date.getMonth() + 1}/${date.getDate()}`,
  /** The one-year plan of a month (1-12) and day. */
  planDay: (month: number, day: number) => `/bible1an/${month}/${day}`,
  /** The list of themes. */
  themes: () => '/theme',
  /** A theme's verses. */
  theme: (id: number) => `/theme/${id}`,
  game: () => '/jeu',
  /** The word cloud of a scope; /tagcloud (the new testament) without one. */
  wordCloud: (scope?: Scope) => (scope === undefined ? '/tagcloud' : `/tagcloud/${scope}`),
  help: () => '/aide',
  login: () => '/login',
};
