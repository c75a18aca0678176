/** The reading page's texts about its translation (issue 41): loaded with the page, not in the first load. */
export const readTranslation = {
  /** Verses of the place switched from that the other translation does not have: the nearest is selected instead. */
  absent: (reference: string, translation: string) =>
    `${reference} n’existe pas dans la version ${translation} : le verset le plus proche est sélectionné.`,
  /** An address whose translation the contract refuses for its shape (the message says which ones exist). */
  refusedTitle: 'Traduction inconnue',
  readChapter: 'Lire ce chapitre',
} as const;
