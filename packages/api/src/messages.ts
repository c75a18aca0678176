/**
 * What failed when the AI provider did not answer (ai/call.ts): each is
 * the detail of REFUSALS.aiProviderFailed, after the specification's failure text (aiFailureMessage of
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
