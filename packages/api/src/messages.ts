/**
 * Every French text the API sends, in one place, so the wording can be
 * checked against the specification and kept consistent.
 */
import { SEARCH_MESSAGES } from '@parole/bible';

/** Longest search input accepted, in characters after trimming and collapsing spaces. */
export const SEARCH_MAX_LENGTH = 200;

export const MESSAGES = {
  chapterNotFound: 'Livre ou chapitre introuvable',
  notFound: 'Ressource introuvable',
  antiForgery: 'Jeton anti-falsification invalide',
  payloadTooLarge: 'Requête trop volumineuse',
  badRequest: 'Requête invalide',
  internalError: 'Erreur interne du serveur',
  /** Spec, sections 5 and 8 (the same texts as the client's). */
  searchMinLength: SEARCH_MESSAGES.minLength,
  searchReference: SEARCH_MESSAGES.notWithReference,
  searchTooLong: `Recherche trop longue (${SEARCH_MAX_LENGTH} caractères au plus)`,
  searchFilter: 'Filtre de recherche invalide (atnt, at, nt ou un numéro de livre de 1 à 66)',
  searchExact: 'Mode de recherche invalide (exa ou nex)',
  themeNotFound: 'Thème introuvable',
  themeImageNotFound: 'Image de thème introuvable',
  wordCloudScope: 'Nuage de mots invalide (atnt, at, nt ou un numéro de livre de 1 à 66)',
  /** GET /api/bible1an/{m}/{d}: a month and day that are not a date of the year. */
  planDate: 'Date invalide : le mois va de 1 à 12 et le jour doit exister dans ce mois',
  planLeapDay: (year: number) => `Date invalide : le 29 février n’existe pas en ${year} (ses lectures sont au 28 février)`,
  planYear: 'Année invalide (4 chiffres, par exemple 2027)',
} as const;
