/**
 * Every French text of the widgets (texts/), as one namespace: `messages.reader.loading`.
 *
 * A namespace rather than one object so that bundlers keep only the groups a
 * page's code reads (the site's reading page does not carry the quiz's texts);
 * an object literal is kept whole as soon as one of its texts is used.
 */
export * as messages from './texts/index.js';
import type * as texts from './texts/index.js';

export type Messages = typeof texts;
