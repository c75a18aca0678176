export const read = {
  notFound: 'Livre ou chapitre introuvable',
  notFoundHelp: "Ce livre ou ce chapitre n'existe pas dans la Bible.",
  backToBooks: 'Choisir un livre',
  print: 'Imprimer le chapitre',
  printLabel: (reference: string) => `Imprimer le chapitre (${reference}, nouvel onglet)`,
} as const;
