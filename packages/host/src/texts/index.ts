/**
 * Every French string the site shows, in one place, so the texts of the
 * specification can be checked against it at a glance. Strings that depend
 * on data are small functions. Names of books come from @parole/bible; the
 * translation's name and copyright come from GET /api/info, never from here.
 *
 * One module per page or part of the layout. What the layout and the pages
 * of the entry chunk read is the namespace `messages` (../messages.ts); a
 * page loaded on demand imports its own module directly (`quiz`, `login`,
 * `offline`…): the entry chunk takes every module the namespace names,
 * read or not, so the namespace names none of theirs (issue 46: the first
 * load carried every page's texts).
 */

export { document } from './document.js';
export { layout } from './layout.js';
export { menu } from './menu.js';
export { footer } from './footer.js';
export { home } from './home.js';
export { select } from './select.js';
export { read } from './read.js';
export { search } from './search.js';
export { bookmarks } from './bookmarks.js';
export { pages } from './pages.js';
export { notFound } from './notFound.js';
export { snackbar } from './snackbar.js';
export { update } from './update.js';
