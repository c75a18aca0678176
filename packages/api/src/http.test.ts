import { describe, expect, it } from 'vitest';
import { acceptsGzip, ifNoneMatch, strongEtag } from './http.js';

describe('strongEtag', () => {
  it('is a quoted hash that changes with the body', () => {
    expect(strongEtag('a')).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(strongEtag('a')).toBe(strongEtag('a'));
    expect(strongEtag('a')).not.toBe(strongEtag('b'));
  });
});

describe('ifNoneMatch', () => {
  it.each([
    [undefined, false],
    ['"x"', true],
    ['W/"x"', true],
    ['"y", "x"', true],
    ['*', true],
    ['"y"', false],
    ['"xx"', false],
  ])('%j against "x" → %s', (header, expected) => {
    expect(ifNoneMatch(header, '"x"')).toBe(expected);
  });
});

describe('acceptsGzip', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['GZIP', true],
    ['gzip;q=0', false],
    ['identity', false],
    ['*', true],
    ['*;q=0', false],
  ])('%j → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
