import { number, percent } from './format.js';

export const reader = {
  title: (book: string, chapter: number) => `${book} ${chapter}`,
  /** The translation picker of the chapter's header (issue 41). */
  translation: 'Traduction',
  /** The picker's entry for an address's translation the server does not have (the reader says why). */
  unknownTranslation: (id: string) => `« ${id} » (inconnue)`,
  /** Pre-selected verses the chapter does not have (/lire/43/3/99): the others stay selected. */
  missingVerses: (reference: string) => `${reference} n’existe pas dans ce chapitre.`,
  loading: 'Chargement du chapitre…',
  retry: 'Réessayer',

  chapters: 'Chapitres',
  chapter: (chapter: number) => `Chapitre ${chapter}`,
  moreChapters: '...',
  moreChaptersLabel: 'Afficher tous les chapitres',

  options: 'Options de lecture',
  /** The column toggle: pressed for two columns, released for one. */
  twoColumns: '2 colonnes',
  /** Why the column toggle is disabled side by side (issue 42). */
  twoColumnsSideBySide: 'Côte à côte, chaque traduction a sa colonne',
  settings: 'Réglages',
  settingsLabel: "Réglages d'affichage",

  fontSize: 'Taille du texte',
  fontSizeValue: percent,
  fontSizeDown: 'Réduire la taille du texte',
  fontSizeUp: 'Agrandir la taille du texte',
  fontSizeReset: 'Rétablir la taille du texte',
  leading: 'Interligne',
  leadingValue: (value: number) => number.format(value),
  leadingDown: "Réduire l'interligne",
  leadingUp: "Augmenter l'interligne",
  leadingReset: "Rétablir l'interligne",
  reset: 'Rétablir',
  justify: 'Texte justifié',
  numbers: 'Numéros des versets',
  divineNames: 'Noms divins en évidence',

  verses: 'Versets',
  selectionHint: 'Double-cliquez sur un verset (ou appuyez sur Entrée) pour le sélectionner.',
  /** On a touch screen, where a tap selects (issue 47). */
  selectionHintTouch: 'Touchez un verset pour le sélectionner.',
  selection: (reference: string) => `Sélection : ${reference}`,
  copySelection: 'Copier',
  copySelectionLabel: 'Copier les versets sélectionnés',
  copyChapter: 'Copier le chapitre',
  /** spec, section 8 */
  copiedSelection: 'Le(s) verset(s) a(ont) été copié(s) dans le presse-papier',
  /** spec, section 8 */
  copiedChapter: 'Tous les versets ont été copiés dans le presse-papier',
  copyFailed: 'La copie a échoué. Sélectionnez le texte pour le copier vous-même.',
  /** The selection's action (issue 43): the verses that echo the first selected verse, in a panel of their own (texts/references.ts). */
  references: 'Références',
  referencesLabel: (reference: string) => `Références croisées de ${reference}`,
  bookmark: 'Marque-page',
  bookmarkSelectionLabel: 'Ajouter les versets sélectionnés aux marque-pages',
  bookmarkChapterLabel: 'Ajouter le chapitre aux marque-pages',
  bookmarked: (reference: string) => `Marque-page ajouté : ${reference}`,
} as const;
