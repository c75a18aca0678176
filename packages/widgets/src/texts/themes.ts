
/** The themes: the /theme grid (ThemeList) and a theme's verses (ThemeVerses). */
export const themes = {
  title: 'Thèmes',
  intro: 'Des versets choisis pour méditer, prier ou encourager, regroupés par thème.',
  loading: 'Chargement des thèmes…',
  list: 'Liste des thèmes',
  empty: "Aucun thème n'est disponible pour le moment.",
  retry: 'Réessayer',
  failed: 'Thèmes indisponibles',
  /** The name of a theme's link: "Paix : 13 passages" is too much for a card; the name alone. */
  open: (name: string) => `Thème : ${name}`,
  versesLoading: 'Chargement des versets…',
  versesFailed: 'Thème indisponible',
  versesEmpty: "Ce thème n'a pas encore de versets.",
  passages: (name: string) => `Versets du thème ${name}`,
  passageCount: (n: number) => (n <= 1 ? `${n} passage` : `${n} passages`),
  /** spec, "Themes": the detail's back link */
  back: 'Retour aux thèmes',
  /** "Philippiens 4:6-7" */
  reference: (book: string, chapter: number, first: number, last: number) =>
    `${book} ${chapter}:${first}${last > first ? `-${last}` : ''}`,
  readLabel: (reference: string) => `Lire ${reference} dans son chapitre`,
  /** The themes embed: back from a passage opened in its reader. */
  backToVerses: 'Retour aux versets',
  invalidTheme: 'Thème invalide.',
} as const;
