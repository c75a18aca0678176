/**
 * Every French text the widgets show or announce, in one place so that the
 * specification's exact wording (section 8) can be checked against it.
 * Texts quoted from the specification are marked "spec".
 *
 * One module per widget or concern (texts/*.ts), read as the namespace
 * `messages` (messages.ts): a bundle puts each group in the chunk of the code
 * that reads it, so the site's reading page does not carry the quiz's texts.
 */

export { api } from './api.js';
export { reader } from './reader.js';
export { searchBox } from './searchBox.js';
export { history } from './history.js';
export { results } from './results.js';
export { bookmarks } from './bookmarks.js';
export { themes } from './themes.js';
export { dialog } from './dialog.js';
export { plan } from './plan.js';
export { audio } from './audio.js';
export { wordCloud } from './wordCloud.js';
export { quiz } from './quiz.js';
export { notice } from './notice.js';
export { embed } from './embed.js';
export { part } from './part.js';
export { signs } from './signs.js';
export { references } from './references.js';
export { parallel } from './parallel.js';
