/**
 * Every French string the site shows, in one place, so the texts of the
 * specification can be checked against it at a glance. Strings that depend
 * on data are small functions. Names of books come from @parole/bible; the
 * translation's name and copyright come from GET /api/info, never from here.
 *
 * One module per page or part of the layout, read as the namespace `messages`
 * (../messages.ts): a bundle puts each group in the chunk of the code that
 * reads it, so the reading page does not carry the quiz page's texts.
 */

export { document } from './document.js';
export { layout } from './layout.js';
export { menu } from './menu.js';
export { footer } from './footer.js';
export { home } from './home.js';
export { select } from './select.js';
export { read } from './read.js';
export { print } from './print.js';
export { search } from './search.js';
export { plan } from './plan.js';
export { themes } from './themes.js';
export { wordCloud } from './wordCloud.js';
export { quiz } from './quiz.js';
export { login } from './login.js';
export { bookmarks } from './bookmarks.js';
export { pages } from './pages.js';
export { notFound } from './notFound.js';
export { snackbar } from './snackbar.js';
export { update } from './update.js';
export { searchOffline } from './searchOffline.js';
export { offline } from './offline.js';
