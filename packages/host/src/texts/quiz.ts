import { BOOK_COUNT, CONTRACT_MESSAGES } from '@parole/bible';

/** The quiz's pages /jeu, /joue, /joue/:book, /partie/:game (the widget shows the rest). */
export const quiz = {
  invalidGameTitle: CONTRACT_MESSAGES.gameNotFound,
  invalidGame: (text: string) => `« ${text} » n'est pas une partie : les parties jouées sont dans les tableaux du jeu.`,
  backToGame: 'Retour au jeu',
  invalidBookTitle: 'Livre introuvable',
  invalidBook: (text: string) => `« ${text} » n'est pas un livre de la Bible : les livres vont de 1 à ${BOOK_COUNT}.`,
  backToPlay: 'Reprendre le jeu',
  /** Whatever the translation read, the game's verses are Louis Segond 1910's (issue 41): the default translation's name. */
  translation: (name: string) => `Le jeu utilise la Bible ${name}.`,
} as const;
