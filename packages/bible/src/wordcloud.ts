/**
 * The word cloud's constants (spec, sections 2 and 9). Its scope is the
 * contract's `scopeParam` (contract/params.ts), as for a search.
 */
import type { Scope } from './contract/types.js';

/** The scope of /tagcloud without one (spec, section 9: "default route nt"). */
export const DEFAULT_WORD_CLOUD_SCOPE: Scope = 'nt';

/** Words of a cloud (spec, section 9). */
export const WORD_CLOUD_LIMIT = 100;
