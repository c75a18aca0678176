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
  /** A chapter's audio could not be synthesized (500). */
  audioFailed: 'L’audio de ce chapitre n’a pas pu être préparé. Réessayez dans un instant.',
  /** Every search thread is busy and too many searches wait (503, with Retry-After). */
  searchBusy: 'Le serveur reçoit trop de recherches en ce moment : réessayez dans un instant.',
  /** The thread running a search stopped (500); the pool has started another. */
  searchFailed: 'La recherche a échoué sur le serveur : réessayez.',
  /** The shared state database (PostgreSQL) cannot be reached or did not answer in time (503, with Retry-After). */
  stateUnavailable: 'Le service est momentanément indisponible : réessayez dans un instant.',
  /** Too many chapters are being synthesized for a new one to start (503, with Retry-After); one being made is still shared. */
  audioBusy: 'Le serveur prépare déjà beaucoup de chapitres à écouter : réessayez dans quelques secondes.',
  /** The audio cache's disk is full: no new chapter can be synthesized (507). */
  audioCacheFull: 'Le serveur n’a plus la place de préparer l’audio de ce chapitre.',
} as const;

/**
 * What failed when the AI provider did not answer (routes/ai.ts): each is
 * the detail after the specification's failure text (aiFailureMessage of
 * @parole/bible), written by us; the provider's own text is never passed on
 * (docs/decisions/ai.md, "Errors").
 */
export const AI_PROVIDER_MESSAGES = {
  timeout: (seconds: number) => `Le fournisseur d’IA n’a pas répondu dans les ${seconds} secondes.`,
  network: 'Le fournisseur d’IA est injoignable.',
  rateLimit: 'Le fournisseur d’IA limite le nombre de demandes (429).',
  accessRefused: (status: number) => `Le fournisseur d’IA a refusé l’accès de ce serveur (${status}).`,
  modelUnavailable: 'Ce modèle n’est pas disponible chez le fournisseur d’IA (404).',
  refused: (status: number) => `Le fournisseur d’IA a refusé la demande (${status}).`,
  unavailable: (status: number | undefined) => `Le fournisseur d’IA est en erreur${status === undefined ? '' : ` (${status})`}.`,
  malformed: 'Le fournisseur d’IA a envoyé une réponse illisible.',
  empty: 'Le modèle n’a rien répondu : augmentez les tokens max ou choisissez un autre modèle.',
  /** Added to an answer cut at `maxtokens` (markdown). */
  truncated: '*(Réponse interrompue : la limite de tokens est atteinte.)*',
} as const;
