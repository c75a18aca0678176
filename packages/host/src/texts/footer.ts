import { SITE_NAME } from './format.js';

export const footer = {
  label: 'Pied de page',
  /** The product mark: "Parole © 2026". */
  mark: (year: number) => `${SITE_NAME} © ${year}`,
  badge: 'V2',
  badgeLabel: 'Version 2 du site',
  contact: 'Contact\u00a0:',
  /** The link to the help's section on the widgets for other sites. */
  embed: 'Intégrer Parole sur votre site',
} as const;
