/**
 * Every French text the widgets show or announce, in one place so that the
 * specification's exact wording (section 8) can be checked against it.
 * Texts quoted from the specification are marked "spec".
 */

const number = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
/** French typography puts a narrow no-break space before '%'. */
const percent = (value: number) => `${Math.round(value * 100)}\u202f%`;

export const messages = {
  api: {
    network: 'Impossible de joindre le serveur. Vérifiez votre connexion.',
    timeout: 'Le serveur met trop de temps à répondre. Réessayez dans un instant.',
    canceled: 'La requête a été annulée.',
    notFound: 'Ce contenu est introuvable.',
    unauthorized: 'Veuillez vous connecter pour continuer.',
    server: (status: number) => `Le serveur a rencontré une erreur (${status}). Réessayez plus tard.`,
  },

  reader: {
    title: (book: string, chapter: number) => `${book} ${chapter}`,
    loading: 'Chargement du chapitre…',
    retry: 'Réessayer',

    chapters: 'Chapitres',
    chapter: (chapter: number) => `Chapitre ${chapter}`,
    moreChapters: '...',
    moreChaptersLabel: 'Afficher tous les chapitres',

    options: 'Options de lecture',
    /** The column toggle: pressed for two columns, released for one. */
    twoColumns: '2 colonnes',
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
    dieu: 'Noms divins en évidence',

    verses: 'Versets',
    selectionHint: 'Double-cliquez sur un verset (ou appuyez sur Entrée) pour le sélectionner.',
    selection: (reference: string) => `Sélection : ${reference}`,
    copySelection: 'Copier',
    copySelectionLabel: 'Copier les versets sélectionnés',
    copyChapter: 'Copier le chapitre',
    /** spec, section 8 */
    copiedSelection: 'Le(s) verset(s) a(ont) été copié(s) dans le presse-papier',
    /** spec, section 8 */
    copiedChapter: 'Tous les versets ont été copiés dans le presse-papier',
    copyFailed: 'La copie a échoué. Sélectionnez le texte pour le copier vous-même.',
  },

  notice: {
    region: 'Notifications',
    close: 'Fermer',
  },

  embed: {
    unknownWidget: (name: string) => `Widget inconnu : ${name}`,
    missingApi: 'Widget mal configuré : l’attribut data-api est manquant.',
    invalidReference: 'Référence biblique invalide.',
  },
} as const;

export type Messages = typeof messages;
