import { CONTRACT_MESSAGES } from '@parole/bible';

export const read = {
  notFound: CONTRACT_MESSAGES.chapterNotFound,
  notFoundHelp: "Ce livre ou ce chapitre n'existe pas dans la Bible.",
  backToBooks: 'Choisir un livre',
  print: 'Imprimer le chapitre',
  printLabel: (reference: string) => `Imprimer le chapitre (${reference}, nouvel onglet)`,
} as const;
