import { describe, expect, it } from 'vitest';
import { readPageData } from './page-data.js';

const SEARCH = { name: 'search', input: { word: 'berger', scope: 'atnt', exact: 'nex' }, answer: { versets: [], versetsCount: 0 } };

describe('readPageData', () => {
  it('reads the answers of a page’s data element', () => {
    expect(readPageData(JSON.stringify({ answers: [SEARCH] }))).toEqual([SEARCH]);
  });

  it('reads JSON escaped for a script element as the same answers', () => {
    const word = '</script><!-- & -->';
    const text = JSON.stringify({ answers: [{ ...SEARCH, input: { ...SEARCH.input, word } }] }).replace(/[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    expect(readPageData(text)[0].input).toEqual({ word, scope: 'atnt', exact: 'nex' });
  });

  it.each([
    ['no element', undefined],
    ['an empty element', ''],
    ['text that is not JSON', '{"answers": ['],
    ['JSON of another shape', '[1, 2]'],
    ['answers that are not a list', '{"answers": {}}'],
  ])('gives no answers for %s', (_, text) => {
    expect(readPageData(text)).toEqual([]);
  });

  it.each([
    ['an endpoint the table does not have', { ...SEARCH, name: 'nothing' }],
    ['an inherited name', { ...SEARCH, name: 'toString' }],
    ['a write (POST)', { name: 'login', input: { name: 'a', password: 'b' }, answer: {} }],
    ['no input', { name: 'search', answer: {} }],
    ['an input its path cannot be made from', { name: 'search', input: { scope: 'atnt' }, answer: {} }],
    ['no answer', { name: 'search', input: SEARCH.input }],
  ])('leaves out an answer of %s, keeping the others', (_, entry) => {
    expect(readPageData(JSON.stringify({ answers: [entry, SEARCH] }))).toEqual([SEARCH]);
  });
});
