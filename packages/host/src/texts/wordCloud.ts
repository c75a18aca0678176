import { BOOK_COUNT } from '@parole/bible';

export const wordCloud = {
  /** Document title: "Nuage de mots : Nouveau Testament — Parole". */
  title: (scope: string) => `Nuage de mots : ${scope}`,
  invalidTitle: 'Nuage de mots impossible',
  invalid: (book: string) =>
    `Le nuage « ${book} » n'existe pas : il faut atnt (toute la Bible), at, nt ou un numéro de livre de 1 à ${BOOK_COUNT}.`,
  backHome: "Retour à l'accueil",
} as const;
