/**
 * The site's URLs (specification §2), built in one place so links and
 * redirects cannot drift from the route table in App.tsx.
 */
import type { ExactMode, SearchFilter, TagCloudScope } from '@parole/bible';

export interface ReadRef {
  livre: number;
  chapitre: number;
  /** A verse or a selection ("16", "16-18", "1,3-5"). */
  verset?: number | string;
}

export const paths = {
  home: () => '/',
  select: () => '/select',
  read: ({ livre, chapitre, verset }: ReadRef) =>
    `/lire/${livre}/${chapitre}${verset === undefined || verset === '' ? '' : `/${verset}`}`,
  print: ({ livre, chapitre }: ReadRef) => `/print/${livre}/${chapitre}`,
  /**
   * Search results; the word is one encoded path segment. The top bar's
   * search always uses the filter atnt (spec §9).
   * @example paths.search({ word: 'eternel berger', exact: 'nex' }) // '/rechercher/eternel%20berger/atnt/nex'
   */
  search: ({ word, filter = 'atnt', exact }: { word: string; filter?: SearchFilter; exact: ExactMode }) =>
    `/rechercher/${encodeURIComponent(word)}/${filter}/${exact}`,
  /** The one-year plan for a date; today's by default (local time, as the reader lives it). */
  plan: (date: Date = new Date()) => `/bible1an/${date.getMonth() + 1}/${date.getDate()}`,
  /** The one-year plan of a month (1-12) and day. */
  planDay: (mois: number, jour: number) => `/bible1an/${mois}/${jour}`,
  /** The list of themes. */
  themes: () => '/theme',
  /** A theme's verses. */
  theme: (id: number) => `/theme/${id}`,
  game: () => '/jeu',
  /** The word cloud of a scope; /tagcloud (the new testament) without one. */
  tagCloud: (scope?: TagCloudScope) => (scope === undefined ? '/tagcloud' : `/tagcloud/${scope}`),
  help: () => '/aide',
  login: () => '/login',
};
