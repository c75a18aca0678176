/**
 * A part of the interface loaded on demand (a page of the site, its menu, a
 * panel or a dialog of the widgets) whose code could not be loaded
 * (internal/lazy.tsx): the one definition, for the widgets and the site.
 */
export const part = {
  loadFailed: 'Cette partie n’a pas pu être chargée. Vérifiez votre connexion puis réessayez.',
  retry: 'Réessayer',
  close: 'Fermer',
} as const;
