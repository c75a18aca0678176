import { CONTRACT_MESSAGES } from '@parole/bible';

export const read = {
  notFound: CONTRACT_MESSAGES.chapterNotFound,
  notFoundHelp: "Ce livre ou ce chapitre n'existe pas dans la Bible.",
  backToBooks: 'Choisir un livre',
  print: 'Imprimer le chapitre',
  printLabel: (reference: string) => `Imprimer le chapitre (${reference}, nouvel onglet)`,
  /** Where the AI helper's section would be, for a logged-out reader (issue 47: nothing linked to /login; not a text of the spec). */
  aiLoggedOut: 'L’assistant IA est réservé aux utilisateurs connectés.',
  aiLogIn: 'Se connecter',
} as const;
