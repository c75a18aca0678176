/**
 * Every French string the site shows, in one place, so the texts of the
 * specification can be checked against it at a glance. Strings that depend
 * on data are small functions. Names of books come from @parole/bible; the
 * translation's name and copyright come from GET /api/info, never from here.
 */

export const SITE_NAME = 'Parole';

/** French month names, January first (the plan's dates). */
const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

export const messages = {
  document: {
    /** Title of the home page (also the static title of index.html). */
    home: 'Parole — La Bible en ligne',
    /** Title of every other page: "Jean 3 — Parole". */
    page: (title: string) => `${title} — ${SITE_NAME}`,
  },

  layout: {
    skipLink: 'Aller au contenu',
    logo: 'Parole',
    logoLabel: "Parole, retour à l'accueil",
    topBarLabel: 'Barre principale',
    booksShortcut: 'Livres',
    booksShortcutLabel: 'Liste des livres',
    /** The toggle's name stays the same; aria-expanded tells whether the menu is open. */
    menuToggle: 'Menu',
    menuClose: 'Fermer le menu',
    menuTitle: 'Menu',
    menuNavLabel: 'Menu principal',
    loading: 'Chargement…',
  },

  menu: {
    books: 'LIVRES',
    plan: 'BIBLE 1 AN',
    game: 'JEU BIBLIQUE',
    wordCloud: 'TAG CLOUD',
    help: 'INFOS',
    logout: (name: string) => `LOGOUT (${name})`,
  },

  footer: {
    label: 'Pied de page',
    /** The product mark: "Parole © 2026". */
    mark: (year: number) => `${SITE_NAME} © ${year}`,
    badge: 'V2',
    badgeLabel: 'Version 2 du site',
    contact: 'Contact\u00a0:',
  },

  home: {
    invitationTitle: 'Verset à méditer',
    tilesLabel: 'Accès rapides',
  },

  select: {
    title: 'Livres',
    oldTestament: 'Ancien Testament',
    newTestament: 'Nouveau Testament',
  },

  read: {
    notFound: 'Livre ou chapitre introuvable',
    notFoundHelp: "Ce livre ou ce chapitre n'existe pas dans la Bible.",
    backToBooks: 'Choisir un livre',
    print: 'Imprimer le chapitre',
    printLabel: (reference: string) => `Imprimer le chapitre (${reference}, nouvel onglet)`,
  },

  print: {
    version: (name: string) => `Version : ${name}`,
    back: 'Retour à la lecture',
    loadError: "Le chapitre n'a pas pu être chargé.",
  },

  search: {
    /** Title of a results page: "Recherche : amour — Parole". */
    title: (word: string) => `Recherche : ${word}`,
    /** Confirmation of a reference jump (spec §8). */
    referenceAdded: "Verset dans ou ajouté à l'historique",
    invalidTitle: 'Recherche impossible',
    invalidFilter: (filter: string) =>
      `Le filtre « ${filter} » n'existe pas : il faut atnt (toute la Bible), at, nt ou un numéro de livre de 1 à 66.`,
    invalidExact: (exact: string) => `Le mode « ${exact} » n'existe pas : il faut exa (mot exact) ou nex.`,
    backHome: "Retour à l'accueil",
  },

  plan: {
    /** Document title: "Bible en 1 an : 1er janvier — Parole". */
    title: (month: number, day: number) => `Bible en 1 an : ${day === 1 ? '1er' : day} ${MONTHS[month - 1]}`,
    invalidTitle: 'Date invalide',
    invalidDate: (year: number) => `Cette date n’existe pas en ${year} : le mois va de 1 à 12 et le jour doit exister dans ce mois.`,
    today: 'Voir les lectures d’aujourd’hui',
  },

  themes: {
    /** Document title of /theme/:id until the theme's name is known. */
    title: 'Thème',
    invalidTitle: 'Thème introuvable',
    invalid: (id: string) => `Le thème « ${id} » n'existe pas : choisissez un thème dans la liste.`,
    /** spec, "Themes": the detail's back link */
    back: 'Retour aux thèmes',
  },

  wordCloud: {
    /** Document title: "Nuage de mots : Nouveau Testament — Parole". */
    title: (scope: string) => `Nuage de mots : ${scope}`,
    invalidTitle: 'Nuage de mots impossible',
    invalid: (book: string) =>
      `Le nuage « ${book} » n'existe pas : il faut atnt (toute la Bible), at, nt ou un numéro de livre de 1 à 66.`,
    backHome: "Retour à l'accueil",
  },

  /** The quiz's pages /jeu, /joue, /joue/:book, /partie/:game (the widget shows the rest). */
  quiz: {
    invalidGameTitle: 'Partie introuvable',
    invalidGame: (text: string) => `« ${text} » n'est pas une partie : les parties jouées sont dans les tableaux du jeu.`,
    backToGame: 'Retour au jeu',
    invalidBookTitle: 'Livre introuvable',
    invalidBook: (text: string) => `« ${text} » n'est pas un livre de la Bible : les livres vont de 1 à 66.`,
    backToPlay: 'Reprendre le jeu',
  },

  /** The login page (spec §2 "Login page"); its failure message is the contract's (`loginFailed`) or the server's. */
  login: {
    name: 'Nom d’utilisateur',
    password: 'Mot de passe',
    showPassword: 'Afficher le mot de passe',
    submit: 'Connecter',
    back: 'Retour',
    nameRequired: 'Le nom d’utilisateur est obligatoire.',
    passwordRequired: 'Le mot de passe est obligatoire.',
  },

  bookmarks: {
    title: 'Marque-pages',
    close: 'Fermer les marque-pages',
  },

  /** Titles of the pages (document titles, and those of the pages later issues will build). */
  pages: {
    plan: 'Bible en 1 an',
    themes: 'Thèmes',
    theme: 'Thème',
    game: 'Jeu biblique',
    play: 'Jouer',
    gameSummary: 'Résumé de la partie',
    login: 'Se connecter',
    help: 'Infos',
  },

  notFound: {
    title: 'Page introuvable',
    body: "L'adresse demandée ne correspond à aucune page du site.",
    backHome: "Retour à l'accueil",
  },

  snackbar: {
    close: 'Fermer le message',
  },

  /** The service worker's announcements and the offline states (docs/decisions/offline.md). */
  update: {
    label: 'Mise à jour du site',
    available: 'Une nouvelle version de Parole est disponible.',
    reload: 'Recharger',
    reloading: 'Mise à jour…',
  },

  /** Search needs the server: said instead of the results when the device is offline. */
  searchOffline: {
    title: 'Recherche hors ligne impossible',
    body: 'La recherche a besoin d’une connexion à Internet. Les chapitres déjà lus, et toute la Bible si vous l’avez téléchargée (Infos, « Lire hors ligne »), restent lisibles hors ligne.',
    help: 'Lire hors ligne',
  },

  /** "Lire hors ligne", a section of the help page (/aide#hors-ligne). */
  offline: {
    title: 'Lire hors ligne',
    intro:
      'Les pages que vous avez ouvertes restent lisibles sans connexion. Pour lire n’importe quel chapitre sans connexion, téléchargez toute la Bible sur cet appareil.',
    measuring: 'Calcul de la taille…',
    sizeUnknown: 'La taille du téléchargement n’a pas pu être obtenue : une connexion à Internet est nécessaire pour télécharger la Bible.',
    /** "Toute la Bible : 1 189 chapitres, environ 4,2 Mo à télécharger (14 Mo sur l’appareil)." */
    size: (chapters: string, transfer: string, stored: string) =>
      `Toute la Bible : ${chapters} chapitres, environ ${transfer} à télécharger (${stored} sur l’appareil).`,
    download: 'Lire hors ligne',
    resume: 'Reprendre le téléchargement',
    cancel: 'Annuler',
    remove: 'Supprimer la Bible hors ligne',
    progressLabel: 'Téléchargement de la Bible',
    /** "523 chapitres sur 1 189" */
    progress: (done: string, total: string) => `${done} chapitres sur ${total}`,
    partial: (done: string, total: string) => `${done} chapitres sur ${total} sont téléchargés.`,
    done: (total: string) => `Toute la Bible (${total} chapitres) est disponible hors ligne sur cet appareil.`,
    removed: 'La Bible hors ligne a été supprimée de cet appareil.',
    failed: 'Le téléchargement s’est interrompu. Vérifiez la connexion, puis reprenez-le : les chapitres déjà téléchargés sont gardés.',
    unsupported: 'Ce navigateur ne permet pas de lire la Bible hors ligne.',
  },
} as const;
