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
  /** A body that is not JSON (400). */
  malformedJson: 'Requête invalide : le corps n’est pas un document JSON',
  /** A body sent as anything but JSON (415): what a plain HTML form sends. */
  jsonRequired: 'Requête invalide : le corps doit être envoyé en JSON (Content-Type: application/json)',
  internalError: 'Erreur interne du serveur',
  themeImageNotFound: 'Image de thème introuvable',
  /** A chapter's audio could not be synthesized (500). */
  audioFailed: 'L’audio de ce chapitre n’a pas pu être préparé. Réessayez dans un instant.',
  /** The audio cache's disk is full: no new chapter can be synthesized (507). */
  audioCacheFull: 'Le serveur n’a plus la place de préparer l’audio de ce chapitre.',
} as const;
