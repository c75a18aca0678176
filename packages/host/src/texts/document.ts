import { SITE_NAME } from './format.js';

export const document = {
  /** Title of the home page (also the static title of index.html). */
  home: 'Parole — La Bible en ligne',
  /** Title of every other page: "Jean 3 — Parole". */
  page: (title: string) => `${title} — ${SITE_NAME}`,
} as const;
