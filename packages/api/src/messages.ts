/**
 * The French texts the API sends besides the contract's refusals (those are
 * @parole/bible's CONTRACT_MESSAGES, shared with the client): transport
 * errors, in one place, so the wording stays consistent.
 */
export const MESSAGES = {
  notFound: 'Ressource introuvable',
  antiForgery: 'Jeton anti-falsification invalide',
  payloadTooLarge: 'Requête trop volumineuse',
  badRequest: 'Requête invalide',
  internalError: 'Erreur interne du serveur',
  themeImageNotFound: 'Image de thème introuvable',
} as const;
