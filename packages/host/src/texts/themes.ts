import { CONTRACT_MESSAGES } from '@parole/bible';

export const themes = {
  /** Document title of /theme/:id until the theme's name is known. */
  title: 'Thème',
  invalidTitle: CONTRACT_MESSAGES.themeNotFound,
  invalid: (id: string) => `Le thème « ${id} » n'existe pas : choisissez un thème dans la liste.`,
  /** spec, "Themes": the detail's back link */
  back: 'Retour aux thèmes',
} as const;
