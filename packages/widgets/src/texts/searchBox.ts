import { SEARCH_MESSAGES } from '@parole/bible';

/** The top bar's search controls (SearchBox). */
export const searchBox = {
  region: 'Recherche',
  label: 'Rechercher',
  placeholder: 'Mot, "expression" ou ..jean 3.16',
  /** In the compact layout (a phone, a 300-px sidebar: issue 44), as much as the field shows whole; the « "" » button says the rest. */
  placeholderCompact: 'Mot ou ..jean 3.16',
  submit: 'Rechercher',
  /** The button that empties the field (issue 47); focus goes back to the field. */
  clear: 'Effacer',
  /** The mobile search toggle (spec, "Layout"). */
  toggle: 'Rechercher',
  toggleLabel: 'Afficher la recherche',
  /** The quote button: its glyph is visible, this is its name. */
  quote: '« »',
  quoteLabel: 'Expression entre guillemets',
  exact: 'Exact',
  exactTitle: 'Mots entiers uniquement',
  history: 'Historique',
  /** Starts with what the button shows, its count (WCAG 2.5.3, label in name). */
  historyLabel: (n: number) => `Historique : ${n}`,
  bookmarks: 'Marque-pages',
  bookmarksLabel: (n: number) => `Marque-pages : ${n}`,
  /** spec, sections 5 and 8 */
  minLength: SEARCH_MESSAGES.minLength,
  /** spec, sections 5 and 8 */
  badReference: SEARCH_MESSAGES.badReference,
  /** spec, sections 5 and 8 */
  notWithReference: SEARCH_MESSAGES.notWithReference,
} as const;
