import { count } from './format.js';

/** The word cloud (WordCloud): spec, "Word cloud". */
export const wordCloud = {
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
} as const;
