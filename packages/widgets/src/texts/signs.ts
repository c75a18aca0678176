/**
 * Darby's own signs, as the reader and the print layout explain them (issue
 * 41, docs/decisions/translations.md, "Darby's signs shown"): after a
 * chapter that has them, and on each sign.
 */
export const signs = {
  legend: 'Signes du texte',
  /** The `*` of a verse numbered otherwise in other editions, beside its number. */
  renumbered: 'verset numéroté autrement dans d’autres éditions',
  /** The `✶` before a word. */
  star: 'devant « Dieu », l’hébreu El ; devant « Seigneur » (Nouveau Testament), le grec Kurios sans article ; devant des crochets, des mots ajoutés par le traducteur',
  /** Words in square brackets. */
  added: 'mots absents de l’original, ajoutés pour le sens',
} as const;
