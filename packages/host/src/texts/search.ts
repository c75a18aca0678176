import { BOOK_COUNT } from '@parole/bible';

export const search = {
  /** Title of a results page: "Recherche : amour — Parole". */
  title: (word: string) => `Recherche : ${word}`,
  /** Confirmation of a reference jump (spec §8). */
  referenceAdded: "Verset dans ou ajouté à l'historique",
  invalidTitle: 'Recherche impossible',
  invalidFilter: (filter: string) =>
    `Le filtre « ${filter} » n'existe pas : il faut atnt (toute la Bible), at, nt ou un numéro de livre de 1 à ${BOOK_COUNT}.`,
  invalidExact: (exact: string) => `Le mode « ${exact} » n'existe pas : il faut exa (mot exact) ou nex.`,
  backHome: "Retour à l'accueil",
} as const;
