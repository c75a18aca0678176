/** The parallel view of the reader: two or three translations side by side (issue 42). */
export const parallel = {
  /** The button that adds a translation beside the ones read. */
  compare: 'Comparer',
  compareLabel: (name: string) => `Comparer avec ${name}`,
  /** A column's button that takes its translation away. */
  remove: (name: string) => `Retirer ${name} de la comparaison`,
  /** The list of the translations compared. */
  compared: 'Traductions comparées',
  /** The group of rows, for screen readers. */
  rows: 'Versets côte à côte',
  loading: 'Chargement de la comparaison…',
  /** An empty cell: the translation has no verse for these words. */
  absent: 'absent de cette traduction',
  absentWhy: (name: string) =>
    `${name} n’a pas ce verset : le texte original qu’elle traduit ne le contient pas (Darby suit le texte critique, qui l’omet).`,
  /** An empty cell of a row cut at a chapter boundary: the words are in the row beside. */
  elsewhere: 'voir la rangée voisine',
  elsewhereWhy: (name: string) => `Les mots de ce passage sont, chez ${name}, dans le verset de la rangée voisine : les chapitres y sont coupés ailleurs.`,
  /** The selection's action and panel: the selected verses in every translation. */
  compareVerses: 'Comparer les traductions',
  compareVersesLabel: 'Comparer les traductions des versets sélectionnés',
  versesTitle: 'Les versets sélectionnés dans chaque traduction',
  copy: 'Copier',
  copyVerses: (reference: string, name: string) => `Copier ${reference} (${name})`,
  /** A verse's number in a column, with its chapter when it is not the chapter read (Darby's 32:1 beside Segond's 31:55). */
  verseNumber: (chapter: number, verse: number, sameChapter: boolean) => (sameChapter ? String(verse) : `${chapter}:${verse}`),
};
