/** The embed builder's texts (/integrer, issue 25). */
import type { BuilderChoice } from './snippet.js';

export const builderTexts = {
  title: 'Créer un widget pour votre site',
  intro:
    'Choisissez un widget et ses réglages : l’aperçu montre le résultat, et le code à copier est exactement celui qui le donne, à coller tel quel dans votre page. Le détail de chaque attribut est dans l’aide.',
  helpLink: 'Tous les attributs, dans l’aide',
  settings: 'Réglages',
  what: 'Ce que vous intégrez',
  choice: 'Widget',
  choices: {
    plan: 'Le plan de lecture du jour',
    quiz: 'Le jeu biblique',
    reader: 'La lecture d’un chapitre',
    search: 'La recherche',
    themes: 'Les thèmes',
    wordcloud: 'Le nuage de mots',
    tagger: 'Les références de vos pages en liens',
  } satisfies Record<BuilderChoice, string>,
  /** The translation the widget reads (issue 41): the server's, by name. */
  translation: 'Traduction',
  /** The reader side by side (issue 42): a translation beside the one read. */
  compareWith: 'Comparer avec (côte à côte)',
  compareNone: 'Aucune',
  book: 'Livre',
  chapter: 'Chapitre',
  word: 'Mot cherché à l’ouverture (facultatif)',
  linkToSite: 'Les liens mènent à ce site (sinon, tout s’ouvre dans le widget)',
  newTab: 'Ouvrir ce site dans un nouvel onglet',
  hideTitle: 'Masquer le titre du widget (votre page a le sien)',
  noPreview: 'Liens seulement, sans aperçu du passage',
  look: 'Apparence',
  scheme: 'Palette',
  schemes: { light: 'Claire', dark: 'Sombre', auto: 'Celle de l’appareil du visiteur' },
  ownColors: 'Vos couleurs',
  accent: 'Accent (liens, bouton principal)',
  background: 'Fond',
  snippetTitle: 'Le code à copier',
  snippetLabel: 'Code HTML du widget, à copier dans votre page',
  copy: 'Copier le code',
  copied: 'Code copié',
  copyFailed: 'Copie impossible : sélectionnez le code et copiez-le.',
  previewTitle: 'Aperçu',
  previewLabel: 'Aperçu du widget dans une page',
} as const;
