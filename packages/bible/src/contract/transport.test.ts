import { describe, expect, it } from 'vitest';
import { SECURE_XSRF_COOKIE, XSRF_COOKIE, xsrfTokenFrom } from './transport.js';

describe('xsrfTokenFrom', () => {
  it('names the HTTPS cookie with the __Host- prefix', () => {
    expect(SECURE_XSRF_COOKIE).toBe(`__Host-${XSRF_COOKIE}`);
  });

  it.each([
    ['the HTTPS cookie alone', '__Host-XSRF-TOKEN=abc', 'abc'],
    ['the plain-HTTP cookie alone', 'XSRF-TOKEN=abc', 'abc'],
    ['among other cookies', 'theme=dark; XSRF-TOKEN=abc; lang=fr', 'abc'],
    ['with spaces around', '  XSRF-TOKEN = abc ;x=1', 'abc'],
  ])('reads the token from %s', (_, cookies, token) => {
    expect(xsrfTokenFrom(cookies)).toBe(token);
  });

  it.each([
    ['__Host- first', '__Host-XSRF-TOKEN=secure; XSRF-TOKEN=plain'],
    ['__Host- last', 'XSRF-TOKEN=plain; __Host-XSRF-TOKEN=secure'],
  ])('prefers the __Host- cookie when both are there (%s)', (_, cookies) => {
    expect(xsrfTokenFrom(cookies)).toBe('secure');
  });

  it('falls back on the plain cookie when the __Host- one is empty', () => {
    expect(xsrfTokenFrom('__Host-XSRF-TOKEN=; XSRF-TOKEN=plain')).toBe('plain');
  });

  it('keeps the first of two cookies of one name (the browser lists the longest path first)', () => {
    expect(xsrfTokenFrom('XSRF-TOKEN=first; XSRF-TOKEN=second')).toBe('first');
  });

  it.each([
    ['nothing', ''],
    ['other cookies', 'theme=dark; lang=fr'],
    ['empty values', 'XSRF-TOKEN=; __Host-XSRF-TOKEN='],
    ['a name that merely ends with it', 'MY-XSRF-TOKEN=x'],
    ['a name that merely ends with the __Host- one', 'X__Host-XSRF-TOKEN=x; my__Host-XSRF-TOKEN=y'],
    ['a name that merely starts with it', 'XSRF-TOKEN2=x; __Host-XSRF-TOKENS=y'],
    ['the name in another case', 'xsrf-token=x; __host-xsrf-token=y'],
    ['the name as a value', 'other=XSRF-TOKEN=x'],
    ['the name without a value', 'XSRF-TOKEN; __Host-XSRF-TOKEN'],
  ])('finds no token in %s', (_, cookies) => {
    expect(xsrfTokenFrom(cookies)).toBeUndefined();
  });

  it('URL-decodes the value, as the cookie was URL-encoded', () => {
    expect(xsrfTokenFrom(`__Host-XSRF-TOKEN=${encodeURIComponent('abc=/+def')}`)).toBe('abc=/+def');
    expect(xsrfTokenFrom('XSRF-TOKEN=a%20b')).toBe('a b');
  });

  it('keeps a value that is not valid percent-encoding as it is, without throwing', () => {
    expect(xsrfTokenFrom('XSRF-TOKEN=%ff%')).toBe('%ff%');
  });

  it('keeps a base64url token (what the server sets) unchanged', () => {
    const token = 'Ab-_'.repeat(10) + 'xyz';
    expect(xsrfTokenFrom(`__Host-XSRF-TOKEN=${token}`)).toBe(token);
  });
});
