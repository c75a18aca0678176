/**
 * Every French string the site shows (texts/), as one namespace:
 * `messages.layout.skipLink`.
 *
 * A namespace rather than one object so that the bundler puts each group in
 * the chunk of the code that reads it (an object literal is kept whole, in the
 * entry chunk, as soon as one of its texts is used there).
 */
export * as messages from './texts/index.js';
