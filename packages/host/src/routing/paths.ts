/**
 * The site's URLs (specification §2), built in one place so links and
 * redirects cannot drift from the route table in App.tsx.
 */

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
  /** The one-year plan for a date; today's by default (local time, as the reader lives it). */
  plan: (date: Date = new Date()) => `/bible1an/${date.getMonth() + 1}/${date.getDate()}`,
  game: () => '/jeu',
  tagCloud: () => '/tagcloud',
  help: () => '/aide',
  login: () => '/login',
};
