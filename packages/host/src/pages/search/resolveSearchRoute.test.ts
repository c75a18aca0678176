import { describe, expect, it } from 'vitest';
import { resolveSearchRoute } from './resolveSearchRoute.js';

describe('resolveSearchRoute', () => {
  describe('given valid parameters', () => {
    it.each(['atnt', 'at', 'nt', '1', '9', '10', '40', '59', '60', '66'])('accepts the filter %s', (filter) => {
      expect(resolveSearchRoute({ word: 'amour', filter, exact: 'nex' })).toEqual({ kind: 'search', word: 'amour', filter, exact: 'nex' });
    });

    it.each(['exa', 'nex'] as const)('accepts the mode %s', (exact) => {
      expect(resolveSearchRoute({ word: 'amour', filter: 'atnt', exact })).toMatchObject({ kind: 'search', exact });
    });

    it('collapses the spaces of the word (as the router decoded it)', () => {
      expect(resolveSearchRoute({ word: '  eternel   berger ', filter: 'atnt', exact: 'nex' })).toMatchObject({ word: 'eternel berger' });
    });

    it('keeps quotes, accents and apostrophes of the word', () => {
      expect(resolveSearchRoute({ word: '"L’Éternel est"', filter: 'nt', exact: 'exa' })).toMatchObject({ word: '"L’Éternel est"' });
    });
  });

  describe('given invalid parameters', () => {
    it.each(['', 'AT', 'ATNT', '0', '67', '100', '01', '1e1', ' 3', 'at,nt', 'bible'])('refuses the filter %j', (filter) => {
      expect(resolveSearchRoute({ word: 'amour', filter, exact: 'nex' })).toEqual({ kind: 'invalid', reason: 'filter', value: filter });
    });

    it.each(['', 'EXA', 'exact', 'oui'])('refuses the mode %j', (exact) => {
      expect(resolveSearchRoute({ word: 'amour', filter: 'atnt', exact })).toEqual({ kind: 'invalid', reason: 'exact', value: exact });
    });

    it.each(['', 'ab', '  ab ', '""', '...'])('refuses the word %j (under 3 characters or nothing to look for)', (word) => {
      expect(resolveSearchRoute({ word, filter: 'atnt', exact: 'nex' })).toMatchObject({ kind: 'invalid', reason: 'word' });
    });

    it('refuses missing parameters', () => {
      expect(resolveSearchRoute({})).toMatchObject({ kind: 'invalid' });
    });
  });
});
