/**
 * The French texts of a search's results: the widgets' `messages.results`,
 * which draw the app's results and, on the server, the first results of a
 * search page (packages/pages' search-results.tsx: the widget itself, since
 * issue 46), which the app then takes over without a word changing.
 */
import { SEARCH_MAX_RESULTS, SEARCH_MESSAGES } from './search.js';

/** French digit grouping, made once (making a format costs more than using one). */
const COUNT_FORMAT = new Intl.NumberFormat('fr-FR');

/**
 * A count as the French texts write it, digits grouped by a narrow no-break space.
 * @example formatCount(12345) // '12 345'
 */
export const formatCount = (value: number): string => COUNT_FORMAT.format(value);

export const SEARCH_RESULTS_TEXTS = {
  /** spec, "Search results" */
  found: (n: number) => `Trouvé ${formatCount(n)}`,
  /** spec, "Search results": shown when the count exceeds the cap */
  max: `(Max : ${SEARCH_MAX_RESULTS})`,
  maxLabel: `seuls les ${SEARCH_MAX_RESULTS} premiers versets sont affichés`,
  query: (word: string) => `« ${word} »`,
  exact: 'mots entiers',
  /** spec, section 8 */
  noResult: SEARCH_MESSAGES.noResult,
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
  capped: `Seuls les ${SEARCH_MAX_RESULTS} premiers versets sont affichés : précisez la recherche ou choisissez un livre.`,
  verses: 'Versets trouvés',
} as const;
