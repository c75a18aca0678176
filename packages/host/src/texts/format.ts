/** What several of the site's texts (texts/*.ts) share. */

export const SITE_NAME = 'Parole';

/** French month names, January first (the plan's dates). */
export const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
