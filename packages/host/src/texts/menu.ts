export const menu = {
  books: 'LIVRES',
  plan: 'BIBLE 1 AN',
  /** An addition to the spec's menu (issue 29: the themes had no way in). */
  themes: 'THÈMES',
  game: 'JEU BIBLIQUE',
  wordCloud: 'TAG CLOUD',
  help: 'INFOS',
  logout: (name: string) => `LOGOUT (${name})`,
} as const;
