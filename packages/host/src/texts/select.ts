export const select = {
  title: 'Livres',
  oldTestament: 'Ancien Testament',
  newTestament: 'Nouveau Testament',
} as const;
