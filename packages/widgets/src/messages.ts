/**
 * Every French text the widgets show or announce, in one place so that the
 * specification's exact wording (section 8) can be checked against it.
 * Texts quoted from the specification are marked "spec".
 */

import { SEARCH_MAX_RESULTS, SEARCH_MESSAGES } from '@parole/bible';

const number = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
/** Counts with French digit grouping (a narrow no-break space: 1 234). */
const count = (value: number) => new Intl.NumberFormat('fr-FR').format(value);
/** "12 novembre 2026" */
const longDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' });
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
    bookmark: 'Marque-page',
    bookmarkSelectionLabel: 'Ajouter les versets sélectionnés aux marque-pages',
    bookmarkChapterLabel: 'Ajouter le chapitre aux marque-pages',
    bookmarked: (reference: string) => `Marque-page ajouté : ${reference}`,
  },

  /** The top bar's search controls (SearchBox). */
  searchBox: {
    region: 'Recherche',
    label: 'Rechercher',
    placeholder: 'Mot, "expression" ou ..jean 3.16',
    submit: 'Rechercher',
    /** The mobile search toggle (spec, "Layout"). */
    toggle: 'Rechercher',
    toggleLabel: 'Afficher la recherche',
    /** The quote button: its glyph is visible, this is its name. */
    quote: '« »',
    quoteLabel: 'Expression entre guillemets',
    exact: 'Exact',
    exactTitle: 'Mots entiers uniquement',
    history: 'Historique',
    historyLabel: (n: number) => `Historique (${n})`,
    bookmarks: 'Marque-pages',
    bookmarksLabel: (n: number) => `Marque-pages (${n})`,
    /** spec, sections 5 and 8 */
    minLength: SEARCH_MESSAGES.minLength,
    /** spec, sections 5 and 8 */
    badReference: SEARCH_MESSAGES.badReference,
    /** spec, sections 5 and 8 */
    notWithReference: SEARCH_MESSAGES.notWithReference,
  },

  /** The search history panel (spec, "Layout": a chip list with an edit mode). */
  history: {
    title: 'Historique des recherches',
    empty: "Aucune recherche dans l'historique.",
    edit: 'Modifier',
    editLabel: "Modifier l'historique",
    remove: (word: string) => `Retirer « ${word} » de l'historique`,
    clear: 'Tout effacer',
    /** spec, section 4 */
    clearPurpose: "Effacer tout l'historique",
    close: 'Fermer',
  },

  /** The /rechercher page body (SearchResults). */
  results: {
    /** spec, "Search results" */
    found: (n: number) => `Trouvé ${count(n)}`,
    /** spec, "Search results": shown when the count exceeds the cap */
    max: `(Max : ${SEARCH_MAX_RESULTS})`,
    maxLabel: `seuls les ${SEARCH_MAX_RESULTS} premiers versets sont affichés`,
    query: (word: string) => `« ${word} »`,
    exact: 'mots entiers',
    loading: 'Recherche en cours…',
    failed: 'Recherche impossible',
    /** spec, section 8 */
    noResult: SEARCH_MESSAGES.noResult,
    retry: 'Réessayer',
    filters: 'Filtres',
    filtersLabel: 'Filtrer les résultats',
    books: 'Par livre',
    /** The filter buttons (spec, "Search results"). */
    filterBible: 'BIBLE',
    filterAT: 'AT',
    filterNT: 'NT',
    filterBibleLabel: 'Toute la Bible',
    filterATLabel: 'Ancien Testament',
    filterNTLabel: 'Nouveau Testament',
    /**
     * The name of a filter button: what it shows (abbreviation, count), with
     * the full name and the unit for screen readers: "Gn (Genèse) : 12 versets".
     */
    filterLabel: (shown: string, full: string, n: number) => `${shown} (${full}) : ${count(n)} ${n <= 1 ? 'verset' : 'versets'}`,
    capped: `Seuls les ${SEARCH_MAX_RESULTS} premiers versets sont affichés : précisez la recherche ou choisissez un livre.`,
    count,
    verses: 'Versets trouvés',
  },

  /** Device bookmarks (BookmarksList). */
  bookmarks: {
    title: 'Marque-pages',
    empty: 'Aucun marque-page. Dans la lecture, « Marque-page » garde les versets sélectionnés ou le chapitre sur cet appareil.',
    remove: (reference: string) => `Retirer le marque-page ${reference}`,
    clear: 'Tout effacer',
    clearPurpose: 'Effacer tous les marque-pages',
    date: (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? '' : `Ajouté le ${longDate.format(date)}`;
    },
  },

  /** Modal dialogs (spec, section 8). */
  dialog: {
    /** spec, section 8 */
    confirmTitle: 'Confirmation',
    /** spec, section 8 */
    confirmText: 'Vraiment bien sûr ?',
    /** spec, section 8 */
    cancel: 'Annuler',
    /** spec, section 8: the default confirm label, which may be customised */
    confirm: 'Supprimer',
    infoTitle: 'Information',
    ok: 'OK',
  },

  notice: {
    region: 'Notifications',
    close: 'Fermer',
  },

  embed: {
    unknownWidget: (name: string) => `Widget inconnu : ${name}`,
    missingApi: 'Widget mal configuré : l’attribut data-api est manquant.',
    invalidReference: 'Référence biblique invalide.',
    invalidFilter: 'Filtre de recherche invalide.',
    backToResults: 'Retour aux résultats',
  },
} as const;

export type Messages = typeof messages;
