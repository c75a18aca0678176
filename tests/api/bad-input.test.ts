/**
 * Bad input, systematically: every parameter of every read route gets every
 * kind of wrong value (empty, signs, zeros, decimals, exponents, huge
 * numbers, words, encoded slashes and dots, NUL, accents, emoji, 5,000
 * characters…), and every write method is tried on them. Nothing may answer
 * 5xx; every refusal is a JSON document with a French message from the
 * catalogues (the contract's refusals and the API's messages.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractRefusal } from '../support/refusals.js';
import { openTestApp, type TestApp } from '../../packages/api/src/testing.js';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

const BAD_VALUES = [
  '',
  ' ',
  '%20',
  '0',
  '00',
  '-1',
  '+1',
  '01',
  '1.5',
  '1e2',
  '0x10',
  'NaN',
  'Infinity',
  'null',
  '999999999999999999999999',
  'abc',
  '%00',
  '%2F',
  '..',
  '%2E%2E',
  'é',
  '%C3%A9',
  '%F0%9F%98%80',
  "'",
  '"',
  '%22%22',
  '<script>',
  'x'.repeat(5000),
];

/** Each read route, as a function of its parameters. */
const ROUTES: Array<{ name: string; arity: number; path: (...p: string[]) => string }> = [
  { name: 'lire', arity: 2, path: (a, b) => `/api/lire/${a}/${b}` },
  { name: 'print', arity: 2, path: (a, b) => `/api/print/${a}/${b}` },
  { name: 'rechercher', arity: 3, path: (a, b, c) => `/api/rechercher/${a}/${b}/${c}` },
  { name: 'bible1an', arity: 2, path: (a, b) => `/api/bible1an/${a}/${b}` },
  { name: 'bible1an ?annee', arity: 1, path: (a) => `/api/bible1an/1/1?annee=${a}` },
  { name: 'theme', arity: 1, path: (a) => `/api/theme/${a}` },
  { name: 'tagcloud', arity: 1, path: (a) => `/api/tagcloud/${a}` },
  { name: 'theme image', arity: 1, path: (a) => `/img/themes/${a}` },
  { name: 'passages', arity: 1, path: (a) => `/api/passages/${a}` },
  { name: 'references', arity: 3, path: (a, b, c) => `/api/references/${a}/${b}/${c}` },
  { name: 'references ?limite', arity: 1, path: (a) => `/api/references/43/3/16?limite=${a}` },
  { name: 'parallele', arity: 2, path: (a, b) => `/api/parallele/${a}/${b}?traductions=lsg,darby` },
  { name: 'parallele ?traductions', arity: 1, path: (a) => `/api/parallele/43/3?traductions=${a}` },
];

/** A valid value for each position, so that one parameter at a time is wrong. */
const VALID: Record<string, string[]> = {
  lire: ['43', '3'],
  print: ['43', '3'],
  rechercher: ['amour', 'atnt', 'nex'],
  bible1an: ['1', '1'],
  'bible1an ?annee': ['2027'],
  theme: ['1'],
  tagcloud: ['nt'],
  'theme image': ['paix.svg'],
  passages: ['43.3.16-18;19.23'],
  references: ['43', '3', '16'],
  'references ?limite': ['10'],
  parallele: ['43', '3'],
  'parallele ?traductions': ['lsg,darby'],
};

async function expectClearAnswer(url: string, init?: RequestInit): Promise<number> {
  const res = await t.app.request(url, init);
  expect(res.status, url).toBeLessThan(500);
  if (res.status >= 400) {
    // Its charset named, as the prepared answers name it.
    expect(res.headers.get('content-type'), url).toBe('application/json; charset=UTF-8');
    const { message } = (await res.json()) as { message: unknown };
    expect(typeof message, url).toBe('string');
    // One of the contract's refusals, status and message together.
    expect(contractRefusal(res.status, message as string), `${url}: ${res.status} ${message}`).toBeDefined();
  }
  return res.status;
}

describe('bad input on every read route', () => {
  for (const route of ROUTES) {
    it(`${route.name}: every wrong value in every position answers a clear 4xx or a valid answer`, async () => {
      const statuses = new Set<number>();
      for (let position = 0; position < route.arity; position++) {
        for (const bad of BAD_VALUES) {
          const params = [...VALID[route.name]];
          params[position] = bad;
          statuses.add(await expectClearAnswer(route.path(...params)));
        }
      }
      // The values are wrong for these routes: at least some are refused, none crashes.
      expect([...statuses].some((s) => s >= 400)).toBe(true);
    });
  }

  it('refuses writes on read routes without the anti-forgery token, with a French message', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      for (const route of ROUTES.filter((r) => r.name !== 'theme image')) {
        const url = route.path(...VALID[route.name]);
        const status = await expectClearAnswer(url, { method, body: '{"x":1}', headers: { 'Content-Type': 'application/json' } });
        expect(status, `${method} ${url}`).toBe(403);
      }
    }
  });

  it('answers HEAD like GET, without a body', async () => {
    for (const route of ROUTES) {
      const url = route.path(...VALID[route.name]);
      const res = await t.app.request(url, { method: 'HEAD' });
      expect(res.status, url).toBe(200);
      expect(await res.text()).toBe('');
    }
  });
});
