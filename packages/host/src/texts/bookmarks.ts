export const bookmarks = {
  title: 'Marque-pages',
  close: 'Fermer les marque-pages',
} as const;
