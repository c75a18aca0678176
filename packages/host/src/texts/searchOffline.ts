/** Search needs the server: said instead of the results when the device is offline. */
export const searchOffline = {
  title: 'Recherche hors ligne impossible',
  body: 'La recherche a besoin d’une connexion à Internet. Les chapitres déjà lus, et toute la Bible si vous l’avez téléchargée (Infos, « Lire hors ligne »), restent lisibles hors ligne.',
  help: 'Lire hors ligne',
} as const;
