/**
 * The tag cloud's scope (spec, sections 2 and 9): the word `livre` of
 * /tagcloud/{livre} and GET /api/tagcloud/{livre}. Shared so that the API,
 * the site and the embeds accept exactly the same values.
 */
import { BOOK_COUNT } from './canon.js';
import type { Scope } from './contract.js';

/** The scope of /tagcloud without a livre (spec, section 9: "default route nt"). */
export const DEFAULT_WORD_CLOUD_SCOPE: Scope = 'nt';

/** Words of a cloud (spec, section 9). */
export const WORD_CLOUD_LIMIT = 100;

/** A book number written the canonical way: 1-66, no sign, no leading zero. */
const BOOK_NUMBER = /^[1-9]\d?$/;

/**
 * The scope named by `value`, or null when it names none. Only the canonical
 * forms are accepted ('atnt', 'at', 'nt', '1'…'66'): one address per cloud.
 * @example parseWordCloudScope('43') // '43'
 * @example parseWordCloudScope('NT') // null
 * @example parseWordCloudScope('067') // null
 */
export function parseWordCloudScope(value: string): Scope | null {
  if (value === 'atnt' || value === 'at' || value === 'nt') return value;
  if (BOOK_NUMBER.test(value) && Number(value) <= BOOK_COUNT) return value as Scope;
  return null;
}
