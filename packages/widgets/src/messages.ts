/**
 * Every French text the widgets show or announce, in one place so that the
 * specification's exact wording (section 8) can be checked against it.
 * Texts quoted from the specification are marked "spec".
 */

import { GAME_ROUNDS, PSEUDO_MAX_LENGTH, PSEUDO_MESSAGES, SEARCH_MAX_RESULTS, SEARCH_MESSAGES } from '@parole/bible';

const number = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
/** Counts with French digit grouping (a narrow no-break space: 1 234). */
const count = (value: number) => new Intl.NumberFormat('fr-FR').format(value);
/** "12 novembre 2026" */
const longDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' });
/** French typography puts a narrow no-break space before '%'. */
const percent = (value: number) => `${Math.round(value * 100)}\u202f%`;
/** "23 nov. 2026, 14:05": when a game was played. */
const gameDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeStyle: 'short' });
/** French month names, January first (the plan's dates). */
const PLAN_MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

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
    /** Starts with what the button shows, its count (WCAG 2.5.3, label in name). */
    historyLabel: (n: number) => `Historique : ${n}`,
    bookmarks: 'Marque-pages',
    bookmarksLabel: (n: number) => `Marque-pages : ${n}`,
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
    // Short enough for one line on a phone, as the answer's title "Trouvé N": the results do not move when it comes.
    loading: 'Recherche…',
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
     * The name of a filter button: what it shows first (abbreviation, count:
     * WCAG 2.5.3, label in name), then the unit and the full name for screen
     * readers: "Gn 12 versets (Genèse)".
     */
    filterLabel: (shown: string, full: string, n: number) => `${shown} ${count(n)} ${n <= 1 ? 'verset' : 'versets'} (${full})`,
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

  /** The themes: the /theme grid (ThemeList) and a theme's verses (ThemeVerses). */
  themes: {
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

  /** The one-year plan (Plan): spec, "One-year plan". */
  plan: {
    title: 'Bible en 1 an',
    /** "1er janvier", "15 mars" */
    date: (month: number, day: number) => `${day === 1 ? '1er' : day} ${PLAN_MONTHS[month - 1]}`,
    /** A day button: "1er", "2", … as French calendars write them, so its name ("1er janvier") starts with it. */
    day: (day: number) => (day === 1 ? '1er' : String(day)),
    heading: (date: string) => `Lectures du ${date}`,
    /** 28 February of a year without 29 February also reads the 29th's chapters. */
    withLeapDay: 'Avec les lectures du 29 février (absent cette année)',
    today: 'Aujourd’hui',
    todayLabel: 'Lectures d’aujourd’hui',
    months: 'Mois',
    /** The month buttons: abbreviated French month names. */
    monthShort: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'] as readonly string[],
    monthLabel: (month: number) => PLAN_MONTHS[month - 1],
    days: (month: number) => `Jours de ${PLAN_MONTHS[month - 1]}`,
    oldTestament: 'Ancien Testament',
    newTestament: 'Nouveau Testament',
    chapter: (book: string, chapter: number) => `${book} ${chapter}`,
    readInReader: (title: string) => `Lire ${title}`,
    read: 'Lu',
    readLabel: (title: string) => `${title} : déjà lu`,
    showText: 'Afficher le texte',
    hideText: 'Masquer le texte',
    textOf: (title: string) => `Texte de ${title}`,
    /** Under the day's chapters while one is heard: what follows its end. */
    audioContinues: 'À la fin d’un chapitre, le suivant de la journée commence.',
    loading: 'Chargement des lectures du jour…',
    retry: 'Réessayer',
    invalidDate: 'Date invalide : choisissez un mois et un jour du calendrier.',
  },

  /** Chapter audio (the reader's player, the plan's buttons): audio/. */
  audio: {
    /** spec, section 8: inside the <audio> element, for browsers without it. */
    unsupported: 'Your browser does not support the audio tag.',
    listen: 'Écouter',
    pause: 'Pause',
    listenLabel: (title: string) => `Écouter ${title}`,
    pauseLabel: (title: string) => `Mettre en pause ${title}`,
    /** The reader's player panel. */
    player: (title: string) => `Lecture audio de ${title}`,
    /** The issue: "The UI says the voice is synthetic." */
    synthetic: 'Voix de synthèse : le texte est lu par un logiciel.',
    /** The reader: what follows a chapter's end. */
    continues: 'À la fin du chapitre, le suivant commence.',
    loading: (title: string) => `Préparation de l’audio de ${title}…`,
    playing: (title: string) => `Lecture de ${title}`,
    paused: (title: string) => `${title} en pause`,
    ended: (title: string) => `${title} : lecture terminée`,
    error: (title: string) => `L’audio de ${title} n’a pas pu être chargé.`,
    retry: 'Réessayer',
  },

  /** The word cloud (WordCloud): spec, "Word cloud". */
  wordCloud: {
    title: 'Nuage de mots',
    /** The scope under the title: "Nouveau Testament", "Jean"… */
    scopeName: (scope: string) =>
      scope === 'atnt' ? 'Toute la Bible' : scope === 'at' ? 'Ancien Testament' : scope === 'nt' ? 'Nouveau Testament' : scope,
    scopes: 'Portée du nuage',
    /** spec: buttons Bible/AT/NT */
    bible: 'Bible',
    at: 'AT',
    nt: 'NT',
    bibleLabel: 'Toute la Bible',
    atLabel: 'Ancien Testament',
    ntLabel: 'Nouveau Testament',
    atBooks: 'Livre de l’Ancien Testament',
    ntBooks: 'Livre du Nouveau Testament',
    chooseBook: 'Choisir un livre…',
    loading: 'Chargement des mots…',
    /** Shown while d3-cloud places the words (the help page: "Attendre qq secs ..."). */
    computing: 'Calcul du nuage…',
    summary: (count: number) => `${count} mots les plus fréquents, du plus employé au moins employé`,
    words: 'Mots du nuage',
    word: (word: string, uses: number) => `${word} (${count(uses)} fois)`,
    searchWord: (word: string, uses: number) => `Rechercher « ${word} » (${count(uses)} fois)`,
    dropped: (n: number) =>
      n === 1 ? 'Un mot n’a pas trouvé de place dans le nuage ; il reste dans la liste.' : `${n} mots n’ont pas trouvé de place dans le nuage ; ils restent dans la liste.`,
    empty: 'Aucun mot n’est employé plus d’une fois ici.',
    layoutFailed: 'Le nuage ne peut pas être dessiné dans ce navigateur ; voici la liste des mots.',
    retry: 'Réessayer',
  },

  /** The quiz (Quiz): spec, "Game", sections 4, 5 and 9. */
  quiz: {
    title: 'Jeu biblique',
    rulesTitle: 'Règles du jeu',
    rules: [
      `${GAME_ROUNDS} versets tirés au hasard vous sont proposés, l’un après l’autre.`,
      'Pour chacun, trouvez le livre de la Bible d’où il vient, parmi les 66 livres.',
      'Le chrono tourne dès le premier verset : les bonnes réponses comptent d’abord, puis le temps.',
      'Les meilleures parties entrent au tableau des meilleurs scores, sous votre pseudo.',
    ] as readonly string[],
    /** spec, "Game": the nickname input */
    pseudo: 'Pseudo',
    /** The input's counter (spec, section 5: "input counter 12"), shown "4/12". */
    counter: (n: number) => `${n}/${PSEUDO_MAX_LENGTH}`,
    counterLabel: (n: number) => `${n} ${n <= 1 ? 'caractère' : 'caractères'} sur ${PSEUDO_MAX_LENGTH} au maximum`,
    /** spec, sections 5 and 8 */
    pseudoRequired: PSEUDO_MESSAGES.required,
    /** spec, sections 5 and 8 */
    pseudoLength: PSEUDO_MESSAGES.length,
    /** spec, "Game" */
    play: '(Re) Jouer',
    starting: 'Création de la partie…',
    resume: 'Reprendre la partie en cours',
    lastGames: 'Dernières parties',
    bestGames: 'Meilleures parties',
    columnPseudo: 'Pseudo',
    columnScore: 'Score',
    columnTime: 'Temps',
    columnDate: 'Date',
    /** "7/10" */
    score: (correct: number) => `${correct}/${GAME_ROUNDS}`,
    date: (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? '' : gameDate.format(date);
    },
    /** After the nickname in a table's link, for assistive technology. */
    openGame: ' : voir la partie',
    gamesLoading: 'Chargement des parties…',
    gamesEmpty: 'Aucune partie terminée pour l’instant.',
    retry: 'Réessayer',

    round: (n: number) => `Verset ${n} sur ${GAME_ROUNDS}`,
    player: (pseudo: string) => `Joueur : ${pseudo}`,
    timer: 'Temps',
    attempts: 'Essais',
    attemptCorrect: (n: number) => `Essai ${n} : juste`,
    attemptWrong: (n: number) => `Essai ${n} : faux`,
    attemptCurrent: (n: number) => `Essai ${n} : en cours`,
    attemptPending: (n: number) => `Essai ${n} : à venir`,
    /** spec, section 4: from attempt 2, the previous answer's book */
    previous: (answered: string, right: string, correct: boolean) =>
      correct ? `Réponse précédente : ${answered} — juste` : `Réponse précédente : ${answered} — c’était ${right}`,
    verse: 'Verset à situer',
    question: 'De quel livre vient ce verset ?',
    books: 'Livres de la Bible',
    oldTestament: 'Ancien Testament',
    newTestament: 'Nouveau Testament',
    answering: 'Réponse envoyée…',
    verseLoading: 'Chargement du verset…',
    /** An answer that did not reach the server: the same round is still to answer. */
    answerFailed: (message: string) => `${message} Choisissez à nouveau un livre.`,
    lostTitle: 'Partie interrompue',
    backHome: 'Retour à l’accueil du jeu',

    summaryLoading: 'Chargement de la partie…',
    summaryFailed: 'Partie indisponible',
    summaryTitle: (pseudo: string) => `Partie de ${pseudo}`,
    playedOn: (date: string) => `Jouée le ${date}`,
    startedOn: (date: string) => `Commencée le ${date}`,
    scoreLabel: 'Score',
    timeLabel: 'Temps',
    inProgress: (answered: number) =>
      `Partie en cours : ${answered} ${answered <= 1 ? 'verset joué' : 'versets joués'} sur ${GAME_ROUNDS}.`,
    continue: 'Continuer la partie',
    /** spec, "Game" */
    replay: 'Rejouer',
    rounds: 'Versets de la partie',
    roundTitle: (n: number) => `Verset ${n}`,
    correct: 'Juste',
    wrong: 'Faux',
    rightBook: (name: string) => `Livre : ${name}`,
    answeredBook: (name: string) => `Réponse donnée : ${name}`,
    /** "Jean 3:16" */
    reference: (book: string, chapter: number, verse: number) => `${book} ${chapter}:${verse}`,
    readLabel: (reference: string) => `Lire ${reference} dans son chapitre`,
    noRounds: 'Aucun verset n’a encore reçu de réponse.',
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
    invalidDate: 'Date du plan de lecture invalide.',
    invalidWordCloud: 'Nuage de mots invalide : data-livre vaut atnt, at, nt ou un numéro de livre de 1 à 66.',
    backToCloud: 'Retour au nuage',
    invalidTestament: 'Testament invalide : data-testament vaut at (Ancien Testament) ou nt (Nouveau Testament).',
    loadFailed: 'Le widget n’a pas pu être chargé. Vérifiez votre connexion puis rechargez la page.',
  },
} as const;

export type Messages = typeof messages;
