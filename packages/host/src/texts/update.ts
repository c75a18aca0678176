/** The service worker's announcements and the offline states (docs/decisions/offline.md). */
export const update = {
  label: 'Mise à jour du site',
  available: 'Une nouvelle version de Parole est disponible.',
  reload: 'Recharger',
  reloading: 'Mise à jour…',
} as const;
