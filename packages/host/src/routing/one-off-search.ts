/**
 * A results page that searches in a mode the reader did not choose: a word
 * of the cloud is searched in whole words once (issue 47), and the reader's
 * own mode (the exact button's, kept on the device) stays theirs. The mark
 * rides in the history entry's state, not in the address: the address stays
 * the specification's /rechercher/:word/:filter/:exact, and Back, Forward and
 * a reload keep the mark with the page.
 */

/** The history state of a page reached by a one-off search: `navigate(to, { state: ONE_OFF_SEARCH })`. */
export const ONE_OFF_SEARCH = { oneOffSearch: true } as const;

/**
 * Whether the history entry's state marks a one-off search.
 * @example isOneOffSearch(useLocation().state) // true after a word of the cloud
 */
export function isOneOffSearch(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { oneOffSearch?: unknown }).oneOffSearch === true;
}
