import { SEARCH_MAX_RESULTS, SEARCH_MESSAGES } from '@parole/bible';
import { count } from './format.js';

/** The /rechercher page body (SearchResults). */
export const results = {
  /** spec, "Search results" */
  found: (n: number) => `Trouvé ${count(n)}`,
  /** spec, "Search results": shown when the count exceeds the cap */
  max: `(Max : ${SEARCH_MAX_RESULTS})`,
  maxLabel: `seuls les ${SEARCH_MAX_RESULTS} premiers versets sont affichés`,
  query: (word: string) => `« ${word} »`,
  exact: 'mots entiers',
  // Short enough for one line on a phone, as the answer's title "Trouvé N": the results do not move when it comes.
  loading: 'Recherche…',
  failed: 'Recherche impossible',
  /** spec, section 8 */
  noResult: SEARCH_MESSAGES.noResult,
  retry: 'Réessayer',
  filters: 'Filtres',
  filtersLabel: 'Filtrer les résultats',
  books: 'Par livre',
  /** The filter buttons (spec, "Search results"). */
  filterBible: 'BIBLE',
  filterAT: 'AT',
  filterNT: 'NT',
  filterBibleLabel: 'Toute la Bible',
  filterATLabel: 'Ancien Testament',
  filterNTLabel: 'Nouveau Testament',
  /**
   * The name of a filter button: what it shows first (abbreviation, count:
   * WCAG 2.5.3, label in name), then the unit and the full name for screen
   * readers: "Gn 12 versets (Genèse)".
   */
  filterLabel: (shown: string, full: string, n: number) => `${shown} ${count(n)} ${n <= 1 ? 'verset' : 'versets'} (${full})`,
  capped: `Seuls les ${SEARCH_MAX_RESULTS} premiers versets sont affichés : précisez la recherche ou choisissez un livre.`,
  count,
  verses: 'Versets trouvés',
  /** Under the first verses of a search kept short (an embed's data-max-results): the way to all of them. */
  seeAll: (n: number) => `Voir les ${count(n)} résultats`,
  /** The pager of a search kept short without a site to lead to (an embed without data-site). */
  pages: 'Pages de résultats',
  pageRange: (from: number, to: number, total: number) => `Versets ${count(from)} à ${count(to)} sur ${count(total)}`,
  previousPage: 'Versets précédents',
  nextPage: 'Versets suivants',
} as const;
