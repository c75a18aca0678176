/**
 * The texts of the reader's « Références » panel (issue 43), in the panel's
 * chunk, loaded with it (its button's are the reader's: texts/reader.ts).
 * Their credit is the API's words (`source`), never written here.
 */
export const references = {
  /** The panel's title. */
  title: (reference: string) => `Références croisées de ${reference}`,
  loading: 'Chargement des références…',
  none: 'Aucune référence croisée pour ce verset.',
  retry: 'Réessayer',
  /** Asks for the rest of the list (up to 100). */
  more: 'Voir plus',
  moreLoading: 'Chargement…',
  /** Shown after a range's first verse. */
  rangeMore: '…',
  /** How many readers found it useful, for screen readers and a tooltip. */
  votes: (n: number) => (n === 1 ? '1 vote' : `${n} votes`),
  /** How many are shown of how many. */
  count: (shown: number, total: number) => (shown < total ? `${shown} sur ${total}` : total === 1 ? '1 référence' : `${total} références`),
  close: 'Fermer',
  closeLabel: 'Fermer les références croisées',
} as const;
