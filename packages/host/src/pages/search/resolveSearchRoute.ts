/**
 * What /rechercher/:word/:filter/:exact means, decided without React so every
 * case can be tested on its own (spec §2 "Search results"):
 * - filter: atnt, at, nt or a book number 1-66 written plainly (no "01", "1e1");
 * - exact: exa or nex;
 * - word: decoded by the router, spaces collapsed, at least 3 characters (spec §5).
 * Anything else is refused with the reason, and the page says it in French
 * rather than asking the API a question it would refuse.
 */
import { normalizeSpaces, searchInputError, type ExactMode, type Scope } from '@parole/bible';

export interface SearchParams {
  word?: string;
  filter?: string;
  exact?: string;
}

export type SearchRoute =
  | { kind: 'search'; word: string; filter: Scope; exact: ExactMode }
  | { kind: 'invalid'; reason: 'word' | 'filter' | 'exact'; value: string };

const BOOK_NUMBER = /^(?:[1-9]|[1-5]\d|6[0-6])$/;

/** True for atnt, at, nt and the book numbers 1 to 66. */
export function isSearchFilter(value: string | undefined): value is Scope {
  return value === 'atnt' || value === 'at' || value === 'nt' || (value !== undefined && BOOK_NUMBER.test(value));
}

export function isExactMode(value: string | undefined): value is ExactMode {
  return value === 'exa' || value === 'nex';
}

export function resolveSearchRoute(params: SearchParams): SearchRoute {
  const { filter = '', exact = '' } = params;
  if (!isSearchFilter(filter)) return { kind: 'invalid', reason: 'filter', value: filter };
  if (!isExactMode(exact)) return { kind: 'invalid', reason: 'exact', value: exact };
  const word = normalizeSpaces(params.word ?? '');
  if (searchInputError(word) !== null) return { kind: 'invalid', reason: 'word', value: word };
  return { kind: 'search', word, filter, exact };
}
