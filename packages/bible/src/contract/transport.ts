/**
 * What every request carries besides its path (specification, section 7):
 * the anti-forgery scheme's cookie and header (Laravel Sanctum's names, which
 * the client speaks), and the header that marks the site's own requests.
 */

/** The cookie GET /sanctum/csrf-cookie sets, readable by the page's script. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** The header a state-changing request echoes the cookie in. */
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/** Sent with every request of the client (spec, section 7). */
export const REQUESTED_WITH = { name: 'X-Requested-With', value: 'XMLHttpRequest' } as const;
