
export const api = {
  network: 'Impossible de joindre le serveur. Vérifiez votre connexion.',
  timeout: 'Le serveur met trop de temps à répondre. Réessayez dans un instant.',
  canceled: 'La requête a été annulée.',
  notFound: 'Ce contenu est introuvable.',
  unauthorized: 'Veuillez vous connecter pour continuer.',
  server: (status: number) => `Le serveur a rencontré une erreur (${status}). Réessayez plus tard.`,
} as const;
