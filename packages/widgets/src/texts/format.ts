/** Number and date formats of the widgets' French texts (texts/*.ts). */

export const number = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
/** Counts with French digit grouping (a narrow no-break space: 1 234). */
export { formatCount as count } from '@parole/bible';
/** "12 novembre 2026" */
export const longDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' });
/** French typography puts a narrow no-break space before '%'. */
export const percent = (value: number) => `${Math.round(value * 100)}\u202f%`;
/** "23 nov. 2026, 14:05": when a game was played. */
export const gameDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeStyle: 'short' });
/** French month names, January first (the plan's dates). */
export const PLAN_MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
