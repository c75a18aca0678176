/**
 * Every French text the API sends, in one place, so the wording can be
 * checked against the specification and kept consistent.
 */
export const MESSAGES = {
  chapterNotFound: 'Livre ou chapitre introuvable',
  notFound: 'Ressource introuvable',
  antiForgery: 'Jeton anti-falsification invalide',
  payloadTooLarge: 'Requête trop volumineuse',
  badRequest: 'Requête invalide',
  internalError: 'Erreur interne du serveur',
} as const;
