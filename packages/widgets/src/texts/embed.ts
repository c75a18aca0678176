import { SEARCH_MAX_RESULTS } from '@parole/bible';

export const embed = {
  unknownWidget: (name: string) => `Widget inconnu : ${name}`,
  missingApi: 'Widget mal configuré : l’attribut data-api est manquant.',
  invalidReference: 'Référence biblique invalide.',
  invalidFilter: 'Filtre de recherche invalide.',
  invalidMaxResults: `Nombre de résultats invalide : data-max-results vaut un nombre entier de 1 à ${SEARCH_MAX_RESULTS}.`,
  backToResults: 'Retour aux résultats',
  invalidDate: 'Date du plan de lecture invalide.',
  invalidWordCloud: 'Nuage de mots invalide : data-livre vaut atnt, at, nt ou un numéro de livre de 1 à 66.',
  backToCloud: 'Retour au nuage',
  invalidTestament: 'Testament invalide : data-testament vaut at (Ancien Testament) ou nt (Nouveau Testament).',
  loadFailed: 'Le widget n’a pas pu être chargé. Vérifiez votre connexion puis rechargez la page.',
} as const;
