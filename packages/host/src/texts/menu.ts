export const menu = {
  books: 'LIVRES',
  plan: 'BIBLE 1 AN',
  game: 'JEU BIBLIQUE',
  wordCloud: 'TAG CLOUD',
  help: 'INFOS',
  logout: (name: string) => `LOGOUT (${name})`,
} as const;
