/** Titles of the pages (document titles, and those of the pages later issues will build). */
export const pages = {
  plan: 'Bible en 1 an',
  themes: 'Thèmes',
  theme: 'Thème',
  game: 'Jeu biblique',
  play: 'Jouer',
  gameSummary: 'Résumé de la partie',
  login: 'Se connecter',
  help: 'Infos',
} as const;
