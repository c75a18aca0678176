export const layout = {
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
} as const;
