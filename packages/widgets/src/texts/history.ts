/** The search history panel (spec, "Layout": a chip list with an edit mode). */
export const history = {
  title: 'Historique des recherches',
  empty: "Aucune recherche dans l'historique.",
  edit: 'Modifier',
  editLabel: "Modifier l'historique",
  remove: (word: string) => `Retirer « ${word} » de l'historique`,
  clear: 'Tout effacer',
  /** spec, section 4 */
  clearPurpose: "Effacer tout l'historique",
  close: 'Fermer',
} as const;
