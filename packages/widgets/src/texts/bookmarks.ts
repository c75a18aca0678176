import { longDate } from './format.js';

/** Device bookmarks (BookmarksList). */
export const bookmarks = {
  title: 'Marque-pages',
  empty: 'Aucun marque-page. Dans la lecture, « Marque-page » garde les versets sélectionnés ou le chapitre sur cet appareil.',
  remove: (reference: string) => `Retirer le marque-page ${reference}`,
  clear: 'Tout effacer',
  clearPurpose: 'Effacer tous les marque-pages',
  date: (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? '' : `Ajouté le ${longDate.format(date)}`;
  },
} as const;
