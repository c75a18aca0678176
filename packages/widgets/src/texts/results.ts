import { SEARCH_RESULTS_TEXTS } from '@parole/bible';
import { count } from './format.js';

/** The /rechercher page body (SearchResults): the results' texts the server's page shares (@parole/bible), and the app's own. */
export const results = {
  ...SEARCH_RESULTS_TEXTS,
  // Short enough for one line on a phone, as the answer's title "Trouvé N": the results do not move when it comes.
  loading: 'Recherche…',
  failed: 'Recherche impossible',
  retry: 'Réessayer',
  /** Under the title of a search in another translation than the default (issue 41): its name. */
  inTranslation: (name: string) => name,
  /**
   * The name of a filter button: what it shows first (abbreviation, count:
   * WCAG 2.5.3, label in name), then the unit and the full name for screen
   * readers: "Gn 12 versets (Genèse)".
   */
  filterLabel: (shown: string, full: string, n: number) => `${shown} ${count(n)} ${n <= 1 ? 'verset' : 'versets'} (${full})`,
  count,
  /** Under the first verses of a search kept short (an embed's data-max-results): the way to all of them. */
  seeAll: (n: number) => `Voir les ${count(n)} résultats`,
  /** The pager of a search kept short without a site to lead to (an embed without data-site). */
  pages: 'Pages de résultats',
  pageRange: (from: number, to: number, total: number) => `Versets ${count(from)} à ${count(to)} sur ${count(total)}`,
  previousPage: 'Versets précédents',
  nextPage: 'Versets suivants',
} as const;
