export const notFound = {
  title: 'Page introuvable',
  body: "L'adresse demandée ne correspond à aucune page du site.",
  backHome: "Retour à l'accueil",
} as const;
